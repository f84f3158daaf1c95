/**
 * Runs the browser suite as E2E_GROUPS parallel Playwright runs (default 2), each with its own server,
 * embedded database and seed (its own E2E_PORT), so the groups share nothing. Files are dealt to the
 * groups by their measured run time (longest first, each to the group with the least so far), because
 * Playwright's --shard splits by test count and the long walks (widths, Hindi, failures) would land
 * together. Arguments (files, -g …) run one plain Playwright run instead.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
/** Seconds per spec file, from the last full run (`durations` printed at the end); a new file counts as DEFAULT_SECONDS. */
const seconds = JSON.parse(readFileSync(path.join(here, 'durations.json'), 'utf8')) as Record<string, number>;
const DEFAULT_SECONDS = 60;
const FIRST_PORT = 8181;

function run(args: string[], env: NodeJS.ProcessEnv, label: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], { cwd: root, env: { ...process.env, ...env } });
    const prefix = (chunk: Buffer, out: NodeJS.WriteStream) =>
      out.write(
        chunk
          .toString()
          .split('\n')
          .filter((line) => line.length > 0)
          .map((line) => `${label}${line}\n`)
          .join(''),
      );
    child.stdout.on('data', (c: Buffer) => prefix(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => prefix(c, process.stderr));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export function deal(files: string[], groups: number, weight: (file: string) => number): string[][] {
  const out = Array.from({ length: groups }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = out.reduce((min, g) => (g.total < min.total ? g : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return out.map((g) => g.files.sort());
}

interface JsonSuite {
  file: string;
  specs: { tests: { results: { duration: number }[] }[] }[];
  suites?: JsonSuite[];
}

/** Seconds each spec file took, retries included, from the runs' JSON reports. */
function measured(reports: string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  const add = (suite: JsonSuite) => {
    const ms = suite.specs.flatMap((s) => s.tests.flatMap((t) => t.results)).reduce((sum, r) => sum + r.duration, 0);
    const file = path.basename(suite.file);
    totals[file] = (totals[file] ?? 0) + Math.round(ms / 1000);
    suite.suites?.forEach(add);
  };
  for (const report of reports) {
    try {
      (JSON.parse(readFileSync(report, 'utf8')) as { suites: JsonSuite[] }).suites.forEach(add);
    } catch {
      console.log(`No timings in ${report}`);
    }
  }
  return Object.fromEntries(Object.entries(totals).sort(([a], [b]) => a.localeCompare(b)));
}

async function main() {
  const extra = process.argv.slice(2);
  if (extra.length > 0) process.exit(await run(extra, {}, ''));
  const groupCount = Math.max(1, Number(process.env.E2E_GROUPS ?? 2));
  const files = readdirSync(here).filter((f) => f.endsWith('.spec.ts'));
  const groups = deal(files, groupCount, (f) => seconds[f] ?? DEFAULT_SECONDS);
  const reports: string[] = [];
  const codes = await Promise.all(
    groups.map((group, i) => {
      const port = FIRST_PORT + i * 10;
      const report = path.join(root, `test-results/e2e-times-${port}.json`);
      reports.push(report);
      console.log(`[group ${i + 1}] port ${port}: ${group.join(' ')}`);
      return run(
        ['--reporter=list,json', ...group.map((f) => `e2e/${f}`)],
        { E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        `[${i + 1}] `,
      );
    }),
  );
  console.log(
    `Seconds per file in this run (copy into e2e/durations.json when the groups drift apart):\n${JSON.stringify(measured(reports))}`,
  );
  process.exit(codes.every((c) => c === 0) ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
