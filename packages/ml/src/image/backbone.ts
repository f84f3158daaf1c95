import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODELS_DIR } from '../models.js';
import { backboneOnnxModel, type KerasWeights } from './backboneOnnx.js';
import { decodeRaster } from './decode.js';

/**
 * The pretrained backbone of the photo models (issue 40): MobileNetV1 1.0/224 with its ImageNet
 * weights (Apache-2.0; models/backbones/mobilenet-v1-imagenet/SOURCE.md and LICENSE), committed
 * with the models and read from disk: nothing is fetched at run time. It is used frozen, as a
 * feature extractor: the global mean of the `conv_pw_12_relu` (1,024 channels) and
 * `conv_pw_11_relu` (512) activations of a 224×224 photo, 1,536 numbers, which a small head
 * (logistic regression) reads.
 *
 * Loaded lazily, once per thread: the graph is written as ONNX from the Keras topology and weights
 * (backboneOnnx.ts) and run by onnxruntime-node (native; TensorFlow.js on WASM took ~6× longer,
 * with the same numbers to ~1e-5). The server computes
 * these features in the feature pool's worker thread (one worker: one copy of the weights per
 * process, shared by every task's model), never on the request thread; training computes them in
 * its own process.
 */

export const BACKBONE_ID = 'mobilenet-v1-imagenet';
export const BACKBONE_DIR = join(MODELS_DIR, 'backbones', BACKBONE_ID);
export const BACKBONE_INPUT = 224;
/** The layers whose spatial means are the features, in this order. */
export const BACKBONE_LAYERS = ['conv_pw_12_relu', 'conv_pw_11_relu'] as const;
const LAYER_WIDTHS = [1024, 512] as const;
export const BACKBONE_FEATURES = LAYER_WIDTHS[0] + LAYER_WIDTHS[1];
/** Names of the backbone features, as model files list them. */
export const BACKBONE_FEATURE_NAMES: readonly string[] = BACKBONE_LAYERS.flatMap((layer, l) =>
  Array.from({ length: LAYER_WIDTHS[l]! }, (_, c) => `${layer}_mean_${c}`),
);

export const BACKBONE_DESCRIPTION =
  'MobileNetV1 1.0/224 pretrained on ImageNet (ILSVRC-2012; TF-slim checkpoint as converted by the TensorFlow.js team, Apache License 2.0), used frozen: global mean of the conv_pw_12_relu and conv_pw_11_relu activations of the 224×224 photo (1,536 features)';
export const BACKBONE_LICENCE =
  'backbone weights: Apache License 2.0 (models/backbones/mobilenet-v1-imagenet/LICENSE); trained by Google on ImageNet, whose images are licensed for non-commercial research only';

/** `mobilenet-v1-imagenet@<12 hex of the SHA-256 of model.json and its weight files>`: what a model file records it was trained with. */
export function backboneVersion(): string {
  const manifest = JSON.parse(readFileSync(join(BACKBONE_DIR, 'model.json'), 'utf8')) as WeightsFile;
  const h = createHash('sha256').update(readFileSync(join(BACKBONE_DIR, 'model.json')));
  for (const group of manifest.weightsManifest) for (const p of group.paths) h.update(readFileSync(join(BACKBONE_DIR, p)));
  return `${BACKBONE_ID}@${h.digest('hex').slice(0, 12)}`;
}

interface WeightsFile {
  modelTopology: object;
  weightsManifest: {
    paths: string[];
    weights: { name: string; shape: number[]; dtype: string; quantization?: unknown }[];
  }[];
}

export interface Backbone {
  /**
   * Features of photos given as BACKBONE_INPUT² RGB rasters (row-major, 0..255), one Float32Array
   * of BACKBONE_FEATURES per photo; `mirror` reads each raster flipped left to right.
   */
  features(rasters: readonly Uint8Array[], mirror?: boolean): Promise<Float32Array[]>;
}

/** The runtime that computes the features (part of what a feature cache is keyed by). */
export const BACKBONE_RUNTIME = 'onnxruntime-node';

let loading: Promise<Backbone> | null = null;

/** The backbone, loaded on first use (the committed weights, run by onnxruntime-node), once per thread. */
export function backbone(): Promise<Backbone> {
  loading ??= load();
  // a failed load is not kept: the next call tries again
  loading.catch(() => (loading = null));
  return loading;
}

/** The committed weights by name, and the Keras layers they belong to. */
export function backboneWeights(): KerasWeights {
  const file = JSON.parse(readFileSync(join(BACKBONE_DIR, 'model.json'), 'utf8')) as WeightsFile;
  const weights = new Map<string, { shape: readonly number[]; values: Float32Array }>();
  for (const group of file.weightsManifest) {
    const data = Buffer.concat(group.paths.map((p) => readFileSync(join(BACKBONE_DIR, p))));
    let offset = 0;
    for (const w of group.weights) {
      if (w.dtype !== 'float32' || w.quantization) throw new Error(`the backbone's weight ${w.name} is not plain float32`);
      const n = w.shape.reduce((a, b) => a * b, 1);
      // a copy (aligned); the weight files are little-endian, as every platform Node runs on
      const values = new Float32Array(data.buffer.slice(data.byteOffset + offset, data.byteOffset + offset + 4 * n));
      weights.set(w.name, { shape: w.shape, values });
      offset += 4 * n;
    }
    if (offset !== data.length) throw new Error("the backbone's weight files do not match their manifest");
  }
  const topology = file.modelTopology as {
    model_config?: { config: { layers: KerasWeights['layers'] } };
    config?: { layers: KerasWeights['layers'] };
  };
  const layers = (topology.model_config ?? topology).config?.layers;
  if (!layers) throw new Error("the backbone's model.json has no layer list");
  return { layers, weights };
}

