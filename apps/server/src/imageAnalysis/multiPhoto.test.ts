import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDEMPOTENT_REPLAYED_HEADER, MAX_PHOTOS_PER_ANALYSIS, NOT_SURE, type PhotoResult } from '@agrim/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { datasetPhoto, datasetPhotos, plainPng } from '../../test/imageAnalysis.testkit.js';
import { multipart } from '../../test/soilTests.testkit.js';
import { imageAnalyses } from '../db/schema/index.js';
import { cleanPhoto } from './photo.js';

/*
 * Several photos of one sample (issue 23), with real photos of the public data sets: one photo
 * answers as before; several answer once, combining the photos that are of the task.
 */

const SOIL = '/get/soil/type/predict';
const SOYBEAN = '/get/soyabean/disease/prediction';
const TOMATO = '/get/tomato/disease/prediction';

type Photo = { name: string; bytes: Buffer };
const blackSoil = datasetPhotos('soil-types', 'Black_Soil', 3);
const healthySoybean = datasetPhotos('soybean-leaf-disease', 'Healthy', 3);
const tomatoLeaf = datasetPhoto('tomato-leaf-disease', 'Yellow_Leaf_Curl_Virus', 0);

let t: Awaited<ReturnType<typeof startSeededApp>>;
let modelsDir: string;
beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'agrim-image-models-'));
  t = await startSeededApp({ IMAGE_MODELS_DIR: modelsDir });
  await t.app.services.imageModels.warm();
});
afterAll(async () => {
  await t.close();
  await rm(modelsDir, { recursive: true, force: true });
});

const send = (url: string, photos: Photo[], headers: Record<string, string> = {}, fields: Record<string, string> = {}) => {
  const body = multipart(
    fields,
    photos.map((p) => ({ field: 'file', filename: p.name, type: 'image/jpeg', bytes: p.bytes })),
  );
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(t.tokens.Admin), ...headers, ...body.headers }, payload: body.payload });
};

