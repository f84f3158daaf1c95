/**
 * The embedded install's memory (issue 25 item 4): the production build on a fresh PGlite data
 * directory, started as `npm start` starts it (simulator on, start-up import of both datasets),
 * with glibc's default malloc and with the malloc settings that `npm start` sets. RSS is
 * read from /proc once a second: the peak (VmHWM), when the import has finished, and idle
 * (`--idle` seconds after the import, once V8 has given back the import's heap).
 *
 *   npm run build -w @agrim/server && node --import tsx bench/embedded-memory.ts [--runs=2] [--idle=120]
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFlags, writeSection } from './results.js';
import { START_ENV, startServer } from './server.js';

const flags = parseFlags(process.argv.slice(2), ['runs', 'idle', 'no-write']);
const RUNS = Number(flags.get('runs') ?? 2);
const IDLE_S = Number(flags.get('idle') ?? 120);
const REPO = path.resolve(import.meta.dirname, '..');
const DATASETS_DIR = process.env.DATASETS_DIR ?? path.resolve(REPO, '../shared/datasets');
if (!existsSync(path.join(REPO, 'apps/server/dist/main.js'))) throw new Error('run `npm run build -w @agrim/server` first');

/** The malloc settings `npm start` runs the server with (apps/server/package.json). */
const MALLOC = Object.fromEntries(Object.entries(START_ENV).filter(([k]) => k.startsWith('MALLOC_')));
if (!MALLOC.MALLOC_MMAP_THRESHOLD_)
  throw new Error('apps/server/package.json start no longer sets MALLOC_MMAP_THRESHOLD_: update this bench');

const VARIANTS: Array<{ name: string; env: Record<string, string | undefined> }> = [
  { name: 'glibc malloc defaults', env: Object.fromEntries(Object.keys(MALLOC).map((k) => [k, undefined])) },
  {
    name: `as \`npm start\`: ${Object.entries(MALLOC)
      .map(([k, v]) => `\`${k}=${v}\``)
      .join(', ')}`,
    env: MALLOC,
  },
];

const mib = (kb: string | undefined) => Number(kb) / 1024;
function status(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: mib(/VmRSS:\s+(\d+)/.exec(text)?.[1]), hwm: mib(/VmHWM:\s+(\d+)/.exec(text)?.[1]) };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rows: string[] = [];
for (const variant of VARIANTS) {
  const peak: number[] = [];
  const atImport: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let imported = false;
    const server = await startServer({
      name: `embedded${i}`,
      db: 'PGlite',
      build: 'compiled',
      pgAdminUrl: '',
      env: {
        ...variant.env,
        SIMULATOR: 'true',
        DATASETS_IMPORT_ON_START: 'true',
        DATASETS_DIR,
        LOG_LEVEL: 'info',
      },
      // The forecasts index the crop dataset right after its import: the last step of the start.
      onLine: (line) => {
        if (line.includes('yield: indexed')) imported = true;
      },
    });
    try {
      for (let s = 0; !imported; s++) {
        if (s > 600) throw new Error('the start-up import did not finish in 10 minutes');
        await sleep(1000);
      }
      atImport.push(status(server.pid).rss);
      await sleep(IDLE_S * 1000);
      const end = status(server.pid);
      idle.push(end.rss);
      peak.push(end.hwm);
      console.log(
        `${variant.name} run ${i + 1}: peak ${end.hwm.toFixed(0)}, import done ${atImport.at(-1)!.toFixed(0)}, idle ${end.rss.toFixed(0)} MiB`,
      );
    } finally {
      await server.stop();
    }
  }
  const cell = (xs: number[]) => `${median(xs).toFixed(0)} (${xs.map((x) => x.toFixed(0)).join(', ')})`;
  rows.push(`| ${variant.name} | ${cell(peak)} | ${cell(atImport)} | ${cell(idle)} |`);
}

const cpu = os.cpus()[0]?.model ?? 'CPU';
const section = `## Embedded install: memory after the start-up import (issue 25 item 4)

Command: \`npm run build -w @agrim/server && node --import tsx bench/embedded-memory.ts --runs=${RUNS} --idle=${IDLE_S}\` (cwd: repository root).
Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; shared with other work (load average at the end ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}).

The compiled server (\`node apps/server/dist/main.js\`, as \`npm start\` runs it) on a fresh PGlite data directory, simulator on, importing both datasets at start (4,116 rainfall rows, 246,091 crop rows); PGlite started with \`shared_buffers=16MB\` and small work memory (\`db/client.ts\`). RSS in MiB from \`/proc/<pid>/status\`: peak = VmHWM; import done = when the forecasts have indexed the crop data (the last start-up step); idle = ${IDLE_S} s later. Median of ${RUNS} runs${RUNS % 2 ? '' : ' (the higher of the middle two)'}, each run in brackets. Target: idle after the import ≤ 400 MB (381 MiB).

| malloc | peak | import done | idle |
|---|---|---|---|
${rows.join('\n')}

Why the settings: glibc raises its mmap threshold each time a large block is freed, so after PGlite's start (about 230 MB of short-lived buffers) later large buffers come from the main heap, which is not given back; a fixed threshold keeps large buffers in their own mappings, returned when freed. And glibc gives each thread that allocates (the photo-feature worker with the backbone's runtime, the PDF worker, libvips) an arena of its own, whose freed memory also stays: two arenas are shared instead.
`;
console.log(section);
if (!flags.has('no-write')) writeSection(path.join(REPO, 'bench/RESULTS.md'), 'embedded-footprint', section);
