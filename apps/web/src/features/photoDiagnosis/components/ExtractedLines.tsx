import type { SoilTestAnalysisResponse } from '@agrim/contracts';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/predictionFormat';

/** Below this mean OCR confidence (0..100) the text is likely to hold misread characters. */
const LOW_OCR_CONFIDENCE = 60;

/** Spec 2.11: the extracted text, one line per row. */
export function ExtractedLines({ result }: { result: SoilTestAnalysisResponse }) {
  const { t, i18n } = useTranslation();
  const lines = result.extracted
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip
          size="small"
          color={result.ocr_confidence < LOW_OCR_CONFIDENCE ? 'warning' : 'success'}
          label={t('image.soilTest.ocrConfidence', { value: formatNumber(result.ocr_confidence, i18n.language, 0) })}
          data-testid="ocr-confidence"
        />
        <Typography variant="caption" color="text.secondary">
          {t('image.soilTest.lineCount', { count: lines.length })}
        </Typography>
      </Stack>
      {result.ocr_confidence < LOW_OCR_CONFIDENCE && lines.length > 0 && (
        <Alert severity="warning">{t('image.soilTest.lowConfidence')}</Alert>
      )}
      {lines.length === 0 ? (
        <Alert severity="warning" data-testid="extracted-empty">
          {t('image.soilTest.noText')}
        </Alert>
      ) : (
        <Box
          component="ol"
          data-testid="extracted-lines"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            maxHeight: { md: 560 },
            overflowY: { md: 'auto' },
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
            '& > li:nth-of-type(odd)': { bgcolor: 'grey.50' },
          }}
        >
          {lines.map((line, i) => (
            <Box
              component="li"
              key={i}
              sx={{ display: 'grid', gridTemplateColumns: '2.5em minmax(0, 1fr)', gap: 1, px: 1, py: 0.5, alignItems: 'baseline' }}
            >
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {i + 1}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {line}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
