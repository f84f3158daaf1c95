import { flatten, nearest } from '../algorithms/index.js';
import { mulberry32, shuffleInPlace } from '../random.js';

/**
 * Out-of-distribution verdict: is a photo like the photos the model was trained on at all?
 *
 * Two rules, either one flags the photo:
 * - plain image: (almost) one flat colour, no picture in it (near-zero grey spread, or nearly all
 *   pixels of one colour);
 * - distance: the mean Euclidean distance from the photo's standardised features to its k nearest
 *   reference (training) photos is above a threshold. The threshold is a high quantile of the
 *   same distance measured leave-one-out on the reference photos themselves, so about
 *   (1 − quantile) of in-distribution photos are flagged by construction; the card reports the
 *   share of held-out photos actually flagged.
 */

export const OOD_METHOD_KNN = 'knn-distance';
export const OOD_METHOD_PLAIN = 'plain-image';
export const OOD_METHOD_GATE = 'wrong-task-gate';

/** Reference rows are stored rounded to this many decimals (standardised units). */
const REFERENCE_DECIMALS = 3;

export interface OodJson {
  /** Standardised training features, rounded, at most `maxRows` of them (seeded subsample). */
  reference: number[][];
  k: number;
  /** Distances above this are out of distribution. */
  threshold: number;
  /** The quantile of the leave-one-out distances the threshold was taken at. */
  quantile: number;
}

export interface OodFitOptions {
  k?: number;
  quantile?: number;
  maxRows?: number;
  seed: number;
}

export const OOD_DEFAULTS = { k: 5, quantile: 0.95, maxRows: 1500 } as const;

const roundTo = (v: number, decimals: number) => {
  const f = 10 ** decimals;
  const r = Math.round(v * f) / f;
  return r === 0 ? 0 : r; // no -0 in the file
};

/** Mean distance from `x` to its k nearest rows of `flat` (leaving out row `skip`). */
function meanKnnDistance(flat: Float64Array, p: number, x: ArrayLike<number>, k: number, skip = -1): number {
  const { dist2 } = nearest(flat, p, x, k, skip);
  let s = 0;
  for (const d of dist2) s += Math.sqrt(d);
  return dist2.length === 0 ? Infinity : s / dist2.length;
}

/** The q-quantile of `values` (nearest rank, q in [0, 1]). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new RangeError('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Which rows fitOod keeps as its reference set: all, or a seeded subsample of `maxRows`. */
function referenceOrder(n: number, maxRows: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  if (n <= maxRows) return order;
  return shuffleInPlace(order, mulberry32(seed))
    .slice(0, maxRows)
    .sort((a, b) => a - b);
}

/**
 * Which of the rows `json` was fitted on (fitOod with the same `seed` and `maxRows`) the distance rule
 * flags, each measured without itself: a reference row leave-one-out (as the threshold was set), any
 * other row against the whole reference set. What the rule costs the task's own photos, out of fold.
 */
export function trainingDistanceFlags(
  rows: readonly ArrayLike<number>[],
  json: OodJson,
  seed: number,
  maxRows: number = OOD_DEFAULTS.maxRows,
): boolean[] {
  const order = referenceOrder(rows.length, maxRows, seed);
  if (
    order.length !== json.reference.length ||
    order.some(
      (row, r) => roundTo(rows[row]![0]!, REFERENCE_DECIMALS) !== json.reference[r]![0] || rows[row]!.length !== json.reference[r]!.length,
    )
  )
    throw new RangeError('the rows are not the ones this reference set was fitted on');
  const p = json.reference[0]!.length;
  const flat = flatten(json.reference, p);
  const inReference = new Map(order.map((row, r) => [row, r]));
  return rows.map((x, i) => {
    const r = inReference.get(i);
    const d = r === undefined ? meanKnnDistance(flat, p, x, json.k) : meanKnnDistance(flat, p, json.reference[r]!, json.k, r);
    return roundTo(d / json.threshold, 4) > 1; // as OodDetector.verdict rounds
  });
}

