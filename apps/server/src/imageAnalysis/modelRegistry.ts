import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { endpointKey, endpoints, IMAGE_TASKS, type ImageModel, type ImageTask } from '@agrim/contracts';
import {
  builtinImageModel,
  type ImageClassifier,
  listInstalledImageModels,
  MANIFEST_FILE,
  manifestSchema,
  warmImageBackbone,
} from '@agrim/ml';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../http/errors.js';
import type { ModelSync } from './modelSync.js';

/** A model that can answer: a built-in one, or one installed in IMAGE_MODELS_DIR (trained or an ONNX drop-in). */
export interface AvailableModel {
  classifier: ImageClassifier;
  id: string;
  name: string;
  task: ImageTask;
  /** When it was installed (ISO); null for a built-in model. */
  installedAt: string | null;
  /** Its folder in IMAGE_MODELS_DIR; null for a built-in model. */
  dir: string | null;
  default: boolean;
}

const TASK_WORDS: Record<ImageTask, string> = {
  'soil-type': 'soil type',
  'soybean-leaf': 'soybean leaf disease',
  'tomato-leaf': 'tomato leaf disease',
  'seed-quality': 'seed quality',
};

/** What an Admin can do when a task has no model at all (seed quality has no built-in one). */
export function noModelMessage(task: ImageTask, modelsDir: string): string {
  return (
    `No ${TASK_WORDS[task]} model is installed yet, so there is no prediction. An Admin can add one: ` +
    `upload a zip of class-named folders of photos on the ${task === 'seed-quality' ? 'Seed Quality' : 'image model'} screen ` +
    `(${endpointKey(endpoints.imageAnalysis.train)}), or run \`npm run ml -- train ${task} --images <folder> --out ${modelsDir} --id <id> --name <name>\`, ` +
    `or copy an ONNX model folder (model.onnx with its manifest.json) into ${modelsDir}.`
  );
}

/**
 * The image models the server can use: each task's built-in model (loaded once) and the models
 * installed in IMAGE_MODELS_DIR (listed again on every call; the ML package caches them by file
 * time). An ONNX drop-in is gated by a feature model of its task (the built-in one, else the newest
 * trained one) that tells whether a photo is like the task's photos at all. Models that fail to
 * load are not offered; the reason is logged once.
 */
export class ImageModelRegistry {
  private readonly builtins = new Map<ImageTask, Promise<ImageClassifier | null>>();
  private readonly loaded = new Map<ImageTask, ImageClassifier | null>();
  /** The newest trained model of each task, from the last listing (the gate of that task's ONNX models when it has no built-in one). */
  private newestTrained = new Map<ImageTask, ImageClassifier>();
  private readonly logged = new Set<string>();
  private readonly installedTimes = new Map<string, string | null>();
  private problems: string[] = [];
  /** With the durable queue: trained models shared through the database (modelSync.ts). */
  private sync: ModelSync | null = null;

