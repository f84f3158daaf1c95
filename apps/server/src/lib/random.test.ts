import { describe, expect, it } from 'vitest';
import { mulberry32, noiseAt } from './random.js';

/** The simulator's former inline hash, kept here to show the shared one gives the same numbers. */
function formerNoise(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

describe('seeded random numbers', () => {
  it('mulberry32 repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('noiseAt is the first number of mulberry32 and the simulator’s former hash', () => {
    for (const seed of [0, 1, 3, -7, 29_000_000 * 13 + 5, 2 ** 32 + 9, 490_000]) {
      expect(noiseAt(seed)).toBe(formerNoise(seed));
      expect(noiseAt(seed)).toBe(mulberry32(seed)());
    }
  });
});
