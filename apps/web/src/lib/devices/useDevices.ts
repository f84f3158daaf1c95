import { type Device } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';
import { keyFor } from '../queries';

/** sensors.devices: the devices the caller may read. */
export function useDevices() {
  return useQuery({
    queryKey: keyFor(sensorsEndpoints.devices, {}),
    queryFn: async ({ signal }) => (await call(sensorsEndpoints.devices, {}, { signal })).data,
  });
}

/** The server's default: the most recently active device. */
export function defaultDevice(devices: Device[]): Device | undefined {
  return [...devices].sort((a, b) => (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''))[0];
}
