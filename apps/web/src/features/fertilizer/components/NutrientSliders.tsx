import { FERTILIZER_FEATURES, FERTILIZER_SLIDERS, type FertilizerSliderName } from '@agrim/contracts';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export type SliderValues = Record<FertilizerSliderName, number>;

export const DEFAULT_SLIDER_VALUES = Object.fromEntries(FERTILIZER_FEATURES.map((f) => [f, FERTILIZER_SLIDERS[f].default])) as SliderValues;

/** The six sliders of spec 5 with their values. */
export const NutrientSliders = memo(function NutrientSliders({
  values,
  onChange,
}: {
  values: SliderValues;
  onChange: (values: SliderValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 1 }}>
      {FERTILIZER_FEATURES.map((name) => {
        const s = FERTILIZER_SLIDERS[name];
        const label = t(`fertilizer.fields.${name}`);
        return (
          <Stack key={name}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" id={`slider-${name}`}>
                {label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`value-${name}`}>
                {values[name]}
              </Typography>
            </Stack>
            <Slider
              size="small"
              min={s.min}
              max={s.max}
              step={s.step}
              value={values[name]}
              valueLabelDisplay="auto"
              onChange={(_e, v) => onChange({ ...values, [name]: v as number })}
              slotProps={{ input: { 'aria-labelledby': `slider-${name}`, 'data-testid': `slider-${name}` } as object }}
            />
          </Stack>
        );
      })}
    </Box>
  );
});
