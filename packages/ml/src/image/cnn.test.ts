import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import { CNN_DECODE, trainCnn } from './cnn.js';

/**
 * Texture alone separates the classes: a fine checkerboard against a smooth ramp, each photo on its
 * own random grey, so the mean colour (the one thing a network without working convolutions could
 * read) says nothing about the class.
 */
function synthetic(n: number, seed: number): { images: Float32Array[]; y: Int32Array } {
  const rng = mulberry32(seed);
  const images: Float32Array[] = [];
  const y = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const label = k % 2;
    const base = 0.3 + 0.4 * rng();
    const im = new Float32Array(CNN_DECODE * CNN_DECODE * 3);
    for (let r = 0; r < CNN_DECODE; r++)
      for (let c = 0; c < CNN_DECODE; c++) {
        const v = label === 0 ? base + (((r >> 1) + (c >> 1)) % 2 ? 0.2 : -0.2) : base + 0.2 * Math.sin((r + c) / CNN_DECODE);
        im.fill(v + 0.04 * (rng() - 0.5), (r * CNN_DECODE + c) * 3, (r * CNN_DECODE + c) * 3 + 3);
      }
    images.push(im);
    y[k] = label;
  }
  return { images, y };
}

describe('compact CNN candidate (issue 23)', () => {
  it('learns a texture the mean colour does not give away, and the same seed gives the same answers', async () => {
    const train = synthetic(32, 1);
    const test = synthetic(16, 2);
    const fit = () => trainCnn(train.images, train.y, 2, { epochs: 8, seed: 7 });
    const model = await fit();
    const p = model.probabilities(test.images);
    const right = p.filter((row, i) => (row[1]! > row[0]! ? 1 : 0) === test.y[i]).length;
    expect(right).toBeGreaterThanOrEqual(15);
    for (const row of p) expect(row[0]! + row[1]!).toBeCloseTo(1, 5);
    const again = await fit();
    expect(again.probabilities(test.images)).toEqual(p);
    model.dispose();
    again.dispose();
  });
});
