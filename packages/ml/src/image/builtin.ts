import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_IMAGE_MODEL_NAMES, imageModelCardSchema, type ImageModelCard, type ImageTask } from '@agrim/contracts';
import { MODELS_DIR } from '../models.js';
import { FeatureImageModel } from './featureModel.js';
import { featurePool } from './pool.js';
import type { ImageClassifier } from './types.js';

/** Id and name of the built-in model of a task (the server lists it next to installed models). */
export function builtinImageModelId(task: ImageTask): string {
  return `builtin-${task}`;
}
/** The built-in model's name: what it reads (the ImageNet backbone's features with the forest, or colour and texture alone). */
export function builtinImageModelName(usesBackbone: boolean): string {
  return usesBackbone ? BUILTIN_IMAGE_MODEL_NAMES.backbone : BUILTIN_IMAGE_MODEL_NAMES.features;
}

const cards = new Map<ImageTask, ImageModelCard | null>();

/** The committed card of a built-in image model (packages/ml/models/<task>.card.json), validated; null when there is none (seed-quality). */
export function imageModelCard(task: ImageTask): ImageModelCard | null {
  if (!cards.has(task)) {
    const path = join(MODELS_DIR, `${task}.card.json`);
    cards.set(task, existsSync(path) ? imageModelCardSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return cards.get(task)!;
}

const loaded = new Map<ImageTask, Promise<ImageClassifier | null>>();

/**
 * The committed model of an image task (packages/ml/models/<task>.model.json), loaded once per
 * process; null when none is committed (seed-quality has no public data to train on).
 */
export function builtinImageModel(task: ImageTask): Promise<ImageClassifier | null> {
  let model = loaded.get(task);
  if (!model) {
    model = (async () => {
      const path = join(MODELS_DIR, `${task}.model.json`);
      if (!existsSync(path)) return null;
      const card = imageModelCard(task);
      const text = readFileSync(path, 'utf8');
      const m = FeatureImageModel.parse(text, {
        id: builtinImageModelId(task),
        name: builtinImageModelName((JSON.parse(text) as { deep?: unknown }).deep !== undefined),
        kind: 'builtin',
        card,
      });
      if (m.task !== task) throw new Error(`models/${task}.model.json holds a model of ${m.task}`);
      if (card && card.version !== m.version)
        throw new Error(`models/${task}.card.json describes ${card.version}, not the model file (${m.version})`);
      return m;
    })();
    // a failed load is not cached: the next call tries again
    model.catch(() => loaded.delete(task));
    loaded.set(task, model);
  }
  return model;
}

/**
 * Loads the pretrained backbone in the feature worker now when one of `models` reads it (the
 * server's start), so the first photo does not wait the load.
 */
export async function warmImageBackbone(models: readonly (ImageClassifier | null)[]): Promise<void> {
  if (models.some((m) => m instanceof FeatureImageModel && m.usesBackbone)) await featurePool().warmBackbone();
}
