import { mulberry32, shuffleInPlace } from '../random.js';

/** A model trained without `rows`, with the held-out rows and their labels. */
export interface HeldOutFold<Row extends readonly unknown[]> {
  predict: (row: Row) => string;
  rows: readonly Row[];
  labels: readonly string[];
}

/**
 * Permutation importance: for each input j, the drop in held-out accuracy when column j is shuffled
 * among a fold's held-out rows (the model is not retrained), averaged over `repeats` shuffles and
 * over all held-out rows of all folds. Larger = the model leans on that input more; ≈ 0 = unused.
 */
export function permutationImportance<Row extends readonly unknown[]>(
  folds: readonly HeldOutFold<Row>[],
  nColumns: number,
  repeats: number,
  seed: number,
): number[] {
  const rng = mulberry32(seed);
  const drop = new Array<number>(nColumns).fill(0);
  let total = 0;
  for (const fold of folds) {
    const n = fold.rows.length;
    total += n;
    let base = 0;
    for (let i = 0; i < n; i++) if (fold.predict(fold.rows[i]!) === fold.labels[i]) base++;
    for (let j = 0; j < nColumns; j++) {
      for (let r = 0; r < repeats; r++) {
        const order = shuffleInPlace(
          Array.from({ length: n }, (_, i) => i),
          rng,
        );
        let right = 0;
        for (let i = 0; i < n; i++) {
          const row = [...fold.rows[i]!] as unknown[];
          row[j] = fold.rows[order[i]!]![j];
          if (fold.predict(row as unknown as Row) === fold.labels[i]) right++;
        }
        drop[j]! += (base - right) / repeats;
      }
    }
  }
  return drop.map((d) => (total === 0 ? 0 : d / total));
}

/**
 * Permutation importance of groups of columns: like `permutationImportance`, but each group's
 * columns are shuffled together (a row gets all of the group's values from one other row), so a
 * family of features that stand in for each other is measured as a whole.
 */
export function groupPermutationImportance<Row extends readonly unknown[]>(
  folds: readonly HeldOutFold<Row>[],
  groups: readonly (readonly number[])[],
  repeats: number,
  seed: number,
): number[] {
  const rng = mulberry32(seed);
  const drop = new Array<number>(groups.length).fill(0);
  let total = 0;
  for (const fold of folds) {
    const n = fold.rows.length;
    total += n;
    let base = 0;
    for (let i = 0; i < n; i++) if (fold.predict(fold.rows[i]!) === fold.labels[i]) base++;
    groups.forEach((columns, g) => {
      for (let r = 0; r < repeats; r++) {
        const order = shuffleInPlace(
          Array.from({ length: n }, (_, i) => i),
          rng,
        );
        let right = 0;
        for (let i = 0; i < n; i++) {
          const row = [...fold.rows[i]!] as unknown[];
          for (const j of columns) row[j] = fold.rows[order[i]!]![j];
          if (fold.predict(row as unknown as Row) === fold.labels[i]) right++;
        }
        drop[g]! += (base - right) / repeats;
      }
    });
  }
  return drop.map((d) => (total === 0 ? 0 : d / total));
}
