import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { TRAINING_MIN_IMAGES_PER_CLASS, type ImageModelCard, type ImageTask } from '@agrim/contracts';
import { KNearest, LogisticRegression, RandomForest, argmax, sqrtFeatures, type Classifier } from '../algorithms/index.js';
import { stratifiedKFold } from '../eval/crossValidation.js';
import { groupPermutationImportance } from '../eval/importance.js';
import {
  accuracy,
  classificationReport,
  discordantPairs,
  macroF1,
  mcnemarExact,
  wilsonInterval,
  type ClassificationReport,
} from '../eval/metrics.js';
import { mulberry32, shuffleInPlace } from '../random.js';
import { BACKBONE_DESCRIPTION, BACKBONE_INPUT, BACKBONE_LICENCE, backboneFeaturesOf, backboneVersion } from './backbone.js';
import { CNN_DESCRIPTION, cnnPixels, trainCnn } from './cnn.js';
import { photoFeatures, type PhotoFeatures } from './extract.js';
import {
  DEFAULT_CONFIDENCE_THRESHOLD,
  FeatureImageModel,
  IMAGE_MODEL_FORMAT,
  fitStandardiser,
  standardiseRow,
  type ImageModelJson,
} from './featureModel.js';
import { BASE_FEATURE_NAMES, FEATURE_GROUPS, FEATURE_NAMES, FEATURE_SIZE } from './features.js';
import type { LabelledImage } from './folder.js';
import { OOD_DEFAULTS, fitOod, isPlain, quantile, trainingDistanceFlags } from './ood.js';
import type { OodSet } from './oodSets.js';

/** A photo with its label and computed features. */
export interface Photo extends PhotoFeatures {
  path: string;
  label: string;
}

/** The feature code's own text: a cached photo's features are reused only while it is unchanged. */
let featureCodeHash: string | null = null;

/**
 * photoFeatures of a file, kept under env AGRIM_FEATURE_CACHE (when set) by the SHA-256 of the file,
 * of the feature code and of `withCrops`: a second training run on the same photos skips the pixel
 * work and gets the same numbers.
 */
async function cachedPhotoFeatures(path: string, withCrops: boolean): Promise<PhotoFeatures> {
  const dir = process.env.AGRIM_FEATURE_CACHE;
  if (!dir) return photoFeatures(path, withCrops);
  featureCodeHash ??= ['features.ts', 'textureFeatures.ts', 'extract.ts', 'decode.ts', 'glcm.ts', 'ood.ts']
    .reduce((h, f) => h.update(readFileSync(new URL(`./${f}`, import.meta.url))), createHash('sha256'))
    .digest('hex');
  const key = createHash('sha256').update(featureCodeHash).update(String(withCrops)).update(readFileSync(path)).digest('hex');
  const file = join(dir, `${key}.features.json`);
  if (existsSync(file)) {
    const j = JSON.parse(readFileSync(file, 'utf8')) as { features: number[]; plain: PhotoFeatures['plain']; crops?: number[][] };
    return {
      features: Float64Array.from(j.features),
      plain: j.plain,
      ...(j.crops ? { crops: j.crops.map((c) => Float64Array.from(c)) } : {}),
    };
  }
  const f = await photoFeatures(path, withCrops);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ features: Array.from(f.features), plain: f.plain, ...(f.crops ? { crops: f.crops.map((c) => Array.from(c)) } : {}) }),
  );
  return f;
}

/** Decodes every image and computes its features (in this thread: training is a batch job). Unreadable images are skipped and listed. */
export async function readPhotos(
  images: readonly LabelledImage[],
  log: (line: string) => void = () => {},
  withCrops = true,
  withDeep = false,
): Promise<{ photos: Photo[]; skipped: { path: string; error: string }[] }> {
  const photos: Photo[] = [];
  const skipped: { path: string; error: string }[] = [];
  const started = performance.now();
  for (const [i, image] of images.entries()) {
    try {
      photos.push({ ...image, ...(await cachedPhotoFeatures(image.path, withCrops)) });
    } catch (e) {
      skipped.push({ path: image.path, error: e instanceof Error ? e.message : String(e) });
    }
    if ((i + 1) % 250 === 0) log(`  features: ${i + 1}/${images.length} photos [${Math.round(performance.now() - started)} ms]`);
  }
  log(
    `  features: ${photos.length} photos in ${Math.round(performance.now() - started)} ms${skipped.length ? `, ${skipped.length} unreadable skipped` : ''}`,
  );
  if (withDeep) {
    const deep = await backboneFeaturesOf(
      photos.map((p) => p.path),
      log,
    );
    photos.forEach((p, i) => (p.deep = deep[i]!));
  }
  return { photos, skipped };
}

/** One approach compared on the same folds. It reads standardised features of the photo (and of its crops with `views: 'full+crops'`). */
export interface ImageCandidate {
  id: string;
  algorithm: string;
  hyperparameters: Record<string, number | string | boolean>;
  /** 'base': the 142 colour-and-texture features of issue 7; 'rich': those and the texture descriptors of issue 23. */
  features: 'base' | 'rich';
  /** 'full+crops': trained on the photo and its 5 close-up crops as separate rows, answering with the mean over them. */
  views: 'full' | 'full+crops';
  fit(X: readonly Float64Array[], y: Int32Array, nClasses: number, seed: number): Classifier;
}

const N_TREES = 200;
const N_TREES_CROPS = 100;
const KNN_K = 5;
const forest = (nTrees: number) => (X: readonly Float64Array[], y: Int32Array, k: number, seed: number) =>
  RandomForest.fit(X, y, k, { nTrees, maxFeatures: sqrtFeatures(X[0]!.length), bootstrap: true }, seed);
const FOREST_PARAMS = { criterion: 'gini', bootstrap: true, max_features: 'sqrt', max_depth: 'none', min_samples_leaf: 1 };

/** The model of issue 7, the reference every other candidate is tested against. */
export const REFERENCE_CANDIDATE = 'random-forest';

