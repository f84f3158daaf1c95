import type { ImageModelCard, ImageModelKind, ImageTask } from '@agrim/contracts';
import { argmax, loadClassifier, type Classifier, type ClassifierJson } from '../algorithms/index.js';
import { modelVersion } from '../models.js';
import { BACKBONE_FEATURES, BACKBONE_ID } from './backbone.js';
import type { PhotoFeatures } from './extract.js';
import { FEATURE_NAMES } from './features.js';

const FEATURE_INDEX = new Map(FEATURE_NAMES.map((f, i) => [f, i]));
import { OOD_METHOD_GATE, OodDetector, type OodJson, type OodVerdict } from './ood.js';
import { featurePool, type FeaturePool } from './pool.js';
import type { ImageClassifier, ImagePrediction } from './types.js';

export const IMAGE_MODEL_FORMAT = 'agrim-ml/image@1';

/** Default probability under which an answer is 'not sure' (each model stores its own). */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.5;

/** The model file of a feature-based image model (built in or trained from an Admin's photos). */
export interface ImageModelJson {
  format: typeof IMAGE_MODEL_FORMAT;
  task: ImageTask;
  /** Which candidate won the comparison (random-forest, k-nearest, gaussian-nb). */
  candidate: string;
  classes: string[];
  seed: number;
  /** The features the classifier reads, in order: names of FEATURE_NAMES of this code (a model of issue 7 reads its first 142). */
  feature_names: string[];
  /** 'full+crops': the class probabilities are the mean over the whole photo and its close-up crops (extract.ts). Default 'full'. */
  views?: 'full' | 'full+crops';
  /** Class probabilities are raised to this power and renormalised (calibration fitted on training folds). Default 1. */
  calibration_power?: number;
  /**
   * Wrong-task gate (issue 23): a classifier of this task's photos (class 0) against photos of other
   * subjects (class 1) on the same standardised full-photo features; a photo whose class-1
   * probability is above `threshold` is out of distribution (as is one the distance rule of `ood` flags).
   */
  gate?: { classifier: ClassifierJson; threshold: number };
  /**
   * Head on the pretrained backbone's features (issue 40; backbone.ts): a classifier of the
   * standardised backbone features whose probabilities are mixed with the colour-and-texture
   * classifier's: p = (1 − weight) · p_features + weight · p_backbone, before calibration.
   * The gate and the distance rule stay on the colour-and-texture features.
   */
  deep?: {
    /** `mobilenet-v1-imagenet@<12 hex>`: the backbone files the head was trained on (backboneVersion()). */
    backbone: string;
    standardise: { mean: number[]; std: number[] };
    classifier: ClassifierJson;
    weight: number;
  };
  /** Reads standardised features (see `standardise`). */
  classifier: ClassifierJson;
  /** z = (feature − mean) / std, rounded to 4 decimals; fitted on the training photos. */
  standardise: { mean: number[]; std: number[] };
  ood: OodJson;
  confidence_threshold: number;
}

/** Decimals standardised features are rounded to, in training and in prediction alike. */
const Z_DECIMALS = 4;
const Z_SCALE = 10 ** Z_DECIMALS;

/** Standardises one photo's features with the model's mean and std (rounded as in training). */
export function standardiseRow(features: ArrayLike<number>, mean: readonly number[], std: readonly number[]): Float64Array {
  const out = new Float64Array(mean.length);
  for (let j = 0; j < mean.length; j++) {
    const z = Math.round((((features[j] as number) - mean[j]!) / std[j]!) * Z_SCALE) / Z_SCALE;
    out[j] = z === 0 ? 0 : z;
  }
  return out;
}

