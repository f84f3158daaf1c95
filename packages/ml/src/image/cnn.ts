import type * as TF from '@tensorflow/tfjs';
import { mulberry32, shuffleInPlace, type Rng } from '../random.js';
import { decodeRaster } from './decode.js';

/**
 * A compact convolutional network trained from our photos on the CPU (issue 23), compared with the
 * feature forests on the same folds. TensorFlow.js runs here only on its WASM backend (tfjs-node
 * does not install; the pure-JS cpu backend took 456 s for one epoch of 256 photos at 64 px), and
 * WASM has no Conv2DBackpropFilter kernel, so Conv2D cannot be trained there. Each 3×3 convolution
 * is therefore written as its 9 shifted slices concatenated and one matrix product (im2col): slice,
 * pad, concat and matMul all have gradients on WASM, and this was 2× faster than a depth-1 Conv3D
 * (whose gradient kernels WASM does have).
 */

/** The network reads CNN_INPUT px squares: random crops of a CNN_DECODE px decode in training, its centre at prediction. */
export const CNN_INPUT = 48;
export const CNN_DECODE = 56;
const WIDTHS = [3, 16, 32, 64, 96] as const;
const DROPOUT = 0.3;
const BATCH = 32;
const LEARNING_RATE = 2e-3;
const BRIGHTNESS = 0.2;

export interface CnnOptions {
  epochs: number;
  seed: number;
}

export const CNN_DESCRIPTION = `compact convolutional network trained from the photos on the CPU (TensorFlow.js, WASM backend): ${CNN_INPUT}×${CNN_INPUT} RGB input, 4 blocks of a 3×3 convolution (${WIDTHS.slice(1).join(', ')} filters, ReLU; 2×2 max pooling after the first 3), global average pooling, dropout ${DROPOUT}, softmax; Adam (learning rate ${LEARNING_RATE}), batches of ${BATCH}, He-initialised from the seed; augmentation per photo and epoch: a random ${CNN_INPUT} px crop of a ${CNN_DECODE} px decode, random horizontal flip, rotation by a random multiple of 90°, brightness ×[${1 - BRIGHTNESS}, ${1 + BRIGHTNESS}]; prediction: the mean of the centre crop and its mirror image`;

// Loaded on first use: the server imports this module with Admin training, and TensorFlow.js costs
// about 0.9 s and 47 MB of RSS to load, which a server that never trains a CNN should not pay.
// The full bundle, not tfjs-core: only the bundle registers the gradient functions in a form plain
// Node loads (tfjs-core's own register_all_gradients is an ES build with directory imports).
let tf: typeof TF;
let ready: Promise<void> | null = null;
/** TensorFlow.js on its WASM backend, once per process. */
export function cnnBackend(): Promise<void> {
  ready ??= (async () => {
    tf = await import('@tensorflow/tfjs');
    await import('@tensorflow/tfjs-backend-wasm');
    if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
    await tf.ready();
  })();
  return ready;
}

/** A photo as the network reads it: CNN_DECODE² × RGB in [0, 1], row-major (EXIF orientation applied, stretched to fill). */
export async function cnnPixels(bytes: Buffer | string): Promise<Float32Array> {
  const { rgb } = await decodeRaster(bytes, CNN_DECODE);
  return Float32Array.from(rgb, (v) => v / 255);
}

/** Writes the CNN_INPUT² crop at (x0, y0) of `src`, rotated by `rot` quarter turns and mirrored when `flip`, scaled by `gain`, centred, into `out` at `offset`. */
function writeCrop(
  src: Float32Array,
  out: Float32Array,
  offset: number,
  x0: number,
  y0: number,
  flip: boolean,
  rot: number,
  gain: number,
): void {
  const n = CNN_INPUT;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      let sx = flip ? n - 1 - x : x;
      let sy = y;
      for (let r = 0; r < rot; r++) [sx, sy] = [sy, n - 1 - sx];
      const s = ((y0 + sy) * CNN_DECODE + (x0 + sx)) * 3;
      const o = offset + (y * n + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = Math.min(1, src[s + c]! * gain) - 0.5;
    }
}

function augmentedBatch(images: readonly Float32Array[], idx: readonly number[], rng: Rng): TF.Tensor4D {
  const size = CNN_INPUT * CNN_INPUT * 3;
  const out = new Float32Array(idx.length * size);
  const slack = CNN_DECODE - CNN_INPUT + 1;
  idx.forEach((i, k) => {
    const x0 = Math.floor(rng() * slack);
    const y0 = Math.floor(rng() * slack);
    const flip = rng() < 0.5;
    const rot = Math.floor(rng() * 4);
    const gain = 1 - BRIGHTNESS + 2 * BRIGHTNESS * rng();
    writeCrop(images[i]!, out, k * size, x0, y0, flip, rot, gain);
  });
  return tf.tensor4d(out, [idx.length, CNN_INPUT, CNN_INPUT, 3]);
}

