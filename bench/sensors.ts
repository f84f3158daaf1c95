/**
 * Benchmark of the sensor data platform (not a test): starts the real server as a child process on
 * PGlite and/or PostgreSQL, drives it over HTTP and MQTT on 127.0.0.1 only, prints the figures and
 * writes them to bench/RESULTS.md. See bench/README.md.
 *
 *   node --import tsx bench/sensors.ts [--db=pglite|postgres|both] [--quick] [--workers=N]
 *                                      [--pg-url=postgres://postgres@127.0.0.1:5432/postgres]
 *                                      [--mqtt-url=mqtt://127.0.0.1:1883] [--out=bench/RESULTS.md]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { parseFlags, writeSection } from './results.js';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { kolkataDay, MAX_BATCH_READINGS, MAX_CHART_POINTS, METRIC_INFO, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import mqtt from 'mqtt';
import pg from 'pg';
import type { LoadWorkerInput, LoadWorkerResult } from './load-worker.js';
import { cleanupRegistry } from './cleanups.js';
import { dropMqttSession } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

type DbKind = 'pglite' | 'postgres';

function parseArgs(argv: string[]) {
  const flags = parseFlags(argv, ['db', 'quick', 'workers', 'pg-url', 'mqtt-url', 'out']);
  const db = flags.get('db') ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error('--db must be pglite, postgres or both');
  const quick = flags.get('quick') === 'true';
  const pgUrl = flags.get('pg-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const mqttUrl = flags.get('mqtt-url') ?? 'mqtt://127.0.0.1:1883';
  for (const u of [pgUrl, mqttUrl]) {
    const host = new URL(u).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`${u}: the bench only talks to 127.0.0.1`);
  }
  const workers = Number(flags.get('workers') ?? 2);
  if (!Number.isInteger(workers) || workers < 1 || workers > 16) throw new Error('--workers must be 1..16');
  const out = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', quick ? 'RESULTS.quick.md' : 'RESULTS.md'));
  return { dbs: (db === 'both' ? ['pglite', 'postgres'] : [db]) as DbKind[], quick, pgUrl, mqttUrl, workers, out };
}

const args = parseArgs(process.argv.slice(2));

/** Sizes of each phase; `--quick` is a smoke run of the same steps. */
const SIZE = args.quick
  ? {
      httpReadings: 20_000,
      httpDevices: 4,
      mqttReadings: 10_000,
      mqttDevices: 2,
      yearMinutes: 30 * 1440,
      chartRequests: 10,
      latestSeconds: 3,
    }
  : {
      httpReadings: 200_000,
      httpDevices: 8,
      mqttReadings: 100_000,
      mqttDevices: 4,
      yearMinutes: 525_600,
      chartRequests: 50,
      latestSeconds: 15,
    };
const BATCH = MAX_BATCH_READINGS; // 5,000 readings per HTTP call
const HTTP_CONCURRENCY = 4;
const MQTT_MESSAGE_READINGS = 500;
const LATEST_CONCURRENCY = 50;
const LATEST_WARMUP_MS = args.quick ? 1000 : 3000;
const CHART_WARMUP = 3;

const TARGET = { httpPerSec: 20_000, mqttPerSec: 5_000, chartP99Ms: 150, chartPoints: MAX_CHART_POINTS, latestP99Ms: 20, latestRps: 3_000 };

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (n: number) => (n >= 100 ? `${fmt(n)} ms` : `${fmt(n, n >= 10 ? 1 : 2)} ms`);
const bytes = (n: number) => (n >= 1024 * 1024 ? `${fmt(n / 1024 / 1024, 2)} MiB` : n >= 1024 ? `${fmt(n / 1024, 1)} KiB` : `${n} B`);
const log = (msg: string) => console.log(`[${((performance.now() - T0) / 1000).toFixed(1).padStart(6)} s] ${msg}`);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const T0 = performance.now();

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}
function stats(values: ArrayLike<number>) {
  const sorted = Float64Array.from(values).sort();
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

/** "met", or by how much the figure falls short (higher-is-better or lower-is-better). */
function atLeast(actual: number, target: number) {
  return actual >= target ? 'met' : `missed by ${fmt(((target - actual) / target) * 100, 1)}%`;
}
function atMost(actual: number, target: number) {
  return actual <= target ? 'met' : `missed by ${fmt(((actual - target) / target) * 100, 1)}%`;
}
function combine(parts: Array<[string, string]>) {
  const missed = parts.filter(([, v]) => v !== 'met');
  return missed.length === 0 ? 'met' : missed.map(([k, v]) => `${k} ${v}`).join('; ');
}

async function pool<T>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(p) : statSync(p).size;
  }
  return total;
}

const { cleanups, runCleanups } = cleanupRegistry();

// ---------------------------------------------------------------------------------------------
// HTTP client (node:http, keep-alive) for the setup, the ingestion and the chart requests
// ---------------------------------------------------------------------------------------------

