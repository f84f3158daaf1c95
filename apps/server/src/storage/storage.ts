import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/errors.js';

/** Where uploaded files live. Local disk by default; an S3-compatible store would implement the same. */
export interface FileStorage {
  put(container: string, ext: string, bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const SAFE_PART = /^[a-z0-9][a-z0-9-]{0,62}$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** Writes to a temporary name first, so a failed write never leaves half a file under the real key. */
  async put(container: string, ext: string, bytes: Buffer): Promise<string> {
    if (!SAFE_PART.test(container) || !SAFE_PART.test(ext)) throw new Error('invalid storage container or extension');
    const key = `${container}/${randomUUID()}.${ext}`;
    const target = this.pathOf(key);
    const temp = `${target}.part`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw storageFault(err);
    }
    return key;
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const [container, name] = key.split('/');
    if (!container || !name || !SAFE_PART.test(container) || !/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(name))
      throw new Error('invalid storage key');
    return path.join(this.root, container, name);
  }
}

/** A full or failing disk is the operator's to fix, not the client's mistake: 503 with a plain reason. */
function storageFault(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new AppError('SERVICE_UNAVAILABLE', 'The file store is full; the upload was not saved. Try again later.');
  }
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'EIO') {
    return new AppError('SERVICE_UNAVAILABLE', 'The file store cannot be written just now; the upload was not saved. Try again later.');
  }
  return err;
}
