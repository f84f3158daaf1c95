import sharp from 'sharp';
import { FEATURE_SIZE } from './features.js';

/** Decoding refuses images above this many pixels (decompression bombs); phones take ~12-50 MP. */
export const MAX_INPUT_PIXELS = 64_000_000;

export interface Raster {
  rgb: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a JPEG/PNG/WebP (honouring its EXIF orientation, alpha flattened on white) to an RGB
 * raster of `width`×`height` (stretched to fill). sharp decodes in libuv's thread pool, off the event loop.
 */
export async function decodeRaster(bytes: Buffer | string, width = FEATURE_SIZE, height = width): Promise<Raster> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}
