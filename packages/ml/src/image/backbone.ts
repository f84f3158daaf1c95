import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as TF from '@tensorflow/tfjs';
import { MODELS_DIR } from '../models.js';
import { decodeRaster } from './decode.js';

/**
 * The pretrained backbone of the photo models (issue 40): MobileNetV1 1.0/224 with its ImageNet
 * weights (Apache-2.0; models/backbones/mobilenet-v1-imagenet/SOURCE.md and LICENSE), committed
 * with the models and read from disk: nothing is fetched at run time. It is used frozen, as a
 * feature extractor: the global mean of the `conv_pw_12_relu` (1,024 channels) and
 * `conv_pw_11_relu` (512) activations of a 224×224 photo, 1,536 numbers, which a small head
 * (logistic regression) reads.
 *
 * Loaded lazily, once per thread, with TensorFlow.js on its WASM backend. The server computes
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
  weightsManifest: { paths: string[]; weights: TF.io.WeightsManifestEntry[] }[];
}

export interface Backbone {
  /**
   * Features of photos given as BACKBONE_INPUT² RGB rasters (row-major, 0..255), one Float32Array
   * of BACKBONE_FEATURES per photo; `mirror` reads each raster flipped left to right.
   */
  features(rasters: readonly Uint8Array[], mirror?: boolean): Float32Array[];
}

let loading: Promise<Backbone> | null = null;

/** The backbone, loaded on first use (TensorFlow.js on WASM, the committed weights), once per thread. */
export function backbone(): Promise<Backbone> {
  loading ??= load();
  // a failed load is not kept: the next call tries again
  loading.catch(() => (loading = null));
  return loading;
}

async function load(): Promise<Backbone> {
  const tf = await import('@tensorflow/tfjs');
  await import('@tensorflow/tfjs-backend-wasm');
  if (tf.getBackend() !== 'wasm' && !(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
  await tf.ready();
  const file = JSON.parse(readFileSync(join(BACKBONE_DIR, 'model.json'), 'utf8')) as WeightsFile;
  const buffers = file.weightsManifest.flatMap((g) => g.paths.map((p) => readFileSync(join(BACKBONE_DIR, p))));
  const weightData = Buffer.concat(buffers);
  const full = await tf.loadLayersModel({
    load: () =>
      Promise.resolve({
        modelTopology: file.modelTopology,
        weightSpecs: file.weightsManifest.flatMap((g) => g.weights),
        weightData: weightData.buffer.slice(weightData.byteOffset, weightData.byteOffset + weightData.byteLength),
      }),
  });
  const net = tf.model({ inputs: full.inputs, outputs: BACKBONE_LAYERS.map((name) => full.getLayer(name).output as TF.SymbolicTensor) });
  const size = BACKBONE_INPUT * BACKBONE_INPUT * 3;
  return {
    features(rasters, mirror = false) {
      if (rasters.length === 0) return [];
      const out = tf.tidy(() => {
        const input = new Float32Array(rasters.length * size);
        rasters.forEach((r, i) => {
          if (r.length !== size) throw new RangeError(`the backbone reads ${BACKBONE_INPUT}×${BACKBONE_INPUT} RGB rasters`);
          for (let j = 0; j < size; j++) input[i * size + j] = r[j]! / 127.5 - 1;
        });
        let x = tf.tensor4d(input, [rasters.length, BACKBONE_INPUT, BACKBONE_INPUT, 3]);
        if (mirror) x = tf.reverse(x, 2);
        const maps = net.predict(x) as TF.Tensor4D[];
        return tf.concat(
          maps.map((m) => tf.mean(m, [1, 2])),
          1,
        );
      });
      const flat = out.dataSync() as Float32Array;
      out.dispose();
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
  const keyOf = (bytes: Buffer) => createHash('sha256').update(version).update(bytes).digest('hex');
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
    net!.features(rasters).forEach((f, k) => {
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
