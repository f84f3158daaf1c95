import { readFileSync } from 'node:fs';
import { BUILTIN_IMAGE_MODEL_NAMES, IMAGE_TASKS, imageModelCardSchema } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { renderCardMarkdown } from '../card.js';
import { MODELS_DIR } from '../models.js';
import { BACKBONE_FEATURES, BACKBONE_FEATURE_NAMES, backbone, backboneVersion, backboneWeights } from './backbone.js';
import { checkTopology } from './backboneOnnx.js';
import { builtinImageModel, builtinImageModelName, imageModelCard } from './builtin.js';
import type { FeatureImageModel } from './featureModel.js';
import { FEATURE_GROUPS, FEATURE_NAMES } from './features.js';
import { BACKBONE_C_GRID, backboneEnsembleId, backboneHeadId } from './train.js';
import { datasetPhotos } from './testPhotos.testkit.js';

const read = (name: string) => readFileSync(new URL(`../../models/${name}`, import.meta.url), 'utf8');

describe.each([
  { task: 'soil-type' as const, min: 0.75, photo: ['soil-types', 'Black_Soil'], label: 'Black', classes: 8 },
  {
    task: 'tomato-leaf' as const,
    min: 0.85,
    photo: ['tomato-leaf-disease', 'Septoria_leaf_spot'],
    label: 'Septoria Leaf Spot',
    classes: 5,
  },
  { task: 'soybean-leaf' as const, min: 0.75, photo: ['soybean-leaf-disease-2', 'Soybean_rust'], label: 'Soybean Rust', classes: 5 },
])('the committed $task model', ({ task, min, photo, label, classes }) => {
  it('has a valid card that belongs to the model file, with its Markdown beside it', async () => {
    const card = imageModelCardSchema.parse(JSON.parse(read(`${task}.card.json`)));
    expect(imageModelCard(task)).toEqual(card);
    const model = (await builtinImageModel(task))!;
    expect(model).toMatchObject({ id: `builtin-${task}`, kind: 'builtin', task, version: card.version, card });
    expect(model.labels).toEqual(card.data.classes.map((c) => c.label));
    expect(model.labels).toHaveLength(classes);
    expect(read(`${task}.card.md`)).toBe(renderCardMarkdown(card));
    expect(card.data.features).toEqual(FEATURE_NAMES);
    // one row per feature family, covering every feature
    expect(card.feature_importance).toHaveLength(FEATURE_GROUPS.length);
    expect(card.feature_importance.reduce((n, f) => n + Number(/\((\d+)\)$/.exec(f.feature)![1]), 0)).toBe(FEATURE_NAMES.length);
    expect(card.feature_importance[0]!.importance).toBeGreaterThan(0);
  });

  it(`states a held-out accuracy of at least ${min}, consistent with its confusion matrix (a regressing retrain fails here)`, () => {
    const card = imageModelCard(task)!;
    const { matrix } = card.evaluation.confusion;
    const n = matrix.flat().reduce((a, b) => a + b, 0);
    expect(n).toBe(card.evaluation.n);
    expect(n).toBe(card.image.split.test);
    expect(card.image.split.train + card.image.split.test).toBe(card.data.rows);
    expect(matrix.reduce((a, row, i) => a + row[i]!, 0) / n).toBeCloseTo(card.evaluation.accuracy, 5);
    expect(card.evaluation.accuracy).toBeGreaterThanOrEqual(min);
    const forests = ['random-forest', 'rich-random-forest', 'rich-random-forest-crops', 'k-nearest'];
    // issue 40: the head on the pretrained backbone alone (compared only) and with the crop forest, for each L2 penalty of the grid
    const backbone = BACKBONE_C_GRID.flatMap((C) => [backboneHeadId(C), backboneEnsembleId(C)]);
    expect(backbone).toHaveLength(8);
    const ensembles = BACKBONE_C_GRID.map(backboneEnsembleId);
    const compared = card.image.candidates.map((c) => c.name);
    // The compact CNN is in the comparison where it was trained (`--cnn-epochs`), and never kept.
    expect(compared.filter((name) => name !== 'cnn')).toEqual([...forests, ...backbone]);
    expect([...forests, ...ensembles]).toContain(card.image.chosen);
    // every card names the backbone, its licence and ImageNet, the grid of penalties and the one 'not sure' budget
    const notes = card.notes.join(' ');
    expect(notes).toMatch(/MobileNetV1 1\.0\/224 pretrained on ImageNet/);
    expect(notes).toMatch(/Apache License 2\.0/);
    expect(notes).toMatch(/non-commercial research/);
    expect(notes).toMatch(/the penalties C = 1, 0\.03, 0\.01, 0\.003/);
    expect(notes).toContain(
      `'Not sure' budget of every abstention rule together: 5.0 % less the one-sided 95 % binomial margin for the ${card.image.split.test} held-out photos`,
    );
    if (ensembles.includes(card.image.chosen!)) expect(card.data.licence).toMatch(/ImageNet/);
    // issue 23: the 5-fold comparison against the model of issue 7, and honest 'not sure'
    const q = card.image.quality!;
    expect(q.comparison.map((c) => c.name)).toEqual(compared);
    expect(q.comparison[0]!.mcnemar).toEqual({ only_this: 0, only_reference: 0, p: 1 });
    for (const c of q.comparison) expect(c.cv_ci95[0]).toBeLessThanOrEqual(c.cv_accuracy);
    expect(q.held_out_accuracy).toBeCloseTo(card.evaluation.accuracy, 6);
    expect(q.held_out_abstained).toBeLessThanOrEqual(0.05);
    expect(q.wrong_task_flagged).toBeGreaterThanOrEqual(0.9);
    expect(q.reliability.reduce((s, r) => s + r.n, 0)).toBe(n);
    expect(card.image.ood.held_out_flagged).toBeLessThanOrEqual(0.05);
    for (const set of ['plain colours', 'noise', 'gradients', 'documents', 'soil-health-cards'])
      expect(card.image.ood.sets.find((s) => s.name === set)?.flagged).toBeGreaterThanOrEqual(0.9);
    expect(card.image.inference_ms).toBeGreaterThan(0);
    expect(card.image.memory_bytes).toBeGreaterThan(0);
  });

  it('predicts a dataset photo of its class', async () => {
    const model = (await builtinImageModel(task))!;
    const path = datasetPhotos(photo[0]!, photo[1]!, 1)[0]!;
    const a = await model.predict(readFileSync(path));
    expect(a.label).toBe(label);
    expect(a.probabilities).toHaveLength(classes);
    expect(a.probabilities.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 5);
    expect(a.confidenceThreshold).toBe(imageModelCard(task)!.image.confidence_threshold);
    expect(a.ood.method).toBe('plain-image+knn-distance+wrong-task-gate');
    expect(a.ood.score).toBeGreaterThan(0);
    expect((model as FeatureImageModel).usesBackbone).toBe(imageModelCard(task)!.image.chosen!.includes('backbone'));
    // the same model object for every call
    expect(await builtinImageModel(task)).toBe(model);
  });
});

