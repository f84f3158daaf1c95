import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Config } from '../config.js';
import { isArchiveName, unpackArchive } from './archive.js';
import { areaDirs, setTextForms } from './backup.js';
import {
  BackupError,
  FILE_AREAS,
  FORMAT,
  FORMAT_VERSION,
  listFiles,
  MANIFEST,
  type Manifest,
  quoteIdent,
  safeRelative,
  sha256File,
  type TableEntry,
} from './format.js';
import { MIGRATIONS_FOLDER, migrationsUpTo, readJournal } from './migrations.js';
import { foreignKeyOrder, listTables, migrationLevel, nonEmptyTables, openSession, type SqlSession, type TableInfo } from './session.js';

/** Rows per INSERT: one JSON parameter per batch, cast column by column on the server. */
const BATCH_ROWS = 1000;

export interface RestoreSummary {
  source: string;
  manifest: Manifest;
  tables: Array<{ name: string; rows: number }>;
  files: number;
  fileBytes: number;
  /** Migrations applied after the rows, when the backup was older than this code. */
  newerMigrations: string[];
  where: string;
}

/**
 * Restores a backup (folder or .tar.gz) into the install the settings point at, which must be
 * fresh: no rows in its database, no files in its folders. Every checksum is verified before
 * anything is written; the rows go in one transaction, so a failure leaves the database empty.
 */
export async function restore(config: Config, source: string): Promise<RestoreSummary> {
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const archive = isArchiveName(source) && (await stat(source)).isFile();
  const dir = archive ? await unpackArchive(source) : source;
  try {
    const manifest = await readManifest(dir);
    await verifyBackup(dir, manifest);
    const journal = await readJournal();
    const level = journal.entries.findIndex((e) => e.when === manifest.migration.createdAt);
    if (level < 0) {
      const newest = journal.entries.at(-1)!;
      throw new BackupError(
        manifest.migration.createdAt > newest.when
          ? `The backup was made by a newer Agrim (its database is at migration ${manifest.migration.tag ?? manifest.migration.createdAt}; this code knows up to ${newest.tag}). Update this install first.`
          : `The backup's database is at a migration this code does not know (${manifest.migration.tag ?? manifest.migration.createdAt}).`,
      );
    }
    const dirs = areaDirs(config);
    for (const area of new Set(manifest.files.map((f) => f.area))) {
      const into = dirs[area];
      if (!into) {
        throw new BackupError(
          'The backup holds uploaded files but this install keeps them in an S3 bucket; restore with local storage (S3_* unset), then copy STORAGE_DIR into the bucket.',
        );
      }
      if ((await listFiles(into)).length > 0) throw new BackupError(`${into} is not empty: restore needs a fresh install.`);
    }

    const sql = await openSession(config, false);
    const copied: string[] = [];
    try {
      const targetLevel = await migrationLevel(sql);
      const before = await nonEmptyTables(sql, await listTables(sql));
      if (before.length > 0) {
        throw new BackupError(
          `${sql.where} is not empty (${before.map((t) => `${t.name}: ${t.rows} rows`).join(', ')}). Restore needs a fresh install: ` +
            'a new DATA_DIR, or a new PostgreSQL database (createdb), never started by the server (its first start creates an account).',
        );
      }
      if (targetLevel && targetLevel.createdAt > manifest.migration.createdAt) {
        throw new BackupError(`${sql.where} is already at a newer migration than the backup; restore into a new, empty database.`);
      }
      const upTo = await migrationsUpTo(manifest.migration.createdAt);
      try {
        await sql.migrate(upTo);
      } finally {
        await rm(upTo, { recursive: true, force: true });
      }
      const tables = matchTables(manifest, await listTables(sql));

      for (const f of manifest.files) {
        const dest = path.join(dirs[f.area]!, f.path);
        await mkdir(path.dirname(dest), { recursive: true });
        await copyFile(path.join(dir, 'files', f.area, f.path), `${dest}.restoring`);
        copied.push(`${dest}.restoring`);
        const { sha256 } = await sha256File(`${dest}.restoring`);
        if (sha256 !== f.sha256) throw new BackupError(`${f.area}/${f.path} changed while it was copied (checksum mismatch).`);
        await rename(`${dest}.restoring`, dest);
        copied.push(dest);
      }

      const restored = await loadRows(sql, dir, tables);
      const newer = journal.entries.slice(level + 1).map((e) => e.tag);
      if (newer.length) await sql.migrate(MIGRATIONS_FOLDER);
      return {
        source,
        manifest,
        tables: restored,
        files: manifest.files.length,
        fileBytes: manifest.files.reduce((s, f) => s + f.size, 0),
        newerMigrations: newer,
        where: sql.where,
      };
    } catch (err) {
      for (const file of copied) await rm(file, { force: true });
      throw err;
    } finally {
      await sql.close();
    }
  } finally {
    if (archive) await rm(dir, { recursive: true, force: true });
  }
}

