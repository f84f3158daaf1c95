import { SoftVotingEnsemble } from './ensemble.js';
import { KNearest } from './knn.js';
import { LogisticRegression } from './logistic.js';
import { GaussianNaiveBayes } from './naiveBayes.js';
import { DecisionTree, RandomForest } from './randomForest.js';
import type { Classifier, ClassifierJson } from './types.js';

export { CartTree, fitCart, DEFAULT_CART_PARAMS, type CartJson, type CartParams } from './cart.js';
export { SoftVotingEnsemble } from './ensemble.js';
export { KNearest, flatten, nearest } from './knn.js';
export { LogisticRegression, type LogisticParams } from './logistic.js';
export { GaussianNaiveBayes } from './naiveBayes.js';
export { DecisionTree, RandomForest, sqrtFeatures, type ForestParams } from './randomForest.js';
export { argmax, type Classifier, type ClassifierJson, type Matrix } from './types.js';

/** Loads any serialised classifier back. */
export function loadClassifier(json: ClassifierJson): Classifier {
  switch (json.kind) {
    case 'decision-tree':
      return new DecisionTree(json);
    case 'random-forest':
      return new RandomForest(json);
    case 'gaussian-nb':
      return new GaussianNaiveBayes(json);
    case 'k-nearest':
      return new KNearest(json);
    case 'logistic-regression':
      return new LogisticRegression(json);
    case 'ensemble':
      return new SoftVotingEnsemble(json.members.map(loadClassifier), json.weights);
    default:
      throw new Error(`unknown classifier kind ${String((json as { kind?: unknown }).kind)}`);
  }
}
