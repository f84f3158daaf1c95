/**
 * MQTT single-reading ingest against the broker's own relay (issues 19 and 43 item 2), both in one run.
 * A private Mosquitto from `deploy/mosquitto.conf` on a free port; 100 devices publish one reading per
 * QoS 1 message (MQTT 5, `x-device-key`) from 10 connections without waiting for PUBACKs. The devices
 * run in a process of their own (`bench/mqtt-publish.ts`), as real devices would, on both sides:
 *  - relay: `mosquitto_sub -q 1` (acknowledging at once, storing nothing) counts the burst;
 *  - server: the production build (`apps/server/dist`, as `npm start` runs it) on a fresh database,
 *    its MQTT bridge storing each message and acknowledging it once stored; done when its health
 *    answer counts every reading stored (polled every 50 ms).
 * Each round runs every side, the order rotating between rounds; a server side starts a fresh server
 * (setup not timed) and ends its MQTT session afterwards. Medians and ranges over the rounds, the
 * server's CPU a message, and the ratio to the relay of the same round. Writes the "mqtt-burst" section
 * of bench/RESULTS.md.
 *
 *   npm run build -w @agrim/server && node --import tsx bench/mqtt-burst.ts [--rounds=3] [--messages=100000] [--devices=100]
 *                                                                            [--db=both|pglite|postgres] [--cpu-prof=<dir>] [--no-write] [--out=…]
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BurstDevice } from '../apps/server/test/mqttBurst.testkit.js';
import { startProjectBroker } from '../apps/server/test/projectBroker.js';
import type { PublishJob } from './mqtt-publish.js';
import { benchedCommit, parseFlags, writeSection } from './results.js';
import { type BenchDb, dropMqttSession, processCpuSeconds, startServer } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['rounds', 'messages', 'devices', 'db', 'cpu-prof', 'no-write', 'out']);
const ROUNDS = Number(flags.get('rounds') ?? 3);
const DEVICES = Number(flags.get('devices') ?? 100);
const PER_DEVICE = Math.ceil(Number(flags.get('messages') ?? 100_000) / DEVICES);
const MESSAGES = DEVICES * PER_DEVICE;
const CONNECTIONS = 10;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
const which = flags.get('db') ?? 'both';
/** `--cpu-prof=<dir>`: each server writes a V8 CPU profile there (read it with bench/server-profile.ts). */
const PROFILE_DIR = flags.has('cpu-prof') ? path.resolve(flags.get('cpu-prof')!) : null;
const DBS: BenchDb[] = which === 'both' ? ['PGlite', 'PostgreSQL'] : which === 'pglite' ? ['PGlite'] : ['PostgreSQL'];
if (!['both', 'pglite', 'postgres'].includes(which)) throw new Error('--db must be both, pglite or postgres');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 20) throw new Error('--rounds must be an integer 1..20');
if (!existsSync(path.join(REPO, 'apps/server/dist/main.js'))) throw new Error('run `npm run build -w @agrim/server` first');

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const log = (s: string) => console.log(`[mqtt-burst] ${s}`);

const broker = await startProjectBroker();

/**
 * Publishes the burst from a child process; answers when every message has its PUBACK from the broker, with
 * when the first message went out (epoch ms): the child's start-up is not part of either side's time.
 */
function publish(devices: BurstDevice[], runId: string, prefix: string, start: Date): Promise<{ startedAt: number }> {
  const job: PublishJob = {
    url: broker.url,
    devices,
    perDevice: PER_DEVICE,
    connections: CONNECTIONS,
    start: start.toISOString(),
    runId,
    prefix,
  };
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'bench/mqtt-publish.ts'), JSON.stringify(job)],
      { cwd: REPO, maxBuffer: 1 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as { startedAt: number })),
    ),
  );
}

interface Side {
  perSecond: number;
  /** Server CPU microseconds a message (server sides only). */
  cpuUs?: number;
  load: string;
}

/** The broker alone: the burst on `relay/+/readings`, counted by `mosquitto_sub` (QoS 1, acknowledging at once). */
async function relayRound(round: number): Promise<Side> {
  const port = new URL(broker.url).port;
  const sub = spawn(
    'mosquitto_sub',
    ['-h', '127.0.0.1', '-p', port, '-V', 'mqttv5', '-q', '1', '-t', 'relay/+/readings', '-C', String(MESSAGES)],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => sub.once('exit', () => resolve()));
  await sleep(500);
  const devices = Array.from({ length: DEVICES }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, key: 'x' }));
  const { startedAt } = await publish(devices, `relay${round}`, 'relay', new Date(Date.now() - 86_400_000));
  await exited;
  return { perSecond: MESSAGES / ((Date.now() - startedAt) / 1000), load: loadAverage() };
}

