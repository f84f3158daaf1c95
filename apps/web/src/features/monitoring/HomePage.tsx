import { OFFLINE_AFTER_MS, type Reading, type SensorMetric } from '@agrim/contracts';
import Bolt from '@mui/icons-material/Bolt';
import Science from '@mui/icons-material/Science';
import Thermostat from '@mui/icons-material/Thermostat';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { Box, Chip, FormControlLabel, Skeleton, Stack, Switch } from '@mui/material';
import { lazy, memo, type ReactNode, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefaultRange } from '../../components/DateRange';
import { DeviceSelect } from '../../components/DeviceSelect';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { defaultDevice, useDevices } from '../../lib/devices/useDevices';
import { useOnline } from '../../lib/pwa/connection';
import { useLowData } from '../../lib/pwa/lowData';
import { formatDateTime } from '../../lib/time';
import { useLatest } from './api/useLatest';
import { useReadingStream } from './api/useReadingStream';
import { SensorTile } from './components/SensorTile';
import { useOlderThan } from './hooks/useOlderThan';
import { usePrefetchDeferred } from './hooks/usePrefetchDeferred';
import { ErrorNotice } from '../../components/ErrorNotice';
import { WhenNear } from '../../components/WhenNear';
import { PageHeader } from '../../components/PageHeader';

// Only for an account without a device yet: not part of the first paint of one that has one (issue 24).
const NoDevicePanel = lazy(() => import('../../components/NoDevicePanel').then((m) => ({ default: m.NoDevicePanel })));
// Below the tiles, under the fold of a phone: its code (valve queries and switching) comes when scrolled to.
const FertigationCard = lazy(() => import('./components/FertigationCard').then((m) => ({ default: m.FertigationCard })));

// The date range, the export and the charts: below the tiles (see HomeCharts).
const HomeCharts = lazy(() => import('./components/HomeCharts'));

const FERTIGATION_HEIGHT = { xs: 170, sm: 90 };

/** The tiles are memoised: one empty list for every render without readings. */
const NO_READINGS: Reading[] = [];

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
  const devices = useDevices();
  const [chosen, setChosen] = useState<string | undefined>();
  const deviceId = chosen ?? (devices.data ? defaultDevice(devices.data)?.id : undefined);
  const [range, setRange] = useDefaultRange();
  const [lowData, setLowData] = useLowData();
  // Low-data mode: no live stream (slow polling instead) and low-resolution charts.
  const streaming = useReadingStream(lowData ? undefined : deviceId);
  const live = useLatest(deviceId, streaming, lowData);
  const latest = live.data?.data ?? null;
  const offline = useOlderThan(latest ? Date.parse(latest.timestamp) : null, OFFLINE_AFTER_MS);
  const connected = useOnline();
  // The valve card's and the charts' readings, asked for when the screen is idle: kept for an offline visit.
  usePrefetchDeferred(deviceId, range, lowData, connected);
  // React Query's answers (and the stream's readings) render at once, in one blocking task. Deferred, the screen
  // drawn from them is a transition that React draws in slices of a few milliseconds, so a phone's main
  // thread is never blocked long by it (issue 24: total blocking time). The view is memoised: the
  // blocking render stops here.
  const view = useDeferredValue<ViewProps>({
    devices,
    deviceId,
    onDevice: setChosen,
    range,
    onRange: setRange,
    lowData,
    onLowData: setLowData,
    streaming,
    live,
    offline,
    connected,
  });
  return <HomeView {...view} />;
}

interface ViewProps {
  devices: ReturnType<typeof useDevices>;
  deviceId: string | undefined;
  onDevice: (id: string) => void;
  range: ReturnType<typeof useDefaultRange>[0];
  onRange: ReturnType<typeof useDefaultRange>[1];
  lowData: boolean;
  onLowData: (on: boolean) => void;
  streaming: boolean;
  live: ReturnType<typeof useLatest>;
  offline: boolean;
  /** The phone has a network: without one nothing on the screen is live, whatever the last answer said. */
  connected: boolean;
}

const HomeView = memo(function HomeView({
  devices,
  deviceId,
  onDevice,
  range,
  onRange,
  lowData,
  onLowData,
  streaming,
  live,
  offline,
  connected,
}: ViewProps) {
  const { t, i18n } = useTranslation();
  const latest = live.data?.data ?? null;
  if (devices.isLoading || devices.isError || !deviceId) {
    // The heading is drawn at once, not after the device list: it is the largest text of a phone's first paint.
    return (
      <Stack spacing={2}>
        <PageHeader title={t('screens.home')} />
        {devices.isLoading ? (
          <FullPageSpinner />
        ) : devices.isError ? (
          <ErrorNotice error={devices.error} onRetry={() => void devices.refetch()} />
        ) : (
          <Suspense fallback={<FullPageSpinner />}>
            <NoDevicePanel />
          </Suspense>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('screens.home')}
        besideFrom="md"
        spacing={1.5}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <DeviceSelect devices={devices.data ?? []} value={deviceId} onChange={onDevice} />
            {/* Without a network the last answer is all there is: said as last known, in no status colour. */}
            <Chip
              size="small"
              color={!connected ? 'default' : offline ? 'error' : 'success'}
              label={
                connected
                  ? offline
                    ? t('monitoring.deviceOffline')
                    : t('monitoring.deviceOnline')
                  : t('monitoring.lastKnown', {
                      state: offline ? t('monitoring.deviceOffline') : t('monitoring.deviceOnline'),
                      when: formatDateTime(latest?.timestamp, i18n.language) ?? '—',
                    })
              }
              data-testid="device-state"
            />
            <Chip
              size="small"
              variant="outlined"
              label={!connected ? t('monitoring.notConnected') : streaming ? t('monitoring.live') : t('monitoring.polling')}
              data-testid="live-state"
            />
            <FormControlLabel
              control={<Switch size="small" checked={lowData} onChange={(_e, on) => onLowData(on)} />}
              label={t('lowData.label')}
              title={t('lowData.hint')}
              data-testid="low-data"
            />
          </Stack>
        }
      />

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
            series={live.data?.series ?? NO_READINGS}
            change={live.data?.change[tile.metric] ?? null}
            offline={offline}
          />
        ))}
      </Box>

      {/* On a phone the valve card and the charts are below the fold: fetched and drawn once scrolled to. Each
          keeps its place meanwhile (a skeleton while its code arrives, as on a wide screen where both are in view
          at once), so the charts do not come within reach of the screen while the card loads. */}
      <WhenNear minHeight={FERTIGATION_HEIGHT} testId="fertigation-place">
        <Suspense fallback={<Skeleton variant="rounded" sx={{ height: FERTIGATION_HEIGHT }} />}>
          <FertigationCard deviceId={deviceId} />
        </Suspense>
      </WhenNear>

      <WhenNear minHeight={400} testId="charts-place">
        <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
          <HomeCharts deviceId={deviceId} range={range} onRange={onRange} lowData={lowData} />
        </Suspense>
      </WhenNear>
    </Stack>
  );
});
