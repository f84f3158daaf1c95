/**
 * Fleet bench (issue 25; not a test): thousands of simulated probes on loopback against one and then
 * two API replicas on one PostgreSQL, each replica a real server process (`apps/server/src/main.ts`)
 * with its MQTT bridge on a private Mosquitto from `deploy/mosquitto.conf` (MQTT 5 shared
 * subscription when there are two). Every MQTT device holds its own connection and publishes one
 * QoS 1 reading every `--interval` seconds, spread over the interval; HTTP devices post batches of
 * 10 readings as often, to the replicas in turn. Reported: PUBACK p99 (the broker's acknowledgement),
 * publish-to-queryable p99 (until the row can be read from PostgreSQL, sampled), HTTP batch p99,
 * CPU (cores) and RSS per replica, and whether every acknowledged reading was stored.
 *
 *   node --import tsx bench/fleet.ts [--devices=5000] [--http-devices=200] [--interval=10] [--seconds=60] [--replicas=1,2] [--out=bench/RESULTS.md]
 *
 * PostgreSQL from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), a fresh
 * database per run. The simulator runs in this process, on the same two cores as the replicas.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { adminToken, call, type DeviceCredentials, reading, sendReadings } from '../apps/server/test/faults/api.js';
import { freshDatabaseUrl, ServerProcess, sleep } from '../apps/server/test/faults/serverProcess.js';
import { startProjectBroker } from '../apps/server/test/projectBroker.js';
import { DEVICE_KEY_PROPERTY, readingsTopic } from '../apps/server/src/sensors/mqtt.js';
import { parseFlags, writeSection } from './results.js';

const flags = parseFlags(process.argv.slice(2), ['devices', 'http-devices', 'interval', 'seconds', 'replicas', 'out']);
const MQTT_DEVICES = Number(flags.get('devices') ?? 5000);
const HTTP_DEVICES = Number(flags.get('http-devices') ?? 200);
const INTERVAL_S = Number(flags.get('interval') ?? 10);
const SECONDS = Number(flags.get('seconds') ?? 60);
const REPLICA_COUNTS = (flags.get('replicas') ?? '1,2').split(',').map(Number);
const OUT = path.resolve(flags.get('out') ?? path.join(import.meta.dirname, 'RESULTS.md'));
const BATCH = 10;
/** One device in this many has its readings timed until they can be read back. */
const SAMPLE_EVERY = 25;
process.env.AGRIM_TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : '–');

/** Clock ticks of CPU a process has used (utime + stime), and its resident memory in MiB. */
function usage(pid: number): { ticks: number; rssMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { ticks: Number(fields[11]) + Number(fields[12]), rssMiB: rss ? Number(rss[1]) / 1024 : NaN };
}
const TICKS_PER_S = 100;

/** Registers `count` devices on one farm, 16 at a time. */
async function register(base: string, token: string, farm: string, count: number, prefix: string): Promise<DeviceCredentials[]> {
  const created = await call(base, 'POST', '/api/farms', { token, body: { name: farm } });
  if (created.status !== 201) throw new Error(`create farm: ${created.status} ${JSON.stringify(created.body)}`);
  const out: DeviceCredentials[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < count; i = next++) {
        const res = await call(base, 'POST', `/api/farms/${created.body.data.id}/devices`, { token, body: { name: `${prefix} ${i}` } });
        if (res.status !== 201) throw new Error(`register device: ${res.status} ${JSON.stringify(res.body)}`);
        out[i] = { id: res.body.data.id as string, key: res.body.deviceKey as string };
      }
    }),
  );
  return out;
}

interface Run {
  replicas: number;
  rawBytesPerRow: number;
  hourlyBytesPerRow: number;
  published: number;
  acked: number;
  httpReadings: number;
  stored: number;
  pubackP50: number;
  pubackP99: number;
  queryableP50: number;
  queryableP99: number;
  queryableSamples: number;
  httpP99: number;
  perReplica: Array<{ cores: number; rssMiB: number; peakRssMiB: number }>;
  simulatorCores: number;
}

