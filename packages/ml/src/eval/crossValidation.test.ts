import { describe, expect, it } from 'vitest';
import { leaveOneOut, stratifiedKFold } from './crossValidation.js';

const labels = [...Array(50).fill('a'), ...Array(30).fill('b'), ...Array(7).fill('c')] as string[];

describe('stratifiedKFold', () => {
  const folds = stratifiedKFold(labels, 5, 7);

  it('partitions the rows: each row is tested exactly once and never trained on in its fold', () => {
    expect(folds).toHaveLength(5);
    const tested = folds.flatMap((f) => f.test).sort((a, b) => a - b);
    expect(tested).toEqual(labels.map((_, i) => i));
    for (const f of folds) {
      expect(f.train.length + f.test.length).toBe(labels.length);
      const train = new Set(f.train);
      expect(f.test.some((i) => train.has(i))).toBe(false);
    }
  });

  it('keeps class proportions: each fold holds count/k of each class, give or take one', () => {
    for (const f of folds) {
      const count = (c: string) => f.test.filter((i) => labels[i] === c).length;
      expect(count('a')).toBe(10);
      expect(count('b')).toBe(6);
      expect([1, 2]).toContain(count('c'));
    }
    const sizes = folds.map((f) => f.test.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('is reproducible from the seed', () => {
    expect(stratifiedKFold(labels, 5, 7)).toEqual(folds);
    expect(stratifiedKFold(labels, 5, 8)).not.toEqual(folds);
  });

  it('refuses k < 2 and k > n', () => {
    expect(() => stratifiedKFold(labels, 1, 1)).toThrow(RangeError);
    expect(() => stratifiedKFold(['a', 'b'], 3, 1)).toThrow(RangeError);
  });
});

describe('leaveOneOut', () => {
  it('gives n folds, fold i tests row i and trains on the rest', () => {
    const folds = leaveOneOut(6);
    expect(folds).toHaveLength(6);
    folds.forEach((f, i) => {
      expect(f.test).toEqual([i]);
      expect(f.train).toEqual([0, 1, 2, 3, 4, 5].filter((j) => j !== i));
    });
  });
});
