import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CROP_FEATURES, FERTILIZER_GRADES, modelCardSchema, type CropFeature, type FertilizerName, type ModelCard } from '@agrim/contracts';
import { writeArtifacts } from './artifacts.js';
import { MODELS_DIR, loadTabularModel } from './models.js';
import { getTask, type EvalSummary } from './tasks/index.js';

export { TASKS, getTask, UnknownTaskError } from './tasks/index.js';
export type { EvalSummary, Task, TrainOptions, TrainResult } from './tasks/index.js';
export { MODELS_DIR } from './models.js';
export { compiledEntry } from './compiled.js';

// Image analysis (issue 7)
export { builtinImageModel, builtinImageModelId, imageModelCard, builtinImageModelName, warmImageBackbone } from './image/builtin.js';
export { listInstalledImageModels, trainImageModel } from './image/installed.js';
export { ImageDecodeError } from './image/extract.js';
export { MAX_INPUT_PIXELS } from './image/decode.js';
export { MANIFEST_FILE, MANIFEST_FORMAT, MODEL_ID_PATTERN, manifestSchema, type Manifest } from './image/manifest.js';
export type { ImageClassifier, ImagePrediction } from './image/types.js';

// Forecasts (issue 8): rainfall per IMD subdivision, crop production per district
export * from './forecast/index.js';

/** Absolute path of this package's CLI (src/cli.ts): spawn `node --import tsx <ML_CLI_PATH> train …` to train in a child process. */
export const ML_CLI_PATH = fileURLToPath(new URL('./cli.ts', import.meta.url));

export interface CropInput {
  N: number;
  P: number;
  K: number;
  temperature: number;
  humidity: number;
  ph: number;
  rainfall: number;
}

export interface CropResult {
  prediction: string;
  probability: number;
  top: { crop: string; probability: number }[];
  drivers: { feature: CropFeature; contribution: number }[];
  model_version: string;
}

function finite(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`${name} must be a finite number`);
  return value;
}

/**
 * Recommends a crop for the soil and climate inputs: the most likely crop, the 3 best with their
 * probabilities, and how much each input pushed the answer towards (+) or away from (−) the crop.
 */
export function predictCrop(input: CropInput): CropResult {
  const model = loadTabularModel('crop');
  const row = CROP_FEATURES.map((f) => finite(input[f], f));
  const ranked = model.ranked(model.proba(row));
  const best = ranked[0]!;
  const contributions = model.explain(row, best.cls);
  const drivers = CROP_FEATURES.map((feature, i) => ({ feature, contribution: contributions[i]! })).sort(
    (a, b) => Math.abs(b.contribution) - Math.abs(a.contribution),
  );
  return {
    prediction: best.label,
    probability: best.probability,
    top: ranked.slice(0, 3).map((r) => ({ crop: r.label, probability: r.probability })),
    drivers,
    model_version: model.version,
  };
}

export interface FertilizerInput {
  temperature: number;
  humidity: number;
  moisture: number;
  soilType: string;
  cropType: string;
  nitrogen: number;
  potassium: number;
  phosphorous: number;
}

export interface FertilizerResult {
  fertilizer: FertilizerName;
  grade: string;
  probability: number;
  top: { fertilizer: string; probability: number }[];
  model_version: string;
}

const isFertilizerName = (name: string): name is FertilizerName => Object.hasOwn(FERTILIZER_GRADES, name);

/**
 * Recommends a fertilizer product. Soil and crop types are matched case-insensitively; one not seen
 * in training (e.g. 'coffee') is treated as "other" and the prediction rests on the other inputs.
 */
export function predictFertilizer(input: FertilizerInput): FertilizerResult {
  const model = loadTabularModel('fertilizer');
  const row = [
    finite(input.temperature, 'temperature'),
    finite(input.humidity, 'humidity'),
    finite(input.moisture, 'moisture'),
    String(input.soilType),
    String(input.cropType),
    finite(input.nitrogen, 'nitrogen'),
    finite(input.potassium, 'potassium'),
    finite(input.phosphorous, 'phosphorous'),
  ];
  const ranked = model.ranked(model.proba(row));
  const best = ranked[0]!;
  if (!isFertilizerName(best.label)) throw new Error(`the fertilizer model predicts an unknown product ${best.label}`);
  return {
    fertilizer: best.label,
    grade: FERTILIZER_GRADES[best.label],
    probability: best.probability,
    top: ranked.map((r) => ({ fertilizer: r.label, probability: r.probability })),
    model_version: model.version,
  };
}

const cards = new Map<string, ModelCard>();

/** The committed model card of a task (packages/ml/models/<task>.card.json), validated, read once per process. */
export function modelCard(task: 'crop' | 'fertilizer'): ModelCard {
  let card = cards.get(task);
  if (!card) {
    const text = readFileSync(new URL(`../models/${task}.card.json`, import.meta.url), 'utf8');
    card = modelCardSchema.parse(JSON.parse(text));
    cards.set(task, card);
  }
  return card;
}

/**
 * Predicts every row of a labelled file (training format) with the committed model and scores it;
 * for an image task, every photo of a folder with one subfolder per class.
 */
export async function evaluateFile(task: string, path: string): Promise<EvalSummary> {
  return getTask(task).evaluateFile(path);
}

/**
 * Trains a task on its whole dataset file (plus the rows of `feedbackFiles`, approved expert
 * corrections, for a task that takes them), evaluates the procedure (CV or leave-one-out) for the
 * card and writes `<task>.model.json`, `.card.json` and `.card.md` to `outDir` (default: the
 * package's models folder).
 */
export async function trainTask(
  task: string,
  opts: { seed?: number; datasetsDir?: string; outDir?: string; feedbackFiles?: readonly string[]; log?: (line: string) => void } = {},
): Promise<ModelCard> {
  const result = await getTask(task).train({
    seed: opts.seed,
    datasetsDir: opts.datasetsDir,
    feedbackFiles: opts.feedbackFiles,
    log: opts.log,
  });
  await writeArtifacts(opts.outDir ?? MODELS_DIR, task, result.modelJson, result.card);
  for (const line of result.summary) opts.log?.(line);
  return result.card;
}
