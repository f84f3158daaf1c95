import Spa from '@mui/icons-material/Spa';
import { Alert, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { cropName, formatPercent } from '../../../lib/predictionFormat';
import type { RecommendCropResponse } from '../api/useRecommendCrop';
import { Drivers } from './Drivers';
import { TopCrops } from './TopCrops';

/** Below this the answer is flagged as uncertain rather than presented as a clear choice. */
export const LOW_CONFIDENCE = 0.5;

interface Props {
  result: RecommendCropResponse | null;
  /** The sliders moved after this result was computed. */
  stale: boolean;
}

/** 'Recommendation:' and the crop (spec 2.5), how sure the model is, its top 3 and the inputs that drove it. */
export function RecommendationResult({ result, stale }: Props) {
  const { t, i18n } = useTranslation();
  if (!result) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, md: 6 }, color: 'text.secondary' }}>
        <Spa sx={{ fontSize: 40, color: 'grey.400' }} />
        <Typography data-testid="crop-no-data">{t('crop.noData')}</Typography>
        <Typography variant="body2">{t('crop.noDataHint')}</Typography>
      </Stack>
    );
  }
  const percent = formatPercent(result.probability, i18n.language);
  // Equal probabilities: the first named is only first by the model's order, so say so.
  const tied = result.top.length > 1 && Math.abs(result.top[0]!.probability - result.top[1]!.probability) < 1e-9;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="p" data-testid="crop-recommendation" aria-live="polite">
          {t('crop.recommendation')}{' '}
          <Box component="strong" data-testid="crop-prediction" sx={{ color: 'primary.dark' }}>
            {cropName(t, result.prediction)}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip
            size="small"
            color={result.probability < LOW_CONFIDENCE ? 'warning' : 'success'}
            label={t('crop.confidence', { percent })}
            data-testid="crop-confidence"
          />
          <Typography variant="caption" color="text.secondary">
            {t('crop.modelVersion', { version: result.model_version })}
          </Typography>
        </Stack>
      </Box>
      {result.probability < LOW_CONFIDENCE && (
        <Alert severity="warning" data-testid="crop-low-confidence">
          {t('crop.lowConfidence', { percent })}
          {tied && ` ${t('crop.tie', { first: cropName(t, result.top[0]!.crop), second: cropName(t, result.top[1]!.crop) })}`}
        </Alert>
      )}
      {stale && (
        <Alert severity="info" data-testid="crop-stale">
          {t('crop.stale')}
        </Alert>
      )}
      <TopCrops top={result.top} />
      <Divider />
      <Drivers drivers={result.drivers} crop={result.prediction} />
    </Stack>
  );
}
