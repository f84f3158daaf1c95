// Where a screen's main-thread time goes while it loads on a phone (issue 24): a CPU profile of one
// load in Chromium at 4x CPU slowdown, self time summed by source file and by function through the
// build's source maps. A diagnosis tool, not a measurement: it writes nothing to RESULTS.md.
//   cd apps/web && npx vite build --configLoader runner --sourcemap --outDir /tmp/agrim-web-maps && cd ../..
//   WEB_DIST=/tmp/agrim-web-maps node --import tsx bench/cpu-profile.ts --screen=/home [--wait=10] [--after=0]
// `--after=<s>` starts the profile that long after the load (what an open screen keeps doing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parseFlags } from './results.js';
import { startServer } from './server.js';
import { adminSession, phoneBrowser, storeSession } from './chromium.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const flags = parseFlags(process.argv.slice(2), ['screen', 'wait', 'after']);
const SCREEN = flags.get('screen') ?? '/home';
const WAIT_MS = Number(flags.get('wait') ?? 10) * 1000;
const AFTER_MS = Number(flags.get('after') ?? 0) * 1000;
const WEB = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer({ name: 'cpuprofile', db: 'PGlite', pgAdminUrl: '', env: { SIMULATOR: 'true', WEB_DIST: WEB } });
let profile: Profile;
try {
  const { browser, page } = await phoneBrowser();
  try {
    await storeSession(page, server.base, await adminSession(server.base));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    if (AFTER_MS) {
      await page.goto(`${server.base}${SCREEN}`);
      await sleep(AFTER_MS);
    }
    await cdp.send('Profiler.start');
    if (!AFTER_MS) await page.goto(`${server.base}${SCREEN}`);
    await sleep(WAIT_MS);
    ({ profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile });
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = /\/assets\/([^/?]+\.js)$/.exec(url)?.[1];
    try {
      maps.set(url, file ? new TraceMap(readFileSync(path.join(WEB, 'assets', `${file}.map`), 'utf8')) : null);
    } catch {
      maps.set(url, null); // built without source maps: the chunk's own name is shown
    }
  }
  return maps.get(url)!;
}

const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + profile.timeDeltas[i]! / 1000));
const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);
for (const { id, callFrame: frame } of profile.nodes) {
  const ms = selfMs.get(id);
  if (!ms) continue;
  let file = frame.url || `(${frame.functionName || 'native'})`;
  let fn = frame.functionName;
  const map = frame.url ? mapOf(frame.url) : null;
  const pos = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (pos?.source) {
    file = pos.source
      .split('node_modules/')
      .pop()!
      .replace(/^(\.\.\/)+/, '');
    fn = `${pos.name ?? fn}:${pos.line}`;
  }
  add(byFile, file, ms);
  add(byFunction, `${file} ${fn}`, ms);
}
const top = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
const busy = [...byFile].filter(([key]) => key !== '((idle))').reduce((sum, [, ms]) => sum + ms, 0);
console.log(
  `${SCREEN}: ${busy.toFixed(0)} ms busy of ${(WAIT_MS / 1000).toFixed(0)} s at 4x slowdown\n\nby file\n${top(byFile)}\n\nby function\n${top(byFunction)}`,
);