interface Res {
  status: number;
  body: Buffer;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function call(
  port: number,
  method: string,
  urlPath: string,
  opts: { token?: string; deviceKey?: string; body?: Buffer | string; json?: unknown } = {},
): Promise<Res> {
  const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.body;
  const headers: Record<string, string | number> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.deviceKey) headers['x-device-key'] = opts.deviceKey;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function callJson<T>(port: number, method: string, urlPath: string, opts: Parameters<typeof call>[3] = {}, expect = [200, 201]) {
  const res = await call(port, method, urlPath, opts);
  if (!expect.includes(res.status)) throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${res.body.toString('utf8').slice(0, 300)}`);
  return JSON.parse(res.body.toString('utf8')) as T;
}

// ---------------------------------------------------------------------------------------------
// Readings: deterministic, in range, 1-minute spacing, generated once and reused for both databases
// ---------------------------------------------------------------------------------------------

let seed = 0x2f6e2b1;
function rand() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const BASE: Record<SensorMetric, [number, number, number]> = {
  // centre, daily swing, noise (values are then clamped to METRIC_INFO)
  nitrogen: [140, 15, 6],
  phosphorus: [45, 5, 3],
  potassium: [180, 20, 8],
  temperature: [26, 6, 0.5],
  moisture: [38, 8, 1.5],
  conductivity: [850, 120, 40],
  ph: [6.8, 0.3, 0.05],
};
function reading(t: number) {
  const phase = Math.sin(((t % DAY) / DAY) * 2 * Math.PI);
  const r: Record<string, string | number> = { timestamp: new Date(t).toISOString() };
  for (const m of SENSOR_METRICS) {
    const [c, swing, noise] = BASE[m];
    const v = c + swing * phase + noise * (rand() * 2 - 1);
    r[m] = Math.round(Math.min(METRIC_INFO[m].max, Math.max(METRIC_INFO[m].min, v)) * 100) / 100;
  }
  return r;
}
/** `count` readings one minute apart ending at `endMs`, serialised as bodies of `per` readings. */
function bodies(endMs: number, count: number, per: number): Array<{ body: Buffer; n: number; lastTs: number }> {
  const out = [];
  const first = endMs - (count - 1) * MINUTE;
  for (let i = 0; i < count; i += per) {
    const n = Math.min(per, count - i);
    const rs = Array.from({ length: n }, (_v, k) => reading(first + (i + k) * MINUTE));
    out.push({ body: Buffer.from(JSON.stringify({ readings: rs })), n, lastTs: first + (i + n - 1) * MINUTE });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Machine
// ---------------------------------------------------------------------------------------------

/** The code under test: commit, and whether the server's sources differ from it (others may be editing). */
function gitState(): string {
  try {
    const git = (...a: string[]) =>
      execFileSync('git', a, { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const head = git('log', '-1', '--format=%h %cI %s');
    const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/contracts').split('\n').filter(Boolean).length;
    return `${head}${dirty ? ` (+ ${dirty} uncommitted change(s) under apps/server, packages/contracts)` : ' (apps/server and packages/contracts as committed)'}`;
  } catch {
    return 'unknown (no git)';
  }
}

function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const memKb = Number(/MemTotal:\s+(\d+)/.exec(meminfo)?.[1] ?? 0);
  let clkTck = 100;
  try {
    clkTck = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    /* default */
  }
  const version = (pkg: string) => {
    try {
      return (JSON.parse(readFileSync(path.join(REPO, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      return '?';
    }
  };
  return {
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    cpuinfoProcessors: (cpuinfo.match(/^processor\s*:/gm) ?? []).length,
    memGiB: memKb / 1024 / 1024,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    clkTck,
    versions: { pglite: version('@electric-sql/pglite'), fastify: version('fastify'), pg: version('pg'), mqtt: version('mqtt') },
    git: gitState(),
  };
}
const MACHINE = machine();

// ---------------------------------------------------------------------------------------------
// The server under test
// ---------------------------------------------------------------------------------------------

/** Settings the server reads; cleared from the inherited environment so only ours apply. */
const SERVER_SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'JWT_SECRET',
  'ACCESS_TOKEN_TTL_SECONDS',
  'REFRESH_TOKEN_TTL_DAYS',
  'CUSTOM_TOKEN_TTL_MINUTES',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'LOGIN_MAX_FAILURES',
  'LOGIN_WINDOW_MINUTES',
  'BODY_LIMIT_BYTES',
  'COOKIE_SECURE',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'WEB_DIST',
  'MQTT_URL',
  'MQTT_CLIENT_ID',
  'SIMULATOR',
  'SIMULATOR_INTERVAL_SECONDS',
  'INGEST_BODY_LIMIT_BYTES',
];

class ServerProcess {
  readonly logLines: string[] = [];
  readonly problems: string[] = [];
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> | null = null;
  exitCode: number | null | undefined = undefined;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get pid() {
    return this.child?.pid ?? 0;
  }

  start() {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of SERVER_SETTINGS) delete env[k];
    Object.assign(env, this.env);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.exitCode = code;
        resolve(code);
      }),
    );
    const onData = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        this.logLines.push(line);
        if (this.logLines.length > 300) this.logLines.shift();
        // pino: level 40 = warn, 50 = error, 60 = fatal; plain text counts when on stderr
        const level = /^\{"level":(\d+)/.exec(line)?.[1];
        if (level ? Number(level) >= 40 : stream === 'stderr') this.problems.push(line.slice(0, 400));
      }
    };
    child.stdout!.on('data', onData('stdout'));
    child.stderr!.on('data', onData('stderr'));
  }

  async waitHealthy(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (this.exitCode !== undefined)
        throw new Error(`server exited (${this.exitCode}) during start:\n${this.logLines.slice(-20).join('\n')}`);
      try {
        const res = await call(this.port, 'GET', '/api/health');
        last = res.body.toString('utf8');
        const body = JSON.parse(last) as { status: string };
        if (res.status === 200 && body.status === 'ok') return JSON.parse(last) as Record<string, unknown>;
      } catch (err) {
        last = (err as Error).message;
      }
      await sleep(200);
    }
    throw new Error(`server not healthy after ${timeoutMs} ms (last answer: ${last})`);
  }

  peakRssBytes(): number {
    try {
      const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'))?.[1];
      return Number(kb) * 1024;
    } catch {
      return NaN;
    }
  }

  async stop() {
    const child = this.child;
    if (!child || this.exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await this.exited;
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// CPU accounting: the machine is shared, so every phase records who used the CPU while it ran
// ---------------------------------------------------------------------------------------------

/** utime+stime of a process in seconds (NaN once it is gone). */
function procCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / MACHINE.clkTck;
  } catch {
    return NaN;
  }
}
/** Busy CPU seconds of the whole machine, all cores (/proc/stat: everything but idle and iowait). */
function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - v[3]! - v[4]!) / MACHINE.clkTck;
}
const loadAvg1 = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** CPU used during a phase, in % of one core (the machine has cores × 100%). */
interface CpuShare {
  wallS: number;
  serverPct: number;
  benchPct: number;
  pgPct: number | null;
  othersPct: number;
  machinePct: number;
  loadAvg: number;
}

class CpuMeter {
  constructor(
    private readonly serverPid: () => number,
    /** Backends serving the bench database (PostgreSQL only). */
    private readonly pgPids: (() => Promise<number[]>) | null,
  ) {}

  private async pgCpu(): Promise<Map<number, number>> {
    const m = new Map<number, number>();
    if (this.pgPids) for (const pid of await this.pgPids()) m.set(pid, procCpuSeconds(pid));
    return m;
  }

  async begin() {
    const pg0 = await this.pgCpu();
    return {
      t: performance.now(),
      machine: machineBusySeconds(),
      server: procCpuSeconds(this.serverPid()),
      bench: process.cpuUsage(),
      pg0,
    };
  }

  async end(b: Awaited<ReturnType<CpuMeter['begin']>>): Promise<CpuShare> {
    const machine = machineBusySeconds() - b.machine;
    const server = procCpuSeconds(this.serverPid()) - b.server;
    const c = process.cpuUsage(b.bench);
    const bench = (c.user + c.system) / 1e6;
    const wallS = (performance.now() - b.t) / 1000;
    let pgS: number | null = null;
    if (this.pgPids) {
      // Backends that exist at the end; one that started during the phase counts whole (approximate).
      pgS = 0;
      for (const [pid, now] of await this.pgCpu()) if (Number.isFinite(now)) pgS += now - (b.pg0.get(pid) ?? 0);
    }
    const pct = (x: number) => (x / wallS) * 100;
    return {
      wallS,
      serverPct: pct(server),
      benchPct: pct(bench),
      pgPct: pgS === null ? null : pct(pgS),
      othersPct: Math.max(0, pct(machine - server - bench - (pgS ?? 0))),
      machinePct: pct(machine),
      loadAvg: loadAvg1(),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// One database: start, load, measure, stop, clean up
// ---------------------------------------------------------------------------------------------

interface Datasets {
  endMs: number;
  httpPerDevice: ReturnType<typeof bodies>[];
  mqttPerDevice: ReturnType<typeof bodies>[];
  year: ReturnType<typeof bodies>;
  warmHttp: ReturnType<typeof bodies>;
  warmMqtt: ReturnType<typeof bodies>;
}

interface DeviceReg {
  id: string;
  key: string;
}

interface ChartFigures {
  label: string;
  startOffset: string;
  endOffset: string;
  n: number;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
  points: number;
  pointsMax: number;
  rawCount: number;
  downsampled: boolean;
  bucketSeconds: number | null;
  startAdjusted: boolean;
  range: { start: string; end: string };
}

interface DbResult {
  kind: DbKind;
  dbInfo: string;
  startupMs: number;
  http: {
    stored: number;
    expected: number;
    accepted: number;
    wallMs: number;
    perSec: number;
    batchP50: number;
    batchP99: number;
    failures: string[];
  };
  bulk: { stored: number; expected: number; wallMs: number; perSec: number; failures: string[] };
  mqtt: { stored: number; expected: number; wallMs: number; publishMs: number; perSec: number; complete: boolean };
  charts: ChartFigures[];
  latest: {
    seconds: number;
    ok: number;
    rps: number;
    p50: number;
    p99: number;
    max: number;
    errors: number;
    statuses: Record<string, number>;
    workers: number;
    clientElu: number[];
    cpu: CpuShare;
    firstError: string | null;
  };
  serverPeakRss: number;
  storage: string;
  problems: string[];
  phases: Array<{ name: string; cpu: CpuShare }>;
  stopSeconds: number;
  totalSeconds: number;
}

async function dataOf(port: number, token: string, deviceId: string, startOffset: string, endOffset: string) {
  const q = new URLSearchParams({ deviceId, startOffset, endOffset });
  return callJson<{ rawCount: number; data: unknown[]; downsampled: boolean; bucketSeconds: number | null; startAdjusted: boolean }>(
    port,
    'GET',
    `/agri/data?${q}`,
    { token },
  );
}

async function storedCount(port: number, token: string, deviceId: string, firstMs: number) {
  // The range runs from the Kolkata day of the first reading to tomorrow, so it covers everything sent.
  return (await dataOf(port, token, deviceId, kolkataDay(new Date(firstMs)), kolkataDay(new Date(Date.now() + DAY)))).rawCount;
}

async function runDatabase(kind: DbKind, data: Datasets): Promise<DbResult> {
  const tStart = performance.now();
  const phases: Array<{ name: string; cpu: CpuShare }> = [];
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SIMULATOR: 'false',
    ADMIN_EMAIL: 'bench@agrim.local',
    ADMIN_PASSWORD: `bench-${randomBytes(9).toString('base64url')}`,
    // A fresh server per database; a longer token life only spares a re-login in long runs.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    MQTT_URL: args.mqttUrl,
    MQTT_CLIENT_ID: `agrim-bench-${runId}`,
  };

  let dbInfo = '';
  let measureStorage: () => Promise<string> = async () => '';
  let pgPids: (() => Promise<number[]>) | null = null;
  let chartsFrom: Date | null = null;
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-bench-'));
    cleanups.push({ what: `remove ${dir}`, run: () => rmSync(dir, { recursive: true, force: true }) });
    env.DATA_DIR = dir;
    dbInfo = `PGlite ${MACHINE.versions.pglite} (in the server process), data dir in ${os.tmpdir()}`;
    measureStorage = async () => `data dir ${bytes(dirSize(dir))}`;
  } else {
    const admin = new pg.Client({ connectionString: args.pgUrl });
    await admin.connect();
    const name = `agrim_bench_${runId}`;
    const settings = await admin.query<{ v: string; sc: string; fs: string; sb: string }>(
      `select current_setting('server_version') v, current_setting('synchronous_commit') sc, current_setting('fsync') fs, current_setting('shared_buffers') sb`,
    );
    await admin.query(`create database "${name}"`);
    cleanups.push({
      what: `drop database ${name}`,
      run: async () => {
        const c = new pg.Client({ connectionString: args.pgUrl });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    });
    // Kept open to find the backends of the bench database for the CPU accounting.
    cleanups.push({ what: 'close the admin connection', run: () => admin.end() });
    pgPids = async () =>
      (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])).rows.map((r) => r.pid);
    const url = new URL(args.pgUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    const s = settings.rows[0]!;
    dbInfo = `PostgreSQL ${s.v} on 127.0.0.1 (synchronous_commit=${s.sc}, fsync=${s.fs}, shared_buffers=${s.sb}); server pool max 10`;
    measureStorage = async () => {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      const r = await c.query<{ t: string; d: string; an: Date | null; va: Date | null }>(
        `select pg_total_relation_size('readings')::text t, pg_database_size(current_database())::text d, last_autoanalyze an, last_autovacuum va
         from pg_stat_user_tables where relname = 'readings'`,
      );
      await c.end();
      const row = r.rows[0]!;
      const when = (d: Date | null) => (d ? `${d.toISOString().slice(11, 19)} UTC` : 'never');
      return (
        `readings table ${bytes(Number(row.t))}, database ${bytes(Number(row.d))}; ` +
        `autoanalyze of readings last ran ${when(row.an)}, autovacuum ${when(row.va)} (charts measured from ${when(chartsFrom)})`
      );
    };
  }

  const port = await freePort();
  env.PORT = String(port);
  const server = new ServerProcess(port, env);
  const meter = new CpuMeter(() => server.pid, pgPids);
  cleanups.push({
    what: 'stop the server and its MQTT session',
    run: async () => {
      await server.stop();
      await dropMqttSession(args.mqttUrl, env.MQTT_CLIENT_ID!);
    },
  });

  log(`${kind}: starting the server on 127.0.0.1:${port}`);
  const t = performance.now();
  server.start();
  await server.waitHealthy(90_000);
  const startupMs = performance.now() - t;
  log(`${kind}: healthy after ${ms(startupMs)}`);

  // Setup: sign in, a farm, devices.
  const { token } = await callJson<{ token: string }>(port, 'POST', '/api/auth/login', {
    json: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
  });
  const farm = await callJson<{ data: { id: string } }>(port, 'POST', '/api/farms', { token, json: { name: `Bench farm ${runId}` } });
  const register = async (name: string): Promise<DeviceReg> => {
    const r = await callJson<{ data: { id: string }; deviceKey: string }>(port, 'POST', `/api/farms/${farm.data.id}/devices`, {
      token,
      json: { name },
    });
    return { id: r.data.id, key: r.deviceKey };
  };
  const httpDevices: DeviceReg[] = [];
  for (let i = 0; i < SIZE.httpDevices; i++) httpDevices.push(await register(`http-${i + 1}`));
  const mqttDevices: DeviceReg[] = [];
  for (let i = 0; i < SIZE.mqttDevices; i++) mqttDevices.push(await register(`mqtt-${i + 1}`));
  const yearDevice = await register('year');
  const warmDevice = await register('warmup');

  const ingest = async (dev: DeviceReg, body: Buffer) => {
    const res = await call(port, 'POST', `/api/v1/devices/${dev.id}/readings`, { deviceKey: dev.key, body });
    if (res.status !== 200)
      return { ok: false as const, ms: res.ms, error: `HTTP ${res.status} ${res.body.toString('utf8').slice(0, 200)}` };
    const r = JSON.parse(res.body.toString('utf8')) as { accepted: number; duplicates: number; rejected: unknown[] };
    return { ok: true as const, ms: res.ms, accepted: r.accepted, duplicates: r.duplicates, rejected: r.rejected.length };
  };

  // Warm-up (JIT, connection pool) on a device of its own.
  for (const b of data.warmHttp) await ingest(warmDevice, b.body);

  // (a) HTTP batch ingestion over several devices.
  let m = await meter.begin();
  log(`${kind}: (a) HTTP ingestion of ${fmt(SIZE.httpReadings)} readings, batches of ${fmt(BATCH)}, concurrency ${HTTP_CONCURRENCY}`);
  const jobs: Array<{ dev: DeviceReg; body: Buffer; n: number }> = [];
  const perDevice = data.httpPerDevice[0]!.length;
  for (let b = 0; b < perDevice; b++)
    for (let d = 0; d < httpDevices.length; d++) jobs.push({ dev: httpDevices[d]!, ...data.httpPerDevice[d]![b]! });
  const httpLat: number[] = [];
  const httpFailures: string[] = [];
  let httpAccepted = 0;
  const a0 = performance.now();
  await pool(jobs, HTTP_CONCURRENCY, async (job) => {
    const r = await ingest(job.dev, job.body);
    httpLat.push(r.ms);
    if (r.ok) httpAccepted += r.accepted;
    else httpFailures.push(r.error);
  });
  const httpWall = performance.now() - a0;
  const httpFirst = data.endMs - (SIZE.httpReadings / SIZE.httpDevices - 1) * MINUTE;
  let httpStored = 0;
  for (const dev of httpDevices) httpStored += await storedCount(port, token, dev.id, httpFirst);
  const httpStats = stats(httpLat);
  const httpResult = {
    stored: httpStored,
    expected: SIZE.httpReadings,
    accepted: httpAccepted,
    wallMs: httpWall,
    perSec: (httpStored / httpWall) * 1000,
    batchP50: httpStats.p50,
    batchP99: httpStats.p99,
    failures: httpFailures.slice(0, 5),
  };
  log(
    `${kind}: (a) ${fmt(httpStored)} stored in ${ms(httpWall)} = ${fmt(httpResult.perSec)} readings/s (batch p50 ${ms(httpStats.p50)}, p99 ${ms(httpStats.p99)})`,
  );
  phases.push({ name: '(a) HTTP ingestion', cpu: await meter.end(m) });

  // (b) MQTT ingestion, end to end.
  m = await meter.begin();
  log(`${kind}: (b) MQTT ingestion of ${fmt(SIZE.mqttReadings)} readings in messages of ${MQTT_MESSAGE_READINGS}`);
  const mqttResult = await runMqtt(port, token, mqttDevices, warmDevice, data);
  log(
    `${kind}: (b) ${fmt(mqttResult.stored)} queryable ${ms(mqttResult.wallMs)} after the first publish = ${fmt(mqttResult.perSec)} readings/s (publishing took ${ms(mqttResult.publishMs)})`,
  );
  phases.push({ name: '(b) MQTT ingestion', cpu: await meter.end(m) });

  // The 1-year device: one reading a minute, loaded through the HTTP batch endpoint (also a bulk-load figure).
  m = await meter.begin();
  log(`${kind}: loading ${fmt(SIZE.yearMinutes)} 1-minute readings into one device over HTTP`);
  const bulkFailures: string[] = [];
  const y0 = performance.now();
  await pool(data.year, HTTP_CONCURRENCY, async (b) => {
    const r = await ingest(yearDevice, b.body);
    if (!r.ok) bulkFailures.push(r.error);
  });
  const bulkWall = performance.now() - y0;
  const yearFirst = data.endMs - (SIZE.yearMinutes - 1) * MINUTE;
  const yearStored = await storedCount(port, token, yearDevice.id, yearFirst);
  const bulk = {
    stored: yearStored,
    expected: SIZE.yearMinutes,
    wallMs: bulkWall,
    perSec: (yearStored / bulkWall) * 1000,
    failures: bulkFailures.slice(0, 5),
  };
  log(`${kind}: bulk load ${fmt(yearStored)} stored in ${ms(bulkWall)} = ${fmt(bulk.perSec)} readings/s`);
  phases.push({ name: '(a′) bulk load', cpu: await meter.end(m) });

  // (c) Chart latency.
  m = await meter.begin();
  chartsFrom = new Date();
  const today = kolkataDay(new Date());
  const charts: ChartFigures[] = [];
  for (const [label, startOffset] of [
    ['7-day range', kolkataDay(new Date(Date.now() - 6 * DAY))],
    [
      SIZE.yearMinutes >= 525_600 ? '1-year range' : `1-year range (quick: ${fmt(SIZE.yearMinutes / 1440)} days of data)`,
      kolkataDay(new Date(yearFirst)),
    ],
  ] as const) {
    const q = `/agri/data?${new URLSearchParams({ deviceId: yearDevice.id, startOffset, endOffset: today })}`;
    for (let i = 0; i < CHART_WARMUP; i++) await call(port, 'GET', q, { token });
    const lat: number[] = [];
    let size = 0;
    const points = new Set<number>();
    let body: {
      rawCount: number;
      data: unknown[];
      downsampled: boolean;
      bucketSeconds: number | null;
      startAdjusted: boolean;
      range: { start: string; end: string };
    } | null = null;
    for (let i = 0; i < SIZE.chartRequests; i++) {
      const res = await call(port, 'GET', q, { token });
      if (res.status !== 200) throw new Error(`${q}: HTTP ${res.status} ${res.body.toString('utf8').slice(0, 200)}`);
      lat.push(res.ms);
      size = res.body.length;
      body = JSON.parse(res.body.toString('utf8')) as typeof body;
      points.add(body!.data.length);
    }
    const s = stats(lat);
    const c: ChartFigures = {
      label,
      startOffset,
      endOffset: today,
      n: s.n,
      p50: s.p50,
      p99: s.p99,
      max: s.max,
      bytes: size,
      points: body!.data.length,
      pointsMax: Math.max(...points),
      rawCount: body!.rawCount,
      downsampled: body!.downsampled,
      bucketSeconds: body!.bucketSeconds,
      startAdjusted: body!.startAdjusted,
      range: body!.range,
    };
    charts.push(c);
    log(
      `${kind}: (c) ${label}: p50 ${ms(c.p50)}, p99 ${ms(c.p99)}, ${bytes(c.bytes)}, ${c.pointsMax} points per series from ${fmt(c.rawCount)} rows (${c.n} requests)`,
    );
  }
  phases.push({ name: '(c) charts', cpu: await meter.end(m) });

  // (d) Latest reading under concurrent load, from worker threads.
  log(
    `${kind}: (d) GET /agri/latest/data, ${LATEST_CONCURRENCY} connections from ${args.workers} worker thread(s), ${SIZE.latestSeconds} s`,
  );
  const latestPaths = [...httpDevices, ...mqttDevices, yearDevice].map((d) => `/agri/latest/data?deviceId=${d.id}`);
  const latest = await runLatest(server.port, meter, token, latestPaths);
  phases.push({ name: '(d) latest, measuring window', cpu: latest.cpu });
  log(
    `${kind}: (d) ${fmt(latest.rps)} requests/s, p50 ${ms(latest.p50)}, p99 ${ms(latest.p99)} (server CPU ${fmt(latest.cpu.serverPct)}% of a core, client ${fmt(latest.cpu.benchPct)}%)`,
  );

  const serverPeakRss = server.peakRssBytes();
  const tStop = performance.now();
  // Stop the server, drop its MQTT session, measure storage, remove the database.
  const problems = server.problems.slice(0, 10);
  const problemCount = server.problems.length;
  await server.stop();
  const storage = await measureStorage().catch((err: Error) => `unknown (${err.message})`);
  await runCleanups();
  const stopSeconds = (performance.now() - tStop) / 1000;
  if (problemCount > problems.length) problems.push(`… and ${problemCount - problems.length} more`);
  return {
    kind,
    dbInfo,
    startupMs,
    http: httpResult,
    bulk,
    mqtt: mqttResult,
    charts,
    latest,
    serverPeakRss,
    storage,
    problems,
    phases,
    stopSeconds,
    totalSeconds: (performance.now() - tStart) / 1000,
  };
}

async function runMqtt(port: number, token: string, devices: DeviceReg[], warm: DeviceReg, data: Datasets) {
  const client = await mqtt.connectAsync(args.mqttUrl, {
    clientId: `agrim-bench-pub-${process.pid}-${randomBytes(3).toString('hex')}`,
    clean: true,
    protocolVersion: 5,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });
  try {
    const publish = (dev: DeviceReg, payload: Buffer) =>
      client.publishAsync(`agrim/${dev.id}/readings`, payload, { qos: 1, properties: { userProperties: { 'x-device-key': dev.key } } });
    const latestTs = async (dev: DeviceReg) => {
      const res = await call(port, 'GET', `/agri/latest/data?deviceId=${dev.id}`, { token });
      if (res.status !== 200) return 0;
      return Date.parse((JSON.parse(res.body.toString('utf8')) as { data: Array<{ timestamp: string }> }).data[0]!.timestamp);
    };

    // Warm-up: the server's subscription must be live before the clock starts.
    const warmLast = data.warmMqtt[data.warmMqtt.length - 1]!.lastTs;
    const w0 = Date.now();
    for (const m of data.warmMqtt) await publish(warm, m.body);
    while ((await latestTs(warm)) !== warmLast) {
      if (Date.now() - w0 > 30_000) throw new Error('MQTT warm-up reading never became queryable: is the server subscribed to the broker?');
      await sleep(100);
    }

    // Messages interleaved across devices; each device's messages in time order.
    const messages: Array<{ dev: DeviceReg; body: Buffer }> = [];
    const perDevice = data.mqttPerDevice[0]!.length;
    for (let m = 0; m < perDevice; m++)
      for (let d = 0; d < devices.length; d++) messages.push({ dev: devices[d]!, body: data.mqttPerDevice[d]![m]!.body });
    const lastTs = data.mqttPerDevice.map((msgs) => msgs[msgs.length - 1]!.lastTs);
    const firstMs = data.endMs - (SIZE.mqttReadings / SIZE.mqttDevices - 1) * MINUTE;

    const t0 = performance.now();
    const published = Promise.all(messages.map((m) => publish(m.dev, m.body))).then(() => performance.now() - t0);
    // Cheap completion probe: each device's newest reading (the last message of each device carries it) ...
    const deadline = t0 + 300_000;
    const done = new Set<number>();
    while (done.size < devices.length && performance.now() < deadline) {
      for (let d = 0; d < devices.length; d++) if (!done.has(d) && (await latestTs(devices[d]!)) === lastTs[d]) done.add(d);
      if (done.size < devices.length) await sleep(50);
    }
    let wallMs = performance.now() - t0;
    // ... then the real count; should a message have overtaken another, keep counting until all are there.
    let stored = 0;
    for (;;) {
      stored = 0;
      for (const dev of devices) stored += await storedCount(port, token, dev.id, firstMs);
      if (stored >= SIZE.mqttReadings || performance.now() > deadline) break;
      await sleep(250);
      wallMs = performance.now() - t0;
    }
    const publishMs = await published;
    return {
      stored,
      expected: SIZE.mqttReadings,
      wallMs,
      publishMs,
      perSec: (stored / wallMs) * 1000,
      complete: stored >= SIZE.mqttReadings,
    };
  } finally {
    await client.endAsync();
  }
}

async function runLatest(port: number, meter: CpuMeter, token: string, paths: string[]) {
  const workers = args.workers;
  const file = new URL('./load-worker.ts', import.meta.url).href;
  // Worker threads do not inherit tsx's loader in Node 20: register it in the worker first.
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(file)}); })`;
  const durationMs = SIZE.latestSeconds * 1000;
  const results: Promise<LoadWorkerResult>[] = [];
  const threads: Worker[] = [];
  for (let w = 0; w < workers; w++) {
    const connections = Math.floor(LATEST_CONCURRENCY / workers) + (w < LATEST_CONCURRENCY % workers ? 1 : 0);
    const input: LoadWorkerInput = { port, token, paths, connections, warmupMs: LATEST_WARMUP_MS, durationMs, offset: w * 7 };
    const worker = new Worker(boot, { eval: true, workerData: input });
    threads.push(worker);
    results.push(
      new Promise((resolve, reject) => {
        worker.once('message', (m: LoadWorkerResult) => resolve(m));
        worker.once('error', reject);
        worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
      }),
    );
  }
  // CPU over the measuring window (the client figure is this whole process: main thread + workers).
  await sleep(LATEST_WARMUP_MS);
  const m = await meter.begin();
  await sleep(durationMs);
  const cpu = await meter.end(m);
  const all = await Promise.all(results);
  await Promise.all(threads.map((t) => t.terminate()));
  const lat = new Float64Array(all.reduce((n, r) => n + r.latencies.length, 0));
  let o = 0;
  for (const r of all) {
    lat.set(r.latencies, o);
    o += r.latencies.length;
  }
  const s = stats(lat);
  const ok = all.reduce((n, r) => n + r.ok, 0);
  const statuses: Record<string, number> = {};
  for (const r of all) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return {
    seconds: SIZE.latestSeconds,
    ok,
    rps: ok / SIZE.latestSeconds,
    p50: s.p50,
    p99: s.p99,
    max: s.max,
    errors: all.reduce((n, r) => n + r.errors, 0),
    statuses,
    workers,
    clientElu: all.map((r) => r.elu),
    cpu,
    firstError: all.find((r) => r.firstError)?.firstError ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

function verdicts(r: DbResult) {
  const year = r.charts[1]!;
  return {
    http: atLeast(r.http.perSec, TARGET.httpPerSec),
    mqtt: r.mqtt.complete
      ? atLeast(r.mqtt.perSec, TARGET.mqttPerSec)
      : `missed: only ${fmt(r.mqtt.stored)} of ${fmt(r.mqtt.expected)} stored`,
    chart: combine([
      ['p99', atMost(year.p99, TARGET.chartP99Ms)],
      ['points', atMost(year.pointsMax, TARGET.chartPoints)],
    ]),
    latest: combine([
      ['p99', atMost(r.latest.p99, TARGET.latestP99Ms)],
      ['throughput', atLeast(r.latest.rps, TARGET.latestRps)],
    ]),
  };
}

function table(r: DbResult): string {
  const v = verdicts(r);
  const [week, year] = r.charts as [ChartFigures, ChartFigures];
  const chartRow = (c: ChartFigures) =>
    `p50 ${ms(c.p50)}, p99 ${ms(c.p99)} (max ${ms(c.max)}, ${c.n} sequential requests); ${bytes(c.bytes)} a response; ` +
    `${fmt(c.pointsMax)} points per series from ${fmt(c.rawCount)} stored rows (${c.downsampled ? `min/max buckets of ${fmt(c.bucketSeconds ?? 0)} s` : 'raw'}); ` +
    `startOffset=${c.startOffset}, endOffset=${c.endOffset} → range ${c.range.start} – ${c.range.end}${c.startAdjusted ? ' (startAdjusted)' : ''}`;
  const stored = (x: { stored: number; expected: number }) =>
    x.stored === x.expected ? `all ${fmt(x.stored)}` : `${fmt(x.stored)} of ${fmt(x.expected)}`;
  const statusNote = Object.keys(r.latest.statuses).length
    ? `; non-200: ${Object.entries(r.latest.statuses)
        .map(([k, n]) => `${n}×${k}`)
        .join(', ')}`
    : '';
  const rows = [
    ['measure', 'result', 'target', 'verdict'],
    [
      '(a) HTTP batch ingestion',
      `**${fmt(r.http.perSec)} readings/s** — ${stored(r.http)} stored (verified by rawCount) in ${fmt(r.http.wallMs / 1000, 2)} s; ` +
        `${SIZE.httpDevices} devices, batches of ${fmt(BATCH)}, concurrency ${HTTP_CONCURRENCY}; batch latency p50 ${ms(r.http.batchP50)}, p99 ${ms(r.http.batchP99)}` +
        (r.http.failures.length ? `; failures: ${r.http.failures.join(' | ')}` : ''),
      `≥ ${fmt(TARGET.httpPerSec)} readings/s`,
      v.http,
    ],
    [
      '(a′) bulk load, 1 device',
      `${fmt(r.bulk.perSec)} readings/s — ${stored(r.bulk)} 1-minute readings into one device in ${fmt(r.bulk.wallMs / 1000, 2)} s (same endpoint, concurrency ${HTTP_CONCURRENCY})` +
        (r.bulk.failures.length ? `; failures: ${r.bulk.failures.join(' | ')}` : ''),
      '—',
      '—',
    ],
    [
      '(b) MQTT ingestion, end to end',
      `**${fmt(r.mqtt.perSec)} readings/s** — ${stored(r.mqtt)} queryable ${fmt(r.mqtt.wallMs / 1000, 2)} s after the first publish; ` +
        `${SIZE.mqttDevices} devices, ${fmt(SIZE.mqttReadings / MQTT_MESSAGE_READINGS)} messages of ${MQTT_MESSAGE_READINGS}, QoS 1; all PUBACKs after ${fmt(r.mqtt.publishMs / 1000, 2)} s`,
      `≥ ${fmt(TARGET.mqttPerSec)} readings/s`,
      v.mqtt,
    ],
    [`(c) GET /agri/data, ${week.label}`, chartRow(week), '—', '—'],
    [`(c) GET /agri/data, ${year.label}`, chartRow(year), `p99 ≤ ${TARGET.chartP99Ms} ms, ≤ ${fmt(TARGET.chartPoints)} points`, v.chart],
    [
      '(d) GET /agri/latest/data',
      `**${fmt(r.latest.rps)} requests/s, p99 ${ms(r.latest.p99)}** (p50 ${ms(r.latest.p50)}, max ${ms(r.latest.max)}); ${LATEST_CONCURRENCY} connections for ${r.latest.seconds} s ` +
        `from ${r.latest.workers} worker thread(s) (event-loop use ${r.latest.clientElu.map((e) => fmt(e, 2)).join(', ')}); ` +
        `server CPU ${fmt(r.latest.cpu.serverPct)}% of a core, load generator ${fmt(r.latest.cpu.benchPct)}%; errors ${r.latest.errors}${statusNote}`,
      `p99 ≤ ${TARGET.latestP99Ms} ms at ≥ ${fmt(TARGET.latestRps)} requests/s`,
      v.latest,
    ],
  ];
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const lines = rows.map((row) => `| ${row.map(esc).join(' | ')} |`);
  lines.splice(1, 0, '|---|---|---|---|');
  const pct = (x: number | null) => (x === null ? '—' : `${fmt(x)}%`);
  const cpuRows = [
    '| phase | wall | server process | bench process (client) | PostgreSQL backends of the bench database | rest of the machine | machine busy | load avg (1 min) at end |',
    '|---|---|---|---|---|---|---|---|',
    ...r.phases.map(
      ({ name, cpu: c }) =>
        `| ${name} | ${fmt(c.wallS, 1)} s | ${pct(c.serverPct)} | ${pct(c.benchPct)} | ${pct(c.pgPct)} | ${pct(c.othersPct)} | ${pct(c.machinePct)} of ${MACHINE.cores * 100}% | ${fmt(c.loadAvg, 2)} |`,
    ),
  ];
  return [
    `### ${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    '',
    `Database: ${r.dbInfo}. Server start to healthy: ${ms(r.startupMs)}. Server peak RSS: ${bytes(r.serverPeakRss)}.` +
      (r.storage ? ` Storage at the end: ${r.storage}.` : ''),
    '',
    ...lines,
    '',
    `Time: ${fmt(r.totalSeconds, 1)} s for this database, of which stopping and cleaning up ${fmt(r.stopSeconds, 1)} s.`,
    '',
    `CPU by phase, in % of one core. "Rest of the machine" is everything else running on this shared box (other people's work included)${
      r.kind === 'postgres' ? '' : '; PGlite runs inside the server process'
    }:`,
    '',
    ...cpuRows,
    '',
    r.problems.length
      ? `Server warnings/errors during the run (${r.problems.length}):\n\n${r.problems.map((p) => `    ${p}`).join('\n')}`
      : 'Server logged no warnings or errors.',
    '',
  ].join('\n');
}

function report(results: DbResult[], totalSeconds: number, aborted: string | null): string {
  const m = MACHINE;
  return [
    `## Sensor benchmark results${args.quick ? ' (quick smoke run: small sizes, not comparable)' : ''}`,
    '',
    'Written by `bench/sensors.ts` (see `bench/README.md`). Targets are for PostgreSQL; PGlite is reported for comparison.',
    '',
    '| machine | |',
    '|---|---|',
    `| CPU | ${m.cpu} (/proc/cpuinfo) |`,
    `| cores | ${m.cores} available (${m.cpuinfoProcessors} processors in /proc/cpuinfo) |`,
    `| memory | ${fmt(m.memGiB, 1)} GiB |`,
    `| Node | ${m.node} |`,
    `| OS | ${m.os} |`,
    `| date | ${m.date} |`,
    `| packages | PGlite ${m.versions.pglite}, fastify ${m.versions.fastify}, pg ${m.versions.pg}, mqtt ${m.versions.mqtt} |`,
    `| broker | ${args.mqttUrl} |`,
    `| code | ${m.git} |`,
    '',
    `Command: \`node --import tsx bench/sensors.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}\` (cwd: repository root)`,
    '',
    `Total run time: ${fmt(totalSeconds, 1)} s (${results.map((r) => `${r.kind} ${fmt(r.totalSeconds, 1)} s`).join(', ')}, plus ${fmt(DATA_SECONDS, 1)} s generating the readings once).`,
    '',
    'The server runs as a child process (`node --import tsx apps/server/src/main.ts`) with `LOG_LEVEL=warn`, `SIMULATOR=false`; the load comes from this process ' +
      'and its worker threads, on the same 2-core machine, so client and server share the CPU.',
    '',
    ...(aborted ? [`**Run aborted:** ${aborted}`, ''] : []),
    ...results.map(table),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

let DATA_SECONDS = 0;

async function main() {
  log(`machine: ${MACHINE.cpu}, ${MACHINE.cores} cores, ${fmt(MACHINE.memGiB, 1)} GiB, Node ${MACHINE.node}`);
  log(`databases: ${args.dbs.join(', ')}${args.quick ? ' (quick)' : ''}; results to ${path.relative(process.cwd(), args.out)}`);

  const g0 = performance.now();
  // Newest reading 3 minutes ago (never in the future); the year starts 365 days before: within the 400-day limit.
  const endMs = Math.floor(Date.now() / MINUTE) * MINUTE - 3 * MINUTE;
  const httpEach = SIZE.httpReadings / SIZE.httpDevices;
  const mqttEach = SIZE.mqttReadings / SIZE.mqttDevices;
  const data: Datasets = {
    endMs,
    httpPerDevice: Array.from({ length: SIZE.httpDevices }, () => bodies(endMs, httpEach, BATCH)),
    mqttPerDevice: Array.from({ length: SIZE.mqttDevices }, () => bodies(endMs, mqttEach, MQTT_MESSAGE_READINGS)),
    year: bodies(endMs, SIZE.yearMinutes, BATCH),
    warmHttp: bodies(endMs - 40 * DAY, 2 * BATCH, BATCH),
    warmMqtt: bodies(endMs, 4 * MQTT_MESSAGE_READINGS, MQTT_MESSAGE_READINGS),
  };
  DATA_SECONDS = (performance.now() - g0) / 1000;
  log(`generated the readings in ${fmt(DATA_SECONDS, 1)} s`);

  const results: DbResult[] = [];
  let aborted: string | null = null;
  for (const kind of args.dbs) {
    try {
      results.push(await runDatabase(kind, data));
    } catch (err) {
      aborted = `${kind}: ${(err as Error).stack ?? String(err)}`;
      console.error(aborted);
      await runCleanups();
      break;
    }
  }
  const total = (performance.now() - T0) / 1000;
  const md = report(results, total, aborted);
  writeSection(args.out, 'sensors', md);
  console.log(`\n${md}`);
  log(`wrote ${path.relative(process.cwd(), args.out)}; total ${fmt(total, 1)} s`);
  agent.destroy();
  if (aborted) process.exitCode = 1;
}

void main().catch(async (err) => {
  console.error(err);
  await runCleanups();
  process.exit(1);
});
