import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { imageModelCardSchema, type ImageModelCard, type ImageTask } from '@agrim/contracts';
import { ZodError } from 'zod';
import { renderCardMarkdown } from '../card.js';
import { datasetsDir } from '../data/datasets.js';
import { getTask } from '../tasks/index.js';
import type { ImageTaskDef } from '../tasks/image.js';
import { FeatureImageModel } from './featureModel.js';
import { readImageFolder } from './folder.js';
import {
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  MODEL_ID_PATTERN,
  describeZodError,
  manifestSchema,
  type Manifest,
  type TrainedManifest,
} from './manifest.js';
import { OnnxImageModel, loadOnnxCore, type OnnxCore } from './onnx.js';
import { datasetOodSets, syntheticOodSets } from './oodSets.js';
import { checkClassCounts, readPhotos, trainImageClassifier } from './train.js';
import type { ImageClassifier } from './types.js';

/**
 * Installed image models: one folder per model under a models folder, `<dir>/<id>/manifest.json`
 * plus the model file (and optionally a card). Admin-trained models are written here by
 * `trainImageModel`; ONNX classifiers are dropped in by an operator.
 */

type Loaded = { kind: 'trained'; model: FeatureImageModel } | { kind: 'onnx'; core: OnnxCore };

interface CacheEntry {
  mtimeMs: number;
  loading: Promise<Loaded>;
}

/** By absolute folder path; an entry is reused while its manifest's mtime is unchanged. */
const cache = new Map<string, CacheEntry>();

