import { type AdviceLanguage, type FertilizerAdviceResponse, type FertilizerPredictionRequest, MODEL_TYPES } from '@agrim/contracts';
import { Box, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AdviceText, usePreloadAdviceText } from '../../../../components/AdviceText';
import { ErrorNotice } from '../../../../components/ErrorNotice';

export interface CallState<T, V> {
  isPending: boolean;
  data?: T;
  error: Error | null;
  variables?: V;
}

export interface PredictionData {
  id: string;
  data: string;
  fertilizer: string;
  probability: number;
}

/** Spec 9: the summary's scroll area is at most 500 px high. */
const SCROLL_MAX = 500;

/** The left half of the Expert's dialog: the chosen inputs, the predicted N-P-K and the advice. */
export function PredictionSummary({
  prediction,
  advice,
  language,
}: {
  prediction: CallState<PredictionData, FertilizerPredictionRequest>;
  advice: CallState<FertilizerAdviceResponse, unknown>;
  language: AdviceLanguage;
}) {
  const { t } = useTranslation();
  usePreloadAdviceText();
  const inputs = prediction.variables;
  const measured: Array<[string, string]> = inputs
    ? [
        [t('fertilizer.fields.temperature'), String(inputs.temperature)],
        [t('fertilizer.fields.humidity'), String(inputs.humidity)],
        [t('fertilizer.fields.moisture'), String(inputs.moisture)],
        [t('fertilizer.fields.nitrogen'), String(inputs.nitrogen)],
        [t('fertilizer.fields.phosphorus'), String(inputs.phosphorous)],
        [t('fertilizer.fields.potassium'), String(inputs.potassium)],
      ]
    : [];
  const chosen: Array<[string, string]> = inputs
    ? [
        [t('fertilizer.fields.soilType'), t(`fertilizer.soilTypes.${inputs.soiltype}`)],
        [t('fertilizer.fields.cropType'), t(`fertilizer.crops.${inputs.croptype}`)],
        [t('fertilizer.fields.modelType'), MODEL_TYPES.find((m) => m.value === inputs.modeltype)?.label ?? inputs.modeltype],
      ]
    : [];
  const head = { fontWeight: 700, bgcolor: 'action.hover' };
  const inputTable = (label: string, list: Array<[string, string]>) => (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell sx={head}>{t('feedback.dialog.input')}</TableCell>
          <TableCell sx={head}>{t('feedback.dialog.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    <Stack spacing={2} data-testid="feedback-summary">
      {/* Two tables side by side where there is room: the summary's advice then starts higher up. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        {inputTable(t('feedback.dialog.inputs'), measured)}
        <Stack spacing={2}>
          {inputTable(t('feedback.dialog.choices'), chosen)}
          <Table size="small" aria-label={t('feedback.dialog.predicted')}>
            <TableHead>
              <TableRow>
                <TableCell sx={head}>{t('feedback.dialog.predicted')}</TableCell>
                <TableCell sx={head}>{t('feedback.dialog.product')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                {prediction.isPending ? (
                  <TableCell colSpan={2}>
                    <CircularProgress size={20} aria-label={t('feedback.dialog.predicted')} />
                  </TableCell>
                ) : prediction.data ? (
                  <>
                    <TableCell sx={{ fontWeight: 700, fontSize: '1.05rem' }} data-testid="summary-npk">
                      {prediction.data.data}
                    </TableCell>
                    <TableCell>{prediction.data.fertilizer}</TableCell>
                  </>
                ) : (
                  <TableCell colSpan={2}>
                    <ErrorNotice error={prediction.error} />
                  </TableCell>
                )}
              </TableRow>
            </TableBody>
          </Table>
        </Stack>
      </Box>

      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('feedback.dialog.advice')}
        </Typography>
        <Box
          tabIndex={0}
          role="region"
          aria-label={t('feedback.dialog.advice')}
          sx={{ maxHeight: SCROLL_MAX, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}
          data-testid="summary-advice"
        >
          {advice.isPending && <CircularProgress size={24} aria-label={t('feedback.dialog.advice')} />}
          {advice.error && <ErrorNotice error={advice.error} />}
          {advice.data && <AdviceText text={advice.data.response} language={language} />}
        </Box>
      </Box>
    </Stack>
  );
}
