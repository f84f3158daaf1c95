/**
 * Image model training on the durable job queue (issue 25, JOB_QUEUE=postgres): an API-only
 * replica accepts the zip and never trains it; a worker process takes it and is stopped (SIGTERM)
 * mid-run, handing it back; a second takes it and is killed (SIGKILL, its training child with it);
 * once the job's lease ends a third runs it again and it succeeds, with one model installed and
 * one end in the audit log. The lease is aged in pg-boss's table rather than waited for.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TrainingJob } from '@agrim/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
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
  let api: TestApp;
  let worker: TestApp | null = null;
  let token = '';
  const env = () => ({
    DATABASE_URL: url,
    JOB_QUEUE: 'postgres',
    IMAGE_MODELS_DIR: modelsDir,
    TRAINING_TIMEOUT_SECONDS: TIMEOUT_SECONDS,
  });

  beforeAll(async () => {
    ({ url, drop } = (await freshDatabaseUrl()) as { url: string; drop: () => Promise<void> });
    database = await openDatabase({ url });
    // One DATA_DIR for every process: the staged photos must be where any worker can read them.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'agrim-jobs-'));
    modelsDir = path.join(dataDir, 'image-models');
    api = await startTestApp({ ...env(), PROCESS_ROLE: 'api' }, { database, dataDir });
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

  const job = async (id: string): Promise<TrainingJob> => {
    const res = await api.app.inject({ url: `/api/v1/ml/image-models/jobs/${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().job as TrainingJob;
  };
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
      const first = spawnWorker({ ...env(), DATA_DIR: dataDir });
      try {
        expect((await until(id, ['running', 'succeeded', 'failed'], 90_000)).state).toBe('running');
      } finally {
        first.kill('SIGTERM');
      }
      const handedBack = await until(id, ['queued', 'succeeded', 'failed'], 30_000);
      expect(handedBack.state).toBe('queued');
      expect(handedBack.message).toMatch(/another worker/);

      // Another takes it (pg-boss retries it) and dies with its training child while it runs.
      const second = spawnWorker({ ...env(), DATA_DIR: dataDir });
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
      worker = await startTestApp({ ...env(), PROCESS_ROLE: 'worker' }, { database, dataDir });
      await worker.app.services.jobs!.work();
      const done = await until(id, ['succeeded', 'failed'], 200_000);
      expect(done.state, done.message).toBe('succeeded');
      expect(done.model_id).toMatch(/^durable-leaves-/);
      expect(existsSync(path.join(modelsDir, done.model_id!))).toBe(true);
      // Its photos are gone, and the audit log has one start and one end.
      expect(readdirSync(path.join(dataDir, 'image-training'))).not.toContain(id);
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
