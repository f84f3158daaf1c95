/**
 * Soil analytics request timings (issue 9): the Soil Data Analysis, pH table and chart,
 * Visualisation and Nutrient Calculator calls over a week of one reading every 10 seconds
 * (60,480 readings, the simulator's probe). Starts the real server on PGlite and on PostgreSQL,
 * delivers the week through the ingestion API, then times each call one at a time on loopback.
 * Writes the "soil-analysis" section of bench/RESULTS.md.
 *
 *   node --import tsx bench/soilAnalysis.ts [--calls=30] [--no-write] [--out=bench/RESULTS.md]
 */
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CALCULATOR_ZONE, kolkataDay, type ReadingInput } from '@agrim/contracts';
import { simulatedReading } from '../apps/server/src/sensors/simulator.js';
import { parseFlags, writeSection } from './results.js';
import { type BenchDb, startServer, stats } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['calls', 'no-write', 'out']);
const CALLS = Number(flags.get('calls') ?? 30);
if (!Number.isInteger(CALLS) || CALLS < 5 || CALLS > 10_000) throw new Error('--calls must be an integer 5..10000');
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAYS = 7;
const STEP_MS = 10_000;
const BATCH = 5000;
/** Our own target for a screen's call: the screen is usable within a second. */
const TARGET_MS = 1000;

