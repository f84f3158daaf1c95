import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, EMAILS, PASSWORD, startTestApp } from '../../test/harness.js';
import { DataDirLock } from '../db/dataDirLock.js';
import { type Database, openDatabase } from '../db/client.js';
import { feedbackClient, pdf, validFields } from '../../test/feedback.testkit.js';
import { sensorKit } from '../../test/sensors.testkit.js';
import { multipart, png, steps } from '../../test/soilTests.testkit.js';
import { run } from './cli.js';
import { listFiles, type Manifest } from './format.js';

const onPostgres = process.env.AGRIM_TEST_DB === 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL;
const SLOW = { timeout: 240_000 };
const ML_MODELS = path.resolve(import.meta.dirname, '../../../../packages/ml/models');

/** An install's settings: its own DATA_DIR, and on PostgreSQL its own new (never migrated) database. */
interface Install {
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
}
const cleanups: Array<() => Promise<void>> = [];

async function freshInstall(kind: 'pglite' | 'postgres' = onPostgres ? 'postgres' : 'pglite'): Promise<Install> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agrim-backup-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir }, dataDir, open: () => openDatabase({ dataDir }) };
  const name = `agrim_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, dataDir, open: () => openDatabase({ url: url.toString() }) };
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'agrim-backups-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs the command in this process, collecting what it prints. */
async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  try {
    const code = await run(argv, env, (line) => out.push(line));
    return { code, text: out.join('\n') };
  } finally {
    err.mockRestore();
  }
}

/** Every row of every table, as PostgreSQL's JSON of the row in UTC, sorted: equal snapshots are equal data. */
async function snapshot(install: Install): Promise<Record<string, string[]>> {
  const database = await install.open();
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`);
      const tables = (await tx.execute(
        // Tables as the backup sees them: a partitioned table once (readings), not each of its partitions.
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
      )) as unknown as { rows: Array<{ name: string }> };
      const out: Record<string, string[]> = {};
      for (const { name } of tables.rows) {
        const rows = (await tx.execute(sql.raw(`select row_to_json(x)::text as r from "${name}" x order by 1`))) as unknown as {
          rows: Array<{ r: string }>;
        };
        out[name] = rows.rows.map((r) => r.r);
      }
      return out;
    });
  } finally {
    await database.close();
  }
}

/** Every stored file (uploads and image models) by its path and SHA-256. */
async function fileHashes(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const area of ['files', 'image-models']) {
    for (const rel of await listFiles(path.join(dataDir, area))) {
      out[`${area}/${rel}`] = createHash('sha256')
        .update(await readFile(path.join(dataDir, area, rel)))
        .digest('hex');
    }
  }
  return out;
}

// Values whose text forms are easy to get wrong: binary fractions, Hindi and emoji, quotes and backslashes.
const AWKWARD_TEXT = 'किसान "Ramesh" \\ O\'Brien 🌾\nline two';
const READING_DAY = '2026-03-10';
const readingAt = (minute: number) => new Date(Date.UTC(2026, 2, 10, 4, minute, 0, 123));

let source: Install;
let backupDir: string;
let archive: string;
let before: Record<string, string[]>;
let beforeFiles: Record<string, string>;
let deviceId: string;
let readingsAnswer: unknown;
let soilTestId: number;
let imagePng: Buffer;

