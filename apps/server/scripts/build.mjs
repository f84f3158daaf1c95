// Compiles the server into dist/ with esbuild: our workspace packages (TypeScript sources) are
// bundled, everything from node_modules stays external and is loaded by plain `node` at run time.
//
// Several modules find files relative to themselves (the migrations folder, the ML models and
// cards, package.json, fonts via createRequire). In one bundle `import.meta.url` would be the
// bundle's, so each module's `import.meta.url` / `import.meta.dirname` is rewritten to its own
// source file's location, expressed relative to the bundle: the compiled server still runs from
// the checkout, so the files it reads stay where they are. Worker threads and child processes
// that would otherwise need tsx (PDF drawing, image features, the ML CLI for training) are built
// as entries of their own; their spawners ask `compiledEntry()` (globalThis.__agrimDist) for them.
import { build } from 'esbuild';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoRoot = path.resolve(serverDir, '../..');
const outdir = path.join(serverDir, 'dist');

/** Rewrites import.meta.url/dirname in our TypeScript sources to the source file's own location. */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let text = await readFile(args.path, 'utf8');
      if (text.includes('import.meta.')) {
        const rel = path.relative(outdir, args.path).split(path.sep).join('/');
        const dirRel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/') || '.';
        text = text
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`)
          .replaceAll('import.meta.dirname', `__agrimPath.resolve(import.meta.dirname, ${JSON.stringify(dirRel)})`);
      }
      return { contents: text, loader: 'ts' };
    });
  },
};

/** Bare imports stay external, except our own workspace packages, which are TypeScript sources. */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@agrim/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
// Built beside dist/ (same depth, so the same relative paths) and swapped in at the end: a server
// already running from dist/ (another checkout user, a browser-test run) never sees it half-written.
const staging = `${outdir}.next-${process.pid}`;
await rm(staging, { recursive: true, force: true });
await build({
  absWorkingDir: repoRoot,
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    pdfWorker: path.join(serverDir, 'src/pdfWorker.ts'),
    featureWorker: path.join(repoRoot, 'packages/ml/src/image/featureWorker.ts'),
    'ml-cli': path.join(repoRoot, 'packages/ml/src/cli.ts'),
  },
  outdir: staging,
  bundle: true,
  // No shared chunks: a chunk in a subfolder would see another import.meta.url than the entries.
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externals, sourceLocation],
  banner: {
    js: [
      "import __agrimPath from 'node:path';",
      // The folder the compiled entries live in (see packages/ml/src/compiled.ts).
      "globalThis.__agrimDist ??= new URL('./', import.meta.url).href;",
    ].join('\n'),
  },
});
const old = `${outdir}.old-${process.pid}`;
await rename(outdir, old).catch((err) => {
  if (err.code !== 'ENOENT') throw err;
});
await rename(staging, outdir);
await rm(old, { recursive: true, force: true });
console.log(`server compiled to ${path.relative(repoRoot, outdir)} in ${Date.now() - started} ms (${pathToFileURL(outdir).href})`);