const rows: string[] = [];
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function run(db: BenchDb) {
  const server = await startServer({ name: 'soil', db, pgAdminUrl: PG_ADMIN_URL });
  try {
    const token = await server.token();
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown, extra: Record<string, string> = {}) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const farm = (await call('POST', '/api/farms', { name: 'Bench farm (soil analytics)' })).json.data as { id: string };
    const reg = (await call('POST', `/api/farms/${farm.id}/devices`, { name: 'bench probe' })).json;
    const device = { id: (reg.data as { id: string }).id, key: reg.deviceKey as string };

    const end = Math.floor(Date.now() / STEP_MS) * STEP_MS;
    const batch: ReadingInput[] = [];
    let stored = 0;
    const t0 = performance.now();
    const flush = async () => {
      const res = await fetch(`${server.base}/api/v1/devices/${device.id}/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': device.key },
        body: JSON.stringify({ readings: batch.splice(0) }),
      });
      if (res.status !== 200) throw new Error(`ingest: ${res.status} ${await res.text()}`);
      stored += ((await res.json()) as { accepted: number }).accepted;
    };
    for (let t = end - DAYS * 86_400_000; t <= end; t += STEP_MS) {
      const r = simulatedReading(new Date(t));
      if (r) batch.push(r);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length) await flush();
    const ingestS = (performance.now() - t0) / 1000;

    const q = `deviceId=${device.id}`;
    const startOffset = kolkataDay(new Date(end - (DAYS - 1) * 86_400_000));
    const range = `${q}&startOffset=${startOffset}&endOffset=${kolkataDay(new Date(end))}`;
    const zone = encodeURIComponent(DEFAULT_CALCULATOR_ZONE);
    const soil = ((await call('GET', `/get/zone/soil/nutrient/calculator?zone=${zone}`)).json.soils as string[])[0]!;
    const crops = (await call('GET', `/get/zone/crop/nutrient/calculator?zone=${zone}&soil=${encodeURIComponent(soil)}`)).json
      .crops as string[];
    const crop = crops[0]!;
    const ratio = (
      (
        await call(
          'GET',
          `/get/zone/npk/nutrient/calculator?zone=${zone}&soil=${encodeURIComponent(soil)}&crop=${encodeURIComponent(crop)}`,
        )
      ).json.npk_ratios as string[]
    )[0]!;
    const total = ((await call('GET', `/agri/ph/analysis/dataset?${q}&page=1&page_size=100`)).json.total as number) ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / 100));

    rows.push('', `### ${db}: ${stored.toLocaleString('en')} readings over ${DAYS} days delivered in ${ingestS.toFixed(1)} s`, '');
    rows.push('| call | calls | p50 | p95 | max | target | |', '|---|---|---|---|---|---|---|');
    const time = async (what: string, url: (i: number) => string) => {
      const samples: number[] = [];
      for (let i = 0; i < CALLS + 3; i++) {
        const s0 = performance.now();
        const res = await call('GET', url(i));
        if (res.status !== 200) throw new Error(`${url(i)}: ${res.status} ${JSON.stringify(res.json)}`);
        if (i >= 3) samples.push(performance.now() - s0);
      }
      const s = stats(samples);
      const cells = [
        what,
        String(samples.length),
        ms(s.p50),
        ms(s.p95),
        ms(s.max),
        `≤ ${TARGET_MS} ms`,
        s.p95 <= TARGET_MS ? 'met' : 'NOT met',
      ];
      rows.push(`| ${cells.join(' | ')} |`);
      console.log(rows.at(-1));
    };
    await time(`GET /get/soil/data/analysis, ${DAYS} days (bucket means, histograms in SQL)`, () => `/get/soil/data/analysis?${range}`);
    await time(
      `GET /get/soil/data/analysis, ${DAYS} days, each suggestion text once (suggestions=listed)`,
      () => `/get/soil/data/analysis?${range}&suggestions=listed`,
    );
    await time(
      `GET /get/soil/data/analysis, ${DAYS} days, listed and without the df_* series (series=omitted)`,
      () => `/get/soil/data/analysis?${range}&suggestions=listed&series=omitted`,
    );
    await time(
      `GET /get/soil/data/analysis, ${DAYS} days, without the series and the rows (rows=omitted, as the screen asks)`,
      () => `/get/soil/data/analysis?${range}&series=omitted&rows=omitted`,
    );
    await time(
      `GET /get/soil/data/analysis/rows, ${DAYS} days, a page of 25 sorted by nitrogen (the grid's page)`,
      (i) => `/get/soil/data/analysis/rows?${range}&page=${1 + (i % 80)}&page_size=25&sort=nitrogen&order=desc`,
    );
    await time('GET /agri/ph/analysis/dataset, page 1 of 100', () => `/agri/ph/analysis/dataset?${q}&page=1&page_size=100`);
    await time(
      `GET /agri/ph/analysis/dataset, pages across all ${lastPage}`,
      (i) => `/agri/ph/analysis/dataset?${q}&page=${1 + ((i * 97) % lastPage)}`,
    );
    await time('GET /agri/ph/analysis (last 7 days, summary)', () => `/agri/ph/analysis?${q}`);
    await time(`GET /api/v1/ai/ph_graph, ${DAYS} days`, () => `/api/v1/ai/ph_graph?${range}`);
    await time(`GET /agri/ph/visualisation, ${DAYS} days`, () => `/agri/ph/visualisation?${range}`);
    await time('GET /get/soil/nutrient/calculator', () => `/get/soil/nutrient/calculator?${q}`);
    await time(`GET /get/zone/predict/nutrient/calculator (${crop}, ${ratio})`, (i) => {
      const params = new URLSearchParams({
        deviceId: device.id,
        zone: DEFAULT_CALCULATOR_ZONE,
        soil,
        crop,
        npk: ratio,
        hectares: String(1 + i),
      });
      return `/get/zone/predict/nutrient/calculator?${params}`;
    });
  } finally {
    await server.stop();
  }
}

await run('PGlite');
await run('PostgreSQL');

const md = [
  '## Soil analytics',
  '',
  `Command: \`node --import tsx bench/soilAnalysis.ts --calls=${CALLS}\`. ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}. ` +
    `The real server on loopback; one device with one simulated reading every 10 s for ${DAYS} days, delivered through the ingestion API; 3 warm-up calls, then one call at a time. ` +
    'The target (a screen usable within a second) is ours; the issue sets none.',
  ...rows,
  '',
].join('\n');
if (flags.get('no-write') !== 'true') writeSection(OUT, 'soil-analysis', md);
