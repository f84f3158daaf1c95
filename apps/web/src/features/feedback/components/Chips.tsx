import type { ConfidenceLevel, FeedbackStatus } from '@agrim/contracts';
import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec 5: score 1 red through 10 dark green. */
const SCORE_COLOURS = ['#c62828', '#d84315', '#ef6c00', '#f9a825', '#c0ca33', '#9ccc65', '#66bb6a', '#43a047', '#2e7d32', '#1b5e20'];
/** Scores whose background is light enough for dark text. */
const DARK_TEXT = new Set([4, 5, 6]);

export function scoreColour(score: number): { bg: string; fg: string } {
  const s = Math.min(10, Math.max(1, Math.round(score)));
  return { bg: SCORE_COLOURS[s - 1]!, fg: DARK_TEXT.has(s) ? 'rgba(0, 0, 0, 0.87)' : '#fff' };
}

export function ScoreBadge({ score }: { score: number }) {
  const { bg, fg } = scoreColour(score);
  return (
    <Box
      component="span"
      data-testid="score"
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        minWidth: 32,
        height: 24,
        px: 1,
        borderRadius: 12,
        bgcolor: bg,
        color: fg,
        fontWeight: 700,
        fontSize: 13,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {score}
    </Box>
  );
}

/** Spec 5: High green, Medium orange, anything else red. */
const CONFIDENCE_COLOUR = { High: 'success', Medium: 'warning', Low: 'error' } as const;

export function ConfidenceChip({ level }: { level: ConfidenceLevel }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={CONFIDENCE_COLOUR[level] ?? 'error'}
      label={t(`feedback.form.confidenceLevels.${level}`)}
      data-testid="confidence"
    />
  );
}

const STATUS_COLOUR = { Pending: 'warning', Approved: 'success', Rejected: 'error' } as const;

export function FeedbackStatusChip({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOUR[status]}
      label={t(`feedback.table.statuses.${status}`)}
      data-testid="status"
    />
  );
}