describe('seed-quality', () => {
  it('has no built-in model (no public data): null, and no card', async () => {
    expect(IMAGE_TASKS).toContain('seed-quality');
    expect(await builtinImageModel('seed-quality')).toBeNull();
    expect(imageModelCard('seed-quality')).toBeNull();
    expect(MODELS_DIR).toMatch(/models\/?$/);
  });
});

describe('the pretrained backbone (issue 40)', () => {
  /** A made-up 224×224 picture (no decoding): the fixture holds TensorFlow.js's features of it, plain and mirrored. */
  function pattern(): Uint8Array {
    const r = new Uint8Array(224 * 224 * 3);
    for (let y = 0; y < 224; y++)
      for (let x = 0; x < 224; x++) {
        const i = (y * 224 + x) * 3;
        r[i] = (x * 7 + y * 3) % 256;
        r[i + 1] = (x * y) % 251;
        r[i + 2] = ((x - 112) ** 2 + (y - 112) ** 2) % 256;
      }
    return r;
  }

  it('ships with the models (weights, Apache-2.0 licence, origin) and loads once per thread from disk', async () => {
    const dir = new URL('../../models/backbones/mobilenet-v1-imagenet/', import.meta.url);
    expect(readFileSync(new URL('LICENSE', dir), 'utf8')).toMatch(/Apache License\s+Version 2\.0/);
    expect(readFileSync(new URL('SOURCE.md', dir), 'utf8')).toMatch(/ImageNet/);
    expect(backboneVersion()).toMatch(/^mobilenet-v1-imagenet@[0-9a-f]{12}$/);
    expect(BACKBONE_FEATURE_NAMES).toHaveLength(BACKBONE_FEATURES);
    const net = await backbone();
    expect(await backbone()).toBe(net);
    const [f, g] = await net.features([pattern(), pattern()]);
    expect(f).toHaveLength(BACKBONE_FEATURES);
    // a batch answers each photo alone, and the same photo twice gets the same numbers
    expect(Array.from(g!)).toEqual(Array.from(f!));
    expect(Array.from((await net.features([pattern()]))[0]!)).toEqual(Array.from(f!));
  });

  it('computes, with onnxruntime-node, the numbers TensorFlow.js computed from the Keras model (the models were trained on those)', async () => {
    const reference = JSON.parse(readFileSync(new URL('./backbone.tfjs.fixture.json', import.meta.url), 'utf8')) as {
      plain: number[];
      mirrored: number[];
    };
    const net = await backbone();
    const [plain] = await net.features([pattern()]);
    const [mirrored] = await net.features([pattern()], true);
    const worst = (a: Float32Array, b: number[]) => Math.max(...b.map((v, i) => Math.abs(a[i]! - v)));
    // ReLU6 means, up to ~3.2 here: equal to 1e-4 (measured: 4e-6)
    expect(Math.max(...reference.plain)).toBeGreaterThan(1);
    expect(worst(plain!, reference.plain)).toBeLessThan(1e-4);
    expect(worst(mirrored!, reference.mirrored)).toBeLessThan(1e-4);
    // the mirror is not the photo itself
    expect(worst(mirrored!, reference.plain)).toBeGreaterThan(1e-2);
  });

  it('refuses weights whose topology is not the MobileNetV1 the graph writes', () => {
    const { layers } = backboneWeights();
    expect(() => checkTopology(layers)).not.toThrow();
    const changed = layers.map((l) => (l.config.name === 'conv_dw_6' ? { ...l, config: { ...l.config, strides: [1, 1] } } : l));
    expect(() => checkTopology(changed)).toThrow(/conv_dw_6 has strides \[1,1\]/);
    expect(() => checkTopology(layers.filter((l) => l.config.name !== 'conv_pw_12_bn'))).toThrow(/conv_pw_12_bn/);
  });
});

describe('the built-in model names (issue 40)', () => {
  it('say whether the model reads the ImageNet network', async () => {
    for (const task of ['soil-type', 'tomato-leaf', 'soybean-leaf'] as const) {
      const model = (await builtinImageModel(task)) as FeatureImageModel;
      expect(model.name).toBe(model.usesBackbone ? BUILTIN_IMAGE_MODEL_NAMES.backbone : BUILTIN_IMAGE_MODEL_NAMES.features);
    }
    expect((await builtinImageModel('soil-type'))!.name).toMatch(/ImageNet/);
    expect(builtinImageModelName(false)).toMatch(/colour and texture/);
  });
});
