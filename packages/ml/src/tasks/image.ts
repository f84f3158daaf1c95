import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ImageTask } from '@agrim/contracts';
import { datasetsDir as resolveDatasetsDir } from '../data/datasets.js';
import { accuracy, confusionMatrix, labelsOf, perClassMetrics } from '../eval/metrics.js';
import { builtinImageModel } from '../image/builtin.js';
import { readImageFolder, type LabelledImage } from '../image/folder.js';
import { averageHash, hamming } from '../image/hash.js';
import { wrongTaskSets } from '../image/oodSets.js';
import { readPhotos, trainImageClassifier } from '../image/train.js';
import type { EvalSummary, Task, TrainOptions, TrainResult } from './types.js';

/**
 * Epochs of the compact CNN in the comparison (`--cnn-epochs`; about 30 s each for 850 photos on
 * this shared 2-core machine). 0 by default since issue 40: it lost clearly on all three tasks
 * (issue 23, docs/decisions.md) and cost tomato 50 minutes of training; the pretrained backbone
 * replaced it.
 */
export const DEFAULT_CNN_EPOCHS = 0;

/** The label an abstention is scored as in `eval` (no class is named so). */
const NOT_SURE = '(not sure)';

/** Macro-F1 over the classes named (in truth or answers), a 'not sure' counting as a miss of its photo's class but not as a class of its own. */
function macroF1WithAbstentions(truth: readonly string[], predicted: readonly string[]): number {
  const classes = labelsOf(truth, predicted).filter((l) => l !== NOT_SURE);
  const per = perClassMetrics(confusionMatrix(truth, predicted, [...classes, NOT_SURE])).filter((m) => m.label !== NOT_SURE);
  return per.length ? per.reduce((a, m) => a + m.f1, 0) / per.length : 0;
}

/** One dataset folder of a task: its class subfolders and the label each stands for (null: not used). */
export interface ImageSource {
  dir: string;
  labels: Readonly<Record<string, string | null>>;
}

export interface ImageTaskSpec {
  name: ImageTask;
  title: string;
  /** Dataset folders (relative to the dataset folder). Empty: no public data; train from `--images`. */
  sources: readonly ImageSource[];
  /** Near-duplicates across two sources: photos of `drop` within `maxDistance` bits (16×16 average hash) of a photo of `keep` are left out. */
  dedupe?: { keep: string; drop: string; maxDistance: number };
  /** Class order of the model (the product's list). */
  classOrder: readonly string[];
  licence: string;
  citation: string;
  /** Why some folders are not used, etc. */
  dataNotes: readonly string[];
  /** Caveats for the card. */
  caveats: readonly string[];
  /** Photos per unrelated dataset set in the out-of-distribution measurement. */
  oodCap?: number;
  defaultSeed: number;
}

export interface ImageTaskDef extends Task {
  kind: 'image';
  spec: ImageTaskSpec;
  evaluateFile(path: string): Promise<EvalSummary>;
}

/** The label of a class folder for a task: its sources' names first, then a class of the task by name (ignoring case), else the folder name. */
export function labelForFolder(spec: ImageTaskSpec, folder: string): string | null {
  for (const s of spec.sources) if (Object.hasOwn(s.labels, folder)) return s.labels[folder]!;
  const lower = folder.trim().toLowerCase();
  return spec.classOrder.find((c) => c.toLowerCase() === lower) ?? folder;
}

