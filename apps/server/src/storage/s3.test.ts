import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { farmWithDevice, multipart, png } from '../../test/soilTests.testkit.js';
import { S3Storage } from './s3.js';

// A real S3-compatible server (s3rver) on loopback: the requests are signed and checked for real.
let server: { run(): Promise<unknown>; close(): Promise<void> };
let dir: string;
let storage: S3Storage;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agrim-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'agrim-files', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  storage = new S3Storage({
    endpoint,
    bucket: 'agrim-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores, reads back and removes an object', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    const key = await storage.put('soil-test-agrim', 'png', bytes);
    expect(key).toMatch(/^soil-test-agrim\/[0-9a-f-]{36}\.png$/);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toThrow(/404/);
  });

  it('surfaces the store refusing a request (an unknown access key)', async () => {
    const wrong = new S3Storage({
      ...(storage as unknown as { s: ConstructorParameters<typeof S3Storage>[0] }).s,
      accessKeyId: 'NOT-A-KEY',
    });
    await expect(wrong.put('soil-test-agrim', 'png', Buffer.from('x'))).rejects.toThrow(/403/);
  });

  it('refuses keys that could leave the bucket', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.put('Soil Tests', 'png', Buffer.from('x'))).rejects.toThrow('invalid storage container');
  });
});

describe('the app on S3 settings', () => {
  it('keeps a soil image in the object store and serves it by signed link', async () => {
    const t = await startSeededApp({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'agrim-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const farm = await farmWithDevice(t, t.tokens.Admin, 'S3 farm', [EMAILS.user]);
      await farm.deliver(new Date());
      const id = (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/soil_test/start',
          headers: bearer(t.tokens.user),
          payload: { soil_type: 'Red' },
        })
      ).json().test_id;
      const body = multipart({}, [{ field: 'images', filename: 'soil.png', type: 'image/png', bytes: png(5, 5) }]);
      const up = await t.app.inject({
        method: 'POST',
        url: `/api/v1/soil_test/${id}/images`,
        headers: { ...bearer(t.tokens.user), ...body.headers },
        payload: body.payload,
      });
      expect(up.statusCode, up.body).toBe(200);
      const url = up.json().data.image_url as string;
      expect(await storage.get(url.replace('/api/files/', ''))).toEqual(png(5, 5));
      const sas = (
        await t.app.inject({ url: '/api/v1/soil_test/generate-sas-token?container=soil-test-agrim', headers: bearer(t.tokens.user) })
      ).json().sas_token;
      const served = await t.app.inject({ url: `${url}?${sas}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(png(5, 5));
    } finally {
      await t.close();
    }
  });
});
