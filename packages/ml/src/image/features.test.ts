import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeRaster } from './decode.js';
import { photoFeatures, ImageDecodeError } from './extract.js';
import { FEATURE_COUNT, FEATURE_NAMES, FEATURE_SIZE, imageFeatures } from './features.js';
import { FeaturePool } from './pool.js';
import { datasetPhotos } from './testPhotos.testkit.js';

const soil = datasetPhotos('soil-types', 'Black_Soil', 1)[0]!;
const leaf = datasetPhotos('tomato-leaf-disease', 'Leaf_Mold', 1)[0]!;

describe('imageFeatures', () => {
  it('has one value per named feature, all finite, the same every time', async () => {
    expect(FEATURE_NAMES).toHaveLength(FEATURE_COUNT);
    expect(new Set(FEATURE_NAMES).size).toBe(FEATURE_COUNT);
    const r = await decodeRaster(soil);
    expect([r.width, r.height, r.rgb.length]).toEqual([FEATURE_SIZE, FEATURE_SIZE, FEATURE_SIZE * FEATURE_SIZE * 3]);
    const a = imageFeatures(r.rgb, r.width, r.height);
    expect(a).toHaveLength(FEATURE_COUNT);
    expect(a.every(Number.isFinite)).toBe(true);
    expect(Array.from(imageFeatures(r.rgb, r.width, r.height))).toEqual(Array.from(a));
    // decoding again gives the same bytes, hence the same features
    expect(Array.from((await photoFeatures(readFileSync(soil))).features)).toEqual(Array.from(a));
  });

  it('tells a soil photo from a leaf photo and describes a flat colour as flat', async () => {
    const named = async (input: string | Buffer) => {
      const f = (await photoFeatures(input)).features;
      return Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, f[i]!]));
    };
    const s = await named(soil);
    const l = await named(leaf);
    expect(Math.abs(s.L_mean! - l.L_mean!) + Math.abs(s.a_mean! - l.a_mean!) + Math.abs(s.b_mean! - l.b_mean!)).toBeGreaterThan(5);
    const grey = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const g = await named(grey);
    expect(g.gray_std).toBe(0);
    expect(g.gradient_mean).toBeCloseTo(0, 9);
    expect(g.chromatic_fraction).toBe(0);
  });

  it('refuses bytes that are not an image with ImageDecodeError', async () => {
    await expect(photoFeatures(Buffer.from('not an image'))).rejects.toBeInstanceOf(ImageDecodeError);
  });
});

describe('FeaturePool (worker thread)', () => {
  it('computes exactly the in-thread features off the main thread, and reports bad bytes', async () => {
    const pool = new FeaturePool(1);
    try {
      const bytes = readFileSync(leaf);
      const [a, b] = await Promise.all([pool.features(bytes), pool.features(readFileSync(soil))]);
      expect(Array.from(a.features)).toEqual(Array.from((await photoFeatures(bytes)).features));
      expect(b.features).toHaveLength(FEATURE_COUNT);
      expect(a.plain.grayStd).toBeGreaterThan(10);
      await expect(pool.features(Buffer.from('nope'))).rejects.toBeInstanceOf(ImageDecodeError);
      // still serving after an error
      expect((await pool.features(bytes)).features).toHaveLength(FEATURE_COUNT);
    } finally {
      await pool.close();
    }
  });
});
