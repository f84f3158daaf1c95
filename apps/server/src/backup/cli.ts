/**
 * `npm run backup -- <folder or file.tar.gz>` and `npm run restore -- <backup>`: the database the
 * server's settings point at (DATABASE_URL, else the embedded database in DATA_DIR) and the stored
 * files (STORAGE_DIR, IMAGE_MODELS_DIR). The embedded database must not be in use by a server.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCliConfig } from '../config.js';
import { backup, describeSize } from './backup.js';
import { BackupError } from './format.js';
import { restore } from './restore.js';

const USAGE = `Usage:
  npm run backup -- <new folder | file.tar.gz>
  npm run restore -- <backup folder | file.tar.gz>
Uses the server's settings: DATABASE_URL, else the embedded database in DATA_DIR (stop the server first),
and the files in STORAGE_DIR and IMAGE_MODELS_DIR. Restore needs a fresh install (empty database and folders).`;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Runs `backup <target>` or `restore <source>`; returns the exit code. */
export async function run(argv: string[], env: NodeJS.ProcessEnv = process.env, out = console.log): Promise<number> {
  const [command, where, ...rest] = argv;
  if (!command || !where || rest.length || where.startsWith('--') || !['backup', 'restore'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadCliConfig(env);
  if (!config) return 2;
  const target = path.resolve(env.INIT_CWD ?? process.cwd(), where);
  const started = Date.now();
  try {
    if (command === 'backup') {
      const { manifest } = await backup(config, target);
      const rows = manifest.tables.reduce((s, t) => s + t.rows, 0);
      out(
        `Backed up ${manifest.database.kind === 'pglite' ? `the embedded database in ${config.DATA_DIR}` : 'the database at DATABASE_URL'}`,
      );
      out(`  to ${target} (${mb(await describeSize(target))}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      out(`  ${manifest.tables.length} tables, ${rows} rows; migration ${manifest.migration.tag ?? manifest.migration.createdAt}`);
      out(`  ${manifest.files.length} files (${mb(manifest.files.reduce((s, f) => s + f.size, 0))})`);
      if (manifest.storage.kind === 's3') {
        out(
          `  Uploaded files are in the S3 bucket ${manifest.storage.bucket} and are not in this backup: back the bucket up with the store's own tools (versioning, replication, aws s3 sync, mc mirror).`,
        );
      }
      return 0;
    }
    const summary = await restore(config, target);
    const rows = summary.tables.reduce((s, t) => s + t.rows, 0);
    out(`Restored ${target} (made ${summary.manifest.createdAt}, Agrim ${summary.manifest.appVersion}, ${summary.manifest.database.kind})`);
    out(`  into ${summary.where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    out(`  ${summary.tables.length} tables, ${rows} rows, every count checked:`);
    for (const t of summary.tables) if (t.rows > 0) out(`    ${t.name}: ${t.rows}`);
    out(`  ${summary.files} files (${mb(summary.fileBytes)}), every SHA-256 checked`);
    if (summary.newerMigrations.length) out(`  then applied the newer migrations ${summary.newerMigrations.join(', ')}`);
    if (summary.manifest.storage.kind === 's3') {
      out(
        `  Uploaded files were in the S3 bucket ${summary.manifest.storage.bucket}; they are not in the backup (restore the bucket by the store's own means).`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(`${command === 'backup' ? 'Backup' : 'Restore'} refused: ${err.message}`);
      return 1;
    }
    throw err;
  }
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
