import type { RatingTone } from '@agrim/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pick } from '../plan/planChoice';

type Text = { en: string; hi: string };
/** Status colour belongs to the rating alone: ok green, watch amber, act red (never a reading's identity colour). */
const COLOR: Record<RatingTone, 'success' | 'warning' | 'error'> = { ok: 'success', watch: 'warning', act: 'error' };

/** A reading's rating as a worded chip and the one line of what it means. */
export function RatingChip({ rating, testId }: { rating: { label: Text; means: Text; tone: RatingTone }; testId?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }} data-testid={testId} data-tone={rating.tone}>
      <Chip size="small" color={COLOR[rating.tone]} label={pick(rating.label, lang)} sx={{ fontWeight: 700, maxWidth: '100%' }} />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word', hyphens: 'none' }}>
        {pick(rating.means, lang)}
      </Typography>
    </Stack>
  );
}
