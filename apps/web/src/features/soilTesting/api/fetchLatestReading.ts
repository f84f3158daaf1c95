import { type Reading } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { call } from '../../../lib/api';

/** sensors.latestReading: the device's newest reading (the seven values), or null when it has none. */
export async function fetchLatestReading(deviceId: string): Promise<Reading | null> {
  const res = await call(sensorsEndpoints.latestReading, { query: { deviceId } });
  return res.data[0] ?? null;
}
