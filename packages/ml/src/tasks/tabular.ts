import { basename, resolve } from 'node:path';
import type { ModelCard } from '@agrim/contracts';
import type { Classifier, Matrix } from '../algorithms/index.js';
import { datasetFile } from '../data/datasets.js';
import { Encoder, fitEncoder, type EncoderJson } from '../data/encoder.js';
import { loadTabularModel, modelVersion, TabularModel, type TabularModelJson } from '../models.js';
import { DataError, readLabeledCsv, type ColumnSpec, type LabeledRows, type RawValue } from '../data/table.js';
import { leaveOneOut, stratifiedKFold, type Fold } from '../eval/crossValidation.js';
import { permutationImportance, type HeldOutFold } from '../eval/importance.js';
import { accuracy, classificationReport, discordantPairs, macroF1, mcnemarExact, type ClassificationReport } from '../eval/metrics.js';
import { deriveSeed, mulberry32 } from '../random.js';
import type { EvalSummary, Task, TrainOptions, TrainResult } from './types.js';

export type Hyperparameters = Record<string, number | string | boolean>;

/** One algorithm with its settings, as a task offers it for comparison. */
export interface Candidate {
  id: string;
  /** Human description for the card. */
  algorithm: string;
  hyperparameters: Hyperparameters;
  /** How its per-prediction explanation is computed (for the card's notes). */
  explanation: string;
  /** An ensemble of other candidates: kept only when it beats the best single candidate measurably (McNemar exact p < 0.05). */
  ensemble?: boolean;
  /** Fits on encoded rows. `overrides` replaces numeric hyperparameters by name (tests use fewer trees). */
  fit(X: Matrix, y: Int32Array, nClasses: number, seed: number, overrides?: Record<string, number>): Classifier;
}

export type Evaluation = { kind: 'stratified-kfold'; k: number } | { kind: 'leave-one-out' };

export interface TabularTaskSpec {
  name: string;
  title: string;
  /** The training file, relative to the dataset folder. */
  file: string;
  columns: readonly ColumnSpec[];
  label: { name: string; headers: readonly string[] };
  /** Preferred class order (the product's list); classes of the file not in it follow in order of appearance. */
  classOrder?: readonly string[];
  evaluation: Evaluation;
  /** Candidates in order of preference: on equal accuracy and macro-F1 the earlier one is kept. */
  candidates: readonly Candidate[];
  /** Whether predictions carry per-input contributions (and inference time includes them). */
  explains: boolean;
  licence: string;
  citation: string;
  /**
   * The labels an approved expert correction may carry. A task with this list takes `feedbackFiles`
   * (`--feedback`): files of the training file's format whose rows are appended to the training data.
   */
  feedbackLabels?: readonly string[];
  /** Task-specific notes for the card, given the data and the fitted encoder. */
  notes?: (data: LabeledRows, encoder: EncoderJson) => string[];
  defaultSeed: number;
}

/** Class order: the preferred list first (those present), then the rest in order of appearance. */
export function classesOf(labels: readonly string[], preferred: readonly string[] = []): string[] {
  const present = new Set(labels);
  const out = preferred.filter((c) => present.has(c));
  for (const l of labels) if (!out.includes(l)) out.push(l);
  return out;
}

/** Rows of approved expert corrections, read from the `--feedback` files. */
export interface Feedback {
  data: LabeledRows;
  /** Each file as named on the card (its base name; the path as given when two base names clash) and its row count. */
  files: { name: string; rows: number }[];
}

/**
 * Reads feedback files with the task's reader plus the stricter checks for added rows: the label
 * must be one of `spec.feedbackLabels` and a category must be one the product offers. Any problem
 * is a DataError naming the file (and the line).
 */
export function readFeedback(spec: TabularTaskSpec, paths: readonly string[], trainingFile?: string): Feedback {
  if (!spec.feedbackLabels) throw new DataError(`the ${spec.name} task takes no expert corrections (feedback files)`);
  const seen = new Set<string>();
  for (const p of paths) {
    if (trainingFile && resolve(p) === resolve(trainingFile))
      throw new DataError(`${p} is the training file itself, not a file of expert corrections`);
    if (seen.has(resolve(p))) throw new DataError(`${p} is given more than once: its rows would count twice`);
    seen.add(resolve(p));
  }
  const data: LabeledRows = { rows: [], labels: [] };
  const files = paths.map((p) => {
    const d = readLabeledCsv(p, spec.columns, spec.label, { labels: spec.feedbackLabels, knownCategories: true });
    data.rows.push(...d.rows);
    data.labels.push(...d.labels);
    const name = basename(p);
    return { name: paths.filter((q) => basename(q) === name).length > 1 ? p : name, rows: d.labels.length };
  });
  return { data, files };
}

