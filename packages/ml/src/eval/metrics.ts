/** Classification metrics. Labels are strings; `labels` fixes the order of per-class rows and the confusion matrix. */

export interface ClassMetrics {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  /** Rows whose true label is this class. */
  support: number;
}

export interface Confusion {
  labels: string[];
  /** matrix[i][j] = rows of true label labels[i] predicted as labels[j]. */
  matrix: number[][];
}

function checkLengths(yTrue: readonly string[], yPred: readonly string[]): void {
  if (yTrue.length !== yPred.length) throw new RangeError(`${yTrue.length} true labels but ${yPred.length} predictions`);
}

/** Share of rows predicted right (0 for no rows). */
export function accuracy(yTrue: readonly string[], yPred: readonly string[]): number {
  checkLengths(yTrue, yPred);
  if (yTrue.length === 0) return 0;
  let right = 0;
  for (let i = 0; i < yTrue.length; i++) if (yTrue[i] === yPred[i]) right++;
  return right / yTrue.length;
}

/** The labels seen in truth, then those seen only in predictions, in order of first appearance. */
export function labelsOf(yTrue: readonly string[], yPred: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const y of yTrue) seen.add(y);
  for (const y of yPred) seen.add(y);
  return [...seen];
}

/** Confusion matrix, rows = true label, columns = predicted label. Labels outside `labels` are added at the end. */
export function confusionMatrix(yTrue: readonly string[], yPred: readonly string[], labels?: readonly string[]): Confusion {
  checkLengths(yTrue, yPred);
  const all = [...(labels ?? [])];
  for (const l of labelsOf(yTrue, yPred)) if (!all.includes(l)) all.push(l);
  const index = new Map(all.map((l, i) => [l, i]));
  const matrix = all.map(() => all.map(() => 0));
  for (let i = 0; i < yTrue.length; i++) {
    const row = matrix[index.get(yTrue[i] as string) as number] as number[];
    const j = index.get(yPred[i] as string) as number;
    row[j] = (row[j] as number) + 1;
  }
  return { labels: all, matrix };
}

/** Precision, recall and F1 of each class of a confusion matrix; 0 where a ratio has a zero denominator. */
export function perClassMetrics(confusion: Confusion): ClassMetrics[] {
  const { labels, matrix } = confusion;
  return labels.map((label, k) => {
    const row = matrix[k] as number[];
    const tp = row[k] as number;
    const support = row.reduce((a, b) => a + b, 0);
    let predicted = 0;
    for (const r of matrix) predicted += r[k] as number;
    const precision = predicted === 0 ? 0 : tp / predicted;
    const recall = support === 0 ? 0 : tp / support;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support };
  });
}

/**
 * Unweighted mean of the per-class F1 over the classes that occur in the truth or the predictions
 * (as scikit-learn's `f1_score(average='macro')`). Extra `labels` that occur nowhere are ignored.
 */
export function macroF1(yTrue: readonly string[], yPred: readonly string[]): number {
  const present = labelsOf(yTrue, yPred);
  if (present.length === 0) return 0;
  const per = perClassMetrics(confusionMatrix(yTrue, yPred, present));
  return per.reduce((a, m) => a + m.f1, 0) / per.length;
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval of a proportion `successes / n` (default 95 %). [0, 1] when n = 0. */
export function wilsonInterval(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At p = 0 and p = 1 the bound is exactly 0 or 1; floating point would leave it a hair off.
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= n ? 1 : Math.min(1, centre + half)];
}

export interface ClassificationReport {
  n: number;
  correct: number;
  accuracy: number;
  accuracy_ci95: [number, number];
  macro_f1: number;
  per_class: ClassMetrics[];
  confusion: Confusion;
}

/** All of the above at once, per-class rows in `labels` order. */
export function classificationReport(yTrue: readonly string[], yPred: readonly string[], labels?: readonly string[]): ClassificationReport {
  const confusion = confusionMatrix(yTrue, yPred, labels);
  const n = yTrue.length;
  let correct = 0;
  for (let i = 0; i < n; i++) if (yTrue[i] === yPred[i]) correct++;
  return {
    n,
    correct,
    accuracy: n === 0 ? 0 : correct / n,
    accuracy_ci95: wilsonInterval(correct, n),
    macro_f1: macroF1(yTrue, yPred),
    per_class: perClassMetrics(confusion),
    confusion,
  };
}

/**
 * Exact two-sided McNemar test of two classifiers on the same rows: `b` = rows only the first got
 * right, `c` = rows only the second got right. Returns the p-value (1 when they never disagree).
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  // sum_{i<=k} C(n, i) / 2^n, in logs for large n
  let logC = 0; // log C(n, 0)
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

/** Rows only A got right and rows only B got right. */
export function discordantPairs(
  yTrue: readonly string[],
  predA: readonly string[],
  predB: readonly string[],
): { onlyA: number; onlyB: number } {
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < yTrue.length; i++) {
    const a = predA[i] === yTrue[i];
    const b = predB[i] === yTrue[i];
    if (a && !b) onlyA++;
    else if (b && !a) onlyB++;
  }
  return { onlyA, onlyB };
}
