import type { Classifier, EnsembleJson } from './types.js';

/** Weighted mean of its members' probabilities (and of their explanations, which share the probability scale). */
export class SoftVotingEnsemble implements Classifier {
  private readonly weights: number[];

  constructor(
    readonly members: Classifier[],
    weights?: number[],
  ) {
    const first = members[0];
    if (!first) throw new Error('an ensemble needs members');
    for (const m of members) {
      if (m.nClasses !== first.nClasses || m.nFeatures !== first.nFeatures) throw new Error('ensemble members disagree in shape');
    }
    const w = weights ?? members.map(() => 1);
    if (w.length !== members.length) throw new Error('one weight per member');
    const total = w.reduce((a, b) => a + b, 0);
    this.weights = w.map((v) => v / total);
  }

  get nClasses(): number {
    return this.members[0]!.nClasses;
  }
  get nFeatures(): number {
    return this.members[0]!.nFeatures;
  }

  predictProba(x: ArrayLike<number>): Float64Array {
    const out = new Float64Array(this.nClasses);
    this.members.forEach((m, i) => {
      const p = m.predictProba(x);
      const w = this.weights[i]!;
      for (let c = 0; c < out.length; c++) out[c]! += w * p[c]!;
    });
    return out;
  }

  contributions(x: ArrayLike<number>, cls: number): Float64Array {
    const out = new Float64Array(this.nFeatures);
    this.members.forEach((m, i) => {
      const p = m.contributions(x, cls);
      const w = this.weights[i]!;
      for (let f = 0; f < out.length; f++) out[f]! += w * p[f]!;
    });
    return out;
  }

  toJSON(): EnsembleJson {
    return {
      kind: 'ensemble',
      nClasses: this.nClasses,
      nFeatures: this.nFeatures,
      weights: this.weights,
      members: this.members.map((m) => m.toJSON()),
    };
  }
}
