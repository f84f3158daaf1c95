import type { Classifier, LogisticRegressionJson, Matrix } from './types.js';

export interface LogisticParams {
  /** L2 penalty on the weights (not the biases), added to the mean cross-entropy as λ/2 · ‖W‖². */
  lambda: number;
  /** L-BFGS iterations at most. */
  maxIterations?: number;
}

const MEMORY = 10;
const sig = (v: number) => Number(v.toPrecision(7));

/** Softmax of `z` in place. */
function softmax(z: Float64Array): Float64Array {
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  let total = 0;
  for (let k = 0; k < z.length; k++) total += z[k] = Math.exp(z[k]! - max);
  for (let k = 0; k < z.length; k++) z[k]! /= total;
  return z;
}

/**
 * Multinomial logistic regression with an L2 penalty, fitted by L-BFGS from zero weights
 * (deterministic: no seed plays a part). Reads features as the caller prepared them (standardised).
 */
export class LogisticRegression implements Classifier {
  readonly nClasses: number;
  readonly nFeatures: number;
  /** weights[k * nFeatures + j], then the biases. */
  private readonly w: Float64Array;
  private readonly b: Float64Array;

  constructor(private readonly json: LogisticRegressionJson) {
    const { nClasses: k, nFeatures: p } = json;
    if (json.weights.length !== k || json.weights.some((r) => r.length !== p) || json.bias.length !== k)
      throw new Error('malformed logistic regression model');
    this.nClasses = k;
    this.nFeatures = p;
    this.w = Float64Array.from(json.weights.flat());
    this.b = Float64Array.from(json.bias);
  }

  static fit(X: Matrix, y: ArrayLike<number>, nClasses: number, params: LogisticParams): LogisticRegression {
    const n = X.length;
    const p = X[0]?.length ?? 0;
    if (n === 0 || p === 0) throw new RangeError('no rows to fit');
    const k = nClasses;
    const size = k * p + k;
    const { lambda } = params;
    const maxIterations = params.maxIterations ?? 300;
    const rows = X.map((r) => Float64Array.from(r as ArrayLike<number>));
    const z = new Float64Array(k);

    /** Loss and gradient at theta (weights then biases). */
    const evaluate = (theta: Float64Array, grad: Float64Array): number => {
      grad.fill(0);
      let loss = 0;
      for (let i = 0; i < n; i++) {
        const x = rows[i]!;
        for (let c = 0; c < k; c++) {
          let s = theta[k * p + c]!;
          const o = c * p;
          for (let j = 0; j < p; j++) s += theta[o + j]! * x[j]!;
          z[c] = s;
        }
        softmax(z);
        const yi = y[i] as number;
        loss -= Math.log(Math.max(z[yi]!, 1e-300));
        for (let c = 0; c < k; c++) {
          const d = (z[c]! - (c === yi ? 1 : 0)) / n;
          if (d === 0) continue;
          const o = c * p;
          for (let j = 0; j < p; j++) grad[o + j]! += d * x[j]!;
          grad[k * p + c]! += d;
        }
      }
      loss /= n;
      for (let j = 0; j < k * p; j++) {
        loss += (lambda / 2) * theta[j]! ** 2;
        grad[j]! += lambda * theta[j]!;
      }
      return loss;
    };

    // L-BFGS with a backtracking (Armijo) line search.
    const theta = new Float64Array(size);
    let grad = new Float64Array(size);
    let loss = evaluate(theta, grad);
    const S: Float64Array[] = [];
    const Y: Float64Array[] = [];
    const dot = (a: Float64Array, b: Float64Array) => {
      let s = 0;
      for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
      return s;
    };
    const next = new Float64Array(size);
    let nextGrad = new Float64Array(size);
    for (let it = 0; it < maxIterations; it++) {
      // direction = −H·grad (two-loop recursion)
      const q = Float64Array.from(grad);
      const alpha: number[] = [];
      for (let m = S.length - 1; m >= 0; m--) {
        const a = dot(S[m]!, q) / dot(Y[m]!, S[m]!);
        alpha[m] = a;
        for (let i = 0; i < size; i++) q[i]! -= a * Y[m]![i]!;
      }
      const gamma = S.length ? dot(S.at(-1)!, Y.at(-1)!) / dot(Y.at(-1)!, Y.at(-1)!) : 1 / Math.max(1, Math.sqrt(dot(grad, grad)));
      for (let i = 0; i < size; i++) q[i]! *= gamma;
      for (let m = 0; m < S.length; m++) {
        const beta = dot(Y[m]!, q) / dot(Y[m]!, S[m]!);
        for (let i = 0; i < size; i++) q[i]! += S[m]![i]! * (alpha[m]! - beta);
      }
      const slope = -dot(grad, q);
      if (!(slope < 0)) break;
      let step = 1;
      let nextLoss = Infinity;
      for (let tries = 0; tries < 30; tries++) {
        for (let i = 0; i < size; i++) next[i] = theta[i]! - step * q[i]!;
        nextLoss = evaluate(next, nextGrad);
        if (nextLoss <= loss + 1e-4 * step * slope) break;
        step /= 2;
      }
      if (!(nextLoss < loss)) break;
      const s = new Float64Array(size);
      const yv = new Float64Array(size);
      for (let i = 0; i < size; i++) {
        s[i] = next[i]! - theta[i]!;
        yv[i] = nextGrad[i]! - grad[i]!;
      }
      theta.set(next);
      [grad, nextGrad] = [nextGrad, grad];
      const improvement = loss - nextLoss;
      loss = nextLoss;
      if (dot(s, yv) > 1e-12) {
        S.push(s);
        Y.push(yv);
        if (S.length > MEMORY) {
          S.shift();
          Y.shift();
        }
      }
      if (improvement < 1e-9 * Math.max(1, Math.abs(loss)) || Math.sqrt(dot(grad, grad)) < 1e-6) break;
    }
    return new LogisticRegression({
      kind: 'logistic-regression',
      nClasses: k,
      nFeatures: p,
      lambda,
      weights: Array.from({ length: k }, (_, c) => Array.from(theta.subarray(c * p, (c + 1) * p), sig)),
      bias: Array.from(theta.subarray(k * p), sig),
    });
  }

  private logits(x: ArrayLike<number>): Float64Array {
    const { nClasses: k, nFeatures: p } = this;
    const z = new Float64Array(k);
    for (let c = 0; c < k; c++) {
      let s = this.b[c]!;
      const o = c * p;
      for (let j = 0; j < p; j++) s += this.w[o + j]! * (x[j] as number);
      z[c] = s;
    }
    return z;
  }

  predictProba(x: ArrayLike<number>): Float64Array {
    return softmax(this.logits(x));
  }

  /** Each feature's share of the move from the all-zero input's probability (the mean photo, standardised) to x's, in proportion to its term in the class's logit. */
  contributions(x: ArrayLike<number>, cls: number): Float64Array {
    const p = this.nFeatures;
    const out = new Float64Array(p);
    const delta = this.predictProba(x)[cls]! - softmax(Float64Array.from(this.b))[cls]!;
    let total = 0;
    for (let j = 0; j < p; j++) total += out[j] = this.w[cls * p + j]! * (x[j] as number);
    for (let j = 0; j < p; j++) out[j] = total === 0 ? delta / p : (out[j]! / total) * delta;
    return out;
  }

  toJSON(): LogisticRegressionJson {
    return this.json;
  }
}
