import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The screen's one h1: its name in the menu, or what the screen greets the reader with. */
  title: ReactNode;
  /** A line under the title saying what the screen is for. */
  subtitle?: ReactNode;
  /** Buttons or pickers for the whole screen: beside the title on wider screens, under it on a phone. */
  actions?: ReactNode;
  /**
   * From which width the actions stand beside the title. `xs`: always, wrapping under it when the
   * line is full (a small toggle that fits beside the title even on a phone).
   */
  besideFrom?: 'xs' | 'sm' | 'md';
  /** How the title and the actions line up side by side: a tall subtitle can pull the actions to its top or its foot. */
  align?: 'center' | 'flex-start' | 'flex-end';
  /** Space between the title and the actions, in theme units. */
  spacing?: number;
  /** The Expert dashboard greets in body text; every other subtitle is the smaller secondary line. */
  subtitleVariant?: 'body1' | 'body2';
  titleTestId?: string;
}

/**
 * The header of an app screen: the h1 every screen has (the skip link and screen readers land on
 * it), an optional subtitle, and the screen's actions. One component so that every screen's title
 * looks alike and a change of the heading style happens in one place.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  besideFrom = 'sm',
  align = 'center',
  spacing = 1,
  subtitleVariant = 'body2',
  titleTestId,
}: Props) {
  const h1 = (
    <Typography variant="h5" component="h1" data-testid={titleTestId}>
      {title}
    </Typography>
  );
  const heading =
    subtitle === undefined ? (
      h1
    ) : (
      <div>
        {h1}
        <Typography variant={subtitleVariant} color="text.secondary">
          {subtitle}
        </Typography>
      </div>
    );
  if (actions === undefined) return heading;
  if (besideFrom === 'xs') {
    return (
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: align, flexWrap: 'wrap', gap: spacing }}>
        {heading}
        {actions}
      </Stack>
    );
  }
  return (
    <Stack
      direction={{ xs: 'column', [besideFrom]: 'row' }}
      spacing={spacing}
      sx={{ justifyContent: 'space-between', alignItems: { [besideFrom]: align } }}
    >
      {heading}
      {actions}
    </Stack>
  );
}