/** The task's dataset photos (labels mapped, unused folders dropped, near-duplicates across sources removed) and notes about them. */
export async function datasetImages(
  spec: ImageTaskSpec,
  dir: string,
  log: (line: string) => void,
): Promise<{ images: LabelledImage[]; notes: string[] }> {
  if (spec.sources.length === 0)
    throw new Error(`the ${spec.name} task has no public dataset: train it from a folder of photos (--images <dir>)`);
  const notes: string[] = [];
  const bySource = new Map<string, LabelledImage[]>();
  for (const source of spec.sources) {
    const path = join(dir, source.dir);
    if (!existsSync(path) || !statSync(path).isDirectory())
      throw new Error(`dataset folder ${path} is missing (set DATASETS_DIR or --datasets)`);
    const all = readImageFolder(path, (folder) => {
      if (!Object.hasOwn(source.labels, folder)) throw new Error(`${path}: unexpected class folder "${folder}"`);
      return source.labels[folder] ?? '';
    });
    const dropped = all.filter((im) => im.label === '');
    if (dropped.length) {
      const folders = Object.entries(source.labels)
        .filter(([, l]) => l === null)
        .map(([f]) => `"${f}"`);
      notes.push(`${source.dir}/: the ${folders.join(', ')} folder (${dropped.length} photos) is not used.`);
    }
    bySource.set(
      source.dir,
      all.filter((im) => im.label !== ''),
    );
  }
  if (spec.dedupe) {
    const { keep, drop, maxDistance } = spec.dedupe;
    const kept = bySource.get(keep) ?? [];
    const candidates = bySource.get(drop) ?? [];
    const keptHashes = await Promise.all(kept.map((im) => averageHash(im.path)));
    const removed: string[] = [];
    const survivors: LabelledImage[] = [];
    for (const im of candidates) {
      const h = await averageHash(im.path);
      let best = Infinity;
      let match = -1;
      keptHashes.forEach((k, i) => {
        const d = hamming(h, k);
        if (d < best) {
          best = d;
          match = i;
        }
      });
      if (best <= maxDistance) {
        const other = kept[match]!;
        const rel = (p: string) => relative(dir, p);
        removed.push(
          `${rel(im.path)} (${im.label}) ≈ ${rel(other.path)} (${other.label}), ${best} bits${im.label !== other.label ? ', labels disagree' : ''}`,
        );
      } else survivors.push(im);
    }
    bySource.set(drop, survivors);
    log(`  near-duplicates across ${keep}/ and ${drop}/: ${removed.length} dropped`);
    notes.push(
      `Near-duplicates across the two sets (16×16 average hash, Hamming distance ≤ ${maxDistance}): ${removed.length} photos of ${drop}/ dropped in favour of their copy in ${keep}/${removed.length ? `: ${removed.join('; ')}` : ''}.`,
    );
  }
  return { images: spec.sources.flatMap((s) => bySource.get(s.dir) ?? []), notes };
}

/** Builds the registry entry of an image task. */
export function imageTask(spec: ImageTaskSpec): ImageTaskDef {
  const train = async (opts: TrainOptions = {}): Promise<TrainResult> => {
    const seed = opts.seed ?? spec.defaultSeed;
    const log = opts.log ?? (() => {});
    const dir = resolveDatasetsDir(opts.datasetsDir);
    const { images, notes } = await datasetImages(spec, dir, log);
    log(`${spec.name}: ${images.length} photos from ${spec.sources.map((s) => `${s.dir}/`).join(', ')}`);
    // Built-in tasks compare the head on the pretrained backbone too (issue 40).
    const { photos, skipped } = await readPhotos(images, log, true, true);
    const oodSets = await wrongTaskSets(spec.name, dir, spec.oodCap ?? 300, seed);
    const result = await trainImageClassifier({
      task: spec.name,
      photos,
      classOrder: spec.classOrder,
      seed,
      data: { files: spec.sources.map((s) => `${s.dir}/`), licence: spec.licence, citation: spec.citation },
      dataNotes: [
        ...spec.dataNotes,
        ...notes,
        ...(skipped.length
          ? [`${skipped.length} unreadable photos skipped: ${skipped.map((s) => s.path.slice(dir.length + 1)).join(', ')}.`]
          : []),
      ],
      caveats: [...spec.caveats],
      oodSets,
      cnn: { epochs: opts.cnnEpochs ?? DEFAULT_CNN_EPOCHS },
      backbone: true,
      log,
    });
    return { card: result.card, modelJson: result.modelJson, summary: result.summary };
  };

  const evaluateFile = async (path: string): Promise<EvalSummary> => {
    const model = await builtinImageModel(spec.name);
    if (!model)
      throw new Error(
        `there is no built-in ${spec.name} model: train one with \`npm run ml -- train ${spec.name}${spec.sources.length ? '' : ' --images <dir> ...'}\``,
      );
    if (!existsSync(path) || !statSync(path).isDirectory())
      throw new Error(`${path} is not a folder (image tasks evaluate a folder with one subfolder of photos per class)`);
    const images = readImageFolder(path, (folder) => labelForFolder(spec, folder) ?? folder);
    if (images.length === 0) throw new Error(`${path}: no JPEG, PNG or WebP photos in class subfolders`);
    const truth: string[] = [];
    const predicted: string[] = [];
    let abstained = 0;
    for (const im of images) {
      let answer;
      try {
        answer = await model.predict(readFileSync(im.path));
      } catch (e) {
        throw new Error(`${im.path}: ${e instanceof Error ? e.message : String(e)}`);
      }
      truth.push(im.label);
      // 'Not sure' is what the farmer is told: it is not a right answer.
      if (answer.notSure) abstained++;
      predicted.push(answer.notSure ? NOT_SURE : answer.label);
    }
    return {
      task: spec.name,
      n: truth.length,
      accuracy: accuracy(truth, predicted),
      macroF1: macroF1WithAbstentions(truth, predicted),
      abstained: abstained / truth.length,
    };
  };

  return { name: spec.name, title: spec.title, kind: 'image', spec, train, evaluateFile };
}
