/**
 * Colour and texture descriptors of a photo, the inputs of the built-in image models. Computed on
 * a small fixed-size RGB raster (see decode.ts) so one photo costs a few milliseconds.
 *
 * Why these: soil classes differ mostly in colour (Munsell hue, value, chroma) and grain; leaf
 * diseases in the colour of lesions (brown, yellow, grey), their spottiness and edges. So: HSV
 * histograms, CIELAB moments, local binary patterns at two scales, gradient orientation and
 * grey-level co-occurrence statistics, and the centre-versus-border contrast of a leaf on a
 * background.
 */

import { TEXTURE_FEATURE_NAMES, textureFeatureGroup, textureFeatures } from './textureFeatures.js';
import { cooccurrence, glcmLevels, glcmStatistics } from './glcm.js';

export const FEATURE_SIZE = 128;

const HUE_BINS = 18;
const SV_BINS = 8;
const LBP_BINS = 10;
const ORIENT_BINS = 8;
const L_BINS = 8;
const AB_BINS = 5;
/** a* and b* ranges of the a*b* histogram: soils and leaves sit in these; outside values go to the edge bins. */
const A_RANGE = [-30, 40] as const;
const B_RANGE = [-10, 60] as const;
const BLOCK = 16;

/** The colour-and-texture features of issue 7. */
export const BASE_FEATURE_NAMES: readonly string[] = [
  ...Array.from({ length: HUE_BINS }, (_, i) => `hue_${i * (360 / HUE_BINS)}`),
  'chromatic_fraction',
  ...Array.from({ length: SV_BINS }, (_, i) => `saturation_${i}`),
  ...Array.from({ length: SV_BINS }, (_, i) => `value_${i}`),
  ...['L', 'a', 'b'].flatMap((c) => [`${c}_mean`, `${c}_std`, `${c}_skew`]),
  ...Array.from({ length: LBP_BINS }, (_, i) => `lbp1_${i}`),
  ...Array.from({ length: LBP_BINS }, (_, i) => `lbp2_${i}`),
  ...Array.from({ length: LBP_BINS }, (_, i) => `lbp4_${i}`),
  ...Array.from({ length: L_BINS }, (_, i) => `lightness_${i}`),
  ...Array.from({ length: AB_BINS * AB_BINS }, (_, i) => `ab_${Math.floor(i / AB_BINS)}_${i % AB_BINS}`),
  ...['top_left', 'top_right', 'bottom_left', 'bottom_right'].flatMap((q) => [`${q}_L`, `${q}_a`, `${q}_b`]),
  'block_L_std',
  'gradient_mean',
  'gradient_std',
  'edge_fraction',
  ...Array.from({ length: ORIENT_BINS }, (_, i) => `orientation_${i}`),
  'glcm_contrast',
  'glcm_homogeneity',
  'glcm_energy',
  'glcm_correlation',
  'glcm_entropy',
  'centre_border_L',
  'centre_border_a',
  'centre_border_b',
  'white_fraction',
  'dark_fraction',
  'gray_std',
];

/** What the built-in models read: the issue 7 features, then the richer texture descriptors (issue 23). */
export const FEATURE_NAMES: readonly string[] = [...BASE_FEATURE_NAMES, ...TEXTURE_FEATURE_NAMES];

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** The family a feature belongs to (for importance: single features of a family stand in for each other). */
export function featureGroup(name: string): string {
  const texture = textureFeatureGroup(name);
  if (texture) return texture;
  if (name.startsWith('hue_') || name === 'chromatic_fraction') return 'hue histogram';
  if (name.startsWith('saturation_')) return 'saturation histogram';
  if (name.startsWith('value_')) return 'brightness (HSV value) histogram';
  if (/^[Lab]_(mean|std|skew)$/.test(name)) return 'CIELAB mean, spread and skew';
  if (name.startsWith('lbp1_')) return 'local binary patterns, 1 px';
  if (name.startsWith('lbp2_')) return 'local binary patterns, 2 px';
  if (name.startsWith('lbp4_')) return 'local binary patterns, 4 px';
  if (name.startsWith('lightness_')) return 'CIELAB lightness histogram';
  if (name.startsWith('ab_')) return 'CIELAB a*b* colour histogram';
  if (/^(top|bottom)_(left|right)_/.test(name)) return 'quadrant colours';
  if (name === 'block_L_std') return 'coarse texture (spread of 16 px block lightness)';
  if (name === 'gradient_mean' || name === 'gradient_std' || name === 'edge_fraction') return 'edge strength';
  if (name.startsWith('orientation_')) return 'edge orientation histogram';
  if (name.startsWith('glcm_')) return 'grey-level co-occurrence';
  if (name.startsWith('centre_border_')) return 'centre versus border colour';
  return 'white, dark and grey spread';
}

/** The feature families in order, each with the indices of its features. */
export const FEATURE_GROUPS: readonly { name: string; features: number[] }[] = FEATURE_NAMES.reduce<{ name: string; features: number[] }[]>(
  (groups, name, i) => {
    const g = featureGroup(name);
    const found = groups.find((x) => x.name === g);
    if (found) found.features.push(i);
    else groups.push({ name: g, features: [i] });
    return groups;
  },
  [],
);

