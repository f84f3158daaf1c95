import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { buildZip, datasetPhotos, type ZipEntry } from '../../test/imageAnalysis.testkit.js';
import { extractTrainingZip, ZIP_LIMITS, type ZipLimits } from './trainingZip.js';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'agrim-zip-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

const photos = datasetPhotos('soybean-leaf-disease', 'Healthy', 6);
const classFolder = (cls: string, prefix = '') => photos.map((p, i) => ({ name: `${prefix}${cls}/${i}.jpg`, data: p.bytes }));

let calls = 0;
async function extract(entries: ZipEntry[] | Buffer, limits: Partial<ZipLimits> = {}) {
  const zipPath = path.join(work, `upload-${++calls}.zip`);
  await writeFile(zipPath, Buffer.isBuffer(entries) ? entries : buildZip(entries));
  return extractTrainingZip(zipPath, path.join(work, calls === 1 ? 'out' : `out-${calls}`), { ...ZIP_LIMITS, ...limits });
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('extractTrainingZip', () => {
  it('writes each class folder of images, unwrapping one top folder, skipping non-images and ignoring junk', async () => {
    const r = await extract([
      ...classFolder('Good', 'seeds/'),
      ...classFolder('Broken', 'seeds/'),
      { name: 'seeds/Good/notes.txt', data: Buffer.from('not an image') },
      { name: 'seeds/Broken/page.jpg', data: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: '__MACOSX/seeds/Good/._0.jpg', data: photos[0]!.bytes },
      { name: 'seeds/.DS_Store', data: Buffer.from('x') },
      { name: 'seeds/Good/.hidden.jpg', data: photos[0]!.bytes },
    ]);
    expect(r.classes).toEqual([
      { name: 'Broken', images: 6 },
      { name: 'Good', images: 6 },
    ]);
    expect(r.skipped).toBe(2);
    expect(r.ignored).toBe(3);
    expect(readdirSync(path.join(r.dir, 'Good')).sort()).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg']);
  });

  it('never writes outside the folder: `..`, absolute paths and symbolic links are ignored', async () => {
    const r = await extract([
      ...classFolder('Good'),
      ...classFolder('Broken'),
      { name: '../evil/0.jpg', data: photos[0]!.bytes },
      { name: 'Good/../../evil.jpg', data: photos[0]!.bytes },
      { name: '/etc/evil.jpg', data: photos[0]!.bytes },
      { name: 'C:/evil.jpg', data: photos[0]!.bytes },
      { name: 'Good\\..\\..\\evil.jpg', data: photos[0]!.bytes },
      { name: 'Good/link.jpg', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
    ]);
    expect(r.classes.map((c) => c.images)).toEqual([6, 6]);
    expect(r.ignored).toBe(6);
    expect(existsSync(path.join(work, 'evil'))).toBe(false);
    expect(existsSync(path.join(work, 'evil.jpg'))).toBe(false);
    expect(readdirSync(r.dir).sort()).toEqual(['Broken', 'Good']);
  });

  it('a class folder that is `..` or `.` once trimmed (" ..", ".. ", " .") is ignored, not written above the folder (issue 38)', async () => {
    const r = await extract([
      ...classFolder('Good'),
      ...classFolder('Broken'),
      ...classFolder(' ..'),
      ...classFolder('.. '),
      ...classFolder(' .'),
    ]);
    expect(r.classes.map((c) => c.name)).toEqual(['Broken', 'Good']);
    expect(r.ignored).toBe(18);
    expect(readdirSync(work).sort()).toEqual([path.basename(r.dir), `upload-${calls}.zip`].sort());
    expect(readdirSync(r.dir).sort()).toEqual(['Broken', 'Good']);
  });

  it('refuses too few classes or images with a clear message', async () => {
    const one = await refusal(extract(classFolder('Good')));
    expect(one.statusCode).toBe(422);
    expect(one.message).toMatch(/only one class \(Good\); at least 2 classes of at least 5 images/);
    const few = await refusal(extract([...classFolder('Good'), { name: 'Broken/1.jpg', data: photos[0]!.bytes }]));
    expect(few.statusCode).toBe(422);
    expect(few.message).toContain('Broken has 1');
    const none = await refusal(extract([{ name: 'readme.txt', data: Buffer.from('hello') }]));
    expect(none.message).toMatch(/no class folders with images/);
  });

  it('refuses what is not a zip', async () => {
    const err = await refusal(extract(Buffer.from('PK but not really a zip archive at all')));
    expect(err.statusCode).toBe(422);
    expect(err.message).toMatch(/not a zip/);
  });

  it('refuses a zip bomb by its declared size before inflating anything', async () => {
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    const err = await refusal(
      extract([...classFolder('Good'), ...classFolder('Broken'), { name: 'Good/big.jpg', data: zeros }], {
        maxUncompressed: 2 * 1024 * 1024,
      }),
    );
    expect(err.statusCode).toBe(413);
    expect(err.message).toMatch(/unpacks to more than 2 MB/);
  });

  it('refuses a zip bomb whose headers lie about the size, while inflating', async () => {
    const zeros = Buffer.alloc(50 * 1024 * 1024);
    const err = await refusal(
      extract([...classFolder('Good'), ...classFolder('Broken'), { name: 'Good/bomb.jpg', data: zeros, declaredSize: 1000 }]),
    );
    expect(err.statusCode).toBe(422);
    expect(err.message).toMatch(/does not match its header/);
  });

  it('refuses a zip with too many entries', async () => {
    const err = await refusal(extract([...classFolder('Good'), ...classFolder('Broken')], { maxEntries: 5 }));
    expect(err.statusCode).toBe(413);
    expect(err.message).toMatch(/12 entries; at most 5/);
  });
});
