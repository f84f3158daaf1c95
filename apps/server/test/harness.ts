import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@agrim/contracts';
import { REFRESH_COOKIE } from '@agrim/contracts';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';

export const PASSWORD = 'correct horse battery';
export const EMAILS: Record<Role, string> = {
  superAdmin: 'super@agrim.test',
  Admin: 'admin@agrim.test',
  Expert: 'expert@agrim.test',
  user: 'farmer@agrim.test',
};

/** A fresh, empty database: PGlite in memory (or in `dataDir`), or a new database on TEST_DATABASE_URL's server. */
export async function openTestDatabase(dataDir?: string): Promise<Database> {
  if (process.env.AGRIM_TEST_DB !== 'postgres') return openDatabase(dataDir ? { dataDir } : { memory: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('AGRIM_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `agrim_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
    DATA_DIR: dataDir,
    // Tests wait for the evaluation after each step: a short interval keeps them quick (the product waits 1 s between rounds).
    ALERTS_EVALUATION_INTERVAL_MS: '50',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

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