describe('one photo answers exactly as before', () => {
  it('soil: the model’s own prediction of the cleaned photo, and no per-photo list', async () => {
    const photo = blackSoil[0]!;
    const res = await send(SOIL, [photo]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // What the single-photo route computed before issue 23: the model on the photo re-encoded without metadata.
    const model = await t.app.services.imageModels.resolve('soil-type');
    const direct = await model.classifier.predict(await cleanPhoto(photo.bytes, photo.name));
    expect(body.analysis).not.toHaveProperty('photos');
    expect(body.analysis.best_guess).toEqual({ label: direct.label, confidence: direct.confidence });
    expect(body.analysis).toMatchObject({ not_sure: direct.notSure, reason: direct.reason, confidence: direct.confidence });
    expect(body.analysis.ood).toEqual({
      out_of_distribution: direct.ood.outOfDistribution,
      score: direct.ood.score,
      method: direct.ood.method,
    });
    const probs = Object.fromEntries(direct.labels.map((l, i) => [l, direct.probabilities[i]]));
    for (const p of body.analysis.probabilities) expect(p.probability).toBe(probs[p.label]);
    expect(body.soil_type).toBe(direct.notSure ? NOT_SURE : direct.label.replace(/_/g, ' '));
  });
});

describe('several photos of one sample answer once', () => {
  it('3 black soil photos: one combined answer, the mean of their probabilities, and each photo’s own answer', async () => {
    const res = await send(SOIL, blackSoil);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const photos: PhotoResult[] = body.analysis.photos;
    expect(photos.map((p) => p.filename)).toEqual(blackSoil.map((p) => p.name));
    expect(photos.every((p) => !p.left_out)).toBe(true);
    expect(body.soil_type).toBe('Black');
    expect(body.soil.label).toBe('Black');
    expect(body.analysis.not_sure).toBe(false);
    // Each photo's class is named in both languages, as the combined answer's is.
    const black = photos.filter((p) => p.label === 'Black');
    expect(black.length).toBeGreaterThan(0);
    for (const p of black) expect(p.name).toEqual(body.soil.name);

    // The combined probabilities are the mean of each photo's alone.
    const alone = await Promise.all(blackSoil.map(async (p) => (await send(SOIL, [p])).json().analysis));
    for (const [i, a] of alone.entries())
      expect(photos[i]).toMatchObject({ label: a.best_guess.label, confidence: a.best_guess.confidence });
    for (const { label, probability } of body.analysis.probabilities) {
      const mean = alone.reduce((s, a) => s + a.probabilities.find((p: { label: string }) => p.label === label).probability, 0) / 3;
      expect(probability).toBeCloseTo(mean, 12);
    }
    expect(body.analysis.confidence).toBe(body.analysis.probabilities[0].probability);

    // One stored record per photo, each with that photo's own answer; the answer names the first.
    const rows = await t.database.db
      .select()
      .from(imageAnalyses)
      .where(
        inArray(
          imageAnalyses.id,
          photos.map((p) => p.record_id),
        ),
      );
    expect(rows).toHaveLength(3);
    for (const p of photos) expect(rows.find((r) => r.id === p.record_id)).toMatchObject({ label: p.label, notSure: p.not_sure });
    expect(body.analysis.record_id).toBe(photos[0]!.record_id);
  });

  it('3 healthy soybean leaves combine on the soybean screen; tomato takes several photos too', async () => {
    const soy = (await send(SOYBEAN, healthySoybean)).json();
    expect(soy.predictions).toBe('Healthy');
    expect(soy.analysis.photos).toHaveLength(3);
    expect(soy.confidence).toBeCloseTo(soy.analysis.confidence * 100, 2);
    const tomato = await send(TOMATO, [
      { name: 'a.jpg', bytes: tomatoLeaf },
      { name: 'b.jpg', bytes: tomatoLeaf },
    ]);
    expect(tomato.statusCode, tomato.body).toBe(200);
    // The same photo twice: the mean of two equal answers is that answer.
    const once = (await send(TOMATO, [{ name: 'a.jpg', bytes: tomatoLeaf }])).json();
    expect(tomato.json().predicted_class).toBe(once.predicted_class);
    expect(tomato.json().predictions[0]).toEqual(once.predictions[0]);
  });

  it('a leaf among soil photos is left out of the soil answer, and said so', async () => {
    const leaf = { name: 'leaf.jpg', bytes: healthySoybean[0]!.bytes };
    const res = await send(SOIL, [blackSoil[0]!, leaf, blackSoil[1]!]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const photos: PhotoResult[] = body.analysis.photos;
    expect(photos[1]).toMatchObject({ filename: 'leaf.jpg', left_out: true, not_sure: true, reason: 'out_of_distribution' });
    expect(photos[0]!.left_out).toBe(false);
    expect(photos[2]!.left_out).toBe(false);
    // The answer is the two soil photos' alone.
    const soilOnly = (await send(SOIL, [blackSoil[0]!, blackSoil[1]!])).json();
    expect(body.analysis.probabilities).toEqual(soilOnly.analysis.probabilities);
    expect(body.soil_type).toBe('Black');
    expect(body.analysis.ood.out_of_distribution).toBe(false);
  });

  it('every photo not of the task: "Not sure", out of distribution, with a best guess', async () => {
    const res = await send(SOIL, [
      { name: 'leaf.jpg', bytes: healthySoybean[0]!.bytes },
      { name: 'blue.png', bytes: await plainPng('#2f6bd6') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ soil_type: NOT_SURE, crops: '', state_info: '', soil: null });
    expect(body.analysis).toMatchObject({ not_sure: true, reason: 'out_of_distribution', ood: { out_of_distribution: true } });
    expect(body.analysis.photos.map((p: PhotoResult) => p.left_out)).toEqual([true, true]);
    expect(body.analysis.best_guess.label).toBeTruthy();
  });
});

describe('how many photos', () => {
  const six = () => [...blackSoil, ...blackSoil].map((p, i) => ({ name: `${i}.jpg`, bytes: p.bytes }));
  it(`${MAX_PHOTOS_PER_ANALYSIS + 1} photos: 400 in English and in Hindi, and nothing is stored`, async () => {
    const before = (await t.database.db.select({ id: imageAnalyses.id }).from(imageAnalyses)).length;
    expect(expectError(await send(SOIL, six()), 400, 'VALIDATION_FAILED')).toBe(
      `file: send at most ${MAX_PHOTOS_PER_ANALYSIS} photos of the same sample at once.`,
    );
    expect(expectError(await send(SOYBEAN, six(), { 'accept-language': 'hi' }), 400, 'VALIDATION_FAILED')).toMatch(/अधिकतम 5 फ़ोटो/);
    const after = (await t.database.db.select({ id: imageAnalyses.id }).from(imageAnalyses)).length;
    expect(after).toBe(before);
  });

  it('a damaged photo among good ones: 400 naming it, never 500', async () => {
    const broken = { name: 'broken.jpg', bytes: blackSoil[1]!.bytes.subarray(0, Math.floor(blackSoil[1]!.bytes.length / 2)) };
    expect(expectError(await send(SOIL, [blackSoil[0]!, broken]), 400, 'VALIDATION_FAILED')).toMatch(/^broken\.jpg: /);
  });
});

describe('photos kept offline and sent again with the same Idempotency-Key (issue 24)', () => {
  const stored = async () => (await t.database.db.select({ id: imageAnalyses.id }).from(imageAnalyses)).length;

  it('soil: the same key twice stores one analysis and answers the same; a new key is a new analysis', async () => {
    const key = randomUUID();
    const before = await stored();
    const first = await send(SOIL, blackSoil.slice(0, 2), { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await stored()).toBe(before + 2);

    const again = await send(SOIL, blackSoil.slice(0, 2), { 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().analysis.record_id).toBe(first.json().analysis.record_id);
    expect(await stored()).toBe(before + 2);

    const other = await send(SOIL, blackSoil.slice(0, 2), { 'idempotency-key': randomUUID() });
    expect(other.statusCode).toBe(200);
    expect(other.json().analysis.record_id).not.toBe(first.json().analysis.record_id);
    expect(await stored()).toBe(before + 4);
  });

  it('the same key with another photo is 422 in English and Hindi, stores nothing; the same photo renamed is the replay (issue 38)', async () => {
    const key = randomUUID();
    const first = await send(SOYBEAN, [healthySoybean[0]!], { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const before = await stored();
    expect(expectError(await send(SOYBEAN, [healthySoybean[1]!], { 'idempotency-key': key }), 422, 'UNPROCESSABLE')).toMatch(
      /already used with different content/,
    );
    expect(
      expectError(await send(SOYBEAN, [healthySoybean[1]!], { 'idempotency-key': key, 'accept-language': 'hi' }), 422, 'UNPROCESSABLE'),
    ).toMatch(/अलग सामग्री/);
    // One more photo of the same sample is other content too.
    expectError(await send(SOYBEAN, healthySoybean.slice(0, 2), { 'idempotency-key': key }), 422, 'UNPROCESSABLE');
    expect(await stored()).toBe(before);
    const renamed = await send(SOYBEAN, [{ name: 'retry.jpg', bytes: healthySoybean[0]!.bytes }], { 'idempotency-key': key });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(renamed.json()).toEqual(first.json());
  });

  it('a key is the account’s own: another account with the same key gets its own analysis', async () => {
    const key = randomUUID();
    const admin = await send(SOIL, [blackSoil[0]!], { 'idempotency-key': key });
    const superAdmin = await send(SOIL, [blackSoil[0]!], { 'idempotency-key': key, ...bearer(t.tokens.superAdmin) });
    expect(superAdmin.statusCode, superAdmin.body).toBe(200);
    expect(superAdmin.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(superAdmin.json().analysis.record_id).not.toBe(admin.json().analysis.record_id);
  });

  it('a key used on the soil call is refused on the disease call (409), and a malformed key is 400', async () => {
    const key = randomUUID();
    expect((await send(SOIL, [blackSoil[0]!], { 'idempotency-key': key })).statusCode).toBe(200);
    expect(expectError(await send(SOYBEAN, [healthySoybean[0]!], { 'idempotency-key': key }), 409, 'CONFLICT')).toMatch(
      /already used for another kind of request/,
    );
    const before = await stored();
    expect(expectError(await send(SOYBEAN, [healthySoybean[0]!], { 'idempotency-key': 'short' }), 400, 'VALIDATION_FAILED')).toMatch(
      /^Idempotency-Key: /,
    );
    expect(await stored()).toBe(before);
  });

  it('a refused call (unknown model) frees its key: the corrected call with the same key is analysed', async () => {
    const key = randomUUID();
    const before = await stored();
    expectError(
      await send(TOMATO, [{ name: 'leaf.jpg', bytes: tomatoLeaf }], { 'idempotency-key': key }, { model: 'no-such-model' }),
      404,
      'NOT_FOUND',
    );
    expect(await stored()).toBe(before);
    const res = await send(TOMATO, [{ name: 'leaf.jpg', bytes: tomatoLeaf }], { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await stored()).toBe(before + 1);
  });
});