export const IMAGE_CANDIDATES: readonly ImageCandidate[] = [
  {
    id: REFERENCE_CANDIDATE,
    algorithm:
      'random forest of CART trees (Gini, bootstrap rows, sqrt(features) drawn per split) on standardised colour and texture features',
    hyperparameters: { n_trees: N_TREES, ...FOREST_PARAMS },
    features: 'base',
    views: 'full',
    fit: forest(N_TREES),
  },
  {
    id: 'rich-random-forest',
    algorithm:
      'random forest of CART trees (Gini, bootstrap rows, sqrt(features) drawn per split) on standardised colour and texture features plus wavelet, Gabor, HSV-moment, multi-distance co-occurrence and tile descriptors',
    hyperparameters: { n_trees: N_TREES, ...FOREST_PARAMS },
    features: 'rich',
    views: 'full',
    fit: forest(N_TREES),
  },
  {
    id: 'rich-random-forest-crops',
    algorithm:
      'random forest of CART trees (Gini, bootstrap rows, sqrt(features) drawn per split) on the rich colour and texture descriptors of the whole photo and of 5 close-up crops (4 quadrants and the centre of a 256 px decode), trained on all 6 views, answering with the mean of their probabilities',
    hyperparameters: { n_trees: N_TREES_CROPS, views: 'whole photo + 5 crops', ...FOREST_PARAMS },
    features: 'rich',
    views: 'full+crops',
    fit: forest(N_TREES_CROPS),
  },
  {
    id: 'k-nearest',
    algorithm: `k nearest neighbours (k = ${KNN_K}, votes weighted by 1/distance, Euclidean) on the rich standardised colour and texture descriptors`,
    hyperparameters: { k: KNN_K, weighting: 'distance', metric: 'euclidean' },
    features: 'rich',
    views: 'full',
    fit: (X, y, k) => KNearest.fit(X, y, k, { k: KNN_K, weighting: 'distance' }),
  },
];

/** Trees of each forest (candidates and wrong-task gate) in quick training (`quick`: tests only). */
export const QUICK_TREES = 15;

/**
 * The candidates of a training: IMAGE_CANDIDATES, or with `quick` the same list with forests of
 * QUICK_TREES trees (what tests of the training path use: the same comparison, in seconds).
 */
export function imageCandidates(quick = false): readonly ImageCandidate[] {
  if (!quick) return IMAGE_CANDIDATES;
  return IMAGE_CANDIDATES.map((c) =>
    typeof c.hyperparameters.n_trees === 'number'
      ? { ...c, hyperparameters: { ...c.hyperparameters, n_trees: QUICK_TREES }, fit: forest(QUICK_TREES) }
      : c,
  );
}

/** Class order: the preferred list first (those present), then the rest alphabetically. */
export function imageClasses(labels: readonly string[], preferred: readonly string[] = []): string[] {
  const present = new Set(labels);
  return [...preferred.filter((c) => present.has(c)), ...[...present].filter((c) => !preferred.includes(c)).sort()];
}

/** Refuses data a held-out split cannot be made of: fewer than 2 classes or a class under the minimum. */
export function checkClassCounts(labels: readonly string[], where: string): void {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  if (counts.size < 2)
    throw new Error(`${where}: training needs at least 2 classes (one folder of photos per class), found ${counts.size}`);
  const small = [...counts].filter(([, n]) => n < TRAINING_MIN_IMAGES_PER_CLASS);
  if (small.length > 0)
    throw new Error(
      `${where}: every class needs at least ${TRAINING_MIN_IMAGES_PER_CLASS} readable photos; too few in ${small.map(([c, n]) => `"${c}" (${n})`).join(', ')}`,
    );
}

const featureNamesOf = (c: ImageCandidate): string[] => [...(c.features === 'base' ? BASE_FEATURE_NAMES : FEATURE_NAMES)];

/** The rows a candidate trains on: the photo's features (the first ones for 'base'), and its crops' with 'full+crops'. */
function rowsOf(c: ImageCandidate, p: PhotoFeatures): Float64Array[] {
  const width = c.features === 'base' ? BASE_FEATURE_NAMES.length : FEATURE_NAMES.length;
  const views = c.views === 'full+crops' ? [p.features, ...(p.crops ?? [])] : [p.features];
  if (c.views === 'full+crops' && !p.crops) throw new Error('the photo features lack the crops this candidate reads');
  return views.map((v) => v.subarray(0, width));
}

/** Fits one candidate on `train`: the model file's JSON (no gate, no calibration, default threshold). */
function modelJson(
  task: ImageTask,
  candidate: ImageCandidate,
  train: readonly Photo[],
  classes: readonly string[],
  seed: number,
): ImageModelJson {
  const index = new Map(classes.map((c, i) => [c, i]));
  const rows: Float64Array[] = [];
  const labels: number[] = [];
  for (const p of train)
    for (const r of rowsOf(candidate, p)) {
      rows.push(r);
      labels.push(index.get(p.label)!);
    }
  const standardise = fitStandardiser(rows);
  const Z = rows.map((r) => standardiseRow(r, standardise.mean, standardise.std));
  const full = train.map((p) => standardiseRow(rowsOf(candidate, p)[0]!, standardise.mean, standardise.std));
  const classifier = candidate.fit(Z, Int32Array.from(labels), classes.length, seed);
  return {
    format: IMAGE_MODEL_FORMAT,
    task,
    candidate: candidate.id,
    classes: [...classes],
    seed,
    feature_names: featureNamesOf(candidate),
    ...(candidate.views === 'full+crops' ? { views: 'full+crops' as const } : {}),
    classifier: classifier.toJSON(),
    standardise,
    ood: fitOod(full, { seed }),
    confidence_threshold: DEFAULT_CONFIDENCE_THRESHOLD,
  };
}

const EVAL_IDENTITY = { id: 'evaluation', name: 'evaluation', kind: 'trained' as const, card: null };

/** Fits one candidate on `train` and returns the model's text (deterministic for a seed) and the loaded model. */
export function fitImageModel(
  task: ImageTask,
  candidate: ImageCandidate,
  train: readonly Photo[],
  classes: readonly string[],
  seed: number,
  confidenceThreshold = DEFAULT_CONFIDENCE_THRESHOLD,
): { text: string; model: FeatureImageModel } {
  const json = { ...modelJson(task, candidate, train, classes, seed), confidence_threshold: confidenceThreshold };
  const text = JSON.stringify(json);
  return { text, model: FeatureImageModel.parse(text, EVAL_IDENTITY) };
}

const THRESHOLD_GRID = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7];
const THRESHOLD_MIN_PHOTOS = 5;

/** The held-out share of 'not sure' the task's own photos may get (issue 40). */
export const NOT_SURE_TARGET = 0.05;

/**
 * The 'not sure' budget of every abstention rule together: NOT_SURE_TARGET less the one-sided 95 %
 * binomial margin for a held-out split of `n` photos (1.645·√(0.05·0.95/n)), so that rules measured
 * out of fold at this share stay under the target on the held-out split 19 times in 20; 0 when the
 * margin is larger than the target (a small split).
 */
export function notSureBudget(n: number): number {
  if (!(n > 0)) return 0;
  return Math.max(0, NOT_SURE_TARGET - 1.645 * Math.sqrt((NOT_SURE_TARGET * (1 - NOT_SURE_TARGET)) / n));
}

/**
 * The confidence threshold from held-out answers: the largest t of 0.30, 0.35, …, 0.70 such that
 * the held-out photos answered with confidence under t (at least 5 of them) were right at most half
 * the time (below t the model is wrong at least as often as right), and those under t that no other
 * rule already flags (`flagged`) are at most `maxShare` of the answers; 0.5 when no t qualifies and
 * there is no limit, 0 (nothing withheld for low confidence alone) when there is one.
 */
