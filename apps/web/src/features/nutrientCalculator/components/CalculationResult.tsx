import type { CalculateResponse } from '@agrim/contracts';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { categoryLabel, formatValue } from '../../../lib/soilAnalysisFormat';
import { formatDateTime } from '../../../lib/time';
import { COLUMNS, NutrientComparisonChart } from './NutrientComparisonChart';

const NUTRIENTS = ['nitrogen', 'phosphorus', 'potassium'] as const;
type Values = CalculateResponse['current_values'];

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} component="section" data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One of the four value sets (current, recommended, required, excess) as a small table, with its total in kg. */
function ValuesTable({ column, values, total }: { column: (typeof COLUMNS)[number]; values: Values; total?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Paper variant="outlined" sx={{ minWidth: 0, p: 1.5 }} data-testid={`values-${column}`}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(`soilAnalysis.calculator.columns.${column}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`soilAnalysis.calculator.units.${column}`)}
      </Typography>
      <Table size="small">
        <TableBody>
          {NUTRIENTS.map((n) => (
            <TableRow key={n}>
              <TableCell sx={{ px: 0 }}>{t(`soilAnalysis.calculator.short.${n}`)}</TableCell>
              <TableCell sx={{ ...num, px: 0 }} data-testid={`${column}-${n}`}>
                {formatValue(values[n], lang)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total !== undefined && (
        <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600 }} data-testid={`total-${column}`}>
          {t(column === 'Required' ? 'soilAnalysis.calculator.totalRequired' : 'soilAnalysis.calculator.totalExcess', {
            kg: formatValue(total, lang),
          })}
        </Typography>
      )}
    </Paper>
  );
}

/** 'Nitrogen (N)' → 'N', the symbol in brackets of the server's nutrient name (else the name). */
const symbolOf = (nutrient: string) => /\(([^)]+)\)\s*$/.exec(nutrient)?.[1] ?? nutrient;

/**
 * nutrients_table: a row per nutrient with Current, Recommended, Required and Excess; on a phone the
 * same table turned (a row per column, a column per nutrient) so that it fits the width.
 */
function NutrientsTable({ table }: { table: CalculateResponse['nutrients_table'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const label = t('soilAnalysis.calculator.table');
  if (narrow) {
    return (
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 0.75 } }} data-layout="turned">
          <TableHead>
            <TableRow>
              <TableCell />
              {table.map((row) => (
                <TableCell key={row.Nutrient} sx={{ ...num, verticalAlign: 'bottom' }} title={row.Nutrient}>
                  {symbolOf(row.Nutrient)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {COLUMNS.map((c) => (
              <TableRow key={c}>
                <TableCell component="th" scope="row">
                  {t(`soilAnalysis.calculator.columns.${c}`)}
                </TableCell>
                {table.map((row) => (
                  <TableCell key={row.Nutrient} sx={num}>
                    {formatValue(row[c], lang)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('soilAnalysis.calculator.nutrient')}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={num}>
                {t(`soilAnalysis.calculator.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.map((row) => (
            <TableRow key={row.Nutrient}>
              <TableCell component="th" scope="row">
                {row.Nutrient}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={num}>
                  {formatValue(row[c], lang)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The calculator's answer: ratings and the dose, then what to do (fertilizers, recommendations), then how it was worked out (tables, chart). */
export function CalculationResult({ result }: { result: CalculateResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { dose } = result;
  return (
    <Stack spacing={2} component="section" aria-labelledby="result-title" data-testid="calculation-result">
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" id="result-title" sx={{ fontWeight: 700 }}>
          {t('soilAnalysis.calculator.result', { hectares: formatValue(result.hectares, lang) })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }} data-testid="ratings">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('soilAnalysis.calculator.ratings')}:
          </Typography>
          {NUTRIENTS.map((n) => (
            <CategoryChip
              key={n}
              category={result.ratings[n]}
              label={`${t(`soilAnalysis.calculator.nutrients.${n}`)}: ${categoryLabel(t, result.ratings[n])}`}
            />
          ))}
        </Stack>
        <Typography variant="body2" data-testid="dose">
          {t('soilAnalysis.calculator.dose', {
            ratio: dose.ratio,
            crop: dose.condition ? `${dose.crop} (${dose.condition})` : dose.crop,
            season: dose.season,
          })}{' '}
          {t('soilAnalysis.calculator.source', { source: dose.source })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" data-testid="reading-used">
          {t('soilAnalysis.calculator.reading', { time: formatDateTime(result.reading.timestamp, lang) })}
        </Typography>
      </Paper>

      {/* What to do first (the products to buy and the recommendations), then how it was worked out. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Section title={t('soilAnalysis.calculator.products')} testId="products">
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('soilAnalysis.calculator.product')}</TableCell>
                  <TableCell sx={num}>{t('soilAnalysis.calculator.kg')}</TableCell>
                  <TableCell sx={num}>{t('soilAnalysis.calculator.bags')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.products.map((p) => (
                  <TableRow key={p.product} data-testid={`product-${p.product}`}>
                    <TableCell component="th" scope="row">
                      {p.name}
                    </TableCell>
                    <TableCell sx={num}>{formatValue(p.kg, lang)}</TableCell>
                    <TableCell sx={{ ...num, whiteSpace: 'nowrap' }}>
                      {p.bags === null || p.bag_kg === null
                        ? '—'
                        : t('soilAnalysis.calculator.bagsOf', { bags: formatValue(p.bags, lang), size: formatValue(p.bag_kg, lang) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Section>
        <Section title={t('soilAnalysis.calculator.recommendations')} testId="recommendations">
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 0.75 } }} lang={lang}>
            {result.recommendations.map((r) => (
              <Typography component="li" variant="body2" key={r}>
                {r}
              </Typography>
            ))}
          </Box>
        </Section>
      </Box>

      <Section title={t('soilAnalysis.calculator.table')} testId="nutrients-table">
        <NutrientsTable table={result.nutrients_table} />
      </Section>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <ValuesTable column="Current" values={result.current_values} />
        <ValuesTable column="Recommended" values={result.recommended_nutrients} />
        <ValuesTable column="Required" values={result.required_nutrients} total={result.total_required_nutrients} />
        <ValuesTable column="Excess" values={result.excess_nutrients} total={result.total_excess_nutrients} />
      </Box>

      <NutrientComparisonChart table={result.nutrients_table} />
    </Stack>
  );
}
