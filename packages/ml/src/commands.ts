import { resolve } from 'node:path';
import type { ImageTask } from '@agrim/contracts';
import { MODELS_DIR, UnknownTaskError, evaluateFile, getTask, trainImageModel } from './index.js';
import { writeArtifacts } from './artifacts.js';
import { TASKS } from './tasks/index.js';
import { rainfallBacktest, writeForecastCard, yieldBacktest, type ForecastCard } from './forecast/backtest.js';
import type { ImageTaskDef } from './tasks/image.js';

const imageTasks = Object.keys(TASKS).filter((t) => TASKS[t]!.kind === 'image');

const USAGE = `usage:
  npm run ml -- train <task> [--seed <n>] [--datasets <dir>] [--out <dir>] [--feedback <file.csv>...] [--cnn-epochs <n>]
  npm run ml -- train <image task> --images <dir> --out <models dir> --id <id> --name <name> [--seed <n>] [--quick true]
  npm run ml -- eval <task> <file.csv>
  npm run ml -- eval <image task> <folder with one subfolder of photos per class>
  npm run -s ml -- backtest rainfall [--datasets <dir>] [--out <dir>]
  npm run -s ml -- backtest yield [--crop <crop>] [--datasets <dir>] [--out <dir>]
tasks: ${Object.keys(TASKS).join(', ')}
image tasks: ${imageTasks.join(', ')}
--feedback (tasks: ${Object.entries(TASKS)
  .filter(([, t]) => t.takesFeedback)
  .map(([name]) => name)
  .join(', ')}): approved expert corrections in the training file's format, appended to the training data
--cnn-epochs (image tasks with a public dataset): epochs of the compact CNN compared with the feature forests on the
  same folds (default 0: left out since issue 40, it lost on every task; about 30 s an epoch for 850 photos here); compared only
--images: train an image model from a folder with one subfolder of photos per class (the folder names are the labels)
  and install it as <models dir>/<id>/ (manifest.json, model.json, card.json, card.md); required for seed-quality,
  which has no public dataset. The candidates are the built-in models' (the forests, k nearest, and the head on the
  pretrained ImageNet backbone alone and averaged with the crop forest). --quick true (tests of the training path): the
  same candidates with forests of a few trees, said on the card. Progress goes to stderr, one JSON line {"task","id","dir","accuracy","macroF1"} to stdout.
backtest: backtests the rainfall (per IMD subdivision, last 10 years held out) or yield (per district, rolling origin;
  --crop default Soyabean) forecasts on the public files, prints the averaged figures as one JSON line on stdout and a
  table on stderr, and writes <out>/rainfall|yield.card.json and .card.md (default --out: packages/ml/models).`;

class UsageError extends Error {}

/**
 * Options are `--name value` or `--name=value`; a later one replaces an earlier one. An option in
 * `multi` collects its values instead: it may be repeated, and `--name a b` takes every following
 * argument up to the next option.
 */