/** Threads of the backbone's session: one (the feature worker is one thread among the server's; a photo takes ~30 ms). */
const INTRA_OP_THREADS = 1;

async function load(): Promise<Backbone> {
  const ort = await import('onnxruntime-node');
  const model = backboneOnnxModel(backboneWeights(), BACKBONE_INPUT, { pw12: LAYER_WIDTHS[0], pw11: LAYER_WIDTHS[1] });
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: INTRA_OP_THREADS,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const size = BACKBONE_INPUT * BACKBONE_INPUT * 3;
  const row = BACKBONE_INPUT * 3;
  return {
    async features(rasters, mirror = false) {
      if (rasters.length === 0) return [];
      const input = new Float32Array(rasters.length * size);
      rasters.forEach((r, i) => {
        if (r.length !== size) throw new RangeError(`the backbone reads ${BACKBONE_INPUT}×${BACKBONE_INPUT} RGB rasters`);
        const base = i * size;
        if (!mirror) for (let j = 0; j < size; j++) input[base + j] = r[j]! / 127.5 - 1;
        else
          for (let y = 0; y < BACKBONE_INPUT; y++)
            for (let x = 0; x < BACKBONE_INPUT; x++)
              for (let c = 0; c < 3; c++) input[base + y * row + x * 3 + c] = r[y * row + (BACKBONE_INPUT - 1 - x) * 3 + c]! / 127.5 - 1;
      });
      const out = await session.run({ input: new ort.Tensor('float32', input, [rasters.length, BACKBONE_INPUT, BACKBONE_INPUT, 3]) });
      const flat = out.features!.data as Float32Array;
      return rasters.map((_, i) => flat.slice(i * BACKBONE_FEATURES, (i + 1) * BACKBONE_FEATURES));
    },
  };
}

/** The photo as the backbone reads it: BACKBONE_INPUT² RGB, EXIF orientation applied, stretched to fill. */
export async function backboneRaster(input: Buffer | string): Promise<Buffer> {
  return (await decodeRaster(input, BACKBONE_INPUT)).rgb;
}

const CACHE_BATCH = 8;

/**
 * Backbone features of many photos (files or bytes), in batches: what training uses. With env
 * AGRIM_FEATURE_CACHE set to a folder, each photo's features are kept there under the SHA-256 of
 * its bytes and the backbone version, so a second training run skips the network (the same numbers).
 */
export async function backboneFeaturesOf(
  inputs: readonly (Buffer | string)[],
  log: (line: string) => void = () => {},
): Promise<Float32Array[]> {
  const cacheDir = process.env.AGRIM_FEATURE_CACHE;
  const version = cacheDir ? backboneVersion() : '';
  const out: Float32Array[] = new Array(inputs.length);
  const keyOf = (bytes: Buffer) => createHash('sha256').update(version).update(BACKBONE_RUNTIME).update(bytes).digest('hex');
  const uncached: { i: number; key: string | null; bytes: Buffer }[] = [];
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  for (const [i, input] of inputs.entries()) {
    const bytes = typeof input === 'string' ? readFileSync(input) : input;
    const key = cacheDir ? keyOf(bytes) : null;
    const file = key ? join(cacheDir!, `${key}.f32`) : null;
    if (file && existsSync(file)) {
      const b = readFileSync(file);
      out[i] = new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
    } else uncached.push({ i, key, bytes });
  }
  const net = uncached.length ? await backbone() : null;
  const started = performance.now();
  for (let s = 0; s < uncached.length; s += CACHE_BATCH) {
    const batch = uncached.slice(s, s + CACHE_BATCH);
    const rasters = await Promise.all(batch.map((t) => backboneRaster(t.bytes)));
    (await net!.features(rasters)).forEach((f, k) => {
      const t = batch[k]!;
      out[t.i] = f;
      if (t.key) writeFileSync(join(cacheDir!, `${t.key}.f32`), Buffer.from(f.buffer, f.byteOffset, f.byteLength));
    });
    if ((s / CACHE_BATCH) % 32 === 31)
      log(`  backbone: ${s + batch.length}/${uncached.length} photos [${Math.round(performance.now() - started)} ms]`);
  }
  if (uncached.length)
    log(
      `  backbone: ${uncached.length} photos in ${Math.round(performance.now() - started)} ms (${inputs.length - uncached.length} from the cache)`,
    );
  return out;
}
