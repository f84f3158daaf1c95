import { MODELS_DIR, UnknownTaskError, evaluateFile, getTask } from './index.js';
import { writeArtifacts } from './artifacts.js';
import { TASKS } from './tasks/index.js';

const USAGE = `usage:
  npm run ml -- train <task> [--seed <n>] [--datasets <dir>] [--out <dir>]
  npm run ml -- eval <task> <file.csv>
tasks: ${Object.keys(TASKS).join(', ')}`;

class UsageError extends Error {}

function parseFlags(args: string[], allowed: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else positional.push(a);
  }
  return { positional, flags };
}

function task(name: string | undefined): string {
  if (!name) throw new UsageError('missing <task>');
  try {
    getTask(name);
  } catch (e) {
    if (e instanceof UnknownTaskError) throw new UsageError(e.message);
    throw e;
  }
  return name;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'train') {
    const { positional, flags } = parseFlags(rest, ['seed', 'datasets', 'out']);
    if (positional.length !== 1) throw new UsageError('train takes one <task>');
    const name = task(positional[0]);
    const seedText = flags.get('seed');
    const seed = seedText === undefined ? undefined : Number(seedText);
    if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32))
      throw new UsageError('--seed must be an integer in [0, 2^32)');
    const log = (line: string) => process.stderr.write(`${line}\n`);
    const result = await getTask(name).train({ seed, datasetsDir: flags.get('datasets'), log });
    const paths = await writeArtifacts(flags.get('out') ?? MODELS_DIR, name, result.modelJson, result.card);
    for (const line of result.summary) console.log(line);
    console.log(`wrote ${paths.model}, ${paths.card}, ${paths.markdown}`);
    return 0;
  }
  if (command === 'eval') {
    const { positional } = parseFlags(rest, []);
    if (positional.length !== 2) throw new UsageError('eval takes <task> <file.csv>');
    const name = task(positional[0]);
    const summary = evaluateFile(name, positional[1]!);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return 0;
  }
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stderr.write(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  throw new UsageError(`unknown command "${command}"`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      process.stderr.write(`ml: ${e.message}\n${USAGE}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`ml: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    }
  },
);
