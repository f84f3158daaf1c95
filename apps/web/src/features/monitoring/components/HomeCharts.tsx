import { countFaulty, urlOf } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import Download from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange, type Range } from '../../../components/DateRange';
import { downloadFile } from '../../../lib/api';
import { useOnline } from '../../../lib/pwa/connection';
import { formatDateTime } from '../../../lib/time';
import { useSensorData } from '../api/useSensorData';
import { type SeriesSpec, SensorLineChart } from './SensorLineChart';

interface Props {
  deviceId: string;
  range: Range;
  onRange: (range: Range) => void;
  lowData: boolean;
}

/**
 * The date range, the CSV export and the four charts, below the tiles (under the fold of a phone): their
 * own chunk, fetched when scrolled near (issue 24). Memoised: the page re-renders every second for its clock,
 * this part only when its range, device or readings change.
 */
function HomeCharts({ deviceId, range, onRange, lowData }: Props) {
  const { t, i18n } = useTranslation();
  const chart = useSensorData(deviceId, range.start, range.end, lowData);
  // Offline the readings are the phone's kept copy (issue 39): said as last known, up to their newest.
  const connected = useOnline();
  const newest = useMemo(
    () => (chart.data?.data ?? []).reduce<string | null>((at, r) => (at === null || r.timestamp > at ? r.timestamp : at), null),
    [chart.data?.data],
  );
  const [npk, climate] = useMemo(() => {
    const label = (k: string) => t(`monitoring.metrics.${k}`);
    const npk: SeriesSpec[] = [
      { key: 'nitrogen', label: label('nitrogen'), color: '#2e7d32' },
      { key: 'phosphorus', label: label('phosphorus'), color: '#ef6c00' },
      { key: 'potassium', label: label('potassium'), color: '#6a1b9a' },
    ];
    const climate: SeriesSpec[] = [
      { key: 'temperature', label: label('temperature'), color: '#c62828' },
      { key: 'humidity', label: label('humidity'), color: '#1565c0' },
      { key: 'ph', label: label('ph'), color: '#00838f' },
      { key: 'conductivity', label: label('conductivity'), color: '#f9a825' },
    ];
    return [npk, climate];
    // t changes with the language.
  }, [t]);
  const ph = useMemo(() => [climate[2]!], [climate]);
  const conductivity = useMemo(() => [climate[3]!], [climate]);
  const chartProps = { data: chart.data?.data, loading: chart.isLoading, error: chart.error };
  const faulty = useMemo(() => countFaulty(chart.data?.data ?? []), [chart.data?.data]);
  const csvHref = urlOf(sensorsEndpoints.dataCsv, { query: { deviceId, startOffset: range.start, endOffset: range.end } });

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateRange range={range} onChange={onRange} />
        <Box sx={{ flexGrow: 1 }}>
          {!connected && newest && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="charts-last-known">
              {t('monitoring.chartsLastKnown', { when: formatDateTime(newest, i18n.language) })}
            </Typography>
          )}
          {chart.data?.startAdjusted && (
            <Typography variant="caption" color="text.secondary">
              {t('monitoring.startAdjusted')}
            </Typography>
          )}
          {chart.data?.downsampled && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('monitoring.downsampled', { count: chart.data.rawCount })}
            </Typography>
          )}
          {faulty > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="faulty-note">
              {t(chart.data?.downsampled ? 'monitoring.faultyIntervals' : 'monitoring.faultyShown', { count: faulty })}
            </Typography>
          )}
        </Box>
        <Button startIcon={<Download />} onClick={() => void downloadFile(csvHref, 'readings.csv').catch(() => {})}>
          {t('monitoring.exportCsv')}
        </Button>
      </Stack>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SensorLineChart title={t('monitoring.npkChart')} series={npk} suggestedMax={30} testId="chart-npk" {...chartProps} />
        <SensorLineChart title={t('monitoring.climateChart')} series={climate} suggestedMax={30} testId="chart-climate" {...chartProps} />
        <SensorLineChart title={ph[0]!.label} series={ph} suggestedMax={8} height={220} testId="chart-ph" {...chartProps} />
        <SensorLineChart
          title={conductivity[0]!.label}
          series={conductivity}
          suggestedMax={8}
          height={220}
          testId="chart-conductivity"
          {...chartProps}
        />
      </Box>
    </>
  );
}

export default memo(HomeCharts);