function parseFlags(args: string[], allowed: string[], multi: string[] = []): { positional: string[]; flags: Map<string, string[]> } {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
      const values: string[] = [];
      if (inline !== undefined) values.push(inline);
      else if (multi.includes(name)) while (i + 1 < args.length && !args[i + 1]!.startsWith('--')) values.push(args[++i]!);
      else if (i + 1 < args.length) values.push(args[++i]!);
      if (values.length === 0 || values.includes('')) throw new UsageError(`--${name} needs a value`);
      flags.set(name, multi.includes(name) ? [...(flags.get(name) ?? []), ...values] : values);
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

/** The human table of a backtest (stderr). */
function backtestTable(card: ForecastCard): string {
  const out: string[] = [];
  const pad = (v: unknown, n: number) => String(v).padEnd(n);
  const num = (v: number, d: number) => v.toFixed(d).padStart(9);
  if (card.task === 'rainfall') {
    const rows = card.per_subdivision as {
      subdivision: string;
      mae: number;
      mae_climatology: number;
      mae_seasonal_naive: number;
      rsquare: number;
      rsquare_climatology: number;
      coverage: number;
    }[];
    out.push(`${pad('subdivision', 36)}      MAE  MAEclim MAEnaive       R²   R²clim  cover`);
    for (const r of rows)
      out.push(
        `${pad(r.subdivision, 36)}${num(r.mae, 1)}${num(r.mae_climatology, 1)}${num(r.mae_seasonal_naive, 1)}${num(r.rsquare, 3)}${num(r.rsquare_climatology, 3)}${num(r.coverage, 2).slice(2)}`,
      );
  } else {
    const rows = card.comparison as { method: string; mape: number; median_ape: number; coverage: number; forecasts: number }[];
    out.push(`${pad('method (nested backtest)', 56)} MAPE %  medAPE %  cover`);
    for (const r of rows)
      out.push(`${pad(r.method, 56)}${num(r.mape, 1).slice(2)}${num(r.median_ape, 1).slice(1)}${num(r.coverage, 2).slice(2)}`);
  }
  out.push('');
  for (const [k, v] of Object.entries(card.summary)) out.push(`${pad(k, 28)}${String(v)}`);
  for (const t of card.targets) out.push(`${t.met ? 'met    ' : 'NOT met'}  ${t.name}: ${t.value} (threshold ${t.threshold})`);
  return `${out.join('\n')}\n`;
}

/** Where a command writes: its answer (stdout) and its progress and errors (stderr). */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const processOutput: CommandOutput = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

/**
 * Runs one `npm run ml -- …` command and answers its exit code: 0 done, 1 failed (the message on err), 2 bad usage
 * (the usage on err). In-process, so the tests pay the package's imports once, not once per command.
 */
export async function runCommand(argv: string[], io: CommandOutput = processOutput): Promise<number> {
  try {
    return await command(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`ml: ${e.message}\n${USAGE}\n`);
      return 2;
    }
    io.err(`ml: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

async function command(argv: string[], io: CommandOutput): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'train') {
    const { positional, flags } = parseFlags(
      rest,
      ['seed', 'datasets', 'out', 'feedback', 'images', 'id', 'name', 'cnn-epochs', 'quick'],
      ['feedback'],
    );
    if (positional.length !== 1) throw new UsageError('train takes one <task> (before --feedback <file.csv>...)');
    const name = task(positional[0]);
    const feedbackFiles = flags.get('feedback');
    if (feedbackFiles && !getTask(name).takesFeedback) throw new UsageError(`the ${name} task takes no --feedback`);
    const seedText = flags.get('seed')?.[0];
    const seed = seedText === undefined ? undefined : Number(seedText);
    if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32))
      throw new UsageError('--seed must be an integer in [0, 2^32)');
    const log = (line: string) => io.err(`${line}\n`);
    const images = flags.get('images')?.[0];
    const isImage = getTask(name).kind === 'image';
    if (images !== undefined) {
      if (!isImage) throw new UsageError(`--images is for image tasks (${imageTasks.join(', ')})`);
      const out = flags.get('out')?.[0];
      const id = flags.get('id')?.[0];
      const modelName = flags.get('name')?.[0];
      if (!out || !id || !modelName)
        throw new UsageError('train <image task> --images <dir> needs --out <models dir>, --id <id> and --name <name>');
      if (flags.has('datasets')) throw new UsageError('--datasets does not go with --images');
      const quickText = flags.get('quick')?.[0];
      if (quickText !== undefined && quickText !== 'true' && quickText !== 'false') throw new UsageError('--quick takes true or false');
      const card = await trainImageModel({
        task: name as ImageTask,
        imagesDir: images,
        outDir: out,
        id,
        name: modelName,
        seed,
        quick: quickText === 'true',
        log,
      });
      const dir = resolve(out, id);
      io.out(`${JSON.stringify({ task: name, id, dir, accuracy: card.evaluation.accuracy, macroF1: card.evaluation.macro_f1 })}\n`);
      return 0;
    }
    if (flags.has('id') || flags.has('name') || flags.has('quick')) throw new UsageError('--id, --name and --quick go with --images <dir>');
    if (isImage && (getTask(name) as ImageTaskDef).spec.sources.length === 0)
      throw new UsageError(`--images <dir> is required for ${name}: there is no public photo dataset to train a built-in model from`);
    const cnnText = flags.get('cnn-epochs')?.[0];
    const cnnEpochs = cnnText === undefined ? undefined : Number(cnnText);
    if (cnnEpochs !== undefined && !(isImage && Number.isInteger(cnnEpochs) && cnnEpochs >= 0 && cnnEpochs <= 200))
      throw new UsageError('--cnn-epochs goes with a built-in image task and takes an integer in [0, 200] (0: no CNN in the comparison)');
    const result = await getTask(name).train({ seed, datasetsDir: flags.get('datasets')?.[0], feedbackFiles, cnnEpochs, log });
    const paths = await writeArtifacts(flags.get('out')?.[0] ?? MODELS_DIR, name, result.modelJson, result.card);
    for (const line of result.summary) io.out(`${line}\n`);
    io.out(`wrote ${paths.model}, ${paths.card}, ${paths.markdown}\n`);
    return 0;
  }
  if (command === 'eval') {
    const { positional } = parseFlags(rest, []);
    if (positional.length !== 2) throw new UsageError('eval takes <task> <file.csv> (image tasks: <task> <folder>)');
    const name = task(positional[0]);
    const summary = await evaluateFile(name, positional[1]!);
    io.out(`${JSON.stringify(summary)}\n`);
    return 0;
  }
  if (command === 'backtest') {
    const { positional, flags } = parseFlags(rest, ['datasets', 'out', 'crop']);
    const what = positional[0];
    if (positional.length !== 1 || (what !== 'rainfall' && what !== 'yield')) throw new UsageError('backtest takes rainfall or yield');
    if (what === 'rainfall' && flags.has('crop')) throw new UsageError('--crop goes with backtest yield');
    const datasetsDir = flags.get('datasets')?.[0];
    const card = what === 'rainfall' ? rainfallBacktest({ datasetsDir }) : yieldBacktest({ datasetsDir, crop: flags.get('crop')?.[0] });
    const paths = await writeForecastCard(flags.get('out')?.[0] ?? MODELS_DIR, card);
    io.err(`${backtestTable(card)}wrote ${paths.card}, ${paths.markdown}\n`);
    io.out(`${JSON.stringify(card.summary)}\n`);
    return 0;
  }
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.err(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  throw new UsageError(`unknown command "${command}"`);
}
