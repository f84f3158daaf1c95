/**
 * Image analysis timings and memory (issue 7 measures; issue 40 adds the pretrained backbone: which
 * models read it, and the first photo's time, which loads it): each built-in image model's time per photo
 * in process (decode + features off the event loop + model), the HTTP calls end to end against the
 * real server on the embedded database and on PostgreSQL, and the server's memory once every
 * built-in model is loaded.
 * Writes the "images" section of bench/RESULTS.md.
 *
 *   node --import tsx bench/images.ts [--photos=40] [--no-write] [--out=bench/RESULTS.md]
 *
 * One core: sharp is limited to one libvips thread and the feature pool has one worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_TASKS, type ImageTask } from '@agrim/contracts';
import { builtinImageModel } from '@agrim/ml';
import sharp from 'sharp';
import { datasetsDir } from '../apps/server/src/soilHealthCard/synthetic.js';
import { parseFlags, writeSection } from './results.js';
import { type BenchDb, startServer, stats } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['photos', 'no-write', 'out']);
const PHOTOS = Number(flags.get('photos') ?? 40);
if (!Number.isInteger(PHOTOS) || PHOTOS < 5 || PHOTOS > 1000) throw new Error('--photos must be an integer 5..1000');
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
sharp.concurrency(1);
const LOAD_AT_START = os.loadavg()[0]!.toFixed(1);

/** Where each task's photos come from, and the endpoint that answers it. */
const SOURCES: Partial<Record<ImageTask, { sets: string[]; url: string }>> = {
  'soil-type': { sets: ['soil-types'], url: '/get/soil/type/predict' },
  'soybean-leaf': { sets: ['soybean-leaf-disease', 'soybean-leaf-disease-2'], url: '/get/soyabean/disease/prediction' },
  'tomato-leaf': { sets: ['tomato-leaf-disease'], url: '/get/tomato/disease/prediction' },
};

