/**
 * The backup's layout, one folder (or the same folder as a .tar.gz):
 *
 *   manifest.json            what is inside, with a SHA-256 for every other file
 *   db/<table>.jsonl.gz      one line per row: a JSON array of the columns' PostgreSQL text forms
 *   files/storage/…          the uploaded files (STORAGE_DIR), under their storage keys
 *   files/image-models/…     the installed image models (IMAGE_MODELS_DIR)
 *
 * Rows are kept as PostgreSQL's own text form of each value (timestamps in UTC, shortest exact
 * floats, canonical jsonb, hex bytea, numeric and arrays as written) and cast back on restore, so
 * every type comes back exactly, and a backup of the embedded database restores into PostgreSQL
 * and the other way round.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const FORMAT = 'agrim-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';

/** The folders of state besides the database; caches (image-training staging, the lock socket) are left out. */
export const FILE_AREAS = ['storage', 'image-models'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

export interface TableEntry {
  name: string;
  columns: Array<{ name: string; type: string }>;
  /** The columns the rows are sorted by (primary key, else a unique key), so two backups of the same data are identical. */
  orderBy: string[];
  rows: number;
  file: string;
  bytes: number;
  sha256: string;
}

export interface FileEntry {
  area: FileArea;
  /** Relative to the area's folder, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  appVersion: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; serverVersion: string };
  /** The last migration applied to the backed-up database (drizzle's __drizzle_migrations). */
  migration: { tag: string | null; createdAt: number; hash: string };
  /** Uploaded files: copied here from local disk, or left in the S3 bucket (backed up by the store's own means). */
  storage: { kind: 'local' } | { kind: 's3'; endpoint: string; bucket: string };
  tables: TableEntry[];
  files: FileEntry[];
}

/** A refusal with a message for the operator (the command prints it and exits 1). */
export class BackupError extends Error {}

export function sha256File(file: string): Promise<{ sha256: string; size: number }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let size = 0;
    createReadStream(file)
      .on('data', (chunk) => {
        size += chunk.length;
        hash.update(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve({ sha256: hash.digest('hex'), size }));
  });
}

/** Every regular file under `root` (relative paths, forward slashes, sorted); a missing root has none. */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, rel: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(dir, e.name), child);
      else if (e.isFile()) out.push(child);
    }
  };
  await walk(root, '');
  return out.sort();
}

/** A manifest path must stay inside its folder: a crafted backup must not write elsewhere. */
export function safeRelative(rel: string): string {
  const norm = path.posix.normalize(rel);
  if (!rel || path.posix.isAbsolute(rel) || norm.startsWith('..') || norm !== rel || rel.includes('\\') || rel.includes('\0')) {
    throw new BackupError(`The backup names a file outside its folders: ${JSON.stringify(rel)}.`);
  }
  return rel;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
