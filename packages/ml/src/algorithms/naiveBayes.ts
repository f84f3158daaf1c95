import type { Classifier, GaussianNbJson, Matrix } from './types.js';

const LOG_2PI = Math.log(2 * Math.PI);

/** Up to this many features the explanation is the exact Shapley value (2^features subsets). */
const EXACT_SHAPLEY_MAX_FEATURES = 12;

/**
 * Gaussian naive Bayes: per class, each feature is normal with the class's mean and variance.
 * Variances get `varSmoothing` × the largest feature variance added (as scikit-learn does).
 */
export class GaussianNaiveBayes implements Classifier {
  private readonly logPrior: Float64Array;
  private readonly mean: Float64Array;
  private readonly variance: Float64Array;
  /** Scratch: logLik[class * nFeatures + feature] of the current x. */
  private readonly logLik: Float64Array;
  private readonly shapleyWeights: Float64Array;

  constructor(private readonly json: GaussianNbJson) {
    const { nClasses: k, nFeatures: p } = json;
    if (json.prior.length !== k || json.mean.length !== k || json.variance.length !== k) throw new Error('malformed naive Bayes model');
    this.logPrior = Float64Array.from(json.prior, (v) => (v > 0 ? Math.log(v) : -Infinity));
    this.mean = Float64Array.from(json.mean.flat());
    this.variance = Float64Array.from(json.variance.flat());
    if (this.mean.length !== k * p || this.variance.length !== k * p) throw new Error('malformed naive Bayes model');
    this.logLik = new Float64Array(k * p);
    // weight of a subset of size s not containing the feature: s! (p - s - 1)! / p!
    this.shapleyWeights = new Float64Array(p);
    const fact = (m: number) => {
      let r = 1;
      for (let i = 2; i <= m; i++) r *= i;
      return r;
    };
    for (let s = 0; s < p; s++) this.shapleyWeights[s] = (fact(s) * fact(p - s - 1)) / fact(p);
  }

  static fit(X: Matrix, y: ArrayLike<number>, nClasses: number, params: { varSmoothing?: number } = {}): GaussianNaiveBayes {
    const first = X[0];
    if (!first) throw new RangeError('no rows to fit');
    const p = first.length;
    const n = X.length;
    const count = new Float64Array(nClasses);
    const mean = Array.from({ length: nClasses }, () => new Float64Array(p));
    const sq = Array.from({ length: nClasses }, () => new Float64Array(p));
    const allMean = new Float64Array(p);
    const allSq = new Float64Array(p);
    for (let i = 0; i < n; i++) {
      const c = y[i] as number;
      const row = X[i] as ArrayLike<number>;
      count[c]! += 1;
      for (let f = 0; f < p; f++) {
        const v = row[f] as number;
        mean[c]![f]! += v;
        allMean[f]! += v;
      }
    }
    for (let f = 0; f < p; f++) allMean[f]! /= n;
    for (let c = 0; c < nClasses; c++) for (let f = 0; f < p; f++) if (count[c]! > 0) mean[c]![f]! /= count[c]!;
    for (let i = 0; i < n; i++) {
      const c = y[i] as number;
      const row = X[i] as ArrayLike<number>;
      for (let f = 0; f < p; f++) {
        const v = row[f] as number;
        sq[c]![f]! += (v - mean[c]![f]!) ** 2;
        allSq[f]! += (v - allMean[f]!) ** 2;
      }
    }
    let maxVar = 0;
    for (let f = 0; f < p; f++) maxVar = Math.max(maxVar, allSq[f]! / n);
    const epsilon = (params.varSmoothing ?? 1e-9) * (maxVar > 0 ? maxVar : 1);
    const variance = sq.map((row, c) => Array.from(row, (s) => (count[c]! > 0 ? s / count[c]! : 0) + epsilon));
    return new GaussianNaiveBayes({
      kind: 'gaussian-nb',
      nClasses,
      nFeatures: p,
      prior: Array.from(count, (c) => c / n),
      mean: mean.map((row) => Array.from(row)),
      variance,
    });
  }

  get nClasses(): number {
    return this.json.nClasses;
  }
  get nFeatures(): number {
    return this.json.nFeatures;
  }

  private fillLogLik(x: ArrayLike<number>): void {
    const p = this.nFeatures;
    for (let c = 0; c < this.nClasses; c++) {
      for (let f = 0; f < p; f++) {
        const i = c * p + f;
        const v = this.variance[i]!;
        const d = (x[f] as number) - this.mean[i]!;
        this.logLik[i] = -0.5 * (LOG_2PI + Math.log(v)) - (d * d) / (2 * v);
      }
    }
  }

  /** softmax(logits)[cls], or the whole vector into `out`. */
  private static softmax(logits: Float64Array, out: Float64Array): void {
    let max = -Infinity;
    for (const l of logits) if (l > max) max = l;
    let sum = 0;
    for (let c = 0; c < logits.length; c++) {
      const e = Math.exp(logits[c]! - max);
      out[c] = e;
      sum += e;
    }
    for (let c = 0; c < logits.length; c++) out[c]! /= sum;
  }

  /** Posterior of each class given only the features in `mask` (naive Bayes marginalises the rest by dropping them). */
  private posterior(mask: number, out: Float64Array, logits: Float64Array): void {
    const p = this.nFeatures;
    for (let c = 0; c < this.nClasses; c++) {
      let l = this.logPrior[c]!;
      for (let f = 0; f < p; f++) if (mask & (1 << f)) l += this.logLik[c * p + f]!;
      logits[c] = l;
    }
    GaussianNaiveBayes.softmax(logits, out);
  }

  predictProba(x: ArrayLike<number>): Float64Array {
    this.fillLogLik(x);
    const out = new Float64Array(this.nClasses);
    this.posterior((1 << this.nFeatures) - 1, out, new Float64Array(this.nClasses));
    return out;
  }

  /**
   * Shapley values of the posterior of `cls` over the features (the value of a set of features is the
   * posterior computed from those features alone): exact for up to 12 features, otherwise the drop in
   * posterior when one feature is left out. Baseline = the prior.
   */
  contributions(x: ArrayLike<number>, cls: number): Float64Array {
    this.fillLogLik(x);
    const p = this.nFeatures;
    const k = this.nClasses;
    const out = new Float64Array(p);
    const post = new Float64Array(k);
    const logits = new Float64Array(k);
    const full = (1 << p) - 1;
    if (p > EXACT_SHAPLEY_MAX_FEATURES) {
      this.posterior(full, post, logits);
      const all = post[cls]!;
      for (let f = 0; f < p; f++) {
        this.posterior(full & ~(1 << f), post, logits);
        out[f] = all - post[cls]!;
      }
      return out;
    }
    const value = new Float64Array(full + 1);
    for (let mask = 0; mask <= full; mask++) {
      this.posterior(mask, post, logits);
      value[mask] = post[cls]!;
    }
    for (let mask = 0; mask <= full; mask++) {
      let size = 0;
      for (let m = mask; m; m &= m - 1) size++;
      if (size === p) continue;
      const w = this.shapleyWeights[size]!;
      for (let f = 0; f < p; f++) {
        const bit = 1 << f;
        if (!(mask & bit)) out[f]! += w * (value[mask | bit]! - value[mask]!);
      }
    }
    return out;
  }

  toJSON(): GaussianNbJson {
    return this.json;
  }
}
