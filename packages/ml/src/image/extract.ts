import { backbone, backboneRaster } from './backbone.js';
import { decodeRaster } from './decode.js';
import { FEATURE_SIZE, imageFeatures } from './features.js';
import { plainStats, type PlainStats } from './ood.js';

/** What the built-in models see of a photo: its features and the plain-image statistics. */
export interface PhotoFeatures {
  features: Float64Array;
  plain: PlainStats;
  /** Features of the close-up crops (see CROP_VIEWS), when asked for: models that vote over crops read them. */
  crops?: Float64Array[];
  /** The pretrained backbone's features of the photo (backbone.ts), when asked for: models with a backbone head read them. */
  deep?: Float32Array;
}

/** Side of the raster the crops are cut from: each crop is a 2× close-up of a quarter of the photo. */
const CROP_SOURCE = 2 * FEATURE_SIZE;
/** Top-left corners of the crops in the CROP_SOURCE raster: the four quadrants and the centre. */
const CROP_VIEWS: readonly [number, number][] = [
  [0, 0],
  [FEATURE_SIZE, 0],
  [0, FEATURE_SIZE],
  [FEATURE_SIZE, FEATURE_SIZE],
  [FEATURE_SIZE / 2, FEATURE_SIZE / 2],
];
export const CROP_COUNT = CROP_VIEWS.length;

function cropFeatures(big: Buffer): Float64Array[] {
  const rowBytes = FEATURE_SIZE * 3;
  return CROP_VIEWS.map(([x0, y0]) => {
    const out = Buffer.alloc(FEATURE_SIZE * rowBytes);
    for (let y = 0; y < FEATURE_SIZE; y++)
      big.copy(out, y * rowBytes, ((y0 + y) * CROP_SOURCE + x0) * 3, ((y0 + y) * CROP_SOURCE + x0) * 3 + rowBytes);
    return imageFeatures(out, FEATURE_SIZE, FEATURE_SIZE);
  });
}

/** The bytes are not a JPEG, PNG or WebP sharp can decode (or exceed the pixel limit). */
export class ImageDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageDecodeError';
  }
}

/**
 * Decodes a photo (bytes or a file path) and computes its features (with `withDeep`, the backbone's
 * too, loading it on first use). Runs wherever it is called: the worker pool calls it off the event loop.
 */
export async function photoFeatures(input: Buffer | Uint8Array | string, withCrops = false, withDeep = false): Promise<PhotoFeatures> {
  const source =
    typeof input === 'string' || Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let raster;
  let big = null;
  let deepRaster = null;
  try {
    raster = await decodeRaster(source);
    if (withCrops) big = await decodeRaster(source, CROP_SOURCE);
    if (withDeep) deepRaster = await backboneRaster(source);
  } catch (e) {
    throw new ImageDecodeError(`the image could not be decoded: ${e instanceof Error ? e.message : String(e)}`);
  }
  return {
    features: imageFeatures(raster.rgb, raster.width, raster.height),
    plain: plainStats(raster.rgb, raster.width, raster.height),
    ...(big ? { crops: cropFeatures(big.rgb) } : {}),
    ...(deepRaster ? { deep: (await (await backbone()).features([deepRaster]))[0]! } : {}),
  };
}
