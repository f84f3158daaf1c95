import { AppError } from '../http/errors.js';

export const IMAGE_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageKind = keyof typeof IMAGE_TYPES;
const MAX_SIDE = 12_000;

/**
 * Identifies an image by its bytes, never by its name or declared type, and refuses what is not a
 * JPEG, PNG or WebP (so no HTML or SVG is ever stored) or is too large to decode safely.
 */
export function checkImage(bytes: Buffer, filename: string): { kind: ImageKind; contentType: string } {
  const kind = sniff(bytes);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${filename}: not a JPEG, PNG or WebP image.`);
  }
  const size = dimensions(kind, bytes);
  if (!size) throw new AppError('VALIDATION_FAILED', `${filename}: the image is damaged or truncated.`);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) {
    throw new AppError('VALIDATION_FAILED', `${filename}: ${size.width}×${size.height} pixels is too large (at most ${MAX_SIDE} a side).`);
  }
  return { kind, contentType: IMAGE_TYPES[kind] };
}

function sniff(b: Buffer): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

function dimensions(kind: ImageKind, b: Buffer): { width: number; height: number } | null {
  if (kind === 'png') return b.length >= 24 ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : null;
  if (kind === 'webp') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
    if (chunk === 'VP8 ' && b.length >= 30) return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L' && b.length >= 25) {
      const bits = b.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    return null;
  }
  // JPEG: walk the markers to the first start-of-frame.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}
