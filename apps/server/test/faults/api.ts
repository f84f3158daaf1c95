/**
 * The HTTP API of a server process as the fault tests use it: an Admin sets up a farm and devices,
 * devices send readings, a soil test is walked through. Everything goes over real sockets.
 */
import { kolkataDay } from '@agrim/contracts';
import { ADMIN } from './serverProcess.js';

export interface Answer {
  status: number;
  // Parsed JSON of many shapes (as `inject().json()` gives), or the text of a non-JSON answer.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // CSV and other text answers stay text.
  }
  return { status: res.status, body };
}

export async function adminToken(base: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', { body: ADMIN });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export interface DeviceCredentials {
  id: string;
  key: string;
}

export async function farmWithDevices(base: string, token: string, farm: string, names: string[]): Promise<DeviceCredentials[]> {
  const created = await call(base, 'POST', '/api/farms', { token, body: { name: farm } });
  if (created.status !== 201) throw new Error(`create farm: ${created.status} ${JSON.stringify(created.body)}`);
  const out: DeviceCredentials[] = [];
  for (const name of names) {
    const res = await call(base, 'POST', `/api/farms/${created.body.data.id}/devices`, { token, body: { name } });
    if (res.status !== 201) throw new Error(`register device: ${res.status} ${JSON.stringify(res.body)}`);
    out.push({ id: res.body.data.id as string, key: res.body.deviceKey as string });
  }
  return out;
}

/** A valid probe reading; `seq` is carried in nitrogen so a stored row can be matched to what was sent. */
export function reading(at: Date, seq = 30) {
  return {
    timestamp: at.toISOString(),
    nitrogen: seq % 1999,
    phosphorus: 14,
    potassium: 22,
    temperature: 26,
    moisture: 31,
    conductivity: 420,
    ph: 7,
  };
}

export function sendReadings(base: string, device: DeviceCredentials, readings: unknown[]): Promise<Answer> {
  return call(base, 'POST', `/api/v1/devices/${device.id}/readings`, { headers: { 'x-device-key': device.key }, body: { readings } });
}

/** The timestamps of a device's stored readings of the last two days (the CSV export is never downsampled). */
export async function storedTimestamps(base: string, token: string, deviceId: string): Promise<string[]> {
  const q = new URLSearchParams({
    deviceId,
    startOffset: kolkataDay(new Date(Date.now() - 2 * 86_400_000)),
    endOffset: kolkataDay(new Date()),
  });
  const res = await call(base, 'GET', `/agri/data.csv?${q}`, { token });
  if (res.status !== 200) throw new Error(`csv: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as string)
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]!);
}

/** Starts a soil test on `deviceId` and confirms it: the server's timer runs from now. */
export async function runningSoilTest(base: string, token: string, deviceId: string): Promise<number> {
  const started = await call(base, 'POST', '/api/v1/soil_test/start', { token, body: { soil_type: 'Black', deviceId } });
  if (started.status !== 200) throw new Error(`soil test start: ${started.status} ${JSON.stringify(started.body)}`);
  const id = started.body.test_id as number;
  const probe = await call(base, 'PUT', `/api/v1/soil_test/${id}/probe`, {
    token,
    body: { probe_placed: true, placement_validated: true },
  });
  if (probe.status !== 200) throw new Error(`soil test probe: ${probe.status} ${JSON.stringify(probe.body)}`);
  const confirm = await call(base, 'PUT', `/api/v1/soil_test/${id}/confirm`, { token, body: { test_confirmed: true } });
  if (confirm.status !== 200) throw new Error(`soil test confirm: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return id;
}

export async function soilTest(base: string, token: string, id: number) {
  const res = await call(base, 'GET', `/api/v1/soil_test/${id}`, { token });
  if (res.status !== 200) throw new Error(`soil test get: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { test_status: string; n: number | null; remarks: string | null; device_error: string | null };
}
