import { kolkataDay, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let a1: Registered;
let a2: Registered;
let b: Registered;
let farmlessToken: string;

const READ_ENDPOINTS = ['/agri/data', '/agri/latest/data', '/agri/latest', '/agri/data.csv', '/agri/fertigation'] as const;
const range = () => ({ startOffset: kolkataDay(minutesAgo(3 * 60)), endOffset: kolkataDay(new Date()) });

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  a1 = await kit.farmWithDevice('Access farm A', EMAILS.user);
  a2 = await kit.registerDevice(a1.farmId, 'Access farm A second probe');
  b = await kit.farmWithDevice('Access farm B');
  await kit.sendOk(a1, [reading(minutesAgo(180), { nitrogen: 101 }), reading(minutesAgo(179), { nitrogen: 102 })]);
  await kit.sendOk(a2, [reading(minutesAgo(90), { nitrogen: 201 })]);
  await kit.sendOk(b, [reading(minutesAgo(60), { nitrogen: 301 })]);

  const email = 'no-farm@agrim.test';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create/user',
    headers: bearer(tokens.Admin),
    payload: { email, password: 'a-long-password', role: 'User', display_name: 'No Farm' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await t.login(email, 'a-long-password');
  expect(login.statusCode).toBe(200);
  farmlessToken = login.json().token;
});
afterAll(() => t.close());

const call = (token: string | null, url: string, query: Record<string, string | undefined> = {}) =>
  kit.get(token, url, url === '/agri/data' || url === '/agri/data.csv' ? { ...range(), ...query } : query);

describe('a farmer reads the devices of their farms only', () => {
  it.each(READ_ENDPOINTS)('%s answers 200 for a device of their farm', async (url) => {
    const res = await call(tokens.user, url, { deviceId: a1.id });
    expect(res.statusCode, res.body).toBe(200);
    if (url === '/agri/data.csv') {
      expect(res.body).toContain(minutesAgo(180).toISOString());
      return;
    }
    expect(res.json()).toMatchObject({ status: 'success', deviceId: a1.id });
  });

  it('reads the values of their device', async () => {
    const res = await call(tokens.user, '/agri/data', { deviceId: a1.id });
    expect(res.json().data.map((r: { nitrogen: number }) => r.nitrogen)).toEqual([101, 102]);
    const latest = await call(tokens.user, '/agri/latest/data', { deviceId: a1.id });
    expect(latest.json().data[0]).toMatchObject({ nitrogen: 102, timestamp: minutesAgo(179).toISOString() });
  });

  it.each(READ_ENDPOINTS)("%s answers 404 for another farm's device and leaks nothing", async (url) => {
    const res = await call(tokens.user, url, { deviceId: b.id });
    const message = expectError(res, 404, 'NOT_FOUND');
    expect(message).not.toContain('301');
    expect(res.body).not.toContain(b.farmId);
  });

  it.each(READ_ENDPOINTS)('%s answers 404 for an unknown device, the same as a foreign one', async (url) => {
    const res = await call(tokens.user, url, { deviceId: '00000000-0000-4000-8000-000000000000' });
    const foreign = await call(tokens.user, url, { deviceId: b.id });
    expect(expectError(res, 404, 'NOT_FOUND')).toBe(foreign.json().message);
  });

  it('the live stream refuses a foreign device with 404', async () => {
    expectError(await call(tokens.user, '/api/stream/readings', { deviceId: b.id }), 404, 'NOT_FOUND');
  });

  it("cannot switch another farm's valve (404) and nothing is recorded", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.user),
      payload: { deviceId: b.id, state: 'on', durationMinutes: 5 },
    });
    expectError(res, 404, 'NOT_FOUND');
    const status = await call(tokens.Admin, '/agri/fertigation', { deviceId: b.id });
    expect(status.json()).toMatchObject({ state: 'off', startedAt: null, by: null, delivery: null });
  });

  it('lists only their devices and farms', async () => {
    const devices = await call(tokens.user, '/api/devices');
    expect(devices.statusCode).toBe(200);
    expect(
      devices
        .json()
        .data.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([a1.id, a2.id].sort());
    const farms = await call(tokens.user, '/api/farms');
    expect(farms.json().data.map((f: { id: string }) => f.id)).toEqual([a1.farmId]);
  });

  it('a farmer cannot create farms, add members or register devices (403)', async () => {
    const headers = bearer(tokens.user);
    expectError(await t.app.inject({ method: 'POST', url: '/api/farms', headers, payload: { name: 'Mine' } }), 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/farms/${b.farmId}/members`, headers, payload: { email: EMAILS.user } }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/farms/${a1.farmId}/devices`, headers, payload: { name: 'x' } }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('a farmer with no farm', () => {
  it.each(READ_ENDPOINTS)("%s answers 404 'No sensor device...'", async (url) => {
    const message = expectError(await call(farmlessToken, url), 404, 'NOT_FOUND');
    expect(message).toMatch(/^No sensor device/);
  });

  it('sees no devices and no farms', async () => {
    expect((await call(farmlessToken, '/api/devices')).json().data).toEqual([]);
    expect((await call(farmlessToken, '/api/farms')).json().data).toEqual([]);
  });
});

describe('staff', () => {
  it.each(['Admin', 'superAdmin'] as const)('%s reads devices of every farm', async (role) => {
    for (const [device, nitrogen] of [
      [a1, 102],
      [b, 301],
    ] as const) {
      for (const url of READ_ENDPOINTS) {
        const res = await call(tokens[role], url, { deviceId: device.id });
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      }
      const latest = await call(tokens[role], '/agri/latest/data', { deviceId: device.id });
      expect(latest.json().data[0].nitrogen).toBe(nitrogen);
    }
    const devices = await call(tokens[role], '/api/devices');
    expect(devices.json().data.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([a1.id, a2.id, b.id]));
  });

  it('an Expert reads the latest reading of any device', async () => {
    const res = await call(tokens.Expert, '/agri/latest/data', { deviceId: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].nitrogen).toBe(301);
  });

  it.each(['/agri/data', '/agri/data.csv', '/agri/latest', '/agri/fertigation'])('an Expert gets 403 on %s', async (url) => {
    expectError(await call(tokens.Expert, url, { deviceId: b.id }), 403, 'FORBIDDEN');
  });

  it('an Expert cannot switch the valve (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.Expert),
      payload: { deviceId: b.id, state: 'on' },
    });
    expectError(res, 403, 'FORBIDDEN');
  });

  it.each([...READ_ENDPOINTS, '/api/devices', '/api/farms'])('%s without a token is 401', async (url) => {
    expectError(await call(null, url, { deviceId: a1.id }), 401, 'UNAUTHENTICATED');
  });
});

