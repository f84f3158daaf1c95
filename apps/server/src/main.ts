import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { controlHandler } from './datasets/control.js';
import { DataDirBusyError, DataDirLock } from './db/dataDirLock.js';
import { logFormat, redactUrl } from './http/logging.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // The embedded database is one process's: hold DATA_DIR (see db/dataDirLock.ts) before opening it.
  let lock: DataDirLock | null = null;
  if (!config.DATABASE_URL) {
    try {
      lock = await DataDirLock.acquire(config.DATA_DIR, 'The server is starting; try again in a moment.');
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) throw err;
      console.error(`${err.message}\nStop the other server (or wait for the \`npm run data\` command to finish), or set another DATA_DIR.`);
      process.exit(1);
    }
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  // Imports cut off when this process last stopped: nobody else uses the embedded database.
  if (database.kind === 'pglite') await app.services.datasets.clearStale('all');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    // Only now may another process open the embedded database.
    await lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Durable jobs are taken only now, so a stop mid-job runs the shutdown that hands it back.
  await app.services.jobs?.work();
  if (config.PROCESS_ROLE === 'worker') {
    // A worker only takes jobs from the durable queue (started by buildApp): no HTTP, no MQTT, and
    // no part in the leadership, so the once-only work stays with the API replicas.
    app.log.info({ database: database.kind }, 'Agrim worker taking background jobs (PROCESS_ROLE=worker)');
    return;
  }
  // `npm run data` hands its imports to this server while it runs.
  lock?.serve(controlHandler(app.services.datasets));
  const created = await app.services.users.ensureFirstAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  const admins = (await app.services.users.listStaff()).filter((u) => u.role === 'superAdmin' && !u.disabled);
  const adminLine = created
    ? `First start: created superAdmin ${created.email} with ${
        created.generatedPassword
          ? `password ${created.generatedPassword} (shown once; change it after signing in)`
          : 'the ADMIN_PASSWORD setting'
      }`
    : `superAdmin: ${admins.at(-1)?.email ?? 'none active'}`;

  app.services.mqtt?.start();
  // Work that must run once in the whole cluster is registered with `periodic`: it runs on the
  // leader only (always this process on the embedded database). Register timers here, never with
  // a bare setInterval, or each replica would run them.
  const { periodic } = app.services.cluster;
  if (config.SIMULATOR) periodic.register('simulator', app.services.simulator);
  // The soil test clock: device checks and results of tests whose time is up, from the database.
  periodic.every('soil test clock', 1000, () => app.services.soilTests.tick());
  // The silence check of the alert rules (issue 26).
  periodic.every('alert silence check', config.ALERTS_SILENCE_CHECK_MS, () => app.services.alarms.checkSilence());
  // Readings stored but never evaluated (their replica stopped first) are evaluated by the leader (issue 38).
  periodic.every('alert evaluation sweep', config.ALERTS_SWEEP_MS, () => app.services.evaluation.sweep());
  // Failed alert emails and webhook calls, tried again after their delay.
  periodic.every('alert delivery retries', config.ALERTS_RETRY_CHECK_MS, () => app.services.notifier.retryDue());
  // The readings' monthly partitions: the coming months created, the months past retention dropped.
  periodic.every('reading partitions', 3_600_000, () => app.services.readingPartitions.maintain(), { now: true });
  // The public datasets not yet imported are imported in the background (the forecast endpoints
  // answer 503 meanwhile); the leader does it, so replicas never import the same file at once.
  if (config.DATASETS_IMPORT_ON_START) {
    periodic.register('start-up dataset import', {
      start: () => void app.services.datasets.importOnStart(config.DATASETS_DIR).then(() => app.services.forecasts.warm()),
      stop: () => {},
    });
  }
  await app.services.cluster.start();

  await app.listen({ port: config.PORT, host: config.HOST });
  // The forecasts are fitted so the first requests are fast (each replica has its own fits).
  if (!config.DATASETS_IMPORT_ON_START || !app.services.cluster.leadership.isLeader) void app.services.forecasts.warm();
  // The photo models, and the pretrained backbone in the feature worker, load now: no first photo waits for them (issue 40).
  void app.services.imageModels.warm().catch((err: unknown) => app.log.warn({ err }, 'the image models could not be loaded at start'));
  const data =
    database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${path.resolve(config.DATA_DIR)}`
      : `PostgreSQL ${redactUrl(config.DATABASE_URL ?? '')}`;
  const url = `http://localhost:${config.PORT}`;
  if (logFormat(config.LOG_FORMAT) === 'pretty') {
    console.log(`\n  Agrim is running on ${url}  (API docs: ${url}/docs)\n  ${adminLine}\n  Data: ${data}\n`);
  } else {
    // A generated password is printed once on the console, never written to a log collector.
    if (created?.generatedPassword) console.log(`\n  ${adminLine}\n`);
    app.log.info(
      { url, database: database.kind, data },
      `Agrim on ${url}; ${created?.generatedPassword ? 'superAdmin created' : adminLine}`,
    );
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
