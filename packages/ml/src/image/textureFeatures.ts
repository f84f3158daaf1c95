/**
 * Richer texture and colour descriptors (issue 23), appended to the colour-and-texture features
 * of features.ts: Haar wavelet energies of the CIELAB channels, Gabor energies at three scales and
 * four orientations, HSV colour moments, grey-level co-occurrence at longer distances and the
 * spread of colour and texture between 16 px tiles. Soil grain and clods, and the spots of a
 * diseased leaf, are local textures at several scales: the first features saw only the finest.
 * Same 128×128 raster; a photo costs some 20 ms more.
 */

import { GLCM_LEVELS, glcmStatistics } from './glcm.js';

const WAVELET_LEVELS = 3;
const GABOR_SCALES = 3;
const GABOR_ORIENTATIONS = 4;
const GABOR_WAVELENGTH = 4;
const GLCM_DISTANCES = [2, 4] as const;
const TILE = 16;

export const TEXTURE_FEATURE_NAMES: readonly string[] = [
  ...['L', 'a', 'b'].flatMap((c) =>
    Array.from({ length: WAVELET_LEVELS }, (_, l) => ['LH', 'HL', 'HH'].map((band) => `wavelet_${c}_${l + 1}_${band}`)).flat(),
  ),
  ...Array.from({ length: GABOR_SCALES }, (_, s) =>
    Array.from({ length: GABOR_ORIENTATIONS }, (_, o) => [`gabor_${s}_${o}_mean`, `gabor_${s}_${o}_std`]).flat(),
  ).flat(),
  'hsv_hue_cos',
  'hsv_hue_sin',
  'hsv_s_mean',
  'hsv_s_std',
  'hsv_s_skew',
  'hsv_v_mean',
  'hsv_v_std',
  'hsv_v_skew',
  ...GLCM_DISTANCES.flatMap((d) => ['contrast', 'homogeneity', 'energy', 'correlation', 'entropy'].map((s) => `glcm${d}_${s}`)),
  'tile_a_std',
  'tile_b_std',
  'tile_L_std_mean',
  'tile_L_std_std',
];

/** The family of a texture feature (for permutation importance), or null when it is not one of these. */
export function textureFeatureGroup(name: string): string | null {
  if (name.startsWith('wavelet_')) return 'Haar wavelet energies of L*, a*, b*';
  if (name.startsWith('gabor_')) return 'Gabor energies, 3 scales × 4 orientations';
  if (name.startsWith('hsv_')) return 'HSV colour moments';
  if (/^glcm\d_/.test(name)) return 'grey-level co-occurrence at 2 and 4 px';
  if (name.startsWith('tile_')) return 'spread between 16 px tiles';
  return null;
}

function meanStdSkew(values: ArrayLike<number>): [number, number, number] {
  const n = values.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i]!;
  mean /= n;
  let m2 = 0;
  let m3 = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    m2 += d * d;
    m3 += d * d * d;
  }
  const std = Math.sqrt(m2 / n);
  return [mean, std, std > 1e-9 ? m3 / n / std ** 3 : 0];
}

/** Mean absolute detail coefficients of a 3-level Haar transform (LH, HL, HH per level). */
function waveletEnergies(channel: Float64Array, size: number): number[] {
  const out: number[] = [];
  let cur = channel;
  let s = size;
  for (let level = 0; level < WAVELET_LEVELS; level++) {
    const half = s >> 1;
    const next = new Float64Array(half * half);
    let lh = 0;
    let hl = 0;
    let hh = 0;
    for (let y = 0; y < half; y++) {
      for (let x = 0; x < half; x++) {
        const a = cur[2 * y * s + 2 * x]!;
        const b = cur[2 * y * s + 2 * x + 1]!;
        const c = cur[(2 * y + 1) * s + 2 * x]!;
        const d = cur[(2 * y + 1) * s + 2 * x + 1]!;
        next[y * half + x] = (a + b + c + d) / 4;
        lh += Math.abs(a + b - c - d) / 4;
        hl += Math.abs(a - b + c - d) / 4;
        hh += Math.abs(a - b - c + d) / 4;
      }
    }
    const n = half * half;
    out.push(lh / n, hl / n, hh / n);
    cur = next;
    s = half;
  }
  return out;
}

interface GaborKernel {
  half: number;
  re: Float64Array;
  im: Float64Array;
}

/** Zero-mean complex Gabor kernels (wavelength 4 px, sigma 0.56 wavelength), one per orientation. */
const GABOR_KERNELS: readonly GaborKernel[] = Array.from({ length: GABOR_ORIENTATIONS }, (_, o) => {
  const theta = (o * Math.PI) / GABOR_ORIENTATIONS;
  const sigma = 0.56 * GABOR_WAVELENGTH;
  const half = Math.ceil(2 * sigma);
  const size = 2 * half + 1;
  const re = new Float64Array(size * size);
  const im = new Float64Array(size * size);
  let envelopeSum = 0;
  let reSum = 0;
  for (let y = -half; y <= half; y++) {
    for (let x = -half; x <= half; x++) {
      const xr = x * Math.cos(theta) + y * Math.sin(theta);
      const g = Math.exp(-(x * x + y * y) / (2 * sigma * sigma));
      const i = (y + half) * size + x + half;
      re[i] = g * Math.cos((2 * Math.PI * xr) / GABOR_WAVELENGTH);
      im[i] = g * Math.sin((2 * Math.PI * xr) / GABOR_WAVELENGTH);
      envelopeSum += g;
      reSum += re[i]!;
    }
  }
  // Zero-mean real part (a flat patch answers 0), both parts scaled by the envelope's sum.
  for (let y = -half; y <= half; y++) {
    for (let x = -half; x <= half; x++) {
      const i = (y + half) * size + x + half;
      const g = Math.exp(-(x * x + y * y) / (2 * sigma * sigma));
      re[i] = (re[i]! - (reSum / envelopeSum) * g) / envelopeSum;
      im[i] = im[i]! / envelopeSum;
    }
  }
  return { half, re, im };
});

