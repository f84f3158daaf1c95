import type { ModelCard } from '@agrim/contracts';

export interface TrainOptions {
  /** Seed of every random choice (folds, bootstrap samples, features per split). */
  seed?: number;
  /** Dataset folder (default: env DATASETS_DIR, else `<repo>/../shared/datasets`). */
  datasetsDir?: string;
  /** Progress lines (the CLI prints them to stderr). */
  log?: (line: string) => void;
  /**
   * Files of approved expert corrections in the training file's format; their rows are appended to
   * the training data, evaluated with it, and counted on the card. Only for tasks with `takesFeedback`.
   */
  feedbackFiles?: readonly string[];
  /** Image tasks: epochs of the compact CNN compared on the same folds (0: not compared). */
  cnnEpochs?: number;
}

export interface TrainResult {
  card: ModelCard;
  /** The model file's text (deterministic for a seed). */
  modelJson: string;
  /** Human-readable lines for the CLI. */
  summary: string[];
}

/** What `eval` reports for a file. */
export interface EvalSummary {
  task: string;
  n: number;
  accuracy: number;
  macroF1: number;
  /** Image tasks: share of photos answered 'not sure' (counted as wrong in `accuracy` and `macroF1`). */
  abstained?: number;
}

/**
 * One trainable task. Each task lives in its own file under src/tasks/ and is listed in
 * src/tasks/index.ts; tabular tasks are built with `tabularTask`, other kinds (images) implement
 * this interface their own way.
 */
export interface Task {
  name: string;
  title: string;
  /** 'image': trained from photos, evaluated on a folder of class subfolders; otherwise tabular (CSV). */
  kind?: 'tabular' | 'image';
  /** Whether `train` accepts `feedbackFiles` (approved expert corrections). */
  takesFeedback?: boolean;
  train(opts?: TrainOptions): TrainResult | Promise<TrainResult>;
  /** Predicts every row of a labelled file of the training format (image tasks: every photo of a folder of class subfolders) with the committed model. */
  evaluateFile(path: string): EvalSummary | Promise<EvalSummary>;
}
