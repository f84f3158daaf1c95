/**
 * What the server adds to a request (issue 43, item 3): `GET /agri/latest/data` of the real server
 * (`bench/server.ts`: PGlite, or PostgreSQL with `--db=postgres`) against a bare Fastify route
 * (`bench/bare-server.ts`, answering the same JSON body) in the same run, each a child
 * `node --import tsx` process. The two are loaded in turn, `--rounds` times each, by the closed-loop
 * load of `bench/load-worker.ts` (raw keep-alive sockets, 50 connections over `--workers` threads).
 * Per side: requests/s, p50/p99, and the server process's CPU (utime + stime from /proc) divided by
 * the requests it answered: µs of server CPU a request, the figure the machine's load disturbs least.
 * Writes the "latest-vs-bare" section of bench/RESULTS.md.
 *
 *   node --import tsx bench/latest-vs-bare.ts [--db=pglite|postgres] [--seconds=15] [--rounds=3] [--workers=2] [--connections=50] [--compiled]
 *                                             [--cpu-prof=<dir>] [--no-write] [--out=…]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { METRIC_INFO, SENSOR_METRICS } from '@agrim/contracts';
import type { LoadWorkerInput, LoadWorkerResult } from './load-worker.js';
import { benchedCommit, parseFlags, writeSection } from './results.js';
import { type BenchDb, freePort, startServer } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), [
  'db',
  'seconds',
  'rounds',
  'workers',
  'connections',
  'compiled',
  'cpu-prof',
  'no-write',
  'out',
]);
const DB: BenchDb = flags.get('db') === 'postgres' ? 'PostgreSQL' : 'PGlite';
const SECONDS = Number(flags.get('seconds') ?? 15);
const ROUNDS = Number(flags.get('rounds') ?? 3);
const WORKERS = Number(flags.get('workers') ?? 2);
const CONNECTIONS = Number(flags.get('connections') ?? 50);
const WARMUP_MS = 3_000;
const DEVICES = 13;
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (const [name, v, max] of [
  ['seconds', SECONDS, 600],
  ['rounds', ROUNDS, 20],
  ['workers', WORKERS, 16],
  ['connections', CONNECTIONS, 1000],
] as const)
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} must be an integer 1..${max}`);

const log = (s: string) => console.log(`[latest-vs-bare] ${s}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (v: number, digits = 0) => v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a process, in seconds. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');

function percentile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  serverCorePct: number;
  errors: number;
  non200: number;
  clientElu: number[];
  load: string;
}

/** One measuring window of closed-loop load on `paths` of `port`, counting the CPU of process `pid`. */
async function load(port: number, pid: number, token: string, paths: string[]): Promise<Round> {
  const file = new URL('./load-worker.ts', import.meta.url).href;
  // Worker threads do not inherit tsx's loader: register it in the worker first.
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(file)}); })`;
  const durationMs = SECONDS * 1000;
  const threads: Worker[] = [];
  const results: Promise<LoadWorkerResult>[] = [];
  for (let w = 0; w < WORKERS; w++) {
    const connections = Math.floor(CONNECTIONS / WORKERS) + (w < CONNECTIONS % WORKERS ? 1 : 0);
    const input: LoadWorkerInput = { port, token, paths, connections, warmupMs: WARMUP_MS, durationMs, offset: w * 7, raw: true };
    const worker = new Worker(boot, { eval: true, workerData: input });
    threads.push(worker);
    results.push(
      new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => code !== 0 && reject(new Error(`load worker exited with ${code}`)));
      }),
    );
  }
  await sleep(WARMUP_MS);
  const cpu0 = cpuSeconds(pid);
  await sleep(durationMs);
  const cpu = cpuSeconds(pid) - cpu0;
  const all = await Promise.all(results);
  await Promise.all(threads.map((t) => t.terminate()));
  const lat = new Float64Array(all.reduce((n, r) => n + r.latencies.length, 0));
  let o = 0;
  for (const r of all) {
    lat.set(r.latencies, o);
    o += r.latencies.length;
  }
  lat.sort();
  const ok = all.reduce((n, r) => n + r.ok, 0);
  const non200 = all.reduce((n, r) => n + Object.values(r.statuses).reduce((a, b) => a + b, 0), 0);
  const first = all.find((r) => r.firstError)?.firstError;
  if (first) log(`  first error: ${first}`);
  return {
    rps: ok / SECONDS,
    p50: percentile(lat, 0.5),
    p99: percentile(lat, 0.99),
    // Every answer the server sent cost CPU, refused ones too.
    cpuUsPerRequest: (cpu * 1e6) / Math.max(1, ok + non200),
    serverCorePct: (cpu / SECONDS) * 100,
    errors: all.reduce((n, r) => n + r.errors, 0),
    non200,
    clientElu: all.map((r) => r.elu),
    load: loadAverage(),
  };
}

function reading(t: number) {
  const r: Record<string, string | number> = { timestamp: new Date(t).toISOString() };
  // A valid value of each metric: somewhere in the middle of its range.
  for (const m of SENSOR_METRICS) {
    const { min, max } = METRIC_INFO[m];
    r[m] = Math.round((min + (max - min) * (0.3 + 0.4 * Math.random())) * 100) / 100;
  }
  return r;
}

async function startBare(body: string): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: REPO,
    env: { ...process.env, BARE_PORT: String(port), BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(kill);
    },
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  const startLoad = loadAverage();
  log(`load average before: ${startLoad}`);
  // `--cpu-prof=<dir>`: the server writes a V8 CPU profile there when it stops (read it with bench/server-profile.ts).
  const profDir = flags.get('cpu-prof');
  const server = await startServer({
    name: 'latestbare',
    db: DB,
    pgAdminUrl: PG_ADMIN_URL,
    // `--compiled`: the production build (`npm run build -w @agrim/server` first), as `npm start` runs it.
    build: flags.has('compiled') ? 'compiled' : 'tsx',
    nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
  });
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    const token = await server.token();
    const call = async (method: string, url: string, opts: { body?: unknown; key?: string } = {}) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: {
          ...(opts.key ? { 'x-device-key': opts.key } : { authorization: `Bearer ${token}` }),
          ...(opts.body ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const farm = (await call('POST', '/api/farms', { body: { name: 'Latest vs bare' } })).data as { id: string };
    const paths: string[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const r = await call('POST', `/api/farms/${farm.id}/devices`, { body: { name: `probe-${i + 1}` } });
      const id = (r.data as { id: string }).id;
      const now = Date.now();
      await call('POST', `/api/v1/devices/${id}/readings`, {
        key: r.deviceKey as string,
        body: { readings: [reading(now - 120_000), reading(now - 60_000)] },
      });
      paths.push(`/agri/latest/data?deviceId=${id}`);
    }
    // The bare route answers what the real one does, byte for byte in size.
    const sample = JSON.stringify(await call('GET', paths[0]!));
    bare = await startBare(sample);
    log(
      `server ${DB}, ${DEVICES} devices; body ${sample.length} bytes; ${CONNECTIONS} connections, ${WORKERS} load threads, ${SECONDS} s a side, ${ROUNDS} rounds`,
    );

    const rounds: { latest: Round; bare: Round }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const latest = await load(Number(new URL(server.base).port), server.pid, token, paths);
      log(
        `round ${r + 1} latest: ${fmt(latest.rps)} req/s, p99 ${fmt(latest.p99, 1)} ms, ${fmt(latest.cpuUsPerRequest, 1)} µs CPU/req (load ${latest.load})`,
      );
      const b = await load(bare.port, bare.pid, token, ['/bare']);
      log(`round ${r + 1} bare:   ${fmt(b.rps)} req/s, p99 ${fmt(b.p99, 1)} ms, ${fmt(b.cpuUsPerRequest, 1)} µs CPU/req (load ${b.load})`);
      rounds.push({ latest, bare: b });
    }
    const med = (side: 'latest' | 'bare', k: keyof Pick<Round, 'rps' | 'p50' | 'p99' | 'cpuUsPerRequest' | 'serverCorePct'>) =>
      median(rounds.map((r) => r[side][k]));
    const ratio = med('latest', 'rps') / med('bare', 'rps');
    const cpuRatio = med('bare', 'cpuUsPerRequest') / med('latest', 'cpuUsPerRequest');
    log(
      `median: latest ${fmt(med('latest', 'rps'))} req/s, bare ${fmt(med('bare', 'rps'))} req/s: ratio ${fmt(ratio, 3)}; CPU a request ${fmt(med('latest', 'cpuUsPerRequest'), 1)} µs vs ${fmt(med('bare', 'cpuUsPerRequest'), 1)} µs`,
    );
    const errors = rounds.reduce((n, r) => n + r.latest.errors + r.latest.non200 + r.bare.errors + r.bare.non200, 0);
    if (errors) log(`errors or non-200 answers: ${errors}`);

    if (flags.has('no-write')) return;
    const commit = benchedCommit(REPO);
    const row = (side: 'latest' | 'bare', label: string) =>
      `| ${label} | ${fmt(med(side, 'rps'))} | ${fmt(med(side, 'p50'), 1)} | ${fmt(med(side, 'p99'), 1)} | ${fmt(med(side, 'cpuUsPerRequest'), 1)} | ${fmt(med(side, 'serverCorePct'))} % | ${rounds.map((r) => fmt(r[side].rps)).join(' / ')} |`;
    const md = [
      `## The latest reading against a bare Fastify route (${DB}${flags.has('compiled') ? ', production build' : ''})`,
      '',
      `\`node --import tsx bench/latest-vs-bare.ts${DB === 'PostgreSQL' ? ' --db=postgres' : ''}${flags.has('compiled') ? ' --compiled' : ''}${SECONDS !== 15 ? ` --seconds=${SECONDS}` : ''}${ROUNDS !== 3 ? ` --rounds=${ROUNDS}` : ''}\``,
      '',
      `${new Date().toISOString()}; ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; code ${commit}.`,
      `Load average (1, 5, 15 min) before: ${startLoad}; after each window: ${rounds.map((r) => `${r.latest.load.split(',')[0]}/${r.bare.load.split(',')[0]}`).join(', ')} (latest/bare).`,
      '',
      `${CONNECTIONS} keep-alive connections in closed loop from ${WORKERS} worker threads (raw sockets), ${SECONDS} s a side after ${WARMUP_MS / 1000} s of warm-up, the sides in turn for ${ROUNDS} rounds; medians of the rounds. Client and servers share the machine's cores.`,
      '',
      '| route | requests/s | p50 ms | p99 ms | server CPU µs a request | server CPU | each round, requests/s |',
      '|---|---|---|---|---|---|---|',
      row('latest', `\`GET /agri/latest/data\` (signed-in admin, ${DEVICES} devices in turn)`),
      row('bare', `bare Fastify, same ${sample.length}-byte body`),
      '',
      `**Ratio of requests/s: ${fmt(ratio, 2)}** (goal ≥ 0.25, with p99 ≤ 20 ms); CPU a request, bare / latest: ${fmt(cpuRatio, 2)}. Errors or non-200 answers: ${errors}.`,
    ].join('\n');
    writeSection(OUT, `latest-vs-bare-${DB === 'PGlite' ? 'pglite' : 'postgres'}${flags.has('compiled') ? '-compiled' : ''}`, md);
    log(`written to ${path.relative(process.cwd(), OUT)}`);
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

await main();
