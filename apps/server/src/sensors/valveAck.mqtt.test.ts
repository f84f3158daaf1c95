import { randomBytes } from 'node:crypto';
import { type Role, VALVE_ACK_TIMEOUT_SECONDS } from '@agrim/contracts';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { commandsTopic, DEVICE_KEY_PROPERTY, valveAckTopic } from './mqtt.js';

/**
 * Issue 39 over the real broker (Mosquitto at 127.0.0.1:1883): a test subscriber plays the device,
 * receives the command on `agrim/<id>/commands` and answers on `agrim/<id>/valve/ack` with its key.
 */
const BROKER = 'mqtt://127.0.0.1:1883';
const RUN = randomBytes(4).toString('hex');
const SERVER_CLIENT_ID = `agrim-ack-test-${RUN}`;

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let other: Registered;
let client: MqttClient;
const commands: Array<{ body: Record<string, unknown>; packet: IPublishPacket }> = [];

async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: last ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const switchOn = async (deviceId: string, durationMinutes = 5) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/agri/fertigation',
    headers: bearer(tokens.user),
    payload: { deviceId, state: 'on', durationMinutes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const status = async (deviceId: string) => (await kit.get(tokens.user, '/agri/fertigation', { deviceId })).json();
const received = (commandId: string) =>
  until(
    'the command at the device',
    async () => commands.find((c) => c.body.commandId === commandId),
    (c) => c !== undefined,
  );
const publishAck = (topicDevice: string, key: string, ack: Record<string, unknown>) =>
  client.publishAsync(valveAckTopic(topicDevice), JSON.stringify(ack), {
    qos: 1,
    properties: { userProperties: { [DEVICE_KEY_PROPERTY]: key } },
  });

beforeAll(async () => {
  t = await startSeededApp({ MQTT_URL: BROKER, MQTT_CLIENT_ID: SERVER_CLIENT_ID });
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Ack farm', EMAILS.user);
  other = await kit.registerDevice(device.farmId, 'Ack farm second probe');
  t.app.services.mqtt!.start();
  await t.app.services.mqtt!.ready();
  client = await mqtt.connectAsync(BROKER, { clientId: `agrim-ack-dev-${RUN}`, protocolVersion: 5, reconnectPeriod: 0 });
  client.on('message', (_topic, payload, packet) => commands.push({ body: JSON.parse(payload.toString('utf8')), packet }));
  await client.subscribeAsync([commandsTopic(device.id), commandsTopic(other.id)], { qos: 1 });
});

afterAll(async () => {
  await client?.endAsync();
  await t?.close();
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

describe('valve acknowledgements over MQTT', () => {
  it("the valve is 'on' only after the device's ack, with the device's remaining time", async () => {
    const body = await switchOn(device.id, 5);
    expect(body).toMatchObject({ state: 'off', startedAt: null, endsAt: null, outcome: 'sent', delivery: 'published' });
    const commandId = body.command.commandId as string;
    const command = (await received(commandId))!;
    expect(command.body).toMatchObject({ type: 'valve', valve: 'main', state: 'on', durationSeconds: 300 });
    // The command expires at the broker with the ack deadline, so a device that comes back later never opens it.
    expect(command.packet.properties?.messageExpiryInterval).toBeLessThanOrEqual(VALVE_ACK_TIMEOUT_SECONDS);
    expect(command.packet.properties?.messageExpiryInterval).toBeGreaterThan(0);

    // Received, not yet answered: still not on.
    expect(await status(device.id)).toMatchObject({ state: 'off', outcome: 'sent' });

    await publishAck(device.id, device.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 297, at: new Date().toISOString() });
    const on = await until(
      'the acknowledged valve',
      () => status(device.id),
      (s) => s.state === 'on',
    );
    expect(on).toMatchObject({ outcome: 'acknowledged', command: { commandId, deviceState: 'on', remainingSeconds: 297 } });
    expect(Date.parse(on.endsAt) - Date.parse(on.startedAt)).toBe(297_000);
    expect(on.lastAck).toMatchObject({ commandId, valve: 'main', state: 'on', remainingSeconds: 297 });

    // The device closes it and says so.
    await publishAck(device.id, device.key, { commandId, valve: 'main', state: 'off', remainingSeconds: 0 });
    await until(
      'the finished run',
      () => status(device.id),
      (s) => s.outcome === 'finished' && s.state === 'off',
    );
  });

  it("no ack within the ack time is 'not_acknowledged', never 'on'", async () => {
    const fertigation = t.app.services.fertigation;
    fertigation.ackTimeoutMs = 1500;
    try {
      const body = await switchOn(other.id, 5);
      const commandId = body.command.commandId as string;
      await received(commandId);
      expect(await status(other.id)).toMatchObject({ state: 'off', outcome: 'sent' });
      await new Promise((r) => setTimeout(r, 1700));
      expect(await status(other.id)).toMatchObject({ state: 'off', startedAt: null, endsAt: null, outcome: 'not_acknowledged' });
    } finally {
      fertigation.ackTimeoutMs = VALVE_ACK_TIMEOUT_SECONDS * 1000;
    }
  });

  it("a forged ack is refused: another device's key on the topic, or another device's command on its own topic", async () => {
    const body = await switchOn(device.id, 5);
    const commandId = body.command.commandId as string;
    await received(commandId);
    const refusedBefore = t.app.services.mqtt!.stats.rejectedMessages;
    const forged = { commandId, valve: 'main', state: 'on', remainingSeconds: 300 };
    await publishAck(device.id, other.key, forged);
    await publishAck(other.id, other.key, forged);
    await publishAck(device.id, 'agk_not-a-key', forged);
    await until(
      'the three refusals',
      async () => t.app.services.mqtt!.stats.rejectedMessages - refusedBefore,
      (n) => n >= 3,
    );
    expect(await status(device.id)).toMatchObject({ state: 'off', outcome: 'sent', command: { commandId, acknowledgedAt: null } });

    // A malformed ack is refused as well, and the bridge goes on: the device's real ack still counts.
    await client.publishAsync(valveAckTopic(device.id), 'not json', {
      qos: 1,
      properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } },
    });
    await publishAck(device.id, device.key, { commandId, valve: 'main', state: 'on', remainingSeconds: 290 });
    await until(
      'the real ack',
      () => status(device.id),
      (s) => s.state === 'on' && s.command.commandId === commandId,
    );
  });
});