/** Fits encoder + classifier on raw rows; returns the model file's text and the loaded model. */
export function fitTabularModel(
  spec: TabularTaskSpec,
  candidate: Candidate,
  data: LabeledRows,
  classes: readonly string[],
  seed: number,
  overrides?: Record<string, number>,
): { text: string; model: TabularModel } {
  const encoderJson = fitEncoder(spec.columns, data.rows);
  const encoder = new Encoder(encoderJson);
  const index = new Map(classes.map((c, i) => [c, i]));
  const y = Int32Array.from(data.labels, (l) => {
    const i = index.get(l);
    if (i === undefined) throw new Error(`label ${l} is not among the classes`);
    return i;
  });
  const X = data.rows.map((r) => encoder.encode(r));
  const classifier = candidate.fit(X, y, classes.length, seed, overrides);
  const json: TabularModelJson = {
    format: 'agrim-ml/tabular@1',
    task: spec.name,
    candidate: candidate.id,
    seed,
    classes: [...classes],
    encoder: encoderJson,
    classifier: classifier.toJSON(),
  };
  const text = JSON.stringify(json);
  return { text, model: new TabularModel(json, modelVersion(spec.name, text)) };
}

const subset = (data: LabeledRows, idx: readonly number[]): LabeledRows => ({
  rows: idx.map((i) => data.rows[i]!),
  labels: idx.map((i) => data.labels[i]!),
});

interface CvResult {
  candidate: Candidate;
  predictions: string[];
  report: ClassificationReport;
  folds: HeldOutFold<RawValue[]>[];
  ms: number;
}

/** Out-of-fold predictions of one candidate; each fold's model (encoder included) is fitted on the other folds only. */
function crossValidate(
  spec: TabularTaskSpec,
  candidate: Candidate,
  data: LabeledRows,
  classes: readonly string[],
  folds: readonly Fold[],
  seed: number,
): CvResult {
  const started = performance.now();
  const rng = mulberry32(seed);
  const predictions = new Array<string>(data.labels.length);
  const held: HeldOutFold<RawValue[]>[] = [];
  for (const fold of folds) {
    const { model } = fitTabularModel(spec, candidate, subset(data, fold.train), classes, deriveSeed(rng));
    const test = subset(data, fold.test);
    fold.test.forEach((i, k) => (predictions[i] = model.predict(test.rows[k]!)));
    held.push({ predict: (row) => model.predict(row), rows: test.rows, labels: test.labels });
  }
  return {
    candidate,
    predictions,
    report: classificationReport(data.labels, predictions, classes),
    folds: held,
    ms: performance.now() - started,
  };
}

/** Significance level for preferring an ensemble over the best single candidate. */
const ENSEMBLE_ALPHA = 0.05;

/**
 * The best single candidate (most rows right; ties: higher macro-F1, then listed first); an ensemble
 * replaces it only when it gets more rows right and the McNemar exact test says the gain is real.
 */
function choose(results: readonly CvResult[], labels: readonly string[]): { chosen: CvResult; reason: string } {
  const better = (a: CvResult, b: CvResult) =>
    a.report.correct > b.report.correct || (a.report.correct === b.report.correct && a.report.macro_f1 > b.report.macro_f1 + 1e-12);
  const singles = results.filter((r) => !r.candidate.ensemble);
  let best = singles[0] ?? results[0]!;
  for (const r of singles.slice(1)) if (better(r, best)) best = r;
  let reason = 'the single candidate with the most rows right (ties: higher macro-F1, then the one listed first).';
  const ensembles = results.filter((r) => r.candidate.ensemble);
  let chosen = best;
  for (const r of ensembles) {
    const d = discordantPairs(labels, r.predictions, best.predictions);
    const p = mcnemarExact(d.onlyA, d.onlyB);
    if (better(r, chosen) && p < ENSEMBLE_ALPHA) {
      chosen = r;
      reason = `the ensemble measurably beats ${best.candidate.id} (${d.onlyA} rows only it got right against ${d.onlyB}, McNemar exact p = ${p.toPrecision(2)} < ${ENSEMBLE_ALPHA}).`;
    } else {
      reason += ` The ensemble ${r.candidate.id} was not kept: ${d.onlyA} rows only it got right against ${d.onlyB} only ${best.candidate.id} got right (McNemar exact p = ${p.toPrecision(2)}), not a measurable gain at p < ${ENSEMBLE_ALPHA}.`;
    }
  }
  return { chosen, reason };
}

function foldsFor(evaluation: Evaluation, labels: readonly string[], seed: number): Fold[] {
  return evaluation.kind === 'leave-one-out' ? leaveOneOut(labels.length) : stratifiedKFold(labels, evaluation.k, seed);
}

