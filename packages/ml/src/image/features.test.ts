import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeRaster } from './decode.js';
import { CROP_COUNT, photoFeatures, ImageDecodeError } from './extract.js';
import { FEATURE_COUNT, FEATURE_NAMES, FEATURE_SIZE, imageFeatures } from './features.js';
import { FeaturePool } from './pool.js';
import { gaborEnergies } from './textureFeatures.js';
import { datasetPhotos } from './testPhotos.testkit.js';

const soil = datasetPhotos('soil-types', 'Black_Soil', 1)[0]!;
const leaf = datasetPhotos('tomato-leaf-disease', 'Leaf_Mold', 1)[0]!;

describe('texture descriptors (issue 23)', () => {
  const raster = (f: (x: number, y: number) => number) => {
    const rgb = new Uint8Array(FEATURE_SIZE * FEATURE_SIZE * 3);
    for (let y = 0; y < FEATURE_SIZE; y++)
      for (let x = 0; x < FEATURE_SIZE; x++) rgb.fill(f(x, y), (y * FEATURE_SIZE + x) * 3, (y * FEATURE_SIZE + x) * 3 + 3);
    const values = imageFeatures(rgb, FEATURE_SIZE, FEATURE_SIZE);
    return Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, values[i]!]));
  };

  it('are zero on a flat grey, and see the orientation and scale of stripes', () => {
    const flat = raster(() => 128);
    for (const name of FEATURE_NAMES.filter((n) => /^(wavelet|gabor)_/.test(n))) expect(flat[name]).toBeCloseTo(0, 9);
    // vertical stripes 4 px apart: the wavelength of the finest Gabor scale, across x (orientation 0)
    const stripes = raster((x) => (x % 4 < 2 ? 60 : 200));
    expect(stripes['gabor_0_0_mean']!).toBeGreaterThan(10 * stripes['gabor_0_2_mean']!);
    expect(stripes['gabor_0_0_mean']!).toBeGreaterThan(stripes['gabor_2_0_mean']!);
    // 1 px stripes: the finest Haar detail across x, none along y
    const fine = raster((x) => (x % 2 ? 60 : 200));
    expect(fine['wavelet_L_1_HL']!).toBeGreaterThan(10);
    expect(fine['wavelet_L_1_LH']!).toBeCloseTo(0, 9);
    expect(fine['wavelet_L_2_HL']!).toBeCloseTo(0, 9);
  });
});

/** The Gabor filter as first written (issue 23): each pixel's 11×11 window, the kernel built in 2-D. */
function gaborDirect(gray: Float64Array, size: number): number[] {
  const sigma = 0.56 * 4;
  const half = Math.ceil(2 * sigma);
  const ks = 2 * half + 1;
  const kernels = [0, 1, 2, 3].map((o) => {
    const theta = (o * Math.PI) / 4;
    const re = new Float64Array(ks * ks);
    const im = new Float64Array(ks * ks);
    const env = new Float64Array(ks * ks);
    for (let y = -half; y <= half; y++)
      for (let x = -half; x <= half; x++) {
        const i = (y + half) * ks + x + half;
        const xr = x * Math.cos(theta) + y * Math.sin(theta);
        env[i] = Math.exp(-(x * x + y * y) / (2 * sigma * sigma));
        re[i] = env[i]! * Math.cos((2 * Math.PI * xr) / 4);
        im[i] = env[i]! * Math.sin((2 * Math.PI * xr) / 4);
      }
    const envSum = env.reduce((a, b) => a + b, 0);
    const reMean = re.reduce((a, b) => a + b, 0) / envSum;
    return { re: re.map((v, i) => (v - reMean * env[i]!) / envSum), im: im.map((v) => v / envSum) };
  });
  const out: number[] = [];
  let img = gray;
  let s = size;
  for (let scale = 0; scale < 3; scale++) {
    for (const k of kernels) {
      const ms: number[] = [];
      for (let y = half; y < s - half; y++)
        for (let x = half; x < s - half; x++) {
          let re = 0;
          let im = 0;
          for (let ky = 0; ky < ks; ky++)
            for (let kx = 0; kx < ks; kx++) {
              const v = img[(y + ky - half) * s + x + kx - half]!;
              re += v * k.re[ky * ks + kx]!;
              im += v * k.im[ky * ks + kx]!;
            }
          ms.push(Math.hypot(re, im));
        }
      const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
      out.push(mean, Math.sqrt(Math.max(0, ms.reduce((a, b) => a + b * b, 0) / ms.length - mean * mean)));
    }
    const h = s >> 1;
    const next = new Float64Array(h * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < h; x++)
        next[y * h + x] =
          (img[2 * y * s + 2 * x]! + img[2 * y * s + 2 * x + 1]! + img[(2 * y + 1) * s + 2 * x]! + img[(2 * y + 1) * s + 2 * x + 1]!) / 4;
    img = next;
    s = h;
  }
  return out;
}

describe('Gabor energies', () => {
  it('in two 1-D passes equal the 2-D window they replace (the trained models read the same numbers)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255;
    for (const size of [FEATURE_SIZE, 48]) {
      const gray = Float64Array.from({ length: size * size }, (_, i) => ((i % size) * 3 + random()) % 256);
      const fast = gaborEnergies(gray, size);
      const direct = gaborDirect(gray, size);
      expect(fast).toHaveLength(direct.length);
      fast.forEach((v, i) => expect(Math.abs(v - direct[i]!)).toBeLessThan(1e-9 * Math.max(1, Math.abs(direct[i]!))));
    }
  });
});

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
      // the close-up crops only when asked, the same as in this thread, each a different view
      expect(a.crops).toBeUndefined();
      const withCrops = await pool.features(bytes, true);
      const here = (await photoFeatures(bytes, true)).crops!;
      expect(here).toHaveLength(CROP_COUNT);
      expect(withCrops.crops!.map((c) => Array.from(c))).toEqual(here.map((c) => Array.from(c)));
      expect(new Set(here.map((c) => c.join())).size).toBe(CROP_COUNT);
    } finally {
      await pool.close();
    }
  });
});
