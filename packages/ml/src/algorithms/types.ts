import type { CartJson } from './cart.js';

/** Rows of numeric features. */
export type Matrix = readonly ArrayLike<number>[];

export interface DecisionTreeJson {
  kind: 'decision-tree';
  nClasses: number;
  nFeatures: number;
  tree: CartJson;
}

export interface RandomForestJson {
  kind: 'random-forest';
  nClasses: number;
  nFeatures: number;
  trees: CartJson[];
}

export interface GaussianNbJson {
  kind: 'gaussian-nb';
  nClasses: number;
  nFeatures: number;
  /** Class prior probabilities. */
  prior: number[];
  /** mean[class][feature]. */
  mean: number[][];
  /** variance[class][feature], smoothed. */
  variance: number[][];
}

export interface EnsembleJson {
  kind: 'ensemble';
  nClasses: number;
  nFeatures: number;
  weights: number[];
  members: ClassifierJson[];
}

export interface KNearestJson {
  kind: 'k-nearest';
  nClasses: number;
  nFeatures: number;
  k: number;
  weighting: 'uniform' | 'distance';
  /** The training rows (features as the caller prepared them, e.g. standardised). */
  X: number[][];
  /** Class index of each row. */
  y: number[];
}

export interface LogisticRegressionJson {
  kind: 'logistic-regression';
  nClasses: number;
  nFeatures: number;
  /** The L2 penalty it was fitted with. */
  lambda: number;
  /** weights[class][feature]. */
  weights: number[][];
  bias: number[];
}

/** Every classifier serialises to plain JSON of one of these shapes and loads back with `loadClassifier`. */
export type ClassifierJson = DecisionTreeJson | RandomForestJson | GaussianNbJson | EnsembleJson | KNearestJson | LogisticRegressionJson;

export interface Classifier {
  readonly nClasses: number;
  readonly nFeatures: number;
  /** Class probabilities (sum 1). */
  predictProba(x: ArrayLike<number>): Float64Array;
  /**
   * How much each feature moved the probability of class `cls` away from the model's baseline
   * (probability scale; the contributions sum to `predictProba(x)[cls]` minus the baseline).
   */
  contributions(x: ArrayLike<number>, cls: number): Float64Array;
  toJSON(): ClassifierJson;
}

/** Index of the largest value (first on ties). */
export function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
  return best;
}
