import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache.js';

describe('TtlCache', () => {
  it('returns a value until it expires, then loads again', async () => {
    const cache = new TtlCache<number>(1000);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('b', load)).toBe(1);
    expect(await cache.getOrLoad('b', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(3);
  });

  it('shares one load between concurrent misses, and does not keep a failure', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.getOrLoad('k', slow), cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)])).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('bad', async () => 7)).toBe(7);
  });
});
