import type { SoybeanPredictionResponse } from '@agrim/contracts';
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { NUTRIENTS } from './ZoneChart';
import { ScrollRegion } from '../../../components/ScrollRegion';

/** pH outside the zone's range reads red (as 'Low'), inside green (as 'Optimal'), spec 5's colours. */
const PH_TONE = { Below: 'Low', Within: 'Optimal', Above: 'Low' } as const;

/** The reference the chart is measured against: each zone's lower–upper N, P, K (kg/ha) and its pH range. */
export function ThresholdTable({ data }: { data: SoybeanPredictionResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const range = (lower: number, upper: number) =>
    t('soybean.stats.range', { lower: formatValue(lower, lang), upper: formatValue(upper, lang) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="thresholds-title" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id="thresholds-title" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {t('soybean.stats.thresholdsTitle')}
      </Typography>
      <ScrollRegion label={t('soybean.stats.thresholdsTitle')}>
        <Table size="small" data-testid="thresholds">
          <TableHead>
            <TableRow>
              <TableCell>{t('soybean.stats.zone')}</TableCell>
              {NUTRIENTS.map((n) => (
                <TableCell key={n} align="right">
                  {t(`monitoring.metrics.${n}`)}
                </TableCell>
              ))}
              <TableCell>{t('soybean.stats.phRange')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.zones.map((z) => {
              const ph = data.ph[z];
              return (
                <TableRow key={z} data-zone={z}>
                  <TableCell component="th" scope="row">
                    {t(`soybean.zones.${z}`, { defaultValue: z })}
                  </TableCell>
                  {NUTRIENTS.map((n) => (
                    <TableCell key={n} align="right" data-nutrient={n} sx={{ whiteSpace: 'nowrap' }}>
                      {range(data.lower_threshold[z]?.[n] ?? 0, data.upper_threshold[z]?.[n] ?? 0)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {ph ? range(ph.lower, ph.upper) : '–'}{' '}
                    {ph?.status && <CategoryChip category={PH_TONE[ph.status]} label={t(`soybean.stats.phStatus.${ph.status}`)} />}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Paper>
  );
}
