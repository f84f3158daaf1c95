/**
 * Shared set-up for the sensor test files (`src/sensors/*.test.ts` and others); not used by the server.
 * Everything goes through the HTTP API the way an Admin and a device would use it.
 */
import { expect } from 'vitest';
import { bearer, type TestApp } from './harness.js';
import { parseCsv as parseRows } from '../src/lib/csv.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface SentReading {
  timestamp: string | number;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
  temperature: number;
  moisture: number;
  conductivity: number;
  ph: number;
}

/** A valid reading at `at`; `over` replaces fields (set a field to undefined to leave it out). */
export function reading(at: Date | number | string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const timestamp = at instanceof Date ? at.toISOString() : at;
  const base = {
    timestamp,
    nitrogen: 24.5,
    phosphorus: 14.2,
    potassium: 22.1,
    temperature: 26.4,
    moisture: 31.5,
    conductivity: 420,
    ph: 7.05,
  };
  const out: Record<string, unknown> = { ...base, ...over };
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out;
}

/** When the test file was loaded: a fixed "now", so instants computed twice in a test are equal. */
const LOADED_AT = Date.now();

/** The minute-aligned instant `n` minutes before the test file was loaded. */
export function minutesAgo(n: number, now = LOADED_AT): Date {
  return new Date(Math.floor(now / MINUTE) * MINUTE - n * MINUTE);
}

export interface Registered {
  id: string;
  key: string;
  farmId: string;
}

/** Admin-side set-up and device/reader calls against one test app. */
export function sensorKit(t: Pick<TestApp, 'app'>, adminToken: string) {
  const app = t.app;

  async function createFarm(name: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/farms', headers: bearer(adminToken), payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  }

  async function addMember(farmId: string, email: string): Promise<void> {
    const res = await app.inject({ method: 'POST', url: `/api/farms/${farmId}/members`, headers: bearer(adminToken), payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.memberEmails).toContain(email.toLowerCase());
  }

  async function registerDevice(farmId: string, name: string): Promise<Registered> {
    const res = await app.inject({ method: 'POST', url: `/api/farms/${farmId}/devices`, headers: bearer(adminToken), payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.deviceKey).toMatch(/^agk_/);
    return { id: body.data.id as string, key: body.deviceKey as string, farmId };
  }

  /** A farm with one device; optionally with a member. */
  async function farmWithDevice(name: string, memberEmail?: string): Promise<Registered> {
    const farmId = await createFarm(name);
    if (memberEmail) await addMember(farmId, memberEmail);
    return registerDevice(farmId, `${name} probe`);
  }

  function send(deviceId: string, key: string | undefined, readings: unknown[]) {
    return app.inject({
      method: 'POST',
      url: `/api/v1/devices/${deviceId}/readings`,
      headers: key === undefined ? {} : { 'x-device-key': key },
      payload: { readings },
    });
  }

  /** Sends and expects 200; returns the ingest answer. */
  async function sendOk(device: Registered, readings: unknown[]) {
    const res = await send(device.id, device.key, readings);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: 'success'; accepted: number; duplicates: number; rejected: Array<{ index: number; reason: string }> };
  }

  function get(token: string | null, url: string, query: Record<string, string | undefined> = {}) {
    const q = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
    return app.inject({ method: 'GET', url, query: q, headers: token ? bearer(token) : {} });
  }

  /**
   * Calibrates the probe through the API so that it reads as the lab does (every factor 1): a reading ten
   * days ago, paired with a lab test of the same values (N, P, K 10 mg/kg = 22.4 kg/ha of the element).
   * Until a probe is calibrated no nutrient valve opens (issue 37).
   */
  async function calibrateAsLab(device: Registered, token = adminToken) {
    const at = minutesAgo(10 * 24 * 60);
    await sendOk(device, [reading(at, { nitrogen: 10, phosphorus: 10, potassium: 10, ph: 7 })]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/devices/${device.id}/calibration`,
      headers: bearer(token),
      payload: {
        lab: { nitrogen: 22.4, phosphorus: 22.4, potassium: 22.4, ph: 7 },
        phosphorus_form: 'P',
        potassium_form: 'K',
        sampled_at: at.toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().calibration.factors).toEqual({ nitrogen: 1, phosphorus: 1, potassium: 1 });
  }

  return { createFarm, addMember, registerDevice, farmWithDevice, send, sendOk, get, calibrateAsLab };
}

/** Parses the CSV export: LF line ends, the last line ended too (every field is a number or an ISO time). */
export function parseCsv(body: string): { header: string[]; rows: string[][] } {
  expect(body.endsWith('\n')).toBe(true);
  expect(body).not.toContain('\r');
  const [head, ...rest] = parseRows(body);
  return { header: head!, rows: rest };
}