async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch (err) {
    throw new BackupError(`${dir} is not an Agrim backup: cannot read ${MANIFEST} (${(err as Error).message}).`);
  }
  if (manifest?.format !== FORMAT) throw new BackupError(`${dir} is not an Agrim backup (${MANIFEST} has no format "${FORMAT}").`);
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(`The backup's format version is ${manifest.formatVersion}; this code reads version ${FORMAT_VERSION}.`);
  }
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files) || typeof manifest.migration?.createdAt !== 'number') {
    throw new BackupError(`The backup's ${MANIFEST} is incomplete.`);
  }
  return manifest;
}

/** Every file the manifest names is present with its size and SHA-256, and nothing climbs out of its folder. */
async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const damaged: string[] = [];
  const check = async (rel: string, size: number, sha256: string) => {
    const file = path.join(dir, rel);
    if (!existsSync(file)) return void damaged.push(`${rel} is missing`);
    const got = await sha256File(file);
    if (got.size !== size || got.sha256 !== sha256) damaged.push(`${rel} does not match its checksum`);
  };
  for (const t of manifest.tables) {
    if (t.file !== `db/${t.name}.jsonl.gz` || !/^[a-z0-9_]+$/.test(t.name))
      throw new BackupError(`The backup names a bad table file: ${t.file}.`);
    await check(t.file, t.bytes, t.sha256);
  }
  for (const f of manifest.files) {
    if (!(FILE_AREAS as readonly string[]).includes(f.area)) throw new BackupError(`The backup names an unknown file area: ${f.area}.`);
    await check(`files/${f.area}/${safeRelative(f.path)}`, f.size, f.sha256);
  }
  if (damaged.length) {
    const shown = damaged.slice(0, 10).join('; ');
    throw new BackupError(
      `The backup is damaged: ${shown}${damaged.length > 10 ? ` (and ${damaged.length - 10} more)` : ''}. Nothing was restored.`,
    );
  }
}

/** The backup's tables in the target's foreign-key order, each column cast to the target's type. */
function matchTables(manifest: Manifest, target: TableInfo[]): Array<{ entry: TableEntry; info: TableInfo }> {
  const entries = new Map(manifest.tables.map((t) => [t.name, t]));
  const names = new Set(target.map((t) => t.name));
  const missing = manifest.tables.filter((t) => !names.has(t.name)).map((t) => t.name);
  if (missing.length) throw new BackupError(`The backup has tables this schema does not: ${missing.join(', ')}.`);
  const out = [];
  for (const info of foreignKeyOrder(target)) {
    const entry = entries.get(info.name);
    if (!entry) continue;
    const cols = new Set(info.columns.map((c) => c.name));
    const unknown = entry.columns.filter((c) => !cols.has(c.name)).map((c) => c.name);
    if (unknown.length) throw new BackupError(`Table ${info.name} of the backup has columns this schema does not: ${unknown.join(', ')}.`);
    out.push({ entry, info });
  }
  return out;
}

async function loadRows(sql: SqlSession, dir: string, tables: Array<{ entry: TableEntry; info: TableInfo }>) {
  await sql.query('BEGIN');
  try {
    await setTextForms(sql);
    const out = [];
    for (const { entry, info } of tables) {
      const types = new Map(info.columns.map((c) => [c.name, c.type]));
      const identity = info.columns.some((c) => c.identity);
      const insert =
        `INSERT INTO ${quoteIdent(entry.name)} (${entry.columns.map((c) => quoteIdent(c.name)).join(', ')})` +
        `${identity ? ' OVERRIDING SYSTEM VALUE' : ''} SELECT ` +
        entry.columns.map((c, i) => `(e.r->>${i})::${types.get(c.name)}`).join(', ') +
        ' FROM json_array_elements($1::json) AS e(r)';
      let rows = 0;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length) await sql.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(dir, entry.file)).pipe(createGunzip()), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        rows++;
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      const [count] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteIdent(entry.name)}`);
      if (rows !== entry.rows || Number(count!.n) !== entry.rows) {
        throw new BackupError(`Table ${entry.name}: the backup lists ${entry.rows} rows, ${rows} were read and ${count!.n} stored.`);
      }
      await resetSequences(sql, info);
      out.push({ name: entry.name, rows });
    }
    await sql.query('COMMIT');
    return out;
  } catch (err) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** Serial and identity columns continue after the highest restored id, so the next insert does not collide. */
async function resetSequences(sql: SqlSession, info: TableInfo): Promise<void> {
  for (const c of info.columns) {
    const [row] = await sql.query<{ seq: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
      `public.${quoteIdent(info.name)}`,
      c.name,
    ]);
    if (!row?.seq) continue;
    const max = `(SELECT max(${quoteIdent(c.name)}) FROM ${quoteIdent(info.name)})`;
    await sql.query(`SELECT setval($1::regclass, coalesce(${max}, 1), ${max} IS NOT NULL)`, [row.seq]);
  }
}