beforeAll(async () => {
  source = await freshInstall();
  const t = await startTestApp(
    { ...source.env, SOIL_TEST_DURATION_MS: '1000' },
    { database: await source.open(), dataDir: source.dataDir },
  );
  await t.seedRoles();
  const admin = await t.tokenFor('Admin');
  const user = await t.tokenFor('user');
  const expert = await t.tokenFor('Expert');

  const kit = sensorKit(t, admin);
  const device = await kit.farmWithDevice('Backup farm', EMAILS.user);
  deviceId = device.id;
  const sent = Array.from({ length: 120 }, (_v, i) => ({
    timestamp: readingAt(i).toISOString(),
    nitrogen: 0.1 + 0.2,
    phosphorus: 14 + i / 3,
    potassium: 22.1,
    temperature: 26.4 - i / 7,
    moisture: 31.5,
    conductivity: 420,
    ph: 7.123456789012345,
  }));
  expect((await kit.sendOk(device, sent)).accepted).toBe(120);
  await kit.sendOk(device, [{ ...sent[0], timestamp: new Date().toISOString() }]);
  readingsAnswer = (await kit.get(user, '/agri/data', { deviceId, startOffset: READING_DAY, endOffset: READING_DAY })).json();

  const s = steps(t, user);
  const started = await s.start({ soil_type: 'Loamy', depth_cm: 20 });
  expect(started.statusCode, started.body).toBe(200);
  soilTestId = started.json().test_id;
  imagePng = png(5, 4);
  const body = multipart({}, [{ field: 'images', filename: 'field.png', type: 'image/png', bytes: imagePng }]);
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/v1/soil_test/${soilTestId}/images`,
    headers: { ...bearer(user), ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  expect((await s.abort(soilTestId, AWKWARD_TEXT)).statusCode).toBe(200);

  const fb = feedbackClient(t);
  const prediction = await fb.predict(user);
  const submitted = await fb.submit(expert, validFields(prediction), [{ filename: 'evidence.pdf', type: 'application/pdf', bytes: pdf() }]);
  expect(submitted.statusCode, submitted.body).toBeLessThan(300);
  const feedbackId = (submitted.json().data?.id ?? submitted.json().id) as string;
  expect((await fb.decide(admin, feedbackId, 'Approved')).statusCode).toBeLessThan(300);

  await t.app.services.audit.record(
    { userId: randomUUID(), email: EMAILS.superAdmin, role: 'superAdmin' },
    {
      action: 'account.role_changed',
      targetType: 'user',
      targetId: 'x',
      details: { note: AWKWARD_TEXT, exact: 0.30000000000000004, nested: [1, null, true] },
    },
  );
  // An installed image model is a folder of files in IMAGE_MODELS_DIR (here the committed soybean leaf model's).
  const modelDir = path.join(source.dataDir, 'image-models', 'soybean-leaf-copy');
  await mkdir(modelDir, { recursive: true });
  for (const f of ['soybean-leaf.model.json', 'soybean-leaf.card.json']) await copyFile(path.join(ML_MODELS, f), path.join(modelDir, f));
  await t.close(true);
  await t.database.close();

  before = await snapshot(source);
  beforeFiles = await fileHashes(source.dataDir);
  const dir = await tempDir();
  backupDir = path.join(dir, 'agrim-backup');
  archive = path.join(dir, 'agrim-backup.tar.gz');
  const made = await cli(['backup', backupDir], source.env);
  expect(made.code, made.text).toBe(0);
  const packed = await cli(['backup', archive], source.env);
  expect(packed.code, packed.text).toBe(0);
}, 600_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('backup', () => {
  it('holds every table with its row count and checksum, and every stored file', async () => {
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.tables.map((t) => t.name).sort()).toEqual(Object.keys(before).sort());
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(before[table.name]!.length);
    for (const name of [
      'users',
      'readings',
      'readings_hourly',
      'soil_tests',
      'soil_test_images',
      'expert_feedback',
      'expert_feedback_files',
      'audit_log',
    ]) {
      expect(before[name]!.length, name).toBeGreaterThan(0);
    }
    expect(manifest.files.map((f) => `${f.area === 'storage' ? 'files' : f.area}/${f.path}`).sort()).toEqual(
      Object.keys(beforeFiles).sort(),
    );
    expect(Object.keys(beforeFiles).some((f) => f.startsWith('files/soil-test-agrim/'))).toBe(true);
    expect(Object.keys(beforeFiles).some((f) => f.startsWith('image-models/'))).toBe(true);
  });

  it('refuses a target that already exists', async () => {
    const again = await cli(['backup', archive], source.env);
    expect(again.code).toBe(1);
    expect(again.text).toMatch(/already exists/);
  });

  it.skipIf(onPostgres)('refuses while a server holds the embedded database', async () => {
    const lock = await DataDirLock.acquire(source.dataDir, 'busy');
    try {
      const res = await cli(['backup', path.join(await tempDir(), 'b')], source.env);
      expect(res.code).toBe(1);
      expect(res.text).toMatch(/stop the server/);
    } finally {
      await lock.release();
    }
  });
});

describe('restore into a fresh install', () => {
  let target: Install;

  beforeAll(async () => {
    target = await freshInstall();
    const res = await cli(['restore', backupDir], target.env);
    expect(res.code, res.text).toBe(0);
    expect(res.text).toMatch(/every SHA-256 checked/);
  }, 600_000);

  it('gives back every row of every table and every file', SLOW, async () => {
    expect(await snapshot(target)).toEqual(before);
    expect(await fileHashes(target.dataDir)).toEqual(beforeFiles);
  });

  it('works: the old password signs in, the old readings and the uploaded image are there, new rows get new ids', SLOW, async () => {
    const t = await startTestApp(target.env, { database: await target.open(), dataDir: target.dataDir });
    try {
      const login = await t.login(EMAILS.user, PASSWORD);
      expect(login.statusCode, login.body).toBe(200);
      const user = login.json().token as string;
      const readings = await t.app.inject({
        url: `/agri/data?deviceId=${deviceId}&startOffset=${READING_DAY}&endOffset=${READING_DAY}`,
        headers: bearer(user),
      });
      expect(readings.json()).toEqual(readingsAnswer);
      expect(readings.json().data).toHaveLength(120);

      const test = await steps(t, user).get(soilTestId);
      const url = test.json().data.image_url as string;
      const sas = (
        await t.app.inject({ url: '/api/v1/soil_test/generate-sas-token?container=soil-test-agrim', headers: bearer(user) })
      ).json().sas_token as string;
      const file = await t.app.inject({ url: `${url}?${sas}` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(imagePng)).toBe(true);

      // The sequences continue after the restored rows.
      const lastAudit = Math.max(...before.audit_log!.map((r) => Number(JSON.parse(r).id)));
      await t.app.services.audit.record(null, { action: 'dataset.imported', details: {} });
      const page = await t.app.services.audit.list({ limit: 1 } as never);
      expect(page.entries[0]!.id).toBe(lastAudit + 1);
      const next = await steps(t, user).start({ soil_type: 'Black', depth_cm: 10 });
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().test_id).toBeGreaterThan(soilTestId);
    } finally {
      await t.close(true);
      await t.database.close();
    }
  });

  it('refuses a target that is not empty, and changes nothing there', SLOW, async () => {
    const used = await freshInstall();
    const t = await startTestApp(used.env, { database: await used.open(), dataDir: used.dataDir });
    await t.seedRoles();
    await t.close(true);
    await t.database.close();
    const was = await snapshot(used);
    const res = await cli(['restore', backupDir], used.env);
    expect(res.code).toBe(1);
    expect(res.text).toMatch(/is not empty \(.*users: 4 rows/);
    expect(await snapshot(used)).toEqual(was);
    expect(await fileHashes(used.dataDir)).toEqual({});
  });
});

describe('a damaged backup', () => {
  it('is refused before anything is written', SLOW, async () => {
    const damaged = path.join(await tempDir(), 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    const file = path.join(damaged, 'db', 'readings.jsonl.gz');
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text).toContain('"420"');
    await writeFile(file, gzipSync(text.replace('"420"', '"421"')));

    const target = await freshInstall();
    const res = await cli(['restore', damaged], target.env);
    expect(res.code).toBe(1);
    expect(res.text).toMatch(/damaged: db\/readings\.jsonl\.gz does not match its checksum\. Nothing was restored/);
    expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    expect(await listFiles(target.dataDir)).toEqual([]);
    if (onPostgres) {
      const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(
        `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
      );
      await client.end();
      expect(rows[0].n).toBe(0);
    }
  });
});

// The rows are kept as text forms both servers read, so a backup moves between the embedded database and PostgreSQL.
describe.skipIf(!onPostgres && !adminUrl)('restore into the other kind of database', () => {
  it(`${onPostgres ? 'PostgreSQL → embedded' : 'embedded → PostgreSQL'} from the .tar.gz`, SLOW, async () => {
    const target = await freshInstall(onPostgres ? 'pglite' : 'postgres');
    const res = await cli(['restore', archive], target.env);
    expect(res.code, res.text).toBe(0);
    expect(await snapshot(target)).toEqual(before);
    expect(await fileHashes(target.dataDir)).toEqual(beforeFiles);
  });
});
