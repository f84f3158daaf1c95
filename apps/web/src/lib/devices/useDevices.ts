import type { Device } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export function useDevices() {
  return useQuery({
    queryKey: ['devices'],
    queryFn: async () => (await api<{ data: Device[] }>('/api/devices')).data,
  });
}

/** The server's default: the most recently active device. */
export function defaultDevice(devices: Device[]): Device | undefined {
  return [...devices].sort((a, b) => (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''))[0];
}
