import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImageModel, Role } from '@agrim/contracts';
// The ML package's test kit is not part of its public entry point: imported by path.
import { writeTinyOnnxModel } from '@agrim/ml/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { datasetPhoto, plainPng, postPhoto } from '../../test/imageAnalysis.testkit.js';

const MODELS = '/api/v1/ml/image-models';
const TOMATO = '/get/tomato/disease/prediction';
const SEED = '/get/soyabean/seed/prediction';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let modelsDir: string;
beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'agrim-image-models-'));
  // Two ONNX drop-ins (a colour classifier standing in for a real network), and a folder that does not load.
  await writeTinyOnnxModel(modelsDir, { id: 'colour-net', name: 'ColourNet', task: 'tomato-leaf' });
  await writeTinyOnnxModel(modelsDir, { id: 'seed-colour', name: 'EfficientNet-B0', task: 'seed-quality' });
  await mkdir(path.join(modelsDir, 'broken'));
  await writeFile(path.join(modelsDir, 'broken', 'manifest.json'), '{ not json');
  t = await startSeededApp({ IMAGE_MODELS_DIR: modelsDir });
  tokens = t.tokens;
});
afterAll(async () => {
  await t.close();
  await rm(modelsDir, { recursive: true, force: true });
});

const list = async (query = '', role: Role = 'Admin'): Promise<ImageModel[]> => {
  const res = await t.app.inject({ url: `${MODELS}${query}`, headers: bearer(tokens[role]) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('success');
  return res.json().models;
};

describe('GET /api/v1/ml/image-models', () => {
  it('lists each task’s built-in model (the default) and the ONNX drop-ins that load', async () => {
    const tomato = await list('?task=tomato-leaf');
    expect(tomato.map((m) => [m.kind, m.default])).toEqual([
      ['builtin', true],
      ['onnx', false],
    ]);
    const onnx = tomato[1]!;
    expect(onnx).toMatchObject({ id: 'colour-net', name: 'ColourNet', task: 'tomato-leaf', labels: ['red', 'green', 'blue'] });
    expect(typeof onnx.installed_at).toBe('string');
    expect(tomato[0]!.card).toMatchObject({ image: expect.any(Object) });
    expect(tomato[0]!.installed_at).toBeNull();

    const all = await list();
    expect(new Set(all.map((m) => m.task))).toEqual(new Set(['soil-type', 'soybean-leaf', 'tomato-leaf', 'seed-quality']));
    expect(all.some((m) => m.id === 'broken')).toBe(false);
    // Seed quality has no built-in model: its only model is the drop-in, so it is the default.
    expect(all.filter((m) => m.task === 'seed-quality')).toEqual([
      expect.objectContaining({ id: 'seed-colour', kind: 'onnx', default: true }),
    ]);
  });

  it('refuses an unknown task', async () => {
    expectError(await t.app.inject({ url: `${MODELS}?task=cotton`, headers: bearer(tokens.Admin) }), 400, 'VALIDATION_FAILED');
  });

  it('who may list: anonymous 401, user and Expert 403, Admin and superAdmin 200', async () => {
    expectError(await t.app.inject({ url: MODELS }), 401, 'UNAUTHENTICATED');
    for (const role of ['user', 'Expert'] as const)
      expectError(await t.app.inject({ url: MODELS, headers: bearer(tokens[role]) }), 403, 'FORBIDDEN');
    for (const role of ['Admin', 'superAdmin'] as const) expect((await list('', role)).length).toBeGreaterThan(0);
    for (const url of [`${MODELS}/jobs`, `${MODELS}/jobs/${crypto.randomUUID()}`]) {
      expectError(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
      for (const role of ['user', 'Expert'] as const)
        expectError(await t.app.inject({ url, headers: bearer(tokens[role]) }), 403, 'FORBIDDEN');
    }
    for (const role of ['Admin', 'superAdmin'] as const) {
      const jobs = await t.app.inject({ url: `${MODELS}/jobs`, headers: bearer(tokens[role]) });
      expect(jobs.statusCode, jobs.body).toBe(200);
      expect(jobs.json()).toEqual({ status: 'success', jobs: [] });
    }
  });
});

describe('an ONNX drop-in at work', () => {
  it('answers when named in `model` (name or id, any case), behind the task’s feature model as the gate', async () => {
    const leaf = datasetPhoto('tomato-leaf-disease', 'Leaf_Mold', 0);
    const res = await postPhoto(t, TOMATO, tokens.Admin, leaf, { model: 'colournet' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.analysis.model).toMatchObject({ id: 'colour-net', name: 'ColourNet', kind: 'onnx' });
    expect(body.class_labels).toEqual(['red', 'green', 'blue']);
    expect(body.analysis.best_guess.label).toBe('green');
    // A plain blue square is the drop-in's own favourite, but nothing like a tomato leaf: the gate says not sure.
    const blue = (await postPhoto(t, TOMATO, tokens.Admin, await plainPng('#1030e0'), { model: 'COLOUR-NET' }, 'blue.png')).json();
    expect(blue.analysis.best_guess.label).toBe('blue');
    expect(blue.analysis).toMatchObject({ not_sure: true, reason: 'out_of_distribution' });
    // Without `model` the built-in model answers.
    const builtin = (await postPhoto(t, TOMATO, tokens.Admin, leaf)).json();
    expect(builtin.analysis.model.kind).toBe('builtin');
  });

  it('is the seed model when it is the only one', async () => {
    const res = await postPhoto(t, SEED, tokens.superAdmin, datasetPhoto('soybean-leaf-disease', 'Healthy', 2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().analysis.model).toMatchObject({ id: 'seed-colour', name: 'EfficientNet-B0', kind: 'onnx' });
    expect(res.json().class_labels).toEqual(['red', 'green', 'blue']);
    expect(res.json().advice).toBeNull();
  });

  it('is uninstalled by an Admin (a built-in model is not: 409); then seed predictions are 409 again', async () => {
    expectError(await t.app.inject({ method: 'DELETE', url: `${MODELS}/colour-net` }), 401, 'UNAUTHENTICATED');
    for (const role of ['user', 'Expert'] as const) {
      expectError(await t.app.inject({ method: 'DELETE', url: `${MODELS}/colour-net`, headers: bearer(tokens[role]) }), 403, 'FORBIDDEN');
    }
    const builtin = (await list('?task=tomato-leaf'))[0]!;
    expect(
      expectError(await t.app.inject({ method: 'DELETE', url: `${MODELS}/${builtin.id}`, headers: bearer(tokens.Admin) }), 409, 'CONFLICT'),
    ).toMatch(/built in/);
    const a = await t.app.inject({ method: 'DELETE', url: `${MODELS}/colour-net`, headers: bearer(tokens.Admin) });
    expect(a.statusCode, a.body).toBe(200);
    const b = await t.app.inject({ method: 'DELETE', url: `${MODELS}/SEED-COLOUR`, headers: bearer(tokens.superAdmin) });
    expect(b.statusCode, b.body).toBe(200);
    expect((await list('?task=tomato-leaf')).map((m) => m.kind)).toEqual(['builtin']);
    expect(await list('?task=seed-quality')).toEqual([]);
    expectError(await postPhoto(t, SEED, tokens.Admin, datasetPhoto('soybean-leaf-disease', 'Healthy', 2)), 409, 'CONFLICT');
    expect(
      expectError(
        await postPhoto(t, TOMATO, tokens.Admin, datasetPhoto('tomato-leaf-disease', 'Leaf_Mold', 0), { model: 'ColourNet' }),
        404,
        'NOT_FOUND',
      ),
    ).toBe('Model ColourNet is not installed.');
  });
});

describe('OpenAPI', () => {
  it('documents every image analysis route with its access rule', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    const routes = [
      ['post', '/get/soil/type/predict'],
      ['post', '/get/soil/test/analysis'],
      ['post', '/get/soyabean/disease/prediction'],
      ['post', '/get/tomato/disease/prediction'],
      ['post', '/get/soyabean/seed/prediction'],
      ['get', '/api/v1/ml/image-models'],
      ['post', '/api/v1/ml/image-models/train'],
      ['get', '/api/v1/ml/image-models/jobs'],
      ['get', '/api/v1/ml/image-models/jobs/{id}'],
      ['delete', '/api/v1/ml/image-models/{id}'],
    ] as const;
    for (const [method, url] of routes) {
      const op = paths[url]?.[method];
      expect(op, `${method} ${url}`).toBeDefined();
      expect(op!.description).toContain('Access: superAdmin, Admin');
    }
    expect(Object.keys(paths['/api/v1/ml/image-models/train']!.post!.responses)).toContain('202');
  });
});