function describeEvaluation(evaluation: Evaluation, n: number, seed: number): string {
  return evaluation.kind === 'leave-one-out'
    ? `leave-one-out cross-validation: ${n} fits, each on ${n - 1} rows, predicting the row left out`
    : `stratified ${evaluation.k}-fold cross-validation (folds seeded with ${seed}): each fold predicted by a model trained on the other ${evaluation.k - 1} folds`;
}

const round = (v: number, digits = 6) => Number(v.toFixed(digits));
const pct = (v: number) => `${(100 * v).toFixed(2)} %`;

/** Mean time of one full prediction (encode, probabilities, ranking, explanation when the task has one), in µs. */
export function measureInferenceUs(model: TabularModel, rows: readonly RawValue[][], explains: boolean, count = 10_000): number {
  const once = (row: readonly RawValue[]) => {
    const proba = model.proba(row);
    const best = model.ranked(proba)[0]!;
    return explains ? model.explain(row, best.cls)[0]! : best.probability;
  };
  let sink = 0;
  for (let i = 0; i < 1000; i++) sink += once(rows[i % rows.length]!);
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) sink += once(rows[i % rows.length]!);
  const ns = Number(process.hrtime.bigint() - started);
  if (Number.isNaN(sink)) throw new Error('prediction produced NaN');
  return ns / count / 1000;
}