export function chooseConfidenceThreshold(
  answers: readonly { confidence: number; correct: boolean; flagged?: boolean }[],
  maxShare = 1,
): {
  threshold: number;
  below: { n: number; correct: number } | null;
} {
  if (maxShare <= 0) return { threshold: 0, below: null };
  let chosen: { threshold: number; below: { n: number; correct: number } } | null = null;
  for (const t of THRESHOLD_GRID) {
    const below = answers.filter((a) => a.confidence < t);
    const correct = below.filter((a) => a.correct).length;
    const added = below.filter((a) => !a.flagged).length;
    if (below.length >= THRESHOLD_MIN_PHOTOS && correct / below.length <= 0.5 && added <= maxShare * answers.length)
      chosen = { threshold: t, below: { n: below.length, correct } };
  }
  return chosen ?? { threshold: maxShare < 1 ? 0 : DEFAULT_CONFIDENCE_THRESHOLD, below: null };
}

let gcFunction: (() => void) | null = null;
function gc(): void {
  if (!gcFunction) {
    setFlagsFromString('--expose-gc');
    gcFunction = runInNewContext('gc') as () => void;
  }
  gcFunction();
}

/** Growth of heapUsed + external (which counts ArrayBuffers and Buffers) when the model file's text is loaded, after full collections. */
export function measureModelMemory(text: string): number {
  const used = () => {
    gc();
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = used();
  const model = FeatureImageModel.parse(text, EVAL_IDENTITY);
  const after = used();
  if (model.labels.length === 0) throw new Error('unreachable');
  return Math.max(0, after - before);
}

/**
 * Median time of `predict` (decode and features in the worker, model here), one photo at a time,
 * after `warmUp` predictions (a fresh worker needs a few dozen before its code is optimised).
 * Photos are reused in turn when there are fewer than `count`.
 */
export async function measureInferenceMs(
  model: FeatureImageModel,
  photos: readonly (Buffer | string)[],
  count = 40,
  warmUp = 30,
): Promise<number> {
  const bytes = photos.slice(0, count).map((p) => (typeof p === 'string' ? readFileSync(p) : p));
  if (bytes.length === 0) return 0;
  for (let i = 0; i < warmUp; i++) await model.predict(bytes[i % bytes.length]!);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await model.predict(bytes[i % bytes.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  return times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
}

export interface ImageTrainingInput {
  task: ImageTask;
  photos: readonly Photo[];
  /** Preferred class order. */
  classOrder?: readonly string[];
  seed: number;
  /** Card data block: where the photos come from. */
  data: { files: string[]; licence: string; citation: string };
  /** Notes about the data (sources, drops, dedupe, unreadable photos) to lead the card's notes. */
  dataNotes: string[];
  /** Caveats to end the card's notes. */
  caveats: string[];
  /** Wrong-task photos: half of each set trains the gate, the other half measures it. */
  oodSets: readonly OodSet[];
  /** Also compare the compact CNN (`image/cnn.ts`) on the same folds, trained for `epochs`; compared only, never kept (the server has no CNN inference yet). */
  cnn?: { epochs: number };
  /**
   * Also compare the head on the pretrained backbone's features (issue 40), alone and averaged
   * with the crop forest; the photos must carry their backbone features (readPhotos withDeep).
   */
  backbone?: boolean;
  /**
   * Quick training, for tests of the training path: the same candidates, folds and selection, but
   * forests of QUICK_TREES trees, one shuffle per feature family and a short timing; the card says so.
   */
  quick?: boolean;
  log?: (line: string) => void;
}

export interface ImageTrainingResult {
  /** The model file's text (deterministic for a seed and the same photos). */
  modelJson: string;
  card: ImageModelCard;
  summary: string[];
}

const round = (v: number, digits = 6) => Number(v.toFixed(digits));
const pct = (v: number) => `${(100 * v).toFixed(1)} %`;

/**
 * Share of the task's own photos the wrong-task gate may flag (its threshold is this quantile of
 * their out-of-fold scores). It is not bounded by the 'not sure' budget (notSureBudget): on a small
 * split the budget is 0 and the gate is still needed against wrong-task photos. The gate, distance
 * and plain-photo rules take their measured share of the budget first; the confidence threshold
 * may only use what is left.
 */
const GATE_IN_DISTRIBUTION_SHARE = 0.025;
/** With the gate, the distance rule only flags what is further from the training photos than 99 % of them are from each other. */
const DISTANCE_QUANTILE_WITH_GATE = 0.99;
const GATE_TREES = 100;
const GATE_FOLDS = 3;
const POWER_GRID = Array.from({ length: 15 }, (_, i) => 0.5 + 0.25 * i);
const RELIABILITY_BANDS: readonly [number, number][] = [
  [0, 0.5],
  [0.5, 0.7],
  [0.7, 0.85],
  [0.85, 0.95],
  [0.95, 1.000001],
];

/** Probabilities raised to `power` and renormalised. */
function powered(p: ArrayLike<number>, power: number): number[] {
  const q = Array.from(p, (v) => v ** power);
  const t = q.reduce((a, b) => a + b, 0) || 1;
  return q.map((v) => v / t);
}

/** The power (calibration) of the grid with the least log loss on out-of-fold answers. */
export function fitCalibrationPower(answers: readonly { probabilities: ArrayLike<number>; truth: number }[]): number {
  let best = 1;
  let bestLoss = Infinity;
  for (const a of POWER_GRID) {
    let loss = 0;
    for (const x of answers) loss -= Math.log(Math.max(1e-6, powered(x.probabilities, a)[x.truth]!));
    if (loss < bestLoss - 1e-9) {
      bestLoss = loss;
      best = a;
    }
  }
  return best;
}

/** Answers by confidence band: photos, mean confidence, share right. */
export function reliabilityTable(answers: readonly { confidence: number; correct: boolean }[]) {
  return RELIABILITY_BANDS.map(([from, to]) => {
    const inBand = answers.filter((a) => a.confidence >= from && a.confidence < to);
    const n = inBand.length;
    return {
      from,
      to: Math.min(1, to),
      n,
      confidence: n ? round(inBand.reduce((s, a) => s + a.confidence, 0) / n, 4) : 0,
      accuracy: n ? round(inBand.filter((a) => a.correct).length / n, 4) : 0,
    };
  });
}

/** Seeded halves of each wrong-task set: one trains the gate, the other measures it. */
function halves<T>(items: readonly T[], seed: number): { fit: T[]; measure: T[] } {
  const order = shuffleInPlace(
    items.map((_, i) => i),
    mulberry32(seed),
  );
  const cut = Math.ceil(items.length / 2);
  return { fit: order.slice(0, cut).map((i) => items[i]!), measure: order.slice(cut).map((i) => items[i]!) };
}

interface CandidateResult {
  candidate: Pick<ImageCandidate, 'id' | 'algorithm' | 'hyperparameters'>;
  /** Out-of-fold answers, one per photo: probabilities, predicted label. */
  probabilities: number[][];
  predicted: string[];
  foldAccuracy: number[];
  fitMs: number;
  /** The fold-1 (held-out split) model: fitted on the training 80 %. Absent for a candidate the product cannot run (compared only). */
  heldOut?: { model: FeatureImageModel; text: string };
}

/** The head on the backbone's features alone, and its mean with the crop forest (issue 40). */
export const BACKBONE_CANDIDATE = 'backbone-logistic';
export const BACKBONE_ENSEMBLE_CANDIDATE = 'rich-random-forest-crops+backbone-logistic';
const BACKBONE_MEMBER = 'rich-random-forest-crops';
const BACKBONE_FEATURES_COST = 'a third to a half';
/** Share of the backbone head in the ensemble's mean. */
const BACKBONE_WEIGHT = 0.5;
/**
 * The head's L2 penalties compared, in scikit-learn's terms (C, the inverse strength): each is a
 * candidate of its own, alone and in the ensemble, and the usual rule keeps one. C = 1 was issue 40's
 * only head; with 1,536 features and a few hundred photos a class the stronger penalties measured
 * better on soil in session 17 (docs/performance-log.md, fourth pass).
 */
export const BACKBONE_C_GRID: readonly number[] = [1, 0.03, 0.01, 0.003];
/** λ on the mean loss (LogisticRegression's terms) for C and n training rows: 1 / (C·n). */
const backboneLambda = (n: number, C: number) => Number((1 / (C * n)).toPrecision(6));
/** Candidate ids: C = 1 keeps issue 40's first names. */
export const backboneHeadId = (C: number) => (C === 1 ? BACKBONE_CANDIDATE : `${BACKBONE_CANDIDATE}-c${C}`);
export const backboneEnsembleId = (C: number) => `${BACKBONE_MEMBER}+${backboneHeadId(C)}`;
const BACKBONE_HEAD = (C: number, n: string) =>
  `multinomial logistic regression (L2, C = ${C}, i.e. λ = 1/(${C} × ${n} training photos); L-BFGS from zero weights) on the standardised features of the ${BACKBONE_DESCRIPTION}`;

/** The candidate id of the compact CNN. */
export const CNN_CANDIDATE = 'cnn';

/**
 * The training procedure of every feature-based image model (issue 23): a seeded stratified 5-fold
 * partition; fold 1 is the held-out split. Every candidate is fitted on each fold's other 80 % and
 * scored on it (the comparison, with McNemar tests against the model of issue 7). The candidate
 * with the most right answers on folds 2–5 is kept — the held-out photos' answers decide nothing —
 * and the shipped model IS its fold-1 model (fitted on the 80 %), so the held-out figures are its
 * own. Calibration and the confidence threshold come from its out-of-fold answers on folds 2–5;
 * the wrong-task gate is fitted on the training photos against half of every wrong-task set and
 * measured on the other half.
 */
export async function trainImageClassifier(input: ImageTrainingInput): Promise<ImageTrainingResult> {
  const log = input.log ?? (() => {});
  const { task, photos, seed } = input;
  const labels = photos.map((p) => p.label);
  checkClassCounts(labels, task);
  const classes = imageClasses(labels, input.classOrder);
  const classIndex = new Map(classes.map((c, i) => [c, i]));
  const folds = stratifiedKFold(labels, 5, seed);
  const split = folds[0]!;
  const train = split.train.map((i) => photos[i]!);
  const test = split.test.map((i) => photos[i]!);
  const testLabels = test.map((p) => p.label);
  const heldOut = new Set(split.test);
  log(
    `${task}: ${photos.length} photos, ${classes.length} classes; held-out split ${train.length} train / ${test.length} test (seed ${seed})`,
  );

  const cnnEpochs = input.cnn?.epochs ?? 0;
  // The CNN first: the slowest candidate, and the one most likely to fail on a machine.
  let cnnRun: CandidateResult | null = null;
  if (cnnEpochs > 0) {
    const decodeStarted = performance.now();
    const pixels: Float32Array[] = [];
    for (const p of photos) pixels.push(await cnnPixels(p.path));
    log(`  cnn: ${pixels.length} photos decoded [${Math.round(performance.now() - decodeStarted)} ms]`);
    const probabilities: number[][] = new Array(photos.length);
    const predicted: string[] = new Array(photos.length);
    const foldAccuracy: number[] = [];
    let fitMs = 0;
    for (const [f, fold] of folds.entries()) {
      const started = performance.now();
      const net = await trainCnn(
        fold.train.map((i) => pixels[i]!),
        Int32Array.from(fold.train, (i) => classIndex.get(labels[i]!)!),
        classes.length,
        { epochs: cnnEpochs, seed: seed + f },
        log,
      );
      fitMs += performance.now() - started;
      const answers = net.probabilities(fold.test.map((i) => pixels[i]!));
      net.dispose();
      let right = 0;
      fold.test.forEach((i, k) => {
        probabilities[i] = answers[k]!;
        predicted[i] = classes[argmax(answers[k]!)]!;
        if (predicted[i] === labels[i]) right++;
      });
      foldAccuracy.push(right / fold.test.length);
      log(`  cnn fold ${f + 1}: ${pct(right / fold.test.length)} [${Math.round(performance.now() - started)} ms]`);
    }
    const r: CandidateResult = {
      candidate: { id: CNN_CANDIDATE, algorithm: CNN_DESCRIPTION, hyperparameters: { epochs: cnnEpochs } },
      probabilities,
      predicted,
      foldAccuracy,
      fitMs: fitMs / folds.length,
    };
    cnnRun = r;
    log(
      `  ${CNN_CANDIDATE}: 5-fold accuracy ${foldAccuracy.map((a) => pct(a)).join(', ')}; pooled ${pct(accuracy(labels, predicted))} [${Math.round(r.fitMs)} ms a fold]`,
    );
  }
  const results: CandidateResult[] = [];
  const quick = input.quick === true;
  const gateTrees = quick ? QUICK_TREES : GATE_TREES;
  for (const candidate of imageCandidates(quick)) {
    const probabilities: number[][] = new Array(photos.length);
    const predicted: string[] = new Array(photos.length);
    const foldAccuracy: number[] = [];
    let fitMs = 0;
    let heldOutModel: FeatureImageModel | null = null;
    let heldOutText = '';
    for (const [f, fold] of folds.entries()) {
      const started = performance.now();
      const { text, model } = fitImageModel(
        task,
        candidate,
        fold.train.map((i) => photos[i]!),
        classes,
        seed,
      );
      fitMs += performance.now() - started;
      let right = 0;
      for (const i of fold.test) {
        const p = Array.from(model.probabilities(photos[i]!));
        probabilities[i] = p;
        predicted[i] = classes[argmax(p)]!;
        if (predicted[i] === labels[i]) right++;
      }
      foldAccuracy.push(right / fold.test.length);
      if (f === 0) {
        heldOutModel = model;
        heldOutText = text;
      }
    }
    const r: CandidateResult = {
      candidate,
      probabilities,
      predicted,
      foldAccuracy,
      fitMs: fitMs / folds.length,
      heldOut: { model: heldOutModel!, text: heldOutText },
    };
    results.push(r);
    log(
      `  ${candidate.id}: 5-fold accuracy ${foldAccuracy.map((a) => pct(a)).join(', ')}; pooled ${pct(accuracy(labels, predicted))} [${Math.round(r.fitMs)} ms a fold]`,
    );
  }
  if (input.backbone) {
    const member = results.find((r) => r.candidate.id === BACKBONE_MEMBER)!;
    // The backbone's features are per photo and the standardisation per fold: only the head's fit differs between penalties.
    const foldRows = folds.map((fold) => {
      const rows = fold.train.map((i) => {
        if (!photos[i]!.deep) throw new Error(`${photos[i]!.path}: no backbone features`);
        return photos[i]!.deep!;
      });
      const standardise = fitStandardiser(rows);
      return {
        standardise,
        Z: rows.map((r) => standardiseRow(r, standardise.mean, standardise.std)),
        y: Int32Array.from(fold.train, (i) => classIndex.get(labels[i]!)!),
      };
    });
    for (const C of BACKBONE_C_GRID) {
      const probabilities: number[][] = new Array(photos.length);
      const predicted: string[] = new Array(photos.length);
      const mixed: number[][] = new Array(photos.length);
      const mixedPredicted: string[] = new Array(photos.length);
      const foldAccuracy: number[] = [];
      const mixedAccuracy: number[] = [];
      let fitMs = 0;
      let heldOutText = '';
      for (const [f, fold] of folds.entries()) {
        const started = performance.now();
        const { standardise, Z, y } = foldRows[f]!;
        const headClassifier = LogisticRegression.fit(Z, y, classes.length, { lambda: backboneLambda(Z.length, C) });
        const deep = { backbone: backboneVersion(), standardise, classifier: headClassifier.toJSON(), weight: BACKBONE_WEIGHT };
        fitMs += performance.now() - started;
        const head = (p: Photo) => headClassifier.predictProba(standardiseRow(p.deep!, standardise.mean, standardise.std));
        let right = 0;
        let mixedRight = 0;
        for (const i of fold.test) {
          const p = Array.from(head(photos[i]!));
          probabilities[i] = p;
          predicted[i] = classes[argmax(p)]!;
          if (predicted[i] === labels[i]) right++;
          const m = p.map((v, k) => (1 - BACKBONE_WEIGHT) * member.probabilities[i]![k]! + BACKBONE_WEIGHT * v);
          mixed[i] = m;
          mixedPredicted[i] = classes[argmax(m)]!;
          if (mixedPredicted[i] === labels[i]) mixedRight++;
        }
        foldAccuracy.push(right / fold.test.length);
        mixedAccuracy.push(mixedRight / fold.test.length);
        if (f === 0)
          heldOutText = JSON.stringify({
            ...(JSON.parse(member.heldOut!.text) as ImageModelJson),
            candidate: backboneEnsembleId(C),
            deep,
          });
        log(
          `  ${backboneHeadId(C)} fold ${f + 1}: ${pct(right / fold.test.length)}, with the crop forest ${pct(mixedRight / fold.test.length)} [${Math.round(performance.now() - started)} ms]`,
        );
      }
      const hyper = {
        head: 'logistic-regression',
        penalty: 'l2',
        C,
        C_grid: BACKBONE_C_GRID.join(', '),
        backbone: backboneVersion(),
        layers: 'conv_pw_12_relu, conv_pw_11_relu (global mean)',
      };
      results.push({
        candidate: { id: backboneHeadId(C), algorithm: BACKBONE_HEAD(C, 'the'), hyperparameters: hyper },
        probabilities,
        predicted,
        foldAccuracy,
        fitMs: fitMs / folds.length,
      });
      results.push({
        candidate: {
          id: backboneEnsembleId(C),
          algorithm: `mean of two models' class probabilities (equal weights): ${member.candidate.algorithm}; and a ${BACKBONE_HEAD(C, 'the')}`,
          hyperparameters: { ...member.candidate.hyperparameters, ...hyper, backbone_weight: BACKBONE_WEIGHT },
        },
        probabilities: mixed,
        predicted: mixedPredicted,
        foldAccuracy: mixedAccuracy,
        fitMs: member.fitMs + fitMs / folds.length,
        heldOut: { text: heldOutText, model: FeatureImageModel.parse(heldOutText, EVAL_IDENTITY) },
      });
      log(
        `  ${backboneHeadId(C)}: pooled ${pct(accuracy(labels, predicted))}; ${backboneEnsembleId(C)}: pooled ${pct(accuracy(labels, mixedPredicted))} [${Math.round(fitMs / folds.length)} ms a fold]`,
      );
    }
  }
  if (cnnRun) results.push(cnnRun);
  const reference = results.find((r) => r.candidate.id === REFERENCE_CANDIDATE)!;
  const rest = photos.map((_, i) => i).filter((i) => !heldOut.has(i));
  const score = (r: CandidateResult) => rest.filter((i) => r.predicted[i] === labels[i]).length;
  // Only a candidate the product can run may be kept.
  const runnable = results.filter((r) => r.heldOut);
  let chosen = runnable[0]!;
  for (const r of runnable.slice(1)) if (score(r) > score(chosen)) chosen = r;
  const chosenHeldOut = chosen.heldOut!;
  const cnnResult = results.find((r) => r.candidate.id === CNN_CANDIDATE);

  // Calibration and confidence threshold from the chosen candidate's answers on folds 2–5.
  const power = fitCalibrationPower(rest.map((i) => ({ probabilities: chosen.probabilities[i]!, truth: classIndex.get(labels[i]!)! })));

  // Wrong-task gate: the training photos against half of every wrong-task set.
  const json = JSON.parse(chosenHeldOut.text) as ImageModelJson;
  const base = FeatureImageModel.parse(chosenHeldOut.text, EVAL_IDENTITY);
  const wrongSets: { name: string; source: string; fit: PhotoFeatures[]; measure: PhotoFeatures[] }[] = [];
  const featuresOf = async (images: readonly (Buffer | string)[], crops: boolean, deep = false) => {
    const out: PhotoFeatures[] = [];
    const read: (Buffer | string)[] = [];
    for (const image of images) {
      try {
        out.push(await (typeof image === 'string' ? cachedPhotoFeatures(image, crops) : photoFeatures(image, crops)));
        read.push(image);
      } catch {
        // an unreadable file of a wrong-task set says nothing about the gate
      }
    }
    if (deep) (await backboneFeaturesOf(read)).forEach((d, i) => (out[i]!.deep = d));
    return out;
  };
  for (const [k, set] of input.oodSets.entries()) {
    const { fit, measure } = halves(set.images, seed + k);
    // The gate reads the whole photo only; the measured half goes through the full pipeline (crops too).
    const sets = { fit: await featuresOf(fit, false), measure: await featuresOf(measure, base.usesCrops, base.usesBackbone) };
    if (sets.fit.length + sets.measure.length > 0) wrongSets.push({ name: set.name, source: set.source, ...sets });
  }
  const gateRows = [
    ...train.map((p) => base.standardise(p.features)),
    ...wrongSets.flatMap((s) => s.fit.map((p) => base.standardise(p.features))),
  ];
  const gateY = Int32Array.from(gateRows, (_, i) => (i < train.length ? 0 : 1));
  let gateThreshold = 0.5;
  /** Out-of-fold gate scores of the training photos (folds 2–5), by their place in `train`. */
  const inScores: number[] = [];
  if (gateRows.length > train.length) {
    // The threshold: the (1 − share) quantile of out-of-fold gate scores of the training photos.
    const gateFolds = stratifiedKFold(Array.from(gateY, String), GATE_FOLDS, seed);
    for (const fold of gateFolds) {
      const g = RandomForest.fit(
        fold.train.map((i) => gateRows[i]!),
        Int32Array.from(fold.train, (i) => gateY[i]!),
        2,
        { nTrees: gateTrees, maxFeatures: sqrtFeatures(gateRows[0]!.length), bootstrap: true },
        seed,
      );
      for (const i of fold.test) if (gateY[i] === 0) inScores[i] = g.predictProba(gateRows[i]!)[1]!;
    }
    gateThreshold = round(Math.max(0.05, quantile(inScores, 1 - GATE_IN_DISTRIBUTION_SHARE)), 6);
    json.gate = {
      classifier: RandomForest.fit(
        gateRows,
        gateY,
        2,
        { nTrees: gateTrees, maxFeatures: sqrtFeatures(gateRows[0]!.length), bootstrap: true },
        seed,
      ).toJSON(),
      threshold: gateThreshold,
    };
  }
  if (json.gate)
    json.ood = fitOod(
      train.map((p) => base.standardise(p.features)),
      { seed, quantile: DISTANCE_QUANTILE_WITH_GATE },
    );

  // One 'not sure' budget for every rule: the gate, distance and plain-photo rules take their share
  // of the training photos (folds 2–5, each measured out of fold) first; the threshold gets the rest.
  const budget = notSureBudget(test.length);
  const distanceFlags = trainingDistanceFlags(
    train.map((p) => base.standardise(p.features)),
    json.ood,
    seed,
  );
  const otherFlags = train.map(
    (p, i) => (json.gate !== undefined && round(inScores[i]! / gateThreshold) > 1) || distanceFlags[i]! || isPlain(p.plain),
  );
  const otherShare = otherFlags.filter(Boolean).length / train.length;
  const flaggedPhotos = new Set(split.train.filter((_, i) => otherFlags[i]));
  const restAnswers = rest.map((i) => {
    const p = powered(chosen.probabilities[i]!, power);
    return { confidence: Math.max(...p), correct: classes[argmax(p)] === labels[i], flagged: flaggedPhotos.has(i) };
  });
  const thresholdShare = Math.max(0, budget - otherShare);
  const { threshold, below } = chooseConfidenceThreshold(restAnswers, thresholdShare);
  log(
    `  'not sure' budget ${pct(budget)} (held-out n ${test.length}); gate, distance and plain-photo rules ${pct(otherShare)} out of fold; left for the confidence threshold ${pct(thresholdShare)}`,
  );
  json.confidence_threshold = threshold;
  if (power !== 1) json.calibration_power = power;
  const text = JSON.stringify(json);
  const model = FeatureImageModel.parse(text, EVAL_IDENTITY);

  // Held-out figures of the shipped model: 'not sure' counts as wrong.
  const heldAnswers = test.map((p) => model.classify(p));
  const NOT_SURE = 'Not sure';
  const shown = heldAnswers.map((a) => (a.notSure ? NOT_SURE : a.label));
  const rawReport = classificationReport(testLabels, shown, [...classes, NOT_SURE]);
  const report: ClassificationReport = {
    ...rawReport,
    per_class: rawReport.per_class.filter((m) => m.label !== NOT_SURE),
    macro_f1: rawReport.per_class.filter((m) => m.label !== NOT_SURE).reduce((s, m) => s + m.f1, 0) / classes.length,
  };
  const heldNotSure = heldAnswers.filter((a) => a.notSure).length / test.length;
  const heldOod = heldAnswers.filter((a) => a.ood.outOfDistribution).length / test.length;
  const reliability = reliabilityTable(heldAnswers.map((a, i) => ({ confidence: a.confidence, correct: a.label === testLabels[i] })));
  log(
    `  kept ${chosen.candidate.id}; calibration power ${power}; confidence threshold ${threshold}; gate threshold ${gateThreshold}; held-out accuracy (not sure = wrong) ${pct(report.accuracy)}, not sure ${pct(heldNotSure)}`,
  );

  const oodResults = wrongSets
    .map((set) => {
      const answers = set.measure.map((p) => model.classify(p));
      const flagged = answers.filter((a) => a.notSure).length;
      log(`  wrong-task "${set.name}": ${answers.length} measured, not sure ${pct(flagged / Math.max(1, answers.length))}`);
      return {
        name: set.name,
        source: set.source,
        n: answers.length,
        flagged: answers.length ? flagged / answers.length : 0,
        count: flagged,
      };
    })
    .filter((o) => o.n > 0);
  const wrongN = oodResults.reduce((s, o) => s + o.n, 0);
  const wrongFlagged = wrongN ? oodResults.reduce((s, o) => s + o.count, 0) / wrongN : 0;

  const comparison = results.map((r) => {
    const { onlyA, onlyB } = discordantPairs(labels, r.predicted, reference.predicted);
    const right = r.predicted.filter((p, i) => p === labels[i]).length;
    const ci = wilsonInterval(right, photos.length);
    return {
      name: r.candidate.id,
      cv_accuracy: round(right / photos.length),
      cv_ci95: [round(ci[0]), round(ci[1])] as [number, number],
      cv_folds: r.foldAccuracy.map((a) => round(a)),
      cv_macro_f1: round(macroF1(labels, r.predicted)),
      mcnemar: { only_this: onlyA, only_reference: onlyB, p: round(mcnemarExact(onlyA, onlyB)) },
      fit_ms: round(r.fitMs, 0),
    };
  });
  const chosenCv = classificationReport(labels, chosen.predicted, classes);
  /** The backbone candidates against the crop forest (the model shipped before issue 40), on the same photos. */
  const versusMember = () => {
    const member = results.find((r) => r.candidate.id === BACKBONE_MEMBER);
    if (!member) return '';
    const pairs = results
      .filter((r) => BACKBONE_C_GRID.some((C) => r.candidate.id === backboneHeadId(C) || r.candidate.id === backboneEnsembleId(C)))
      .map((r) => {
        const { onlyA, onlyB } = discordantPairs(labels, r.predicted, member.predicted);
        return `${r.candidate.id} ${onlyA} vs ${onlyB}, p = ${mcnemarExact(onlyA, onlyB).toPrecision(3)}`;
      });
    return ` Exact McNemar test against ${BACKBONE_MEMBER} (the model shipped before issue 40) on the same 5 folds (right only with the candidate vs right only with ${BACKBONE_MEMBER}): ${pairs.join('; ')}.`;
  };

  // Permutation importance of the feature families on the held-out photos (whole-photo view).
  const importanceStarted = performance.now();
  const names = json.feature_names;
  const groups = FEATURE_GROUPS.map((g) => ({ name: g.name, features: g.features.filter((j) => j < names.length) })).filter(
    (g) => g.features.length > 0,
  );
  const zTest = test.map((p) => Array.from(model.standardise(p.features)));
  const repeats = quick ? 1 : 5;
  const importance = groupPermutationImportance(
    [{ predict: (row: number[]) => model.labels[argmax(model.classifier.predictProba(row))]!, rows: zTest, labels: testLabels }],
    groups.map((g) => g.features),
    repeats,
    seed,
  );
  log(`  permutation importance [${Math.round(performance.now() - importanceStarted)} ms]`);

  const inferenceMs = await measureInferenceMs(
    model,
    test.map((p) => p.path),
    ...(quick ? [5, 2] : []),
  );
  const memoryBytes = measureModelMemory(text);
  log(
    `  inference ${inferenceMs.toFixed(1)} ms per photo (median), model ${text.length} bytes, ${(memoryBytes / 1e6).toFixed(1)} MB loaded`,
  );

  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  const heldRight = heldAnswers.filter((a, i) => a.label === testLabels[i]).length;
  const notes = [
    ...input.dataNotes,
    `Comparison: every candidate fitted on the same stratified 5 folds (seed ${seed}); accuracy pooled over the folds (each photo answered once by a model that did not see it), 95 % Wilson interval, and an exact two-sided McNemar test against ${REFERENCE_CANDIDATE} (the model of issue 7) on the same photos: ${comparison
      .map(
        (c) =>
          `${c.name} ${pct(c.cv_accuracy)} [${pct(c.cv_ci95[0])}–${pct(c.cv_ci95[1])}], folds ${c.cv_folds.map((a) => pct(a)).join('/')}, McNemar ${c.mcnemar.only_this} vs ${c.mcnemar.only_reference}, p = ${c.mcnemar.p.toPrecision(3)}, ${(c.fit_ms / 1000).toFixed(1)} s a fold`,
      )
      .join(
        '; ',
      )}. Kept ${chosen.candidate.id}: the most right answers on folds 2–5 (the held-out photos' answers choose nothing). The shipped model is its fold-1 model, fitted on the ${train.length} training photos; the held-out figures above are exactly its own.`,
    ...(cnnResult
      ? [
          `The ${CNN_CANDIDATE} candidate: ${CNN_DESCRIPTION}; ${cnnEpochs} epochs, seeded (seed + fold index), trained on each fold's 80 % from scratch (random initial weights; the pretrained backbone is the ${BACKBONE_CANDIDATE} candidate's). It is compared only, never kept: the server has no inference for this network. On folds 2–5 it named ${score(cnnResult)} photos right against ${score(chosen)} for ${chosen.candidate.id}.`,
        ]
      : []),
    ...(input.backbone
      ? [
          `Pretrained backbone (issue 40): ${BACKBONE_DESCRIPTION}, version ${backboneVersion()}. Its weights were learnt by Google on ImageNet, whose images are licensed for non-commercial research only; the weights themselves are under the Apache License 2.0 and ship with the product (packages/ml/models/backbones/mobilenet-v1-imagenet/, with LICENSE and SOURCE.md); nothing is fetched at run time. The head is a multinomial logistic regression with an L2 penalty; the penalties C = ${BACKBONE_C_GRID.join(', ')} (scikit-learn's terms, λ = 1/(C × training photos)) are each a candidate of their own, fitted on the same standardised backbone features of each fold: ${BACKBONE_C_GRID.map(backboneHeadId).join(', ')} are the head alone (compared only: a model file of the head alone is not offered, the ensemble carries it); ${BACKBONE_C_GRID.map(backboneEnsembleId).join(', ')} average the head's class probabilities with ${BACKBONE_MEMBER}'s, equal weights.${versusMember()} The wrong-task gate and the distance rule read the colour and texture features in every case.${base.usesBackbone ? ` The shipped model reads the backbone: about ${BACKBONE_FEATURES_COST} of the inference time below is the backbone.` : ' The shipped model does not read the backbone.'}`,
        ]
      : []),
    `The chosen candidate over all 5 folds (without 'not sure'): accuracy ${pct(chosenCv.accuracy)}, macro-F1 ${chosenCv.macro_f1.toFixed(3)}, recall per class ${chosenCv.per_class.map((m) => `${m.label} ${m.recall.toFixed(2)}`).join(', ')}.`,
    `Held-out split, as the farmer is answered ('not sure' counted wrong): ${pct(report.accuracy)} (${report.correct}/${report.n}); 'not sure' ${pct(heldNotSure)} of the held-out photos (wrong-task gate ${pct(heldOod)}); without abstaining the model names the right class for ${pct(heldRight / test.length)}.`,
    `Calibration: class probabilities raised to the power ${power} and renormalised, the power of ${POWER_GRID[0]}, ${POWER_GRID[1]}, …, ${POWER_GRID.at(-1)} with the least log loss on the out-of-fold answers of folds 2–5. 'Not sure' budget of every abstention rule together: ${pct(NOT_SURE_TARGET)} less the one-sided 95 % binomial margin for the ${test.length} held-out photos (1.645·√(0.05·0.95/n)), ${pct(budget)}. The wrong-task gate, the distance rule and the plain-photo rule take their share first: they flag ${pct(otherShare)} of the ${train.length} training photos, each measured out of fold (gate scores from ${GATE_FOLDS} folds, distances leave-one-out), leaving ${pct(thresholdShare)} for the confidence threshold. ${thresholdShare > 0 ? `Confidence threshold ${threshold}: the largest of 0.30, 0.35, …, 0.70 under which those answers (at least ${THRESHOLD_MIN_PHOTOS}) were right at most half the time and the photos it adds to the other rules' stay within what is left${below ? ` (under ${threshold}: ${below.correct} of ${below.n} right)` : '; none qualified, so no answer is withheld for low confidence alone'}.` : `Confidence threshold 0: nothing is left of the budget, so no answer is withheld for low confidence alone (with some left, the threshold would be the largest of 0.30, 0.35, …, 0.70 under which those answers, at least ${THRESHOLD_MIN_PHOTOS}, were right at most half the time and the photos it adds stay within what is left).`}`,
    `Wrong-task gate: a random forest (${gateTrees} trees) of the ${train.length} training photos against half of every wrong-task set (seeded); a photo is 'not sure' when its wrong-task probability is above ${gateThreshold}, the ${100 * (1 - GATE_IN_DISTRIBUTION_SHARE)} % quantile of the training photos' out-of-fold scores (${GATE_FOLDS} folds), or when the distance rule flags it (mean distance to the ${OOD_DEFAULTS.k} nearest training photos above the ${100 * DISTANCE_QUANTILE_WITH_GATE} % quantile of the training photos' own, leave-one-out), or when it is plain. Measured on the other halves: ${oodResults
      .map((o) => `${o.name} ${pct(o.flagged)} of ${o.n} (${o.source})`)
      .join('; ')}; all together ${pct(wrongFlagged)} of ${wrongN}.`,
    `Feature importance: permutation importance of the feature families on the ${test.length} held-out photos (${repeats} shuffles per family; the whole-photo view${base.usesBackbone ? '; of the colour-and-texture forest of the ensemble, without the backbone head' : ''}).`,
    `Training time: ${(chosen.fitMs / 1000).toFixed(1)} s to fit the chosen candidate on one fold (features computed beforehand), on this 2-core machine shared with other jobs (Node ${process.versions.node}). Inference time: median of ${quick ? '5 predictions after 2' : '40 predictions after 30'} warm-up ones, one at a time: decoding and features in the worker thread, the classifier and the gate on the main thread. Memory: growth of heapUsed + external after full garbage collections when the model file is loaded.`,
    ...(quick
      ? [
          `Quick training (a test of the training path, not a model to rely on): every forest has ${QUICK_TREES} trees, the feature families are shuffled once, the wrong-task sets are smaller, and the inference time is the median of 5 predictions after 2 warm-up ones.`,
        ]
      : []),
    `Same seed and photos: byte-identical model file.`,
    ...input.caveats,
  ];
  const card: ImageModelCard = {
    task,
    version: model.version,
    algorithm: chosen.candidate.algorithm,
    hyperparameters: chosen.candidate.hyperparameters,
    trained_at: new Date().toISOString(),
    training_ms: round(chosen.fitMs, 1),
    seed,
    data: {
      files: input.data.files,
      rows: photos.length,
      features: [...names],
      classes: classes.map((label) => ({ label, count: counts.get(label) ?? 0 })),
      licence: base.usesBackbone ? `${input.data.licence}; ${BACKBONE_LICENCE}` : input.data.licence,
      citation: input.data.citation,
    },
    evaluation: {
      method: `held-out split: seeded stratified 80/20 split (seed ${seed}; fold 1 of a stratified 5-fold partition), the model fitted on the ${train.length} training photos and scored on the ${test.length} held-out photos; 'not sure' counts as wrong`,
      n: report.n,
      accuracy: round(report.accuracy),
      accuracy_ci95: [round(report.accuracy_ci95[0]), round(report.accuracy_ci95[1])],
      macro_f1: round(report.macro_f1),
      per_class: report.per_class.map((m) => ({ label: m.label, precision: round(m.precision), recall: round(m.recall), f1: round(m.f1) })),
      confusion: report.confusion,
    },
    feature_importance: groups
      .map((g, j) => ({ feature: `${g.name} (${g.features.length})`, importance: round(importance[j]!) }))
      .sort((a, b) => b.importance - a.importance),
    inference_us: round(inferenceMs * 1000, 0),
    notes,
    image: {
      input: `${FEATURE_SIZE}×${FEATURE_SIZE} RGB (EXIF orientation applied, transparency on white)${base.usesCrops ? ` and 5 crops of a ${2 * FEATURE_SIZE} px decode` : ''}: ${names.length} colour and texture features${base.usesBackbone ? `; and ${BACKBONE_INPUT}×${BACKBONE_INPUT} RGB scaled to [−1, 1] through the ${BACKBONE_DESCRIPTION}` : ''}`,
      split: { method: `stratified 80/20, seed ${seed}`, train: train.length, test: test.length },
      inference_ms: round(inferenceMs, 2),
      memory_bytes: memoryBytes,
      confidence_threshold: threshold,
      ood: {
        method: json.gate
          ? `wrong-task gate (random forest, task photos against wrong-task photos) + ${OOD_DEFAULTS.k}-nearest-neighbour distance (${100 * DISTANCE_QUANTILE_WITH_GATE} % quantile) + plain-image rule`
          : `${OOD_DEFAULTS.k}-nearest-neighbour distance + plain-image rule`,
        threshold: json.gate ? gateThreshold : model.detector.threshold,
        held_out_flagged: round(heldOod),
        sets: oodResults.map((o) => ({ name: o.name, n: o.n, flagged: round(o.flagged) })),
      },
      candidates: results.map((r) => {
        const rep = classificationReport(
          testLabels,
          split.test.map((i) => r.predicted[i]!),
          classes,
        );
        return { name: r.candidate.id, accuracy: round(rep.accuracy), macro_f1: round(rep.macro_f1) };
      }),
      chosen: chosen.candidate.id,
      quality: {
        reference: REFERENCE_CANDIDATE,
        comparison,
        held_out_accuracy: round(report.accuracy),
        held_out_abstained: round(heldNotSure),
        wrong_task_flagged: round(wrongFlagged),
        calibration_power: power,
        reliability,
      },
    },
  };
  const [lo, hi] = report.accuracy_ci95;
  const summary = [
    `${task}: ${chosen.candidate.id}, held-out accuracy ('not sure' wrong) ${report.accuracy.toFixed(4)} (${report.correct}/${report.n}), 95 % Wilson CI [${lo.toFixed(4)}, ${hi.toFixed(4)}], macro-F1 ${report.macro_f1.toFixed(4)}, not sure ${pct(heldNotSure)}`,
    `${task}: 5-fold: ${comparison.map((c) => `${c.name} ${c.cv_accuracy.toFixed(4)} (McNemar p ${c.mcnemar.p.toPrecision(3)})`).join(', ')}`,
    `${task}: wrong-task photos flagged ${pct(wrongFlagged)} of ${wrongN}; ${oodResults.map((o) => `${o.name} ${pct(o.flagged)}`).join(', ')}`,
    `${task}: inference ${inferenceMs.toFixed(1)} ms per photo, memory ${(memoryBytes / 1e6).toFixed(1)} MB, model ${text.length} bytes, version ${model.version}`,
  ];
  return { modelJson: text, card, summary };
}