/** sRGB 0..255 to linear light, one entry a byte value. */
const LINEAR = Float64Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

/** The CIELAB companding function. */
function labF(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

/**
 * sRGB 0..255 to CIELAB (D65), written into `out` at `i` (no closures or arrays per pixel: this
 * runs 16,384 times a photo, and tsx/esbuild wrap every closure in a naming helper).
 */
function toLabInto(r: number, g: number, b: number, L: Float64Array, A: Float64Array, B: Float64Array, i: number): void {
  const R = LINEAR[r]!;
  const G = LINEAR[g]!;
  const Bl = LINEAR[b]!;
  const fx = labF((0.4124 * R + 0.3576 * G + 0.1805 * Bl) / 0.95047);
  const fy = labF(0.2126 * R + 0.7152 * G + 0.0722 * Bl);
  const fz = labF((0.0193 * R + 0.1192 * G + 0.9505 * Bl) / 1.08883);
  L[i] = 116 * fy - 16;
  A[i] = 500 * (fx - fy);
  B[i] = 200 * (fy - fz);
}

function moments(values: Float64Array): [number, number, number] {
  const n = values.length;
  let mean = 0;
  for (const v of values) mean += v;
  mean /= n;
  let m2 = 0;
  let m3 = 0;
  for (const v of values) {
    const d = v - mean;
    m2 += d * d;
    m3 += d * d * d;
  }
  const std = Math.sqrt(m2 / n);
  return [mean, std, std > 1e-9 ? m3 / n / std ** 3 : 0];
}

/** Uniform LBP (8 neighbours at `step` pixels): 9 uniform patterns by their count of set bits + 1 bin for the rest. */
function lbpHistogram(gray: Float64Array, w: number, h: number, step: number): number[] {
  const hist = new Array<number>(LBP_BINS).fill(0);
  const dx = [-1, 0, 1, 1, 1, 0, -1, -1];
  const dy = [-1, -1, -1, 0, 1, 1, 1, 0];
  let total = 0;
  for (let y = step; y < h - step; y += step) {
    for (let x = step; x < w - step; x += step) {
      const c = gray[y * w + x]!;
      let bits = 0;
      let transitions = 0;
      let prev = gray[(y + dy[7]! * step) * w + x + dx[7]! * step]! >= c ? 1 : 0;
      for (let k = 0; k < 8; k++) {
        const bit = gray[(y + dy[k]! * step) * w + x + dx[k]! * step]! >= c ? 1 : 0;
        bits += bit;
        if (bit !== prev) transitions++;
        prev = bit;
      }
      hist[transitions <= 2 ? bits : 9]!++;
      total++;
    }
  }
  return hist.map((v) => v / Math.max(1, total));
}

function bin(v: number, lo: number, hi: number, bins: number): number {
  return Math.max(0, Math.min(bins - 1, Math.floor(((v - lo) / (hi - lo)) * bins)));
}

function lightnessHistogram(L: Float64Array): number[] {
  const hist = new Array<number>(L_BINS).fill(0);
  for (const v of L) hist[bin(v, 0, 100, L_BINS)]!++;
  return hist.map((v) => v / L.length);
}

function abHistogram(A: Float64Array, B: Float64Array): number[] {
  const hist = new Array<number>(AB_BINS * AB_BINS).fill(0);
  for (let i = 0; i < A.length; i++)
    hist[bin(A[i]!, A_RANGE[0], A_RANGE[1], AB_BINS) * AB_BINS + bin(B[i]!, B_RANGE[0], B_RANGE[1], AB_BINS)]!++;
  return hist.map((v) => v / A.length);
}

function quadrantMeans(L: Float64Array, A: Float64Array, B: Float64Array, w: number, h: number): number[] {
  const sums = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const s = sums[(y < h / 2 ? 0 : 2) + (x < w / 2 ? 0 : 1)]!;
      s[0]! += L[i]!;
      s[1]! += A[i]!;
      s[2]! += B[i]!;
      s[3]!++;
    }
  }
  return sums.flatMap((s) => [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!]);
}

/** Standard deviation of the mean lightness of BLOCK×BLOCK tiles: coarse texture (clods, stones, shade). */
function blockStd(L: Float64Array, w: number, h: number): number {
  const means: number[] = [];
  for (let by = 0; by + BLOCK <= h; by += BLOCK) {
    for (let bx = 0; bx + BLOCK <= w; bx += BLOCK) {
      let s = 0;
      for (let y = by; y < by + BLOCK; y++) for (let x = bx; x < bx + BLOCK; x++) s += L[y * w + x]!;
      means.push(s / (BLOCK * BLOCK));
    }
  }
  return moments(Float64Array.from(means))[1];
}

