import { PH_ANOMALY_REASONS, PH_CATEGORIES, type PhAnalysisResponse } from '@agrim/contracts';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { formatValue } from '../../../lib/soilAnalysisFormat';

type Summary = PhAnalysisResponse['summary'];

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The soilAnalysis.phAnalysis summary: counts, mean and range, anomalies by reason and readings by pH category. */
export function PhSummary({ summary, loading, error }: { summary: Summary | undefined; loading: boolean; error: Error | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number | null, digits = 2) => (v === null ? '—' : formatValue(v, lang, digits));
  // While loading, the same layout with a dash for every figure: a skeleton of another height moved everything
  // below it when the figures came (a layout shift of 0.17 on a phone, issue 43 item 5).
  const shown = loading ? undefined : summary;
  const m = (read: (s: Summary) => number | null, digits = 2) => (shown ? n(read(shown), digits) : '—');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby="ph-summary-title"
      data-testid="ph-summary"
    >
      <Typography variant="subtitle1" component="h2" id="ph-summary-title" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('soilAnalysis.ph.summaryTitle')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('soilAnalysis.loadFailed', { message: error.message })}</Alert>
      ) : (
        <Stack spacing={2} aria-busy={!shown}>
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
          >
            <Stat label={t('soilAnalysis.ph.total')} value={m((s) => s.total, 0)} testId="ph-total" />
            <Stat label={t('soilAnalysis.ph.anomalies')} value={m((s) => s.anomalies, 0)} testId="ph-anomalies" />
            <Stat label={t('soilAnalysis.ph.mean')} value={m((s) => s.mean)} testId="ph-mean" />
            <Stat
              label={t('soilAnalysis.ph.range')}
              value={!shown || shown.min === null || shown.max === null ? '—' : `${n(shown.min)} – ${n(shown.max)}`}
              testId="ph-range"
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                {t('soilAnalysis.ph.byReason')}
              </Typography>
              <Stack spacing={1}>
                {PH_ANOMALY_REASONS.map((r) => (
                  <Stack key={r} direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }} data-testid={`reason-${r}`}>
                    <Typography sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                      {m((s) => s.by_reason[r] ?? 0, 0)}
                    </Typography>
                    <div>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t(`soilAnalysis.ph.reasons.${r}`)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t(`soilAnalysis.ph.reasonHelp.${r}`)}
                      </Typography>
                    </div>
                  </Stack>
                ))}
              </Stack>
            </div>
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                {t('soilAnalysis.ph.byCategory')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {PH_CATEGORIES.map((c) => (
                  <Stack key={c} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={`category-${c}`}>
                    <CategoryChip category={c} />
                    <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                      {m((s) => s.by_category[c] ?? 0, 0)}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </div>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
