/** A pseudo-random number generator: each call returns a number in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a small, fast 32-bit generator. The same seed always gives the same sequence,
 * which is what makes training reproducible (same seed, byte-identical model JSON).
 */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** A fresh 32-bit seed drawn from `rng`, to give a sub-task (a tree, a fold) its own generator. */
export function deriveSeed(rng: Rng): number {
  return Math.floor(rng() * 4294967296) >>> 0;
}

/** Fisher-Yates shuffle in place; returns the same array. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}
