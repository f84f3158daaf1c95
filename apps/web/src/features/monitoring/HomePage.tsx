import { countFaulty, OFFLINE_AFTER_MS, type SensorMetric, urlOf } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import Bolt from '@mui/icons-material/Bolt';
import Download from '@mui/icons-material/Download';
import Science from '@mui/icons-material/Science';
import Thermostat from '@mui/icons-material/Thermostat';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRange, useDefaultRange } from '../../components/DateRange';
import { DeviceSelect } from '../../components/DeviceSelect';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { downloadFile } from '../../lib/api';
import { NoDevicePanel } from '../../components/NoDevicePanel';
import { defaultDevice, useDevices } from '../../lib/devices/useDevices';
import { useLowData } from '../../lib/pwa/lowData';
import { formatRelative } from '../../lib/time';
import { useNow } from '../../lib/useNow';
import { useLatest } from './api/useLatest';
import { useReadingStream } from './api/useReadingStream';
import { useSensorData } from './api/useSensorData';
import { FertigationCard } from './components/FertigationCard';
import { type SeriesSpec, SensorLineChart } from './components/SensorLineChart';
import { SensorTile } from './components/SensorTile';
import { ErrorNotice } from '../../components/ErrorNotice';

const Letter = ({ children }: { children: string }) => <Box sx={{ fontWeight: 800, fontSize: 16 }}>{children}</Box>;

const TILES: Array<{ metric: SensorMetric; icon: ReactNode; color: string }> = [
  { metric: 'nitrogen', icon: <Letter>N</Letter>, color: '#2e7d32' },
  { metric: 'phosphorus', icon: <Letter>P</Letter>, color: '#ef6c00' },
  { metric: 'potassium', icon: <Letter>K</Letter>, color: '#6a1b9a' },
  { metric: 'temperature', icon: <Thermostat fontSize="small" />, color: '#c62828' },
  { metric: 'moisture', icon: <WaterDrop fontSize="small" />, color: '#1565c0' },
  { metric: 'conductivity', icon: <Bolt fontSize="small" />, color: '#f9a825' },
  { metric: 'ph', icon: <Science fontSize="small" />, color: '#00838f' },
];

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const devices = useDevices();
  const [chosen, setChosen] = useState<string | undefined>();
  const deviceId = chosen ?? (devices.data ? defaultDevice(devices.data)?.id : undefined);
  const [range, setRange] = useDefaultRange();
  const [lowData, setLowData] = useLowData();
  // Low-data mode: no live stream (slow polling instead) and low-resolution charts.
  const streaming = useReadingStream(lowData ? undefined : deviceId);
  const live = useLatest(deviceId, streaming, lowData);
  const chart = useSensorData(deviceId, range.start, range.end, lowData);

  if (devices.isLoading) return <FullPageSpinner />;
  if (devices.isError) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('screens.home')}
        </Typography>
        <ErrorNotice error={devices.error} onRetry={() => void devices.refetch()} />
      </Stack>
    );
  }
  if (!deviceId) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('screens.home')}
        </Typography>
        <NoDevicePanel />
      </Stack>
    );
  }

  const latest = live.data?.data ?? null;
  const lastAt = latest ? Date.parse(latest.timestamp) : null;
  const offline = !lastAt || now.getTime() - lastAt > OFFLINE_AFTER_MS;
  const updated = latest ? formatRelative(latest.timestamp, now, i18n.language) : null;
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
  const chartProps = { data: chart.data?.data, loading: chart.isLoading, error: chart.error };
  const faulty = countFaulty(chart.data?.data ?? []);
  const csvHref = urlOf(sensorsEndpoints.dataCsv, { query: { deviceId, startOffset: range.start, endOffset: range.end } });

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h1">
          {t('screens.home')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <DeviceSelect devices={devices.data ?? []} value={deviceId} onChange={setChosen} />
          <Chip
            size="small"
            color={offline ? 'error' : 'success'}
            label={offline ? t('monitoring.deviceOffline') : t('monitoring.deviceOnline')}
            data-testid="device-state"
          />
          <Chip size="small" variant="outlined" label={streaming ? t('monitoring.live') : t('monitoring.polling')} />
          <FormControlLabel
            control={<Switch size="small" checked={lowData} onChange={(_e, on) => setLowData(on)} />}
            label={t('lowData.label')}
            title={t('lowData.hint')}
            data-testid="low-data"
          />
        </Stack>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          // minmax(0, …): a tile's content never widens its column past the screen.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
            xl: 'repeat(7, minmax(0, 1fr))',
          },
        }}
      >
        {TILES.map((tile) => (
          <SensorTile
            key={tile.metric}
            {...tile}
            latest={latest}
            series={live.data?.series ?? []}
            change={live.data?.change[tile.metric] ?? null}
            offline={offline}
            updated={updated}
          />
        ))}
      </Box>

      <FertigationCard deviceId={deviceId} />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateRange range={range} onChange={setRange} />
        <Box sx={{ flexGrow: 1 }}>
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
        <SensorLineChart title={label('ph')} series={[climate[2]!]} suggestedMax={8} height={220} testId="chart-ph" {...chartProps} />
        <SensorLineChart
          title={label('conductivity')}
          series={[climate[3]!]}
          suggestedMax={8}
          height={220}
          testId="chart-conductivity"
          {...chartProps}
        />
      </Box>
    </Stack>
  );
}
