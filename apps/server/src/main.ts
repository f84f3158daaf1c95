import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

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
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database });
  const created = await app.services.users.ensureFirstAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (created) {
    const pw = created.generatedPassword
      ? `password ${created.generatedPassword} (shown once; change it after signing in)`
      : 'the ADMIN_PASSWORD setting';
    console.log(`\n  First start: created superAdmin ${created.email} with ${pw}\n`);
  }

  app.services.mqtt?.start();
  if (config.SIMULATOR) await app.services.simulator.start();
  // The soil test clock: device checks and results of tests whose time is up, from the database.
  const clock = setInterval(
    () => void app.services.soilTests.tick().catch((err) => app.log.error({ err }, 'soil test clock failed')),
    1000,
  );
  app.addHook('onClose', async () => clearInterval(clock));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Agrim on http://localhost:${config.PORT} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''}; API docs at /docs)`,
  );
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