/** Centre crop and its mirror image of each photo, as two batches. */
function centreBatches(images: readonly Float32Array[]): [TF.Tensor4D, TF.Tensor4D] {
  const size = CNN_INPUT * CNN_INPUT * 3;
  const c = (CNN_DECODE - CNN_INPUT) >> 1;
  const plain = new Float32Array(images.length * size);
  const mirror = new Float32Array(images.length * size);
  images.forEach((im, k) => {
    writeCrop(im, plain, k * size, c, c, false, 0, 1);
    writeCrop(im, mirror, k * size, c, c, true, 0, 1);
  });
  const shape: [number, number, number, number] = [images.length, CNN_INPUT, CNN_INPUT, 3];
  return [tf.tensor4d(plain, shape), tf.tensor4d(mirror, shape)];
}

export interface CnnModel {
  /** Class probabilities of each photo (pixels from `cnnPixels`). */
  probabilities(images: readonly Float32Array[]): number[][];
  dispose(): void;
}

/** Trains the network on `images` (from `cnnPixels`) with labels `y` in [0, nClasses). Deterministic for a seed. */
export async function trainCnn(
  images: readonly Float32Array[],
  y: Int32Array,
  nClasses: number,
  opts: CnnOptions,
  log: (line: string) => void = () => {},
): Promise<CnnModel> {
  await cnnBackend();
  if (images.length !== y.length) throw new Error('trainCnn: one label per photo');
  const rng = mulberry32(opts.seed);
  let tfSeed = opts.seed >>> 0;
  const nextSeed = () => (tfSeed = (tfSeed + 0x9e3779b9) >>> 0);
  const params: TF.Variable[] = [];
  for (let i = 0; i < WIDTHS.length - 1; i++) {
    const fanIn = 9 * WIDTHS[i]!;
    params.push(tf.variable(tf.randomNormal([fanIn, WIDTHS[i + 1]!], 0, Math.sqrt(2 / fanIn), 'float32', nextSeed())));
    params.push(tf.variable(tf.zeros([WIDTHS[i + 1]!])));
  }
  const last = WIDTHS[WIDTHS.length - 1]!;
  const W = tf.variable(tf.randomNormal([last, nClasses], 0, Math.sqrt(1 / last), 'float32', nextSeed()));
  const b = tf.variable(tf.zeros([nClasses]));

  const logits = (x: TF.Tensor4D, dropoutSeed: number | null): TF.Tensor2D => {
    let h: TF.Tensor4D = x;
    for (let i = 0; i < WIDTHS.length - 1; i++) {
      const [N, H, Wd, C] = h.shape;
      const p = tf.pad(h, [
        [0, 0],
        [1, 1],
        [1, 1],
        [0, 0],
      ]);
      const cols: TF.Tensor4D[] = [];
      for (let dy = 0; dy < 3; dy++) for (let dx = 0; dx < 3; dx++) cols.push(tf.slice(p, [0, dy, dx, 0], [N, H, Wd, C]));
      const z = tf.matMul(tf.reshape(tf.concat(cols, 3), [N * H * Wd, 9 * C]), params[2 * i] as TF.Tensor2D);
      h = tf.reshape(tf.relu(tf.add(z, params[2 * i + 1]!)), [N, H, Wd, WIDTHS[i + 1]!]);
      if (i < WIDTHS.length - 2) h = tf.maxPool(h, 2, 2, 'valid');
    }
    let g = tf.mean(h, [1, 2]) as TF.Tensor2D;
    if (dropoutSeed !== null) g = tf.dropout(g, DROPOUT, undefined, dropoutSeed) as TF.Tensor2D;
    return tf.add(tf.matMul(g, W), b);
  };

  const optimizer = tf.train.adam(LEARNING_RATE);
  const order = images.map((_, i) => i);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const started = performance.now();
    shuffleInPlace(order, rng);
    let lossSum = 0;
    for (let s = 0; s < order.length; s += BATCH) {
      const idx = order.slice(s, s + BATCH);
      const x = augmentedBatch(images, idx, rng);
      const target = tf.oneHot(
        tf.tensor1d(
          Array.from(idx, (i) => y[i]!),
          'int32',
        ),
        nClasses,
      );
      const dropoutSeed = nextSeed();
      const loss = optimizer.minimize(() => tf.losses.softmaxCrossEntropy(target, logits(x, dropoutSeed)) as TF.Scalar, true);
      lossSum += loss!.dataSync()[0]! * idx.length;
      tf.dispose([x, target, loss!]);
    }
    log(
      `    cnn epoch ${epoch + 1}/${opts.epochs}: loss ${(lossSum / order.length).toFixed(3)} [${Math.round(performance.now() - started)} ms]`,
    );
  }
  optimizer.dispose();

  return {
    probabilities(batch) {
      const out: number[][] = [];
      for (let s = 0; s < batch.length; s += 64) {
        const [plain, mirror] = centreBatches(batch.slice(s, s + 64));
        const p = tf.tidy(() => tf.div(tf.add(tf.softmax(logits(plain, null)), tf.softmax(logits(mirror, null))), 2));
        const rows = p.arraySync() as number[][];
        tf.dispose([plain, mirror, p]);
        out.push(...rows);
      }
      return out;
    },
    dispose() {
      tf.dispose([...params, W, b]);
    },
  };
}
