// Lighthouse 12 (mobile emulation, simulated throttling: slow 4G, 4x CPU slowdown) on every screen of the spec
// (the contracts' SCREEN_ROUTES, and /login signed out), three runs each, against the real server serving the
// built web app (issue 24; every screen since issue 43). Each screen is audited as the bench admin (a superAdmin)
// when that role may open it, otherwise as an account of the first role that may (the Expert's /profile).
// Build the web app first: `npm run build -w @agrim/web`. Writes its section of bench/RESULTS.md, also when
// a run fails or hangs (shown in the table). `--screens=/login,/home` audits only those screens; `--timeout=300`
// gives up a run after that many seconds; `--reports=<dir>` keeps each run's Lighthouse JSON there (what blocked
// the main thread: its `bootup-time`, `long-tasks` and `mainthread-work-breakdown` audits), and with `--traces` each
// run's trace beside it. `--via=https` (the default) audits through deploy/nginx.https.conf, HTTPS with HTTP/2 as
// a phone reaches a deployed Agrim; `--via=direct` the server's own HTTP/1.1 port, as on the farm's own network:
// each writes its own section.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { measure } from '../apps/web/scripts/budget.js';
import { parseFlags, writeSection } from './results.js';
import { startServer } from './server.js';
import { startHttpsProxy } from './httpsProxy.js';
import { LOGIN_PATH, type Role, SCREEN_ROUTES } from '@agrim/contracts';
import { roleSession, storeSession } from './chromium.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['runs', 'out', 'screens', 'timeout', 'reports', 'traces', 'via']);
const VIA = flags.get('via') ?? 'https';
if (VIA !== 'https' && VIA !== 'direct') throw new Error('--via: https or direct');
const REPORTS = flags.get('reports');
const TRACES = flags.has('traces');
const RUN_TIMEOUT_S = Number(flags.get('timeout') ?? 300);
const RUNS = Number(flags.get('runs') ?? 3);
const OUT = flags.get('out') ?? path.join(REPO, 'bench/RESULTS.md');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The role a screen is audited as: the bench admin's where it may open the screen (null: signed out). */
const ALL_SCREENS: { path: string; role: Role | null }[] = [
  { path: LOGIN_PATH, role: null },
  ...SCREEN_ROUTES.map((r) => ({ path: r.path, role: r.roles.includes('superAdmin') ? ('superAdmin' as const) : r.roles[0]! })),
];
const chosen = flags.get('screens')?.split(',');
const SCREENS = chosen ? ALL_SCREENS.filter((s) => chosen.includes(s.path)) : ALL_SCREENS;
if (chosen && SCREENS.length !== chosen.length)
  throw new Error(`--screens: known screens are ${ALL_SCREENS.map((s) => s.path).join(', ')}`);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** Speed index and layout shift: with LCP, TBT and FCP, the five figures the score is made of. */
  si: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's CPU in the run (its `benchmarkIndex`), by which its docs calibrate the slowdown. */
  benchmarkIndex: number;
  /** Why the run gave no figures (Lighthouse's runtime error, a crash, a redirect). */
  error?: string;
  /** Lighthouse's own warnings, e.g. a page that never went quiet, whose every later task then counted. */
  warnings?: string[];
}

/** The median of the runs that produced the figure (a run Lighthouse could not score gives NaN). */
const median = (values: number[]) => {
  const known = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)]! : NaN;
};

