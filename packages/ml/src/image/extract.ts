import { decodeRaster } from './decode.js';
import { imageFeatures } from './features.js';
import { plainStats, type PlainStats } from './ood.js';

/** What the built-in models see of a photo: its features and the plain-image statistics. */
export interface PhotoFeatures {
  features: Float64Array;
  plain: PlainStats;
}

/** The bytes are not a JPEG, PNG or WebP sharp can decode (or exceed the pixel limit). */
export class ImageDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

/** Decodes a photo (bytes or a file path) and computes its features. Runs wherever it is called: the worker pool calls it off the event loop. */
export async function photoFeatures(input: Buffer | Uint8Array | string): Promise<PhotoFeatures> {
  let raster;
  try {
    raster = await decodeRaster(
      typeof input === 'string' || Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength),
    );
  } catch (e) {
    throw new ImageDecodeError(`the image could not be decoded: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { features: imageFeatures(raster.rgb, raster.width, raster.height), plain: plainStats(raster.rgb, raster.width, raster.height) };
}
