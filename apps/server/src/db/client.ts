import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** `template`: an in-memory database starts as this dump of a data folder (`PGlite.dumpDataDir`) instead of an empty one. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; template?: Blob };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // A database that does not answer must fail a request within seconds (a 503), not hang it.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(path.join(target.dataDir, 'pglite'), { startParams: pgliteStartParams() });
  } else {
    client = new PGlite({ startParams: pgliteStartParams(), ...(target.template ? { loadDataDir: target.template } : {}) });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', ping: () => ping(db), close: () => client.close() };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'connection error and is not queryable'];

/**
 * Is `err` (or an error it wraps: Drizzle wraps the driver's) the database being out of reach, as
 * opposed to a query it refused? The first is a passing outage (503), the second a fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // Class 08 is PostgreSQL's "connection exception".
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((m) => (e as Error).message.includes(m))) return true;
  }
  return false;
}

/**
 * PGlite's WebAssembly memory only grows: whatever PostgreSQL touches once (its shared buffers,
 * a sort's or an index build's work memory during the start-up import) stays resident for the
 * process's life. Smaller buffers than PostgreSQL's defaults bound that (issue 25: the embedded
 * install's idle memory after the import); PGLITE_SHARED_BUFFERS overrides the buffers.
 */
export function pgliteStartParams(): string[] {
  const buffers = process.env.PGLITE_SHARED_BUFFERS ?? '16MB';
  return [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${buffers}`,
    '-c',
    'work_mem=2MB',
    '-c',
    'maintenance_work_mem=16MB',
    '-c',
    'temp_buffers=2MB',
  ];
}
