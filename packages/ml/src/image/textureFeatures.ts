/**
 * Richer texture and colour descriptors (issue 23), appended to the colour-and-texture features
 * of features.ts: Haar wavelet energies of the CIELAB channels, Gabor energies at three scales and
 * four orientations, HSV colour moments, grey-level co-occurrence at longer distances and the
 * spread of colour and texture between 16 px tiles. Soil grain and clods, and the spots of a
 * diseased leaf, are local textures at several scales: the first features saw only the finest.
 * Same 128×128 raster; a photo costs some 20 ms more.
 */

import { cooccurrence, glcmLevels, glcmStatistics } from './glcm.js';

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

/**
 * One orientation's zero-mean complex Gabor kernel (wavelength 4 px, sigma 0.56 wavelength) in
 * separable form. The kernel is envelope × e^{iω(x cosθ + y sinθ)}, and both factors split into a
 * function of x times a function of y, so K(x, y) = (A(x)·B(y) − c·g(x)·g(y)) / norm: two 1-D passes
 * instead of an 11×11 window (the same answer to rounding, about 3× less work per photo).
 */
interface GaborKernel {
  half: number;
  /** A(x) = g(x)·e^{iωx cosθ}, B(y) = g(y)·e^{iωy sinθ}. */
  aRe: Float64Array;
  aIm: Float64Array;
  bRe: Float64Array;
  bIm: Float64Array;
  /** The real part's mean over the envelope, taken off so a flat patch answers 0. */
  c: number;
  /** The envelope's sum. */
  norm: number;
}

const GABOR_SIGMA = 0.56 * GABOR_WAVELENGTH;
const GABOR_HALF = Math.ceil(2 * GABOR_SIGMA);
/** The Gaussian envelope along one axis. */
const GABOR_ENVELOPE = Float64Array.from({ length: 2 * GABOR_HALF + 1 }, (_, j) =>
  Math.exp(-((j - GABOR_HALF) ** 2) / (2 * GABOR_SIGMA * GABOR_SIGMA)),
);

const GABOR_KERNELS: readonly GaborKernel[] = Array.from({ length: GABOR_ORIENTATIONS }, (_, o) => {
  const theta = (o * Math.PI) / GABOR_ORIENTATIONS;
  const omega = (2 * Math.PI) / GABOR_WAVELENGTH;
  const wave = (dir: number, part: 'cos' | 'sin') => GABOR_ENVELOPE.map((g, j) => g * Math[part](omega * (j - GABOR_HALF) * dir));
  const [aRe, aIm, bRe, bIm] = [
    wave(Math.cos(theta), 'cos'),
    wave(Math.cos(theta), 'sin'),
    wave(Math.sin(theta), 'cos'),
    wave(Math.sin(theta), 'sin'),
  ];
  const sum = (v: Float64Array) => v.reduce((a, b) => a + b, 0);
  const envelope = sum(GABOR_ENVELOPE);
  const norm = envelope * envelope;
  // Σ Re(A(x)B(y)) over the window = Re(ΣA · ΣB).
  const reSum = sum(aRe) * sum(bRe) - sum(aIm) * sum(bIm);
  return { half: GABOR_HALF, aRe, aIm, bRe, bIm, c: reSum / norm, norm };
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

/** Each row of `img` filtered along x by `kernel` (only columns whose window fits). */
function rowPass(img: Float64Array, s: number, kernel: Float64Array, half: number): Float64Array {
  const out = new Float64Array(s * s);
  const ks = kernel.length;
  for (let y = 0; y < s; y++) {
    for (let x = half; x < s - half; x++) {
      const row = y * s + x - half;
      let v = 0;
      for (let k = 0; k < ks; k++) v += img[row + k]! * kernel[k]!;
      out[y * s + x] = v;
    }
  }
  return out;
}

/** Mean and spread of the Gabor magnitude at each scale (the image halved between scales) and orientation, away from the border. */
export function gaborEnergies(gray: Float64Array, size: number): number[] {
  const out: number[] = [];
  let img = gray;
  let s = size;
  const half = GABOR_HALF;
  const ks = 2 * half + 1;
  for (let scale = 0; scale < GABOR_SCALES; scale++) {
    // The envelope's own response (the real part's correction), the same for every orientation.
    const gRows = rowPass(img, s, GABOR_ENVELOPE, half);
    const flat = new Float64Array(s * s);
    for (let y = half; y < s - half; y++)
      for (let j = 0; j < ks; j++) {
        const from = (y + j - half) * s;
        const w = GABOR_ENVELOPE[j]!;
        for (let x = half; x < s - half; x++) flat[y * s + x] = flat[y * s + x]! + gRows[from + x]! * w;
      }
    const accRe = new Float64Array(s);
    const accIm = new Float64Array(s);
    for (const k of GABOR_KERNELS) {
      const reRows = rowPass(img, s, k.aRe, half);
      const imRows = rowPass(img, s, k.aIm, half);
      let sum = 0;
      let sq = 0;
      let n = 0;
      for (let y = half; y < s - half; y++) {
        accRe.fill(0);
        accIm.fill(0);
        // Row by row of the window, so the inner loop reads memory in order.
        for (let j = 0; j < ks; j++) {
          const from = (y + j - half) * s;
          const br = k.bRe[j]!;
          const bi = k.bIm[j]!;
          for (let x = half; x < s - half; x++) {
            const r = reRows[from + x]!;
            const q = imRows[from + x]!;
            accRe[x] = accRe[x]! + r * br - q * bi;
            accIm[x] = accIm[x]! + r * bi + q * br;
          }
        }
        for (let x = half; x < s - half; x++) {
          const re = (accRe[x]! - k.c * flat[y * s + x]!) / k.norm;
          const im = accIm[x]! / k.norm;
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

/** Co-occurrence at `d` px in the four directions 0°, 45°, 90° and 135°. */
function glcmStats(levels: Uint8Array, size: number, d: number): number[] {
  return glcmStatistics(
    cooccurrence(levels, size, [
      [d, 0],
      [d, d],
      [0, d],
      [-d, d],
    ]),
  );
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
  levels: Uint8Array = glcmLevels(gray),
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
    ...GLCM_DISTANCES.flatMap((d) => glcmStats(levels, size, d)),
    ...tileStats(L, A, B, size),
  ];
}