async function run(replicaCount: number): Promise<Run> {
  const db = await freshDatabaseUrl();
  const broker = await startProjectBroker();
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-fleet-s3-'));
  const s3 =
    replicaCount > 1
      ? new S3rver({
          address: '127.0.0.1',
          port: 0,
          silent: true,
          directory: s3Dir,
          configureBuckets: [{ name: 'agrim-files', configs: [] }],
        })
      : null;
  const s3Port: number | null = s3 ? (await s3.run()).port : null;
  const replicas: ServerProcess[] = [];
  const clients: MqttClient[] = [];
  const timers: NodeJS.Timeout[] = [];
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  try {
    for (let i = 1; i <= replicaCount; i++) {
      const replica = await ServerProcess.create({
        databaseUrl: db.url,
        env: {
          MQTT_URL: broker.url,
          ...(replicaCount > 1
            ? {
                REPLICAS: String(replicaCount),
                REPLICA_ID: `api-${i}`,
                S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
                S3_BUCKET: 'agrim-files',
                S3_ACCESS_KEY_ID: 'S3RVER',
                S3_SECRET_ACCESS_KEY: 'S3RVER',
              }
            : {}),
        },
      });
      replicas.push(replica);
      await replica.start();
    }
    const base = replicas[0]!.base;
    const token = await adminToken(base);
    console.log(`[${replicaCount} replica(s)] registering ${MQTT_DEVICES} MQTT and ${HTTP_DEVICES} HTTP devices`);
    const mqttDevices = await register(base, token, 'Fleet MQTT', MQTT_DEVICES, 'mqtt probe');
    const httpDevices = await register(base, token, 'Fleet HTTP', HTTP_DEVICES, 'http probe');

    console.log(`[${replicaCount} replica(s)] connecting ${MQTT_DEVICES} MQTT clients`);
    for (let i = 0; i < mqttDevices.length; i += 100) {
      const batch = await Promise.all(
        mqttDevices.slice(i, i + 100).map((d) =>
          mqtt.connectAsync(broker.url, {
            clientId: `fleet-${d.id}`,
            protocolVersion: 5,
            clean: true,
            reconnectPeriod: 0,
            keepalive: 60,
          }),
        ),
      );
      clients.push(...batch);
    }

    const puback: number[] = [];
    const http: number[] = [];
    /** Sampled readings not yet seen in the database: device → (timestamp ISO → publish time). */
    const pending = new Map<string, Map<string, number>>();
    const queryable: number[] = [];
    let published = 0;
    let acked = 0;
    let httpReadings = 0;
    let seq = 0;

    const before = replicas.map((r) => usage(r.pid!));
    const selfBefore = process.cpuUsage();
    const peaks = replicas.map(() => 0);
    const t0 = Date.now();
    const stopAt = t0 + SECONDS * 1000;
    const publish = (i: number) => {
      if (Date.now() >= stopAt) return;
      const device = mqttDevices[i]!;
      const at = new Date();
      const sentAt = performance.now();
      if (i % SAMPLE_EVERY === 0) {
        let mine = pending.get(device.id);
        if (!mine) pending.set(device.id, (mine = new Map()));
        mine.set(at.toISOString(), sentAt);
      }
      published++;
      clients[i]!.publishAsync(readingsTopic(device.id), JSON.stringify(reading(at, seq++)), {
        qos: 1,
        properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } },
      }).then(
        () => {
          acked++;
          puback.push(performance.now() - sentAt);
        },
        () => undefined,
      );
    };
    mqttDevices.forEach((_, i) => {
      const first = setTimeout(
        () => {
          publish(i);
          timers.push(setInterval(() => publish(i), INTERVAL_S * 1000));
        },
        (i / mqttDevices.length) * INTERVAL_S * 1000,
      );
      timers.push(first);
    });
    httpDevices.forEach((device, i) => {
      const post = async () => {
        if (Date.now() >= stopAt) return;
        const now = Date.now();
        const batch = Array.from({ length: BATCH }, (_, k) => reading(new Date(now - (BATCH - 1 - k) * 1000), seq++));
        const started = performance.now();
        const res = await sendReadings(replicas[i % replicas.length]!.base, device, batch).catch(() => null);
        if (res && res.status < 300) {
          http.push(performance.now() - started);
          httpReadings += BATCH;
        }
      };
      const first = setTimeout(
        () => {
          void post();
          timers.push(setInterval(() => void post(), INTERVAL_S * 1000));
        },
        (i / httpDevices.length) * INTERVAL_S * 1000,
      );
      timers.push(first);
    });

    // Sampled readings are looked for in the database every 100 ms, and memory every second.
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const ids = [...pending.keys()];
        if (ids.length) {
          const { rows } = await pool.query<{ device_id: string; ts: Date }>(
            `select device_id::text, ts from readings where device_id = any($1::uuid[]) and ts > now() - interval '2 minutes'`,
            [ids],
          );
          const now = performance.now();
          for (const r of rows) {
            const mine = pending.get(r.device_id);
            const sentAt = mine?.get(r.ts.toISOString());
            if (sentAt === undefined) continue;
            queryable.push(now - sentAt);
            mine!.delete(r.ts.toISOString());
            if (mine!.size === 0) pending.delete(r.device_id);
          }
        }
        await sleep(100);
      }
    })();
    const memory = setInterval(() => replicas.forEach((r, i) => (peaks[i] = Math.max(peaks[i]!, usage(r.pid!).rssMiB))), 1000);

    await sleep(SECONDS * 1000);
    const seconds = (Date.now() - t0) / 1000;
    const after = replicas.map((r) => usage(r.pid!));
    const self = process.cpuUsage(selfBefore);
    timers.forEach((t) => clearTimeout(t));
    // Drain: what was acknowledged is stored within seconds, or the bench says it was not.
    await sleep(10_000);
    polling = false;
    await poller;
    clearInterval(memory);
    const { rows } = await pool.query<{ n: string }>(`select count(*) as n from readings where device_id = any($1::uuid[])`, [
      [...mqttDevices, ...httpDevices].map((d) => d.id),
    ]);
    // On-disk bytes per row, table and indexes: every monthly partition of the readings, and the hourly rollup.
    const size = async (table: string) => {
      const { rows: r } = await pool.query<{ bytes: string; n: string }>(
        `select (select coalesce(sum(pg_total_relation_size(inhrelid)), 0) from pg_inherits where inhparent = $1::regclass)
                + pg_total_relation_size($1::regclass) as bytes,
                (select count(*) from ${table}) as n`,
        [table],
      );
      return Number(r[0]!.bytes) / Math.max(1, Number(r[0]!.n));
    };
    const rawBytesPerRow = await size('readings');
    const hourlyBytesPerRow = await size('readings_hourly');
    return {
      replicas: replicaCount,
      rawBytesPerRow,
      hourlyBytesPerRow,
      published,
      acked,
      httpReadings,
      stored: Number(rows[0]!.n),
      pubackP50: quantile(puback, 0.5),
      pubackP99: quantile(puback, 0.99),
      queryableP50: quantile(queryable, 0.5),
      queryableP99: quantile(queryable, 0.99),
      queryableSamples: queryable.length,
      httpP99: quantile(http, 0.99),
      perReplica: replicas.map((_, i) => ({
        cores: (after[i]!.ticks - before[i]!.ticks) / TICKS_PER_S / seconds,
        rssMiB: after[i]!.rssMiB,
        peakRssMiB: peaks[i]!,
      })),
      simulatorCores: (self.user + self.system) / 1e6 / seconds,
    };
  } finally {
    timers.forEach((t) => clearTimeout(t));
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
    await pool.end();
    for (const r of replicas) await r.destroy();
    await broker.destroy();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    await db.drop();
  }
}

