import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Role } from '@agrim/contracts';
import { REFRESH_COOKIE } from '@agrim/contracts';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase, pgliteStartParams } from '../src/db/client.js';
import { ensurePartitions } from '../src/sensors/partitions.js';

export const PASSWORD = 'correct horse battery';
export const EMAILS: Record<Role, string> = {
  superAdmin: 'super@agrim.test',
  Admin: 'admin@agrim.test',
  Expert: 'expert@agrim.test',
  user: 'farmer@agrim.test',
};

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/**
 * Names the migrated empty database of this checkout: its migrations and its PGlite. Making a database
 * and migrating it took most of a test file's start (PGlite runs initdb in WebAssembly, then every
 * migration), so it is done once per run and each test starts from a copy.
 */
function templateId(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(migrationsFolder).sort())
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/** A dump of a migrated empty PGlite database, kept in the temporary folder for every test file of the run. */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `agrim-test-pglite-${templateId()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = new PGlite({ startParams: pgliteStartParams() });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a test file starting meanwhile in another worker never reads half of it.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** Makes, once per server (under a lock, as test files start together), a migrated database that test databases copy. */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `agrim_template_${templateId()}`;
  await admin.query(`select pg_advisory_lock(hashtext('agrim test template'))`);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await (await openDatabase({ url: url.toString() })).close();
      // Named when complete: a run stopped while migrating leaves no template that looks ready.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('agrim test template'))`);
  }
  return name;
}

/** A fresh, empty database: PGlite in memory (or in `dataDir`), or a new database on TEST_DATABASE_URL's server. */
export async function openTestDatabase(dataDir?: string): Promise<Database> {
  if (process.env.AGRIM_TEST_DB !== 'postgres') {
    return openDatabase(dataDir ? { dataDir } : { memory: true, template: await pgliteTemplate() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('AGRIM_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `agrim_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = await postgresTemplate(admin, adminUrl);
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function startTestApp(env: Record<string, string> = {}, reuse?: { database: Database; dataDir: string }) {
  const dataDir = reuse?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'agrim-test-')));
  const database = reuse?.database ?? (await openTestDatabase());
  const config = loadConfig({
    JWT_SECRET: 'test-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'silent',
    // Every answer of every test is held to its zod schema, and the generated serialiser to zod's answer.
    CHECK_RESPONSES: 'true',
    DATA_DIR: dataDir,
    // Tests wait for the evaluation after each step: a short interval keeps them quick (the product waits 1 s between rounds).
    ALERTS_EVALUATION_INTERVAL_MS: '50',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  // The template was migrated when first made, perhaps in an earlier month: the coming months'
  // partitions are made here as the leader makes them when the server starts (main.ts).
  await ensurePartitions(database.db);

  async function login(email: string, password = PASSWORD, ip = '127.0.0.1') {
    return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  }
  async function tokenFor(role: Role): Promise<string> {
    const res = await login(EMAILS[role]);
    if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
    return res.json().token as string;
  }
  /** One account of each role, all with PASSWORD. */
  async function seedRoles() {
    await app.services.users.ensureFirstAdmin(EMAILS.superAdmin, PASSWORD);
    for (const [role, as] of [
      ['Admin', 'Admin'],
      ['Expert', 'Expert'],
      ['user', 'User'],
    ] as const) {
      await app.services.users.create(null, {
        email: EMAILS[role],
        password: PASSWORD,
        role: as,
        display_name: `${role} Person`,
        phone_number: undefined,
      });
    }
  }
  return {
    app,
    database,
    login,
    tokenFor,
    seedRoles,
    dataDir,
    /** Stops the app; with `keepData` the database and files stay for a restarted app (see `restartable`). */
    close: async (keepData = false) => {
      await app.close();
      if (keepData) return;
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A test app with one account of each role and an access token for each. */
export async function startSeededApp(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  await t.seedRoles();
  const tokens = {} as Record<Role, string>;
  for (const role of ['superAdmin', 'Admin', 'Expert', 'user'] as const) tokens[role] = await t.tokenFor(role);
  return { ...t, tokens };
}

export function refreshCookie(res: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
