/**
 * A backup as one .tar.gz: the backup folder packed by the system's `tar` (GNU tar on Linux, bsdtar
 * on macOS and Windows 10+), so the archive opens with the usual tools too.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './format.js';

const exec = promisify(execFile);

export const isArchiveName = (name: string) => /\.(tar\.gz|tgz)$/i.test(name);

async function tar(args: string[]): Promise<void> {
  try {
    await exec('tar', args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new BackupError('A .tar.gz backup needs the `tar` command; give a folder name instead.');
    throw new BackupError(`tar failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** Packs the contents of `dir` into `target`, written under a temporary name first. */
export async function packArchive(dir: string, target: string): Promise<void> {
  const part = `${target}.part`;
  try {
    await tar(['-czf', part, '-C', dir, '.']);
    await rename(part, target);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}

/** Unpacks `file` into a new temporary folder; the caller removes it. */
export async function unpackArchive(file: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agrim-restore-'));
  try {
    // Member names are checked again against the manifest; tar itself refuses absolute and `..` names.
    await tar(['-xzf', file, '-C', dir, '--no-same-owner']);
    return dir;
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}
