/**
 * Soak bench (not a test): the real server as a child process on PostgreSQL (default) or PGlite,
 * 1,000 readings/s from simulated devices over HTTP and MQTT plus 50 dashboard users with live
 * streams, for a bounded time on 127.0.0.1 only. Writes the `soak` section of bench/RESULTS.md.
 * See bench/README.md.
 *
 *   node --import tsx bench/soak.ts [--minutes=30] [--db=postgres|pglite] [--rate=1000] [--devices=50]
 *        [--users=50] [--tiles-every=2] [--mqtt-url=mqtt://127.0.0.1:1883|private]
 *        [--pg-url=postgres://postgres@127.0.0.1:5432/postgres] [--out=bench/RESULTS.md] [--no-write]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { kolkataDay } from '@agrim/contracts';
import pg from 'pg';
import { parseFlags, writeSection } from './results.js';
import { type BenchServer, dropMqttSession, freePort, startServer, waitForPort } from './server.js';
import type { SoakDevice, SoakDevicesInput } from './soak-devices.js';
import { fmt, machine, mib, ms, report, type Sample, type SoakResult } from './soak-report.js';
import { type SoakMessage, Window } from './soak-stats.js';
import type { SoakUser, SoakUsersInput } from './soak-users.js';
import { cleanupRegistry } from './cleanups.js';

const REPO = path.resolve(import.meta.dirname, '..');
const DAY = 86_400_000;
const SAMPLE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;

function parseArgs(argv: string[]) {
  const flags = parseFlags(argv, ['minutes', 'db', 'rate', 'devices', 'users', 'tiles-every', 'mqtt-url', 'pg-url', 'out', 'no-write']);
  const num = (name: string, def: number, min: number, max: number) => {
    const v = Number(flags.get(name) ?? def);
    if (!Number.isFinite(v) || v < min || v > max) throw new Error(`--${name} must be a number from ${min} to ${max}`);
    return v;
  };
  const db = flags.get('db') ?? 'postgres';
  if (db !== 'postgres' && db !== 'pglite') throw new Error('--db must be postgres or pglite');
  const pgUrl = flags.get('pg-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const mqttUrl = flags.get('mqtt-url') ?? 'mqtt://127.0.0.1:1883';
  for (const u of [pgUrl, ...(mqttUrl === 'private' ? [] : [mqttUrl])]) {
    const host = new URL(u).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`${u}: the soak only talks to 127.0.0.1`);
  }
  const minutes = num('minutes', 30, 1, 24 * 60);
  if (!Number.isInteger(minutes)) throw new Error('--minutes must be a whole number');
  return {
    minutes,
    db: db as 'postgres' | 'pglite',
    rate: Math.round(num('rate', 1000, 1, 100_000)),
    devices: Math.round(num('devices', 50, 2, 2000)),
    users: Math.round(num('users', 50, 0, 2000)),
    tilesEvery: num('tiles-every', 2, 0, 3600),
    mqttUrl,
    pgUrl,
    out: path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md')),
    write: flags.get('no-write') !== 'true',
  };
}

const args = parseArgs(process.argv.slice(2));
const T0 = performance.now();
const log = (msg: string) => console.log(`[${((performance.now() - T0) / 1000).toFixed(0).padStart(5)} s] ${msg}`);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

const { cleanups, runCleanups } = cleanupRegistry();

// ---------------------------------------------------------------------------------------------
// Broker, server, /proc figures
// ---------------------------------------------------------------------------------------------

/** A Mosquitto of our own on a free loopback port, so the soak's traffic reaches no other server. */
async function privateBroker(): Promise<string> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-soak-mosquitto-'));
  const conf = path.join(dir, 'mosquitto.conf');
  writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 100000\n`);
  const child: ChildProcess = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push({
    what: 'stop the private broker',
    run: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  });
  await waitForPort(port, child, 'the private Mosquitto did not start (is `mosquitto` installed?)');
  return `mqtt://127.0.0.1:${port}`;
}

