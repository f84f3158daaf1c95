/**
 * kill -9 of the real server while devices send over HTTP and MQTT (QoS 1) and a soil test runs.
 * Runs in both server projects: the child server uses the project's database (PGlite in its
 * DATA_DIR, or a fresh database on TEST_DATABASE_URL's PostgreSQL).
 */
import { TEST_COMPLETED_REMARK } from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { adminToken, farmWithDevices, soilTest, storedTimestamps, runningSoilTest, type DeviceCredentials } from './api.js';
import { HttpDevice, LiveProbe, MqttDevice } from './devices.js';
import { privateBrokerUnavailable, startPrivateBroker, type PrivateBroker } from './privateBroker.js';
import { freshDatabaseUrl, ServerProcess, sleep, until } from './serverProcess.js';

const DB = process.env.AGRIM_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const SOIL_TEST_MS = 10_000;

let broker: PrivateBroker | undefined;
let database: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
let server: ServerProcess | undefined;

/** Rows and hourly-rollup counts of one device, read from the database itself. */
async function storedCounts(deviceId: string): Promise<{ rows: number; distinct: number; rollup: number }> {
  const db = await openDatabase(database!.url ? { url: database!.url } : { dataDir: server!.dataDir });
  try {
    const [row] = (
      await db.db.execute(
        sql`select (select count(*) from readings where device_id = ${deviceId}::uuid)::int as rows,
                   (select count(distinct ts) from readings where device_id = ${deviceId}::uuid)::int as distinct,
                   (select coalesce(sum(n), 0) from readings_hourly where device_id = ${deviceId}::uuid)::int as rollup`,
      )
    ).rows as Array<{ rows: number; distinct: number; rollup: number }>;
    return row!;
  } finally {
    await db.close();
  }
}

describe.skipIf(privateBrokerUnavailable())(`kill -9 of the server during ingest (${DB})`, () => {
  beforeAll(async () => {
    broker = await startPrivateBroker();
    database = await freshDatabaseUrl();
    server = await ServerProcess.create({
      databaseUrl: database.url,
      env: { MQTT_URL: broker.url, MQTT_CLIENT_ID: 'agrim-faults-crash', SOIL_TEST_DURATION_MS: String(SOIL_TEST_MS) },
    });
    await server.start();
  }, 120_000);

  afterAll(async () => {
    await server?.destroy();
    await database?.drop();
    await broker?.destroy();
  });

  it('stores every acknowledged reading exactly once, and the soil test that was running finishes', { timeout: 180_000 }, async () => {
    const base = server!.base;
    const token = await adminToken(base);
    const [httpDevice, mqttDevice, probeDevice] = (await farmWithDevices(base, token, 'Crash farm', [
      'HTTP probe',
      'MQTT probe',
      'Test probe',
    ])) as [DeviceCredentials, DeviceCredentials, DeviceCredentials];
    const probe = new LiveProbe(base, probeDevice);
    probe.start();
    await until(
      'the test probe to report',
      async () => probe.lastAcked,
      (t) => t > 0,
    );
    const testId = await runningSoilTest(base, token, probeDevice.id);

    // Whole seconds some hours back: each reading its own timestamp, all well inside the accepted age.
    const origin = Math.floor(Date.now() / 1000) * 1000 - 6 * 3600_000;
    const http = new HttpDevice(base, httpDevice, origin);
    const mqttDev = await MqttDevice.connect(broker!.url, mqttDevice, origin);
    try {
      http.start();
      mqttDev.start();
      await until(
        'readings to flow',
        async () => [http.acked.size, mqttDev.acked.size],
        ([h, m]) => h! >= 300 && m! >= 50,
      );
      expect((await soilTest(base, token, testId)).test_status).toBe('running');

      // Kill while HTTP requests are in flight (between two batches none may be).
      while (http.inFlight === 0) await sleep(1);
      const inFlightAtKill = http.inFlight;
      await server!.kill9();
      const ackedBeforeKill = http.acked.size;
      const mqttAtKill = mqttDev.acked.size;
      // The devices go on: HTTP posts fail and are kept, MQTT messages wait at the broker.
      await sleep(1500);
      expect(mqttDev.acked.size, 'the broker took messages while the server was dead').toBeGreaterThan(mqttAtKill);
      await server!.start();
      await until(
        'HTTP readings acknowledged after the restart',
        async () => http.acked.size,
        (n) => n >= ackedBeforeKill + 200,
      );
      await Promise.all([http.finish(), mqttDev.stop()]);

      expect(http.unexpected).toEqual([]);
      expect(inFlightAtKill).toBeGreaterThan(0);
      const mqttStored = await until(
        'every MQTT reading the broker acknowledged to be stored',
        () => storedTimestamps(base, token, mqttDevice.id),
        (ts) => ts.length >= mqttDev.acked.size,
        60_000,
      );
      const httpStored = await storedTimestamps(base, token, httpDevice.id);
      for (const [device, stored] of [
        [http, httpStored],
        [mqttDev, mqttStored],
      ] as const) {
        const set = new Set(stored);
        expect(set.size, 'no reading is stored twice').toBe(stored.length);
        expect(
          [...device.acked].filter((ts) => !set.has(ts)),
          'acknowledged but not stored',
        ).toEqual([]);
        expect(
          stored.filter((ts) => !device.sent.has(ts)),
          'stored but never sent',
        ).toEqual([]);
      }

      const done = await until(
        'the soil test to finish',
        () => soilTest(base, token, testId),
        (t) => t.test_status !== 'running',
        SOIL_TEST_MS + 30_000,
      );
      expect(done).toMatchObject({ test_status: 'complete', remarks: TEST_COMPLETED_REMARK, n: probe.nitrogen, device_error: null });
      await probe.stop();

      // The hourly rollups count each reading once too (a redelivered batch must not be folded in twice).
      await server!.stop();
      for (const [device, stored] of [
        [httpDevice, httpStored],
        [mqttDevice, mqttStored],
      ] as const) {
        expect(await storedCounts(device.id)).toEqual({ rows: stored.length, distinct: stored.length, rollup: stored.length });
      }
      console.info(
        `[faults] kill -9 (${DB}): HTTP ${http.acked.size} acknowledged (${inFlightAtKill} batches in flight at the kill, ` +
          `${http.duplicates} readings already stored when resent), MQTT ${mqttDev.acked.size} acknowledged; all stored once`,
      );
    } finally {
      await probe.stop();
      await mqttDev.close();
    }
  });
});
