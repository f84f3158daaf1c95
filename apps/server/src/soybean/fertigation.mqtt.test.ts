import { randomBytes } from 'node:crypto';
import { FERTIGATION_DOSE_MINUTES, type Role } from '@agrim/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { commandsTopic } from '../sensors/mqtt.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

const BROKER = 'mqtt://127.0.0.1:1883';
const RUN = randomBytes(4).toString('hex');
const SERVER_CLIENT_ID = `agrim-soy-test-${RUN}`;

/** The suite needs the real broker; without one it is skipped rather than failed. */
async function brokerUp(): Promise<boolean> {
  try {
    const probe = await mqtt.connectAsync(BROKER, { clientId: `agrim-soy-probe-${RUN}`, reconnectPeriod: 0, connectTimeout: 2000 });
    await probe.endAsync();
    return true;
  } catch {
    return false;
  }
}
const UP = await brokerUp();

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let device: Registered;
let listener: MqttClient;

describe.skipIf(!UP)('Start Fertigation over the real MQTT broker', () => {
  beforeAll(async () => {
    t = await startSeededApp({ MQTT_URL: BROKER, MQTT_CLIENT_ID: SERVER_CLIENT_ID });
    tokens = t.tokens;
    const kit = sensorKit(t, tokens.Admin);
    device = await kit.farmWithDevice('Soy MQTT farm');
    await kit.calibrateAsLab(device);
    await kit.sendOk(device, [reading(minutesAgo(5), { nitrogen: 18.5, phosphorus: 3, potassium: 40 })]);
    t.app.services.mqtt!.start();
    await t.app.services.mqtt!.ready();
    listener = await mqtt.connectAsync(BROKER, { clientId: `agrim-soy-dev-${RUN}`, protocolVersion: 5, reconnectPeriod: 0 });
  });

  afterAll(async () => {
    await listener?.endAsync();
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

  it('the device receives one command per valve to switch, with the valve named, as recorded', async () => {
    const received: Array<Record<string, unknown>> = [];
    listener.on('message', (topic, payload) => {
      if (topic === commandsTopic(device.id)) received.push(JSON.parse(payload.toString('utf8')));
    });
    await listener.subscribeAsync(commandsTopic(device.id), { qos: 1 });

    // Initial seedling (18–19 each, moisture 0.05–0.1): N 18.5 ok; P 3 low (6.72 kg/ha, rated Low) → phosphorus on;
    // K 40 high → potassium off; moisture 0.02 low → water on.
    const res = await t.app.inject({
      method: 'POST',
      url: '/agri/soybean/fertigation/start',
      headers: bearer(tokens.Admin),
      payload: { deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.02, profile: 'spec' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const actions = res.json().recommendations as Array<{
      valve: string;
      command: string | null;
      command_id: string | null;
      delivery: string | null;
    }>;
    expect(actions.map((a) => [a.valve, a.command, a.delivery])).toEqual([
      ['nitrogen', null, null],
      ['phosphorus', 'on', 'published'],
      ['potassium', 'off', 'published'],
      ['water', 'on', 'published'],
    ]);

    const deadline = Date.now() + 10_000;
    while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(3);
    const byValve = Object.fromEntries(received.map((m) => [m.valve, m]));
    expect(byValve.phosphorus).toMatchObject({
      type: 'valve',
      deviceId: device.id,
      valve: 'phosphorus',
      state: 'on',
      durationSeconds: FERTIGATION_DOSE_MINUTES * 60,
      commandId: actions[1]!.command_id,
    });
    expect(byValve.potassium).toMatchObject({ valve: 'potassium', state: 'off', durationSeconds: 0, commandId: actions[2]!.command_id });
    expect(byValve.water).toMatchObject({ valve: 'water', state: 'on', commandId: actions[3]!.command_id });
    expect(byValve.nitrogen).toBeUndefined();
  });
});