const CLK_TCK = 100;
function procCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / CLK_TCK;
  } catch {
    return NaN;
  }
}
function machineBusySeconds(): number {
  const v = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (v.slice(0, 8).reduce((a, b) => a + b, 0) - v[3]! - v[4]!) / CLK_TCK;
}
function dirSize(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : statSync(p).size;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// HTTP for the setup (fetch is fine here: nothing of it is timed)
// ---------------------------------------------------------------------------------------------

async function api<T>(base: string, method: string, urlPath: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function waitForMqtt(base: string) {
  for (let i = 0; i < 150; i++) {
    const h = (await fetch(`${base}/api/health`)
      .then((r) => r.json())
      .catch(() => ({}))) as { mqtt?: string };
    if (h.mqtt === 'ok') return;
    await sleep(200);
  }
  throw new Error('the server did not connect to the broker within 30 s');
}

function startWorker<T>(file: string, data: T) {
  const href = new URL(file, import.meta.url).href;
  // Worker threads do not inherit tsx's loader: register it in the worker first (as bench/sensors.ts does).
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(href)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const m = machine();
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const command = `node --import tsx bench/soak.ts${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}`;
  log(
    `${m.cpu}, ${m.cores} cores; ${args.minutes} min on ${args.db}; ${fmt(args.rate)} readings/s; ${args.devices} devices; ${args.users} users`,
  );

  const mqttUrl = args.mqttUrl === 'private' ? await privateBroker() : args.mqttUrl;
  const serverProblems: string[] = [];
  let serverProblemCount = 0;
  const mqttClientId = `agrim-soak-${runId}`;
  const t0 = performance.now();
  const server: BenchServer = await startServer({
    name: 'soak',
    db: args.db === 'postgres' ? 'PostgreSQL' : 'PGlite',
    pgAdminUrl: args.pgUrl,
    env: {
      MQTT_URL: mqttUrl,
      MQTT_CLIENT_ID: mqttClientId,
      ACCESS_TOKEN_TTL_SECONDS: String(Math.min(86_400, args.minutes * 60 + 1800)),
    },
    onLine: (line, stream) => {
      // pino: 40 warn, 50 error, 60 fatal; plain text counts when on stderr
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level ? Number(level) >= 40 : stream === 'stderr') {
        serverProblemCount += 1;
        if (serverProblems.length < 10) serverProblems.push(line.slice(0, 600));
      }
    },
  });
  // Cleanups run in reverse: the server stops (and drops its database) before its MQTT session is ended.
  cleanups.push({ what: "end the server's MQTT session", run: () => dropMqttSession(mqttUrl, mqttClientId) });
  cleanups.push({ what: 'stop the server and drop its database', run: () => server.stop() });
  let pgClient: pg.Client | null = null;
  await waitForMqtt(server.base);
  const startupMs = performance.now() - t0;
  log(`server healthy on ${server.base} after ${ms(startupMs)} (pid ${server.pid})`);

  // Setup: farms of 5 devices, half of the devices on HTTP and half on MQTT, users who are members of their device's farm.
  const admin = await server.token();
  const perFarm = 5;
  const farms: string[] = [];
  for (let f = 0; f < Math.ceil(args.devices / perFarm); f++)
    farms.push((await api<{ data: { id: string } }>(server.base, 'POST', '/api/farms', admin, { name: `Soak farm ${f + 1}` })).data.id);
  const devices: Array<SoakDevice & { farmId: string }> = [];
  for (let i = 0; i < args.devices; i++) {
    const farmId = farms[Math.floor(i / perFarm)]!;
    const r = await api<{ data: { id: string }; deviceKey: string }>(server.base, 'POST', `/api/farms/${farmId}/devices`, admin, {
      name: `soak-${i + 1}`,
    });
    devices.push({ id: r.data.id, key: r.deviceKey, transport: i % 2 === 0 ? 'http' : 'mqtt', farmId });
  }
  const users: SoakUser[] = [];
  let admins = 0;
  for (let u = 0; u < args.users; u++) {
    const device = devices[u % devices.length]!;
    const role = u % 5 === 4 ? 'Admin' : 'User';
    if (role === 'Admin') admins += 1;
    const email = `soak-${runId}-${u + 1}@agrim.test`;
    const password = `Soak-${randomBytes(12).toString('base64url')}`;
    await api(server.base, 'POST', '/api/create/user', admin, { email, password, role, display_name: `Soak user ${u + 1}` });
    if (role === 'User') await api(server.base, 'POST', `/api/farms/${device.farmId}/members`, admin, { email });
    const { token } = await api<{ token: string }>(server.base, 'POST', '/api/auth/login', null, { email, password });
    users.push({ token, deviceId: device.id, transport: device.transport });
  }
  log(`setup: ${farms.length} farms, ${devices.length} devices, ${users.length} users (${admins} Admin)`);

  if (server.databaseUrl) {
    pgClient = new pg.Client({ connectionString: server.databaseUrl });
    await pgClient.connect();
    const c = pgClient;
    cleanups.push({ what: 'close the sampling connection', run: () => c.end() });
  }
  const dbSize = async (): Promise<number> =>
    pgClient
      ? Number((await pgClient.query<{ s: string }>('select pg_database_size(current_database())::text s')).rows[0]!.s)
      : dirSize(server.dataDir);
  const pgPids = async (): Promise<number[]> =>
    pgClient
      ? (
          await pgClient.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          )
        ).rows.map((r) => r.pid)
      : [];

  // Load: both threads get ready (MQTT devices connected), then the clock starts for both at once.
  let startAt = Infinity;
  const ready: Array<Promise<void>> = [];
  const windows = Array.from({ length: args.minutes }, () => new Window());
  let aborted: string | null = null;
  const done = new Map<Worker, Extract<SoakMessage, { type: 'done' }>>();
  const workers: Worker[] = [];
  const finished: Array<Promise<void>> = [];
  const watch = (w: Worker, name: string) => {
    workers.push(w);
    ready.push(new Promise<void>((resolve) => w.on('message', (msg: { type: string }) => msg.type === 'ready' && resolve())));
    finished.push(
      new Promise<void>((resolve) => {
        w.on('message', (msg: SoakMessage | { type: 'ready' } | { type: 'fatal'; message: string }) => {
          if (msg.type === 'tick') windows[Math.min(args.minutes - 1, Math.max(0, Math.floor((msg.at - startAt) / 60_000)))]!.addTick(msg);
          else if (msg.type === 'done') {
            done.set(w, msg);
            resolve();
          } else if (msg.type === 'fatal') {
            aborted ??= `${name} thread failed: ${msg.message}`;
            resolve();
          }
        });
        w.on('error', (err) => {
          aborted ??= `${name} thread failed: ${err.message}`;
          resolve();
        });
        w.on('exit', () => resolve());
      }),
    );
    cleanups.push({ what: `stop the ${name} thread`, run: () => w.terminate() });
  };
  const port = Number(new URL(server.base).port);
  watch(
    startWorker<SoakDevicesInput>('./soak-devices.ts', {
      port,
      mqttUrl,
      runId,
      devices: devices.map(({ id, key, transport }) => ({ id, key, transport })),
      rate: args.rate,
      timeoutMs: REQUEST_TIMEOUT_MS,
    }),
    'devices',
  );
  watch(
    startWorker<SoakUsersInput>('./soak-users.ts', {
      port,
      users,
      // Every device has reported by then: no user asks for a device that has no reading yet.
      delayMs: 5000,
      timeoutMs: REQUEST_TIMEOUT_MS,
      latestDataEveryMs: 5000,
      tilesEveryMs: args.tilesEvery * 1000,
      chartEveryMs: [30_000, 60_000],
      fertigationEveryMs: 30_000,
    }),
    'users',
  );

  await Promise.race([
    Promise.all(ready),
    Promise.all(finished).then(() => {
      throw new Error(aborted ?? 'a load thread ended before it was ready');
    }),
  ]);
  startAt = Date.now() + 1000;
  const endAt = startAt + args.minutes * 60_000;
  for (const w of workers) w.postMessage({ type: 'start', startAt });

  // Sampling every 10 s until the end; a line per minute on the console.
  const startedAt = new Date(startAt).toISOString();
  const samples: Sample[] = [];
  await sleep(Math.max(0, startAt - Date.now()));
  const dbStart = await dbSize();
  let prev = { t: performance.now(), server: procCpuSeconds(server.pid), machine: machineBusySeconds(), pg: new Map<number, number>() };
  for (const pid of await pgPids()) prev.pg.set(pid, procCpuSeconds(pid));
  let reported = 0;
  while (Date.now() < endAt && !aborted) {
    await sleep(Math.min(SAMPLE_MS, endAt - Date.now()));
    let rss: number;
    try {
      rss = server.rss();
    } catch {
      aborted = 'the server process is gone';
      break;
    }
    const now = { t: performance.now(), server: procCpuSeconds(server.pid), machine: machineBusySeconds(), pg: new Map<number, number>() };
    for (const pid of await pgPids()) now.pg.set(pid, procCpuSeconds(pid));
    const wall = (now.t - prev.t) / 1000;
    let pgS = 0;
    for (const [pid, s] of now.pg) if (Number.isFinite(s)) pgS += s - (prev.pg.get(pid) ?? s);
    samples.push({
      t: (Date.now() - startAt) / 1000,
      rss,
      serverCpu: ((now.server - prev.server) / wall) * 100,
      pgCpu: pgClient ? (pgS / wall) * 100 : null,
      machineCpu: ((now.machine - prev.machine) / wall) * 100,
      loadAvg: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    });
    prev = now;
    // A minute is complete once its last tick is in (threads tick every second).
    while (reported < args.minutes && Date.now() >= startAt + (reported + 1) * 60_000 + 1500) {
      const w = windows[reported]!;
      const p99 = (k: string) => ms(w.summary(k).p99);
      log(
        `minute ${reported + 1}: ${fmt((w.n('acked.http') + w.n('acked.mqtt')) / 60)} readings/s acked; p99 HTTP ${p99('ingest.http')}, MQTT ${p99('ingest.mqtt')}, ` +
          `latest/data ${p99('GET /agri/latest/data')}, data ${p99('GET /agri/data')}, latest ${p99('GET /agri/latest')}, SSE lag ${p99('sse.lag')}; ` +
          `errors ${w.errorTotal()}; RSS ${mib(rss)}; server CPU ${fmt(samples[samples.length - 1]!.serverCpu)}%`,
      );
      if (w.errors.length) log(`  first errors: ${w.errors.slice(0, 3).join(' | ')}`);
      reported += 1;
    }
  }

  // Stop the load, let what is in flight settle, then compare what is stored with what was acknowledged.
  log(aborted ? `aborting: ${aborted}` : 'load finished; waiting for requests in flight');
  for (const w of workers) w.postMessage({ type: 'stop' });
  await Promise.race([Promise.all(finished), sleep(REQUEST_TIMEOUT_MS + 20_000)]);
  const acked: Record<string, number> = {};
  const sent: Record<string, number> = {};
  for (const d of done.values()) {
    for (const [k, v] of Object.entries(d.ackedByDevice ?? {})) acked[k] = (acked[k] ?? 0) + v;
    for (const [k, v] of Object.entries(d.sentByDevice ?? {})) sent[k] = (sent[k] ?? 0) + v;
  }
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  let stored: number | null = null;
  const storedMismatch: string[] = [];
  const alive = (() => {
    try {
      return server.rss() > 0;
    } catch {
      return false;
    }
  })();
  let drainSeconds = 0;
  if (alive) {
    const token = await server.token();
    const range = { startOffset: kolkataDay(new Date(startAt - DAY)), endOffset: kolkataDay(new Date(Date.now() + DAY)) };
    const count = async () => {
      const byDevice = new Map<string, number>();
      for (const d of devices) {
        const q = new URLSearchParams({ deviceId: d.id, ...range });
        byDevice.set(d.id, (await api<{ rawCount: number }>(server.base, 'GET', `/agri/data?${q}`, token)).rawCount);
      }
      return byDevice;
    };
    // The broker acknowledges an MQTT message before the server stores it: wait for its queue to drain
    // (every acknowledged reading there), giving up once nothing changed for 15 s.
    const d0 = performance.now();
    let counts = await count();
    let total = sum(Object.fromEntries(counts));
    let changedAt = performance.now();
    while (devices.some((d) => counts.get(d.id)! < (acked[d.id] ?? 0)) && performance.now() - changedAt < 15_000) {
      await sleep(1000);
      counts = await count();
      const t = sum(Object.fromEntries(counts));
      if (t !== total) changedAt = performance.now();
      total = t;
    }
    drainSeconds = (performance.now() - d0) / 1000;
    stored = total;
    for (const d of devices) {
      const n = counts.get(d.id)!;
      const a = acked[d.id] ?? 0;
      const s = sent[d.id] ?? 0;
      // Exactly once: nothing acknowledged is missing, nothing is stored twice or from nowhere.
      if (n < a || n > s) storedMismatch.push(`device ${d.id} (${d.transport}): ${n} stored, ${a} acknowledged, ${s} sent`);
    }
  }
  const dbEnd = await dbSize();
  log(
    `stored ${stored === null ? '?' : fmt(stored)}, acknowledged ${fmt(sum(acked))}, sent ${fmt(sum(sent))} (checked for ${fmt(drainSeconds, 1)} s)`,
  );

  const result: SoakResult = {
    command,
    startedAt,
    db:
      args.db === 'postgres'
        ? `PostgreSQL ${pgClient ? (await pgClient.query<{ v: string }>("select current_setting('server_version') v")).rows[0]!.v : ''} on 127.0.0.1 (a scratch database, dropped afterwards)`
        : 'PGlite in the server process (a temp data dir, removed afterwards)',
    broker: args.mqttUrl === 'private' ? `a private Mosquitto (${mqttUrl})` : mqttUrl,
    minutes: args.minutes,
    rate: args.rate,
    devices: { http: devices.filter((d) => d.transport === 'http').length, mqtt: devices.filter((d) => d.transport === 'mqtt').length },
    users: { total: users.length, admins },
    tilesEverySeconds: args.tilesEvery,
    windows,
    samples,
    dbSize: { start: dbStart, end: dbEnd, what: pgClient ? 'pg_database_size' : 'PGlite data dir' },
    sent: sum(sent),
    acked: sum(acked),
    stored,
    storedMismatch,
    drainSeconds,
    serverProblems,
    serverProblemCount,
    startupMs,
    aborted,
  };
  await runCleanups();
  // What the server printed while stopping belongs to the run too.
  result.serverProblems = [...serverProblems];
  result.serverProblemCount = serverProblemCount;
  const md = report(result, m);
  console.log(`\n${md}`);
  if (args.write) {
    writeSection(args.out, 'soak', md);
    log(`wrote the soak section of ${path.relative(process.cwd(), args.out)}`);
  }
  if (aborted) process.exitCode = 1;
}

void main().catch(async (err) => {
  console.error(err);
  await runCleanups();
  process.exit(1);
});
