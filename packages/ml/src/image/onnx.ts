import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageModelCard, ImageTask } from '@agrim/contracts';
import type { InferenceSession } from 'onnxruntime-node';
import { modelVersion } from '../models.js';
import { decodeRaster, type Raster } from './decode.js';
import { ImageDecodeError } from './extract.js';
import { DEFAULT_CONFIDENCE_THRESHOLD, decide } from './featureModel.js';
import { FEATURE_SIZE } from './features.js';
import type { OnnxManifest } from './manifest.js';
import { OOD_METHOD_KNN, OOD_METHOD_PLAIN, isPlain, plainStats, type OodVerdict } from './ood.js';
import type { ImageClassifier, ImagePrediction } from './types.js';

type Ort = typeof import('onnxruntime-node');
let ortModule: Promise<Ort> | null = null;

/** onnxruntime-node, imported on first use (a server without ONNX models never loads it). */
function ort(): Promise<Ort> {
  ortModule ??= import('onnxruntime-node');
  return ortModule;
}

/** What an ONNX drop-in needs at prediction time: its session and how to feed it. */
export interface OnnxCore {
  folder: string;
  manifest: OnnxManifest;
  session: InferenceSession;
  inputName: string;
  outputName: string;
  version: string;
  card: ImageModelCard | null;
}

/** The photo as the model's input tensor: resized to its size, channels R, G, B, normalised. */
export function toInputTensor(raster: Raster, manifest: OnnxManifest): Float32Array {
  const { width: w, height: h, layout } = manifest.input;
  const { scale, mean, std } = manifest.normalisation;
  const n = w * h;
  const out = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) {
      const v = (raster.rgb[i * 3 + c]! * scale - mean[c]!) / std[c]!;
      out[layout === 'NCHW' ? c * n + i : i * 3 + c] = v;
    }
  }
  return out;
}

function dims(manifest: OnnxManifest): number[] {
  const { width: w, height: h, layout } = manifest.input;
  return layout === 'NCHW' ? [1, 3, h, w] : [1, h, w, 3];
}

/** Probabilities from the model's output row: softmax of logits, or the probabilities renormalised. */
export function toProbabilities(values: ArrayLike<number>, output: OnnxManifest['output']): Float64Array {
  const out = Float64Array.from(values as ArrayLike<number>);
  if (out.some((v) => !Number.isFinite(v))) throw new Error('the ONNX model answered a value that is not a finite number');
  if (output === 'logits') {
    const max = Math.max(...out);
    let sum = 0;
    for (let i = 0; i < out.length; i++) sum += out[i] = Math.exp(out[i]! - max);
    for (let i = 0; i < out.length; i++) out[i]! /= sum;
    return out;
  }
  const sum = out.reduce((s, v) => s + v, 0);
  if (out.some((v) => v < 0) || !(sum > 0))
    throw new Error('the ONNX model was declared to answer probabilities but answered negative values or all zeros');
  for (let i = 0; i < out.length; i++) out[i]! /= sum;
  return out;
}

async function run(core: Pick<OnnxCore, 'session' | 'inputName' | 'outputName' | 'manifest'>, input: Float32Array): Promise<Float64Array> {
  const { Tensor } = await ort();
  const result = await core.session.run({ [core.inputName]: new Tensor('float32', input, dims(core.manifest)) });
  const output = result[core.outputName];
  if (!output) throw new Error(`the ONNX model gave no output ${core.outputName}`);
  const values = output.data as ArrayLike<number>;
  if (values.length !== core.manifest.labels.length)
    throw new Error(`the ONNX model answers ${values.length} values for ${core.manifest.labels.length} labels in the manifest`);
  return toProbabilities(values, core.manifest.output);
}

/** Opens the ONNX file of an installed folder and checks it answers one value per label (a dry run on a blank input). */
export async function loadOnnxCore(folder: string, manifest: OnnxManifest, card: ImageModelCard | null): Promise<OnnxCore> {
  const bytes = readFileSync(join(folder, manifest.file));
  const { InferenceSession } = await ort();
  const session = await InferenceSession.create(bytes, { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential' });
  try {
    const inputName = session.inputNames[0];
    const outputName = session.outputNames[0];
    if (!inputName || !outputName) throw new Error('the ONNX model has no input or no output');
    const core: OnnxCore = { folder, manifest, session, inputName, outputName, version: modelVersion(manifest.task, bytes), card };
    const { width, height } = manifest.input;
    await run(core, new Float32Array(3 * width * height));
    return core;
  } catch (e) {
    await session.release().catch(() => {});
    throw e;
  }
}

/**
 * An ONNX drop-in classifier. Out of distribution: the plain-image rule, and, when a gate is
 * given (a feature model of the same task), that model's reference-set check of the same photo.
 */
export class OnnxImageModel implements ImageClassifier {
  readonly kind = 'onnx' as const;
  readonly id: string;
  readonly name: string;
  readonly task: ImageTask;
  readonly labels: string[];
  readonly version: string;
  readonly card: ImageModelCard | null;
  readonly confidenceThreshold: number;

  constructor(
    readonly core: OnnxCore,
    readonly gate: ImageClassifier | null = null,
  ) {
    const m = core.manifest;
    this.id = m.id;
    this.name = m.name;
    this.task = m.task;
    this.labels = [...m.labels];
    this.version = core.version;
    this.card = core.card;
    this.confidenceThreshold = m.confidence_threshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  }

  async predict(bytes: Buffer): Promise<ImagePrediction> {
    const started = performance.now();
    const { width, height } = this.core.manifest.input;
    const decode = decodeRaster(bytes, width, height).catch((e: unknown) => {
      throw new ImageDecodeError(`the image could not be decoded: ${e instanceof Error ? e.message : String(e)}`);
    });
    const [raster, gated] = await Promise.all([decode, this.gate ? this.gate.predict(bytes) : Promise.resolve(null)]);
    const probabilities = await run(this.core, toInputTensor(raster, this.core.manifest));
    // The plain-image rule looks at a raster of at least the features' size (a tiny model input has too few pixels to judge).
    const judged = width * height >= FEATURE_SIZE * FEATURE_SIZE ? raster : await decodeRaster(bytes);
    const plain = isPlain(plainStats(judged.rgb, judged.width, judged.height));
    const ood: OodVerdict = {
      outOfDistribution: plain || (gated?.ood.outOfDistribution ?? false),
      score: gated?.ood.score ?? null,
      method: this.gate ? `${OOD_METHOD_PLAIN}+${OOD_METHOD_KNN} (reference photos of ${this.gate.id})` : OOD_METHOD_PLAIN,
    };
    const answer = decide(this.labels, probabilities, ood, this.confidenceThreshold);
    return { ...answer, inferenceMs: Math.round((performance.now() - started) * 100) / 100 };
  }
}
