import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

export interface LabelledImage {
  path: string;
  label: string;
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** The images of a folder with one subfolder per class (the subfolder name is the label), sorted. */
export function readImageFolder(dir: string, rename: (folder: string) => string = (f) => f): LabelledImage[] {
  const out: LabelledImage[] = [];
  for (const folder of readdirSync(dir).sort()) {
    const classDir = join(dir, folder);
    if (folder.startsWith('.') || !statSync(classDir).isDirectory()) continue;
    for (const file of readdirSync(classDir).sort()) {
      if (IMAGE_EXTENSIONS.has(extname(file).toLowerCase())) out.push({ path: join(classDir, file), label: rename(folder) });
    }
  }
  return out;
}
