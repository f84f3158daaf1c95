/**
 * A PostgreSQL cluster of the test's own, so it can be stopped and started without touching the
 * shared server other suites use. initdb refuses to run as root: as root it runs as `postgres`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './serverProcess.js';

function findBinDir(): string | null {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config on PATH: look where Debian and Ubuntu install the server.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return null;
}

const isRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } | null {
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (out.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(out.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!findBinDir()) return 'no PostgreSQL server binaries (initdb) on this machine';
  if (isRoot && !postgresUser()) return 'running as root and there is no postgres user to run initdb as';
  if (isRoot && spawnSync('runuser', ['--help']).status !== 0) return 'running as root without runuser';
  return null;
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** `pg_ctl stop -m immediate`: the server quits without a checkpoint, as in a crash. */
  stopImmediately(): void;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findBinDir()!;
  const user = isRoot ? postgresUser() : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-faults-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const cmd = user ? 'runuser' : path.join(bin, tool);
    const argv = user ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const res = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // fsync off: the test kills the server process, not the machine; the OS still has every write.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/agrim`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database agrim');
  await admin.end();
  let running = true;
  return {
    url,
    start: () => {
      start();
      running = true;
    },
    stopImmediately: () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    destroy: async () => {
      if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
