import type { FertigationAction } from '@agrim/contracts';
import { Chip, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A, LEVEL_COLOURS, sourceText } from './fertigationText';

/**
 * One valve's row, in the preview and in the results alike: coloured by its level, a level chip and a
 * heading, the details, and the source of the figures last. The data attributes are what the browser
 * tests read.
 */
export function FertigationActionItem({
  action,
  testId,
  sourceTestId,
  heading,
  children,
  spacing = 1,
}: {
  action: FertigationAction;
  testId: string;
  sourceTestId: string;
  heading: ReactNode;
  children: ReactNode;
  spacing?: number;
}) {
  const { t } = useTranslation();
  const colour = LEVEL_COLOURS[action.level];
  return (
    <ListItem
      disableGutters
      data-testid={testId}
      data-parameter={action.parameter}
      data-level={action.level}
      data-command={action.command ?? ''}
      data-held={action.held ?? ''}
      sx={{ display: 'block', borderLeft: 4, borderColor: colour, pl: 1.5, my: spacing, overflowWrap: 'anywhere' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={t(`${A}.levels.${action.level}`)} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />
        {heading}
      </Stack>
      {children}
      <Typography variant="caption" color="text.secondary" component="p" data-testid={sourceTestId}>
        {sourceText(t, action)}
      </Typography>
    </ListItem>
  );
}
