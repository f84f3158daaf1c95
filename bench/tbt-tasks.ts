// What Lighthouse counts in a screen's total blocking time: one run (mobile, simulated throttling) and the main-thread
// tasks of its simulation that last over 50 ms there (its "optimistic" estimate, which TBT averages with a
// pessimistic one built on the same graph), in simulated order: where the simulation put each one, its length
// there, when it happened in the real (unthrottled) load, and what filled it. Lighthouse's simulation starts
// a task as soon as what it depends on is done: timers and idle callbacks do not postpone anything, and a
// layout with no script on its stack can land right after the first paint. A diagnosis tool; writes nothing.
//   npm run build -w @agrim/web && [ALL=1] node --import tsx bench/tbt-tasks.ts [--screen=/home]
// ALL=1 names every event inside each task, not only script, style, layout and paint: a task listed empty without it
// held the navigation's commit, network responses handed to the page, or garbage collection.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { parseFlags } from './results.js';
import { startServer } from './server.js';
import { adminSession, storeSession } from './chromium.js';

// Lighthouse keeps each simulation's node timings only when this is set (for its own debugging traces).
process.env.LANTERN_DEBUG = '1';
const flags = parseFlags(process.argv.slice(2), ['screen']);
const SCREEN = flags.get('screen') ?? '/home';
// ALL=1: every event inside a task by name (a task listed empty holds none of NAMED: network data, compiling, GC).
const ALL = process.env.ALL === '1';
const NAMED = [
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'EventDispatch',
  'RunMicrotasks',
];

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; stackTrace?: Array<{ url: string }> } };
}
interface SimNode {
  type: string;
  startTime: number;
  childEvents?: TraceEvent[];
}

const server = await startServer({
  name: 'tbt-tasks',
  db: 'PGlite',
  pgAdminUrl: '',
  env: { SIMULATOR: 'true', WEB_DIST: process.env.WEB_DIST ?? 'apps/web/dist' },
});
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    if (SCREEN !== '/login') {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await storeSession(page, server.base, await adminSession(server.base));
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${server.base}${SCREEN}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: SCREEN !== '/login',
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(
      `${SCREEN}: score ${lhr.categories.performance?.score}, TBT ${num('total-blocking-time')} ms, LCP ${num('largest-contentful-paint')} ms, FCP ${num('first-contentful-paint')} ms`,
    );
    const timings = (Simulator.allNodeTimings as Map<string, Map<SimNode, { startTime: number; endTime: number }>>).get(
      'optimisticTotalBlockingTime',
    );
    const long = [...(timings ?? [])]
      .filter(([n, t]) => n.type === 'cpu' && t.endTime - t.startTime > 50)
      .sort((a, b) => a[1].startTime - b[1].startTime);
    const first = Math.min(...[...(timings ?? [])].filter(([n]) => n.type === 'cpu').map(([n]) => n.startTime));
    for (const [node, t] of long) {
      const by = new Map<string, number>();
      for (const e of node.childEvents ?? []) {
        if (!ALL && !NAMED.includes(e.name)) continue;
        const url = (e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '').replace(/^.*\//, '');
        const key = url ? `${e.name}(${url})` : e.name;
        by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const what = [...by]
        .sort((a, b) => b[1] - a[1])
        .slice(0, ALL ? 8 : 4)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      console.log(
        `simulated ${t.startTime.toFixed(0).padStart(5)} ms +${(t.endTime - t.startTime).toFixed(0).padStart(4)}  real ${((node.startTime - first) / 1000).toFixed(0).padStart(6)} ms  ${what.join(' | ')}`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await server.stop();
}
