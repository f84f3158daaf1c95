// V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its functions compiled
// as it downloads, on a background thread, instead of each on the main thread when first called. The chunks are
// split by screen, so nearly all of a chunk's code runs on its screen's load; compiled lazily, that made the
// entry's evaluation, each screen's first render and ECharts' first drawing long tasks on a phone (issue 43 item 5).
// Other browsers read a comment. Added last: the minifier would drop it, and Vite puts its preload map above
// anything added earlier.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface Bundle {
  [file: string]: { type: 'chunk'; code: string; map: { mappings: string } | null } | { type: 'asset'; source: string | Uint8Array };
}

/** Every chunk starts with the hint; its source map skips the line (a leading `;` is an unmapped line). */
export function hintChunks(bundle: Bundle): void {
  for (const [file, out] of Object.entries(bundle)) {
    if (out.type !== 'chunk' || out.code.startsWith(COMPILE_HINT)) continue;
    out.code = `${COMPILE_HINT}\n${out.code}`;
    if (!out.map) continue;
    out.map.mappings = `;${out.map.mappings}`;
    const written = bundle[`${file}.map`];
    if (written?.type === 'asset') written.source = JSON.stringify({ ...JSON.parse(String(written.source)), mappings: out.map.mappings });
  }
}

export function compileHints(): Plugin {
  return {
    name: 'agrim:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: { order: 'post', handler: (_options, bundle) => hintChunks(bundle as unknown as Bundle) },
  };
}
