import { mulberry32, shuffleInPlace } from '../random.js';

/** Row indices of one fold: fit on `train`, evaluate on `test`. */
export interface Fold {
  train: number[];
  test: number[];
}

function complement(n: number, test: readonly number[]): number[] {
  const inTest = new Uint8Array(n);
  for (const i of test) inTest[i] = 1;
  const train: number[] = [];
  for (let i = 0; i < n; i++) if (!inTest[i]) train.push(i);
  return train;
}

/**
 * Stratified k-fold: each class's rows are shuffled (seeded), the classes are laid end to end and
 * dealt to the folds in turn. Every fold then holds each class's count divided by k, give or take
 * one, and the fold sizes differ by at most one. Test indices are in ascending order.
 */
export function stratifiedKFold(labels: readonly string[], k: number, seed: number): Fold[] {
  const n = labels.length;
  if (!Number.isInteger(k) || k < 2) throw new RangeError('k must be an integer of at least 2');
  if (k > n) throw new RangeError(`k = ${k} is more than the ${n} rows`);
  const rng = mulberry32(seed);
  const byClass = new Map<string, number[]>();
  labels.forEach((y, i) => {
    const list = byClass.get(y);
    if (list) list.push(i);
    else byClass.set(y, [i]);
  });
  const tests: number[][] = Array.from({ length: k }, () => []);
  let position = 0;
  for (const rows of byClass.values()) {
    shuffleInPlace(rows, rng);
    for (const i of rows) (tests[position++ % k] as number[]).push(i);
  }
  return tests.map((test) => {
    test.sort((a, b) => a - b);
    return { train: complement(n, test), test };
  });
}

/** Leave-one-out: n folds, fold i tests row i. */
export function leaveOneOut(n: number): Fold[] {
  return Array.from({ length: n }, (_, i) => ({ train: complement(n, [i]), test: [i] }));
}
