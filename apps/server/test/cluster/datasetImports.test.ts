/**
 * Dataset imports on the durable job queue (issue 25, JOB_QUEUE=postgres): an API-only replica
 * accepts the upload and answers it with what a worker process recorded (the new version, or the
 * refusal of bad rows, as the embedded path answers); an upload no worker takes is withdrawn with
 * a 503 and nothing imported; a run cut off mid-import is cleared by the retry, which imports once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { DatasetService } from '../../src/datasets/datasets.service.js';
import { DATASET_IMPORT_QUEUE, DatasetImportJobs } from '../../src/datasets/importJobs.js';
import { AppError } from '../../src/http/errors.js';
import { DurableQueue } from '../../src/work/durableQueue.js';
import { CROP_HEADER, csv, postDataset, RAINFALL_HEADER, rainRow } from '../datasets.testkit.js';
import { freshDatabaseUrl, sleep } from '../faults/serverProcess.js';
import { startTestApp, type TestApp } from '../harness.js';

const skip = process.env.AGRIM_TEST_DB !== 'postgres' ? 'the durable queue lives in PostgreSQL (server:postgres project)' : null;

const rain = (n: number, mm: number | string = 10) =>
  csv(
    RAINFALL_HEADER,
    Array.from({ length: n }, (_v, i) => rainRow('DURABLE', 1901 + i, mm)),
  );

describe.skipIf(skip)(`dataset imports on the durable queue${skip ? `: skipped, ${skip}` : ''}`, () => {
  let url = '';
  let dataDir = '';
  let drop = async () => {};
  let database: Database;
  let api: TestApp;
  let worker: TestApp;
  let token = '';
  const env = () => ({ DATABASE_URL: url, JOB_QUEUE: 'postgres', DATASETS_IMPORT_ON_START: 'false' });
  const count = async (query: ReturnType<typeof sql>) => Number((await database.db.execute<{ n: number }>(query)).rows[0]!.n);

  beforeAll(async () => {
    ({ url, drop } = (await freshDatabaseUrl()) as { url: string; drop: () => Promise<void> });
    database = await openDatabase({ url });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrim-imports-'));
    api = await startTestApp({ ...env(), PROCESS_ROLE: 'api', REPLICA_ID: 'api-1' }, { database, dataDir });
    await api.seedRoles();
    token = await api.tokenFor('Admin');
  }, 120_000);

  afterAll(async () => {
    await worker?.close(true);
    await api?.close(true);
    await database?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an upload no worker takes is withdrawn with a 503 in both languages, nothing imported', async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} } as never;
    const queue = new DurableQueue(url, log, false);
    await queue.start();
    try {
      const imports = new DatasetImportJobs(database.db, new DatasetService(database, log, api.app.services.audit), queue, log, 'api-2', {
        pickupWaitMs: 1500,
      });
      await imports.start();
      const err = await imports.importBytes('rainfall', rain(3), { importedBy: 'test', sourceFile: 'r.csv' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(503);
      expect((err as AppError).message).toMatch(/No worker took the import/);
      expect((err as AppError).texts?.hi).toMatch(/वर्कर/);
      expect((err as AppError).texts?.mr).toMatch(/वर्कर/);
      expect(await count(sql`select count(*)::int as n from dataset_versions`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from dataset_import_jobs`)).toBe(0);
    } finally {
      await queue.stop();
    }
  });

  it('an API-only replica answers the upload with the version a worker imported', async () => {
    worker = await startTestApp({ ...env(), PROCESS_ROLE: 'worker', REPLICA_ID: 'worker-1' }, { database, dataDir });
    await worker.app.services.jobs!.work();
    const res = await postDataset(api, token, 'rainfall', rain(12));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataset).toMatchObject({ kind: 'rainfall', version: 1, rows: 12, imported_by: 'admin@agrim.test' });
    expect(await count(sql`select count(*)::int as n from rainfall_rows where version = 1`)).toBe(12);
    // The API's copy of the upload is gone once answered.
    expect(await count(sql`select count(*)::int as n from dataset_import_jobs`)).toBe(0);
    const audit = await database.db.execute<{ via: string }>(
      sql`select details->>'via' as via from audit_log where action = 'dataset.imported' order by at desc limit 1`,
    );
    expect(audit.rows[0]!.via).toBe('api');
  });

  it('bad rows are refused as on the embedded path (422, the rows, their count), nothing imported', async () => {
    const res = await postDataset(api, token, 'crop-production', csv(CROP_HEADER, [['A', 'B', 'x', 'Kharif', 'Rice', '1', '2']]));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UNPROCESSABLE', rejected_count: 1 });
    expect(res.json().rejected[0].line).toBe(2);
    expect(await count(sql`select count(*)::int as n from dataset_versions where kind = 'crop-production'`)).toBe(0);
  });

  it('a run cut off mid-import is cleared by the retry, which imports once', async () => {
    // What a worker killed mid-import leaves: its version 'importing' with half its rows, the job 'running'.
    await database.db.execute(sql`insert into dataset_versions (kind, version, state, source_file, imported_by)
      values ('rainfall', 2, 'importing', 'cut.csv', 'test')`);
    await database.db.execute(sql`insert into rainfall_rows (version, subdivision, year, annual) values (2, 'HALF', 1901, 1)`);
    const [job] = (
      await database.db.execute<{ id: string }>(sql`insert into dataset_import_jobs (kind, state, file, options, version)
        values ('rainfall', 'running', ${rain(5, 20)}, ${JSON.stringify({ importedBy: 'test', sourceFile: 'cut.csv' })}::jsonb, 2)
        returning id`)
    ).rows;
    await worker.app.services.jobs!.send(DATASET_IMPORT_QUEUE, { id: job!.id }, job!.id);
    type Outcome = { imported?: { dataset: { version: number } } };
    let outcome: Outcome | null = null;
    for (let i = 0; i < 100 && !outcome; i++) {
      const rows: Array<{ outcome: Outcome }> = (
        await database.db.execute<{ outcome: Outcome }>(
          sql`select outcome from dataset_import_jobs where id = ${job!.id} and state = 'done'`,
        )
      ).rows;
      outcome = rows[0]?.outcome ?? null;
      if (!outcome) await sleep(200);
    }
    // The cut-off version's number is free again once its rows are cleared.
    expect(outcome?.imported?.dataset.version).toBe(2);
    expect(await count(sql`select count(*)::int as n from rainfall_rows where subdivision = 'HALF'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from rainfall_rows where version = 2`)).toBe(5);
    expect(await count(sql`select count(*)::int as n from dataset_versions where kind = 'rainfall' and state = 'current'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from dataset_versions where kind = 'rainfall' and state = 'importing'`)).toBe(0);
  });
});
