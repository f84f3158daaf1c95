import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mmss } from '../../constants';

const R = 70;
const C = 2 * Math.PI * R;

/** The mm:ss time left inside a ring that empties as the run goes on (drawn, not a progressbar). */
export function Countdown({ remainingMs, durationMs }: { remainingMs: number; durationMs: number }) {
  const { t } = useTranslation();
  const left = Math.min(1, Math.max(0, remainingMs / Math.max(1, durationMs)));
  return (
    <Box sx={{ position: 'relative', width: 180, height: 180, mx: 'auto' }}>
      <svg viewBox="0 0 180 180" width="180" height="180" aria-hidden>
        <circle cx="90" cy="90" r={R} fill="none" stroke="#e0e0e0" strokeWidth="12" />
        <circle
          cx="90"
          cy="90"
          r={R}
          fill="none"
          stroke="#2e7d32"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={C}
          strokeDashoffset={C * (1 - left)}
          transform="rotate(-90 90 90)"
          style={{ transition: 'stroke-dashoffset 1s linear' }}
        />
      </svg>
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {t('soilTesting.wizard.timeLeft')}
        </Typography>
        <Typography
          role="timer"
          aria-label={t('soilTesting.wizard.timeLeft')}
          data-testid="countdown"
          sx={{ fontSize: 40, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        >
          {mmss(remainingMs)}
        </Typography>
      </Box>
    </Box>
  );
}
