/**
 * Image model training on the durable job queue (issue 25, JOB_QUEUE=postgres): an API-only
 * replica accepts the zip and never trains it; a worker process takes it and is stopped (SIGTERM)
 * mid-run, handing it back; a second takes it and is killed (SIGKILL, its training child with it);
 * once the job's lease ends a third runs it again and it succeeds, with one model installed and
 * one end in the audit log. The lease is aged in pg-boss's table rather than waited for. Each
 * process has its own DATA_DIR and models folder, as on separate machines: the zip reaches the
 * workers through the S3 store (s3rver) and the trained model reaches the API through the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TrainingJob } from '@agrim/contracts';
import pg from 'pg';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { S3Storage } from '../../src/storage/s3.js';
import { bearer, startTestApp, type TestApp } from '../harness.js';
import { buildZip, datasetPhotos } from '../imageAnalysis.testkit.js';
import { multipart } from '../soilTests.testkit.js';
import { freshDatabaseUrl, sleep } from '../faults/serverProcess.js';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const skip = process.env.AGRIM_TEST_DB !== 'postgres' ? 'the durable queue lives in PostgreSQL (server:postgres project)' : null;
// A real training of 18 photos takes over a minute on a loaded 2-core machine; the lease is this plus 15 s.
const TIMEOUT_SECONDS = '600';
const CLASSES = ['Bacterial Pustule', 'Frogeye Leaf Spot', 'Healthy'] as const;

function zip(): Buffer {
  return buildZip(
    CLASSES.flatMap((c) => datasetPhotos('soybean-leaf-disease', c, 6).map((p, i) => ({ name: `leaves/${c}/${i}.jpg`, data: p.bytes }))),
  );
}

describe.skipIf(skip)(`training on the durable queue${skip ? `: skipped, ${skip}` : ''}`, () => {
  let url = '';
  let drop = async () => {};
  let database: Database;
  let dataDir = '';
  let modelsDir = '';
  let s3: { close(): Promise<void>; run(): Promise<{ port: number }> };
  let s3Port = 0;
  /** A process's own DATA_DIR (as on its own machine), under the test's folder. */
  const own = (name: string) => path.join(dataDir, name);
  let api: TestApp;
  let worker: TestApp | null = null;
  let token = '';
  const env = (dir: string) => ({
    DATABASE_URL: url,
    JOB_QUEUE: 'postgres',
    DATA_DIR: dir,
    IMAGE_MODELS_DIR: path.join(dir, 'image-models'),
    TRAINING_TIMEOUT_SECONDS: TIMEOUT_SECONDS,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'agrim-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  beforeAll(async () => {
    ({ url, drop } = (await freshDatabaseUrl()) as { url: string; drop: () => Promise<void> });
    database = await openDatabase({ url });
    // One DATA_DIR for every process: the staged photos must be where any worker can read them.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrim-jobs-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: own('s3'),
      configureBuckets: [{ name: 'agrim-files', configs: [] }],
    });
    s3Port = (await s3.run()).port;
    modelsDir = path.join(own('api'), 'image-models');
    api = await startTestApp({ ...env(own('api')), PROCESS_ROLE: 'api' }, { database, dataDir: own('api') });
    await api.seedRoles();
    token = await api.tokenFor('Admin');
  }, 120_000);

  afterAll(async () => {
    await worker?.close(true);
    await api?.close(true);
    await database?.close();
    await drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const job = async (id: string): Promise<TrainingJob> => {
    const res = await api.app.inject({ url: `/api/v1/ml/image-models/jobs/${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().job as TrainingJob;
  };
  /** True once `check` is (within 20 s). */
  async function until2(check: () => Promise<boolean>): Promise<boolean> {
    for (let t0 = Date.now(); Date.now() - t0 < 20_000; await sleep(250)) if (await check()) return true;
    return false;
  }
  async function until(id: string, states: string[], timeoutMs: number): Promise<TrainingJob> {
    const t0 = Date.now();
    for (;;) {
      const j = await job(id);
      if (states.includes(j.state)) return j;
      if (Date.now() - t0 > timeoutMs) throw new Error(`job still ${j.state} after ${timeoutMs} ms: ${j.message}`);
      await sleep(250);
    }
  }

  it(
    'a worker stopped mid-run hands the job back; one killed mid-run loses it until its lease ends; a third finishes it once',
    { timeout: 300_000 },
    async () => {
      const body = multipart({ task: 'soybean-leaf', name: 'Durable leaves' }, [
        { field: 'file', filename: 'leaves.zip', type: 'application/zip', bytes: zip() },
      ]);
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/v1/ml/image-models/train',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(202);
      const id = (res.json().job as TrainingJob).id;

      // The API-only replica sends the job and never runs it.
      await sleep(3000);
      expect((await job(id)).state).toBe('queued');

      // A worker process takes it and is stopped mid-run: the job goes back to the queue.
      const first = spawnWorker(env(own('worker-1')));
      try {
        expect((await until(id, ['running', 'succeeded', 'failed'], 90_000)).state).toBe('running');
      } finally {
        first.kill('SIGTERM');
      }
      const handedBack = await until(id, ['queued', 'succeeded', 'failed'], 60_000);
      expect(handedBack.state).toBe('queued');
      expect(handedBack.message).toMatch(/another worker/);

      // Another takes it (pg-boss retries it) and dies with its training child while it runs.
      const second = spawnWorker(env(own('worker-2')));
      try {
        expect((await until(id, ['running', 'succeeded', 'failed'], 90_000)).state).toBe('running');
      } finally {
        killGroup(second);
      }
      await sleep(500);
      expect((await job(id)).state).toBe('running');

      // Its lease (timeout + 15 s) is made to have ended: a third worker's maintenance fails the
      // lost run by timeout and takes the retry.
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        const aged = await pool.query(`update pgboss.job set started_on = now() - interval '2 hours' where id = $1 and state = 'active'`, [
          id,
        ]);
        expect(aged.rowCount).toBe(1);
      } finally {
        await pool.end();
      }
      worker = await startTestApp({ ...env(own('worker-3')), PROCESS_ROLE: 'worker' }, { database, dataDir: own('worker-3') });
      await worker.app.services.jobs!.work();
      const done = await until(id, ['succeeded', 'failed'], 200_000);
      expect(done.state, done.message).toBe('succeeded');
      expect(done.model_id).toMatch(/^durable-leaves-/);
      expect(existsSync(path.join(own('worker-3'), 'image-models', done.model_id!))).toBe(true);
      // The API replica, on its own folder, lists the model (copied from the database) and answers with it.
      const listed = await until2(async () => {
        const res = await api.app.inject({ url: '/api/v1/ml/image-models?task=soybean-leaf', headers: bearer(token) });
        return (res.json().models as Array<{ id: string }>).some((m) => m.id === done.model_id);
      });
      expect(listed).toBe(true);
      expect(existsSync(path.join(modelsDir, done.model_id!))).toBe(true);
      // Its photos are gone (every process's staging, and the zip in the store), and the audit log has one start and one end.
      // (worker-2 died with its copy: that machine's next start clears it.)
      for (const dir of ['api', 'worker-1', 'worker-3']) expect(existsSync(path.join(own(dir), 'image-training', id)), dir).toBe(false);
      const pool2 = new pg.Pool({ connectionString: url, max: 1 });
      const { rows } = await pool2.query<{ key: string | null }>('select input_key as key from image_model_jobs where id = $1', [id]);
      await pool2.end();
      expect(rows[0]!.key).toMatch(/^image-training\//);
      const store = new S3Storage({
        endpoint: `http://127.0.0.1:${s3Port}`,
        bucket: 'agrim-files',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      await expect(store.get(rows[0]!.key!)).rejects.toThrow();
      const superToken = await api.tokenFor('superAdmin');
      const audit = await api.app.inject({ url: `/api/v1/audit?action=model.retrained&limit=200`, headers: bearer(superToken) });
      expect(audit.statusCode, audit.body).toBe(200);
      const phases = (audit.json().entries as Array<{ targetId: string; details: { phase: string } }>)
        .filter((e) => e.targetId === id)
        .map((e) => e.details.phase)
        .sort();
      expect(phases).toEqual(['started', 'succeeded']);
    },
  );

  it('an Admin holds at most TRAINING_PER_ACCOUNT jobs waiting in the durable queue (429 beyond)', async () => {
    const post = () => {
      const body = multipart({ task: 'soybean-leaf', name: `Many ${Math.random().toString(16).slice(2, 8)}` }, [
        { field: 'file', filename: 'leaves.zip', type: 'application/zip', bytes: zip() },
      ]);
      return api.app.inject({
        method: 'POST',
        url: '/api/v1/ml/image-models/train',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    // The worker above is stopped first, so these wait.
    await worker?.close(true);
    worker = null;
    expect((await post()).statusCode).toBe(202);
    expect((await post()).statusCode).toBe(202);
    const third = await post();
    expect(third.statusCode, third.body).toBe(429);
  });
});

/** `node --import tsx apps/server/src/main.ts` as a worker, in its own process group (its training child joins it). */
function spawnWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...env,
      PROCESS_ROLE: 'worker',
      SIMULATOR: 'false',
      DATASETS_IMPORT_ON_START: 'false',
      LOG_LEVEL: process.env.JOBS_TEST_LOG ? 'debug' : 'warn',
      JWT_SECRET: 'jobs-test-secret-'.padEnd(48, 'x'),
    },
    stdio: ['ignore', openSync(process.env.JOBS_TEST_LOG ?? '/dev/null', 'a'), openSync(process.env.JOBS_TEST_LOG ?? '/dev/null', 'a')],
    detached: true,
  });
  return child;
}

/** What a machine's power cut does to a worker and the training it runs. */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}