/** One Lighthouse run in a fresh browser profile (nothing cached); a signed-in screen gets the app's session keys. */
async function audit(base: string, screen: (typeof SCREENS)[number], session: Record<string, string> | null, run: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--ignore-certificate-errors'],
  });
  try {
    if (session) {
      // The web app keeps its session in localStorage; it is written from a JSON page of the same origin
      // so that none of the app's files are cached before the audit.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await storeSession(page, base, session);
      await page.close();
      await browser.disconnect();
    }
    // A run that never ends (Chromium stuck on a busy machine) is given up, so that the others are still written.
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result after ${RUN_TIMEOUT_S} s`)), RUN_TIMEOUT_S * 1000);
    });
    const result = await Promise.race([
      giveUp,
      lighthouse(`${base}${screen.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session just written; the profile is new, so the cache is empty anyway.
        disableStorageReset: !!session,
      }),
    ]).finally(() => clearTimeout(timer));
    const lhr = result!.lhr;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${screen.path.slice(1).replaceAll('/', '_')}-${run}`;
      writeFileSync(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr));
      // The page load's own trace, every task as Chromium recorded it (Lighthouse's audits keep only summaries).
      if (TRACES) writeFileSync(path.join(REPORTS, `${name}.trace.json`), JSON.stringify(result!.artifacts.Trace));
    }
    // Lighthouse reports a page it could not audit (no paint, a hung page) here, with every figure missing.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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
      si: num('speed-index'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
      scriptBytes: of('script')?.transferSize ?? NaN,
      requests: of('total')?.requestCount ?? NaN,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse can reject a promise of its own after a run has ended or failed ("Target closed" from its
// wait for a quiet page on the fertilizer screen); Node ends on an unhandled rejection, which stopped the
// script before RESULTS.md was written. It is logged and counted; each run is judged by its own result.
const strayErrors: string[] = [];
process.on('unhandledRejection', (error) => {
  const message = error instanceof Error ? error.message : String(error);
  strayErrors.push(message);
  console.warn(`Lighthouse left an unhandled error (the run is judged by its own result): ${message}`);
});

const WEB = path.resolve(process.env.WEB_DIST ?? path.join(REPO, 'apps/web/dist'));
if (!existsSync(path.join(WEB, 'index.html'))) throw new Error('Build the web app first: npm run build -w @agrim/web');
// The browser tests' build (VITE_VALIDATE_API=true) checks every answer with zod, which its first screens then load
// and evaluate: its figures are not the product's (an A/B in session 34 set one against a production build by mistake).
const validating = measure(WEB).flatMap((s) => s.withZod);
if (validating.length)
  throw new Error(`${WEB} is a build with zod in its first screens (${validating.join(', ')}): build it with npm run build -w @agrim/web`);
const started = Date.now();
const server = await startServer({ name: 'lighthouse', db: 'PGlite', pgAdminUrl: '', env: { SIMULATOR: 'true', WEB_DIST: WEB } });
const proxy = VIA === 'https' ? await startHttpsProxy(server.base) : null;
const base = proxy?.base ?? server.base;
try {
  // Signed in afresh for each screen: a session outlives no more than its access token, and every screen's runs
  // together take longer than that (the last screens of the first full run ended on /login).
  const sessionFor = (role: Role | null) => (role ? roleSession(server.base, role) : Promise.resolve(null));
  const rows: string[] = [];
  const failures: string[] = [];
  const warnings = new Set<string>();
  const load = () => os.loadavg()[0]!.toFixed(2);
  for (const screen of SCREENS) {
    const runs: Run[] = [];
    const loadBefore = load();
    const session = await sessionFor(screen.role);
    for (let i = 0; i < RUNS; i++) {
      let run: Run;
      try {
        run = await audit(base, screen, session, i + 1);
      } catch (error) {
        // One failed run must not lose the others' figures (it used to end the script before RESULTS.md was written).
        const message = error instanceof Error ? error.message : String(error);
        run = {
          score: NaN,
          lcp: NaN,
          tbt: NaN,
          fcp: NaN,
          si: NaN,
          cls: NaN,
          bytes: NaN,
          scriptBytes: NaN,
          requests: NaN,
          benchmarkIndex: NaN,
          error: message,
        };
        failures.push(`\`${screen.path}\` run ${i + 1}: ${message.split('\n')[0]}`);
      }
      console.log(
        run.error
          ? `${screen.path} run ${i + 1}: failed: ${run.error}`
          : `${screen.path} run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, ${Math.round(run.bytes / 1024)} KB, benchmark index ${Math.round(run.benchmarkIndex)} (load ${load()})`,
      );
      for (const warning of run.warnings ?? []) warnings.add(`\`${screen.path}\`: ${warning}`);
      runs.push(run);
    }
    const m = (key: keyof Run) => median(runs.map((r) => r[key] as number));
    const fixed = (v: number, digits: number) => (Number.isNaN(v) ? '—' : v.toFixed(digits));
    rows.push(
      `| \`${screen.path}\` | ${screen.role ?? 'signed out'} | ${fixed(m('score'), 2)} (${runs.map((r) => (r.error ? 'failed' : r.score.toFixed(2))).join(', ')}) | ${fixed(m('lcp') / 1000, 1)} s | ${fixed(m('fcp') / 1000, 1)} s | ${fixed(m('tbt'), 0)} ms | ${fixed(m('si') / 1000, 1)} s | ${fixed(m('cls'), 3)} | ${fixed(m('bytes') / 1024, 0)} KB | ${fixed(m('scriptBytes') / 1024, 0)} KB | ${fixed(m('requests'), 0)} | ${fixed(m('benchmarkIndex'), 0)} | ${loadBefore} → ${load()} |`,
    );
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const firstScreens = measure(WEB)
    .map((s) => `${s.screen} ${kb(s.gzipBytes)}`)
    .join(', ');
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: REPO, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the section says so.
  }
  writeSection(
    OUT,
    VIA === 'https' ? 'lighthouse' : 'lighthouse-direct',
    `## Lighthouse: every screen on a phone, ${VIA === 'https' ? 'over HTTPS and HTTP/2 as deployed' : "on the server's own HTTP/1.1 port"} (issues 24, 43)

Written by \`bench/lighthouse.ts\`. Command: \`npm run build -w @agrim/web && CHROME_PATH=${CHROME} node --import tsx bench/lighthouse.ts${VIA === 'direct' ? ' --via=direct' : ''}\` (cwd: repository root).
${VIA === 'https' ? 'The pages come through `deploy/nginx.https.conf` (nginx, TLS with a self-signed certificate the browser is told to accept, HTTP/2) in front of the server, as a phone reaches a deployed Agrim.' : "The pages come from the server's own port over HTTP/1.1 (no TLS), as on a farm's own network: Chromium opens at most six connections and fetches a screen's files six at a time."}
Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile config (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), headless Chromium (\`--headless=new --no-sandbox --ignore-certificate-errors\`), a fresh profile per run; ${RUNS} runs per screen, medians shown (every run's score in brackets).
The server (PGlite, the demo device's simulated readings) and Chromium share the machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}.
Signed-in screens: the session of the role shown (the bench admin, a superAdmin, wherever that role may open the screen) written to localStorage (as the web app keeps it) before the audit. Total run time ${Math.round((Date.now() - started) / 1000)} s.
Build audited: \`${path.relative(REPO, WEB) || WEB}\` of commit ${commit}; first-screen JS (\`npm run budget\`): ${firstScreens} gz.
The machine is shared: its load average (1 min, 2 cores) is shown before and after each screen's runs. Simulated throttling multiplies the main-thread time measured here by 4, so a loaded machine inflates TBT (and with it the score). The benchmark index is Lighthouse's own measure of the CPU in each run (median shown; Lighthouse's docs take 4x as right for about 1,500, a machine above that emulating a slower phone than the Moto G Power).

| screen | as | performance | LCP | FCP | TBT | speed index | CLS | bytes transferred | of which JS | requests | benchmark index | load avg |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${failures.length ? `\nRuns that gave no figures: ${failures.join('; ')}.\n` : ''}${warnings.size ? `\nLighthouse warned: ${[...warnings].join('; ')}\n` : ''}${strayErrors.length ? `\nErrors Lighthouse left unhandled during the runs (logged, not fatal): ${[...new Set(strayErrors)].join('; ')}.\n` : ''}
Goals (issues 24, 43): performance ≥ 0.90 on every screen, LCP ≤ 2.5 s, TBT ≤ 200 ms.`,
  );
  console.log(rows.join('\n'));
} finally {
  await proxy?.stop();
  await server.stop();
}
