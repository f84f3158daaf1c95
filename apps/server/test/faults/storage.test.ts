/**
 * A full disk under the file store: uploads are refused with a clear 503 and leave nothing behind,
 * neither a file (whole or partial) nor a row pointing at one. The store is a real 64 KiB tmpfs,
 * so the ENOSPC comes from the kernel. Runs once (the database plays no part in the fault).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROFILE_CONTAINER, SOIL_TEST_IMAGE_CONTAINER } from '@agrim/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../expectError.js';
import { farmWithDevice, multipart, png, steps } from '../soilTests.testkit.js';
import { bearer, EMAILS, startSeededApp } from '../harness.js';

const STORE_BYTES = 64 * 1024;

/** Mounts a tmpfs of STORE_BYTES (needs root); null with the reason when that is not possible here. */
function mountTinyStore(): { dir: string; reason: null } | { dir: null; reason: string } {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return { dir: null, reason: 'mounting a tmpfs needs root on Linux' };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agrim-faults-store-'));
  const res = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${STORE_BYTES}`, 'tmpfs', dir], { encoding: 'utf8' });
  if (res.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { dir: null, reason: `mount -t tmpfs failed: ${res.stderr.trim() || res.error?.message}` };
  }
  return { dir, reason: null };
}

const store =
  process.env.AGRIM_TEST_DB === 'postgres' ? { dir: null, reason: 'runs once, in the server:pglite project' } : mountTinyStore();

/** A real PNG of random pixels: it does not compress, so it is larger than the whole store. */
const noisyPng = () =>
  sharp(randomBytes(160 * 160 * 3), { raw: { width: 160, height: 160, channels: 3 } })
    .png()
    .toBuffer();

const filesIn = (container: string): string[] => {
  try {
    return readdirSync(path.join(store.dir!, container)).sort();
  } catch {
    return [];
  }
};

describe.skipIf(!store.dir)(`uploads when the file store is full${store.reason ? ` (skipped: ${store.reason})` : ''}`, () => {
  let t: Awaited<ReturnType<typeof startSeededApp>>;

  beforeAll(async () => {
    t = await startSeededApp({ STORAGE_DIR: store.dir! });
  });

  afterAll(async () => {
    await t?.close();
    spawnSync('umount', [store.dir!]);
    rmSync(store.dir!, { recursive: true, force: true });
  });

  it('a soil image that does not fit: 503 SERVICE_UNAVAILABLE, no image recorded, no file left', async () => {
    const farm = await farmWithDevice(t, t.tokens.Admin, 'Full disk farm', [EMAILS.user]);
    await farm.deliver(new Date());
    const s = steps(t, t.tokens.user);
    const testId = (await s.start({ soil_type: 'Loamy', deviceId: farm.deviceId })).json().test_id as number;
    const upload = (bytes: Buffer) => {
      const body = multipart({}, [{ field: 'images', filename: 'soil.png', type: 'image/png', bytes }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/soil_test/${testId}/images`,
        headers: { ...bearer(t.tokens.user), ...body.headers },
        payload: body.payload,
      });
    };

    // The store works: a small image fits.
    const small = await upload(png(4, 4));
    expect(small.statusCode, small.body).toBe(200);
    const kept = filesIn(SOIL_TEST_IMAGE_CONTAINER);
    expect(kept).toHaveLength(1);

    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(STORE_BYTES);
    expect(expectError(await upload(big), 503, 'SERVICE_UNAVAILABLE')).toMatch(/full/);
    expect((await s.get(testId)).json().data.images).toHaveLength(1);
    expect(filesIn(SOIL_TEST_IMAGE_CONTAINER), 'no new file, whole or partial').toEqual(kept);
    await s.abort(testId);
  });

  it('profile files of which the second does not fit: 503, and the first is removed again', async () => {
    const profile = async () => {
      const res = await t.app.inject({ url: '/api/v1/get/profile', headers: bearer(t.tokens.Expert) });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.json().data.fertilizer_dataset) as unknown[];
    };
    const csv = (bytes: number) => Buffer.from('crop,n,p,k\n' + 'wheat,120,60,40\n'.repeat(Math.ceil(bytes / 16)));
    const body = multipart({}, [
      { field: 'fertilizer_dataset', filename: 'small.csv', type: 'text/csv', bytes: csv(1024) },
      { field: 'fertilizer_dataset', filename: 'large.csv', type: 'text/csv', bytes: csv(2 * STORE_BYTES) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/data',
      headers: { ...bearer(t.tokens.Expert), ...body.headers },
      payload: body.payload,
    });
    expect(expectError(res, 503, 'SERVICE_UNAVAILABLE')).toMatch(/full/);
    expect(await profile()).toEqual([]);
    expect(filesIn(PROFILE_CONTAINER)).toEqual([]);
  });
});
