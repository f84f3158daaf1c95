// The parts of /home drawn only when the reader scrolls near them (the fertigation card, the charts with
// their chart library, the no-device panel: `WhenNear` and lazy imports in HomePage.tsx) were kept by the
// service worker only once fetched, so offline a farmer who had never scrolled there read "This part of
// Agrim could not be loaded" on half of the home screen (issue 39). The build names their files and the
// worker precaches them when it installs, in its own thread: /home's first paint still fetches none of them.
import type { Plugin } from 'vite';

interface Chunk {
  fileName: string;
  name: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
}

/**
 * The files of /home's deferred parts: what the home chunk imports lazily, with everything those load
 * (statically or lazily, all the way down), less what /home loads anyway (the home chunk's own static
 * imports, which the worker keeps as the screen fetches them).
 */
export function deferredHomeFiles(all: Chunk[]): string[] {
  const chunks = new Map(all.map((c) => [c.fileName, c]));
  const home = all.find((c) => c.name === 'home' && !c.facadeModuleId);
  if (!home) throw new Error('offline home: the build has no home chunk (see vite.config.ts)');
  const closure = (starts: string[], lazy: boolean, stop = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      // Not through what /home loads anyway: the entry's lazy imports are every other screen.
      if (seen.has(file) || stop.has(file)) return;
      seen.add(file);
      const chunk = chunks.get(file);
      chunk?.imports.forEach(visit);
      if (lazy) chunk?.dynamicImports.forEach(visit);
    };
    starts.forEach(visit);
    return seen;
  };
  const loaded = closure([home.fileName], false);
  return [...closure(home.dynamicImports, true, loaded)].filter((f) => chunks.has(f)).sort();
}

/** A precache entry of workbox (hashed file names: no revision needed). */
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The plugin that notes /home's deferred files as the bundle is written, and the workbox
 * `manifestTransforms` step that adds them to the precache (the worker is generated after the bundle).
 */
export function offlineHome(): { plugin: Plugin; manifestTransform: (entries: ManifestEntry[]) => { manifest: ManifestEntry[] } } {
  let files: string[] = [];
  return {
    plugin: {
      name: 'agrim-offline-home',
      apply: 'build',
      generateBundle(_options, bundle) {
        files = deferredHomeFiles(Object.values(bundle).filter((c) => c.type === 'chunk'));
      },
    },
    manifestTransform: (entries) => ({
      manifest: [
        ...entries,
        ...files.filter((url) => !entries.some((e) => e.url === url)).map((url) => ({ url, revision: null, size: 0 })),
      ],
    }),
  };
}
