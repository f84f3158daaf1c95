/**
 * Fairness of the expensive work (issue 18): does one account's burst of PDF reports and card
 * readings slow another account, or the health check? Starts the real server, makes two farmers
 * on one farm, measures farmer B's `GET /agri/latest/data` and `GET /api/health` one request at a
 * time while idle, then again while farmer A sends its burst (default 40 Hindi soil test reports
 * and 8 synthetic Hindi Soil Health Cards, all at once). During the burst B also asks for one
 * report and reads one card, timed against the same calls made alone. Goal: both p99s within 2×
 * of idle. Writes the "fairness" section of bench/RESULTS.md.
 *
 *   node --import tsx bench/fairness.ts [--db=pglite|postgres] [--reports=40] [--cards=8] [--idle-seconds=10] [--no-write] [--out=…]
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { randomCard, renderCard } from '../apps/server/src/soilHealthCard/synthetic.js';
import { parseFlags, writeSection } from './results.js';
import { type BenchDb, startServer } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['db', 'reports', 'cards', 'idle-seconds', 'no-write', 'out']);
const DB: BenchDb = flags.get('db') === 'postgres' ? 'PostgreSQL' : 'PGlite';
const REPORTS = Number(flags.get('reports') ?? 40);
const CARDS = Number(flags.get('cards') ?? 8);
const IDLE_S = Number(flags.get('idle-seconds') ?? 10);
for (const [name, v, max] of [
  ['reports', REPORTS, 1000],
  ['cards', CARDS, 100],
  ['idle-seconds', IDLE_S, 600],
] as const)
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} must be an integer 1..${max}`);
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (s: string) => console.log(`[fairness] ${s}`);
const ms = (v: number) => `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`;

function percentile(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
}

interface Sampled {
  n: number;
  p50: number;
  p99: number;
  max: number;
}
const summary = (xs: number[]): Sampled => ({ n: xs.length, p50: percentile(xs, 0.5), p99: percentile(xs, 0.99), max: Math.max(...xs) });

async function main() {
  const server = await startServer({ name: 'fair', db: DB, pgAdminUrl: PG_ADMIN_URL });
  try {
    const admin = await server.token();
    const call = async (token: string | null, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };

    // Setup: one farm, one device with a reading, two farmers on it, each with a soil test of their own.
    const farm = (await call(admin, 'POST', '/api/farms', { name: 'Fairness farm' })).data as { id: string };
    const reg = await call(admin, 'POST', `/api/farms/${farm.id}/devices`, { name: 'fairness probe' });
    const device = { id: (reg.data as { id: string }).id, key: reg.deviceKey as string };
    const reading = {
      timestamp: new Date().toISOString(),
      nitrogen: 31,
      phosphorus: 17,
      potassium: 24,
      temperature: 26.5,
      moisture: 33,
      conductivity: 410,
      ph: 6.9,
    };
    const ingest = await fetch(`${server.base}/api/v1/devices/${device.id}/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': device.key },
      body: JSON.stringify({ readings: [reading] }),
    });
    if (ingest.status !== 200) throw new Error(`ingest: ${ingest.status}`);
    const farmer = async (name: string) => {
      const email = `${name}-${process.pid}@agrim.test`;
      const password = `Fair-${randomBytes(12).toString('base64url')}`;
      await call(admin, 'POST', '/api/create/user', { email, password, role: 'User', display_name: `Farmer ${name}` });
      await call(admin, 'POST', `/api/farms/${farm.id}/members`, { email });
      return (await call(null, 'POST', '/api/auth/login', { email, password })).token as string;
    };
    const a = await farmer('a');
    const b = await farmer('b');
    // One test at a time on a device: each farmer starts one and cancels it (the report prints either way).
    const test = async (token: string) => {
      const started = await call(token, 'POST', '/api/v1/soil_test/start', { soil_type: 'Black', depth_cm: 15 });
      await call(token, 'PUT', `/api/v1/soil_test/${String(started.test_id)}/abort`, { reason: 'Fairness bench' });
      return started.test_id as number;
    };
    const testA = await test(a);
    const testB = await test(b);
    const cards = await Promise.all(Array.from({ length: CARDS + 1 }, (_, i) => renderCard(randomCard(900 + i, 'hindi'), { width: 1200 })));

    const timed = async (token: string | null, url: string, init: RequestInit = {}) => {
      const t = performance.now();
      const res = await fetch(`${server.base}${url}`, {
        ...init,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
      });
      const body = Buffer.from(await res.arrayBuffer());
      const elapsed = performance.now() - t;
      // A card reading says how long the OCR itself took; the rest was waiting for its turn.
      const ocrMs = /"ocr_ms":(\d+)/.exec(body.toString('latin1'))?.[1];
      return { status: res.status, ms: elapsed, ocrMs: ocrMs === undefined ? null : Number(ocrMs) };
    };
    const pdf = (token: string, id: number) => timed(token, `/api/v1/soil_test/${id}/report?lang=hi`);
    const card = (token: string, image: Buffer) => {
      const form = new FormData();
      form.set('language', 'hindi');
      form.set('crop_type', 'Wheat');
      form.set('soil_type', 'Black');
      form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'card.png');
      return timed(token, '/api/v1/fert/prediction/shc', { method: 'POST', body: form });
    };
    /** B's dashboard call and the health check, each one request at a time, until `until` settles. */
    const sample = async (until: Promise<unknown>) => {
      let done = false;
      void until.finally(() => (done = true));
      const loop = async (token: string | null, url: string) => {
        const xs: number[] = [];
        while (!done) {
          const r = await timed(token, url);
          if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
          xs.push(r.ms);
        }
        return xs;
      };
      const [latest, health] = await Promise.all([loop(b, `/agri/latest/data?deviceId=${device.id}`), loop(null, '/api/health')]);
      return { latest: summary(latest), health: summary(health) };
    };
    const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

    // Warm-up: the PDF worker thread and the OCR worker start on first use.
    await pdf(b, testB);
    await card(b, cards[CARDS]!);
    for (let i = 0; i < 50; i++) await timed(b, `/agri/latest/data?deviceId=${device.id}`);
    const aloneReport = await pdf(b, testB);
    const aloneCard = await card(b, cards[CARDS]!);
    log(`alone: B's report ${ms(aloneReport.ms)}, B's card ${ms(aloneCard.ms)}`);

    const idle = await sample(sleep(IDLE_S));
    log(`idle: latest p99 ${ms(idle.latest.p99)}, health p99 ${ms(idle.health.p99)}`);

    const t0 = performance.now();
    const burstA = Promise.all([...Array.from({ length: REPORTS }, () => pdf(a, testA)), ...cards.slice(0, CARDS).map((c) => card(a, c))]);
    // B's own report and card, asked just after A's burst, in B's turn rather than behind all of A's.
    const duringB = sleep(0.2).then(async () => ({ report: await pdf(b, testB), card: await card(b, cards[CARDS]!) }));
    const both = Promise.all([burstA, duringB]);
    const busy = await sample(both);
    const [resA, mineB] = await both;
    const burstMs = performance.now() - t0;
    const count = (rs: Array<{ status: number }>, s: number) => rs.filter((r) => r.status === s).length;
    const reportsA = resA.slice(0, REPORTS);
    const cardsA = resA.slice(REPORTS);
    log(`burst: ${ms(burstMs)}; latest p99 ${ms(busy.latest.p99)}, health p99 ${ms(busy.health.p99)}`);
    log(
      `A's reports: ${count(reportsA, 200)}×200, ${count(reportsA, 429)}×429; A's cards: ${count(cardsA, 200)}×200, ${count(cardsA, 429)}×429`,
    );
    log(`B during the burst: report ${mineB.report.status} in ${ms(mineB.report.ms)}, card ${mineB.card.status} in ${ms(mineB.card.ms)}`);

    const ratio = (x: number, y: number) => `${(x / y).toFixed(2)}×`;
    const within = (x: number, y: number) => (x <= 2 * y ? 'yes' : '**no**');
    const cpu = os.cpus();
    const md = `## Fairness: one account's burst against another account (issue 18)

Command: \`node --import tsx bench/fairness.ts --db=${DB === 'PGlite' ? 'pglite' : 'postgres'} --reports=${REPORTS} --cards=${CARDS} --idle-seconds=${IDLE_S}\`
(${new Date().toISOString().slice(0, 10)}; ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${DB}; shared machine, default limits).

Farmer A sends ${REPORTS} Hindi soil test reports and ${CARDS} synthetic Hindi Soil Health Cards at once; meanwhile farmer B's
\`GET /agri/latest/data\` and \`GET /api/health\` are timed one request at a time (closed loop), and B asks for one report
and one card. Idle: the same loops for ${IDLE_S} s with nothing else running. Goal: both p99s within 2× of idle.

| | idle p50 | idle p99 | during A's burst p50 | during p99 | p99 ratio | within 2× |
|---|---|---|---|---|---|---|
| B \`GET /agri/latest/data\` (n ${idle.latest.n} / ${busy.latest.n}) | ${ms(idle.latest.p50)} | ${ms(idle.latest.p99)} | ${ms(busy.latest.p50)} | ${ms(busy.latest.p99)} | ${ratio(busy.latest.p99, idle.latest.p99)} | ${within(busy.latest.p99, idle.latest.p99)} |
| \`GET /api/health\` (n ${idle.health.n} / ${busy.health.n}) | ${ms(idle.health.p50)} | ${ms(idle.health.p99)} | ${ms(busy.health.p50)} | ${ms(busy.health.p99)} | ${ratio(busy.health.p99, idle.health.p99)} | ${within(busy.health.p99, idle.health.p99)} |

| | alone | during A's burst |
|---|---|---|
| B's Hindi report | ${ms(aloneReport.ms)} | ${mineB.report.status}, ${ms(mineB.report.ms)} |
| B's card reading (of which OCR) | ${ms(aloneCard.ms)} (${ms(aloneCard.ocrMs ?? NaN)}) | ${mineB.card.status}, ${ms(mineB.card.ms)} (${ms(mineB.card.ocrMs ?? NaN)}) |

Before the fair queues (PDFs drawn on the request thread, one OCR queue of 4 for everybody), 40 parallel Hindi reports
from one farmer took \`/api/health\` from 3 ms to 4.0 s, and 8 parallel cards from farmer A made farmer B's card a 429.

A's burst took ${ms(burstMs)}: reports ${count(reportsA, 200)} made, ${count(reportsA, 429)} refused with 429 (per-account limit);
cards ${count(cardsA, 200)} read, ${count(cardsA, 429)} refused with 429, ${cardsA.length - count(cardsA, 200) - count(cardsA, 429)} other (422: values not readable).
`;
    console.log(md);
    if (!flags.has('no-write')) writeSection(OUT, 'fairness', md);
  } finally {
    await server.stop();
  }
}

await main();
