import { CROP_FEATURES, RECOMMENDABLE_CROPS } from '@agrim/contracts';
import type { ColumnSpec } from '../data/table.js';
import { decisionTreeCandidate, forestPlusNbCandidate, gaussianNbCandidate, randomForestCandidate } from './candidates.js';
import { tabularTask } from './tabular.js';

/** Crop recommendation: 7 soil and climate inputs -> one of 22 crops. */
export const cropTask = tabularTask({
  name: 'crop',
  title: 'Crop recommendation',
  file: 'crop-recommendation/Crop_recommendation_train.csv',
  columns: CROP_FEATURES.map((name): ColumnSpec => ({ name, headers: [name], kind: 'numeric' })),
  label: { name: 'label', headers: ['label'] },
  classOrder: RECOMMENDABLE_CROPS,
  evaluation: { kind: 'stratified-kfold', k: 5 },
  candidates: [
    decisionTreeCandidate(),
    gaussianNbCandidate(),
    randomForestCandidate({ nTrees: 100 }),
    forestPlusNbCandidate({ nTrees: 100 }),
  ],
  explains: true,
  licence: 'not stated',
  citation:
    'Crop Recommendation Dataset (widely copied Kaggle set), as in 7390Harshil/Crop-Recommendation-System, Crop_recommendation.csv, commit 1216191819aba2bd9f26e3d349b753aedeb3e83d; the repository names no origin and states no licence. This file is a stratified 80 % (1,760 rows); 20 % (440 rows) is held back elsewhere.',
  notes: (data) => [
    `Trained on ${data.labels.length} rows (80 rows per crop, 80 % of the source); the 440 held-back rows were not seen here. The classes of this widely copied data set separate easily; accuracy on real fields will be lower.`,
    'Inputs are used as given (no scaling): trees split on thresholds and naive Bayes fits one normal per class and input.',
  ],
  defaultSeed: 42,
});
