import { CROP_SLIDERS, type CropFeature } from '@agrim/contracts';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/predictionFormat';

interface Props {
  feature: CropFeature;
  value: number;
  onChange: (value: number) => void;
}

/** One of the seven inputs (spec 5 range and step), labelled, with its value and unit beside the name. */
export function CropSlider({ feature, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const spec = CROP_SLIDERS[feature];
  const unit = t(`crop.units.${feature}`);
  const withUnit = (v: number) => (unit ? `${formatNumber(v, i18n.language)} ${unit}` : formatNumber(v, i18n.language));
  const labelId = `crop-slider-${feature}`;
  return (
    <Box sx={{ px: 2, pt: 1.25, pb: 0.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {t(`crop.features.${feature}`)}
        </Typography>
        <Typography
          data-testid={`crop-value-${feature}`}
          sx={{ fontWeight: 700, color: 'primary.dark', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {withUnit(value)}
        </Typography>
      </Stack>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={withUnit}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={value}
        onChange={(_e, v) => onChange(v as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => formatNumber(v, i18n.language)}
        sx={{ mt: 0.5, mb: 0 }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -0.75 }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {formatNumber(spec.min, i18n.language)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatNumber(spec.max, i18n.language)}
        </Typography>
      </Stack>
    </Box>
  );
}