const runs: Run[] = [];
for (const n of REPLICA_COUNTS) {
  const r = await run(n);
  runs.push(r);
  console.log(JSON.stringify(r));
}

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
const expected = (r: Run) => r.acked + r.httpReadings;
const markdown = `## Fleet: ${MQTT_DEVICES.toLocaleString('en')} MQTT devices and ${HTTP_DEVICES} HTTP devices, one and two replicas (issue 25)

\`node --import tsx bench/fleet.ts --devices=${MQTT_DEVICES} --http-devices=${HTTP_DEVICES} --interval=${INTERVAL_S} --seconds=${SECONDS} --replicas=${REPLICA_COUNTS.join(',')}\` on ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)} UTC.
Loopback only: PostgreSQL 15, a private Mosquitto from \`deploy/mosquitto.conf\`, each replica a server process from the TypeScript sources; the simulator (this process) shares the two cores with them. Each MQTT device holds its own connection and publishes one QoS 1 reading every ${INTERVAL_S} s (${Math.round(MQTT_DEVICES / INTERVAL_S)} messages/s in all); each HTTP device posts ${BATCH} readings every ${INTERVAL_S} s (${Math.round((HTTP_DEVICES * BATCH) / INTERVAL_S)} readings/s), to the replicas in turn. Measured over ${SECONDS} s; queryable = the row readable in PostgreSQL, sampled on 1 device in ${SAMPLE_EVERY}, polled every 100 ms (so up to 100 ms late).

| replicas | MQTT published / acked | HTTP readings | stored / expected | PUBACK p50 / p99 (ms) | publish → queryable p50 / p99 (ms, samples) | HTTP batch p99 (ms) | CPU per replica (cores) | RSS per replica, end / peak (MiB) | simulator CPU (cores) |
|---|---|---|---|---|---|---|---|---|---|
${runs
  .map(
    (r) =>
      `| ${r.replicas} | ${r.published} / ${r.acked} | ${r.httpReadings} | ${r.stored} / ${expected(r)}${r.stored >= expected(r) ? '' : ' **missing**'} | ${ms(r.pubackP50)} / ${ms(r.pubackP99)} | ${ms(r.queryableP50)} / ${ms(r.queryableP99)} (${r.queryableSamples}) | ${ms(r.httpP99)} | ${r.perReplica.map((p) => p.cores.toFixed(2)).join(', ')} | ${r.perReplica.map((p) => `${Math.round(p.rssMiB)} / ${Math.round(p.peakRssMiB)}`).join(', ')} | ${r.simulatorCores.toFixed(2)} |`,
  )
  .join('\n')}

Expected = MQTT messages acknowledged by the broker + HTTP readings accepted; a reading published in the last moments may be acknowledged after the window closes, so stored can exceed the acknowledged count.

On disk (table and indexes, PostgreSQL's own sizes after the run): ${runs.map((r) => `${r.replicas} replica(s): ${Math.round(r.rawBytesPerRow)} bytes per raw reading, ${Math.round(r.hourlyBytesPerRow)} bytes per hourly rollup row`).join('; ')}.`;
writeSection(OUT, 'fleet', markdown);
console.log(`wrote ${OUT}`);
