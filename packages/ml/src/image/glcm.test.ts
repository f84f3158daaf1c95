import { describe, expect, it } from 'vitest';
import { GLCM_LEVELS, cooccurrence, glcmLevels } from './glcm.js';

const at = (m: Float64Array, a: number, b: number) => m[a * GLCM_LEVELS + b];

describe('grey-level co-occurrence', () => {
  it('folds grey values 0..255 into 16 levels', () => {
    expect(Array.from(glcmLevels(Float64Array.from([0, 15.9, 16, 255, 256])))).toEqual([0, 0, 1, 15, 15]);
  });

  // Levels of a 3×3 raster, worked by hand:
  //   0 1 2
  //   1 2 0
  //   2 0 1
  const levels = Uint8Array.from([0, 1, 2, 1, 2, 0, 2, 0, 1]);

  it('counts each in-bounds pair both ways, for every offset', () => {
    // (1, 0): 0-1, 1-2, 1-2, 2-0, 2-0, 0-1 → pairs {0,1}×2, {1,2}×2, {0,2}×2, each counted both ways.
    const right = cooccurrence(levels, 3, [[1, 0]]);
    expect([at(right, 0, 1), at(right, 1, 0), at(right, 1, 2), at(right, 0, 2), at(right, 0, 0)]).toEqual([2, 2, 2, 2, 0]);
    expect(right.reduce((s, v) => s + v, 0)).toBe(12);
    // (−1, 1), the 135° direction: (1,0)→(0,1) 1-1, (2,0)→(1,1) 2-2, (1,1)→(0,2) 2-2, (2,1)→(1,2) 0-0.
    const diagonal = cooccurrence(levels, 3, [[-1, 1]]);
    expect([at(diagonal, 1, 1), at(diagonal, 2, 2), at(diagonal, 0, 0)]).toEqual([2, 4, 2]);
    expect(diagonal.reduce((s, v) => s + v, 0)).toBe(8);
    const both = cooccurrence(levels, 3, [
      [1, 0],
      [-1, 1],
    ]);
    expect(Array.from(both)).toEqual(Array.from(right).map((v, i) => v + diagonal[i]!));
  });
});
