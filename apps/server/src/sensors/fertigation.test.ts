import type { Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { MINUTE, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Valve farm', EMAILS.user);
});
afterAll(() => t.close());

const post = (role: Role, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/agri/fertigation', headers: bearer(tokens[role]), payload });
const status = (role: Role = 'user', deviceId = device.id) => kit.get(tokens[role], '/agri/fertigation', { deviceId });

describe('fertigation without an MQTT broker', () => {
  it('is off with no history before any command', async () => {
    const res = await status();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      deviceId: device.id,
      state: 'off',
      startedAt: null,
      endsAt: null,
      by: null,
      delivery: null,
    });
  });

  it("'on' for 10 minutes is recorded with who and until when, and is not sent", async () => {
    const before = Date.now();
    const res = await post('user', { state: 'on', durationMinutes: 10 });
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', deviceId: device.id, state: 'on', by: 'user Person', delivery: 'not_sent' });
    const started = Date.parse(body.startedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(started).toBeLessThanOrEqual(after + 1000);
    expect(Date.parse(body.endsAt) - started).toBe(10 * MINUTE);

    const read = await status();
    expect(read.json()).toEqual(body);
    // Staff see the same state.
    expect((await status('Admin')).json()).toEqual(body);
  });

  it("'off' turns it off, recorded as the caller", async () => {
    const res = await post('Admin', { deviceId: device.id, state: 'off' });
    expect(res.statusCode, res.body).toBe(200);
    const want = {
      status: 'success',
      deviceId: device.id,
      state: 'off',
      startedAt: null,
      endsAt: null,
      by: 'Admin Person',
      delivery: 'not_sent',
    };
    expect(res.json()).toEqual(want);
    expect((await status()).json()).toEqual(want);
  });

  it('defaults to 15 minutes', async () => {
    const body = (await post('user', { state: 'on' })).json();
    expect(Date.parse(body.endsAt) - Date.parse(body.startedAt)).toBe(15 * MINUTE);
    await post('user', { state: 'off' });
  });

  it('shows off once the time has run out', async () => {
    const other = await kit.registerDevice(device.farmId, 'Valve farm timer probe');
    const caller = await t.app.services.tokens.verify(tokens.user);
    // Switched on 20 minutes ago for 5 minutes.
    await t.app.services.fertigation.switch(caller, other.id, 'on', 5, new Date(Date.now() - 20 * MINUTE));
    const body = (await status('user', other.id)).json();
    expect(body).toMatchObject({ state: 'off', startedAt: null, endsAt: null, by: 'user Person', delivery: 'not_sent' });
  });

  it.each([
    ['durationMinutes 0', { state: 'on', durationMinutes: 0 }],
    ['durationMinutes 241', { state: 'on', durationMinutes: 241 }],
    ['durationMinutes 2.5', { state: 'on', durationMinutes: 2.5 }],
    ['durationMinutes "10"', { state: 'on', durationMinutes: '10' }],
    ['state "open"', { state: 'open' }],
    ['no state', { durationMinutes: 10 }],
    ['a deviceId that is not a uuid', { state: 'on', deviceId: 'valve-1' }],
  ])('%s is 400 and changes nothing', async (_name, payload) => {
    const before = (await status()).json();
    expectError(await post('user', payload), 400, 'VALIDATION_FAILED');
    expect((await status()).json()).toEqual(before);
  });
});

describe('fertigation live events', () => {
  it("announces each switch on the bus, so every replica's live streams show it", async () => {
    const own = await kit.farmWithDevice('Valve event farm', EMAILS.user);
    const events: unknown[] = [];
    const stop = t.app.services.bus.subscribeValves((e) => events.push(e));
    try {
      const res = await post('user', { deviceId: own.id, state: 'on', durationMinutes: 5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(events).toEqual([{ deviceId: own.id, commandId: expect.any(String), valve: 'main', state: 'on', endsAt: res.json().endsAt }]);
      const off = await post('user', { deviceId: own.id, state: 'off' });
      expect(off.statusCode, off.body).toBe(200);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ deviceId: own.id, valve: 'main', state: 'off' });
    } finally {
      stop();
    }
  });
});
