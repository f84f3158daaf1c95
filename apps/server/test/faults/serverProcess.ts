/**
 * The real server (`apps/server/src/main.ts`) as a child process the fault tests can kill -9 and
 * start again on the same port, DATA_DIR and database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REPO = path.resolve(import.meta.dirname, '../../../..');
export const ADMIN = { email: 'faults@agrim.test', password: 'faults-password' };

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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until `ok` holds; the error names what was awaited and the last value seen. */
export async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((err: unknown) => err as T);
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last: ${String(value instanceof Error ? value : JSON.stringify(value))}`);
    await sleep(200);
  }
}

/**
 * A fresh database for a server process: on TEST_DATABASE_URL's PostgreSQL in the server:postgres
 * project, else none (the server opens PGlite in its DATA_DIR).
 */
export async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.AGRIM_TEST_DB !== 'postgres' || !adminUrl) return { url: undefined, drop: async () => {} };
  const name = `agrim_faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export class ServerProcess {
  readonly base: string;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** The child's last output, shown when it fails to start. */
  private output = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** `databaseUrl` undefined: the embedded database in the process's DATA_DIR. */
  static async create(opts: { databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrim-faults-'));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'MQTT_URL', 'STORAGE_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'WEB_DIST']) delete env[name];
    Object.assign(env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIMULATOR: 'false',
      LOG_LEVEL: 'warn',
      DATASETS_IMPORT_ON_START: 'false',
      JWT_SECRET: 'fault-tests-secret-'.padEnd(48, 'x'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    });
    return new ServerProcess(port, dataDir, env);
  }

  /** The running server's process id (benches read its CPU and memory), or null. */
  get pid(): number | null {
    return this.running ? (this.child!.pid ?? null) : null;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and waits until its health endpoint answers (200 or 503). */
  async start(timeoutMs = 90_000): Promise<void> {
    if (this.running) throw new Error('the server is already running');
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`the server exited while starting:\n${this.output}`);
      const answered = await fetch(`${this.base}/api/health`).then(
        (r) => r.status === 200 || r.status === 503,
        () => false,
      );
      if (answered) return;
      if (Date.now() > deadline) throw new Error(`the server did not start within ${timeoutMs} ms:\n${this.output}`);
      await sleep(150);
    }
  }

  /** What a power cut or the OOM killer does: no shutdown code runs. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** A clean stop (SIGTERM: the server closes its database and releases DATA_DIR). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGTERM');
    await this.exited;
  }

  get log(): string {
    return this.output;
  }

  /** Stops the process (by force if need be) and removes DATA_DIR. */
  async destroy(): Promise<void> {
    if (this.running) {
      this.child!.kill('SIGTERM');
      const stopped = await Promise.race([this.exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) await this.kill9();
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
