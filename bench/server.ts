/**
 * The real server (`apps/server/src/main.ts`) in a child process for a benchmark: a free loopback
 * port, a temporary DATA_DIR, the embedded database or a fresh PostgreSQL database, an admin
 * account; `stop()` removes all of it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';

const REPO = path.resolve(import.meta.dirname, '..');
export const ADMIN = { email: 'bench@agrim.test', password: 'bench-password' };

/** The environment variables `npm start` sets before node (apps/server/package.json), e.g. glibc malloc's settings. */
export const START_ENV: Record<string, string> = Object.fromEntries(
  [
    ...(
      JSON.parse(readFileSync(path.join(REPO, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start.matchAll(/\b([A-Z_]+)=(\S+)/g),
  ].map(([, k, v]) => [k!, v!]),
);

export type BenchDb = 'PGlite' | 'PostgreSQL';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Waits until something listens on 127.0.0.1:`port` (a helper process the bench started, e.g. a broker or nginx);
 * throws once `child` has exited or after about 5 s, with `what` in the message.
 */
export async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; ; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s.end() && true));
      s.on('error', () => resolve(false));
    });
    if (open) return;
    if (i > 50 || child.exitCode !== null) throw new Error(what);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface BenchServer {
  base: string;
  /** The server process (for /proc figures). */
  pid: number;
  /** The scratch database's URL (PostgreSQL) or null (PGlite). */
  databaseUrl: string | null;
  dataDir: string;
  /** Resident set of the server process now. */
  rss(): number;
  /** A signed-in admin's bearer token. */
  token(): Promise<string>;
  stop(): Promise<void>;
}

/** `pgAdminUrl`: an administrative connection where a database `agrim_bench_<name>_<pid>` is created and dropped. */
export async function startServer(opts: {
  name: string;
  db: BenchDb;
  env?: Record<string, string | undefined>;
  pgAdminUrl: string;
  /** `compiled`: the production build (`npm run build`, run as `npm start` does); default the TypeScript sources through tsx. */
  build?: 'tsx' | 'compiled';
  /** Options for node itself, before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Each line the server prints; without it the server's output is discarded. */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `agrim-bench-${opts.name}-`));
  const pgName = `agrim_bench_${opts.name}_${process.pid}`;
  const admin = opts.db === 'PostgreSQL' ? new pg.Client({ connectionString: opts.pgAdminUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgName}`);
    await admin.query(`CREATE DATABASE ${pgName}`);
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.MQTT_URL;
  Object.assign(env, {
    // As `npm start` runs the server (apps/server/package.json): see bench/embedded-memory.ts.
    ...START_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SIMULATOR: 'false',
    LOG_LEVEL: 'warn',
    DATASETS_IMPORT_ON_START: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...opts.env,
  });
  // An `undefined` in opts.env unsets the variable.
  for (const [k, v] of Object.entries(opts.env ?? {})) if (v === undefined) delete env[k];
  if (admin) env.DATABASE_URL = opts.pgAdminUrl.replace(/\/[^/]*$/, `/${pgName}`);
  const onLine = opts.onLine;
  const args = opts.build === 'compiled' ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...args], {
    cwd: REPO,
    env,
    stdio: onLine ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  if (onLine) {
    for (const stream of ['stdout', 'stderr'] as const)
      child[stream]!.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) onLine(line, stream);
      });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    // A server stuck in shutdown must not outlive the bench.
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${pgName}`);
      await admin.end();
    }
  };
  try {
    for (let i = 0; ; i++) {
      if (i > 900) throw new Error('the server did not start in 3 minutes');
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    base,
    pid: child.pid!,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir,
    rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) * 1024,
    token: async () => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return ((await res.json()) as { token: string }).token;
    },
    stop,
  };
}

/** The kernel's clock ticks a second, the unit of /proc's CPU times. */
export const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds (user and system) a process has used so far, from /proc. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Every CPU's busy seconds since boot (user, nice, system, irq, softirq, steal: all but idle and I/O wait), from /proc/stat. */
export function machineBusySeconds(): number {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (f[0]! + f[1]! + f[2]! + f[5]! + f[6]! + (f[7] ?? 0)) / CLOCK_TICKS;
}

/** p50, p95 and max of a list of milliseconds. */
export function stats(samples: number[]): { p50: number; p95: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1]! };
}

/** Ends the server's persistent MQTT session on the broker (it would otherwise queue messages for a week). */
export async function dropMqttSession(url: string, clientId: string) {
  const client = await mqtt.connectAsync(url, {
    clientId,
    clean: true,
    protocolVersion: 5,
    properties: { sessionExpiryInterval: 0 },
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  await client.endAsync();
}
