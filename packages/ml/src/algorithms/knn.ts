import type { Classifier, KNearestJson, Matrix } from './types.js';

/** Rows of a matrix laid end to end in one typed array (row i at i × width). */
export function flatten(X: Matrix, width: number): Float64Array {
  const out = new Float64Array(X.length * width);
  X.forEach((row, i) => {
    if (row.length !== width) throw new RangeError(`row ${i} has ${row.length} values, expected ${width}`);
    for (let j = 0; j < width; j++) out[i * width + j] = row[j] as number;
  });
  return out;
}

/**
 * The `k` smallest squared Euclidean distances from `x` to the rows of `flat` (width `p`) and their
 * row indices, nearest first (ties: lower row first). `skip` leaves one row out (leave-one-out).
 */
export function nearest(
  flat: Float64Array,
  p: number,
  x: ArrayLike<number>,
  k: number,
  skip = -1,
): { index: Int32Array; dist2: Float64Array } {
  const n = flat.length / p;
  const m = Math.min(k, n - (skip >= 0 && skip < n ? 1 : 0));
  const index = new Int32Array(m).fill(-1);
  const dist2 = new Float64Array(m).fill(Infinity);
  for (let i = 0; i < n; i++) {
    if (i === skip) continue;
    const base = i * p;
    let d = 0;
    const worst = dist2[m - 1]!;
    for (let j = 0; j < p; j++) {
      const diff = flat[base + j]! - (x[j] as number);
      d += diff * diff;
      if (d >= worst) break;
    }
    if (d >= worst) continue;
    // insertion into the sorted list of the m best
    let at = m - 1;
    while (at > 0 && dist2[at - 1]! > d) {
      dist2[at] = dist2[at - 1]!;
      index[at] = index[at - 1]!;
      at--;
    }
    dist2[at] = d;
    index[at] = i;
  }
  return { index, dist2 };
}

/**
 * k nearest neighbours (Euclidean; the caller standardises the features). Probabilities are the
 * shares of the neighbours' votes, each vote weighted 1 (`uniform`) or 1 / distance (`distance`).
 * The model carries its training rows, so it is as large as they are.
 */
export class KNearest implements Classifier {
  private readonly flat: Float64Array;
  private readonly y: Int32Array;

  constructor(private readonly json: KNearestJson) {
    const { nFeatures: p, X, y } = json;
    if (X.length !== y.length || X.length === 0) throw new Error('malformed k-nearest model: rows and labels differ or are empty');
    if (!(json.k >= 1)) throw new Error('malformed k-nearest model: k must be at least 1');
    this.flat = flatten(X, p);
    this.y = Int32Array.from(y);
    for (const c of this.y) if (c < 0 || c >= json.nClasses) throw new Error('malformed k-nearest model: label out of range');
  }

  /** Keeps the rows as given (round them first to keep the model file small). */
  static fit(X: Matrix, y: ArrayLike<number>, nClasses: number, params: { k?: number; weighting?: 'uniform' | 'distance' } = {}): KNearest {
    const first = X[0];
    if (!first) throw new RangeError('no rows to fit');
    return new KNearest({
      kind: 'k-nearest',
      nClasses,
      nFeatures: first.length,
      k: params.k ?? 5,
      weighting: params.weighting ?? 'distance',
      X: X.map((r) => Array.from(r)),
      y: Array.from(y),
    });
  }

  get nClasses(): number {
    return this.json.nClasses;
  }
  get nFeatures(): number {
    return this.json.nFeatures;
  }

  predictProba(x: ArrayLike<number>): Float64Array {
    const { index, dist2 } = nearest(this.flat, this.nFeatures, x, this.json.k);
    const out = new Float64Array(this.nClasses);
    let total = 0;
    for (let i = 0; i < index.length; i++) {
      // 1/distance, bounded so an exact copy of a training row does not take all the weight by itself
      const w = this.json.weighting === 'distance' ? 1 / Math.max(Math.sqrt(dist2[i]!), 1e-6) : 1;
      out[this.y[index[i]!]!]! += w;
      total += w;
    }
    for (let c = 0; c < out.length; c++) out[c]! /= total;
    return out;
  }

  /**
   * Occlusion: how much the probability of `cls` drops when one feature is set to 0 (the training
   * mean, features being standardised) with the others kept.
   */
  contributions(x: ArrayLike<number>, cls: number): Float64Array {
    const p = this.nFeatures;
    const base = this.predictProba(x)[cls]!;
    const row = Float64Array.from({ length: p }, (_, j) => x[j] as number);
    const out = new Float64Array(p);
    for (let j = 0; j < p; j++) {
      const keep = row[j]!;
      row[j] = 0;
      out[j] = base - this.predictProba(row)[cls]!;
      row[j] = keep;
    }
    return out;
  }

  toJSON(): KNearestJson {
    return this.json;
  }
}
