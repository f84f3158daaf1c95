import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * bench/RESULTS.md holds one section per benchmark between `<!-- bench:NAME -->` markers; each
 * benchmark replaces only its own section, so running one leaves the others' figures in place.
 */
export function writeSection(file: string, name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

/** `--name=value` / `--flag` arguments; anything else, or a flag not in `known`, is an error. */
export function parseFlags(argv: string[], known: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument ${arg} (see bench/README.md)`);
    if (!known.includes(m[1]!)) throw new Error(`Unknown flag --${m[1]}; known: ${known.map((f) => `--${f}`).join(' ')}`);
    flags.set(m[1]!, m[2] ?? 'true');
  }
  return flags;
}

/**
 * The commit a bench measured, `abc1234`, with `(+ N uncommitted change(s))` when the server,
 * the contracts or the benches differ from it (RESULTS files aside): a figure names what it measured.
 */
export function benchedCommit(repo: string): string {
  try {
    const git = (...a: string[]) => execFileSync('git', a, { cwd: repo }).toString().trim();
    const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/contracts', 'bench', ':!bench/RESULTS*.md')
      .split('\n')
      .filter(Boolean).length;
    return `${git('log', '-1', '--format=%h')}${dirty ? ` (+ ${dirty} uncommitted change(s))` : ''}`;
  } catch {
    return 'unknown';
  }
}
