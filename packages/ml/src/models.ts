import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { argmax, loadClassifier, type Classifier, type ClassifierJson } from './algorithms/index.js';
import { Encoder, type EncoderJson } from './data/encoder.js';
import type { RawValue } from './data/table.js';

/** Where the committed artifacts live: packages/ml/models. */
export const MODELS_DIR = fileURLToPath(new URL('../models/', import.meta.url));

/** The model file of a tabular task. */
export interface TabularModelJson {
  format: 'agrim-ml/tabular@1';
  task: string;
  candidate: string;
  seed: number;
  classes: string[];
  encoder: EncoderJson;
  classifier: ClassifierJson;
}

/** `<task>-<first 12 hex of the SHA-256 of the model file>` (its text, or its bytes for an ONNX file). */
export function modelVersion(task: string, modelFile: string | Uint8Array): string {
  return `${task}-${createHash('sha256').update(modelFile).digest('hex').slice(0, 12)}`;
}

/** A loaded model: encoder + classifier + class names. */
export class TabularModel {
  readonly encoder: Encoder;
  readonly classifier: Classifier;
  readonly classes: readonly string[];

  constructor(
    readonly json: TabularModelJson,
    readonly version: string,
  ) {
    if (json.format !== 'agrim-ml/tabular@1') throw new Error(`unknown model format ${String(json.format)}`);
    this.encoder = new Encoder(json.encoder);
    this.classifier = loadClassifier(json.classifier);
    this.classes = json.classes;
    if (this.classifier.nClasses !== this.classes.length || this.classifier.nFeatures !== this.encoder.width) {
      throw new Error(`model ${json.task} is inconsistent: classifier shape does not match classes/encoder`);
    }
  }

  static parse(text: string): TabularModel {
    const body = text.trimEnd();
    const json = JSON.parse(body) as TabularModelJson;
    return new TabularModel(json, modelVersion(json.task, body));
  }

  proba(row: readonly RawValue[]): Float64Array {
    return this.classifier.predictProba(this.encoder.encode(row));
  }

  predict(row: readonly RawValue[]): string {
    return this.classes[argmax(this.proba(row))]!;
  }

  /** Contribution of each raw input to the probability of class index `cls`. */
  explain(row: readonly RawValue[], cls: number): Float64Array {
    return this.encoder.toRaw(this.classifier.contributions(this.encoder.encode(row), cls));
  }

  /** Classes by probability, best first (ties keep class order). */
  ranked(proba: Float64Array): { cls: number; label: string; probability: number }[] {
    return this.classes
      .map((label, cls) => ({ cls, label, probability: proba[cls]! }))
      .sort((a, b) => b.probability - a.probability || a.cls - b.cls);
  }
}

const loaded = new Map<string, TabularModel>();

/** The committed model of a task, read once per process from packages/ml/models/<task>.model.json. */
export function loadTabularModel(task: string): TabularModel {
  let model = loaded.get(task);
  if (!model) {
    const url = new URL(`../models/${task}.model.json`, import.meta.url);
    let text: string;
    try {
      text = readFileSync(url, 'utf8');
    } catch {
      throw new Error(`no trained model for ${task}: run \`npm run ml -- train ${task}\``);
    }
    model = TabularModel.parse(text);
    if (model.json.task !== task) throw new Error(`models/${task}.model.json holds a model of ${model.json.task}`);
    loaded.set(task, model);
  }
  return model;
}
