import { Box, type SxProps, type Theme, ToggleButton } from '@mui/material';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** The language the label is written in, when it is not the screen's (a language's own name). */
  lang?: string;
  testId?: string;
}

interface Props<T extends string> {
  /** The group's name, read before its buttons. */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  orientation?: 'horizontal' | 'vertical';
  size?: 'small' | 'medium';
  testId?: string;
  sx?: SxProps<Theme>;
  buttonSx?: SxProps<Theme>;
}

const asList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/** Neighbours share a border, and only the group's outer corners are round, as in MUI's group. */
function joined(index: number, last: number, vertical: boolean): SxProps<Theme> {
  const [start, end] = vertical ? (['Top', 'Bottom'] as const) : (['Left', 'Right'] as const);
  const [across1, across2] = vertical ? (['Left', 'Right'] as const) : (['Top', 'Bottom'] as const);
  return {
    // The focus ring, and the chosen button's border, over the neighbour that overlaps it.
    '&.Mui-focusVisible, &.Mui-selected': { zIndex: 1 },
    ...(index > 0 && {
      [vertical ? 'mt' : 'ml']: '-1px',
      [`border${start}${across1}Radius`]: 0,
      [`border${start}${across2}Radius`]: 0,
    }),
    ...(index < last && { [`border${end}${across1}Radius`]: 0, [`border${end}${across2}Radius`]: 0 }),
  };
}

/**
 * One of a few choices, as toggle buttons side by side (or stacked), each a tab stop, the chosen one pressed
 * (aria-pressed). Not MUI's ToggleButtonGroup: its roving focus registers each button in a layout effect after
 * the first commit, so React draws the screen again at once and runs that commit's effects (the queries'
 * fetches among them) in the same blocking task (issues 24, 43).
 */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
  orientation,
  size = 'small',
  testId,
  sx,
  buttonSx,
}: Props<T>) {
  const vertical = orientation === 'vertical';
  const last = choices.length - 1;
  return (
    <Box
      role="group"
      aria-label={label}
      data-testid={testId}
      sx={[{ display: 'inline-flex', flexDirection: vertical ? 'column' : 'row' }, ...asList(sx)]}
    >
      {choices.map((choice, i) => (
        <ToggleButton
          key={choice.value}
          value={choice.value}
          size={size}
          lang={choice.lang}
          data-testid={choice.testId}
          selected={choice.value === value}
          onChange={() => choice.value !== value && onChange(choice.value)}
          sx={[joined(i, last, vertical), ...asList(buttonSx)]}
        >
          {choice.label}
        </ToggleButton>
      ))}
    </Box>
  );
}
