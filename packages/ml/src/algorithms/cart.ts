import { shuffleInPlace, type Rng } from '../random.js';
import type { Matrix } from './types.js';

/** CART growth limits. */
export interface CartParams {
  /** Deepest level a node may sit at (root = 0). */
  maxDepth: number;
  /** Nodes with fewer rows are not split. */
  minSamplesSplit: number;
  /** A split must leave at least this many rows on each side. */
  minSamplesLeaf: number;
  /** Features drawn at random per split (the search goes on past them until one valid split is found); ≥ the number of features = all. */
  maxFeatures: number;
}

export const DEFAULT_CART_PARAMS: CartParams = { maxDepth: 64, minSamplesSplit: 2, minSamplesLeaf: 1, maxFeatures: Infinity };

/**
 * A tree in pre-order: node 0 is the root, an internal node's left child is the next node and its
 * right child is `r[node]`. `f[node]` is the split feature (-1 for a leaf), `t[node]` the threshold
 * (x <= t goes left). `v[node]` holds a leaf's class counts sparsely as [class, count, class, count, …]
 * and is empty for internal nodes (their counts are the sum of their children's).
 */
export interface CartJson {
  f: number[];
  t: number[];
  r: number[];
  v: number[][];
}

/**
 * Grows one CART classification tree with the Gini criterion on the rows `sample` (repeats allowed,
 * as in a bootstrap sample). Deterministic for a given `rng` state.
 */
export function fitCart(
  X: Matrix,
  y: ArrayLike<number>,
  nClasses: number,
  sample: readonly number[],
  params: CartParams,
  rng: Rng,
): CartJson {
  const first = X[0];
  if (!first) throw new RangeError('no rows to fit');
  const nFeatures = first.length;
  const maxFeatures = Math.max(1, Math.min(nFeatures, Math.floor(params.maxFeatures)));
  const featureOrder = Array.from({ length: nFeatures }, (_, i) => i);
  const out: CartJson = { f: [], t: [], r: [], v: [] };
  const left = new Float64Array(nClasses);
  const right = new Float64Array(nClasses);

  const value = (i: number, feature: number) => (X[i] as ArrayLike<number>)[feature] as number;

  const classCounts = (rows: readonly number[]) => {
    const counts = new Float64Array(nClasses);
    for (const i of rows) counts[y[i] as number]! += 1;
    return counts;
  };

  const bestSplit = (rows: readonly number[], counts: Float64Array): { feature: number; threshold: number } | null => {
    if (maxFeatures < nFeatures) shuffleInPlace(featureOrder, rng);
    let best: { feature: number; threshold: number } | null = null;
    let bestScore = -Infinity;
    let examined = 0;
    let parentSq = 0;
    for (let c = 0; c < nClasses; c++) parentSq += counts[c]! * counts[c]!;
    const n = rows.length;
    for (const feature of featureOrder) {
      if (examined >= maxFeatures && best) break;
      examined++;
      const sorted = rows.slice().sort((a, b) => value(a, feature) - value(b, feature));
      if (value(sorted[0]!, feature) === value(sorted[n - 1]!, feature)) continue;
      left.fill(0);
      right.set(counts);
      let sqLeft = 0;
      let sqRight = parentSq;
      for (let k = 0; k < n - 1; k++) {
        const c = y[sorted[k]!] as number;
        sqLeft += 2 * left[c]! + 1;
        left[c]! += 1;
        sqRight -= 2 * right[c]! - 1;
        right[c]! -= 1;
        const nLeft = k + 1;
        const nRight = n - nLeft;
        const here = value(sorted[k]!, feature);
        const next = value(sorted[k + 1]!, feature);
        if (here === next || nLeft < params.minSamplesLeaf || nRight < params.minSamplesLeaf) continue;
        // Minimising the weighted Gini impurity = maximising this sum.
        const score = sqLeft / nLeft + sqRight / nRight;
        if (score > bestScore + 1e-12) {
          bestScore = score;
          let threshold = here + (next - here) / 2;
          if (threshold >= next) threshold = here;
          best = { feature, threshold };
        }
      }
    }
    return best;
  };

  const build = (rows: readonly number[], depth: number): number => {
    const node = out.f.length;
    out.f.push(-1);
    out.t.push(0);
    out.r.push(-1);
    out.v.push([]);
    const counts = classCounts(rows);
    let classesPresent = 0;
    for (let c = 0; c < nClasses; c++) if (counts[c]! > 0) classesPresent++;
    const split =
      classesPresent > 1 && depth < params.maxDepth && rows.length >= params.minSamplesSplit && rows.length >= 2 * params.minSamplesLeaf
        ? bestSplit(rows, counts)
        : null;
    if (!split) {
      const sparse: number[] = [];
      for (let c = 0; c < nClasses; c++) if (counts[c]! > 0) sparse.push(c, counts[c]!);
      out.v[node] = sparse;
      return node;
    }
    const leftRows: number[] = [];
    const rightRows: number[] = [];
    for (const i of rows) (value(i, split.feature) <= split.threshold ? leftRows : rightRows).push(i);
    out.f[node] = split.feature;
    out.t[node] = split.threshold;
    build(leftRows, depth + 1);
    out.r[node] = build(rightRows, depth + 1);
    return node;
  };

  build(sample, 0);
  return out;
}

