import { describe, expect, it } from 'vitest';
import { BACKBONE_C_GRID, NOT_SURE_TARGET, backboneEnsembleId, backboneHeadId, chooseConfidenceThreshold, notSureBudget } from './train.js';

/** `n` answers at `confidence`, `right` of them correct, flagged or not by another rule. */
const answers = (n: number, confidence: number, right: number, flagged = false) =>
  Array.from({ length: n }, (_, i) => ({ confidence, correct: i < right, flagged }));

describe("the 'not sure' budget (issue 40)", () => {
  it('is 5 % less the one-sided 95 % binomial margin of the held-out split, never below 0', () => {
    // soil's held-out split: 210 photos → 5 % − 1.645·√(0.0475/210) ≈ 2.53 %
    expect(notSureBudget(210)).toBeCloseTo(0.05 - 1.645 * Math.sqrt(0.0475 / 210), 12);
    expect(notSureBudget(210)).toBeCloseTo(0.0253, 4);
    expect(notSureBudget(300)).toBeCloseTo(0.0293, 4);
    // grows towards the target with the split's size
    expect(notSureBudget(10_000)).toBeGreaterThan(notSureBudget(300));
    expect(notSureBudget(10_000)).toBeLessThan(NOT_SURE_TARGET);
    // soybean's 24 photos: the margin (7.3 %) is larger than the target
    expect(notSureBudget(24)).toBe(0);
    expect(notSureBudget(0)).toBe(0);
  });
});

describe('chooseConfidenceThreshold', () => {
  // 100 answers: 6 at 0.32 (1 right), 4 more at 0.42 (1 right), 90 confident and right
  const base = [...answers(6, 0.32, 1), ...answers(4, 0.42, 1), ...answers(90, 0.9, 90)];

  it('takes the largest t whose band (at least 5 photos) is right at most half the time', () => {
    // under 0.45 and up to 0.70: 10 photos, 2 right
    expect(chooseConfidenceThreshold(base)).toEqual({ threshold: 0.7, below: { n: 10, correct: 2 } });
  });

  it('keeps a band that is right more than half the time out, and says 0.5 with no limit when no t qualifies', () => {
    const mostlyRight = [...answers(6, 0.32, 4), ...answers(94, 0.9, 94)];
    expect(chooseConfidenceThreshold(mostlyRight)).toEqual({ threshold: 0.5, below: null });
    const tooFew = [...answers(4, 0.32, 0), ...answers(96, 0.9, 96)];
    expect(chooseConfidenceThreshold(tooFew)).toEqual({ threshold: 0.5, below: null });
  });

  it('adds no more photos than the share left of the budget', () => {
    // 6 % left: the band under 0.35 (6 photos) fits, the one under 0.45 (10) does not
    expect(chooseConfidenceThreshold(base, 0.06)).toEqual({ threshold: 0.4, below: { n: 6, correct: 1 } });
    // 5 % left: no band fits, nothing is withheld for low confidence
    expect(chooseConfidenceThreshold(base, 0.05)).toEqual({ threshold: 0, below: null });
  });

  it('is 0 when the other rules have used the whole budget', () => {
    expect(chooseConfidenceThreshold(base, 0)).toEqual({ threshold: 0, below: null });
    expect(chooseConfidenceThreshold(base, -0.01)).toEqual({ threshold: 0, below: null });
  });

  it('counts only the photos no other rule already flags against the share', () => {
    // the 4 photos at 0.42 are flagged by the gate already: the band under 0.45 adds 6, which fits in 6 %
    const flagged = [...answers(6, 0.32, 1), ...answers(4, 0.42, 1, true), ...answers(90, 0.9, 90)];
    expect(chooseConfidenceThreshold(flagged, 0.06)).toEqual({ threshold: 0.7, below: { n: 10, correct: 2 } });
    // the rule that the band is right at most half the time still counts every photo in it
    const flaggedRight = [...answers(6, 0.32, 1), ...answers(6, 0.42, 6, true), ...answers(88, 0.9, 88)];
    expect(chooseConfidenceThreshold(flaggedRight, 0.06)).toEqual({ threshold: 0.4, below: { n: 6, correct: 1 } });
  });
});

describe("the backbone head's L2 penalties", () => {
  it('are each a candidate alone and with the crop forest; C = 1 keeps its first names', () => {
    expect(BACKBONE_C_GRID).toEqual([1, 0.03, 0.01, 0.003]);
    expect(BACKBONE_C_GRID.map(backboneHeadId)).toEqual([
      'backbone-logistic',
      'backbone-logistic-c0.03',
      'backbone-logistic-c0.01',
      'backbone-logistic-c0.003',
    ]);
    expect(backboneEnsembleId(0.01)).toBe('rich-random-forest-crops+backbone-logistic-c0.01');
    expect(backboneEnsembleId(1)).toBe('rich-random-forest-crops+backbone-logistic');
  });
});
