import { type Role, VALVE_ACK_TIMEOUT_SECONDS } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { type Registered, sensorKit } from '../../test/sensors.testkit.js';

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
const ack = (deviceId: string, key: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/devices/${deviceId}/valve/ack`,
    headers: key === undefined ? {} : { 'x-device-key': key },
    payload: payload as Record<string, unknown>,
  });
const ACK_MS = VALVE_ACK_TIMEOUT_SECONDS * 1000;

/**
 * A device whose commands are sent without a broker: the simulated kind, which the built-in simulator
 * hears on the bus. The simulator is not running in these tests, so the test answers as the device.
 */
async function sentDevice(name: string): Promise<Registered> {
  const { device: d, key } = await t.app.services.devices.register(device.farmId, name, true);
  return { id: d.id, key, farmId: device.farmId };
}

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
      outcome: null,
      command: null,
      valves: [],
      lastAck: null,
      ackTimeoutSeconds: VALVE_ACK_TIMEOUT_SECONDS,
    });
  });

  it("'on' is recorded with who, for how long, and 'not_sent': the valve is never shown on, nor after the ack time", async () => {
    const before = Date.now();
    const res = await post('user', { state: 'on', durationMinutes: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      deviceId: device.id,
      state: 'off',
      startedAt: null,
      endsAt: null,
      by: 'user Person',
      delivery: 'not_sent',
      outcome: 'not_sent',
      lastAck: null,
    });
    expect(body.command).toMatchObject({
      valve: 'main',
      requested: 'on',
      durationSeconds: 600,
      by: 'user Person',
      outcome: 'not_sent',
      acknowledgedAt: null,
      deviceState: null,
      remainingSeconds: null,
      deviceEndsAt: null,
      finishedAt: null,
    });
    expect(Date.parse(body.command.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.valves).toEqual([body.command]);

    expect((await status()).json()).toEqual(body);
    // Staff see the same state.
    expect((await status('Admin')).json()).toEqual(body);
    // Past the ack time it is still 'not sent' (nothing went out, so nothing was left unanswered), and still off.
    const later = await t.app.services.fertigation.status(device.id, new Date(Date.now() + ACK_MS + 5000));
    expect(later).toMatchObject({ state: 'off', outcome: 'not_sent', startedAt: null, endsAt: null });
  });

  it("'off' is recorded as the caller, also not sent", async () => {
    const res = await post('Admin', { deviceId: device.id, state: 'off' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'off',
      startedAt: null,
      endsAt: null,
      by: 'Admin Person',
      delivery: 'not_sent',
      outcome: 'not_sent',
      command: { requested: 'off', durationSeconds: 0 },
    });
  });

  it('defaults to 15 minutes', async () => {
    const body = (await post('user', { state: 'on' })).json();
    expect(body.command.durationSeconds).toBe(15 * 60);
    await post('user', { state: 'off' });
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

describe('acknowledgements over HTTP', () => {
  it("a sent 'on' is not on until the device acknowledges; then on with the device's own time", async () => {
    const d = await sentDevice('Ack probe');
    const sent = await post('user', { deviceId: d.id, state: 'on', durationMinutes: 10 });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = sent.json();
    expect(body).toMatchObject({ state: 'off', startedAt: null, endsAt: null, delivery: 'published', outcome: 'sent' });
    const commandId = body.command.commandId as string;
    expect(Date.parse(body.command.ackDeadline) - Date.parse(body.command.requestedAt)).toBe(ACK_MS);

    // The device answers: on, with 9 minutes 58 seconds left on its own clock.
    const answered = await ack(d.id, d.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 598 });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ status: 'success', commandId, outcome: 'acknowledged' });
    const on = (await status('user', d.id)).json();
    expect(on).toMatchObject({ state: 'on', outcome: 'acknowledged', command: { deviceState: 'on', remainingSeconds: 598 } });
    expect(Date.parse(on.endsAt) - Date.parse(on.startedAt)).toBe(598_000);
    expect(on.startedAt).toBe(on.command.acknowledgedAt);
    expect(on.lastAck).toEqual({ at: on.command.acknowledgedAt, commandId, valve: 'main', state: 'on', remainingSeconds: 598 });

    // Farms & Devices lists the device's last acknowledgement.
    const listed = (await kit.get(tokens.Admin, '/api/devices')).json().data.find((x: { id: string }) => x.id === d.id);
    expect(listed.lastValveAck).toEqual(on.lastAck);

    // Once the device's time has run out it is finished, at the device's end time.
    const after = await t.app.services.fertigation.status(d.id, new Date(Date.parse(on.endsAt) + 1000));
    expect(after).toMatchObject({ state: 'off', outcome: 'finished', command: { finishedAt: on.endsAt } });
  });

  it("no answer within the ack time is 'not_acknowledged', and the valve is never shown on", async () => {
    const d = await sentDevice('Silent probe');
    const caller = await t.app.services.tokens.verify(tokens.user);
    const startedAt = new Date(Date.now() - ACK_MS - 1000);
    const sent = await t.app.services.fertigation.switch(caller, d.id, 'on', 10, startedAt);
    expect(sent).toMatchObject({ state: 'off', outcome: 'sent' });
    const body = (await status('user', d.id)).json();
    expect(body).toMatchObject({ state: 'off', startedAt: null, endsAt: null, outcome: 'not_acknowledged' });
    // Recorded as such, not only computed on the way out.
    const rows = await t.app.services.fertigation.status(d.id);
    expect(rows.command!.outcome).toBe('not_acknowledged');
  });

  it("'off' acknowledged ends the run the device had confirmed", async () => {
    const d = await sentDevice('Off probe');
    const on = (await post('user', { deviceId: d.id, state: 'on', durationMinutes: 30 })).json();
    await ack(d.id, d.key, { commandId: on.command.commandId, valve: 'main', state: 'on', remainingSeconds: 1800 });
    expect((await status('user', d.id)).json().state).toBe('on');

    const off = (await post('user', { deviceId: d.id, state: 'off' })).json();
    // Until the device confirms the 'off', the valve is still on: that is what the device last said.
    expect(off).toMatchObject({ state: 'on', outcome: 'sent', command: { requested: 'off' } });
    const answered = await ack(d.id, d.key, { commandId: off.command.commandId, valve: 'main', state: 'off', remainingSeconds: 0 });
    expect(answered.json().outcome).toBe('acknowledged');
    const now = (await status('user', d.id)).json();
    expect(now).toMatchObject({ state: 'off', outcome: 'acknowledged', command: { deviceState: 'off' } });
    expect(now.lastAck).toMatchObject({ commandId: off.command.commandId, state: 'off', remainingSeconds: 0 });
  });

  it("the device's own closing ack finishes a run; repeating an ack changes nothing", async () => {
    const d = await sentDevice('Closing probe');
    const on = (await post('user', { deviceId: d.id, state: 'on', durationMinutes: 5 })).json();
    const commandId = on.command.commandId as string;
    await ack(d.id, d.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 300 });
    const closed = await ack(d.id, d.key, { commandId, valve: 'main', state: 'off', remainingSeconds: 0 });
    expect(closed.json().outcome).toBe('finished');
    const again = await ack(d.id, d.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 300 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().outcome).toBe('finished');
    expect((await status('user', d.id)).json()).toMatchObject({ state: 'off', outcome: 'finished' });
  });

  it("an ack's `at` is the device's, kept between the command and the ack's arrival", async () => {
    const d = await sentDevice('Clock probe');
    const on = (await post('user', { deviceId: d.id, state: 'on', durationMinutes: 5 })).json();
    const commandId = on.command.commandId as string;
    // A device clock a year behind: its `at` is taken as the command's own time, never before it.
    await ack(d.id, d.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 299, at: '2025-01-01T00:00:00+05:30' });
    const body = (await status('user', d.id)).json();
    expect(body.command.acknowledgedAt).toBe(on.command.requestedAt);
  });

  it("a forged ack is refused: another device's key, another device's command, no key, a revoked key", async () => {
    const a = await sentDevice('Forged A');
    const b = await sentDevice('Forged B');
    const on = (await post('user', { deviceId: a.id, state: 'on', durationMinutes: 5 })).json();
    const commandId = on.command.commandId as string;
    const payload = { commandId, valve: 'main', state: 'on', remainingSeconds: 300 };
    // B's key on A's address.
    expectError(await ack(a.id, b.key, payload), 403, 'FORBIDDEN');
    // B's own address, A's command: "not found", so B learns nothing of A's commands.
    const other = await ack(b.id, b.key, payload);
    expectError(other, 404, 'NOT_FOUND');
    expect(other.json().message).toBe('No command with this commandId was sent to this device.');
    expectError(await ack(a.id, undefined, payload), 401, 'UNAUTHENTICATED');
    expectError(await ack(a.id, 'agk_not-a-key', payload), 401, 'UNAUTHENTICATED');
    // None of it moved A's valve.
    expect((await status('user', a.id)).json()).toMatchObject({ state: 'off', outcome: 'sent', lastAck: null });
  });

  it.each([
    ['another valve than the command’s', (id: string) => ({ commandId: id, valve: 'water', state: 'on', remainingSeconds: 60 })],
    ['a negative remaining time', (id: string) => ({ commandId: id, valve: 'main', state: 'on', remainingSeconds: -1 })],
    ['a fractional remaining time', (id: string) => ({ commandId: id, valve: 'main', state: 'on', remainingSeconds: 1.5 })],
    ['a day and a second', (id: string) => ({ commandId: id, valve: 'main', state: 'on', remainingSeconds: 86_401 })],
    ['state "open"', (id: string) => ({ commandId: id, valve: 'main', state: 'open' })],
    ['no commandId', () => ({ valve: 'main', state: 'on' })],
    ['a commandId that is not a uuid', () => ({ commandId: 'cmd-1', valve: 'main', state: 'on' })],
    ['an `at` that is not a time', (id: string) => ({ commandId: id, valve: 'main', state: 'on', at: 'yesterday' })],
  ])('an ack with %s is 400 and changes nothing', async (_name, make) => {
    const d = await sentDevice(`Bad ack probe ${_name}`);
    const on = (await post('user', { deviceId: d.id, state: 'on', durationMinutes: 5 })).json();
    const before = (await status('user', d.id)).json();
    expectError(await ack(d.id, d.key, make(on.command.commandId)), 400, 'VALIDATION_FAILED');
    expect((await status('user', d.id)).json()).toEqual(before);
  });

  it('an unknown commandId is 404', async () => {
    const d = await sentDevice('Unknown command probe');
    const res = await ack(d.id, d.key, { commandId: '00000000-0000-4000-8000-000000000000', valve: 'main', state: 'on' });
    expectError(res, 404, 'NOT_FOUND');
  });
});

describe('fertigation live events', () => {
  it("announces each switch and each ack on the bus, so every replica's live streams show it", async () => {
    const own = await sentDevice('Valve event probe');
    const events: Array<Record<string, unknown>> = [];
    const stop = t.app.services.bus.subscribeValves((e) => events.push(e as unknown as Record<string, unknown>));
    try {
      const res = await post('user', { deviceId: own.id, state: 'on', durationMinutes: 5 });
      expect(res.statusCode, res.body).toBe(200);
      const commandId = res.json().command.commandId;
      expect(events).toEqual([
        {
          deviceId: own.id,
          commandId,
          valve: 'main',
          state: 'on',
          endsAt: expect.any(String),
          kind: 'command',
          outcome: 'sent',
          durationSeconds: 300,
        },
      ]);
      await ack(own.id, own.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 299 });
      expect(events[1]).toMatchObject({ deviceId: own.id, commandId, kind: 'ack', outcome: 'acknowledged' });
    } finally {
      stop();
    }
  });
});
