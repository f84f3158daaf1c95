/**
 * Recommendation timings: model inference and advice in process, and the HTTP calls end to end
 * against the app on an embedded database. Writes the "recommendations" section of bench/RESULTS.md.
 *
 *   node --import tsx bench/recommendations.ts [--out=bench/RESULTS.md]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FERTILIZER_CROP_TYPES, SOIL_TYPES } from '@agrim/contracts';
import { fertilizerAdvice } from '@agrim/agronomy';
import { predictCrop, predictFertilizer } from '@agrim/ml';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { writeSection } from './results.js';

const REPO = path.resolve(import.meta.dirname, '..');
const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? path.join(REPO, 'bench', 'RESULTS.md');

/** A small seeded generator, so every run times the same inputs. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(7);
const between = (lo: number, hi: number) => lo + random() * (hi - lo);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: s[s.length - 1]! };
}

function time(n: number, make: () => () => unknown): number[] {
  const calls = Array.from({ length: n }, make);
  for (const call of calls.slice(0, Math.min(200, n))) call(); // warm-up
  return calls.map((call) => {
    const t0 = performance.now();
    call();
    return performance.now() - t0;
  });
}

const cropInput = () => ({
  N: between(0, 100),
  P: between(0, 100),
  K: between(0, 200),
  temperature: between(8, 44),
  humidity: between(14, 100),
  ph: between(3.5, 9.9),
  rainfall: between(20, 200),
});
const fertilizerInput = () => ({
  temperature: between(20, 40),
  humidity: between(40, 80),
  moisture: between(20, 70),
  soilType: pick(SOIL_TYPES),
  cropType: pick(FERTILIZER_CROP_TYPES),
  nitrogen: between(0, 60),
  potassium: between(0, 30),
  phosphorous: between(0, 50),
});
const adviceInput = (language: 'english' | 'hindi') => ({
  language,
  crop: pick(FERTILIZER_CROP_TYPES),
  soilType: pick(SOIL_TYPES),
  nitrogen: between(0, 200),
  phosphorus: between(0, 200),
  potassium: between(0, 200),
  unit: 'mg/kg' as const,
  moisture: between(0, 100),
  ph: between(4, 9.5),
  conductivityDsPerM: between(0, 5),
});

const rows: string[] = [];
const ms = (v: number) => (v < 1 ? `${(v * 1000).toFixed(1)} µs` : `${v.toFixed(2)} ms`);
function row(what: string, n: number, samples: number[], target: string, limit: number) {
  const p = percentiles(samples);
  rows.push(
    `| ${what} | ${n.toLocaleString('en')} | ${ms(p.p50)} | ${ms(p.p99)} | ${ms(p.max)} | ${target} | ${p.p99 <= limit ? 'met' : 'NOT met'} |`,
  );
  console.log(rows.at(-1));
}

const N = 20_000;
row(
  'crop model, one prediction with drivers',
  N,
  time(N, () => {
    const x = cropInput();
    return () => predictCrop(x);
  }),
  '≤ 1 ms',
  1,
);
row(
  'fertilizer model, one prediction',
  N,
  time(N, () => {
    const x = fertilizerInput();
    return () => predictFertilizer(x);
  }),
  '≤ 1 ms',
  1,
);
for (const language of ['english', 'hindi'] as const) {
  row(
    `advice text (${language})`,
    2_000,
    time(2_000, () => {
      const x = adviceInput(language);
      return () => fertilizerAdvice(x);
    }),
    '≤ 50 ms',
    50,
  );
}

// End to end through HTTP (in-process inject: routing, auth, validation, serialisation).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrim-bench-rec-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  SIMULATOR: 'false',
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: 'bench@agrim.test',
  ADMIN_PASSWORD: 'bench-password',
});
const database = await openDatabase({ dataDir });
const app = await buildApp({ config, database, logger: false });
await app.services.users.ensureFirstAdmin('bench@agrim.test', 'bench-password');
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench@agrim.test', password: 'bench-password' },
});
const headers = { authorization: `Bearer ${login.json().token as string}` };
async function http(what: string, n: number, url: string, body: () => object, limit: number) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const payload = body();
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url, headers, payload });
    samples.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  row(what, n, samples, `≤ ${limit} ms`, limit);
}
await http('POST /api/v1/ai/recommend_crop', 2_000, '/api/v1/ai/recommend_crop', cropInput, 50);
await http(
  'POST /agri/fertilizer/recommendation/id (stored)',
  1_000,
  '/agri/fertilizer/recommendation/id',
  () => {
    const x = fertilizerInput();
    return {
      temperature: Math.round(x.temperature),
      humidity: Math.round(x.humidity),
      moisture: Math.round(x.moisture),
      nitrogen: Math.round(x.nitrogen),
      potassium: Math.round(x.potassium),
      phosphorous: Math.round(x.phosphorous),
      croptype: x.cropType,
      soiltype: x.soilType,
      modeltype: 'v2',
    };
  },
  50,
);
await http(
  'POST /agri/fertilizer/recommendation/gpt (advice)',
  1_000,
  '/agri/fertilizer/recommendation/gpt',
  () => {
    const x = adviceInput(pick(['english', 'hindi'] as const));
    return {
      temperature: 30,
      humidity: 60,
      soil_moisture: Math.round(x.moisture),
      nitrogen: Math.round(x.nitrogen),
      phosphorus: Math.round(x.phosphorus),
      potassium: Math.round(x.potassium),
      crop_type: x.crop,
      soil_type: x.soilType,
      language: x.language,
    };
  },
  50,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

writeSection(
  out,
  'recommendations',
  [
    '## Recommendation timings',
    '',
    `Written by \`node --import tsx bench/recommendations.ts\` on ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores. Seeded random inputs across the sliders' ranges; HTTP rows go through the whole app in process (routing, sign-in check, validation, storage on PGlite, serialisation) without the network.`,
    '',
    '| what | calls | p50 | p99 | max | target (p99) | verdict |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
