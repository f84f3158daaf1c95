import { imageTask } from './image.js';

/** Seed quality: no public photo set is available, so this task trains only from an operator's folder (`--images`). */
export const seedQualityTask = imageTask({
  name: 'seed-quality',
  title: 'Seed quality from a photo',
  sources: [],
  classOrder: ['Intact', 'Broken', 'Immature', 'Skin-damaged', 'Spotted'],
  licence: 'photos supplied by the operator',
  citation: 'photos supplied by the operator',
  dataNotes: [],
  caveats: [],
  defaultSeed: 42,
});
