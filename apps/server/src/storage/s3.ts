import { randomUUID } from 'node:crypto';
import aws4 from 'aws4';
import type { FileStorage } from './storage.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const SAFE_PART = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,62}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, …), path-style addressing, each
 * request signed with Signature V4. An object appears only when its upload completes, so nothing
 * is ever half-written.
 */
export class S3Storage implements FileStorage {
  private readonly url: URL;

  constructor(private readonly s: S3Settings) {
    this.url = new URL(s.endpoint);
  }

  async put(container: string, ext: string, bytes: Buffer): Promise<string> {
    if (!SAFE_PART.test(container) || !SAFE_PART.test(ext)) throw new Error('invalid storage container or extension');
    const key = `${container}/${randomUUID()}.${ext}`;
    await this.send('PUT', key, bytes);
    return key;
  }

  async get(key: string): Promise<Buffer> {
    return Buffer.from(await (await this.send('GET', key)).arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    await this.send('DELETE', key);
  }

  private async send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    const path = `${this.url.pathname.replace(/\/$/, '')}/${this.s.bucket}/${key}`;
    const signed = aws4.sign(
      {
        host: this.url.host,
        path,
        method,
        service: 's3',
        region: this.s.region,
        headers: body ? { 'content-type': 'application/octet-stream', 'content-length': String(body.length) } : {},
        body,
      },
      { accessKeyId: this.s.accessKeyId, secretAccessKey: this.s.secretAccessKey },
    );
    const res = await fetch(`${this.url.protocol}//${this.url.host}${path}`, {
      method,
      headers: signed.headers as Record<string, string>,
      body,
    });
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new Error(`object store answered ${res.status} to ${method} ${key}: ${(await res.text()).slice(0, 200)}`);
    }
    return res;
  }
}
