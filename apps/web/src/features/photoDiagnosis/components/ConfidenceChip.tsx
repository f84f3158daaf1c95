import type { ImageAnalysis } from '@agrim/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useModelName } from '../../../lib/models/useModelName';
import { formatMs, formatPercent } from '../../../lib/predictionFormat';

/** How sure the model is (0..1), and which model answered in how long. */
export function ConfidenceLine({ analysis }: { analysis: ImageAnalysis }) {
  const { t, i18n } = useTranslation();
  const modelName = useModelName();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        color={analysis.not_sure ? 'warning' : 'success'}
        label={t('image.common.confidence', { percent: formatPercent(analysis.confidence, i18n.language) })}
        data-testid="image-confidence"
      />
      <Typography variant="caption" color="text.secondary">
        {t('image.common.modelUsed', { name: modelName(analysis.model), ms: formatMs(analysis.inference_ms, i18n.language) })}
      </Typography>
    </Stack>
  );
}
