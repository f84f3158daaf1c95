import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { bearer, type TestApp } from './harness.js';
import { datasetsDir } from '../src/soilHealthCard/synthetic.js';
import { multipart } from './soilTests.testkit.js';

export { buildZip, type ZipEntry } from './zip.js';

/** The first `n` photos (sorted by name) of a class folder of a data set under DATASETS_DIR. */
export function datasetPhotos(set: string, className: string, n: number, skip = 0): Array<{ name: string; bytes: Buffer }> {
  const dir = path.join(datasetsDir(), set, className);
  return readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .slice(skip, skip + n)
    .map((name) => ({ name, bytes: readFileSync(path.join(dir, name)) }));
}

export function datasetPhoto(set: string, className: string, index = 0): Buffer {
  return datasetPhotos(set, className, 1, index)[0]!.bytes;
}

/** A plain-colour PNG (nothing like a soil or leaf photo). */
export function plainPng(colour = '#3b6fd8', size = 200): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function bilevelIhdr(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return pngChunk('IHDR', ihdr);
}

/**
 * A real, valid 1-bit greyscale PNG of width×height (all black): a decompression bomb in a few
 * kilobytes when large (9,000×9,000 is 81 megapixels in ~10 KB).
 */
export function bilevelPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    bilevelIhdr(width, height),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG that claims width×height in its header, with a little pixel data after it. */
export function hugePngHeader(width: number, height: number): Buffer {
  const someRows = Buffer.alloc((1 + Math.ceil(width / 8)) * 16);
  return Buffer.concat([
    PNG_SIGNATURE,
    bilevelIhdr(width, height),
    pngChunk('IDAT', deflateSync(someRows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** POSTs a photo (and text fields) as multipart to `url`. */
export function postPhoto(
  t: TestApp,
  url: string,
  token: string | null,
  bytes: Buffer | null,
  fields: Record<string, string> = {},
  filename = 'photo.jpg',
) {
  const body = multipart(fields, bytes ? [{ field: 'file', filename, type: 'image/jpeg', bytes }] : []);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}
