import type { Reading } from '@agrim/contracts';
import { api } from '../../../lib/api';

/** GET /agri/latest/data: the device's newest reading (the seven values), or null when it has none. */
export async function fetchLatestReading(deviceId: string): Promise<Reading | null> {
  const res = await api<{ data: Reading[] }>(`/agri/latest/data?${new URLSearchParams({ deviceId })}`);
  return res.data[0] ?? null;
}
