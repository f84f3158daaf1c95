// Which code each signed-in page needs beyond the entry's (issue 24). Left to the app, a phone fetches the
// signed-in frame and /home only after the entry has arrived and run: one more round trip on a slow
// connection. The build writes them to route-preloads.json; the server names them in those pages' HTML
// as module preloads (apps/server/src/http/webPages.ts), so they download beside the entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What the server reads: files (with their leading /) for every signed-in page, and more for some paths. */
export interface RoutePreloads {
  signedIn: string[];
  routes: Record<string, string[]>;
}

interface Chunk {
  fileName: string;
  name: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The files a chunk loads with it: itself and its static imports, all the way down. */
export function withImports(chunks: Map<string, Chunk>, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * The preloads of a build's chunks: the frame (its group chunk and English strings) for every signed-in page,
 * /home's group for /home, and for every other screen of `screens` (route path → its module, as src/app/screens.tsx
 * loads it) that module's chunk, its static imports and the screens' English strings. Without them a phone asked
 * for a screen's code only once the entry and the frame had run: two round trips more before any other screen
 * than /home could draw (issue 43).
 */
export function routePreloadsOf(all: Chunk[], screens: Record<string, string> = {}): RoutePreloads {
  const chunks = new Map(all.map((c) => [c.fileName, c]));
  const find = (what: string, test: (c: Chunk) => boolean) => {
    const chunk = all.find(test);
    if (!chunk) throw new Error(`route preloads: the build has no ${what} chunk (see vite.config.ts)`);
    return chunk.fileName;
  };
  const entry = withImports(chunks, [find('entry', (c) => c.isEntry)]);
  const beyond = (starts: string[], loaded: Set<string>) => [...withImports(chunks, starts)].filter((f) => !loaded.has(f));
  const frame = beyond(
    [
      find('frame', (c) => c.name === 'frame' && !c.facadeModuleId),
      find('frame strings', (c) => !!c.facadeModuleId?.endsWith('src/locales/frame.en.ts')),
    ],
    entry,
  );
  const signedIn = new Set([...entry, ...frame]);
  const home = beyond([find('home', (c) => c.name === 'home' && !c.facadeModuleId)], signedIn);
  const url = (file: string) => `/${file}`;
  const routes: Record<string, string[]> = { '/home': home.map(url) };
  const entries = Object.entries(screens).filter(([route]) => route !== '/home');
  if (entries.length) {
    const strings = find('screen strings', (c) => !!c.facadeModuleId?.endsWith('src/locales/screens.en.ts'));
    for (const [route, module] of entries) {
      const screen = find(`${route} screen`, (c) => !!c.facadeModuleId?.endsWith(module));
      routes[route] = beyond([screen, strings], signedIn).map(url);
    }
  }
  return { signedIn: frame.map(url), routes };
}

/** Route path → module (`src/features/…/XPage.tsx`) of each screen src/app/screens.tsx loads with import(). */
export function screenModulesOf(screensSource: string): Record<string, string> {
  const found = [...screensSource.matchAll(/'(\/[^']*)':\s*(?:screen\()?\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g)];
  return Object.fromEntries(found.map(([, route, module]) => [route!, `src/${module}.tsx`]));
}

export function routePreloads(): Plugin {
  return {
    name: 'agrim-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const screens = screenModulesOf(readFileSync(path.resolve(import.meta.dirname, '../src/app/screens.tsx'), 'utf8'));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routePreloadsOf(chunks, screens), null, 2) });
    },
  };
}
