/**
 * The production build (apps/server/scripts/build.mjs) compiles worker threads and child-process
 * entries beside the server and records their folder in `globalThis.__agrimDist`. From TypeScript
 * sources (`npm run dev`, tests) there is none, and the callers load the sources through tsx.
 */
export function compiledEntry(name: string): URL | null {
  const dist = (globalThis as { __agrimDist?: string }).__agrimDist;
  return dist ? new URL(name, dist) : null;
}
