/**
 * The compact CNN (issue 23) on one fold at a chosen number of epochs: is the card's 10 epochs the
 * network's limit or the CPU budget? Trains on fold <fold> of the soil photos' stratified 5-fold
 * partition (seed 42, the card's folds; network seed 42 + fold index, as in training) and prints
 * one JSON line {epochs, fold, right, n, accuracy, seconds}. The first N epochs of a longer run are
 * the N-epoch run (the same seed draws the same sequence).
 *
 *   DATASETS_DIR=/work/shared/datasets nice -n 10 node --import tsx bench/cnn-epochs.ts [--epochs=20] [--fold=1]
 */
import { datasetsDir } from '../packages/ml/src/data/datasets.js';
import { stratifiedKFold } from '../packages/ml/src/eval/crossValidation.js';
import { cnnPixels, trainCnn } from '../packages/ml/src/image/cnn.js';
import { datasetImages } from '../packages/ml/src/tasks/image.js';
import { soilTypeTask } from '../packages/ml/src/tasks/soilType.js';
import { parseFlags } from './results.js';

const flags = parseFlags(process.argv.slice(2), ['epochs', 'fold']);
const epochs = Number(flags.get('epochs') ?? 20);
const foldNumber = Number(flags.get('fold') ?? 1);
if (!Number.isInteger(epochs) || epochs < 1 || epochs > 200) throw new Error('--epochs must be an integer 1..200');
if (!Number.isInteger(foldNumber) || foldNumber < 1 || foldNumber > 5) throw new Error('--fold must be 1..5');
const seed = 42;
const spec = soilTypeTask.spec;
const { images } = await datasetImages(spec, datasetsDir(), () => {});
const labels = images.map((i) => i.label);
const classes = spec.classOrder.filter((c) => labels.includes(c));
const fold = stratifiedKFold(labels, 5, seed)[foldNumber - 1]!;
const pixels: Float32Array[] = [];
for (const im of images) pixels.push(await cnnPixels(im.path));
const started = performance.now();
const net = await trainCnn(
  fold.train.map((i) => pixels[i]!),
  Int32Array.from(fold.train, (i) => classes.indexOf(labels[i]!)),
  classes.length,
  { epochs, seed: seed + foldNumber - 1 },
  (line) => process.stderr.write(`${line}\n`),
);
const p = net.probabilities(fold.test.map((i) => pixels[i]!));
const right = fold.test.filter((i, k) => p[k]!.indexOf(Math.max(...p[k]!)) === classes.indexOf(labels[i]!)).length;
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ epochs, fold: foldNumber, right, n: fold.test.length, accuracy: right / fold.test.length, seconds }));