/**
 * A loaded tree, with every node's class proportions precomputed for prediction and path explanations.
 * Its nodes live in typed arrays, not in the parsed JSON (a built-in photo model's 100 trees are about
 * 10 MB of small arrays as JSON); `toJSON` writes the same JSON back.
 */
export class CartTree {
  readonly feature: Int32Array;
  readonly threshold: Float64Array;
  readonly right: Int32Array;
  /** proportions[node * nClasses + class]. */
  readonly proportions: Float64Array;
  /** The leaves' sparse counts as the JSON has them, back to back: node i's are leafCounts[leafStart[i] … leafStart[i + 1]). */
  private readonly leafCounts: Float64Array;
  private readonly leafStart: Int32Array;

  /**
   * `laplace`: add one to every class count before taking proportions, so a lone tree's pure leaf
   * of 20 rows says 21/27, not a certainty it has not earned (forests average this out themselves).
   */
  constructor(
    json: CartJson,
    readonly nClasses: number,
    laplace = false,
  ) {
    const size = json.f.length;
    if (size === 0 || json.t.length !== size || json.r.length !== size || json.v.length !== size) throw new Error('malformed tree');
    this.feature = Int32Array.from(json.f);
    this.threshold = Float64Array.from(json.t);
    this.right = Int32Array.from(json.r);
    this.leafStart = new Int32Array(size + 1);
    for (let node = 0; node < size; node++)
      this.leafStart[node + 1] = this.leafStart[node]! + (json.f[node]! < 0 ? json.v[node]!.length : 0);
    this.leafCounts = new Float64Array(this.leafStart[size]!);
    for (let node = 0; node < size; node++) if (json.f[node]! < 0) this.leafCounts.set(json.v[node]!, this.leafStart[node]!);
    const counts = new Float64Array(size * nClasses);
    // Children come after their parent in pre-order, so one backward pass sums them up.
    for (let node = size - 1; node >= 0; node--) {
      const base = node * nClasses;
      if (this.feature[node]! < 0) {
        const sparse = json.v[node]!;
        for (let k = 0; k < sparse.length; k += 2) counts[base + sparse[k]!] = sparse[k + 1]!;
      } else {
        const l = (node + 1) * nClasses;
        const r = this.right[node]! * nClasses;
        if (r <= base || r >= size * nClasses) throw new Error('malformed tree');
        for (let c = 0; c < nClasses; c++) counts[base + c] = counts[l + c]! + counts[r + c]!;
      }
    }
    for (let node = 0; node < size; node++) {
      const base = node * nClasses;
      let total = 0;
      for (let c = 0; c < nClasses; c++) total += counts[base + c]!;
      if (laplace) {
        for (let c = 0; c < nClasses; c++) counts[base + c] = (counts[base + c]! + 1) / (total + nClasses);
      } else {
        for (let c = 0; c < nClasses; c++) counts[base + c] = total > 0 ? counts[base + c]! / total : 0;
      }
    }
    this.proportions = counts;
  }

  get size(): number {
    return this.feature.length;
  }

  /** The tree as `fitCart` made it (internal nodes with no counts, as it writes them). */
  toJSON(): CartJson {
    const v = Array.from({ length: this.size }, (_, node) =>
      Array.from(this.leafCounts.subarray(this.leafStart[node]!, this.leafStart[node + 1]!)),
    );
    return { f: Array.from(this.feature), t: Array.from(this.threshold), r: Array.from(this.right), v };
  }

  /** The leaf `x` falls into. */
  leaf(x: ArrayLike<number>): number {
    let node = 0;
    let f = this.feature[0]!;
    while (f >= 0) {
      node = (x[f] as number) <= this.threshold[node]! ? node + 1 : this.right[node]!;
      f = this.feature[node]!;
    }
    return node;
  }

  /** out[c] += weight × the leaf's proportion of class c. */
  addProba(x: ArrayLike<number>, out: Float64Array, weight: number): void {
    const base = this.leaf(x) * this.nClasses;
    for (let c = 0; c < this.nClasses; c++) out[c]! += weight * this.proportions[base + c]!;
  }

  /**
   * Saabas path contributions: walking from the root to x's leaf, each split on feature f adds
   * (proportion of `cls` in the child − in the parent) to out[f]. They sum to leaf − root proportion.
   */
  addContributions(x: ArrayLike<number>, cls: number, out: Float64Array, weight: number): void {
    const k = this.nClasses;
    let node = 0;
    let f = this.feature[0]!;
    while (f >= 0) {
      const next = (x[f] as number) <= this.threshold[node]! ? node + 1 : this.right[node]!;
      out[f]! += weight * (this.proportions[next * k + cls]! - this.proportions[node * k + cls]!);
      node = next;
      f = this.feature[node]!;
    }
  }

  /** The root's proportion of `cls` (the baseline the contributions start from). */
  baseline(cls: number): number {
    return this.proportions[cls]!;
  }
}
