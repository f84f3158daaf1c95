// Lighthouse 12 (mobile emulation, simulated throttling: slow 4G, 4x CPU slowdown) on the first screens
// a farmer opens, three runs each, against the real server serving the built web app (issue 24).
// Build the web app first: `npm run build -w @agrim/web`. Writes its section of bench/RESULTS.md.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoginResponse, SESSION_KEYS } from '@agrim/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { parseFlags, writeSection } from './results.js';
import { ADMIN, startServer } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['runs', 'out']);
const RUNS = Number(flags.get('runs') ?? 3);
const OUT = flags.get('out') ?? path.join(REPO, 'bench/RESULTS.md');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SCREENS = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/fertilizer-recommendation', signedIn: true },
];

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
}

/** The median of the runs that produced the figure (a run Lighthouse could not score gives NaN). */
const median = (values: number[]) => {
  const known = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)]! : NaN;
};

/** One Lighthouse run in a fresh browser profile (nothing cached); a signed-in screen gets the app's session keys. */
async function audit(base: string, screen: (typeof SCREENS)[number], session: Record<string, string> | null): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    if (session) {
      // The web app keeps its session in localStorage; it is written from a JSON page of the same origin
      // so that none of the app's files are cached before the audit.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${base}/api/health`);
      await page.evaluate((keys) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        for (const [key, value] of Object.entries(keys)) storage.setItem(key, value);
      }, session);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${base}${screen.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the session just written; the profile is new, so the cache is empty anyway.
      disableStorageReset: !!session,
    });
    const lhr = result!.lhr;
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== screen.path)
      throw new Error(`${screen.path} ended on ${lhr.finalDisplayedUrl}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary =
      (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] })
        ?.items ?? [];
    const of = (type: string) => summary.find((i) => i.resourceType === type);
    return {
      score: lhr.categories.performance?.score ?? NaN,
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      fcp: num('first-contentful-paint'),
      bytes: num('total-byte-weight'),
      scriptBytes: of('script')?.transferSize ?? NaN,
      requests: of('total')?.requestCount ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const WEB = path.resolve(process.env.WEB_DIST ?? path.join(REPO, 'apps/web/dist'));
if (!existsSync(path.join(WEB, 'index.html'))) throw new Error('Build the web app first: npm run build -w @agrim/web');
const started = Date.now();
const server = await startServer({ name: 'lighthouse', db: 'PGlite', pgAdminUrl: '', env: { SIMULATOR: 'true', WEB_DIST: WEB } });
try {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await login.json()) as LoginResponse;
  const session = {
    [SESSION_KEYS.isAuthenticated]: 'true',
    [SESSION_KEYS.name]: body.user.name,
    [SESSION_KEYS.userRole]: body.user.role,
    [SESSION_KEYS.userToken]: body.token,
  };
  const rows: string[] = [];
  for (const screen of SCREENS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await audit(server.base, screen, screen.signedIn ? session : null);
      console.log(
        `${screen.path} run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, ${Math.round(run.bytes / 1024)} KB`,
      );
      runs.push(run);
    }
    const m = (key: keyof Run) => median(runs.map((r) => r[key]));
    rows.push(
      `| \`${screen.path}\` | ${m('score').toFixed(2)} (${runs.map((r) => r.score.toFixed(2)).join(', ')}) | ${(m('lcp') / 1000).toFixed(1)} s | ${(m('fcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${Math.round(m('bytes') / 1024)} KB | ${Math.round(m('scriptBytes') / 1024)} KB | ${m('requests')} |`,
    );
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  writeSection(
    OUT,
    'lighthouse',
    `## Lighthouse: first screens on a phone (issue 24)

Written by \`bench/lighthouse.ts\`. Command: \`npm run build -w @agrim/web && CHROME_PATH=${CHROME} node --import tsx bench/lighthouse.ts\` (cwd: repository root).
Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile config (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), headless Chromium (\`--headless=new --no-sandbox\`), a fresh profile per run; ${RUNS} runs per screen, medians shown (every run's score in brackets).
The server (PGlite, the demo device's simulated readings) and Chromium share the machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}.
Signed-in screens: an admin's session written to localStorage (as the web app keeps it) before the audit. Total run time ${Math.round((Date.now() - started) / 1000)} s.

| screen | performance | LCP | FCP | TBT | bytes transferred | of which JS | requests |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Goals (issue 24): performance ≥ 0.90, LCP ≤ 2.5 s, TBT ≤ 200 ms.`,
  );
  console.log(rows.join('\n'));
} finally {
  await server.stop();
}
