// The long tasks of one screen's load at 4x CPU slowdown (issue 24: total blocking time), each with what filled
// it: script (by chunk), style, layout, paint, parsing, and, for a build with source maps (see cpu-profile.ts),
// the app's own functions that ran in it (time including what they called). A diagnosis tool; writes nothing.
//   npm run build -w @agrim/web && node --import tsx bench/long-tasks.ts --screen=/home [--wait=10]
// COMPONENTS=1 adds, per task, the time by React component and by kind of work: SYNC (a blocking render, e.g. from
// a layout effect's or a store's update), CONC (a transition's render, in slices), COMMIT. TOP=30 lists 30 files and
// functions per task instead of 6 (an entry's evaluation spreads over dozens of library files).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parseFlags } from './results.js';
import { startServer } from './server.js';
import { adminSession, phoneBrowser, storeSession } from './chromium.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; stackTrace?: Array<{ url: string }> } };
}

const TOP = Number(process.env.TOP ?? 6);
const flags = parseFlags(process.argv.slice(2), ['screen', 'wait', 'cpu', 'min']);
// `--cpu=1 --min=12.5`: the unthrottled load Lighthouse observes (it multiplies each task by 4 afterwards).
const CPU = Number(flags.get('cpu') ?? 4);
const MIN_MS = Number(flags.get('min') ?? 50);
const SCREEN = flags.get('screen') ?? '/home';
const WAIT_MS = Number(flags.get('wait') ?? 10) * 1000;
const WEB = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer({ name: 'longtasks', db: 'PGlite', pgAdminUrl: '', env: { SIMULATOR: 'true', WEB_DIST: WEB } });
let events: TraceEvent[] = [];
interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
let profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } | undefined;
try {
  const { browser, page } = await phoneBrowser();
  try {
    if (SCREEN !== '/login') await storeSession(page, server.base, await adminSession(server.base));
    // The largest-contentful-paint candidates, in order: which element the metric ends on.
    await page.evaluateOnNewDocument(() => {
      interface Shown {
        startTime: number;
        size: number;
        element?: { tagName: string; className: string; textContent: string | null };
      }
      const w = globalThis as unknown as {
        lcp: string[];
        PerformanceObserver: new (callback: (list: { getEntries(): Shown[] }) => void) => { observe(options: object): void };
      };
      w.lcp = [];
      new w.PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.lcp.push(
            `${e.startTime.toFixed(0)} ms, ${e.size} px²: <${e.element?.tagName.toLowerCase()} class="${e.element?.className}"> ${e.element?.textContent?.slice(0, 40)}`,
          );
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading'],
    });
    await page.goto(`${server.base}${SCREEN}`);
    await sleep(WAIT_MS);
    const buffer = await page.tracing.stop();
    console.log(`LCP candidates:\n  ${(await page.evaluate(() => (globalThis as unknown as { lcp: string[] }).lcp)).join('\n  ')}`);
    ({ profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: NonNullable<typeof profile> });
    events = (JSON.parse(Buffer.from(buffer!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

// The trace holds every renderer (Chromium's own pages too): the screen's is the one that navigated to it.
const screenUrl = `${server.base}${SCREEN}`;
const navigated = events.find(
  (e) => e.name === 'navigationStart' && (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL === screenUrl,
);
const main = events.find(
  (e) =>
    e.name === 'thread_name' &&
    (e.args as unknown as { name: string })?.name === 'CrRendererMain' &&
    (navigated === undefined || e.pid === navigated.pid),
);
const onMain = events.filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid);
if (process.env.LAYOUTS) {
  for (const e of onMain.filter((x) => x.name === 'Layout' && (x.dur ?? 0) > 5000)) {
    const begin = (e.args as unknown as { beginData?: { dirtyObjects: number; totalObjects: number; partialLayout: boolean } }).beginData;
    console.log(
      `layout at ${((e.ts - Math.min(...onMain.map((x) => x.ts))) / 1000).toFixed(0)} ms: ${(e.dur! / 1000).toFixed(1)} ms, ${begin?.dirtyObjects}/${begin?.totalObjects} objects`,
    );
  }
}
const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > MIN_MS * 1000);
const start = Math.min(...onMain.map((e) => e.ts));
const short = (url = '') => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '?';
// The app's own frames on each sample's stack, by source file and function, for the time windows of the long tasks.
const maps = new Map<string, TraceMap | null>();
const mapOf = (url: string) => {
  if (!maps.has(url)) {
    const file = /\/assets\/([^/?]+\.js)$/.exec(url)?.[1];
    try {
      maps.set(url, file ? new TraceMap(readFileSync(path.join(WEB, 'assets', `${file}.map`), 'utf8')) : null);
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
};
const parentOf = new Map<number, number>();
for (const node of profile?.nodes ?? []) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nodeById = new Map((profile?.nodes ?? []).map((n) => [n.id, n]));
const appFrame = new Map<number, string | null>();
const frameName = (id: number) => {
  if (!appFrame.has(id)) {
    const { callFrame: f } = nodeById.get(id)!;
    const map = f.url ? mapOf(f.url) : null;
    const pos = map && originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
    appFrame.set(
      id,
      pos?.source && !pos.source.includes('node_modules') ? `${pos.source.replace(/^.*\/src\//, '')}:${pos.name ?? ''}:${pos.line}` : null,
    );
  }
  return appFrame.get(id)!;
};
const sampleTimes: number[] = [];
if (profile) {
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
}
/** Self time by source file (libraries included) in a time window. */
function files(from: number, to: number): string[] {
  const self = new Map<string, number>();
  profile?.samples.forEach((id, i) => {
    const at = sampleTimes[i]!;
    if (at < from || at > to) return;
    const f = nodeById.get(id)!.callFrame;
    const map = f.url ? mapOf(f.url) : null;
    const pos = map && originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
    const name = pos?.source
      ? pos.source
          .split('node_modules/')
          .pop()!
          .replace(/^(\.\.\/)+/, '')
      : f.url
        ? short(f.url)
        : `(${f.functionName})`;
    self.set(name, (self.get(name) ?? 0) + profile!.timeDeltas[i]! / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
}
function appFunctions(from: number, to: number): string[] {
  const inclusive = new Map<string, number>();
  profile?.samples.forEach((id, i) => {
    const at = sampleTimes[i]!;
    if (at < from || at > to) return;
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const name = frameName(node);
      if (name && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + profile!.timeDeltas[i]! / 1000);
      }
    }
  });
  return [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
}
let blocking = 0;
// At --cpu=1, what Lighthouse's simulation makes of these tasks: each 4 times as long, blocking beyond 50 ms.
let simulated = 0;
for (const task of tasks) {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!);
  const parts = new Map<string, number>();
  for (const e of inside) {
    const key =
      e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule'
        ? `${e.name}(${short(e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url)}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''})`
        : [
              'UpdateLayoutTree',
              'Layout',
              'Paint',
              'ParseHTML',
              'TimerFire',
              'FireAnimationFrame',
              'EventDispatch',
              'RunMicrotasks',
              'PrePaint',
              'Commit',
            ].includes(e.name)
          ? e.name
          : null;
    if (key) parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  blocking += Math.max(0, task.dur! / 1000 - 50);
  simulated += Math.max(0, (4 * task.dur!) / 1000 - 50);
  const top = [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
  console.log(
    `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${top.join(' | ')}`,
  );
  const own = appFunctions(task.ts, task.ts + task.dur!);
  if (own.length) console.log(`                    app: ${own.join(' | ')}`);
  console.log(`                    self: ${files(task.ts, task.ts + task.dur!).join(' | ')}`);
  if (process.env.COMPONENTS) console.log(`                    components: ${components(task.ts, task.ts + task.dur!).join(' | ')}`);
}
/** Inclusive time by React component (the function renderWithHooks called) and by the kind of render. */
function components(from: number, to: number): string[] {
  const by = new Map<string, number>();
  const nameOf = (id: number) => {
    const f = nodeById.get(id)!.callFrame;
    const map = f.url ? mapOf(f.url) : null;
    const pos = map && originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
    if (
      ['renderWithHooks', 'performSyncWorkOnRoot', 'workLoopConcurrentByScheduler', 'workLoopConcurrent', 'commitRoot'].includes(
        pos?.name ?? '',
      )
    )
      return pos!.name!;
    return pos?.source ? `${pos.source.split('/').slice(-2).join('/')}:${pos.line}` : f.functionName;
  };
  profile?.samples.forEach((id, i) => {
    const at = sampleTimes[i]!;
    if (at < from || at > to) return;
    const chain: number[] = [];
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) chain.push(node);
    const names = chain.map(nameOf);
    const kind = names.includes('performSyncWorkOnRoot')
      ? 'SYNC'
      : names.includes('workLoopConcurrentByScheduler') || names.includes('workLoopConcurrent')
        ? 'CONC'
        : names.includes('commitRoot')
          ? 'COMMIT'
          : '';
    const hooks = names.indexOf('renderWithHooks');
    const comp = hooks > 0 ? names[hooks - 1] : names.includes('commitRoot') ? 'commit' : null;
    if (comp) by.set(`${kind}:${comp}`, (by.get(`${kind}:${comp}`) ?? 0) + profile!.timeDeltas[i]! / 1000);
  });
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
}
if (process.env.LINES_OF) {
  // Where, line by line, a library file's self time went (LINES_OF=Autocomplete.mjs).
  const lines = new Map<string, number>();
  for (const node of profile?.nodes ?? []) {
    const f = node.callFrame;
    const map = f.url ? mapOf(f.url) : null;
    for (const tick of (node as unknown as { positionTicks?: Array<{ line: number; ticks: number }> }).positionTicks ?? []) {
      const pos = map && originalPositionFor(map, { line: tick.line, column: 0 });
      if (pos?.source?.includes(process.env.LINES_OF))
        lines.set(
          `${pos.source.split('node_modules/').pop()}:${pos.line}`,
          (lines.get(`${pos.source.split('node_modules/').pop()}:${pos.line}`) ?? 0) + tick.ticks,
        );
    }
  }
  console.log([...lines].sort((a, b) => b[1] - a[1]).slice(0, 10));
}
console.log(
  CPU === 1
    ? `${tasks.length} long tasks, blocking ${simulated.toFixed(0)} ms if each took 4 times as long (Lighthouse's simulation; --min=12.5 counts every task it would)`
    : `${tasks.length} long tasks, blocking ${blocking.toFixed(0)} ms (in the whole trace, at ${CPU}x)`,
);
