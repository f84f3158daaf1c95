import { describe, expect, it } from 'vitest';
import { accuracy, classificationReport, confusionMatrix, macroF1, mcnemarExact, perClassMetrics, wilsonInterval } from './metrics.js';

// Worked by hand: a a b b c -> a b b b a
const yTrue = ['a', 'a', 'b', 'b', 'c'];
const yPred = ['a', 'b', 'b', 'b', 'a'];

describe('metrics on a hand-computed example', () => {
  it('accuracy = 3 right of 5', () => {
    expect(accuracy(yTrue, yPred)).toBe(0.6);
    expect(accuracy([], [])).toBe(0);
  });

  it('confusion matrix: rows true, columns predicted', () => {
    expect(confusionMatrix(yTrue, yPred)).toEqual({
      labels: ['a', 'b', 'c'],
      matrix: [
        [1, 1, 0],
        [0, 2, 0],
        [1, 0, 0],
      ],
    });
    // a given order is kept; labels outside it are appended
    expect(confusionMatrix(yTrue, yPred, ['c', 'b']).labels).toEqual(['c', 'b', 'a']);
  });

  it('per-class precision, recall, F1 (0 when undefined)', () => {
    const per = perClassMetrics(confusionMatrix(yTrue, yPred));
    expect(per[0]).toMatchObject({ label: 'a', precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    expect(per[1]!.precision).toBeCloseTo(2 / 3, 12);
    expect(per[1]!.recall).toBe(1);
    expect(per[1]!.f1).toBeCloseTo(0.8, 12);
    expect(per[2]).toMatchObject({ label: 'c', precision: 0, recall: 0, f1: 0, support: 1 });
  });

  it('macro-F1 = mean of 0.5, 0.8 and 0', () => {
    expect(macroF1(yTrue, yPred)).toBeCloseTo(1.3 / 3, 12);
    expect(macroF1(['x', 'x'], ['x', 'x'])).toBe(1);
    // a class only predicted, never true, still counts (as scikit-learn)
    expect(macroF1(['x', 'x'], ['x', 'y'])).toBeCloseTo((2 / 3 + 0) / 2, 12);
  });

  it('rejects predictions of another length', () => {
    expect(() => accuracy(['a'], [])).toThrow(RangeError);
  });
});

describe('Wilson 95 % interval', () => {
  it('matches published values', () => {
    const [lo, hi] = wilsonInterval(3, 5);
    expect(lo).toBeCloseTo(0.2307, 4);
    expect(hi).toBeCloseTo(0.8824, 4);
    const [lo0, hi0] = wilsonInterval(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo1, hi1] = wilsonInterval(10, 10);
    expect(lo1).toBeCloseTo(0.7225, 4);
    expect(hi1).toBe(1);
  });

  it('is [0, 1] with no data and narrows as n grows', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
    const small = wilsonInterval(95, 100);
    const large = wilsonInterval(950, 1000);
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
  });

  it('comes with the report', () => {
    const r = classificationReport(yTrue, yPred, ['a', 'b', 'c']);
    expect(r).toMatchObject({ n: 5, correct: 3, accuracy: 0.6 });
    expect(r.accuracy_ci95).toEqual(wilsonInterval(3, 5));
  });
});

describe('McNemar exact test', () => {
  it('gives the two-sided binomial tail', () => {
    expect(mcnemarExact(0, 5)).toBeCloseTo(2 / 32, 12);
    expect(mcnemarExact(1, 1)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(2, 10)).toBeCloseTo((2 * (1 + 12 + 66)) / 4096, 12);
  });
});
