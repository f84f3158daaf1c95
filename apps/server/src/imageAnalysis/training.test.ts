import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ImageModel, NOT_SURE, type Role, type TrainingJob } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp, startTestApp } from '../../test/harness.js';
import { imageModelJobs, users } from '../db/schema/index.js';
import { multipart } from '../../test/soilTests.testkit.js';
import { expectError } from '../../test/expectError.js';
// The ML package's test kit is not part of its public entry point: imported by path.
import { writeTinyOnnxModel } from '@agrim/ml/testkit';
import { buildZip, datasetPhotos, plainPng, postPhoto, type ZipEntry } from '../../test/imageAnalysis.testkit.js';
import { INTERRUPTED } from './training.service.js';

const TRAIN = '/api/v1/ml/image-models/train';
const SEED = '/get/soyabean/seed/prediction';
// Three soybean leaf classes, six photos each, stand in for seed photos (there is no public seed set).
const CLASSES = ['Bacterial Pustule', 'Frogeye Leaf Spot', 'Healthy'] as const;
const photos = Object.fromEntries(CLASSES.map((c) => [c, datasetPhotos('soybean-leaf-disease', c, 6)]));

function seedZip(prefix = 'seeds/'): Buffer {
  const entries: ZipEntry[] = CLASSES.flatMap((c) => photos[c]!.map((p, i) => ({ name: `${prefix}${c}/${i}.jpg`, data: p.bytes })));
  entries.push(
    { name: `${prefix}readme.txt`, data: Buffer.from('seed photos') },
    { name: `${prefix}Healthy/notes.txt`, data: Buffer.from('not an image') },
    { name: `__MACOSX/${prefix}Healthy/._0.jpg`, data: Buffer.from('mac junk') },
    { name: '../escape.jpg', data: photos.Healthy![0]!.bytes },
  );
  return buildZip(entries);
}

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let modelsDir: string;
let featureCache: string;
const cacheBefore = process.env.AGRIM_FEATURE_CACHE;
beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'agrim-image-models-'));
  // The training child inherits it: the second job reads the first one's photo and backbone features from it.
  featureCache = await mkdtemp(path.join(tmpdir(), 'agrim-feature-cache-'));
  process.env.AGRIM_FEATURE_CACHE = featureCache;
  // Quick training: every candidate of the built-in models (the backbone's too), with small forests.
  t = await startSeededApp({ IMAGE_MODELS_DIR: modelsDir, TRAINING_QUICK: 'true' });
  tokens = t.tokens;
}, 180_000);
afterAll(async () => {
  await t.close();
  if (cacheBefore === undefined) delete process.env.AGRIM_FEATURE_CACHE;
  else process.env.AGRIM_FEATURE_CACHE = cacheBefore;
  await rm(modelsDir, { recursive: true, force: true });
  await rm(featureCache, { recursive: true, force: true });
});

function train(zip: Buffer, fields: Record<string, string>, role: Role | null = 'Admin') {
  const body = multipart(fields, [{ field: 'file', filename: 'seeds.zip', type: 'application/zip', bytes: zip }]);
  return t.app.inject({
    method: 'POST',
    url: TRAIN,
    headers: { ...(role ? bearer(tokens[role]) : {}), ...body.headers },
    payload: body.payload,
  });
}

