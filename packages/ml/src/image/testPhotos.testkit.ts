import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { datasetsDir } from '../data/datasets.js';

/** A dataset photo folder (tests read the shared datasets from DATASETS_DIR, never from the repository). */
export function datasetFolder(...parts: string[]): string {
  return join(datasetsDir(), ...parts);
}

/** The first `n` photos (sorted by name) of a dataset class folder. */
export function datasetPhotos(set: string, folder: string, n: number): string[] {
  const dir = datasetFolder(set, folder);
  return readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort()
    .slice(0, n)
    .map((f) => join(dir, f));
}

/** Copies `n` photos of each class folder of a dataset into `<dir>/<label>/`: a small training or evaluation folder. */
export function copyClassFolder(dir: string, set: string, classes: Record<string, string>, n: number, skip = 0): string {
  for (const [folder, label] of Object.entries(classes)) {
    mkdirSync(join(dir, label), { recursive: true });
    for (const path of datasetPhotos(set, folder, skip + n).slice(skip)) copyFileSync(path, join(dir, label, path.split('/').pop()!));
  }
  return dir;
}
