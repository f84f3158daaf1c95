/**
 * Soil Health Card OCR benchmark (not a test): time and field accuracy of
 * `readSoilHealthCard` (apps/server/src/soilHealthCard) on the real cards in
 * DATASETS_DIR/soil-health-cards and on N synthetic cards with known values. Prints the figures and
 * writes the `shc` section of bench/RESULTS.md (bench/results.ts; the other sections are kept).
 *
 *   node --import tsx bench/shc.ts [--synthetic=12] [--seed=2024] [--runs=3] [--variant=4.0.0_best_int|4.0.0]
 *                                  [--languages=english,hindi] [--no-write] [--out=bench/RESULTS.md]
 *
 * One core: tesseract.js runs in one WebAssembly worker thread; sharp is limited to one libvips
 * thread here (`sharp.concurrency(1)`), so the figures are those of a single core.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  closeOcr,
  configureOcr,
  ocrConfig,
  readSoilHealthCard,
  type SoilHealthCardReading,
} from '../apps/server/src/soilHealthCard/index.js';
import type { TessdataVariant } from '../apps/server/src/soilHealthCard/ocr.js';
import {
  datasetsDir,
  REAL_CARDS,
  renderCard,
  scoreFields,
  syntheticSet,
  type CardLanguage,
  type FieldScore,
} from '../apps/server/src/soilHealthCard/synthetic.js';
import { parseFlags, writeSection } from './results.js';

const REPO = path.resolve(import.meta.dirname, '..');
const SECTION = '## Soil Health Card OCR';

function parseArgs(argv: string[]) {
  const flags = parseFlags(argv, ['synthetic', 'seed', 'runs', 'no-write', 'out', 'variant', 'languages']);
  const int = (name: string, def: number, min: number, max: number) => {
    const v = Number(flags.get(name) ?? def);
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`--${name} must be an integer ${min}..${max}`);
    return v;
  };
  return {
    synthetic: int('synthetic', 12, 0, 500),
    seed: int('seed', 2024, 0, 2 ** 31),
    runs: int('runs', 3, 1, 20),
    write: flags.get('no-write') !== 'true',
    variant: (flags.get('variant') ?? '4.0.0_best_int') as TessdataVariant,
    languages: (flags.get('languages') ?? 'english,hindi').split(',') as CardLanguage[],
    out: path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md')),
  };
}

const args = parseArgs(process.argv.slice(2));
if (!['4.0.0_best_int', '4.0.0'].includes(args.variant)) throw new Error('--variant must be 4.0.0_best_int or 4.0.0');
if (args.languages.length === 0 || !args.languages.every((l) => ['english', 'hindi', 'marathi'].includes(l)))
  throw new Error('--languages must list english, hindi and/or marathi, comma-separated');
sharp.concurrency(1);

interface Timed {
  reading: SoilHealthCardReading;
  wallMs: number;
  cpuMs: number;
}

async function timedRead(image: Buffer): Promise<Timed> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const reading = await readSoilHealthCard(image);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { reading, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fmt = (x: number, d = 0) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const log = (s: string) => console.log(`[shc] ${s}`);

interface Row {
  name: string;
  size: string;
  coldMs: number | null;
  warmMs: number;
  cpuMs: number;
  score: FieldScore | null;
  readable: boolean;
  expectReadable: boolean;
  note: string;
}

async function imageSize(buf: Buffer): Promise<string> {
  const m = await sharp(buf).metadata();
  return `${m.width}×${m.height}${m.space && m.space !== 'srgb' ? ` ${m.space.toUpperCase()}` : ''}`;
}

async function main() {
  const T0 = performance.now();
  await configureOcr({ variant: args.variant });
  const dir = path.join(datasetsDir(), 'soil-health-cards');
  const rows: Row[] = [];
  let workerStartMs = 0;
  let rssAfterStart = 0;

  // Worker start alone: the first read of a tiny image minus the same read warm.
  {
    const tiny = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const rss0 = process.memoryUsage().rss;
    const cold = await timedRead(tiny);
    const warm = await timedRead(tiny);
    workerStartMs = cold.wallMs - warm.wallMs;
    rssAfterStart = process.memoryUsage().rss - rss0;
    log(`worker start ${fmt(workerStartMs)} ms, RSS +${fmt(rssAfterStart / 2 ** 20)} MiB`);
  }

  for (const card of REAL_CARDS) {
    const file = path.join(dir, card.file);
    if (!existsSync(file)) {
      log(`missing ${file}: skipped`);
      continue;
    }
    const image = readFileSync(file);
    await closeOcr(); // cold: a new worker for the first read
    const cold = await timedRead(image);
    const warm: Timed[] = [];
    for (let i = 0; i < args.runs; i++) warm.push(await timedRead(image));
    const last = warm[warm.length - 1]!.reading;
    const score = card.truth ? scoreFields(card.truth, last.parameters) : null;
    const found = Object.keys(last.parameters).length;
    rows.push({
      name: card.name,
      size: await imageSize(image),
      coldMs: cold.wallMs,
      warmMs: median(warm.map((w) => w.wallMs)),
      cpuMs: median(warm.map((w) => w.cpuMs)),
      score,
      readable: last.readable,
      expectReadable: card.truth !== null,
      note: card.truth ? '' : `${found} value(s) reported${found ? `: ${Object.keys(last.parameters).join(', ')}` : ''}`,
    });
    log(
      `${card.name}: cold ${fmt(cold.wallMs)} ms, warm ${fmt(median(warm.map((w) => w.wallMs)))} ms, ${score ? `${score.right}/${score.total} ${score.wrong.join('; ')}` : `readable=${last.readable}`}`,
    );
  }

  const synth = syntheticSet(args.synthetic, args.seed, args.languages);
  for (const { card, opts, name } of synth) {
    const image = await renderCard(card, opts);
    const t = await timedRead(image);
    const score = scoreFields(card.values, t.reading.parameters);
    const desc = [
      opts.font,
      `${opts.width}px`,
      opts.blur ? `blur ${fmt(opts.blur, 1)}` : '',
      opts.rotate ? `${opts.rotate}°` : '',
      opts.noise ? `noise ${fmt(opts.noise, 0)}` : '',
      opts.jpegQuality ? `JPEG q${opts.jpegQuality}` : 'PNG',
    ]
      .filter(Boolean)
      .join(', ');
    rows.push({
      name,
      size: await imageSize(image),
      coldMs: null,
      warmMs: t.wallMs,
      cpuMs: t.cpuMs,
      score,
      readable: t.reading.readable,
      expectReadable: true,
      note: desc,
    });
    log(`${name} (${desc}): ${fmt(t.wallMs)} ms, ${score.right}/${score.total}${score.wrong.length ? ` — ${score.wrong.join('; ')}` : ''}`);
  }
  await closeOcr();

  const md = report(rows, { workerStartMs, rssAfterStart, totalS: (performance.now() - T0) / 1000 });
  console.log(`\n${md}`);
  if (args.write) {
    writeSection(args.out, 'shc', md);
    log(`wrote the "${SECTION.slice(3)}" section of ${path.relative(process.cwd(), args.out)}`);
  }
}

function gitState(): string {
  try {
    const git = (...a: string[]) =>
      execFileSync('git', a, { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const head = git('log', '-1', '--format=%h %cI');
    const dirty = git('status', '--porcelain', '--', 'apps/server/src/soilHealthCard').split('\n').filter(Boolean).length;
    return `${head}${dirty ? ` (+ ${dirty} uncommitted file(s) under apps/server/src/soilHealthCard)` : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

function report(rows: Row[], m: { workerStartMs: number; rssAfterStart: number; totalS: number }): string {
  const real = rows.filter((r) => r.coldMs !== null);
  const synth = rows.filter((r) => r.coldMs === null);
  const sum = (rs: Row[]) =>
    rs.reduce((a, r) => ({ right: a.right + (r.score?.right ?? 0), total: a.total + (r.score?.total ?? 0) }), { right: 0, total: 0 });
  const pct = (a: { right: number; total: number }) => (a.total ? `${fmt((100 * a.right) / a.total, 1)} %` : '—');
  const realAcc = sum(real);
  const synthAcc = sum(synth);
  const allAcc = { right: realAcc.right + synthAcc.right, total: realAcc.total + synthAcc.total };
  const maxWarm = Math.max(...rows.map((r) => r.warmMs));
  const maxCold = Math.max(...real.map((r) => r.coldMs ?? 0));
  const cfg = ocrConfig();
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const lines: string[] = [];
  lines.push(SECTION, '');
  lines.push(
    `Written by \`bench/shc.ts\` (see bench/README.md). Command: \`node --import tsx bench/shc.ts --synthetic=${args.synthetic} --seed=${args.seed} --runs=${args.runs}${args.variant === '4.0.0' ? ' --variant=4.0.0' : ''}\` (cwd: repository root). ` +
      `${new Date().toISOString()}, Node ${process.version}, ${os.cpus()[0]?.model.trim() ?? 'CPU'} (${os.availableParallelism()} cores available; one used: ` +
      `tesseract.js runs in one WebAssembly worker thread and sharp was limited to one libvips thread), code ${gitState()}.`,
    '',
  );
  lines.push(
    `Worker: languages \`${cfg.languages}\`, tessdata \`${cfg.variant}\` from the installed @tesseract.js-data packages, LSTM engine. ` +
      `Worker start (language data decompressed and loaded) ${fmt(m.workerStartMs)} ms; process RSS grew by ${fmt(m.rssAfterStart / 2 ** 20)} MiB when it started. Total run ${fmt(m.totalS, 1)} s.`,
    '',
  );
  lines.push('| measure | result | target | verdict |', '|---|---|---|---|');
  lines.push(`| time per card, warm (worst card) | ${fmt(maxWarm)} ms | ≤ 8,000 ms | ${verdict(maxWarm <= 8000)} |`);
  lines.push(`| time per card, cold: new worker + first read (worst real card) | ${fmt(maxCold)} ms | — | — |`);
  lines.push(
    `| fields right, real cards | ${realAcc.right}/${realAcc.total} (${pct(realAcc)}) | ≥ 95 % | ${verdict(realAcc.right >= 0.95 * realAcc.total)} |`,
  );
  const perCard = real.filter((r) => r.score);
  const weakest = perCard.filter((r) => r.score!.right < 0.95 * r.score!.total);
  lines.push(
    `| fields right, each real card | ${perCard.map((r) => `${r.name.split(',')[0]} ${r.score!.right}/${r.score!.total}`).join('; ')} | ≥ 95 % each | ${verdict(weakest.length === 0)}${
      weakest.length ? ` (${weakest.map((r) => r.name.split(',')[0]).join(', ')})` : ''
    } |`,
  );
  lines.push(
    `| fields right, ${synth.length} synthetic cards | ${synthAcc.right}/${synthAcc.total} (${pct(synthAcc)}) | ≥ 95 % | ${verdict(synthAcc.right >= 0.95 * synthAcc.total)} |`,
  );
  lines.push(
    `| fields right, all | ${allAcc.right}/${allAcc.total} (${pct(allAcc)}) | ≥ 95 % | ${verdict(allAcc.right >= 0.95 * allAcc.total)} |`,
  );
  const template = real.find((r) => !r.expectReadable);
  if (template)
    lines.push(
      `| blank template reported unreadable, no values | ${!template.readable && template.note.startsWith('0 ') ? 'yes' : `no (${template.note})`} | yes | ${verdict(!template.readable && template.note.startsWith('0 '))} |`,
    );
  lines.push('');
  lines.push(
    'A field is right when its value is within ±0.01 of the printed one and its unit is the SHC unit. Real cards: warm time is the median of the runs; CPU is the process CPU time of one read (all threads).',
    '',
  );
  lines.push('| card | image | cold ms | warm ms | CPU ms | readable | fields right | not right |', '|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const fields = r.score ? `${r.score.right}/${r.score.total}` : '—';
    const wrong = r.score ? r.score.wrong.join('; ') || '—' : r.note;
    const name = r.coldMs === null ? `${r.name} (${r.note})` : r.name;
    lines.push(
      `| ${name} | ${r.size} | ${r.coldMs === null ? '—' : fmt(r.coldMs)} | ${fmt(r.warmMs)} | ${fmt(r.cpuMs)} | ${r.readable ? 'yes' : 'no'} | ${fields} | ${wrong} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

main().catch(async (err) => {
  console.error(err);
  await closeOcr();
  process.exitCode = 1;
});
