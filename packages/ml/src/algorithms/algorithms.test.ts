import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import {
  DecisionTree,
  GaussianNaiveBayes,
  KNearest,
  LogisticRegression,
  RandomForest,
  SoftVotingEnsemble,
  loadClassifier,
  nearest,
  type Classifier,
} from './index.js';

/** Three classes in 3 features: class = which of x0, x1 is large; x2 is noise. */
function synthetic(n: number, seed: number): { X: Float64Array[]; y: Int32Array } {
  const rng = mulberry32(seed);
  const X: Float64Array[] = [];
  const y = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = i % 3;
    const x0 = (c === 1 ? 5 : 0) + rng();
    const x1 = (c === 2 ? 5 : 0) + rng();
    X.push(Float64Array.from([x0, x1, rng() * 10]));
    y[i] = c;
  }
  return { X, y };
}

const { X, y } = synthetic(90, 1);
const sum = (a: ArrayLike<number>) => Array.from(a).reduce((s, v) => s + v, 0);
const accuracyOf = (m: Classifier) =>
  X.filter((x, i) => {
    const p = m.predictProba(x);
    return p.indexOf(Math.max(...p)) === y[i];
  }).length / X.length;

describe('classifiers on separable data', () => {
  const models: [string, Classifier][] = [
    ['decision tree', DecisionTree.fit(X, y, 3, {}, 1)],
    ['random forest', RandomForest.fit(X, y, 3, { nTrees: 15 }, 1)],
    ['naive Bayes', GaussianNaiveBayes.fit(X, y, 3)],
    ['k nearest', KNearest.fit(X, y, 3, { k: 5 })],
    ['logistic regression', LogisticRegression.fit(X, y, 3, { lambda: 0.01 })],
  ];
  models.push(['ensemble', new SoftVotingEnsemble([models[1]![1], models[2]![1]])]);

  it('k nearest votes by 1/distance among the k nearest rows, and its occlusion contributions favour the informative inputs', () => {
    const knn = models[3]![1];
    // between class 1 (x0 large) and class 0, nearer class 1
    const p = knn.predictProba([4, 0.5, 5]);
    expect(p[1]!).toBeGreaterThan(0.5);
    const c = knn.contributions(X[4]!, 1); // X[4] is class 1
    expect(c[0]!).toBeGreaterThan(Math.abs(c[2]!));
    const uniform = KNearest.fit([[0], [1], [10]], [0, 0, 1], 2, { k: 3, weighting: 'uniform' });
    expect(Array.from(uniform.predictProba([9]))).toEqual([2 / 3, 1 / 3]);
    const { index, dist2 } = nearest(Float64Array.from([0, 1, 10]), 1, [0.9], 2);
    expect(Array.from(index)).toEqual([1, 0]);
    expect(dist2[0]).toBeCloseTo(0.01, 12);
    expect(Array.from(nearest(Float64Array.from([0, 1, 10]), 1, [0.9], 2, 1).index)).toEqual([0, 2]);
  });

  it.each(models)('%s fits, gives probabilities that sum to 1 and round-trips through JSON', (_, model) => {
    expect(accuracyOf(model)).toBe(1);
    const back = loadClassifier(JSON.parse(JSON.stringify(model.toJSON())));
    for (const x of X.slice(0, 10)) {
      expect(sum(model.predictProba(x))).toBeCloseTo(1, 12);
      expect(Array.from(back.predictProba(x))).toEqual(Array.from(model.predictProba(x)));
      expect(Array.from(back.contributions(x, 1))).toEqual(Array.from(model.contributions(x, 1)));
    }
  });

  it('trees write back the JSON they were loaded from (they keep typed arrays, not the JSON)', () => {
    for (const [, model] of models.slice(0, 2)) {
      const text = JSON.stringify(model.toJSON());
      expect(JSON.stringify(loadClassifier(JSON.parse(text)).toJSON())).toBe(text);
    }
  });

  it('tree contributions (Saabas) sum to the leaf share minus the root share', () => {
    const tree = models[0]![1];
    const forest = models[1]![1] as RandomForest;
    const x = X[4]!;
    const root = 1 / 3; // all rows, three balanced classes
    expect(sum(tree.contributions(x, 1)) + root).toBeCloseTo(tree.predictProba(x)[1]!, 12);
    // the noise feature never decides this tree
    const forestContrib = forest.contributions(x, 1);
    expect(Math.abs(forestContrib[0]!)).toBeGreaterThan(Math.abs(forestContrib[2]!));
  });

  it('naive Bayes Shapley contributions sum to posterior minus prior and favour the informative inputs', () => {
    const nb = models[2]![1];
    const x = X[5]!; // class 2
    const c = nb.contributions(x, 2);
    expect(sum(c) + 1 / 3).toBeCloseTo(nb.predictProba(x)[2]!, 10);
    expect(c[1]!).toBeGreaterThan(Math.abs(c[2]!));
  });
});

describe('random forest seeding', () => {
  it('same seed, same JSON; another seed, another forest', () => {
    const a = JSON.stringify(RandomForest.fit(X, y, 3, { nTrees: 5 }, 11).toJSON());
    expect(JSON.stringify(RandomForest.fit(X, y, 3, { nTrees: 5 }, 11).toJSON())).toBe(a);
    expect(JSON.stringify(RandomForest.fit(X, y, 3, { nTrees: 5 }, 12).toJSON())).not.toBe(a);
  });
});

describe('logistic regression', () => {
  it('is deterministic, minimises its penalised loss (the gradient vanishes) and loads back from JSON', () => {
    const a = LogisticRegression.fit(X, y, 3, { lambda: 0.05 });
    expect(JSON.stringify(LogisticRegression.fit(X, y, 3, { lambda: 0.05 }).toJSON())).toBe(JSON.stringify(a.toJSON()));
    // at the optimum: for every class and feature, mean (p − onehot)·x + λ·w = 0
    const { weights } = a.toJSON() as { weights: number[][] };
    const grad = weights.map((row) => row.map((w) => 0.05 * w));
    const gradBias = [0, 0, 0];
    X.forEach((x, i) => {
      const p = a.predictProba(x);
      for (let c = 0; c < 3; c++) {
        const d = (p[c]! - (c === y[i] ? 1 : 0)) / X.length;
        gradBias[c]! += d;
        for (let j = 0; j < 3; j++) grad[c]![j]! += d * x[j]!;
      }
    });
    for (const g of [...grad.flat(), ...gradBias]) expect(Math.abs(g)).toBeLessThan(1e-4);
    const back = loadClassifier(a.toJSON());
    expect(Array.from(back.predictProba(X[4]!))).toEqual(Array.from(a.predictProba(X[4]!)));
    // a stronger penalty gives smaller weights
    const strong = LogisticRegression.fit(X, y, 3, { lambda: 1 }).toJSON() as { weights: number[][] };
    expect(Math.max(...strong.weights.flat().map(Math.abs))).toBeLessThan(Math.max(...weights.flat().map(Math.abs)));
  });

  it('contributions sum to the probability minus the all-zero input’s', () => {
    const m = LogisticRegression.fit(X, y, 3, { lambda: 0.05 });
    const zero = m.predictProba([0, 0, 0]);
    for (const x of X.slice(0, 6)) {
      const p = m.predictProba(x);
      const cls = p.indexOf(Math.max(...p));
      expect(sum(m.contributions(x, cls))).toBeCloseTo(p[cls]! - zero[cls]!, 9);
    }
  });
});
