import type { FertigationAction, FertigationStartResponse } from '@agrim/contracts';
import { Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../soilDataAnalysis/shared/format';
import { A, LEVEL_COLOURS, readingTimeText, sourceText, unitText, valveText, zoneText } from './fertigationText';

export function Recommendations({ answer }: { answer: FertigationStartResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-testid="recommendations">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(`${A}.recommendations`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {readingTimeText(t, answer.reading.timestamp, i18n.language)} · {zoneText(t, answer.zone)} · {t(`${A}.profiles.${answer.profile}`)}
      </Typography>
      <List disablePadding>
        {answer.recommendations.map((r) => (
          <Recommendation key={r.parameter} action={r} />
        ))}
      </List>
    </Box>
  );
}

function Recommendation({ action }: { action: FertigationAction }) {
  const { t, i18n } = useTranslation();
  const colour = LEVEL_COLOURS[action.level];
  const num = (v: number) => formatValue(v, i18n.language);
  const details = [
    action.duration_minutes !== null ? t(`${A}.minutes`, { count: action.duration_minutes }) : null,
    action.rating ? t(`${A}.rated`, { rating: t(`${A}.ratings.${action.rating}`) }) : null,
    action.held ? t(`${A}.heldShort`, { reason: t(`${A}.held.${action.held}`) }) : null,
  ].filter((d): d is string => d !== null);
  return (
    <ListItem
      disableGutters
      data-testid="recommendation"
      data-parameter={action.parameter}
      data-level={action.level}
      data-command={action.command ?? ''}
      data-held={action.held ?? ''}
      sx={{ display: 'block', borderLeft: 4, borderColor: colour, pl: 1.5, my: 1, overflowWrap: 'anywhere' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" label={t(`${A}.levels.${action.level}`)} sx={{ bgcolor: colour, color: '#fff', fontWeight: 600 }} />
        <Typography sx={{ color: colour, fontWeight: 500, minWidth: 0 }} data-testid="recommendation-message">
          {action.message}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="recommendation-command">
        {num(action.value)} {unitText(t, action.unit)} ({num(action.low)}–{num(action.high)}) · {valveText(t, action)}:{' '}
        {t(`${A}.commands.${action.command ?? 'none'}`)}
        {action.delivery && ` · ${t(`${A}.delivery.${action.delivery}`)}`}
        {details.length > 0 && ` · ${details.join(' · ')}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="recommendation-source">
        {sourceText(t, action)}
      </Typography>
    </ListItem>
  );
}
