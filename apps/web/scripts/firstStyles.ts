// The styles a screen's first view has Emotion write (MUI's styling), written into that screen's page by the server
// (issue 43 item 5). Emotion turns each style into CSS and inserts its rules as the screen first commits: on a
// phone that was most of the first commit (/account: stylis and insertRule, about 170 of its 220 ms at 4x). A
// style already in the page, in a <style data-emotion="css id…"> as a server-rendered page has it, is taken as
// written and never compiled. bench/first-styles.ts records them (committed as apps/web/first-styles.json); the
// build copies the file into dist; apps/server/src/http/webPages.ts writes each route's styles into its page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const FIRST_STYLES_FILE = 'first-styles.json';

/** Each style's CSS by its Emotion id (the class is `css-<id>`; keyframes' id is their name), and each route's ids in page order. */
export interface FirstStyles {
  styles: Record<string, string>;
  routes: Record<string, string[]>;
}

/**
 * The rules Emotion inserted, grouped by the style they belong to: a class's rules name it (`.css-<id>`, also inside
 * `@media` or after another selector), keyframes their own name. Emotion writes one style's rules one after
 * another, so a rule that names neither belongs to the style before it.
 */
export function styleIdsOf(rules: string[]): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  let current: string | undefined;
  for (const rule of rules) {
    const id = /keyframes (animation-[\w-]+)/.exec(rule)?.[1] ?? /\.css-([\w-]+)/.exec(rule)?.[1] ?? current;
    if (!id) throw new Error(`a rule of no style: ${rule.slice(0, 80)}`);
    current = id;
    const own = byId.get(id) ?? [];
    // A style met again (another role's or screen's load) is kept once.
    if (!own.includes(rule)) own.push(rule);
    byId.set(id, own);
  }
  return byId;
}

/** Copies apps/web/first-styles.json, when there is one, into the build for the server. */
export function firstStyles(): Plugin {
  const file = path.resolve(import.meta.dirname, '..', FIRST_STYLES_FILE);
  return {
    name: 'agrim-first-styles',
    apply: 'build',
    generateBundle() {
      if (!existsSync(file)) return;
      const styles = JSON.parse(readFileSync(file, 'utf8')) as FirstStyles;
      this.emitFile({ type: 'asset', fileName: FIRST_STYLES_FILE, source: JSON.stringify(styles) });
    },
  };
}
