import { DecisionTree, GaussianNaiveBayes, RandomForest, SoftVotingEnsemble, sqrtFeatures } from '../algorithms/index.js';
import type { Candidate } from './tabular.js';

const SAABAS =
  'Saabas tree-path contributions averaged over the trees: each split on the way from the root to the leaf adds (share of the predicted class in the child − in the parent) to the split feature; they sum to the predicted probability minus the share of the class at the roots.';
const SHAPLEY_NB =
  "exact Shapley values of the naive Bayes posterior of the predicted class (the value of a set of inputs is the posterior computed from those inputs alone); they sum to the predicted probability minus the class's prior.";

/** One CART tree on all rows and all features, grown until its leaves are pure. */
export function decisionTreeCandidate(opts: { minSamplesLeaf?: number } = {}): Candidate {
  const minSamplesLeaf = opts.minSamplesLeaf ?? 1;
  return {
    id: 'decision-tree',
    algorithm: 'CART decision tree (Gini impurity)',
    hyperparameters: { criterion: 'gini', max_depth: 'none', min_samples_leaf: minSamplesLeaf, max_features: 'all' },
    explanation: SAABAS.replace(' averaged over the trees', '').replace('at the roots', 'at the root'),
    fit: (X, y, nClasses, seed, o) => DecisionTree.fit(X, y, nClasses, { minSamplesLeaf: o?.min_samples_leaf ?? minSamplesLeaf }, seed),
  };
}

/** A random forest of CART trees: bootstrap rows, sqrt(features) features drawn per split. */
export function randomForestCandidate(opts: { nTrees?: number } = {}): Candidate {
  const nTrees = opts.nTrees ?? 100;
  return {
    id: 'random-forest',
    algorithm: 'random forest of CART trees (Gini, bootstrap rows, sqrt(features) drawn per split)',
    hyperparameters: { n_trees: nTrees, criterion: 'gini', bootstrap: true, max_features: 'sqrt', max_depth: 'none', min_samples_leaf: 1 },
    explanation: SAABAS,
    fit: (X, y, nClasses, seed, o) =>
      RandomForest.fit(
        X,
        y,
        nClasses,
        { nTrees: o?.n_trees ?? nTrees, maxFeatures: sqrtFeatures(X[0]?.length ?? 1), bootstrap: true },
        seed,
      ),
  };
}

/** Gaussian naive Bayes (deterministic: the seed plays no part). */
export function gaussianNbCandidate(): Candidate {
  return {
    id: 'gaussian-nb',
    algorithm: 'Gaussian naive Bayes',
    hyperparameters: { var_smoothing: 1e-9 },
    explanation: SHAPLEY_NB,
    fit: (X, y, nClasses) => GaussianNaiveBayes.fit(X, y, nClasses, { varSmoothing: 1e-9 }),
  };
}

/** Soft vote (mean probability) of a random forest and Gaussian naive Bayes. */
export function forestPlusNbCandidate(opts: { nTrees?: number } = {}): Candidate {
  const rf = randomForestCandidate(opts);
  const nb = gaussianNbCandidate();
  return {
    id: 'random-forest+gaussian-nb',
    ensemble: true,
    algorithm: 'soft-voting ensemble: random forest of CART trees + Gaussian naive Bayes, equal weights',
    hyperparameters: { ...rf.hyperparameters, var_smoothing: 1e-9, weights: 'equal' },
    explanation: `the mean of the members' contributions: for the forest, ${SAABAS} For naive Bayes, ${SHAPLEY_NB}`,
    fit: (X, y, nClasses, seed, o) => new SoftVotingEnsemble([rf.fit(X, y, nClasses, seed, o), nb.fit(X, y, nClasses, seed, o)], [1, 1]),
  };
}
