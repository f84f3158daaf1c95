/**
 * MQTT burst bench (issue 19): single-reading QoS 1 messages published as fast as the broker takes
 * them, against (1) the broker's own relay rate to a subscriber that stores nothing (`mosquitto_sub`,
 * QoS 1) and (2) the Agrim server storing them (in this process, its MQTT bridge as in production),
 * on PGlite and PostgreSQL. The broker is a private Mosquitto from `deploy/mosquitto.conf` on a free port.
 *
 *   node --import tsx bench/mqtt-burst.ts [--messages=100000] [--devices=100] [--db=both|pglite|postgres] [--out=bench/RESULTS.md]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { type BurstDevice, publishBurst, storedCounts } from '../apps/server/test/mqttBurst.testkit.js';
import { startProjectBroker } from '../apps/server/test/projectBroker.js';
import { parseFlags, writeSection } from './results.js';

const flags = parseFlags(process.argv.slice(2), ['messages', 'devices', 'db', 'out', 'pg-url']);
const DEVICES = Number(flags.get('devices') ?? 100);
const PER_DEVICE = Math.ceil(Number(flags.get('messages') ?? 100_000) / DEVICES);
const MESSAGES = DEVICES * PER_DEVICE;
const CONNECTIONS = 10;
const PG_URL = flags.get('pg-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUT = flags.get('out') ?? 'bench/RESULTS.md';
const which = flags.get('db') ?? 'both';
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const broker = await startProjectBroker();
const devicesFake: BurstDevice[] = Array.from({ length: DEVICES }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  key: 'x',
}));

/** The broker alone: publish the burst while `mosquitto_sub` (QoS 1, acknowledging at once) counts it. */
async function relayRate(): Promise<{ perSecond: number; seconds: number; publishSeconds: number }> {
  const port = new URL(broker.url).port;
  const sub = spawn(
    'mosquitto_sub',
    ['-h', '127.0.0.1', '-p', port, '-V', 'mqttv5', '-q', '1', '-t', 'agrim/+/readings', '-C', String(MESSAGES)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => sub.once('exit', () => resolve()));
  await sleep(500);
  const started = performance.now();
  const published = await publishBurst({
    url: broker.url,
    devices: devicesFake,
    perDevice: PER_DEVICE,
    connections: CONNECTIONS,
    start: new Date(Date.now() - 86_400_000),
    runId: 'relay',
  });
  await exited;
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: MESSAGES / seconds, seconds, publishSeconds: published.seconds };
}

interface ServerRun {
  db: string;
  stored: number;
  seconds: number;
  perSecond: number;
  publishSeconds: number;
  brokerDropped: number | null;
  maxQueued: number;
}

async function serverRun(kind: 'pglite' | 'postgres'): Promise<ServerRun> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrim-bench-burst-'));
  let dropDb: (() => Promise<void>) | null = null;
  let database;
  if (kind === 'postgres') {
    const name = `agrim_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else database = await openDatabase({ dataDir });
  const config = loadConfig({
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MQTT_URL: broker.url,
    MQTT_CLIENT_ID: `agrim-bench-${kind}-${Date.now()}`,
    SIMULATOR: 'false',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const farmId = await app.services.farms.ensure('Burst bench');
    const devices: BurstDevice[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const { device, key } = await app.services.devices.register(farmId, `bench probe ${i}`);
      devices.push({ id: device.id, key });
    }
    const ids = devices.map((d) => d.id);
    const bridge = app.services.mqtt!;
    bridge.start();
    await bridge.ready();
    let maxQueued = 0;
    const sampler = setInterval(() => (maxQueued = Math.max(maxQueued, bridge.health().queued)), 50);
    const started = performance.now();
    const published = await publishBurst({
      url: broker.url,
      devices,
      perDevice: PER_DEVICE,
      connections: CONNECTIONS,
      start: new Date(Date.now() - 86_400_000),
      runId: kind,
    });
    let stored = 0;
    for (let i = 0; stored < MESSAGES && i < 1200; i++) {
      stored = (await storedCounts(database.db, ids)).rows;
      if (stored < MESSAGES) await sleep(100);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await sleep(6000); // one $SYS cycle (sys_interval 5) so a drop would show
    return {
      db: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      stored,
      seconds,
      perSecond: stored / seconds,
      publishSeconds: published.seconds,
      brokerDropped: bridge.health().brokerDropped,
      maxQueued,
    };
  } finally {
    await app.close();
    await database.close();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const relay = await relayRate();
  console.log(`broker relay: ${fmt(relay.perSecond)} messages/s (${relay.seconds.toFixed(2)} s)`);
  const runs: ServerRun[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (which !== 'both' && which !== kind) continue;
    const run = await serverRun(kind);
    console.log(`${run.db}: ${fmt(run.stored)} of ${fmt(MESSAGES)} stored, ${fmt(run.perSecond)} messages/s (${run.seconds.toFixed(2)} s)`);
    runs.push(run);
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const mosquittoVersion = spawnSync('mosquitto', ['-h'], { encoding: 'utf8' }).stdout.split('\n')[0];
  const md = `## MQTT bursts (issue 19)

Written by \`bench/mqtt-burst.ts\`. Command: \`node --import tsx bench/mqtt-burst.ts${process.argv
    .slice(2)
    .map((a) => ` ${a}`)
    .join('')}\` (cwd: repository root), ${new Date().toISOString()}.
Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; ${mosquittoVersion} from \`deploy/mosquitto.conf\` on a free port; broker, server, database and publishers share the machine (load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}: other work ran on it too).

${fmt(MESSAGES)} messages from ${DEVICES} devices, one reading per QoS 1 message (MQTT 5, \`x-device-key\`), published from ${CONNECTIONS} connections without waiting for PUBACKs. Rate = messages / (first publish → last message received or stored).

| | messages/s | time | detail |
|---|---|---|---|
| broker relay (\`mosquitto_sub -q 1\`, stores nothing) | **${fmt(relay.perSecond)}** | ${relay.seconds.toFixed(2)} s | publishing took ${relay.publishSeconds.toFixed(2)} s |
${runs
  .map(
    (r) =>
      `| Agrim server stored, ${r.db} | **${fmt(r.perSecond)}** | ${r.seconds.toFixed(2)} s | ${fmt(r.stored)} of ${fmt(MESSAGES)} rows; publishing took ${r.publishSeconds.toFixed(2)} s; server queue peak ${fmt(r.maxQueued)} (window 2,000); broker drops ${r.brokerDropped ?? 'not reported'} |`,
  )
  .join('\n')}
`;
  writeSection(OUT, 'mqtt-burst', md);
  console.log(md);
} finally {
  await broker.destroy();
}
