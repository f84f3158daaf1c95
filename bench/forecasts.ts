/**
 * Forecast request timings (issue 8 measure: a forecast request answers in ≤ 200 ms, models fitted
 * at import or start, not per request). Starts the real server with DATASETS_DIR, lets it import
 * both public datasets and fit, then times the spec's calls over HTTP on loopback, on PGlite and
 * on PostgreSQL. The models' accuracy is printed by `npm run -s ml -- backtest rainfall|yield`.
 * Writes the "forecasts" section of bench/RESULTS.md.
 *
 *   node --import tsx bench/forecasts.ts [--calls=50] [--no-write] [--out=bench/RESULTS.md]
 */
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SUBDIVISION, DEFAULT_YIELD_CROP } from '@agrim/contracts';
import { datasetsDir } from '../apps/server/src/soilHealthCard/synthetic.js';
import { parseFlags, writeSection } from './results.js';
import { type BenchDb, startServer, stats } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['calls', 'no-write', 'out']);
const CALLS = Number(flags.get('calls') ?? 50);
if (!Number.isInteger(CALLS) || CALLS < 5 || CALLS > 10_000) throw new Error('--calls must be an integer 5..10000');
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const rows: string[] = [];
const ms = (v: number) => `${v.toFixed(1)} ms`;
const line = (cells: string[]) => {
  rows.push(`| ${cells.join(' | ')} |`);
  console.log(rows.at(-1));
};

async function run(db: BenchDb) {
  const t0 = performance.now();
  const server = await startServer({
    name: 'fc',
    db,
    pgAdminUrl: PG_ADMIN_URL,
    env: { DATASETS_DIR: datasetsDir(), DATASETS_IMPORT_ON_START: 'true' },
  });
  try {
    const token = await server.token();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await fetch(`${server.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = (await res.json()) as Record<string, unknown>;
      return { status: res.status, json };
    };
    // The start-up import runs in the background: wait until both forecasts answer.
    for (;;) {
      const [w, y] = await Promise.all([call('GET', '/weather/prediction'), call('GET', '/get/yield/crops')]);
      if (w.status === 200 && y.status === 200) break;
      const waiting = (status: number) => [200, 409, 503].includes(status);
      if (!waiting(w.status) || !waiting(y.status) || performance.now() - t0 > 600_000)
        throw new Error(`datasets not ready: ${w.status} ${y.status}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const readyS = (performance.now() - t0) / 1000;
    const subdivisions = (await call('GET', '/weather/prediction')).json.subdivisions as string[];
    const states = (await call('POST', '/get/soyabean/yield/prediction/state', { Crop: DEFAULT_YIELD_CROP })).json
      .crop_type_state_data as string[];
    const State = states[0]!;
    const districts = (await call('POST', '/get/soyabean/yield/prediction/state/district', { Crop: DEFAULT_YIELD_CROP, State })).json
      .crop_type_district_data as string[];
    const future = new Date(Date.now() + 5 * 365 * 86_400_000).toISOString().slice(0, 10);

    rows.push('', `### ${db}: datasets imported and models fitted ${readyS.toFixed(1)} s after the process started`, '');
    rows.push('| call | calls | p50 | p95 | max | target | |', '|---|---|---|---|---|---|---|');
    const time = async (what: string, make: (i: number) => [method: 'GET' | 'POST', url: string, body?: unknown]) => {
      const samples: number[] = [];
      for (let i = 0; i < CALLS + 3; i++) {
        const [method, url, body] = make(i);
        const s0 = performance.now();
        const res = await call(method, url, body);
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.json)}`);
        if (i >= 3) samples.push(performance.now() - s0);
      }
      const s = stats(samples);
      line([what, String(samples.length), ms(s.p50), ms(s.p95), ms(s.max), '≤ 200 ms', s.p95 <= 200 ? 'met' : 'NOT met']);
    };
    await time('GET /weather/prediction', () => ['GET', '/weather/prediction']);
    await time(`POST /get/weather/predicted, 1 subdivision (${DEFAULT_SUBDIVISION})`, () => [
      'POST',
      '/get/weather/predicted',
      { subdivisions: [DEFAULT_SUBDIVISION] },
    ]);
    await time('POST /get/weather/predicted, 5 subdivisions', (i) => [
      'POST',
      '/get/weather/predicted',
      { subdivisions: Array.from({ length: 5 }, (_, k) => subdivisions[(i * 5 + k) % subdivisions.length]!) },
    ]);
    await time(`POST /get/weather/predicted/future, 2 subdivisions to ${future}`, (i) => [
      'POST',
      '/get/weather/predicted/future',
      { subdivisions: [subdivisions[i % subdivisions.length]!, subdivisions[(i + 7) % subdivisions.length]!], future_date: future },
    ]);
    await time('POST /get/soyabean/yield/prediction/state', () => [
      'POST',
      '/get/soyabean/yield/prediction/state',
      { Crop: DEFAULT_YIELD_CROP },
    ]);
    await time('POST /get/soyabean/yield/prediction/state/district', (i) => [
      'POST',
      '/get/soyabean/yield/prediction/state/district',
      { Crop: DEFAULT_YIELD_CROP, State: states[i % states.length]! },
    ]);
    await time(`POST /get/soyabean/yield/prediction (${State}, districts in turn)`, (i) => [
      'POST',
      '/get/soyabean/yield/prediction',
      { Crop: DEFAULT_YIELD_CROP, State, District: districts[i % districts.length]! },
    ]);
  } finally {
    await server.stop();
  }
}

await run('PGlite');
await run('PostgreSQL');

const md = [
  '## Forecasts',
  '',
  `Command: \`node --import tsx bench/forecasts.ts --calls=${CALLS}\`. ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}. ` +
    'The real server on loopback, after its start-up import of both datasets from DATASETS_DIR; 3 warm-up calls, then one call at a time. ' +
    'Accuracy: `npm run -s ml -- backtest rainfall` and `backtest yield` (packages/ml/models/rainfall.card.md, yield.card.md).',
  ...rows,
  '',
].join('\n');
if (flags.get('no-write') !== 'true') writeSection(OUT, 'forecasts', md);
