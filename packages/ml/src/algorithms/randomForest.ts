import { deriveSeed, mulberry32, randomInt } from '../random.js';
import { CartTree, DEFAULT_CART_PARAMS, fitCart, type CartParams } from './cart.js';
import type { Classifier, DecisionTreeJson, Matrix, RandomForestJson } from './types.js';

function shape(X: Matrix): { n: number; nFeatures: number } {
  const first = X[0];
  if (!first) throw new RangeError('no rows to fit');
  return { n: X.length, nFeatures: first.length };
}

/** One CART tree on all rows (no bootstrap), all features per split by default. */
export class DecisionTree implements Classifier {
  private readonly tree: CartTree;
  readonly nClasses: number;
  readonly nFeatures: number;

  constructor(json: DecisionTreeJson) {
    this.tree = new CartTree(json.tree, json.nClasses, true);
    this.nClasses = json.nClasses;
    this.nFeatures = json.nFeatures;
  }

  static fit(X: Matrix, y: ArrayLike<number>, nClasses: number, params: Partial<CartParams>, seed: number): DecisionTree {
    const { n, nFeatures } = shape(X);
    const rows = Array.from({ length: n }, (_, i) => i);
    const tree = fitCart(X, y, nClasses, rows, { ...DEFAULT_CART_PARAMS, ...params }, mulberry32(seed));
    return new DecisionTree({ kind: 'decision-tree', nClasses, nFeatures, tree });
  }

  /** Number of nodes. */
  get size(): number {
    return this.tree.size;
  }

  predictProba(x: ArrayLike<number>): Float64Array {
    const out = new Float64Array(this.nClasses);
    this.tree.addProba(x, out, 1);
    return out;
  }

  contributions(x: ArrayLike<number>, cls: number): Float64Array {
    const out = new Float64Array(this.nFeatures);
    this.tree.addContributions(x, cls, out, 1);
    return out;
  }

  toJSON(): DecisionTreeJson {
    return { kind: 'decision-tree', nClasses: this.nClasses, nFeatures: this.nFeatures, tree: this.tree.toJSON() };
  }
}

export interface ForestParams extends CartParams {
  nTrees: number;
  /** Each tree sees n rows drawn with replacement. */
  bootstrap: boolean;
}

/** The usual choice for classification: floor(sqrt(number of features)), at least 1. */
export function sqrtFeatures(nFeatures: number): number {
  return Math.max(1, Math.floor(Math.sqrt(nFeatures)));
}

/**
 * A random forest of CART trees (Gini, bootstrap rows, a random subset of features per split).
 * Probabilities are the mean of the trees' leaf proportions; explanations are Saabas path
 * contributions averaged over the trees.
 */
export class RandomForest implements Classifier {
  private readonly trees: CartTree[];
  readonly nClasses: number;
  readonly nFeatures: number;

  constructor(json: RandomForestJson) {
    if (json.trees.length === 0) throw new Error('a forest needs at least one tree');
    this.trees = json.trees.map((t) => new CartTree(t, json.nClasses));
    this.nClasses = json.nClasses;
    this.nFeatures = json.nFeatures;
  }

  static fit(X: Matrix, y: ArrayLike<number>, nClasses: number, params: Partial<ForestParams>, seed: number): RandomForest {
    const { n, nFeatures } = shape(X);
    const p: ForestParams = { ...DEFAULT_CART_PARAMS, maxFeatures: sqrtFeatures(nFeatures), nTrees: 100, bootstrap: true, ...params };
    const master = mulberry32(seed);
    const trees = [];
    for (let t = 0; t < p.nTrees; t++) {
      const rng = mulberry32(deriveSeed(master));
      const rows = p.bootstrap ? Array.from({ length: n }, () => randomInt(rng, n)) : Array.from({ length: n }, (_, i) => i);
      trees.push(fitCart(X, y, nClasses, rows, p, rng));
    }
    return new RandomForest({ kind: 'random-forest', nClasses, nFeatures, trees });
  }

  /** Total number of nodes over all trees. */
  get size(): number {
    return this.trees.reduce((a, t) => a + t.size, 0);
  }

  predictProba(x: ArrayLike<number>): Float64Array {
    const out = new Float64Array(this.nClasses);
    const w = 1 / this.trees.length;
    for (const tree of this.trees) tree.addProba(x, out, w);
    return out;
  }

  contributions(x: ArrayLike<number>, cls: number): Float64Array {
    const out = new Float64Array(this.nFeatures);
    const w = 1 / this.trees.length;
    for (const tree of this.trees) tree.addContributions(x, cls, out, w);
    return out;
  }

  toJSON(): RandomForestJson {
    return { kind: 'random-forest', nClasses: this.nClasses, nFeatures: this.nFeatures, trees: this.trees.map((t) => t.toJSON()) };
  }
}
