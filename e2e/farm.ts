import type { APIRequestContext } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { RUN_SUFFIX } from './ports';

const FILE = `test-results/e2e-farm${RUN_SUFFIX}.json`;

/** The farmer's probe, registered by the seed project; tests deliver readings as the device would. */
export interface SeededDevice {
  deviceId: string;
  deviceKey: string;
}

export const saveDevice = (d: SeededDevice) => writeFileSync(FILE, JSON.stringify(d));
export const seededDevice = (): SeededDevice => JSON.parse(readFileSync(FILE, 'utf8')) as SeededDevice;

export function reading(at: Date, overrides: Partial<Record<string, number>> = {}) {
  const hour = at.getUTCHours();
  return {
    timestamp: at.toISOString(),
    nitrogen: 20 + (hour % 5),
    phosphorus: 12 + (hour % 3),
    potassium: 18 + (hour % 4),
    temperature: 22 + (hour % 10),
    moisture: 30 + (hour % 7),
    conductivity: 300 + hour,
    ph: 6.8,
    ...overrides,
  };
}

export async function deliver(request: APIRequestContext, device: SeededDevice, readings: object[]) {
  const res = await request.post(`/api/v1/devices/${device.deviceId}/readings`, {
    headers: { 'x-device-key': device.deviceKey },
    data: { readings },
  });
  if (!res.ok()) throw new Error(`delivery failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
