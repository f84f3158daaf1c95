import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder (packages/ml). */
export const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The repository root (two levels above the package). */
export const REPO_DIR = resolve(PACKAGE_DIR, '..', '..');

/** Where the shared datasets live when DATASETS_DIR is not set: `<repo root>/../shared/datasets`. */
export const DEFAULT_DATASETS_DIR = resolve(REPO_DIR, '..', 'shared', 'datasets');

/** The dataset folder: the explicit argument, else env DATASETS_DIR, else the default. Raw data is never copied into the repo. */
export function datasetsDir(override?: string): string {
  const dir = override ?? process.env.DATASETS_DIR;
  if (dir && dir.trim() !== '') return isAbsolute(dir) ? dir : resolve(dir);
  return DEFAULT_DATASETS_DIR;
}

/** A file of the dataset folder, `relative` as written in a task (e.g. `fertilizer/Fertilizer Prediction.csv`). */
export function datasetFile(relative: string, dir?: string): string {
  return join(datasetsDir(dir), relative);
}
