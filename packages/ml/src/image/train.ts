import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { TRAINING_MIN_IMAGES_PER_CLASS, type ImageModelCard, type ImageTask } from '@agrim/contracts';
import { GaussianNaiveBayes, KNearest, RandomForest, argmax, sqrtFeatures, type Classifier } from '../algorithms/index.js';
import { stratifiedKFold } from '../eval/crossValidation.js';
import { groupPermutationImportance } from '../eval/importance.js';
import { classificationReport, type ClassificationReport } from '../eval/metrics.js';
import { photoFeatures, type PhotoFeatures } from './extract.js';
import {
  DEFAULT_CONFIDENCE_THRESHOLD,
  FeatureImageModel,
  IMAGE_MODEL_FORMAT,
  fitStandardiser,
  standardiseRow,
  type ImageModelJson,
} from './featureModel.js';
import { FEATURE_GROUPS, FEATURE_NAMES, FEATURE_SIZE } from './features.js';
import type { LabelledImage } from './folder.js';
import { OOD_DEFAULTS, OOD_DESCRIPTION, fitOod, type OodJson } from './ood.js';
import type { OodSet } from './oodSets.js';

/** A photo with its label and computed features. */
export interface Photo extends PhotoFeatures {
  path: string;
  label: string;
}

/** Decodes every image and computes its features (in this thread: training is a batch job). Unreadable images are skipped and listed. */
export async function readPhotos(
  images: readonly LabelledImage[],
  log: (line: string) => void = () => {},
): Promise<{ photos: Photo[]; skipped: { path: string; error: string }[] }> {
  const photos: Photo[] = [];
  const skipped: { path: string; error: string }[] = [];
  const started = performance.now();
  for (const [i, image] of images.entries()) {
    try {
      photos.push({ ...image, ...(await photoFeatures(image.path)) });
    } catch (e) {
      skipped.push({ path: image.path, error: e instanceof Error ? e.message : String(e) });
    }
    if ((i + 1) % 250 === 0) log(`  features: ${i + 1}/${images.length} photos [${Math.round(performance.now() - started)} ms]`);
  }
  log(
    `  features: ${photos.length} photos in ${Math.round(performance.now() - started)} ms${skipped.length ? `, ${skipped.length} unreadable skipped` : ''}`,
  );
  return { photos, skipped };
}

/** One approach compared on the held-out split. It reads standardised features. */
export interface ImageCandidate {
  id: string;
  algorithm: string;
  hyperparameters: Record<string, number | string | boolean>;
  fit(X: readonly Float64Array[], y: Int32Array, nClasses: number, seed: number): Classifier;
}

const N_TREES = 200;
const KNN_K = 5;

export const IMAGE_CANDIDATES: readonly ImageCandidate[] = [
  {
    id: 'random-forest',
    algorithm:
      'random forest of CART trees (Gini, bootstrap rows, sqrt(features) drawn per split) on standardised colour and texture features',
    hyperparameters: { n_trees: N_TREES, criterion: 'gini', bootstrap: true, max_features: 'sqrt', max_depth: 'none', min_samples_leaf: 1 },
    fit: (X, y, k, seed) => RandomForest.fit(X, y, k, { nTrees: N_TREES, maxFeatures: sqrtFeatures(X[0]!.length), bootstrap: true }, seed),
  },
  {
    id: 'k-nearest',
    algorithm: `k nearest neighbours (k = ${KNN_K}, votes weighted by 1/distance, Euclidean) on standardised colour and texture features`,
    hyperparameters: { k: KNN_K, weighting: 'distance', metric: 'euclidean' },
    fit: (X, y, k) => KNearest.fit(X, y, k, { k: KNN_K, weighting: 'distance' }),
  },
  {
    id: 'gaussian-nb',
    algorithm: 'Gaussian naive Bayes on standardised colour and texture features',
    hyperparameters: { var_smoothing: 1e-9 },
    fit: (X, y, k) => GaussianNaiveBayes.fit(X, y, k, { varSmoothing: 1e-9 }),
  },
];

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

