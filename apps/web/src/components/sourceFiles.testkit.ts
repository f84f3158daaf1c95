import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's `src` folder, for tests that read its source. */
export const SRC = decodeURIComponent(new URL('../', import.meta.url).pathname);

/** Every .tsx file under `folder` of `src` (its path relative to `src`). */
export function tsxFiles(folder: string): string[] {
  const under = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? under(path.join(dir, d.name)) : d.name.endsWith('.tsx') ? [path.join(dir, d.name)] : [],
    );
  return under(path.join(SRC, folder)).map((file) => path.relative(SRC, file));
}

/** The app's .tsx files (features, components, app) whose code, comments left out, matches `pattern`. */
export function tsxFilesUsing(pattern: RegExp): string[] {
  return [...tsxFiles('features'), ...tsxFiles('components'), ...tsxFiles('app')].filter((file) =>
    pattern.test(readFileSync(path.join(SRC, file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
  );
}