/** The colour-and-texture features of issue 7 (`base`) and the richer texture descriptors of issue 23 (`texture`) of a square RGB raster. */
export function imageFeatureParts(rgb: Uint8Array | Buffer, w: number, h: number): { base: number[]; texture: number[] } {
  const n = w * h;
  if (rgb.length < n * 3) throw new RangeError(`expected ${n * 3} bytes of RGB, got ${rgb.length}`);
  if (w !== h) throw new RangeError(`expected a square raster, got ${w}×${h}`);
  const hue = new Array<number>(HUE_BINS).fill(0);
  const sat = new Array<number>(SV_BINS).fill(0);
  const val = new Array<number>(SV_BINS).fill(0);
  const L = new Float64Array(n);
  const A = new Float64Array(n);
  const B = new Float64Array(n);
  const gray = new Float64Array(n);
  let chromatic = 0;
  let white = 0;
  let dark = 0;
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const v = max / 255;
    const s = max === 0 ? 0 : (max - min) / max;
    sat[Math.min(SV_BINS - 1, Math.floor(s * SV_BINS))]!++;
    val[Math.min(SV_BINS - 1, Math.floor(v * SV_BINS))]!++;
    if (s > 0.15 && v > 0.15) {
      let hdeg: number;
      const d = max - min;
      if (max === r) hdeg = 60 * (((g - b) / d + 6) % 6);
      else if (max === g) hdeg = 60 * ((b - r) / d + 2);
      else hdeg = 60 * ((r - g) / d + 4);
      hue[Math.min(HUE_BINS - 1, Math.floor(hdeg / (360 / HUE_BINS)))]!++;
      chromatic++;
    }
    if (min > 225) white++;
    if (max < 30) dark++;
    toLabInto(r, g, b, L, A, B, i);
    gray[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }

  // Gradients (Sobel) and their orientation histogram weighted by magnitude.
  const orient = new Array<number>(ORIENT_BINS).fill(0);
  const mags = new Float64Array((w - 2) * (h - 2));
  let magIndex = 0;
  let edges = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const up = (y - 1) * w + x;
      const mid = y * w + x;
      const down = (y + 1) * w + x;
      const gx = gray[up + 1]! + 2 * gray[mid + 1]! + gray[down + 1]! - gray[up - 1]! - 2 * gray[mid - 1]! - gray[down - 1]!;
      const gy = gray[down - 1]! + 2 * gray[down]! + gray[down + 1]! - gray[up - 1]! - 2 * gray[up]! - gray[up + 1]!;
      const m = Math.hypot(gx, gy);
      mags[magIndex++] = m;
      if (m > 100) edges++;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      orient[Math.min(ORIENT_BINS - 1, Math.floor((angle / Math.PI) * ORIENT_BINS))]! += m;
    }
  }
  const [gMean, gStd] = moments(mags);
  const orientTotal = orient.reduce((s, v) => s + v, 0) || 1;

  // Grey-level co-occurrence at distance 1, horizontal and vertical, symmetric and normalised.
  const levels = glcmLevels(gray);
  const glcm = cooccurrence(levels, w, [
    [1, 0],
    [0, 1],
  ]);

  // Centre (middle half of each side) minus border mean in Lab: a leaf on a plain background.
  const centre = [0, 0, 0];
  const border = [0, 0, 0];
  let nc = 0;
  let nb = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const inCentre = x >= w / 4 && x < (3 * w) / 4 && y >= h / 4 && y < (3 * h) / 4;
      const target = inCentre ? centre : border;
      target[0]! += L[i]!;
      target[1]! += A[i]!;
      target[2]! += B[i]!;
      if (inCentre) nc++;
      else nb++;
    }
  }

  const out: number[] = [
    ...hue.map((v) => v / Math.max(1, chromatic)),
    chromatic / n,
    ...sat.map((v) => v / n),
    ...val.map((v) => v / n),
    ...moments(L),
    ...moments(A),
    ...moments(B),
    ...lbpHistogram(gray, w, h, 1),
    ...lbpHistogram(gray, w, h, 2),
    ...lbpHistogram(gray, w, h, 4),
    ...lightnessHistogram(L),
    ...abHistogram(A, B),
    ...quadrantMeans(L, A, B, w, h),
    blockStd(L, w, h),
    gMean,
    gStd,
    edges / Math.max(1, mags.length),
    ...orient.map((v) => v / orientTotal),
    ...glcmStatistics(glcm),
    centre[0]! / nc - border[0]! / nb,
    centre[1]! / nc - border[1]! / nb,
    centre[2]! / nc - border[2]! / nb,
    white / n,
    dark / n,
    moments(gray)[1],
  ];
  return { base: out, texture: textureFeatures(rgb, w, L, A, B, gray, levels) };
}

/** Features of an RGB raster (3 bytes a pixel, row-major, square), in the order of FEATURE_NAMES. */
export function imageFeatures(rgb: Uint8Array | Buffer, w: number, h: number): Float64Array {
  const { base, texture } = imageFeatureParts(rgb, w, h);
  const out = [...base, ...texture];
  if (out.length !== FEATURE_COUNT) throw new Error(`feature count ${out.length} != ${FEATURE_COUNT}`);
  return Float64Array.from(out);
}
