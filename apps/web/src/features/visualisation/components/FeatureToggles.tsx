import type { SensorMetric } from '@agrim/contracts';
import Check from '@mui/icons-material/Check';
import { Box, Chip, Typography } from '@mui/material';
import { useId } from 'react';

interface Props {
  label: string;
  options: readonly SensorMetric[];
  value: readonly SensorMetric[];
  onChange: (value: SensorMetric[]) => void;
  titleOf: (feature: SensorMetric) => string;
}

/**
 * The features to draw, each a chip pressed or not (aria-pressed, a tick and the filled colour) in a group named by
 * its label; the chosen ones are kept in the options' order. On a phone every feature is in sight and one tap away.
 * Not MUI's multiple Autocomplete: a combobox, its list and its chips, which redrew itself in the task that first
 * committed the screen's answer (76 ms at 4x, issue 43 item 5).
 */
export function FeatureToggles({ label, options, value, onChange, titleOf }: Props) {
  const labelId = useId();
  const toggle = (feature: SensorMetric) => onChange(options.filter((f) => (f === feature ? !value.includes(f) : value.includes(f))));
  return (
    <Box role="group" aria-labelledby={labelId} data-testid="feature-select">
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((feature) => {
          const on = value.includes(feature);
          return (
            <Chip
              key={feature}
              label={titleOf(feature)}
              clickable
              onClick={() => toggle(feature)}
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <Check /> : undefined}
            />
          );
        })}
      </Box>
    </Box>
  );
}
