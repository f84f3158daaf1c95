/**
 * Start time and idle memory of the server from TypeScript sources (`node --import tsx`) and from
 * the production build (`npm run build`, then `node apps/server/dist/main.js` as `npm start` runs
 * it), each on a fresh embedded database (migrations included) and on PostgreSQL, without the
 * simulator and the start-up dataset import so only the server itself is measured.
 *
 *   npm run build -w @agrim/server && node --import tsx bench/startup.ts [--runs=3] [--idle=15]
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFlags, writeSection } from './results.js';
import { type BenchDb, startServer } from './server.js';

const flags = parseFlags(process.argv.slice(2), ['runs', 'idle']);
const RUNS = Number(flags.get('runs') ?? 3);
const IDLE_S = Number(flags.get('idle') ?? 15);
const PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPO = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(REPO, 'apps/server/dist/main.js'))) throw new Error('run `npm run build -w @agrim/server` first');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: string[] = [];
for (const db of ['PGlite', 'PostgreSQL'] as BenchDb[]) {
  for (const build of ['tsx', 'compiled'] as const) {
    const starts: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const server = await startServer({ name: `startup${i}`, db, build, pgAdminUrl: PG });
      starts.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, IDLE_S * 1000));
      rss.push(server.rss() / 2 ** 20);
      await server.stop();
    }
    const line = `| ${db} | ${build === 'tsx' ? '`node --import tsx apps/server/src/main.ts`' : '`node apps/server/dist/main.js`'} | ${Math.round(median(starts)).toLocaleString('en')} (${starts.map((s) => Math.round(s)).join(', ')}) | ${median(rss).toFixed(0)} (${rss.map((r) => r.toFixed(0)).join(', ')}) |`;
    console.log(line);
    rows.push(line);
  }
}

const cpu = os.cpus()[0]?.model ?? 'CPU';
writeSection(
  path.join(REPO, 'bench/RESULTS.md'),
  'startup',
  `## Start time and idle memory: TypeScript sources vs the production build

Command: \`npm run build -w @agrim/server && node --import tsx bench/startup.ts --runs=${RUNS} --idle=${IDLE_S}\` (cwd: repository root).
Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; shared with other work (load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}).

Start = spawning the process until \`/api/health\` answers 200, on a fresh database (migrations and the first superAdmin included); idle RSS = VmRSS ${IDLE_S} s later. \`SIMULATOR=false\`, \`DATASETS_IMPORT_ON_START=false\` (the start-up import's memory is issue 25 item 4, not the build's). Median of ${RUNS} runs, each run in brackets.

| database | command | start (ms) | idle RSS (MiB) |
|---|---|---|---|
${rows.join('\n')}
`,
);
