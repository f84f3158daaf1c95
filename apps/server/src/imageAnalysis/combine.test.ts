import type { ImagePrediction } from '@agrim/ml';
import { describe, expect, it } from 'vitest';
import { combinePredictions } from './combine.js';

const LABELS = ['Black', 'Red', 'Alluvial'];
function prediction(probabilities: number[], ood = false, score: number | null = 0.5): ImagePrediction {
  const best = probabilities.indexOf(Math.max(...probabilities));
  const confidence = probabilities[best]!;
  const low = confidence < 0.5;
  return {
    label: LABELS[best]!,
    confidence,
    labels: LABELS,
    probabilities,
    notSure: ood || low,
    reason: ood ? 'out_of_distribution' : low ? 'low_confidence' : 'confident',
    ood: { outOfDistribution: ood, score, method: 'gate+knn' },
    confidenceThreshold: 0.5,
    inferenceMs: 100,
  };
}

describe('combinePredictions', () => {
  it('one photo is returned as it is', () => {
    const one = prediction([0.7, 0.2, 0.1]);
    expect(combinePredictions([one])).toBe(one);
  });

  it('photos that disagree: the mean decides, and a mean under the threshold is not sure (low confidence)', () => {
    const c = combinePredictions([prediction([0.6, 0.3, 0.1]), prediction([0.2, 0.7, 0.1])]);
    expect(c.probabilities).toEqual([0.4, 0.5, 0.1].map((x) => expect.closeTo(x, 12)));
    expect(c).toMatchObject({ label: 'Red', notSure: false, reason: 'confident' });
    const d = combinePredictions([prediction([0.6, 0.3, 0.1]), prediction([0.1, 0.6, 0.3]), prediction([0.3, 0.2, 0.5])]);
    expect(d.label).toBe('Red');
    expect(d.confidence).toBeCloseTo(1.1 / 3, 12);
    expect(d).toMatchObject({ notSure: true, reason: 'low_confidence' });
    expect(d.inferenceMs).toBe(300);
  });

  it('a photo out of distribution is left out; when all are, the mean of all is the best guess, out of distribution', () => {
    const c = combinePredictions([prediction([0.1, 0.1, 0.8], true, 3), prediction([0.8, 0.1, 0.1])]);
    expect(c).toMatchObject({ label: 'Black', confidence: 0.8, notSure: false, ood: { outOfDistribution: false, score: 0.5 } });
    const all = combinePredictions([prediction([0.1, 0.1, 0.8], true, 3), prediction([0.5, 0.4, 0.1], true, null)]);
    expect(all).toMatchObject({
      label: 'Alluvial',
      notSure: true,
      reason: 'out_of_distribution',
      ood: { outOfDistribution: true, score: 3 },
    });
    expect(all.confidence).toBeCloseTo(0.45, 12);
  });
});
