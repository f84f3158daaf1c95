import type { FertigationAction, FertigationStartResponse } from '@agrim/contracts';
import { Box, List, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { FertigationActionItem } from './FertigationActionItem';
import { A, LEVEL_COLOURS, readingTimeText, unitText, valveText, zoneText } from './fertigationText';

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
  const num = (v: number) => formatValue(v, i18n.language);
  const details = [
    action.duration_minutes !== null ? t(`${A}.minutes`, { count: action.duration_minutes }) : null,
    action.rating ? t(`${A}.rated`, { rating: t(`${A}.ratings.${action.rating}`) }) : null,
    action.held ? t(`${A}.heldShort`, { reason: t(`${A}.held.${action.held}`) }) : null,
  ].filter((d): d is string => d !== null);
  const heading = (
    <Typography sx={{ color: LEVEL_COLOURS[action.level], fontWeight: 500, minWidth: 0 }} data-testid="recommendation-message">
      {action.message}
    </Typography>
  );
  return (
    <FertigationActionItem action={action} testId="recommendation" sourceTestId="recommendation-source" heading={heading}>
      <Typography variant="body2" color="text.secondary" data-testid="recommendation-command">
        {num(action.value)} {unitText(t, action.unit)} ({num(action.low)}–{num(action.high)}) · {valveText(t, action)}:{' '}
        {t(`${A}.commands.${action.command ?? 'none'}`)}
        {action.delivery && ` · ${t(`${A}.delivery.${action.delivery}`)}`}
        {details.length > 0 && ` · ${details.join(' · ')}`}
      </Typography>
    </FertigationActionItem>
  );
}