/** Builds the reference set and its threshold from standardised training rows. */
export function fitOod(rows: readonly ArrayLike<number>[], opts: OodFitOptions): OodJson {
  const k = opts.k ?? OOD_DEFAULTS.k;
  const q = opts.quantile ?? OOD_DEFAULTS.quantile;
  const maxRows = opts.maxRows ?? OOD_DEFAULTS.maxRows;
  if (rows.length < 2) throw new RangeError('the out-of-distribution check needs at least 2 reference photos');
  const order = referenceOrder(rows.length, maxRows, opts.seed);
  const reference = order.map((i) => Array.from(rows[i]!, (v) => roundTo(v, REFERENCE_DECIMALS)));
  const p = reference[0]!.length;
  const flat = flatten(reference, p);
  const kk = Math.min(k, reference.length - 1);
  const loo = reference.map((x, i) => meanKnnDistance(flat, p, x, kk, i));
  return { reference, k: kk, threshold: roundTo(quantile(loo, q), 6), quantile: q };
}

/** Grey spread and dominant-colour share of a raster: what the plain-image rule looks at. */
export interface PlainStats {
  /** Standard deviation of the grey level, 0..255. */
  grayStd: number;
  /** Share of pixels in the most common colour (RGB quantised to 4 bits a channel). */
  dominantShare: number;
}

/**
 * A photo with a grey spread under this (of 255) has no picture in it. The dataset photos' smallest
 * spread is 5 (a hazy soil scene).
 */
export const PLAIN_GRAY_STD = 3;
/**
 * A photo with at least this share of pixels in one colour (4 bits a channel) is a flat colour. Some
 * dataset photos are a small leaf on a white page: up to 95 % one colour.
 */
export const PLAIN_DOMINANT_SHARE = 0.98;

export function plainStats(rgb: Uint8Array, w: number, h: number): PlainStats {
  const n = w * h;
  const counts = new Uint32Array(4096);
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    counts[((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)]!++;
    const grey = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += grey;
    sq += grey * grey;
  }
  let top = 0;
  for (const c of counts) if (c > top) top = c;
  const mean = sum / n;
  return { grayStd: Math.sqrt(Math.max(0, sq / n - mean * mean)), dominantShare: top / n };
}

export function isPlain(stats: PlainStats): boolean {
  return stats.grayStd < PLAIN_GRAY_STD || stats.dominantShare >= PLAIN_DOMINANT_SHARE;
}

export interface OodVerdict {
  outOfDistribution: boolean;
  /** Distance / threshold (over 1: unlike the training photos); null without a reference set. */
  score: number | null;
  method: string;
}

/** A loaded reference set. */
export class OodDetector {
  private readonly flat: Float64Array;
  private readonly p: number;
  readonly threshold: number;
  private readonly k: number;

  /** Keeps the reference rows in one typed array, not the JSON's arrays. */
  constructor(json: OodJson) {
    if (json.reference.length < 2) throw new Error('malformed out-of-distribution block: fewer than 2 reference rows');
    if (!(json.threshold > 0) || !(json.k >= 1)) throw new Error('malformed out-of-distribution block: threshold and k must be positive');
    this.p = json.reference[0]!.length;
    this.flat = flatten(json.reference, this.p);
    this.threshold = json.threshold;
    this.k = json.k;
  }

  get width(): number {
    return this.p;
  }

  /** Mean distance to the k nearest reference photos. */
  distance(z: ArrayLike<number>): number {
    if (z.length !== this.p) throw new RangeError(`expected ${this.p} features, got ${z.length}`);
    return meanKnnDistance(this.flat, this.p, z, this.k);
  }

  /** The verdict for standardised features `z` of a photo with raster statistics `plain`. */
  verdict(z: ArrayLike<number>, plain: PlainStats): OodVerdict {
    const score = roundTo(this.distance(z) / this.threshold, 4);
    return { outOfDistribution: isPlain(plain) || score > 1, score, method: `${OOD_METHOD_PLAIN}+${OOD_METHOD_KNN}` };
  }
}

/** The verdict from the plain-image rule alone (a model without a reference set). */
export function plainVerdict(plain: PlainStats): OodVerdict {
  return { outOfDistribution: isPlain(plain), score: null, method: OOD_METHOD_PLAIN };
}

export const OOD_DESCRIPTION = `out of distribution when the photo is plain (grey spread under ${PLAIN_GRAY_STD} of 255, or at least ${100 * PLAIN_DOMINANT_SHARE} % of its pixels one colour at 4 bits a channel), or when the mean Euclidean distance from its standardised features to its k nearest training photos is above the threshold; the threshold is the given quantile of the same distance measured leave-one-out on the training photos`;
