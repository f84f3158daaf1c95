import { randomBytes } from 'node:crypto';
import { kolkataDay, type Role } from '@agrim/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { commandsTopic, DEVICE_KEY_PROPERTY, pubacks, readingsTopic } from './mqtt.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

const BROKER = 'mqtt://127.0.0.1:1883';
const RUN = randomBytes(4).toString('hex');
const SERVER_CLIENT_ID = `agrim-test-${RUN}`;

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let other: Registered;
const clients: MqttClient[] = [];

async function connectDevice(name: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(BROKER, { clientId: `agrim-dev-${name}-${RUN}`, protocolVersion: 5, reconnectPeriod: 0 });
  clients.push(client);
  return client;
}

function publish(client: MqttClient, deviceId: string, readings: unknown[], key?: string) {
  return client.publishAsync(readingsTopic(deviceId), JSON.stringify({ readings }), {
    qos: 1,
    ...(key === undefined ? {} : { properties: { userProperties: { [DEVICE_KEY_PROPERTY]: key } } }),
  });
}

/** Stored readings of a device over the last two days (raw; few enough never to be downsampled). */
async function stored(deviceId: string): Promise<Array<{ timestamp: string; nitrogen: number }>> {
  const res = await kit.get(tokens.Admin, '/agri/data.csv', {
    deviceId,
    startOffset: kolkataDay(new Date(Date.now() - 2 * 86_400_000)),
    endOffset: kolkataDay(new Date()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [timestamp, nitrogen] = line.split(',');
      return { timestamp: timestamp!, nitrogen: Number(nitrogen) };
    });
}

async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: last ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Publishes a fresh, valid reading and waits until it is stored: everything published before it has been handled. */
let sentinelMinute = 200;
async function flush(client: MqttClient) {
  const at = minutesAgo(sentinelMinute++);
  await publish(client, device.id, [reading(at, { nitrogen: 1 })], device.key);
  await until(
    'the sentinel reading',
    () => stored(device.id),
    (rows) => rows.some((r) => r.timestamp === at.toISOString()),
  );
}

beforeAll(async () => {
  t = await startSeededApp({ MQTT_URL: BROKER, MQTT_CLIENT_ID: SERVER_CLIENT_ID });
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('MQTT farm', EMAILS.user);
  other = await kit.registerDevice(device.farmId, 'MQTT farm second probe');
  t.app.services.mqtt!.start();
  await t.app.services.mqtt!.ready();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync()));
  await t.close();
  // The server's session is persistent (clean: false); end it so the broker keeps nothing for this run.
  const cleanup = await mqtt.connectAsync(BROKER, {
    clientId: SERVER_CLIENT_ID,
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: 0,
    properties: { sessionExpiryInterval: 0 },
  });
  await cleanup.endAsync();
});

describe('readings over MQTT', () => {
  it('the health check reports MQTT ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', mqtt: 'ok' });
  });

  it('a QoS 1 message with the device key is stored', async () => {
    const client = await connectDevice('a');
    const batch = [reading(minutesAgo(30), { nitrogen: 31 }), reading(minutesAgo(29), { nitrogen: 32 })];
    await publish(client, device.id, batch, device.key);
    const rows = await until(
      'the published readings',
      () => stored(device.id),
      (r) => r.length >= 2,
    );
    expect(rows).toEqual([
      { timestamp: minutesAgo(30).toISOString(), nitrogen: 31 },
      { timestamp: minutesAgo(29).toISOString(), nitrogen: 32 },
    ]);
    const data = await kit.get(tokens.user, '/agri/data', {
      deviceId: device.id,
      startOffset: kolkataDay(minutesAgo(30)),
      endOffset: kolkataDay(new Date()),
    });
    expect(data.statusCode).toBe(200);
    expect(data.json().data.map((r: { nitrogen: number }) => r.nitrogen)).toEqual([31, 32]);
    expect((await kit.get(tokens.user, '/agri/latest/data', { deviceId: device.id })).json().data[0].nitrogen).toBe(32);
  });

  it('the same payload published again is still stored once', async () => {
    const client = await connectDevice('b');
    const batch = [reading(minutesAgo(30), { nitrogen: 31 }), reading(minutesAgo(29), { nitrogen: 32 })];
    const before = t.app.services.mqtt!.stats.messages;
    await publish(client, device.id, batch, device.key);
    await publish(client, device.id, batch, device.key);
    await flush(client);
    expect(t.app.services.mqtt!.stats.messages).toBeGreaterThanOrEqual(before + 3);
    const rows = await stored(device.id);
    expect(rows.filter((r) => r.timestamp === minutesAgo(30).toISOString())).toHaveLength(1);
    expect(rows.filter((r) => r.timestamp === minutesAgo(29).toISOString())).toHaveLength(1);
  });

  it('a bare reading (not wrapped in {readings}) and a JSON array are accepted too', async () => {
    const client = await connectDevice('c');
    await client.publishAsync(readingsTopic(device.id), JSON.stringify(reading(minutesAgo(20), { nitrogen: 41 })), {
      qos: 1,
      properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } },
    });
    await client.publishAsync(readingsTopic(device.id), JSON.stringify([reading(minutesAgo(19), { nitrogen: 42 })]), {
      qos: 1,
      properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } },
    });
    await flush(client);
    const rows = await stored(device.id);
    expect(rows.find((r) => r.timestamp === minutesAgo(20).toISOString())?.nitrogen).toBe(41);
    expect(rows.find((r) => r.timestamp === minutesAgo(19).toISOString())?.nitrogen).toBe(42);
  });

  it('QoS 0 and QoS 2 messages are stored too, read by the bridge itself (the broker delivers QoS 2 at the subscription’s 1)', async () => {
    const client = await connectDevice('qos');
    const stats = t.app.services.mqtt!.stats;
    const before = { ...stats };
    const options = (qos: 0 | 2) => ({ qos, properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } } });
    await client.publishAsync(readingsTopic(device.id), JSON.stringify([reading(minutesAgo(16), { nitrogen: 61 })]), options(0));
    await client.publishAsync(readingsTopic(device.id), JSON.stringify([reading(minutesAgo(15), { nitrogen: 62 })]), options(2));
    await flush(client);
    const rows = await stored(device.id);
    expect(rows.find((r) => r.timestamp === minutesAgo(16).toISOString())?.nitrogen).toBe(61);
    expect(rows.find((r) => r.timestamp === minutesAgo(15).toISOString())?.nitrogen).toBe(62);
    // With the flush's sentinel: none left to mqtt.js.
    expect(stats.messages - before.messages).toBe(3);
    expect(stats.readOwn - before.readOwn).toBe(3);
  });

  it('messages with a wrong key, no key, or another device’s key are not stored', async () => {
    const client = await connectDevice('d');
    const refusedBefore = t.app.services.mqtt!.stats.rejectedMessages;
    await publish(client, device.id, [reading(minutesAgo(10), { nitrogen: 51 })], 'agk_wrong');
    await publish(client, device.id, [reading(minutesAgo(9), { nitrogen: 52 })]);
    await publish(client, device.id, [reading(minutesAgo(8), { nitrogen: 53 })], other.key);
    await publish(client, other.id, [reading(minutesAgo(7), { nitrogen: 54 })], device.key);
    await flush(client);
    const rows = await stored(device.id);
    for (const n of [51, 52, 53]) expect(rows.map((r) => r.nitrogen)).not.toContain(n);
    expect(await stored(other.id)).toEqual([]);
    expect(t.app.services.mqtt!.stats.rejectedMessages).toBeGreaterThanOrEqual(refusedBefore + 4);
  });

  it('invalid readings over MQTT are refused and counted like over HTTP', async () => {
    const client = await connectDevice('e');
    await publish(client, device.id, [reading(minutesAgo(5), { ph: 15 })], device.key);
    await client.publishAsync(readingsTopic(device.id), 'not json', {
      qos: 1,
      properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } },
    });
    await flush(client);
    expect((await stored(device.id)).map((r) => r.timestamp)).not.toContain(minutesAgo(5).toISOString());
    const listed = (await kit.get(tokens.Admin, '/api/devices')).json().data.find((d: { id: string }) => d.id === device.id);
    expect(listed.rejectedReadings).toBe(2);
  });
});

