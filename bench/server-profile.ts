/**
 * Where a server's CPU went: self time of a V8 CPU profile (`node --cpu-prof`, e.g. from
 * `bench/latest-vs-bare.ts --cpu-prof=<dir>`) summed by function and by package or source folder.
 * A diagnosis tool; writes nothing to RESULTS.md.
 *
 *   node --import tsx bench/server-profile.ts <file.cpuprofile> [--top=40] [--since=<s>] [--until=<s>] [--callers=<text>]
 *
 * `--since`/`--until`: seconds from the profile's start (the busy seconds are printed first, to find a load window).
 *
 * `--callers=pglite`: the time spent in frames whose URL contains the text, by the first of our own
 * functions (apps/, packages/) on their stack: who asked for it.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/server-profile.ts <file.cpuprofile> [--top=40] [--since=<s>]');
const opt = (name: string, dflt: number) => Number(rest.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt);
const top = opt('top', 40);
const sinceUs = opt('since', 0) * 1e6;
const untilUs = opt('until', Infinity) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
let t = 0;
const busyBySecond: number[] = [];
const idleId = profile.nodes.find((n) => n.callFrame.functionName === '(idle)')?.id;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]!;
  const second = Math.floor(t / 1e6);
  if (profile.samples[i] !== idleId) busyBySecond[second] = (busyBySecond[second] ?? 0) + (profile.timeDeltas[i + 1] ?? 0);
  if (t < sinceUs || t >= untilUs) continue;
  self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
}
const where = (url: string) => {
  if (!url) return '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  const src = /\/(apps|packages)\/([^/]+)\/src\/([^/]+)/.exec(url);
  if (src) return `${src[1]}/${src[2]}/${src[3]}`;
  return url.replace(/^.*\/(node:)?/, '');
};
const callersOf = rest.find((a) => a.startsWith('--callers='))?.split('=')[1];
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const ours = (n: Node) => /\/(apps|packages)\/[^/]+\/src\//.test(n.callFrame.url);
const byCaller = new Map<string, number>();
const byFn = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const f = `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  byFn.set(f, (byFn.get(f) ?? 0) + us);
  const p = n.callFrame.url ? where(n.callFrame.url) : n.callFrame.functionName;
  byPlace.set(p, (byPlace.get(p) ?? 0) + us);
  total += us;
  if (callersOf && n.callFrame.url.includes(callersOf)) {
    let up: Node | undefined = n;
    const chain: string[] = [];
    while (up && chain.length < 3) {
      if (ours(up)) chain.push(`${up.callFrame.functionName || '(anonymous)'} ${where(up.callFrame.url)}:${up.callFrame.lineNumber + 1}`);
      up = byId.get(parent.get(up.id) ?? -1);
    }
    const key = chain.join(' < ') || '(no caller of ours)';
    byCaller.set(key, (byCaller.get(key) ?? 0) + us);
  }
}
console.log(`busy ms in each second: ${Array.from(busyBySecond, (us, s) => `${s}:${Math.round((us ?? 0) / 1e3)}`).join(' ')}`);
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1e6).toFixed(2)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${k}`);
};
show('self time by package or folder', byPlace);
show('self time by function', byFn);
if (callersOf) show(`time in "${callersOf}" by our callers`, byCaller);
