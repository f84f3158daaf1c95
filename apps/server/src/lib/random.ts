/**
 * The server's seeded pseudo-random numbers: mulberry32, a small, fast 32-bit generator. The same
 * seed always gives the same sequence. (packages/ml keeps its own copy in `random.ts`, with the
 * helpers its training needs, for reproducible models; the benchmarks and the agronomy tests have
 * theirs too.)
 */

/** A generator: each call returns a number in [0, 1). */
export type Rng = () => number;

/** mulberry32 seeded with `seed`. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [0, 1) fixed by `seed` (the first number of `mulberry32(seed)`): a stateless hash. */
export function noiseAt(seed: number): number {
  return mulberry32(seed)();
}
