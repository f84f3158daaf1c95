import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../lib/soilAnalysisFormat';

/** Spec 5: these categories are red; High, Optimal, Normal Conductivity green; any other yellow. */
const RED = new Set(['Low', 'Acidic', 'Low Conductivity', 'Critical for Germination', 'Injurious to most crops', 'Anomaly']);
const GREEN = new Set(['High', 'Optimal', 'Normal Conductivity', 'Normal']);

const COLOURS = {
  red: { bg: '#c62828', fg: '#fff' },
  green: { bg: '#2e7d32', fg: '#fff' },
  yellow: { bg: '#fdd835', fg: 'rgba(0, 0, 0, 0.87)' },
} as const;

export function categoryTone(category: string): keyof typeof COLOURS {
  return RED.has(category) ? 'red' : GREEN.has(category) ? 'green' : 'yellow';
}

/** A category (or an anomaly status) as a chip coloured by the spec's rule. */
export function CategoryChip({ category, label }: { category: string; label?: string }) {
  const { t } = useTranslation();
  const tone = categoryTone(category);
  return (
    <Chip
      size="small"
      label={label ?? categoryLabel(t, category)}
      data-tone={tone}
      sx={{ fontWeight: 600, maxWidth: '100%', bgcolor: COLOURS[tone].bg, color: COLOURS[tone].fg }}
    />
  );
}
