// The first-screen JavaScript budget (issue 24): what a phone downloads before /login and /home paint,
// read from the build's manifest. The build must have run first (`npm run build -w @agrim/web`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** A chunk's name; a chunk of grouped modules has no `src`. */
  name?: string;
  src?: string;
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
/**
 * The screens a farmer opens first, by the modules the router loads for each: a signed-in screen also
 * waits for the app's frame and the screens' strings (AppRoutes.tsx). `chunk:<name>` is a chunk the build
 * groups by name (vite.config.ts): the frame (AppLayout, QueryProvider) and /home (HomePage).
 */
export const FIRST_SCREENS: Record<string, string[]> = {
  '/login': [],
  '/home': ['chunk:frame', 'src/locales/frame.en.ts', 'chunk:home'],
};

/** The JS files a page loads before its screen can paint: the entry, the screen and their static imports. */
export function firstLoadFiles(manifest: Manifest, screens: string[]): string[] {
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
  const keyOf = (screen: string) => {
    if (!screen.startsWith('chunk:')) return screen;
    const key = Object.keys(manifest).find((k) => manifest[k]!.name === screen.slice('chunk:'.length) && !manifest[k]!.src);
    if (!key) throw new Error(`the build manifest has no chunk named ${screen.slice('chunk:'.length)}`);
    return key;
  };
  [entry, ...screens.map(keyOf)].forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export function measure(dist: string): { screen: string; files: number; gzipBytes: number }[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  return Object.entries(FIRST_SCREENS).map(([screen, modules]) => {
    const files = firstLoadFiles(manifest, modules);
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
    return { screen, files: files.length, gzipBytes };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  let over = false;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { screen, files, gzipBytes } of measure(dist)) {
    const limit = ENFORCED_BYTES[screen]!;
    over ||= gzipBytes > limit;
    const state = gzipBytes > limit ? 'OVER' : gzipBytes > BUDGET_BYTES ? 'above goal' : 'ok';
    console.log(`${state} ${screen}: ${kb(gzipBytes)} gz JS in ${files} files (goal ${kb(BUDGET_BYTES)}, CI limit ${kb(limit)})`);
  }
  if (over) process.exit(1);
}
