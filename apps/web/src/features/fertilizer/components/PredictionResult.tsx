import type { AdviceLanguage, FertilizerAdviceResponse, FertilizerPredictionResponse } from '@agrim/contracts';
import { Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useTranslation } from 'react-i18next';
import { AdviceText, usePreloadAdviceText } from '../../../components/AdviceText';

interface CallState<T> {
  isPending: boolean;
  data?: T;
  error: Error | null;
}

/** 'Prediction:' with the N-P-K grade, then 'Fertilizer Recommendation' and the advice; each with its own spinner. */
export function PredictionResult({
  prediction,
  advice,
  language,
}: {
  prediction: CallState<FertilizerPredictionResponse>;
  advice: CallState<FertilizerAdviceResponse>;
  language: AdviceLanguage;
}) {
  const { t } = useTranslation();
  usePreloadAdviceText();
  const pct = (p: number) => `${Math.round(p * 100)} %`;
  return (
    <Stack spacing={2} data-testid="prediction-result">
      <Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('fertilizer.prediction')}
        </Typography>
        {prediction.isPending && <CircularProgress size={24} aria-label={t('fertilizer.prediction')} />}
        {prediction.error && <ErrorNotice error={prediction.error} />}
        {prediction.data && (
          <>
            <Typography variant="h6" data-testid="npk">
              {t('fertilizer.npk', { value: prediction.data.data })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('fertilizer.product', { name: prediction.data.fertilizer, pct: pct(prediction.data.probability) })}
            </Typography>
          </>
        )}
      </Box>
      <Divider />
      <Box>
        <Typography variant="h6" component="h2">
          {t('fertilizer.adviceHeading')}
        </Typography>
        {advice.isPending && <CircularProgress size={24} aria-label={t('fertilizer.adviceHeading')} />}
        {advice.error && <ErrorNotice error={advice.error} />}
        {advice.data && <AdviceText text={advice.data.response} language={language} />}
      </Box>
    </Stack>
  );
}