/** What every candidate shares: standardiser, standardised rows, labels and the reference set, all from the training photos. */
interface Prepared {
  standardise: { mean: number[]; std: number[] };
  Z: Float64Array[];
  y: Int32Array;
  ood: OodJson;
}

function prepare(train: readonly Photo[], classes: readonly string[], seed: number): Prepared {
  const standardise = fitStandardiser(train.map((p) => p.features));
  const Z = train.map((p) => standardiseRow(p.features, standardise.mean, standardise.std));
  const index = new Map(classes.map((c, i) => [c, i]));
  const y = Int32Array.from(train, (p) => index.get(p.label)!);
  return { standardise, Z, y, ood: fitOod(Z, { seed }) };
}

function modelJson(
  task: ImageTask,
  candidate: ImageCandidate,
  prepared: Prepared,
  classes: readonly string[],
  seed: number,
): ImageModelJson {
  const classifier = candidate.fit(prepared.Z, prepared.y, classes.length, seed);
  return {
    format: IMAGE_MODEL_FORMAT,
    task,
    candidate: candidate.id,
    classes: [...classes],
    seed,
    feature_names: [...FEATURE_NAMES],
    classifier: classifier.toJSON(),
    standardise: prepared.standardise,
    ood: prepared.ood,
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
  const json = { ...modelJson(task, candidate, prepare(train, classes, seed), classes, seed), confidence_threshold: confidenceThreshold };
  const text = JSON.stringify(json);
  return { text, model: FeatureImageModel.parse(text, EVAL_IDENTITY) };
}

const THRESHOLD_GRID = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7];
const THRESHOLD_MIN_PHOTOS = 5;

/**
 * The confidence threshold from held-out answers: the largest t of 0.30, 0.35, …, 0.70 such that
 * the held-out photos answered with confidence under t (at least 5 of them) were right at most half
 * the time (below t the model is wrong at least as often as right); 0.5 when no t qualifies.
 */