describe('fertigation commands over MQTT', () => {
  it("'on' publishes a valve command to the device and is recorded as sent (not on: the device has not answered)", async () => {
    const client = await connectDevice('valve');
    const received: Array<Record<string, unknown>> = [];
    client.on('message', (topic, payload) => {
      if (topic === commandsTopic(device.id)) received.push(JSON.parse(payload.toString('utf8')));
    });
    await client.subscribeAsync(commandsTopic(device.id), { qos: 1 });

    const res = await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.user),
      payload: { deviceId: device.id, state: 'on', durationMinutes: 7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: 'off', startedAt: null, endsAt: null, delivery: 'published', outcome: 'sent', by: 'user Person' });

    await until(
      'the valve command',
      async () => received.length,
      (n) => n >= 1,
    );
    expect(received[0]).toMatchObject({
      type: 'valve',
      deviceId: device.id,
      state: 'on',
      durationSeconds: 420,
      issuedAt: body.command.requestedAt,
      commandId: body.command.commandId,
    });
    expect(Date.parse(received[0]!.endsAt as string) - Date.parse(body.command.requestedAt)).toBe(420_000);

    const off = await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.user),
      payload: { deviceId: device.id, state: 'off' },
    });
    expect(off.json()).toMatchObject({ state: 'off', delivery: 'published', outcome: 'sent' });
    await until(
      'the off command',
      async () => received.length,
      (n) => n >= 2,
    );
    expect(received[1]).toMatchObject({ type: 'valve', deviceId: device.id, state: 'off', durationSeconds: 0 });
    expect(received[1]!.commandId).not.toBe(received[0]!.commandId);
    expect((await kit.get(tokens.user, '/agri/fertigation', { deviceId: device.id })).json()).toMatchObject({
      state: 'off',
      delivery: 'published',
      outcome: 'sent',
    });
  });

  it("a command goes only to its own device's topic", async () => {
    const client = await connectDevice('other-valve');
    const received: string[] = [];
    client.on('message', (topic) => received.push(topic));
    await client.subscribeAsync(commandsTopic(other.id), { qos: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.user),
      payload: { deviceId: device.id, state: 'on', durationMinutes: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.user),
      payload: { deviceId: other.id, state: 'on', durationMinutes: 1 },
    });
    await until(
      'the command for the other device',
      async () => received.length,
      (n) => n >= 1,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([commandsTopic(other.id)]);
  });
});

describe('PUBACKs of a stored batch', () => {
  it('are written as MQTT 5 success acknowledgements of 4 bytes each, in order', () => {
    // Type 4 (0x40), remaining length 2, the packet identifier big-endian; reason code 0 and no properties omitted.
    expect([...pubacks([1, 258, 65535])]).toEqual([0x40, 2, 0, 1, 0x40, 2, 1, 2, 0x40, 2, 0xff, 0xff]);
    expect(pubacks([]).length).toBe(0);
  });
});
