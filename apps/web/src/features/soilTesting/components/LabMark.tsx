import { Box } from '@mui/material';

/** The report's second logo: a simple soil-lab mark (a flask over soil layers). */
export function LabMark({ label, size = 48 }: { label: string; size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" role="img" aria-label={label} sx={{ width: size, height: size, flexShrink: 0 }}>
      <title>{label}</title>
      <rect width="64" height="64" rx="14" fill="#6d4c41" />
      <rect x="8" y="44" width="48" height="6" rx="3" fill="#a1887f" />
      <rect x="8" y="52" width="48" height="4" rx="2" fill="#4e342e" />
      <path d="M26 10 h12 v4 h-2 v10 l10 16 H18 l10 -16 V14 h-2 z" fill="#fff" />
      <path d="M22 34 h20 l4 6 H18 z" fill="#81c784" />
      <circle cx="30" cy="30" r="1.6" fill="#2e7d32" />
      <circle cx="35" cy="26" r="1.2" fill="#2e7d32" />
    </Box>
  );
}