describe('the default device', () => {
  it("is the caller's most recently active device", async () => {
    // a2 reported 90 minutes ago, a1 three hours ago.
    for (const url of ['/agri/data', '/agri/latest/data', '/agri/latest', '/agri/fertigation']) {
      const res = await call(tokens.user, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deviceId, url).toBe(a2.id);
    }
    expect((await call(tokens.user, '/agri/latest/data')).json().data[0].nitrogen).toBe(201);
  });

  it('follows the device that reported most recently, not the one that delivered last', async () => {
    await kit.sendOk(a1, [reading(minutesAgo(10), { nitrogen: 103 })]);
    expect((await call(tokens.user, '/agri/latest/data')).json()).toMatchObject({ deviceId: a1.id, data: [{ nitrogen: 103 }] });
    // An old reading delivered late (a replayed buffer) does not make a2 the most recent.
    await kit.sendOk(a2, [reading(minutesAgo(100), { nitrogen: 202 })]);
    expect((await call(tokens.user, '/agri/latest/data')).json().deviceId).toBe(a1.id);
  });

  it('is never a device of another farm, even when that one is newer', async () => {
    await kit.sendOk(b, [reading(minutesAgo(1), { nitrogen: 302 })]);
    expect((await call(tokens.user, '/agri/latest/data')).json().deviceId).toBe(a1.id);
    expect((await call(tokens.Admin, '/agri/latest/data')).json().deviceId).toBe(b.id);
  });

  it('a device that never reported is used when it is the only one', async () => {
    const email = 'fresh-farmer@agrim.test';
    await t.app.inject({
      method: 'POST',
      url: '/api/create/user',
      headers: bearer(tokens.Admin),
      payload: { email, password: 'a-long-password', role: 'User' },
    });
    const device = await kit.farmWithDevice('Quiet farm', email);
    const token = (await t.login(email, 'a-long-password')).json().token as string;
    expectError(await call(token, '/agri/latest/data'), 404, 'NOT_FOUND');
    const latest = await call(token, '/agri/latest');
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json()).toMatchObject({ deviceId: device.id, data: null, series: [] });
  });
});