const getJob = async (id: string): Promise<TrainingJob> => {
  const res = await t.app.inject({ url: `/api/v1/ml/image-models/jobs/${id}`, headers: bearer(tokens.Admin) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('success');
  return res.json().job;
};

async function until(id: string, timeoutMs = 240_000): Promise<TrainingJob> {
  const started = Date.now();
  for (;;) {
    const job = await getJob(id);
    if (job.state === 'succeeded' || job.state === 'failed') return job;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${id} still ${job.state}: ${job.message}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('training a seed model from an uploaded zip', () => {
  let first: TrainingJob;
  let second: TrainingJob;

  it('accepts the zip (202), queues a second job behind the first, and both succeed in a child process', { timeout: 420_000 }, async () => {
    const a = await train(seedZip(), { task: 'seed-quality', name: 'VGG16' });
    expect(a.statusCode, a.body).toBe(202);
    expect(a.json().status).toBe('accepted');
    first = a.json().job;
    expect(first).toMatchObject({ task: 'seed-quality', name: 'VGG16', model_id: null, created_by: 'admin@agrim.test', finished_at: null });
    expect(['queued', 'running']).toContain(first.state);
    expect(first.message).toMatch(
      /^(Queued:|Training on) 3 classes \(Bacterial Pustule 6, Frogeye Leaf Spot 6, Healthy 6\); 1 file\(s\) that are not images skipped/,
    );

    const b = await train(seedZip(''), { task: 'seed-quality', name: 'ResNet50' }, 'superAdmin');
    expect(b.statusCode, b.body).toBe(202);
    second = b.json().job;
    expect(second.created_by).toBe('super@agrim.test');
    // One at a time: while the first has not finished, the second waits.
    const firstNow = await getJob(first.id);
    if (firstNow.state !== 'succeeded' && firstNow.state !== 'failed') expect((await getJob(second.id)).state).toBe('queued');

    first = await until(first.id);
    expect(first.state, first.message).toBe('succeeded');
    expect(first.message).toMatch(/accuracy/);
    expect(first.model_id).toMatch(/^vgg16-[0-9a-f]{8}$/);
    expect(first.finished_at).not.toBeNull();
    second = await until(second.id);
    expect(second.state, second.message).toBe('succeeded');
    // Nothing escaped the staging folder, and the staging folders are gone.
    expect(existsSync(path.join(t.dataDir, 'escape.jpg'))).toBe(false);
    expect(readdirSync(path.join(t.dataDir, 'image-training'))).toEqual([]);
  });

  it('lists the trained models with their cards; the newest is the default', async () => {
    const res = await t.app.inject({ url: '/api/v1/ml/image-models?task=seed-quality', headers: bearer(tokens.Admin) });
    expect(res.statusCode, res.body).toBe(200);
    const models = res.json().models as Array<Record<string, unknown>>;
    expect(models.map((m) => m.name).sort()).toEqual(['ResNet50', 'VGG16']);
    for (const m of models) {
      expect(m).toMatchObject({ task: 'seed-quality', kind: 'trained', labels: [...CLASSES] });
      expect(m.card).toMatchObject({ image: expect.any(Object) });
      expect(typeof m.installed_at).toBe('string');
    }
    expect(models.filter((m) => m.default)).toEqual([expect.objectContaining({ name: 'ResNet50' })]);
  });

  it("compares the built-in models' candidates, the pretrained backbone's head among them, and the card records it", async () => {
    const [trained] = (await t.app.inject({ url: '/api/v1/ml/image-models?task=seed-quality', headers: bearer(tokens.Admin) })).json()
      .models as ImageModel[];
    const builtin = (
      (await t.app.inject({ url: '/api/v1/ml/image-models?task=soil-type', headers: bearer(tokens.Admin) })).json().models as ImageModel[]
    ).find((m) => m.kind === 'builtin')!;
    const names = (m: ImageModel) => m.card!.image.quality!.comparison.map((c) => c.name);
    // The same candidate list as the built-in soil-type model's training, compared on the same 5 folds.
    expect(names(trained!)).toEqual(names(builtin));
    expect(names(trained!)).toEqual(expect.arrayContaining(['backbone-logistic', 'rich-random-forest-crops+backbone-logistic']));
    expect(trained!.card!.image.candidates.map((c) => c.name)).toEqual(names(trained!));
    // The one kept is the most right on folds 2-5 of those the product can run.
    expect(names(trained!)).toContain(trained!.card!.image.chosen);
    const notes = trained!.card!.notes.join('\n');
    expect(notes).toMatch(/Pretrained backbone \(issue 40\): MobileNetV1 1\.0\/224 pretrained on ImageNet/);
    expect(notes).toMatch(/version mobilenet-v1-imagenet@[0-9a-f]{12}/);
    expect(notes).toMatch(/Exact McNemar test against rich-random-forest-crops/);
    expect(notes).toMatch(/Quick training \(a test of the training path/);
  });

  it('predicts with the model named in `model` (id or name, any case), else the default', { timeout: 60_000 }, async () => {
    const photo = photos.Healthy![1]!.bytes;
    const byName = await postPhoto(t, SEED, tokens.Admin, photo, { model: 'vgg16' });
    expect(byName.statusCode, byName.body).toBe(200);
    const body = byName.json();
    expect(body.analysis.model).toMatchObject({ id: first.model_id, name: 'VGG16', kind: 'trained' });
    expect(body.class_labels).toEqual([...CLASSES]);
    expect(body.predictions[0]).toHaveLength(3);
    expect(body.advice).toBeNull();
    expect([...CLASSES, NOT_SURE]).toContain(body.predicted_class);
    expect(body.analysis.best_guess.label).toBe('Healthy');

    const byId = await postPhoto(t, SEED, tokens.superAdmin, photo, { model: first.model_id! });
    expect(byId.json().analysis.model.id).toBe(first.model_id);
    const byDefault = await postPhoto(t, SEED, tokens.Admin, photo);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json().analysis.model.name).toBe('ResNet50');
  });

  it('gates an ONNX seed model with the newest trained seed model (there is no built-in one)', async () => {
    writeTinyOnnxModel(modelsDir, { id: 'seed-onnx', name: 'InceptionV3', task: 'seed-quality' });
    try {
      const res = await postPhoto(t, SEED, tokens.Admin, photos.Healthy![2]!.bytes, { model: 'InceptionV3' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().analysis.model).toMatchObject({ id: 'seed-onnx', kind: 'onnx' });
      expect(res.json().analysis.ood.method).toContain(second.model_id);
      const blue = await postPhoto(t, SEED, tokens.Admin, await plainPng('#1030e0'), { model: 'InceptionV3' }, 'blue.png');
      expect(blue.json()).toMatchObject({ predicted_class: NOT_SURE, analysis: { not_sure: true, reason: 'out_of_distribution' } });
    } finally {
      await rm(path.join(modelsDir, 'seed-onnx'), { recursive: true, force: true });
    }
  });

  it('lists the jobs, newest first; an unknown job is 404, a malformed id 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/ml/image-models/jobs', headers: bearer(tokens.superAdmin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs.map((j: TrainingJob) => j.id)).toEqual([second.id, first.id]);
    expectError(
      await t.app.inject({ url: `/api/v1/ml/image-models/jobs/${crypto.randomUUID()}`, headers: bearer(tokens.Admin) }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.app.inject({ url: '/api/v1/ml/image-models/jobs/nope', headers: bearer(tokens.Admin) }), 400, 'VALIDATION_FAILED');
  });

  it('refuses a name already installed for the task (409)', async () => {
    expect(expectError(await train(seedZip(), { task: 'seed-quality', name: 'vgg16' }), 409, 'CONFLICT')).toMatch(/already installed/);
  });

  it('uninstalls a trained model; a built-in one cannot be removed', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/ml/image-models/${first.model_id}`, headers: bearer(tokens.Admin) });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ status: 'success', id: first.model_id });
    const list = await t.app.inject({ url: '/api/v1/ml/image-models?task=seed-quality', headers: bearer(tokens.Admin) });
    expect(list.json().models.map((m: { name: string }) => m.name)).toEqual(['ResNet50']);
    expect(expectError(await postPhoto(t, SEED, tokens.Admin, photos.Healthy![0]!.bytes, { model: 'VGG16' }), 404, 'NOT_FOUND')).toBe(
      'Model VGG16 is not installed.',
    );
    const builtins = (await t.app.inject({ url: '/api/v1/ml/image-models?task=soil-type', headers: bearer(tokens.Admin) })).json().models;
    const builtin = builtins.find((m: { kind: string }) => m.kind === 'builtin');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ml/image-models/${builtin.id}`,
      headers: bearer(tokens.superAdmin),
    });
    expect(expectError(refused, 409, 'CONFLICT')).toMatch(/built in/);
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/ml/image-models/nothing-here', headers: bearer(tokens.Admin) }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('zips that are refused', () => {
  const fields = { task: 'seed-quality', name: 'Refused' };

  it('too few images or classes: 422 with what is missing', async () => {
    const one = buildZip(photos.Healthy!.map((p, i) => ({ name: `Healthy/${i}.jpg`, data: p.bytes })));
    expect(expectError(await train(one, fields), 422, 'UNPROCESSABLE')).toMatch(/only one class \(Healthy\)/);
    const few = buildZip([
      ...photos.Healthy!.map((p, i) => ({ name: `Healthy/${i}.jpg`, data: p.bytes })),
      ...photos['Frogeye Leaf Spot']!.slice(0, 2).map((p, i) => ({ name: `Frogeye/${i}.jpg`, data: p.bytes })),
    ]);
    expect(expectError(await train(few, fields), 422, 'UNPROCESSABLE')).toMatch(/at least 5 images: Frogeye has 2/);
  });

  it('paths that leave the folder are ignored (and then there is nothing to train on)', async () => {
    const evil = buildZip(
      CLASSES.flatMap((c) => photos[c]!.map((p, i) => ({ name: i % 2 ? `../../${c}/${i}.jpg` : `/tmp/${c}/${i}.jpg`, data: p.bytes }))),
    );
    expect(expectError(await train(evil, fields), 422, 'UNPROCESSABLE')).toMatch(/no class folders with images/);
  });

  it('zip bombs: headers that declare over 1 GB (413), and headers that lie (422)', { timeout: 60_000 }, async () => {
    const zeros = Buffer.alloc(100 * 1024 * 1024);
    const honest = buildZip([
      ...CLASSES.flatMap((c) => photos[c]!.map((p, i) => ({ name: `${c}/${i}.jpg`, data: p.bytes }))),
      ...Array.from({ length: 11 }, (_, i) => ({ name: `Healthy/zeros-${i}.jpg`, data: zeros })),
    ]);
    expect(honest.length).toBeLessThan(3 * 1024 * 1024);
    expect(expectError(await train(honest, fields), 413, 'PAYLOAD_TOO_LARGE')).toMatch(/unpacks to more than 1024 MB/);
    const lying = buildZip([
      ...CLASSES.flatMap((c) => photos[c]!.map((p, i) => ({ name: `${c}/${i}.jpg`, data: p.bytes }))),
      { name: 'Healthy/bomb.jpg', data: zeros, declaredSize: 2048 },
    ]);
    expect(expectError(await train(lying, fields), 422, 'UNPROCESSABLE')).toMatch(/does not match its header/);
  });

  it('not a zip, no file, bad fields', async () => {
    expect(expectError(await train(Buffer.from('hello, not a zip'), fields), 422, 'UNPROCESSABLE')).toMatch(/not a zip/);
    const none = multipart(fields, []);
    const missing = await t.app.inject({
      method: 'POST',
      url: TRAIN,
      headers: { ...bearer(tokens.Admin), ...none.headers },
      payload: none.payload,
    });
    expect(expectError(missing, 400, 'VALIDATION_FAILED')).toMatch(/file: choose a zip/);
    expect(expectError(await train(seedZip(), { task: 'cotton', name: 'X' }), 400, 'VALIDATION_FAILED')).toMatch(/task/);
    expect(expectError(await train(seedZip(), { task: 'seed-quality', name: ' ' }), 400, 'VALIDATION_FAILED')).toMatch(/name/);
    // Nothing was queued by the refused uploads.
    const jobs = (await t.app.inject({ url: '/api/v1/ml/image-models/jobs', headers: bearer(tokens.Admin) })).json().jobs;
    expect(jobs.filter((j: TrainingJob) => j.name === 'Refused' || j.name === 'X')).toEqual([]);
  });

  it('who may train: anonymous 401, user and Expert 403', async () => {
    expectError(await train(seedZip(), fields, null), 401, 'UNAUTHENTICATED');
    for (const role of ['user', 'Expert'] as const) expectError(await train(seedZip(), fields, role), 403, 'FORBIDDEN');
  });
});

describe('a restart', () => {
  it('fails the job that was running (and a queued one whose photos are gone)', async () => {
    const [creator] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAILS.Admin));
    const rows = await t.database.db
      .insert(imageModelJobs)
      .values([
        {
          task: 'seed-quality',
          name: 'Cut off',
          state: 'running',
          modelId: 'cut-off-00000000',
          createdBy: creator!.id,
          startedAt: new Date(),
        },
        { task: 'tomato-leaf', name: 'Waiting', state: 'queued', modelId: 'waiting-00000000', createdBy: creator!.id },
      ])
      .returning({ id: imageModelJobs.id });
    await t.close(true);
    t = { ...t, ...(await startTestApp({ IMAGE_MODELS_DIR: modelsDir }, { database: t.database, dataDir: t.dataDir })) };
    for (const { id } of rows) {
      const job = await getJob(id);
      expect(job.state).toBe('failed');
      expect(job.message).toBe(INTERRUPTED);
      expect(job.finished_at).not.toBeNull();
    }
  });
});
