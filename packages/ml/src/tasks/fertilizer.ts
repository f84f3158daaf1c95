import { FERTILIZER_CROP_TYPES, FERTILIZER_GRADES, SOIL_TYPES } from '@agrim/contracts';
import { decisionTreeCandidate, randomForestCandidate } from './candidates.js';
import { tabularTask } from './tabular.js';

/** Fertilizer recommendation: climate, soil moisture, soil and crop type, N-K-P -> one of 7 products. */
export const fertilizerTask = tabularTask({
  name: 'fertilizer',
  title: 'Fertilizer recommendation',
  file: 'fertilizer/Fertilizer Prediction.csv',
  columns: [
    { name: 'temperature', headers: ['Temparature', 'Temperature'], kind: 'numeric' },
    { name: 'humidity', headers: ['Humidity'], kind: 'numeric' },
    { name: 'moisture', headers: ['Moisture'], kind: 'numeric' },
    { name: 'soilType', headers: ['Soil Type', 'soiltype', 'soil_type'], kind: 'categorical', known: SOIL_TYPES },
    { name: 'cropType', headers: ['Crop Type', 'croptype', 'crop_type'], kind: 'categorical', known: FERTILIZER_CROP_TYPES },
    { name: 'nitrogen', headers: ['Nitrogen'], kind: 'numeric' },
    { name: 'potassium', headers: ['Potassium'], kind: 'numeric' },
    { name: 'phosphorous', headers: ['Phosphorous', 'Phosphorus'], kind: 'numeric' },
  ],
  label: { name: 'fertilizer', headers: ['Fertilizer Name', 'Fertilizer'] },
  classOrder: Object.keys(FERTILIZER_GRADES),
  feedbackLabels: Object.keys(FERTILIZER_GRADES),
  evaluation: { kind: 'leave-one-out' },
  candidates: [decisionTreeCandidate(), randomForestCandidate({ nTrees: 100 })],
  explains: false,
  licence: 'not stated',
  citation:
    'Fertilizer Prediction dataset (commonly known from Kaggle), as in rarrazaan/CSVFiles, "Fertilizer Prediction.csv" at commit a6a28864a2a112df78ae1e76dcf54250dd0a506a (the first upload, without the later pH column); no licence stated. All 99 rows are used (none held back).',
  notes: (data, encoder) => {
    const levels = (name: string) => {
      const c = encoder.columns.find((col) => col.name === name);
      return c && c.kind === 'categorical' ? c.levels : [];
    };
    const seenCrops = new Set(levels('cropType').map((l) => l.toLowerCase()));
    const unseen = FERTILIZER_CROP_TYPES.filter((c) => !seenCrops.has(c.toLowerCase()));
    return [
      `Soil type and crop type are one-hot encoded with the levels seen in training: soil ${levels('soilType').join(', ')}; crop ${levels('cropType').join(', ')}. A value not seen in training is encoded as all zeros ("other") and still gets a prediction, made from the remaining inputs.${unseen.length ? ` The product offers ${FERTILIZER_CROP_TYPES.length} crop types; ${unseen.length} of them (${unseen.join(', ')}) are not in the data and take that path.` : ''}`,
      `Only ${data.labels.length} rows: the 95 % Wilson interval of the accuracy is wide, and the classes follow the N, K and P columns closely (the data set looks rule-generated).`,
      "Outputs carry the product's N-P2O5-K2O grade from the contracts list (e.g. Urea = 46-0-0).",
    ];
  },
  defaultSeed: 42,
});
