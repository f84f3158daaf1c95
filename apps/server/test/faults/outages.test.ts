/**
 * PostgreSQL and Mosquitto stopped and started under a running server (a child process), which
 * must show the outage on its health endpoint, answer a clear 503 meanwhile, and recover by itself.
 * The test brings its own cluster and broker, whatever the project's database: it runs once.
 */
import { TEST_COMPLETED_REMARK } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  type Answer,
  call,
  type DeviceCredentials,
  farmWithDevices,
  reading,
  runningSoilTest,
  sendReadings,
  soilTest,
  storedTimestamps,
} from './api.js';
import { LiveProbe, MqttDevice } from './devices.js';
import { privateBrokerUnavailable, startPrivateBroker, type PrivateBroker } from './privateBroker.js';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './privatePostgres.js';
import { ServerProcess, until } from './serverProcess.js';

const skip =
  process.env.AGRIM_TEST_DB === 'postgres'
    ? 'brings its own PostgreSQL and broker, so it runs once, in the server:pglite project'
    : (privatePostgresUnavailable() ?? privateBrokerUnavailable());
const SOIL_TEST_MS = 8_000;

let postgres: PrivatePostgres | undefined;
let broker: PrivateBroker | undefined;
let server: ServerProcess | undefined;
let token: string;
let devices: Record<'http' | 'mqtt' | 'probe', DeviceCredentials>;

const health = () => call(server!.base, 'GET', '/api/health');

function expectUnavailable(res: Answer) {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'status']);
  expect(res.body).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
}

describe.skipIf(!!skip)(`outages of PostgreSQL and Mosquitto under a running server${skip ? ` (skipped: ${skip})` : ''}`, () => {
  beforeAll(async () => {
    [postgres, broker] = await Promise.all([startPrivatePostgres(), startPrivateBroker()]);
    server = await ServerProcess.create({
      databaseUrl: postgres.url,
      env: { MQTT_URL: broker.url, MQTT_CLIENT_ID: 'agrim-faults-outages', SOIL_TEST_DURATION_MS: String(SOIL_TEST_MS) },
    });
    await server.start();
    token = await adminToken(server.base);
    const [http, mqtt, probe] = (await farmWithDevices(server.base, token, 'Outage farm', ['HTTP probe', 'MQTT probe', 'Test probe'])) as [
      DeviceCredentials,
      DeviceCredentials,
      DeviceCredentials,
    ];
    devices = { http, mqtt, probe };
    await until('MQTT to connect', health, (h) => h.body?.mqtt === 'ok');
  }, 180_000);

  afterAll(async () => {
    await server?.destroy();
    await broker?.destroy();
    await postgres?.destroy();
  });

  it(
    'PostgreSQL down: health shows it, requests get 503, MQTT readings wait; back up: the server recovers alone and the soil test finishes',
    { timeout: 120_000 },
    async () => {
      const base = server!.base;
      const probe = new LiveProbe(base, devices.probe);
      probe.start();
      const mqttDev = await MqttDevice.connect(broker!.url, devices.mqtt, Date.now() - 3 * 3600_000);
      try {
        await until(
          'the test probe to report',
          async () => probe.lastAcked,
          (t) => t > 0,
        );
        const testId = await runningSoilTest(base, token, devices.probe.id);

        postgres!.stopImmediately();
        const down = await until('health to show the database down', health, (h) => h.body?.database === 'down');
        expect(down).toMatchObject({ status: 503, body: { status: 'degraded', database: 'down', mqtt: 'ok' } });
        expectUnavailable(await call(base, 'GET', `/agri/latest?deviceId=${devices.http.id}`, { token }));
        expectUnavailable(await call(base, 'GET', '/api/farms', { token }));
        expectUnavailable(await sendReadings(base, devices.http, [reading(new Date())]));
        expectUnavailable(
          await call(base, 'POST', '/api/auth/login', { body: { email: 'faults@agrim.test', password: 'faults-password' } }),
        );
        // The broker takes these; the server must not acknowledge them before they are stored.
        for (let i = 0; i < 3; i++) await mqttDev.publish();
        expect(server!.running).toBe(true);

        postgres!.start();
        const up = await until('health to show the database back', health, (h) => h.status === 200);
        expect(up.body).toMatchObject({ status: 'ok', database: 'ok', mqtt: 'ok' });
        const now = new Date();
        const res = await sendReadings(base, devices.http, [reading(now)]);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(await storedTimestamps(base, token, devices.http.id)).toContain(now.toISOString());
        await until(
          'the MQTT readings published during the outage to be stored',
          () => storedTimestamps(base, token, devices.mqtt.id),
          (ts) => [...mqttDev.acked].every((t) => ts.includes(t)),
        );
        const done = await until(
          'the soil test to finish',
          () => soilTest(base, token, testId),
          (t) => t.test_status !== 'running',
          SOIL_TEST_MS + 30_000,
        );
        expect(done).toMatchObject({ test_status: 'complete', remarks: TEST_COMPLETED_REMARK, n: probe.nitrogen });
      } finally {
        await probe.stop();
        await mqttDev.close();
      }
    },
  );

  it(
    'Mosquitto down: health shows MQTT down and the server degraded; back up: the bridge reconnects and ingests',
    { timeout: 60_000 },
    async () => {
      await broker!.kill9();
      const down = await until('health to show MQTT down', health, (h) => h.body?.mqtt === 'down');
      // The database is fine, so the server still answers 200, degraded.
      expect(down).toMatchObject({ status: 200, body: { status: 'degraded', database: 'ok', mqtt: 'down' } });
      const res = await sendReadings(server!.base, devices.http, [reading(new Date(Date.now() - 1000))]);
      expect(res.status, 'HTTP ingest goes on without the broker').toBe(200);

      await broker!.start();
      const up = await until('health to show MQTT back', health, (h) => h.body?.mqtt === 'ok', 30_000);
      expect(up).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok', mqtt: 'ok' } });
      const mqttDev = await MqttDevice.connect(broker!.url, devices.mqtt, Date.now() - 2 * 3600_000);
      try {
        // The broker kept no state: until the bridge has subscribed again, a message has no taker; so publish until one is stored.
        await until(
          'a reading published after the restart to be stored',
          async () => {
            await mqttDev.publish();
            return storedTimestamps(server!.base, token, devices.mqtt.id);
          },
          (ts) => [...mqttDev.acked].some((t) => ts.includes(t)),
        );
      } finally {
        await mqttDev.close();
      }
    },
  );
});