/** Halves an image by 2×2 averaging. */
function downsample(src: Float64Array, size: number): Float64Array {
  const half = size >> 1;
  const out = new Float64Array(half * half);
  for (let y = 0; y < half; y++)
    for (let x = 0; x < half; x++)
      out[y * half + x] =
        (src[2 * y * size + 2 * x]! +
          src[2 * y * size + 2 * x + 1]! +
          src[(2 * y + 1) * size + 2 * x]! +
          src[(2 * y + 1) * size + 2 * x + 1]!) /
        4;
  return out;
}

/** Mean and spread of the Gabor magnitude at each scale (the image halved between scales) and orientation, away from the border. */
function gaborEnergies(gray: Float64Array, size: number): number[] {
  const out: number[] = [];
  let img = gray;
  let s = size;
  for (let scale = 0; scale < GABOR_SCALES; scale++) {
    for (const k of GABOR_KERNELS) {
      const ks = 2 * k.half + 1;
      let sum = 0;
      let sq = 0;
      let n = 0;
      for (let y = k.half; y < s - k.half; y++) {
        for (let x = k.half; x < s - k.half; x++) {
          let re = 0;
          let im = 0;
          for (let ky = 0; ky < ks; ky++) {
            const row = (y + ky - k.half) * s + x - k.half;
            const krow = ky * ks;
            for (let kx = 0; kx < ks; kx++) {
              const v = img[row + kx]!;
              re += v * k.re[krow + kx]!;
              im += v * k.im[krow + kx]!;
            }
          }
          const m = Math.sqrt(re * re + im * im);
          sum += m;
          sq += m * m;
          n++;
        }
      }
      const mean = sum / Math.max(1, n);
      out.push(mean, Math.sqrt(Math.max(0, sq / Math.max(1, n) - mean * mean)));
    }
    img = downsample(img, s);
    s >>= 1;
  }
  return out;
}

function glcmStats(gray: Float64Array, size: number, d: number): number[] {
  const glcm = new Float64Array(GLCM_LEVELS * GLCM_LEVELS);
  const level = (v: number) => Math.min(GLCM_LEVELS - 1, Math.floor((v / 256) * GLCM_LEVELS));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const a = level(gray[y * size + x]!);
      // 0°, 45°, 90° and 135°, symmetric.
      const pairs: [number, number][] = [
        [x + d, y],
        [x + d, y + d],
        [x, y + d],
        [x - d, y + d],
      ];
      for (const [px, py] of pairs) {
        if (px < 0 || px >= size || py >= size) continue;
        const b = level(gray[py * size + px]!);
        glcm[a * GLCM_LEVELS + b]!++;
        glcm[b * GLCM_LEVELS + a]!++;
      }
    }
  }
  return glcmStatistics(glcm);
}

function tileStats(L: Float64Array, A: Float64Array, B: Float64Array, size: number): number[] {
  const aMeans: number[] = [];
  const bMeans: number[] = [];
  const lStds: number[] = [];
  const cell = new Float64Array(TILE * TILE);
  for (let ty = 0; ty + TILE <= size; ty += TILE) {
    for (let tx = 0; tx + TILE <= size; tx += TILE) {
      let a = 0;
      let b = 0;
      let k = 0;
      for (let y = ty; y < ty + TILE; y++) {
        for (let x = tx; x < tx + TILE; x++) {
          const i = y * size + x;
          a += A[i]!;
          b += B[i]!;
          cell[k++] = L[i]!;
        }
      }
      aMeans.push(a / (TILE * TILE));
      bMeans.push(b / (TILE * TILE));
      lStds.push(meanStdSkew(cell)[1]);
    }
  }
  const [lMean, lStd] = meanStdSkew(lStds);
  return [meanStdSkew(aMeans)[1], meanStdSkew(bMeans)[1], lMean, lStd];
}

/** Texture features of a square raster (`size`×`size`), given its CIELAB channels and grey levels, in the order of TEXTURE_FEATURE_NAMES. */
export function textureFeatures(
  rgb: Uint8Array | Buffer,
  size: number,
  L: Float64Array,
  A: Float64Array,
  B: Float64Array,
  gray: Float64Array,
): number[] {
  const n = size * size;
  const s = new Float64Array(n);
  const v = new Float64Array(n);
  let hueCos = 0;
  let hueSin = 0;
  let satSum = 0;
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const d = max - min;
    v[i] = max / 255;
    s[i] = max === 0 ? 0 : d / max;
    if (d > 0) {
      let h: number;
      if (max === r) h = ((g - b) / d + 6) % 6;
      else if (max === g) h = (b - r) / d + 2;
      else h = (r - g) / d + 4;
      const rad = (h * Math.PI) / 3;
      // Hue is circular: its mean as a vector, weighted by saturation (grey pixels have no hue).
      hueCos += s[i]! * Math.cos(rad);
      hueSin += s[i]! * Math.sin(rad);
      satSum += s[i]!;
    }
  }
  return [
    ...waveletEnergies(L, size),
    ...waveletEnergies(A, size),
    ...waveletEnergies(B, size),
    ...gaborEnergies(gray, size),
    satSum > 0 ? hueCos / satSum : 0,
    satSum > 0 ? hueSin / satSum : 0,
    ...meanStdSkew(s),
    ...meanStdSkew(v),
    ...GLCM_DISTANCES.flatMap((d) => glcmStats(gray, size, d)),
    ...tileStats(L, A, B, size),
  ];
}