export function chooseConfidenceThreshold(answers: readonly { confidence: number; correct: boolean }[]): {
  threshold: number;
  below: { n: number; correct: number } | null;
} {
  let chosen: { threshold: number; below: { n: number; correct: number } } | null = null;
  for (const t of THRESHOLD_GRID) {
    const below = answers.filter((a) => a.confidence < t);
    const correct = below.filter((a) => a.correct).length;
    if (below.length >= THRESHOLD_MIN_PHOTOS && correct / below.length <= 0.5)
      chosen = { threshold: t, below: { n: below.length, correct } };
  }
  return chosen ?? { threshold: DEFAULT_CONFIDENCE_THRESHOLD, below: null };
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
  oodSets: readonly OodSet[];
  /** Also run a stratified 5-fold cross-validation of the chosen candidate to show the spread of its accuracy. */
  cvSpread: boolean;
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

interface CandidateResult {
  candidate: ImageCandidate;
  report: ClassificationReport;
  model: FeatureImageModel;
  text: string;
  ms: number;
}

/**
 * The training procedure of every feature-based image model: a seeded stratified 80/20 split,
 * every candidate fitted on the 80 % and scored on the 20 %, the best kept (accuracy, then
 * macro-F1, then the order listed). The shipped model IS the one fitted on the 80 %, so the card's
 * held-out figures are exactly its own. Then: the confidence threshold from the held-out answers,
 * the out-of-distribution check on held-out and unrelated photos, permutation importance on the
 * held-out photos, timing and memory.
 */
export async function trainImageClassifier(input: ImageTrainingInput): Promise<ImageTrainingResult> {
  const log = input.log ?? (() => {});
  const { task, photos, seed } = input;
  const labels = photos.map((p) => p.label);
  checkClassCounts(labels, task);
  const classes = imageClasses(labels, input.classOrder);
  const split = stratifiedKFold(labels, 5, seed)[0]!;
  const train = split.train.map((i) => photos[i]!);
  const test = split.test.map((i) => photos[i]!);
  const testLabels = test.map((p) => p.label);
  log(
    `${task}: ${photos.length} photos, ${classes.length} classes; held-out split ${train.length} train / ${test.length} test (seed ${seed})`,
  );

  const prepStarted = performance.now();
  const prepared = prepare(train, classes, seed);
  const prepMs = performance.now() - prepStarted;
  const results: CandidateResult[] = IMAGE_CANDIDATES.map((candidate) => {
    const started = performance.now();
    const json = modelJson(task, candidate, prepared, classes, seed);
    const text = JSON.stringify(json);
    const model = FeatureImageModel.parse(text, EVAL_IDENTITY);
    const ms = performance.now() - started + prepMs;
    const report = classificationReport(
      testLabels,
      test.map((p) => model.classify(p).label),
      classes,
    );
    log(
      `  ${candidate.id}: held-out accuracy ${pct(report.accuracy)} (${report.correct}/${report.n}), macro-F1 ${report.macro_f1.toFixed(4)} [fit ${Math.round(ms)} ms]`,
    );
    return { candidate, report, model, text, ms };
  });
  let chosen = results[0]!;
  for (const r of results.slice(1)) {
    if (
      r.report.correct > chosen.report.correct ||
      (r.report.correct === chosen.report.correct && r.report.macro_f1 > chosen.report.macro_f1 + 1e-12)
    )
      chosen = r;
  }

  // Confidence threshold from the chosen model's held-out answers.
  const answers = test.map((p) => {
    const a = chosen.model.classify(p);
    return { confidence: a.confidence, correct: a.label === p.label };
  });
  const { threshold, below } = chooseConfidenceThreshold(answers);
  const json = JSON.parse(chosen.text) as ImageModelJson;
  json.confidence_threshold = threshold;
  const text = JSON.stringify(json);
  const model = FeatureImageModel.parse(text, EVAL_IDENTITY);
  const report = chosen.report;
  const heldAnswers = test.map((p) => model.classify(p));
  const confident = heldAnswers.map((a, i) => ({ a, ok: a.label === testLabels[i] })).filter((x) => !x.a.notSure);
  const heldNotSure = heldAnswers.filter((a) => a.notSure).length / test.length;
  const heldOod = heldAnswers.filter((a) => a.ood.outOfDistribution).length / test.length;
  log(
    `  kept ${chosen.candidate.id}; confidence threshold ${threshold}; held-out flagged out of distribution ${pct(heldOod)}, not sure ${pct(heldNotSure)}`,
  );

  // Unrelated photos.
  const oodResults: { name: string; source: string; n: number; flagged: number; ood: number }[] = [];
  for (const set of input.oodSets) {
    let n = 0;
    let flagged = 0;
    let ood = 0;
    for (const image of set.images) {
      let photo: PhotoFeatures;
      try {
        photo = await photoFeatures(image);
      } catch {
        continue;
      }
      const a = model.classify(photo);
      n++;
      if (a.notSure) flagged++;
      if (a.ood.outOfDistribution) ood++;
    }
    if (n === 0) continue;
    oodResults.push({ name: set.name, source: set.source, n, flagged: flagged / n, ood: ood / n });
    log(`  unrelated photos "${set.name}": ${n}, not sure ${pct(flagged / n)} (out of distribution ${pct(ood / n)})`);
  }

  // Spread over a 5-fold cross-validation of the chosen candidate (fold 1 is the held-out split above).
  let spreadNote: string | null = null;
  if (input.cvSpread) {
    const folds = stratifiedKFold(labels, 5, seed);
    const accs = folds.map((fold, f) => {
      if (f === 0) return { acc: report.accuracy, f1: report.macro_f1, recall: report.per_class.map((m) => m.recall) };
      const tr = fold.train.map((i) => photos[i]!);
      const te = fold.test.map((i) => photos[i]!);
      const { model: m } = fitImageModel(task, chosen.candidate, tr, classes, seed);
      const r = classificationReport(
        te.map((p) => p.label),
        te.map((p) => m.classify(p).label),
        classes,
      );
      log(`  5-fold spread: fold ${f + 1} accuracy ${pct(r.accuracy)}`);
      return { acc: r.accuracy, f1: r.macro_f1, recall: r.per_class.map((x) => x.recall) };
    });
    const mean = accs.reduce((s, a) => s + a.acc, 0) / accs.length;
    const sd = Math.sqrt(accs.reduce((s, a) => s + (a.acc - mean) ** 2, 0) / (accs.length - 1));
    const recallRange = classes.map((c, k) => {
      const rs = accs.map((a) => a.recall[k]!);
      return `${c} ${Math.min(...rs).toFixed(2)}–${Math.max(...rs).toFixed(2)}`;
    });
    spreadNote = `Spread: a stratified 5-fold cross-validation of the same procedure (seed ${seed}; fold 1 is the held-out split above) gives accuracies ${accs.map((a) => pct(a.acc)).join(', ')} (mean ${pct(mean)}, SD ${(100 * sd).toFixed(1)} points) and macro-F1 ${accs.map((a) => a.f1.toFixed(3)).join(', ')}. Per-class recall over the folds (min–max): ${recallRange.join('; ')}.`;
  }

  // Permutation importance of the feature families on the held-out photos.
  const importanceStarted = performance.now();
  const zTest = test.map((p) => Array.from(model.standardise(p.features)));
  const repeats = 5;
  const importance = groupPermutationImportance(
    [{ predict: (row: number[]) => model.labels[argmax(model.classifier.predictProba(row))]!, rows: zTest, labels: testLabels }],
    FEATURE_GROUPS.map((g) => g.features),
    repeats,
    seed,
  );
  log(`  permutation importance [${Math.round(performance.now() - importanceStarted)} ms]`);

  const inferenceMs = await measureInferenceMs(
    model,
    test.map((p) => p.path),
  );
  const memoryBytes = measureModelMemory(text);
  log(
    `  inference ${inferenceMs.toFixed(1)} ms per photo (median), model ${text.length} bytes, ${(memoryBytes / 1e6).toFixed(1)} MB loaded`,
  );

  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  const confidentAccuracy = confident.length ? confident.filter((x) => x.ok).length / confident.length : 0;
  const notes = [
    ...input.dataNotes,
    `Candidates, all fitted on the same ${train.length} training photos and scored on the same ${test.length} held-out photos: ${results
      .map((r) => `${r.candidate.id} ${pct(r.report.accuracy)} (macro-F1 ${r.report.macro_f1.toFixed(3)})`)
      .join(
        ', ',
      )}. Kept ${chosen.candidate.id}: the most held-out photos right (ties: higher macro-F1, then the order listed). The shipped model is the one fitted on the ${train.length} training photos, so the figures above are exactly its own; it has not seen the held-out photos.`,
    `Confidence threshold ${threshold}: the largest of 0.30, 0.35, …, 0.70 below which the held-out answers (at least ${THRESHOLD_MIN_PHOTOS}) were right at most half the time, i.e. the model was wrong at least as often as right${below ? ` (under ${threshold}: ${below.correct} of ${below.n} right)` : `; no value qualified (too few low-confidence held-out answers to tell), so the default ${DEFAULT_CONFIDENCE_THRESHOLD} applies`}. With it and the out-of-distribution check, ${pct(heldNotSure)} of the held-out photos are answered 'not sure'; the others are ${pct(confidentAccuracy)} right (${confident.filter((x) => x.ok).length}/${confident.length}).`,
    `Out-of-distribution check: ${OOD_DESCRIPTION} (k = ${model.detector.json.k}, quantile ${model.detector.json.quantile}, ${model.detector.json.reference.length} reference photos). It flags ${pct(heldOod)} of the held-out photos. Unrelated photos answered 'not sure' (out of distribution or under the confidence threshold): ${oodResults
      .map((o) => `${o.name} ${pct(o.flagged)} of ${o.n} (out of distribution ${pct(o.ood)}; ${o.source})`)
      .join('; ')}.`,
    ...(spreadNote ? [spreadNote] : []),
    `Feature importance: permutation importance of the ${FEATURE_GROUPS.length} feature families on the ${test.length} held-out photos (${repeats} shuffles per family): the drop in held-out accuracy when a family's values are shuffled among the photos together (a photo gets all of them from one other photo). Families, not single features, because the features of a family (e.g. the 18 hue bins) stand in for each other, so shuffling one alone hardly moves the answer.`,
    `Inference time: median of 40 predictions of the held-out photos (taken in turn) after 30 warm-up ones, one at a time: decoding and features in the worker thread, standardising, the classifier and the out-of-distribution check on the main thread (Node ${process.versions.node}). Memory: growth of heapUsed + external (external includes ArrayBuffers and Buffers) after full garbage collections when the model file is loaded.`,
    `Same seed and photos: byte-identical model file.`,
    ...input.caveats,
  ];
  const card: ImageModelCard = {
    task,
    version: model.version,
    algorithm: chosen.candidate.algorithm,
    hyperparameters: chosen.candidate.hyperparameters,
    trained_at: new Date().toISOString(),
    training_ms: round(chosen.ms, 1),
    seed,
    data: {
      files: input.data.files,
      rows: photos.length,
      features: [...FEATURE_NAMES],
      classes: classes.map((label) => ({ label, count: counts.get(label) ?? 0 })),
      licence: input.data.licence,
      citation: input.data.citation,
    },
    evaluation: {
      method: `held-out split: seeded stratified 80/20 split (seed ${seed}; fold 1 of a stratified 5-fold partition), the model fitted on the ${train.length} training photos and scored on the ${test.length} held-out photos`,
      n: report.n,
      accuracy: round(report.accuracy),
      accuracy_ci95: [round(report.accuracy_ci95[0]), round(report.accuracy_ci95[1])],
      macro_f1: round(report.macro_f1),
      per_class: report.per_class.map((m) => ({ label: m.label, precision: round(m.precision), recall: round(m.recall), f1: round(m.f1) })),
      confusion: report.confusion,
    },
    feature_importance: FEATURE_GROUPS.map((g, j) => ({
      feature: `${g.name} (${g.features.length})`,
      importance: round(importance[j]!),
    })).sort((a, b) => b.importance - a.importance),
    inference_us: round(inferenceMs * 1000, 0),
    notes,
    image: {
      input: `${FEATURE_SIZE}×${FEATURE_SIZE} RGB (EXIF orientation applied, transparency on white): ${FEATURE_NAMES.length} colour and texture features`,
      split: { method: `stratified 80/20, seed ${seed}`, train: train.length, test: test.length },
      inference_ms: round(inferenceMs, 2),
      memory_bytes: memoryBytes,
      confidence_threshold: threshold,
      ood: {
        method: `${OOD_DEFAULTS.k}-nearest-neighbour distance in standardised feature space + plain-image rule`,
        threshold: model.detector.json.threshold,
        held_out_flagged: round(heldOod),
        sets: oodResults.map((o) => ({ name: o.name, n: o.n, flagged: round(o.flagged) })),
      },
      candidates: results.map((r) => ({ name: r.candidate.id, accuracy: round(r.report.accuracy), macro_f1: round(r.report.macro_f1) })),
    },
  };
  const [lo, hi] = report.accuracy_ci95;
  const summary = [
    `${task}: ${chosen.candidate.id}, held-out accuracy ${report.accuracy.toFixed(4)} (${report.correct}/${report.n}), 95 % Wilson CI [${lo.toFixed(4)}, ${hi.toFixed(4)}], macro-F1 ${report.macro_f1.toFixed(4)}`,
    `${task}: candidates: ${results.map((r) => `${r.candidate.id} ${r.report.accuracy.toFixed(4)}/${r.report.macro_f1.toFixed(4)}`).join(', ')}`,
    `${task}: confidence threshold ${threshold}; out of distribution: held-out ${pct(heldOod)}, ${oodResults.map((o) => `${o.name} ${pct(o.flagged)}`).join(', ')}`,
    `${task}: inference ${inferenceMs.toFixed(1)} ms per photo, memory ${(memoryBytes / 1e6).toFixed(1)} MB, model ${text.length} bytes, version ${model.version}`,
  ];
  return { modelJson: text, card, summary };
}