/** Builds a `Task` (train + evaluate a file) from a tabular spec. */
export function tabularTask(spec: TabularTaskSpec): Task & { spec: TabularTaskSpec } {
  const readFile = (path: string) => readLabeledCsv(path, spec.columns, spec.label);

  const train = (opts: TrainOptions = {}): TrainResult => {
    const seed = opts.seed ?? spec.defaultSeed;
    const log = opts.log ?? (() => {});
    const path = datasetFile(spec.file, opts.datasetsDir);
    const base = readFile(path);
    const feedback = opts.feedbackFiles?.length ? readFeedback(spec, opts.feedbackFiles, path) : null;
    // Without feedback the data is exactly the training file's, so the model stays byte-identical.
    const data: LabeledRows = feedback
      ? { rows: [...base.rows, ...feedback.data.rows], labels: [...base.labels, ...feedback.data.labels] }
      : base;
    const classes = classesOf(data.labels, spec.classOrder);
    const n = data.labels.length;
    const expertRows = feedback?.data.labels.length ?? 0;
    const feedbackList = feedback?.files.map((f) => `${f.name}: ${f.rows}`).join(', ') ?? '';
    log(
      `${spec.name}: ${n} rows, ${classes.length} classes from ${spec.file}${feedback ? ` (${base.labels.length}) and approved expert corrections (${feedbackList})` : ''}`,
    );

    const folds = foldsFor(spec.evaluation, data.labels, seed);
    const results = spec.candidates.map((candidate) => {
      const r = crossValidate(spec, candidate, data, classes, folds, seed);
      log(
        `  ${candidate.id}: accuracy ${pct(r.report.accuracy)} (${r.report.correct}/${n}), macro-F1 ${r.report.macro_f1.toFixed(4)} [${Math.round(r.ms)} ms]`,
      );
      return r;
    });
    const { chosen, reason } = choose(results, data.labels);
    const candidate = chosen.candidate;

    const started = performance.now();
    const { text, model } = fitTabularModel(spec, candidate, data, classes, seed);
    const trainingMs = performance.now() - started;

    // Permutation importance on k-fold held-out folds (LOO folds hold one row: too few to shuffle).
    let importanceFolds = chosen.folds;
    let importanceMethod = `the same ${folds.length} CV folds`;
    if (spec.evaluation.kind === 'leave-one-out') {
      importanceFolds = crossValidate(spec, candidate, data, classes, stratifiedKFold(data.labels, 5, seed), seed).folds;
      importanceMethod = `stratified 5-fold folds (seed ${seed}; leave-one-out folds hold a single row, too few to shuffle)`;
    }
    const repeats = 5;
    const importance = permutationImportance(importanceFolds, spec.columns.length, repeats, seed);
    const inferenceUs = measureInferenceUs(model, data.rows, spec.explains);

    const report = chosen.report;
    const counts = new Map<string, number>();
    for (const l of data.labels) counts.set(l, (counts.get(l) ?? 0) + 1);
    const comparison = results
      .map((r) => {
        const base = `${r.candidate.id} ${r.report.accuracy.toFixed(4)} (${r.report.correct}/${n} right, macro-F1 ${r.report.macro_f1.toFixed(4)}`;
        if (r === chosen) return `${base})`;
        const d = discordantPairs(data.labels, chosen.predictions, r.predictions);
        return `${base}, McNemar exact p = ${mcnemarExact(d.onlyA, d.onlyB).toPrecision(2)} against ${candidate.id})`;
      })
      .join('; ');
    const notes = [
      ...(feedback
        ? [
            `${expertRows} of the ${n} rows are approved expert corrections (${feedback.files.length === 1 ? 'file' : 'files'} ${feedbackList}), appended after the ${base.labels.length} rows of ${spec.file}. They are evaluated like every other row: the ${spec.evaluation.kind === 'leave-one-out' ? 'leave-one-out' : 'cross-validation'} figures cover all ${n} rows, each row predicted by a model trained without it.`,
          ]
        : []),
      `Algorithm chosen by measurement: every candidate was scored by the same ${spec.evaluation.kind === 'leave-one-out' ? 'leave-one-out' : `stratified ${spec.evaluation.k}-fold`} evaluation on the same folds: ${comparison}. Kept ${candidate.id}: ${reason}`,
      `Feature importance: permutation importance on ${importanceMethod}: the mean drop in held-out accuracy when one input's values are shuffled among a fold's held-out rows (${repeats} shuffles per input per fold), the fold's model trained without those rows.${spec.columns.some((c) => c.kind === 'categorical') ? ' A categorical input is shuffled as a whole (all its one-hot columns together).' : ''}`,
      ...(spec.explains ? [`Per-prediction drivers: ${candidate.explanation}`] : []),
      ...(candidate.id === 'decision-tree'
        ? [
            'Probabilities: the leaf’s class counts with add-one (Laplace) smoothing, (count + 1) / (leaf rows + classes), so a pure leaf of few rows does not claim certainty.',
          ]
        : []),
      `The final model is trained on all ${n} rows with seed ${seed}; the metrics above are the out-of-fold estimate of that procedure. Same seed, same data: byte-identical model file.`,
      `Inference time: mean of 10,000 in-process predictions (encode, probabilities, ranking${spec.explains ? ', drivers' : ''}) on Node ${process.versions.node}, after 1,000 warm-up predictions.`,
      ...(spec.notes?.(data, model.encoder.json) ?? []),
    ];
    const card: ModelCard = {
      task: spec.name,
      version: model.version,
      algorithm: candidate.algorithm,
      hyperparameters: candidate.hyperparameters,
      trained_at: new Date().toISOString(),
      training_ms: round(trainingMs, 1),
      seed,
      data: {
        files: [spec.file, ...(feedback?.files.map((f) => f.name) ?? [])],
        rows: n,
        features: spec.columns.map((c) => c.name),
        classes: classes.map((label) => ({ label, count: counts.get(label) ?? 0 })),
        licence: spec.licence,
        citation: spec.citation,
        ...(feedback ? { expert_rows: expertRows } : {}),
      },
      evaluation: {
        method: describeEvaluation(spec.evaluation, n, seed),
        n: report.n,
        accuracy: round(report.accuracy),
        accuracy_ci95: [round(report.accuracy_ci95[0]), round(report.accuracy_ci95[1])],
        macro_f1: round(report.macro_f1),
        per_class: report.per_class.map((m) => ({
          label: m.label,
          precision: round(m.precision),
          recall: round(m.recall),
          f1: round(m.f1),
        })),
        confusion: report.confusion,
      },
      feature_importance: spec.columns
        .map((c, j) => ({ feature: c.name, importance: round(importance[j]!) }))
        .sort((a, b) => b.importance - a.importance),
      inference_us: round(inferenceUs, 2),
      notes,
    };
    const [lo, hi] = report.accuracy_ci95;
    const summary = [
      ...(feedback ? [`${spec.name}: ${expertRows} of the ${n} rows are approved expert corrections (${feedbackList})`] : []),
      `${spec.name}: ${candidate.id}, ${describeEvaluation(spec.evaluation, n, seed).split(':')[0]}: accuracy ${report.accuracy.toFixed(4)} (${report.correct}/${n}), 95 % Wilson CI [${lo.toFixed(4)}, ${hi.toFixed(4)}], macro-F1 ${report.macro_f1.toFixed(4)}`,
      `${spec.name}: candidates: ${comparison}`,
      `${spec.name}: training ${trainingMs.toFixed(0)} ms, inference ${inferenceUs.toFixed(2)} µs per prediction, model ${text.length} bytes, version ${model.version}`,
    ];
    return { card, modelJson: text, summary };
  };

  const evaluateFile = (path: string): EvalSummary => {
    const data = readFile(path);
    const model = loadTabularModel(spec.name);
    const predictions = data.rows.map((r) => model.predict(r));
    return {
      task: spec.name,
      n: data.labels.length,
      accuracy: accuracy(data.labels, predictions),
      macroF1: macroF1(data.labels, predictions),
    };
  };

  return { name: spec.name, title: spec.title, takesFeedback: spec.feedbackLabels !== undefined, spec, train, evaluateFile };
}
