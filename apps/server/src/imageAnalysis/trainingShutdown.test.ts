/**
 * A shutdown while a job's photos are still being fetched from the file store (a worker on another
 * machine) has no training child to stop yet: none may start afterwards. Before this was checked, a
 * worker stopped in that moment started the child anyway and was then killed by its shutdown
 * deadline, leaving the job 'running' until its lease ran out (the cluster jobs test, in CI).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMAILS, startSeededApp } from '../../test/harness.js';
import { buildZip, datasetPhotos } from '../../test/imageAnalysis.testkit.js';
import { imageModelJobs, users } from '../db/schema/index.js';
import type { FileStorage } from '../storage/storage.js';
import { FairQueue } from '../work/fairQueue.js';
import { TrainingService } from './training.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let workDir: string;
beforeAll(async () => {
  t = await startSeededApp();
  workDir = await mkdtemp(path.join(tmpdir(), 'agrim-training-shutdown-'));
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A file store whose `get` answers only when the test lets it. */
function gatedStore(bytes: Buffer) {
  let asked!: () => void;
  let answer!: () => void;
  const wasAsked = new Promise<void>((r) => (asked = r));
  const answered = new Promise<void>((r) => (answer = r));
  const store: FileStorage = {
    put: () => Promise.reject(new Error('not used')),
    get: async () => {
      asked();
      await answered;
      return bytes;
    },
    remove: async () => {},
  };
  return { store, wasAsked, release: answer };
}

it('a shutdown while the photos are fetched starts no training, and the job says the server shut down', async () => {
  const zip = buildZip(
    ['Healthy', 'Frogeye Leaf Spot'].flatMap((c) =>
      datasetPhotos('soybean-leaf-disease', c, 5).map((p, i) => ({ name: `${c}/${i}.jpg`, data: p.bytes })),
    ),
  );
  const gate = gatedStore(zip);
  const [creator] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAILS.Admin));
  const [job] = await t.database.db
    .insert(imageModelJobs)
    .values({
      task: 'soybean-leaf',
      name: 'Gated',
      state: 'queued',
      modelId: 'gated-00000000',
      createdBy: creator!.id,
      inputKey: 'image-training/gated.zip',
    })
    .returning({ id: imageModelJobs.id });
  // Its folder without photos: the job resumes at start and fetches them from the store.
  await mkdir(path.join(workDir, job!.id));
  const training = new TrainingService(
    t.database.db,
    t.app.services.imageModels,
    t.app.log,
    // A child started from here would fail with its own message, not the shutdown's.
    { modelsDir: path.join(workDir, 'models'), workDir, cliPath: path.join(workDir, 'bin', 'absent-cli.js'), inputs: gate.store },
    t.app.services.audit,
    new FairQueue({
      what: { en: 'model trainings', hi: 'मॉडल प्रशिक्षण', mr: 'मॉडेल प्रशिक्षणाच्या' },
      concurrency: 1,
      perAccount: 2,
      maxQueued: 5,
      retryAfterSeconds: 1,
    }),
  );
  await training.recover();
  await gate.wasAsked;
  const closing = training.close();
  gate.release();
  await closing;

  const [row] = await t.database.db.select().from(imageModelJobs).where(eq(imageModelJobs.id, job!.id));
  expect(row!.state).toBe('failed');
  expect(row!.message).toMatch(/server shut down/);
});
