// The first-screen JavaScript budget (issue 24): what a phone downloads before /login and /home paint,
// read from the build's manifest. The build must have run first (`npm run build -w @agrim/web`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from './routePreloads.js';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, Chunk>;

/** The goal of issue 24 for each first screen. */
export const BUDGET_BYTES = 250 * 1024;
/**
 * What CI holds each screen to: the goal where it is met, else the size measured when the budget was
 * set (a ratchet, lowered as the screen slims down) so that nothing grows unnoticed meanwhile. Both meet
 * it since the app's build carries no zod schemas (scripts/schemaFreeApp.ts). Measure the production
 * build (`npm run build -w @agrim/web`): a test build (VITE_VALIDATE_API) loads the schemas to check answers.
 */
export const ENFORCED_BYTES: Record<string, number> = { '/login': BUDGET_BYTES, '/home': BUDGET_BYTES };

/** The JS files of the entry and its static imports: all /login loads before it paints. */
export function entryFiles(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * The screens a farmer opens first, by what a phone loads before each paints: the entry, and for /home what
 * the server preloads with its page (the frame, the screens' strings and the home screen: routePreloads.ts).
 */
export function measure(dist: string): { screen: string; files: number; gzipBytes: number; withZod: string[] }[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const preloads = JSON.parse(readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  const entry = entryFiles(manifest);
  const home = [...entry, ...[...preloads.signedIn, ...(preloads.routes['/home'] ?? [])].map((url) => url.slice(1))];
  const weigh = (screen: string, files: string[]) => ({
    screen,
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0),
    // zod's schemas keep their internals under `_zod`: a first-screen file with it evaluates schemas at start.
    withZod: files.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('._zod')),
  });
  return [weigh('/login', entry), weigh('/home', home)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  let over = false;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { screen, files, gzipBytes, withZod } of measure(dist)) {
    const limit = ENFORCED_BYTES[screen]!;
    over ||= gzipBytes > limit || withZod.length > 0;
    // It came back twice unnoticed while the sizes stayed under the limit (a catalogue import left reachable, a
    // schema's property read at a module's top level), and every screen's start then evaluated zod and the schemas.
    if (withZod.length) console.log(`OVER ${screen}: zod in first-screen JS (${withZod.join(', ')}); see scripts/schemaFreeApp.ts`);
    const state = gzipBytes > limit ? 'OVER' : gzipBytes > BUDGET_BYTES ? 'above goal' : 'ok';
    console.log(`${state} ${screen}: ${kb(gzipBytes)} gz JS in ${files} files (goal ${kb(BUDGET_BYTES)}, CI limit ${kb(limit)})`);
  }
  if (over) process.exit(1);
}
