import { Skeleton, Stack } from '@mui/material';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { defaultDevice, useDevices } from '../lib/devices/useDevices';
import { DeviceSelect } from './DeviceSelect';
import { FullPageSpinner } from './FullPageSpinner';
import { NoDevicePanel } from './NoDevicePanel';
import { ErrorNotice } from './ErrorNotice';
import { PageHeader } from './PageHeader';

const STORAGE_KEY = 'agrim.analysisDevice';

/**
 * The device the analysis screens look at: the one last chosen on any of them (kept for the
 * browser session) while it is still listed, else the most recently active, as on /home.
 */
function useAnalysisDevice() {
  const devices = useDevices();
  const [chosen, setChosen] = useState(() => sessionStorage.getItem(STORAGE_KEY));
  const list = devices.data ?? [];
  const deviceId = list.some((d) => d.id === chosen) ? chosen! : defaultDevice(list)?.id;
  const choose = (id: string) => {
    sessionStorage.setItem(STORAGE_KEY, id);
    setChosen(id);
  };
  return { devices, list, deviceId, choose };
}

interface Props {
  title: string;
  intro?: string;
  /** Beside the device selector, e.g. date pickers. */
  tools?: ReactNode;
  children: (deviceId: string) => ReactNode;
}

/**
 * The frame of a soil analytics screen: its heading, the device selector (as on /home: a list when
 * the caller sees more than one device, else the device's name) and the screen for that device.
 */
export function DeviceScreen({ title, intro, tools, children }: Props) {
  const { devices, list, deviceId, choose } = useAnalysisDevice();
  // The device's screen is first drawn in a transition, in slices: drawn with the device list's answer, which React
  // draws at once, it was one long task of the load on every analysis screen (0.5 s or more at a phone's speed,
  // issue 43 item 5). The selector and a spinner show meanwhile; later choices of device are drawn at once.
  const drawn = useDeferredValue(deviceId !== undefined, false);

  const heading = <PageHeader title={title} subtitle={intro || undefined} />;
  // The heading and the selector's place are drawn while the devices load: the screen's largest text (its largest
  // contentful paint) waited for the device list behind a spinner (issue 43 item 5).
  const framed = (select: ReactNode, body: ReactNode) => (
    <Stack spacing={2.5}>
      <PageHeader
        title={title}
        subtitle={intro || undefined}
        besideFrom="md"
        spacing={1.5}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexShrink: 0 }}>
            {select}
            {tools}
          </Stack>
        }
      />
      {body}
    </Stack>
  );
  if (devices.isPending) return framed(<Skeleton variant="rounded" width={200} height={40} />, <FullPageSpinner />);
  if (devices.isError) {
    return (
      <Stack spacing={2}>
        {heading}
        <ErrorNotice error={devices.error} onRetry={() => void devices.refetch()} />
      </Stack>
    );
  }
  if (!deviceId) {
    return (
      <Stack spacing={2}>
        {heading}
        <NoDevicePanel />
      </Stack>
    );
  }
  return framed(<DeviceSelect devices={list} value={deviceId} onChange={choose} />, drawn ? children(deviceId) : <FullPageSpinner />);
}