function readCard(folder: string, file: string | undefined): ImageModelCard | null {
  if (!file) return null;
  const path = join(folder, file);
  if (!existsSync(path)) throw new Error(`the card ${file} named in the manifest is missing`);
  try {
    return imageModelCardSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (e) {
    throw new Error(
      `the card ${file} is not a valid image model card: ${e instanceof ZodError ? describeZodError(e) : e instanceof Error ? e.message : String(e)}`,
    );
  }
}

async function load(folder: string): Promise<Loaded> {
  const manifestPath = join(folder, MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (e) {
    throw new Error(`${MANIFEST_FILE} is not readable JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${MANIFEST_FILE} is invalid: ${describeZodError(parsed.error)}`);
  const manifest: Manifest = parsed.data;
  if (manifest.id !== basename(folder))
    throw new Error(`the manifest's id "${manifest.id}" is not the folder's name "${basename(folder)}"`);
  if (!existsSync(join(folder, manifest.file))) throw new Error(`the model file ${manifest.file} named in the manifest is missing`);
  const card = readCard(folder, manifest.card);
  if (card && card.task !== manifest.task) throw new Error(`the card is of task ${card.task}, the manifest says ${manifest.task}`);
  if (manifest.kind === 'trained') {
    const model = FeatureImageModel.parse(readFileSync(join(folder, manifest.file), 'utf8'), {
      id: manifest.id,
      name: manifest.name,
      kind: 'trained',
      card,
    });
    if (model.task !== manifest.task) throw new Error(`${manifest.file} is a model of ${model.task}, the manifest says ${manifest.task}`);
    if (model.labels.join('\n') !== manifest.labels.join('\n'))
      throw new Error(`the manifest's labels differ from the model's (${model.labels.join(', ')})`);
    return { kind: 'trained', model };
  }
  try {
    return { kind: 'onnx', core: await loadOnnxCore(folder, manifest, card) };
  } catch (e) {
    throw new Error(`the ONNX model ${manifest.file} cannot be used: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function release(entry: CacheEntry): void {
  entry.loading.then(
    (l) => (l.kind === 'onnx' ? l.core.session.release().catch(() => {}) : undefined),
    () => {},
  );
}

/**
 * The models installed under `dir` (one folder each, in folder-name order). A missing `dir` has
 * none; a folder that cannot be used is listed in `problems` with the reason, never thrown. Loaded
 * models are cached by folder and manifest mtime, so calling this per request costs a directory
 * listing and a stat per folder. `gate(task)` gives ONNX models a feature model of their task whose
 * out-of-distribution check they borrow.
 */
export async function listInstalledImageModels(
  dir: string,
  opts: { gate?: (task: ImageTask) => ImageClassifier | null } = {},
): Promise<{ models: ImageClassifier[]; problems: { folder: string; error: string }[] }> {
  const root = resolve(dir);
  const models: ImageClassifier[] = [];
  const problems: { folder: string; error: string }[] = [];
  let entries: string[];
  try {
    entries = readdirSync(root).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { models, problems };
    // not a folder, not readable: nothing to list, said once
    return { models, problems: [{ folder: root, error: e instanceof Error ? e.message : String(e) }] };
  }
  const seen = new Set<string>();
  for (const name of entries) {
    // dot-folders are work in progress (a model being written) or hidden
    if (name.startsWith('.')) continue;
    const folder = join(root, name);
    let isDir = false;
    try {
      isDir = statSync(folder).isDirectory();
    } catch {
      continue;
    }
    if (!isDir) continue;
    seen.add(folder);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(folder, MANIFEST_FILE)).mtimeMs;
    } catch {
      const old = cache.get(folder);
      if (old) release(old);
      cache.delete(folder);
      problems.push({ folder: name, error: `no ${MANIFEST_FILE}` });
      continue;
    }
    let entry = cache.get(folder);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      if (entry) release(entry);
      entry = { mtimeMs, loading: load(folder) };
      entry.loading.catch(() => {}); // reported below
      cache.set(folder, entry);
    }
    try {
      const loaded = await entry.loading;
      if (loaded.kind === 'trained') models.push(loaded.model);
      else models.push(new OnnxImageModel(loaded.core, opts.gate?.(loaded.core.manifest.task) ?? null));
    } catch (e) {
      problems.push({ folder: name, error: e instanceof Error ? e.message : String(e) });
    }
  }
  for (const [folder, entry] of cache) {
    if (folder.startsWith(join(root, '')) && !seen.has(folder)) {
      release(entry);
      cache.delete(folder);
    }
  }
  return { models, problems };
}

/** The folder holding the class folders: `dir` itself, or its only subfolder when a zip wrapped them in one (e.g. `photos/<class>/…`). */
export function imageRoot(dir: string): string {
  const visible = (d: string) => readdirSync(d).filter((n) => !n.startsWith('.') && n !== '__MACOSX' && statSync(join(d, n)).isDirectory());
  let root = dir;
  for (let depth = 0; depth < 3; depth++) {
    const subs = visible(root);
    if (subs.length !== 1) break;
    const only = join(root, subs[0]!);
    if (visible(only).length === 0) break; // the one subfolder is a class, not a wrapper
    root = only;
  }
  return root;
}

/** Photos of each other task's dataset in the wrong-task sets of a quick training (tests): 20 otherwise. */
const QUICK_OOD_PHOTOS = 6;

/**
 * Trains a feature model from a folder with one subfolder of photos per class (the folder names
 * are the labels) and installs it as `<outDir>/<id>/` (manifest.json of kind 'trained',
 * model.json, card.json, card.md). Same procedure as the built-in models: seeded stratified 80/20
 * split, candidates compared on the held-out photos, the one fitted on the training photos kept.
 * Unreadable photos are skipped and counted in the card's notes. Rejects fewer than 2 classes, a
 * class with fewer than TRAINING_MIN_IMAGES_PER_CLASS readable photos, a bad id and an id that is
 * already installed. The folder appears whole or not at all (written aside, then renamed).
 */
export async function trainImageModel(opts: {
  task: ImageTask;
  imagesDir: string;
  outDir: string;
  id: string;
  name: string;
  seed?: number;
  /** Quick training (tests of the training path): the same candidates with small forests (trainImageClassifier's `quick`). */
  quick?: boolean;
  log?: (line: string) => void;
}): Promise<ImageModelCard> {
  const log = opts.log ?? (() => {});
  const task = getTask(opts.task) as ImageTaskDef;
  if (task.kind !== 'image') throw new Error(`${opts.task} is not an image task`);
  if (!MODEL_ID_PATTERN.test(opts.id))
    throw new Error(`model id "${opts.id}" must be letters, digits, ".", "_" and "-" (at most 100, starting with a letter or digit)`);
  const name = opts.name.trim();
  if (name.length === 0 || name.length > 100) throw new Error('the model name must be 1 to 100 characters');
  const outDir = resolve(opts.outDir);
  const target = join(outDir, opts.id);
  if (existsSync(target)) throw new Error(`a model with id "${opts.id}" is already installed (${target})`);
  if (!existsSync(opts.imagesDir) || !statSync(opts.imagesDir).isDirectory())
    throw new Error(`${opts.imagesDir} is not a folder of class subfolders`);
  const seed = opts.seed ?? task.spec.defaultSeed;

  const root = imageRoot(opts.imagesDir);
  const images = readImageFolder(root);
  checkClassCounts(
    images.map((i) => i.label),
    'the photos',
  );
  log(`${opts.task}: ${images.length} photos in ${new Set(images.map((i) => i.label)).size} class folders`);
  // The same candidates as the built-in models: the head on the pretrained backbone's features too (issue 40).
  const { photos, skipped } = await readPhotos(images, log, true, true);
  const dsDir = datasetsDir();
  const oodSets = [
    ...(await syntheticOodSets(seed)),
    ...(existsSync(dsDir) ? datasetOodSets(opts.task, dsDir, opts.quick ? QUICK_OOD_PHOTOS : 20, seed) : []),
  ];
  const result = await trainImageClassifier({
    task: opts.task,
    photos,
    seed,
    data: {
      files: [`${basename(root)}/`],
      licence: 'photos supplied by the operator (not a public dataset)',
      citation: 'photos supplied by the operator',
    },
    dataNotes: [
      `Trained from ${images.length} photos in one folder per class (the folder names are the labels).`,
      ...(skipped.length
        ? [
            `${skipped.length} unreadable photo${skipped.length === 1 ? ' was' : 's were'} skipped: ${skipped.map((s) => `${s.path.slice(root.length + 1)} (${s.error})`).join('; ')}.`,
          ]
        : []),
    ],
    caveats: [
      "Trained on an operator's photos: the held-out figures are only as representative as those photos are of the photos the model will be shown.",
    ],
    oodSets,
    backbone: true,
    ...(opts.quick ? { quick: true } : {}),
    log,
  });

  const manifest: TrainedManifest = {
    format: MANIFEST_FORMAT,
    id: opts.id,
    name,
    task: opts.task,
    kind: 'trained',
    file: 'model.json',
    labels: result.card.data.classes.map((c) => c.label),
    card: 'card.json',
    installed_at: new Date().toISOString(),
  };
  mkdirSync(outDir, { recursive: true });
  const partial = join(outDir, `.${opts.id}.partial-${process.pid}-${Date.now()}`);
  mkdirSync(partial);
  try {
    writeFileSync(join(partial, 'model.json'), `${result.modelJson}\n`);
    writeFileSync(join(partial, 'card.json'), `${JSON.stringify(result.card, null, 2)}\n`);
    writeFileSync(join(partial, 'card.md'), renderCardMarkdown(result.card, `trainImageModel (model ${opts.id})`));
    // the manifest last: a folder with a manifest is complete
    writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    if (existsSync(target)) throw new Error(`a model with id "${opts.id}" was installed while this one trained`);
    renameSync(partial, target);
  } catch (e) {
    rmSync(partial, { recursive: true, force: true });
    throw e;
  }
  for (const line of result.summary) log(line);
  log(`installed ${target}`);
  return result.card;
}
