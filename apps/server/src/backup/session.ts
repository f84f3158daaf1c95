/**
 * One connection to the database a backup reads or a restore writes, the embedded PGlite or
 * PostgreSQL alike, and what the backup needs to know of its catalog. A single connection (not the
 * server's pool) so that a snapshot transaction and its cursor see one state.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { DataDirBusyError, DataDirLock } from '../db/dataDirLock.js';
import { BackupError, quoteIdent } from './format.js';

export interface SqlSession {
  kind: 'pglite' | 'postgres';
  /** Where it is, for messages. */
  where: string;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database the settings point at (DATABASE_URL, else DATA_DIR's embedded database). The
 * embedded database can be open in one process only: while a server (or another command) holds
 * DATA_DIR this refuses. `mustExist`: a backup of a folder that has no database is a mistake.
 */
export async function openSession(config: Config, mustExist: boolean): Promise<SqlSession> {
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    // A dropped connection surfaces as the failing query's error, not as an unhandled event.
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (err) {
      throw new BackupError(`Cannot connect to DATABASE_URL: ${(err as Error).message}`);
    }
    return {
      kind: 'postgres',
      where: 'the PostgreSQL database at DATABASE_URL',
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
      close: () => client.end(),
    };
  }
  const dir = path.join(config.DATA_DIR, 'pglite');
  if (mustExist && !existsSync(dir)) throw new BackupError(`There is no embedded database in ${config.DATA_DIR} (no ${dir}).`);
  let lock: DataDirLock;
  try {
    lock = await DataDirLock.acquire(
      config.DATA_DIR,
      'A backup or restore is using the embedded database; try again when it has finished.',
    );
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      throw new BackupError(
        `${err.message}\nThe embedded database can be open in one process only: stop the server, then run the command again.`,
      );
    }
    throw err;
  }
  try {
    const client = new PGlite(dir);
    await client.waitReady;
    return {
      kind: 'pglite',
      where: `the embedded database in ${config.DATA_DIR}`,
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: async () => {
        await client.close();
        await lock.release();
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** A table of the application (schema public), with its columns in order. */
export interface TableInfo {
  name: string;
  columns: Array<{ name: string; type: string; identity: boolean }>;
  /** Primary key, else a unique key of NOT NULL columns, else every column. */
  orderBy: string[];
  /** Tables this one references (its foreign keys' targets, itself excluded). */
  parents: string[];
}

export async function listTables(sql: SqlSession): Promise<TableInfo[]> {
  const tables = await sql.query<{ oid: string; name: string }>(
    `SELECT c.oid::text AS oid, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const columns = await sql.query<{ oid: string; name: string; type: string; identity: string; generated: string; notnull: boolean }>(
    `SELECT a.attrelid::text AS oid, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attidentity::text AS identity, a.attgenerated::text AS generated, a.attnotnull AS notnull
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum`,
  );
  const keys = await sql.query<{ oid: string; primary: boolean; cols: string[] }>(
    `SELECT i.indrelid::text AS oid, i.indisprimary AS primary,
            array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(attnum, ord)
                  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.ord) AS cols
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
     ORDER BY i.indisprimary DESC, i.indnatts, i.indexrelid`,
  );
  const fks = await sql.query<{ child: string; parent: string }>(
    `SELECT f.conrelid::text AS child, p.relname AS parent FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
     WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace`,
  );
  return tables.map((t) => {
    const cols = columns.filter((c) => c.oid === t.oid);
    const notNull = new Set(cols.filter((c) => c.notnull).map((c) => c.name));
    const key = keys.find((k) => k.oid === t.oid && k.cols.every((c) => notNull.has(c)));
    const stored = cols.filter((c) => c.generated === '');
    return {
      name: t.name,
      // Generated columns are computed again on restore, never written.
      columns: stored.map((c) => ({ name: c.name, type: c.type, identity: c.identity !== '' })),
      orderBy: key ? key.cols : stored.map((c) => c.name),
      parents: [...new Set(fks.filter((f) => f.child === t.oid && f.parent !== t.name).map((f) => f.parent))],
    };
  });
}

/** Parents before children, so rows can be inserted with every foreign key checked. */
export function foreignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new BackupError(`The foreign keys of ${t.name} form a cycle; restore cannot order its tables.`);
    visiting.add(t.name);
    for (const p of t.parents) {
      const parent = byName.get(p);
      if (parent) visit(parent);
    }
    visiting.delete(t.name);
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t);
  return out;
}

/** The last migration drizzle applied; null when the database has never been migrated. */
export async function migrationLevel(sql: SqlSession): Promise<{ createdAt: number; hash: string } | null> {
  const [exists] = await sql.query<{ t: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`);
  if (!exists?.t) return null;
  const [last] = await sql.query<{ created_at: string; hash: string }>(
    `SELECT created_at::text AS created_at, hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  return last ? { createdAt: Number(last.created_at), hash: last.hash } : null;
}

/** Row counts of the tables that have rows. */
export async function nonEmptyTables(sql: SqlSession, tables: TableInfo[]): Promise<Array<{ name: string; rows: number }>> {
  const out = [];
  for (const t of tables) {
    const [row] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteIdent(t.name)}`);
    if (Number(row!.n) > 0) out.push({ name: t.name, rows: Number(row!.n) });
  }
  return out;
}
