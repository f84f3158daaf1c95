/**
 * Images in the PDFs: only JPEG and PNG that pdfkit can embed without failing later (its PNG decoding runs in a
 * callback whose errors cannot be caught), so both formats are checked here first; then opened, and fitted to a box.
 */
import { crc32, inflateSync } from 'node:zlib';
import type { Doc } from './document.js';

/** An image to embed: JPEG or PNG only. */
export interface PdfImage {
  bytes: Buffer;
  contentType: string;
}

/** An image pdfkit has opened: its pixel size and EXIF orientation. */
export interface OpenedImage {
  width: number;
  height: number;
  orientation?: number;
}

const MAX_PIXELS = 40_000_000;

function jpegIsUsable(b: Buffer): boolean {
  if (b.length < 8 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let pos = 2;
  let frame = false;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return false;
    const marker = b[pos + 1] ?? 0;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9) return false;
    const length = b.readUInt16BE(pos + 2);
    if (length < 2 || pos + 2 + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Baseline, extended and progressive 8-bit frames are what PDF's DCTDecode shows everywhere.
      if (marker > 0xc2 || length < 8) return false;
      const bits = b[pos + 4];
      const height = b.readUInt16BE(pos + 5);
      const width = b.readUInt16BE(pos + 7);
      const components = b[pos + 9] ?? 0;
      if (bits !== 8 || height === 0 || width === 0 || width * height > MAX_PIXELS || ![1, 3, 4].includes(components)) return false;
      frame = true;
    }
    if (marker === 0xda) return frame && b.lastIndexOf(Buffer.from([0xff, 0xd9])) > pos + 2 + length;
    pos += 2 + length;
  }
  return false;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DEPTHS: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngIsUsable(b: Buffer): boolean {
  if (b.length < 57 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let pos = 8;
  let header: Buffer | undefined;
  let palette = false;
  let transparency = false;
  let ended = false;
  const data: Buffer[] = [];
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    if (length > b.length - pos - 12) return false;
    const type = b.toString('latin1', pos + 4, pos + 8);
    const body = b.subarray(pos + 8, pos + 8 + length);
    if (crc32(b.subarray(pos + 4, pos + 8 + length)) !== b.readUInt32BE(pos + 8 + length)) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') header = body;
    else if (type === 'PLTE') palette = true;
    else if (type === 'tRNS') transparency = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos += 12 + length;
  }
  if (!header || header.length !== 13 || !ended || data.length === 0) return false;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const depth = header[8] ?? 0;
  const colorType = header[9] ?? 0;
  const interlaced = header[12] === 1;
  const kind = PNG_DEPTHS[colorType];
  if (!kind || !kind.depths.includes(depth) || header[10] !== 0 || header[11] !== 0 || (header[12] ?? 2) > 1) return false;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS || (colorType === 3 && !palette)) return false;
  // pdfkit decodes the pixels of these itself and mishandles sub-byte samples there.
  if (depth < 8 && (interlaced || (colorType === 3 && transparency))) return false;
  const bits = kind.channels * depth;
  const passes = interlaced
    ? ADAM7.map(([x0, y0, dx, dy]) => [Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)] as const)
    : [[width, height] as const];
  let expected = 0;
  for (const [w, h] of passes) if (w > 0 && h > 0) expected += h * (1 + Math.ceil((w * bits) / 8));
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 4096 });
  } catch {
    return false;
  }
  if (pixels.length < expected) return false;
  let at = 0;
  for (const [w, h] of passes) {
    if (w <= 0 || h <= 0) continue;
    const stride = 1 + Math.ceil((w * bits) / 8);
    for (let row = 0; row < h; row++, at += stride) if ((pixels[at] ?? 5) > 4) return false;
  }
  return true;
}

function imageIsUsable(image: PdfImage): boolean {
  const type = image.contentType.split(';')[0]?.trim().toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return jpegIsUsable(image.bytes);
  if (type === 'image/png') return pngIsUsable(image.bytes);
  return false;
}

/** Opens a usable JPEG or PNG; undefined for anything else or anything pdfkit cannot read. */
export function openImage(doc: Doc, image: PdfImage): OpenedImage | undefined {
  if (!imageIsUsable(image)) return undefined;
  try {
    return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(image.bytes);
  } catch {
    return undefined;
  }
}

/** The size of an opened image (turned by its orientation) scaled to fit maxWidth × maxHeight, enlarged at most `maxUpscale` times. */
export function fitImage(opened: OpenedImage, maxWidth: number, maxHeight: number, maxUpscale: number): { width: number; height: number } {
  const rotated = (opened.orientation ?? 1) > 4;
  const naturalWidth = rotated ? opened.height : opened.width;
  const naturalHeight = rotated ? opened.width : opened.height;
  const scale = Math.min(maxWidth / naturalWidth, maxHeight / naturalHeight, maxUpscale);
  return { width: naturalWidth * scale, height: naturalHeight * scale };
}

/** Draws an opened image in the box; false when pdfkit fails to embed it. */
export function drawImage(doc: Doc, opened: OpenedImage, x: number, y: number, width: number, height: number): boolean {
  try {
    doc.image(opened as never, x, y, { width, height });
    return true;
  } catch {
    return false;
  }
}
