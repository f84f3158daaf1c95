import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelCard } from '@agrim/contracts';
import { renderCardMarkdown } from './card.js';

/** Formats JSON as the repository's Prettier would (so `prettier --check` passes), or plainly when Prettier is absent. */
export async function formatJson(text: string, path: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(path)) ?? {};
    return await prettier.format(text, { ...config, filepath: path });
  } catch {
    return `${text}\n`;
  }
}

export interface ArtifactPaths {
  model: string;
  card: string;
  markdown: string;
}

/** Writes `<task>.model.json`, `<task>.card.json` and `<task>.card.md` into `dir`. */
export async function writeArtifacts(dir: string, task: string, modelJson: string, card: ModelCard): Promise<ArtifactPaths> {
  mkdirSync(dir, { recursive: true });
  const paths = { model: join(dir, `${task}.model.json`), card: join(dir, `${task}.card.json`), markdown: join(dir, `${task}.card.md`) };
  writeFileSync(paths.model, `${modelJson}\n`);
  writeFileSync(paths.card, await formatJson(JSON.stringify(card, null, 2), paths.card));
  writeFileSync(paths.markdown, renderCardMarkdown(card));
  return paths;
}