async function serverRound(db: BenchDb, round: number): Promise<Side> {
  const clientId = `agrim-bench-${db}-${round}-${process.pid}`;
  const server = await startServer({
    name: `mqtt${round}`,
    db,
    build: 'compiled',
    pgAdminUrl: PG_ADMIN_URL,
    env: { MQTT_URL: broker.url, MQTT_CLIENT_ID: clientId, LOG_LEVEL: 'warn' },
    nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  });
  try {
    const token = await server.token();
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const farm = (await call('POST', '/api/farms', { name: 'MQTT burst' })).data as { id: string };
    const devices: BurstDevice[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const r = await call('POST', `/api/farms/${farm.id}/devices`, { name: `probe-${i + 1}` });
      devices.push({ id: (r.data as { id: string }).id, key: r.deviceKey as string });
    }
    const health = async () =>
      (await (await fetch(`${server.base}/api/health`)).json()) as { mqtt: string; mqttIngest?: { storedReadings: number } };
    for (let i = 0; (await health()).mqtt !== 'ok'; i++) {
      if (i > 200) throw new Error('the server did not connect to the broker');
      await sleep(50);
    }
    const cpu0 = processCpuSeconds(server.pid);
    const published = publish(devices, `${db}${round}`, 'agrim', new Date(Date.now() - 86_400_000));
    let stored = 0;
    for (let i = 0; stored < MESSAGES; i++) {
      if (i > 6000) throw new Error(`only ${stored} of ${MESSAGES} readings stored in 5 minutes`);
      stored = (await health()).mqttIngest?.storedReadings ?? 0;
      if (stored < MESSAGES) await sleep(50);
    }
    const ended = Date.now();
    const cpu = processCpuSeconds(server.pid) - cpu0;
    const seconds = (ended - (await published).startedAt) / 1000;
    if (server.databaseUrl) {
      // On PostgreSQL the rows themselves are counted too: stored means in the table.
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      const rows = Number((await client.query('select count(*)::int as n from readings')).rows[0].n);
      await client.end();
      if (rows !== MESSAGES) throw new Error(`${rows} rows in readings, ${MESSAGES} expected`);
    }
    return { perSecond: MESSAGES / seconds, cpuUs: (cpu / MESSAGES) * 1e6, load: loadAverage() };
  } finally {
    await server.stop();
    // Its persistent session would otherwise queue the later rounds' messages on the broker.
    await dropMqttSession(broker.url, clientId);
  }
}

const sides = ['relay', ...DBS] as const;
const results = new Map<string, Side[]>(sides.map((s) => [s, []]));
const startedAt = new Date();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const order = sides.map((_, i) => sides[(i + round - 1) % sides.length]!);
    for (const side of order) {
      const r = side === 'relay' ? await relayRound(round) : await serverRound(side, round);
      results.get(side)!.push(r);
      log(
        `round ${round} ${side}: ${fmt(r.perSecond)} messages/s${r.cpuUs ? `, server ${fmt(r.cpuUs, 1)} µs CPU a message` : ''} (load ${r.load})`,
      );
    }
  }
} finally {
  await broker.destroy();
}

const relay = results.get('relay')!;
const range = (xs: number[]) => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;
const rows = sides.map((side) => {
  const runs = results.get(side)!;
  const rates = runs.map((r) => r.perSecond);
  const label = side === 'relay' ? 'broker relay (`mosquitto_sub -q 1`, stores nothing)' : `Agrim server stored, ${side}`;
  if (side === 'relay') return `| ${label} | **${fmt(median(rates))}** | ${range(rates)} | — | — |`;
  const ratios = runs.map((r, i) => r.perSecond / relay[i]!.perSecond);
  return `| ${label} | **${fmt(median(rates))}** | ${range(rates)} | ${fmt(median(runs.map((r) => r.cpuUs!)), 1)} | **${fmt(median(rates) / median(relay.map((r) => r.perSecond)), 2)}** (rounds ${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)}) |`;
});
const cpu = os.cpus()[0]?.model ?? 'unknown';
const mosquittoVersion = spawnSync('mosquitto', ['-h'], { encoding: 'utf8' }).stdout.split('\n')[0];
const md = `## MQTT bursts against the broker's relay (issues 19, 43 item 2)

Written by \`bench/mqtt-burst.ts\`. Command: \`npm run build -w @agrim/server && node --import tsx bench/mqtt-burst.ts${process.argv
  .slice(2)
  .map((a) => ` ${a}`)
  .join('')}\` (cwd: repository root), ${startedAt.toISOString()}; build of commit ${benchedCommit(REPO)}.
Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; ${mosquittoVersion} from \`deploy/mosquitto.conf\` on a free port. Broker, server, database and the devices' process share the machine; load average (1, 5, 15 min) after each side is in the log lines below.

${fmt(MESSAGES)} messages from ${DEVICES} devices, one reading per QoS 1 message (MQTT 5, \`x-device-key\`), published from ${CONNECTIONS} connections without waiting for PUBACKs, by a process of their own. Rate = messages / (first publish → the last counted by \`mosquitto_sub\`, or stored by the server as its health answer counts them). The server is the production build on a fresh database each round, acknowledging a message once its batch is stored (every row counted in the table afterwards on PostgreSQL). ${ROUNDS} rounds, the sides' order rotating; medians, ranges and the ratio to the relay (of the medians, and per round against that round's relay).

| | messages/s (median) | range | server CPU µs a message | ratio to the relay |
|---|---|---|---|---|
${rows.join('\n')}

Goal (issue 43): at least 0.80 of the relay on PostgreSQL and 0.5 on PGlite.

Rounds: ${sides
  .map(
    (s) =>
      `${s} ${results
        .get(s)!
        .map((r) => `${fmt(r.perSecond)} (load ${r.load.split(', ')[0]})`)
        .join(', ')}`,
  )
  .join('; ')}.
`;
console.log(md);
if (!flags.has('no-write')) writeSection(OUT, 'mqtt-burst', md);
