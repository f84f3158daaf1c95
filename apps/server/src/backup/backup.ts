import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Config } from '../config.js';
import { packArchive, isArchiveName } from './archive.js';
import {
  BackupError,
  type FileArea,
  type FileEntry,
  FORMAT,
  FORMAT_VERSION,
  listFiles,
  MANIFEST,
  type Manifest,
  quoteIdent,
  sha256File,
  type TableEntry,
} from './format.js';
import { readJournal } from './migrations.js';
import { listTables, migrationLevel, openSession, type SqlSession, type TableInfo } from './session.js';

/** Rows fetched from the cursor at a time: a table of millions of readings never sits in memory. */
const PAGE_ROWS = 2000;

export const APP_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }
).version;

export interface BackupSummary {
  target: string;
  manifest: Manifest;
}

/** The folders of state of an install, by area. */
export function areaDirs(config: Config): Record<FileArea, string | null> {
  return { storage: config.S3_BUCKET ? null : config.STORAGE_DIR, 'image-models': config.IMAGE_MODELS_DIR };
}

/**
 * Backs up the database the settings point at and the stored files into `target` (a new folder,
 * or a file ending in .tar.gz / .tgz). The folder is written under a temporary name and renamed
 * when complete, so a backup cut off half-way never looks like a backup.
 */
export async function backup(config: Config, target: string): Promise<BackupSummary> {
  const archive = isArchiveName(target);
  if (archive ? existsSync(target) : existsSync(target) && (await readdir(target)).length > 0) {
    throw new BackupError(`${target} already exists${archive ? '' : ' and is not empty'}; choose a new name.`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  const work = path.join(path.dirname(target), `.${path.basename(target)}.partial-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(work, 'db'), { recursive: true });
  try {
    const sql = await openSession(config, true);
    let dumped: Pick<Manifest, 'database' | 'migration' | 'tables'>;
    try {
      dumped = await dumpDatabase(sql, work);
    } finally {
      await sql.close();
    }
    // Files after the rows: a file uploaded meanwhile is an unreferenced extra, never a missing one.
    const files: FileEntry[] = [];
    for (const [area, dir] of Object.entries(areaDirs(config)) as Array<[FileArea, string | null]>) {
      if (dir) files.push(...(await copyArea(area, dir, work)));
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      ...dumped,
      storage: config.S3_BUCKET ? { kind: 's3', endpoint: config.S3_ENDPOINT!, bucket: config.S3_BUCKET } : { kind: 'local' },
      files,
    };
    await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    if (archive) {
      await packArchive(work, target);
      await rm(work, { recursive: true, force: true });
    } else {
      if (existsSync(target)) await rm(target, { recursive: true });
      await rename(work, target);
    }
    return { target, manifest };
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

/** Every table, read in one snapshot: PostgreSQL's REPEATABLE READ READ ONLY transaction (the embedded database has no other writer). */
async function dumpDatabase(sql: SqlSession, work: string): Promise<Pick<Manifest, 'database' | 'migration' | 'tables'>> {
  await sql.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    await setTextForms(sql);
    const level = await migrationLevel(sql);
    if (!level) throw new BackupError(`${sql.where} has no Agrim tables (no migrations were ever applied).`);
    const journal = await readJournal();
    const [version] = await sql.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
    const tables: TableEntry[] = [];
    for (const t of await listTables(sql)) tables.push(await dumpTable(sql, t, work));
    await sql.query('COMMIT');
    return {
      database: { kind: sql.kind, serverVersion: version!.v },
      migration: { ...level, tag: journal.entries.find((e) => e.when === level.createdAt)?.tag ?? null },
      tables,
    };
  } catch (err) {
    await sql.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** The session settings that make each value's text form exact and the same on every server. */
export async function setTextForms(sql: SqlSession): Promise<void> {
  for (const s of [
    `SET LOCAL TimeZone = 'UTC'`,
    `SET LOCAL DateStyle = 'ISO, YMD'`,
    `SET LOCAL IntervalStyle = 'postgres'`,
    `SET LOCAL extra_float_digits = 1`,
    `SET LOCAL bytea_output = 'hex'`,
  ])
    await sql.query(s);
}

async function dumpTable(sql: SqlSession, t: TableInfo, work: string): Promise<TableEntry> {
  if (!/^[a-z0-9_]+$/.test(t.name)) throw new BackupError(`Table name ${JSON.stringify(t.name)} cannot be a file name.`);
  const file = `db/${t.name}.jsonl.gz`;
  const select = t.columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
  await sql.query(
    `DECLARE agrim_backup NO SCROLL CURSOR FOR SELECT json_build_array(${select})::text AS r FROM ${quoteIdent(t.name)} ORDER BY ${t.orderBy.map(quoteIdent).join(', ')}`,
  );
  let rows = 0;
  async function* lines() {
    for (;;) {
      const page = await sql.query<{ r: string }>(`FETCH ${PAGE_ROWS} FROM agrim_backup`);
      if (page.length === 0) return;
      rows += page.length;
      yield `${page.map((p) => p.r).join('\n')}\n`;
    }
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(path.join(work, file)));
  await sql.query('CLOSE agrim_backup');
  const { sha256, size } = await sha256File(path.join(work, file));
  return {
    name: t.name,
    columns: t.columns.map((c) => ({ name: c.name, type: c.type })),
    orderBy: t.orderBy,
    rows,
    file,
    bytes: size,
    sha256,
  };
}

async function copyArea(area: FileArea, dir: string, work: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for (const rel of await listFiles(dir)) {
    // An upload being written (storage writes `<key>.part`, then renames) is not a file yet.
    if (area === 'storage' && rel.endsWith('.part')) continue;
    const dest = path.join(work, 'files', area, rel);
    await mkdir(path.dirname(dest), { recursive: true });
    try {
      await copyFile(path.join(dir, rel), dest);
    } catch (err) {
      // Removed between the listing and the copy (a deleted upload): nothing to keep.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const { sha256, size } = await sha256File(dest);
    out.push({ area, path: rel, size, sha256 });
  }
  return out;
}

export async function describeSize(target: string): Promise<number> {
  const info = await stat(target);
  if (info.isFile()) return info.size;
  let total = 0;
  for (const rel of await listFiles(target)) total += (await stat(path.join(target, rel))).size;
  return total;
}