/** `n` photos spread over the classes of the task's data sets, in a fixed order. */
function photos(task: ImageTask, n: number): Buffer[] {
  const files: string[] = [];
  for (const set of SOURCES[task]!.sets) {
    const dir = path.join(datasetsDir(), set);
    for (const cls of readdirSync(dir).sort())
      files.push(
        ...readdirSync(path.join(dir, cls))
          .sort()
          .map((f) => path.join(dir, cls, f)),
      );
  }
  const step = Math.max(1, Math.floor(files.length / n));
  return files
    .filter((_, i) => i % step === 0)
    .slice(0, n)
    .map((f) => readFileSync(f));
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const rows: string[] = [];
const line = (cells: string[]) => {
  rows.push(`| ${cells.join(' | ')} |`);
  console.log(rows.at(-1));
};

const rss0 = process.memoryUsage().rss;
rows.push('### In process: one photo at a time after 5 warm-up photos', '');
rows.push(
  'The first photo of the first model that reads the pretrained backbone (issue 40) also loads it, once, in the feature worker: its time is the "first photo" column.',
  '',
);
rows.push('| model | reads the backbone | first photo | photos | p50 | p95 | max | target | |', '|---|---|---|---|---|---|---|---|---|');
for (const task of IMAGE_TASKS) {
  if (!SOURCES[task]) continue;
  const model = await builtinImageModel(task);
  if (!model) throw new Error(`no built-in model for ${task}`);
  const input = photos(task, PHOTOS);
  const cold = performance.now();
  await model.predict(input[0]!);
  const first = performance.now() - cold;
  const readsBackbone = 'usesBackbone' in model && model.usesBackbone === true;
  for (const p of input.slice(1, 5)) await model.predict(p);
  const samples: number[] = [];
  for (const p of input) {
    const t0 = performance.now();
    await model.predict(p);
    samples.push(performance.now() - t0);
  }
  const s = stats(samples);
  line([
    task,
    readsBackbone ? 'yes' : 'no',
    ms(first),
    String(input.length),
    ms(s.p50),
    ms(s.p95),
    ms(s.max),
    '≤ 300 ms',
    s.p95 <= 300 ? 'met' : 'NOT met',
  ]);
}
const rssModels = process.memoryUsage().rss;

// End to end through HTTP against the real server (`apps/server/src/main.ts` in a child process), once
// on the embedded database and once on PostgreSQL, so its memory is measured as it runs.
async function serverRun(db: BenchDb): Promise<void> {
  const server = await startServer({ name: 'img', db, pgAdminUrl: PG_ADMIN_URL });
  try {
    const rssStarted = server.rss();
    const token = await server.token();
    rows.push('', `### HTTP on ${db}, end to end (stored photo and record included)`, '');
    rows.push(
      'As in process: the first call and 4 more warm the model up (the "first call" and "warm-up" columns), then every photo is timed.',
      '',
      '| call | first call (loads the model; the backbone with the first that reads it) | warm-up, slowest of 4 | photos | p50 | p95 | max | target | |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const [task, source] of Object.entries(SOURCES) as [ImageTask, { url: string }][]) {
      const post = async (p: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), 'photo.jpg');
        const t0 = performance.now();
        const res = await fetch(`${server.base}${source.url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${source.url}: ${res.status}`);
        return performance.now() - t0;
      };
      // The same warm-up as in process: a server's first photos after its start (the feature worker's code
      // compiled, the backbone's first runs) are reported in their own columns, not in the percentiles.
      const input = photos(task, PHOTOS);
      const first = await post(input[0]!);
      let warmUp = 0;
      for (const p of input.slice(1, 5)) warmUp = Math.max(warmUp, await post(p));
      const samples: number[] = [];
      for (const p of input) samples.push(await post(p));
      const s = stats(samples);
      line([
        `POST ${source.url}`,
        ms(first),
        ms(warmUp),
        String(samples.length),
        ms(s.p50),
        ms(s.p95),
        ms(s.max),
        '≤ 300 ms',
        s.p95 <= 300 ? 'met' : 'NOT met',
      ]);
    }
    memory.push([db, rssStarted, server.rss()]);
  } finally {
    await server.stop();
  }
}

/** Issue 40: a server with every built-in model loaded, the pretrained backbone included, within 450 MB (on PostgreSQL). */
const MEMORY_TARGET_MIB = 450;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memory: Array<[string, number, number]> = [];
await serverRun('PGlite');
await serverRun('PostgreSQL');

rows.push('', '### Memory (resident set)', '');
rows.push('| process | RSS | target | |', '|---|---|---|---|');
line(['this bench process: start', mib(rss0), '', '']);
line(['this bench process: the three built-in models loaded and used', `${mib(rssModels)} (+${mib(rssModels - rss0)})`, '', '']);
for (const [db, started, loaded] of memory) {
  line([`server on ${db}: started`, mib(started), '', '']);
  line([
    `server on ${db}: all built-in models loaded, after the calls above`,
    `${mib(loaded)} (+${mib(loaded - started)})`,
    `≤ ${MEMORY_TARGET_MIB} MiB`,
    loaded <= MEMORY_TARGET_MIB * 2 ** 20 ? 'met' : 'NOT met',
  ]);
}

// The machine is shared: the load when the bench started says how far its timings are from an idle core.
const md = [
  '## Image analysis',
  '',
  `Command: \`node --import tsx bench/images.ts --photos=${PHOTOS}\`. ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `sharp limited to one thread, one feature worker, 1-minute load average ${LOAD_AT_START} when the bench started (shared machine). Photos from DATASETS_DIR, spread over the classes. ` +
    'Accuracy, out-of-distribution and per-model figures are in each model card (packages/ml/models/*.card.md).',
  '',
  "The memory target is the models' share of a server: compare each server's RSS before and after the models load. " +
    "On PGlite most of the resident set is the embedded database's WebAssembly heap, there before any model loads.",
  '',
  ...rows,
  '',
].join('\n');
if (flags.get('no-write') !== 'true') writeSection(OUT, 'images', md);
