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

/**
 * Delivers a reading with `values` now (resolved once stored) and every 3 s until the returned
 * function is called, as a live probe would; that function resolves once the last delivery is done.
 */
export async function keepOnline(request: APIRequestContext, device: SeededDevice, values: Partial<Record<string, number>>) {
  await deliver(request, device, [reading(new Date(), values)]);
  let stopped = false;
  let wake: () => void = () => {};
  const loop = (async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 3000);
      });
      if (!stopped) await deliver(request, device, [reading(new Date(), values)]);
    }
  })();
  return async () => {
    stopped = true;
    wake();
    await loop;
  };
}
