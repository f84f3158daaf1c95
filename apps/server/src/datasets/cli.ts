/**
 * `npm run data -- import <kind> <file> [--skip-bad-rows] [--json]` and `npm run data -- list`:
 * imports a dataset into the server's database (the same settings as the server: DATABASE_URL,
 * else the embedded database in DATA_DIR). While the server runs on the embedded database it holds
 * it, so the import is handed to the server over DATA_DIR's socket (see ../db/dataDirLock.ts and
 * control.ts); otherwise the command opens the database itself.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATASET_KINDS, DATASET_UPLOAD_MAX_BYTES, type DatasetKind, type DatasetVersion } from '@agrim/contracts';
import { AuditService } from '../audit/audit.service.js';
import { loadCliConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { callControl, controlSocketPath, DataDirBusyError, DataDirLock } from '../db/dataDirLock.js';
import { type DatasetLog, DatasetService } from './datasets.service.js';
import { DatasetRejectedError, refusalBody } from './parse.js';

const USAGE = `Usage:
  npm run data -- import <kind> <file> [--skip-bad-rows] [--json]
  npm run data -- list [--json]
kinds: ${DATASET_KINDS.join(', ')}
By default one bad row refuses the whole file and nothing changes; --skip-bad-rows imports the valid rows.
Uses the server's settings: DATABASE_URL, else the embedded database in DATA_DIR (handed to the server when it runs).`;

type Answer = { status: number; body: Record<string, unknown> };

const stderrLog: DatasetLog = {
  info: () => {},
  warn: (...args: unknown[]) => console.error(String(args.find((a) => typeof a === 'string') ?? '')),
  error: (...args: unknown[]) => console.error(String(args.find((a) => typeof a === 'string') ?? '')),
} as DatasetLog;

/** Runs the command with `argv` (without node and the script); returns the exit code. */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env, out = console.log): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const args = argv.filter((a) => !a.startsWith('--'));
  const asJson = flags.has('--json');
  const unknown = [...flags].filter((f) => !['--skip-bad-rows', '--json'].includes(f));
  const [command, kindArg, fileArg] = args;
  if (unknown.length || !command || flags.has('--help')) {
    if (unknown.length) console.error(`Unknown option ${unknown.join(', ')}`);
    console.error(USAGE);
    return 2;
  }
  const config = loadCliConfig(env);
  if (!config) return 2;

  let call: (service: DatasetService) => Promise<Answer>;
  let viaServer: () => Promise<Answer>;
  if (command === 'list' && args.length === 1) {
    call = async (service) => ({ status: 200, body: { status: 'success', datasets: await service.list() } });
    viaServer = () => callControl(controlSocketPath(config.DATA_DIR), 'GET', '/datasets');
  } else if (command === 'import' && args.length === 3) {
    if (!(DATASET_KINDS as readonly string[]).includes(kindArg!)) {
      console.error(`Unknown kind "${kindArg}"; kinds: ${DATASET_KINDS.join(', ')}`);
      return 2;
    }
    const kind = kindArg as DatasetKind;
    const file = path.resolve(env.INIT_CWD ?? process.cwd(), fileArg!);
    let bytes: Buffer;
    try {
      const info = await stat(file);
      if (info.size > DATASET_UPLOAD_MAX_BYTES) {
        console.error(`${file} is larger than ${Math.round(DATASET_UPLOAD_MAX_BYTES / 1048576)} MB.`);
        return 1;
      }
      bytes = await readFile(file);
    } catch (err) {
      console.error(`Cannot read ${file}: ${(err as Error).message}`);
      return 1;
    }
    const skip = flags.has('--skip-bad-rows');
    const sourceFile = path.basename(file);
    call = async (service) => {
      try {
        const result = await service.importBytes(kind, bytes, { skipBadRows: skip, importedBy: 'cli', sourceFile });
        return { status: 200, body: { status: 'success', ...result } };
      } catch (err) {
        if (err instanceof DatasetRejectedError) return { status: 422, body: refusalBody(err) };
        if (err instanceof AppError) return { status: err.statusCode, body: { status: 'error', code: err.code, message: err.message } };
        throw err;
      }
    };
    const query = new URLSearchParams({ skip_bad_rows: String(skip), source_file: sourceFile });
    viaServer = () => callControl(controlSocketPath(config.DATA_DIR), 'POST', `/datasets/${kind}/import?${query}`, bytes);
  } else {
    console.error(USAGE);
    return 2;
  }

  let answer: Answer;
  let where: string;
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL });
    try {
      answer = await call(new DatasetService(database, stderrLog, new AuditService(database.db)));
    } finally {
      await database.close();
    }
    where = 'the database at DATABASE_URL';
  } else {
    let lock: DataDirLock | null = null;
    try {
      lock = await DataDirLock.acquire(
        config.DATA_DIR,
        'The database is in use by an `npm run data` command; try again when it has finished.',
      );
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
    }
    if (lock) {
      try {
        const database = await openDatabase({ dataDir: config.DATA_DIR });
        try {
          const service = new DatasetService(database, stderrLog, new AuditService(database.db));
          // This process holds the embedded database: an import still marked as running was cut off.
          await service.clearStale('all');
          answer = await call(service);
        } finally {
          await database.close();
        }
      } finally {
        await lock.release();
      }
      where = `the embedded database in ${config.DATA_DIR}`;
    } else {
      answer = await viaServer();
      where = `the running server's database in ${config.DATA_DIR}`;
    }
  }

  if (asJson) out(JSON.stringify(answer.body));
  else report(answer, where, out);
  return answer.status === 200 ? 0 : 1;
}

function report({ status, body }: Answer, where: string, out: (line: string) => void) {
  if (status !== 200) {
    console.error(`Refused (${body.code}): ${body.message}`);
    const rejected = (body.rejected ?? []) as Array<{ line: number; message: string }>;
    if (rejected.length) {
      console.error(
        `Bad rows (${body.rejected_count}${rejected.length < Number(body.rejected_count) ? `, first ${rejected.length}` : ''}):`,
      );
      for (const r of rejected) console.error(`  line ${r.line}: ${r.message}`);
    }
    return;
  }
  if (Array.isArray(body.datasets)) {
    out(`Datasets in ${where}:`);
    for (const d of body.datasets as Array<{ kind: string; current: DatasetVersion | null; expected_file: string }>) {
      out(d.current ? `  ${d.kind}: ${describe(d.current)}` : `  ${d.kind}: not imported (expected file ${d.expected_file})`);
    }
    return;
  }
  const dataset = body.dataset as DatasetVersion;
  const rejected = body.rejected as Array<{ line: number; message: string }>;
  const timings = body.timings as { parse: number; write: number } | undefined;
  out(`Imported into ${where}: ${dataset.kind} ${describe(dataset)}`);
  if (dataset.rejected_count > 0) {
    out(`Skipped ${dataset.rejected_count} bad rows${rejected.length < dataset.rejected_count ? ` (first ${rejected.length})` : ''}:`);
    for (const r of rejected) out(`  line ${r.line}: ${r.message}`);
  }
  if (timings) out(`Time: read and checked in ${timings.parse} s, written in ${timings.write} s`);
}

function describe(d: DatasetVersion): string {
  const summary = Object.entries(d.summary)
    .map(([k, v]) => `${k.replaceAll('_', ' ')} ${v}`)
    .join(', ');
  return `version ${d.version}, ${d.rows} rows from "${d.source_file}" (${d.imported_by}, ${d.imported_at}${summary ? `; ${summary}` : ''})`;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
