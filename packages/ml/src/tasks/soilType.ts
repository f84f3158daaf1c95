import { imageTask } from './image.js';

/** Soil type from a photo: the two public soil photo sets merged, labels as the product names them. */
export const soilTypeTask = imageTask({
  name: 'soil-type',
  title: 'Soil type from a photo',
  sources: [
    {
      dir: 'soil-types',
      labels: {
        Alluvial_Soil: 'Alluvial',
        Arid_Soil: 'Arid',
        Black_Soil: 'Black',
        Laterite_Soil: 'Laterite',
        Mountain_Soil: 'Mountain',
        Red_Soil: 'Red',
        Yellow_Soil: 'Yellow',
      },
    },
    {
      dir: 'soil-types-5class',
      labels: {
        'Black Soil': 'Black',
        'Cinder Soil': null,
        'Laterite Soil': 'Laterite',
        'Peat Soil': 'Peat',
        'Yellow Soil': 'Yellow',
      },
    },
  ],
  dedupe: { keep: 'soil-types', drop: 'soil-types-5class', maxDistance: 5 },
  classOrder: ['Alluvial', 'Arid', 'Black', 'Laterite', 'Mountain', 'Peat', 'Red', 'Yellow'],
  licence:
    'soil-types: CC BY-NC 4.0 (non-commercial use only; the licence file of the source repository) — a model trained on it inherits that restriction in practice; soil-types-5class: not stated (web and stock images, some with iStock watermarks)',
  citation:
    'Sheth, Mathur, Gupta & Chaurasia, Engineering Applications of Artificial Intelligence 158 (2025) 111425 (Phantom-fs/Soil-Classification-Dataset, Orignal-Dataset/, commit c3108e9ea8277a2762b0aad587e90cc9722e63d4; also on Kaggle as "Comprehensive Soil Classification Datasets", ai4a-lab); rajaharis/Soil-And-Weeds-Detection, Soil types/ (commit b002f36b3cdf96d115cc1c6d4c77964d5438ab6e)',
  dataNotes: [
    "Labels: soil-types' 7 classes and soil-types-5class's Black, Laterite, Peat and Yellow, named as the product names soil groups (Alluvial, Arid, Black, Laterite, Mountain, Peat, Red, Yellow). 'Cinder Soil' of soil-types-5class is left out: volcanic cinder is not one of India's soil groups (the ICAR grouping the product's soil knowledge follows — alluvial, black, red and yellow, laterite, arid, forest and mountain, peaty and marshy — has no such group), so the product could give no crops or states for it.",
  ],
  caveats: [
    'The soil photos are web photos: many show landscapes (arid plains, mountain slopes) rather than a close view of soil, so the model partly recognises scenes; a close-up of a soil sample may be judged differently. Expect lower accuracy on farmers’ photos than on this held-out split; 90 % is out of reach for these features on this data (see the 5-fold spread and the per-class recall).',
    'Classes are imbalanced (Alluvial and Peat have few photos): their recall is the weakest and least certain.',
  ],
  defaultSeed: 42,
});
