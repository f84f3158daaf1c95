import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './decode.js';

/**
 * 16×16 average hash: the photo shrunk to 16×16 grey pixels, one bit per pixel (brighter than the
 * mean or not). Near-identical photos (re-encoded, resized, lightly edited) differ in a few bits.
 */
export async function averageHash(input: Buffer | string): Promise<Uint8Array> {
  const grey = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(16, 16, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  let mean = 0;
  for (let i = 0; i < 256; i++) mean += grey[i]! / 256;
  return Uint8Array.from({ length: 256 }, (_, i) => (grey[i]! > mean ? 1 : 0));
}

/** Number of differing bits of two hashes. */
export function hamming(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new RangeError('hashes of different sizes');
  let d = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
  return d;
}
