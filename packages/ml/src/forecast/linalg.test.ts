import { describe, expect, it } from 'vitest';
import { choleskySolve, quantile, ridgeSolve } from './linalg.js';

describe('linear algebra', () => {
  it('Cholesky solves a symmetric positive-definite system', () => {
    const A = new Float64Array([4, 2, 0.4, 2, 5, 1, 0.4, 1, 3]);
    const x = choleskySolve(A, new Float64Array([1, 2, 3]), 3);
    const B = [4, 2, 0.4, 2, 5, 1, 0.4, 1, 3];
    for (let i = 0; i < 3; i++) expect(B[i * 3]! * x[0]! + B[i * 3 + 1]! * x[1]! + B[i * 3 + 2]! * x[2]!).toBeCloseTo(i + 1, 12);
    expect(() => choleskySolve(new Float64Array([1, 2, 2, 1]), new Float64Array([1, 1]), 2)).toThrow(/positive definite/);
  });

  it('least squares recovers exact coefficients; the ridge penalty shrinks only its column', () => {
    const rows = 50;
    const X = new Float64Array(rows * 3);
    const y = new Float64Array(rows);
    for (let r = 0; r < rows; r++) {
      X.set([1, r / 10, Math.sin(r)], r * 3);
      y[r] = 2 - 0.5 * (r / 10) + 3 * Math.sin(r);
    }
    const b = ridgeSolve(X, y, rows, 3, [0, 0, 0]);
    expect([...b].map((v) => Number(v.toFixed(8)))).toEqual([2, -0.5, 3]);
    const shrunk = ridgeSolve(X, y, rows, 3, [0, 0, 1e6]);
    expect(Math.abs(shrunk[2]!)).toBeLessThan(0.01);
  });

  it('quantiles interpolate between order statistics', () => {
    expect(quantile([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.1)).toBeCloseTo(1.4, 12);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
