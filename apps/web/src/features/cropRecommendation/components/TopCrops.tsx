import type { CropPrediction } from '@agrim/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { cropName, formatPercent } from '../../../lib/predictionFormat';

/** The model's three best crops with their probabilities, as labelled bars. */
export function TopCrops({ top }: { top: CropPrediction['top'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="section" aria-labelledby="crop-top-heading">
      <Typography id="crop-top-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('crop.top')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('crop.topHelp')}
      </Typography>
      <Box component="ol" data-testid="crop-top" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {top.map((c, i) => (
          <Box
            component="li"
            key={c.crop}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography sx={{ fontWeight: i === 0 ? 700 : 500 }}>
              {i + 1}. {cropName(t, c.crop)}
            </Typography>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: i === 0 ? 700 : 500 }}>
              {formatPercent(c.probability, i18n.language)}
            </Typography>
            {/* A plain bar rather than a progress indicator: nothing is loading here. */}
            <Box aria-hidden sx={{ gridColumn: '1 / -1', height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${Math.max(0, Math.min(100, c.probability * 100))}%`,
                  bgcolor: i === 0 ? 'primary.main' : 'grey.500',
                  borderRadius: 4,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