/** Mean and standard deviation of each column, to 8 significant digits; a constant column gets std 1. */
export function fitStandardiser(rows: readonly ArrayLike<number>[]): { mean: number[]; std: number[] } {
  const p = rows[0]?.length ?? 0;
  const n = rows.length;
  if (n === 0) throw new RangeError('no rows to standardise');
  const mean = new Array<number>(p).fill(0);
  const sq = new Array<number>(p).fill(0);
  for (const r of rows) for (let j = 0; j < p; j++) mean[j]! += (r[j] as number) / n;
  for (const r of rows) for (let j = 0; j < p; j++) sq[j]! += ((r[j] as number) - mean[j]!) ** 2 / n;
  const sig = (v: number) => Number(v.toPrecision(8));
  return { mean: mean.map(sig), std: sq.map((v) => (Math.sqrt(v) > 1e-9 ? sig(Math.sqrt(v)) : 1)) };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The answer from class probabilities, the out-of-distribution verdict and the confidence threshold. */
export function decide(
  labels: readonly string[],
  probabilities: ArrayLike<number>,
  ood: OodVerdict,
  confidenceThreshold: number,
): Omit<ImagePrediction, 'inferenceMs'> {
  const best = argmax(probabilities);
  const confidence = round6(probabilities[best] as number);
  const low = confidence < confidenceThreshold;
  return {
    label: labels[best]!,
    confidence,
    labels: [...labels],
    probabilities: Array.from(probabilities, round6),
    notSure: ood.outOfDistribution || low,
    reason: ood.outOfDistribution ? 'out_of_distribution' : low ? 'low_confidence' : 'confident',
    ood: { outOfDistribution: ood.outOfDistribution, score: ood.score, method: ood.method },
    confidenceThreshold,
  };
}

/** Who a loaded model is: built in, trained from an Admin's photos (installed folder). */
export interface ModelIdentity {
  id: string;
  name: string;
  kind: Extract<ImageModelKind, 'builtin' | 'trained'>;
  card: ImageModelCard | null;
}

/** A colour-and-texture feature model: standardise, classify, check the reference set. */
export class FeatureImageModel implements ImageClassifier {
  readonly id: string;
  readonly name: string;
  readonly kind: ModelIdentity['kind'];
  readonly task: ImageTask;
  readonly labels: string[];
  readonly card: ImageModelCard | null;
  readonly classifier: Classifier;
  readonly detector: OodDetector;
  readonly confidenceThreshold: number;
  readonly gate: Classifier | null;
  /** The head on the backbone's features, with its share of the answer (null: colour and texture only). */
  readonly deepHead: { classifier: Classifier; weight: number } | null;
  private readonly columns: number[];
  private readonly power: number;
  // What answering reads of the model file besides its classifiers and reference set: the file's
  // parsed JSON itself is not kept (its trees and reference photos were most of it).
  private readonly views: ImageModelJson['views'];
  private readonly scale: ImageModelJson['standardise'];
  private readonly gateThreshold: number | null;
  private readonly deepScale: ImageModelJson['standardise'] | null;

  constructor(
    json: ImageModelJson,
    readonly version: string,
    identity: ModelIdentity,
    private readonly pool: () => FeaturePool = featurePool,
  ) {
    if (json.format !== IMAGE_MODEL_FORMAT) throw new Error(`unknown image model format ${String(json.format)}`);
    const p = json.feature_names.length;
    this.columns = json.feature_names.map((f) => FEATURE_INDEX.get(f) ?? -1);
    if (p === 0 || this.columns.some((c) => c < 0))
      throw new Error('the model was trained on a different feature set than this code computes: retrain it');
    if (json.standardise.mean.length !== p || json.standardise.std.length !== p)
      throw new Error('malformed image model: standardiser size');
    if (json.standardise.std.some((s) => !(s > 0))) throw new Error('malformed image model: a standard deviation is not positive');
    this.classifier = loadClassifier(json.classifier);
    if (this.classifier.nFeatures !== p || this.classifier.nClasses !== json.classes.length || json.classes.length < 2)
      throw new Error('malformed image model: classifier shape does not match its classes and features');
    this.detector = new OodDetector(json.ood);
    if (this.detector.width !== p) throw new Error('malformed image model: reference set width');
    this.gate = json.gate ? loadClassifier(json.gate.classifier) : null;
    if (this.gate && (this.gate.nFeatures !== p || this.gate.nClasses !== 2)) throw new Error('malformed image model: gate shape');
    if (json.deep) {
      const d = json.deep;
      if (!d.backbone.startsWith(`${BACKBONE_ID}@`))
        throw new Error(`the model needs the backbone ${d.backbone}, which this code does not have`);
      const head = loadClassifier(d.classifier);
      if (head.nFeatures !== BACKBONE_FEATURES || head.nClasses !== json.classes.length)
        throw new Error('malformed image model: backbone head shape');
      if (
        d.standardise.mean.length !== BACKBONE_FEATURES ||
        d.standardise.std.length !== BACKBONE_FEATURES ||
        d.standardise.std.some((s) => !(s > 0))
      )
        throw new Error('malformed image model: backbone standardiser');
      if (!(d.weight > 0 && d.weight <= 1)) throw new Error('malformed image model: backbone head weight');
      this.deepHead = { classifier: head, weight: d.weight };
    } else this.deepHead = null;
    this.power = json.calibration_power ?? 1;
    if (!(this.power > 0)) throw new Error('malformed image model: calibration power');
    if (!(json.confidence_threshold >= 0 && json.confidence_threshold <= 1)) throw new Error('malformed image model: confidence threshold');
    this.id = identity.id;
    this.name = identity.name;
    this.kind = identity.kind;
    this.card = identity.card;
    this.task = json.task;
    this.labels = [...json.classes];
    this.confidenceThreshold = json.confidence_threshold;
    this.views = json.views;
    this.scale = json.standardise;
    this.gateThreshold = json.gate?.threshold ?? null;
    this.deepScale = json.deep?.standardise ?? null;
  }

  /** Loads a model file's text; the version is `<task>-<12 hex of the SHA-256 of the text>`. */
  static parse(text: string, identity: ModelIdentity, pool?: () => FeaturePool): FeatureImageModel {
    const body = text.trimEnd();
    const json = JSON.parse(body) as ImageModelJson;
    return new FeatureImageModel(json, modelVersion(json.task, body), identity, pool);
  }

  /** Whether the model votes over the close-up crops too (the feature pool must compute them). */
  get usesCrops(): boolean {
    return this.views === 'full+crops';
  }

  /** Whether the model reads the pretrained backbone's features (the feature pool must compute them). */
  get usesBackbone(): boolean {
    return this.deepHead !== null;
  }

  /** The model's columns of a photo's features, standardised. */
  standardise(features: ArrayLike<number>): Float64Array {
    const picked = this.columns.map((c) => features[c] as number);
    return standardiseRow(picked, this.scale.mean, this.scale.std);
  }

  private verdictOf(z: Float64Array, photo: PhotoFeatures): OodVerdict {
    const distance = this.detector.verdict(z, photo.plain);
    if (!this.gate || this.gateThreshold === null) return distance;
    // Either rule flags the photo: the gate knows the wrong subjects it was shown, the distance rule anything far from every training photo.
    const score = round6(this.gate.predictProba(z)[1]! / this.gateThreshold);
    return {
      outOfDistribution: distance.outOfDistribution || score > 1,
      score: Math.max(score, distance.score ?? 0),
      method: `${distance.method}+${OOD_METHOD_GATE}`,
    };
  }

  /** The out-of-distribution verdict alone (what an ONNX model of the same task borrows as its gate). */
  oodVerdict(photo: PhotoFeatures): OodVerdict {
    return this.verdictOf(this.standardise(photo.features), photo);
  }

  /** The backbone head's class probabilities of a photo (null for a model without one). */
  deepProbabilities(photo: PhotoFeatures): Float64Array | null {
    if (!this.deepHead || !this.deepScale) return null;
    if (!photo.deep) throw new Error('the photo features lack the backbone features this model reads');
    const { mean, std } = this.deepScale;
    return this.deepHead.classifier.predictProba(standardiseRow(photo.deep, mean, std));
  }

  /**
   * Calibrated class probabilities: the mean over the views the model reads, mixed with the
   * backbone head's by its weight, raised to the calibration power.
   */
  probabilities(photo: PhotoFeatures, z = this.standardise(photo.features)): Float64Array {
    const views = this.usesCrops && photo.crops ? [z, ...photo.crops.map((c) => this.standardise(c))] : [z];
    const sum = new Float64Array(this.labels.length);
    const w = this.deepHead?.weight ?? 0;
    if (w < 1)
      for (const v of views) {
        const q = this.classifier.predictProba(v);
        for (let k = 0; k < sum.length; k++) sum[k]! += ((1 - w) * q[k]!) / views.length;
      }
    const deep = this.deepProbabilities(photo);
    if (deep) for (let k = 0; k < sum.length; k++) sum[k]! += w * deep[k]!;
    if (this.power === 1) return sum;
    let total = 0;
    for (let k = 0; k < sum.length; k++) total += sum[k]! = sum[k]! ** this.power;
    for (let k = 0; k < sum.length; k++) sum[k]! /= total || 1;
    return sum;
  }

  /** Classifies computed features (synchronous; training scores held-out photos with exactly this). */
  classify(photo: PhotoFeatures): Omit<ImagePrediction, 'inferenceMs'> {
    const z = this.standardise(photo.features);
    return decide(this.labels, this.probabilities(photo, z), this.verdictOf(z, photo), this.confidenceThreshold);
  }

  /** Features in the worker pool, the model here. Rejects with ImageDecodeError for bytes that are not an image. */
  async predict(bytes: Buffer): Promise<ImagePrediction> {
    const started = performance.now();
    const photo = await this.pool().features(bytes, this.usesCrops, this.usesBackbone);
    const answer = this.classify(photo);
    return { ...answer, inferenceMs: Math.round((performance.now() - started) * 100) / 100 };
  }
}