  constructor(
    readonly modelsDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Shares trained models with the cluster's other processes (JOB_QUEUE=postgres). */
  shareThrough(sync: ModelSync): void {
    this.sync = sync;
  }

  /** Makes the installed model `id` available to processes that do not share this folder. */
  async publish(id: string): Promise<void> {
    await this.sync?.publish(id);
  }

  /**
   * Loads the built-in models now rather than on the first photo, and the pretrained backbone in
   * the feature worker when one of them reads it (the server's start calls it; issue 40).
   */
  async warm(): Promise<void> {
    const models = await Promise.all(IMAGE_TASKS.map((t) => this.builtin(t)));
    await warmImageBackbone(models);
  }

  /** Every usable model of `task` (or of all tasks), each task's default first. */
  async models(task?: ImageTask): Promise<AvailableModel[]> {
    const tasks = task ? [task] : [...IMAGE_TASKS];
    await Promise.all(tasks.map((t) => this.builtin(t)));
    const installed = await this.installed();
    const out: AvailableModel[] = [];
    for (const t of tasks) {
      const own = installed.filter((m) => m.task === t).sort((a, b) => (b.installedAt ?? '').localeCompare(a.installedAt ?? ''));
      const builtin = this.loaded.get(t) ?? null;
      const all: AvailableModel[] = [
        ...(builtin
          ? [{ classifier: builtin, id: builtin.id, name: builtin.name, task: t, installedAt: null, dir: null, default: false }]
          : []),
        ...own,
      ];
      // The built-in model when there is one, else the newest installed.
      if (all[0]) all[0].default = true;
      out.push(...all);
    }
    return out;
  }

  /** The model to answer with: the one named (id or name, any case) or the task's default. */
  async resolve(task: ImageTask, model?: string): Promise<AvailableModel> {
    const models = await this.models(task);
    if (model) {
      const wanted = model.trim().toLowerCase();
      const found = models.find((m) => m.id.toLowerCase() === wanted) ?? models.find((m) => m.name.toLowerCase() === wanted);
      if (!found) throw notFound(`Model ${model} is not installed.`);
      return found;
    }
    const chosen = models.find((m) => m.default);
    if (!chosen) throw new AppError('CONFLICT', noModelMessage(task, this.modelsDir));
    return chosen;
  }

  /** Uninstalls a trained or ONNX model (its folder is removed). A built-in model cannot be removed: 409. */
  async remove(id: string): Promise<AvailableModel> {
    const wanted = id.toLowerCase();
    const all = await this.models();
    const found = all.find((m) => m.id.toLowerCase() === wanted);
    if (!found) throw notFound(`Model ${id} is not installed.`);
    if (!found.dir) throw new AppError('CONFLICT', `${found.name} is built in and cannot be removed.`);
    const dir = path.resolve(found.dir);
    if (path.dirname(dir) !== path.resolve(this.modelsDir)) throw new AppError('CONFLICT', `${found.name} is not in the models folder.`);
    await this.sync?.unpublish(found.id);
    await rm(dir, { recursive: true, force: true });
    this.log.info({ model: found.id, task: found.task }, 'image model removed');
    return found;
  }

  /** The load problem reported for a model folder, if any (after the last listing). */
  async problemOf(id: string): Promise<string | null> {
    await this.installed();
    return this.problems.find((p) => p.startsWith(`${id}: `)) ?? null;
  }

  private builtin(task: ImageTask): Promise<ImageClassifier | null> {
    let p = this.builtins.get(task);
    if (!p) {
      p = builtinImageModel(task).then(
        (m) => {
          this.loaded.set(task, m);
          return m;
        },
        (err: unknown) => {
          // Not kept: the next call tries again (the reason is logged once).
          this.builtins.delete(task);
          this.loaded.set(task, null);
          const key = `builtin ${task}: ${err instanceof Error ? err.message : String(err)}`;
          if (!this.logged.has(key)) {
            this.logged.add(key);
            this.log.error({ err, task }, 'the built-in image model does not load');
          }
          return null;
        },
      );
      this.builtins.set(task, p);
    }
    return p;
  }

  private async installed(): Promise<AvailableModel[]> {
    await Promise.all(IMAGE_TASKS.map((t) => this.builtin(t)));
    await this.sync?.pull();
    const list = () =>
      listInstalledImageModels(this.modelsDir, { gate: (task) => this.loaded.get(task) ?? this.newestTrained.get(task) ?? null });
    let { models, problems } = await list();
    // A task without a built-in model gates its ONNX models with its newest trained one: list again when that changed.
    const newest = newestTrained(models, (m) => this.installedAt(m));
    const changed = IMAGE_TASKS.some(
      (t) => newest.get(t) !== this.newestTrained.get(t) && !this.loaded.get(t) && models.some((m) => m.task === t && m.kind === 'onnx'),
    );
    this.newestTrained = newest;
    if (changed) ({ models, problems } = await list());
    this.problems = problems.map((p) => `${p.folder}: ${p.error}`);
    for (const p of this.problems) {
      if (this.logged.has(p)) continue;
      this.logged.add(p);
      this.log.warn({ problem: p, dir: this.modelsDir }, 'an installed image model does not load');
    }
    return models.map((m) => ({
      classifier: m,
      id: m.id,
      name: m.name,
      task: m.task,
      installedAt: this.installedAt(m),
      // A model's folder is named by its id (the ML package checks the manifest says so).
      dir: path.join(this.modelsDir, m.id),
      default: false,
    }));
  }

  /** `installed_at` of a model's manifest, read once per model version. */
  private installedAt(m: ImageClassifier): string | null {
    const key = `${m.id}\n${m.version}`;
    if (!this.installedTimes.has(key)) {
      let at: string | null = null;
      try {
        const manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(this.modelsDir, m.id, MANIFEST_FILE), 'utf8')));
        at = new Date(manifest.installed_at).toISOString();
      } catch {
        at = null;
      }
      this.installedTimes.set(key, at);
    }
    return this.installedTimes.get(key)!;
  }
}

/** The newest trained model of each task. */
function newestTrained(models: ImageClassifier[], installedAt: (m: ImageClassifier) => string | null): Map<ImageTask, ImageClassifier> {
  const newest = new Map<ImageTask, ImageClassifier>();
  const trained = models.filter((m) => m.kind === 'trained').sort((a, b) => (installedAt(a) ?? '').localeCompare(installedAt(b) ?? ''));
  for (const m of trained) newest.set(m.task, m);
  return newest;
}

/** The API's description of a model. */
export function describeModel(m: AvailableModel): ImageModel {
  return {
    id: m.id,
    name: m.name,
    task: m.task,
    kind: m.classifier.kind,
    labels: [...m.classifier.labels],
    default: m.default,
    card: m.classifier.card,
    installed_at: m.installedAt,
  };
}
