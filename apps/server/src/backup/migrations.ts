import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The server's migrations, as drizzle-kit wrote them. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export async function readJournal(folder = MIGRATIONS_FOLDER): Promise<{ version: string; dialect: string; entries: JournalEntry[] }> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

/**
 * A copy of the migrations up to and including `when`, so a restore first builds the schema the
 * backup was taken at, loads the rows, and only then applies the newer migrations: data migrations
 * then run on the restored rows as they would have on the original.
 */
export async function migrationsUpTo(when: number): Promise<string> {
  const journal = await readJournal();
  const entries = journal.entries.filter((e) => e.when <= when);
  const dir = await mkdtemp(path.join(tmpdir(), 'agrim-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await copyFile(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}
