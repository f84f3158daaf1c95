import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  DATASET_ADDED_MESSAGE,
  FEEDBACK_CONTAINER,
  MAX_PROFILE_DATASET_FILES,
  PROFILE_CONTAINER,
  type ProfileResponse,
  RESUME_ADDED_MESSAGE,
} from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expertProfileFiles } from '../db/schema/index.js';
import { anotherAccount, docx, feedbackClient, multipart, pdf, type Tokens, xlsx } from '../../test/feedback.testkit.js';

const CAP = 64 * 1024;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Tokens;
let expert2: string;

beforeAll(async () => {
  t = await startSeededApp({ UPLOAD_MAX_BYTES: String(CAP) });
  tokens = t.tokens;
  expert2 = await anotherAccount(t, 'expert2@agrim.test', 'Expert');
});
afterAll(() => t.close());

type Part = { field: string; filename: string; bytes: Buffer };
const upload = (parts: Part[], token = tokens.Expert) => {
  const body = multipart(
    {},
    parts.map((p) => ({ ...p, type: 'application/octet-stream' })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/upload/data',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const profile = async (token = tokens.Expert): Promise<ProfileResponse['data']> => {
  const res = await t.app.inject({ url: '/api/v1/get/profile', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const stored = async () => {
  try {
    return (await readdir(path.join(t.dataDir, 'files', PROFILE_CONTAINER))).sort();
  } catch {
    return [];
  }
};
const csv = (name: string): Part => ({ field: 'fertilizer_dataset', filename: name, bytes: Buffer.from('Nitrogen,Potassium\r\n37,0\r\n') });

describe('expert profile', () => {
  it('only an Expert has a profile: a user, Admin or superAdmin 403, anonymous 401', async () => {
    for (const role of ['user', 'Admin', 'superAdmin'] as const) {
      expect((await t.app.inject({ url: '/api/v1/get/profile', headers: bearer(tokens[role]) })).statusCode).toBe(403);
      expect((await upload([csv('a.csv')], tokens[role])).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/get/profile' })).statusCode).toBe(401);
  });

  it('starts empty, with the name', async () => {
    expect(await profile()).toEqual({
      name: 'Expert Person',
      uploaded_cv: null,
      fertilizer_dataset: '[]',
      reference_dataset: '[]',
      files: { cv: null, fertilizer_dataset: [], reference_dataset: [] },
    });
  });

  it('datasets are appended (201, the spec message); the lists are JSON-encoded URLs', async () => {
    const first = await upload([csv('soil 2024.csv'), { field: 'fertilizer_dataset', filename: 'trials.xlsx', bytes: xlsx() }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'success', message: DATASET_ADDED_MESSAGE });
    const second = await upload([
      { field: 'reference_dataset', filename: 'norms.json', bytes: Buffer.from('{"urea": 46}') },
      { field: 'reference_dataset', filename: 'paper.pdf', bytes: pdf() },
      { field: 'reference_dataset', filename: 'readme.txt', bytes: Buffer.from('Sources') },
      csv('more.csv'),
    ]);
    expect(second.statusCode, second.body).toBe(201);
    const p = await profile();
    const fertilizer = JSON.parse(p.fertilizer_dataset) as string[];
    const reference = JSON.parse(p.reference_dataset) as string[];
    expect(fertilizer).toHaveLength(3);
    expect(reference).toHaveLength(3);
    for (const url of [...fertilizer, ...reference]) expect(url).toMatch(/^\/api\/files\/expert-profile\/[0-9a-f-]{36}\.[a-z]+$/);
    expect(p.files!.fertilizer_dataset.map((f) => [f.name, f.format])).toEqual(
      expect.arrayContaining([
        ['soil 2024.csv', 'csv'],
        ['trials.xlsx', 'xlsx'],
        ['more.csv', 'csv'],
      ]),
    );
    expect(p.files!.reference_dataset.map((f) => f.format).sort()).toEqual(['json', 'pdf', 'txt']);
    expect(second.json().data).toEqual(p);
    expect(await stored()).toHaveLength(6);
    // Another Expert's profile is their own.
    expect((await profile(expert2)).fertilizer_dataset).toBe('[]');
  });

  it('the CV: one file, replaced by the next (the old file is deleted)', async () => {
    const first = await upload([{ field: 'cv', filename: 'cv.pdf', bytes: pdf('cv one') }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(RESUME_ADDED_MESSAGE);
    const oldUrl = first.json().data.uploaded_cv as string;
    expect(oldUrl).toMatch(/^\/api\/files\/expert-profile\/[0-9a-f-]{36}\.pdf$/);
    const second = await upload([{ field: 'cv', filename: 'Curriculum Vitae.docx', bytes: docx() }]);
    expect(second.statusCode, second.body).toBe(201);
    const p = await profile();
    expect(p.uploaded_cv).toMatch(/\.docx$/);
    expect(p.uploaded_cv).not.toBe(oldUrl);
    expect(p.files!.cv).toMatchObject({ name: 'Curriculum Vitae.docx', format: 'docx' });
    expect(await stored()).toHaveLength(7);
    expect(await stored()).not.toContain(oldUrl.split('/').pop());
    const admin = await feedbackClient(t).sas(tokens.Admin, PROFILE_CONTAINER);
    expect((await t.app.inject({ url: `${oldUrl}?${admin}` })).statusCode).toBe(404);
    // Datasets are untouched by a CV upload.
    expect(JSON.parse(p.fertilizer_dataset)).toHaveLength(3);
  });

  it('the CV downloads by signed link as an attachment; only for its owner and staff', async () => {
    const c = feedbackClient(t);
    const url = (await profile()).uploaded_cv!;
    const res = await t.app.inject({ url: `${url}?${await c.sas(tokens.Expert, PROFILE_CONTAINER)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Curriculum Vitae.docx"; filename*=UTF-8''Curriculum%20Vitae.docx`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(docx())).toBe(true);
    expect((await t.app.inject({ url: `${url}?${await c.sas(expert2, PROFILE_CONTAINER)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}?${await c.sas(tokens.superAdmin, PROFILE_CONTAINER)}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${url}?${await c.sas(tokens.Expert, FEEDBACK_CONTAINER)}` })).statusCode).toBe(403);
  });

  it.each<[string, Part[], number]>([
    [
      'two CVs at once',
      [
        { field: 'cv', filename: 'a.pdf', bytes: pdf() },
        { field: 'cv', filename: 'b.pdf', bytes: pdf() },
      ],
      400,
    ],
    ['a CSV as the CV', [{ field: 'cv', filename: 'cv.csv', bytes: Buffer.from('a,b') }], 415],
    [
      'an image as the CV',
      [{ field: 'cv', filename: 'cv.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }],
      400,
    ],
    ['a Word file as a dataset', [{ field: 'reference_dataset', filename: 'notes.docx', bytes: docx() }], 415],
    ['HTML as a dataset', [{ field: 'fertilizer_dataset', filename: 'data.csv', bytes: Buffer.from('<html><body>x</body></html>') }], 415],
    ['an SVG as a dataset', [{ field: 'reference_dataset', filename: 'x.svg', bytes: Buffer.from('<svg/>') }], 415],
    ['broken JSON', [{ field: 'reference_dataset', filename: 'bad.json', bytes: Buffer.from('{"a":') }], 400],
    ['an unknown field', [{ field: 'photo', filename: 'a.csv', bytes: Buffer.from('a,b') }], 400],
    ['a file over the size cap', [{ field: 'fertilizer_dataset', filename: 'big.csv', bytes: Buffer.alloc(CAP + 1, 0x61) }], 413],
    ['one good and one bad file', [csv('good.csv'), { field: 'fertilizer_dataset', filename: 'bad.pdf', bytes: Buffer.from('nope') }], 415],
  ])('refuses %s and keeps nothing', async (_name, parts, status) => {
    const before = await stored();
    const res = await upload(parts);
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'status']);
    expect(await stored()).toEqual(before);
    expect(JSON.parse((await profile()).fertilizer_dataset)).toHaveLength(3);
  });

  it('refuses an upload without files (400) and a JSON body (415)', async () => {
    // No part at all (a text field is refused on its own: this route takes files only).
    const empty = multipart({}, []);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/data',
      headers: { ...bearer(tokens.Expert), ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/upload/data', headers: bearer(tokens.Expert), payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it(`keeps at most ${MAX_PROFILE_DATASET_FILES} files per dataset list`, async () => {
    const me = (await t.app.inject({ url: '/api/v1/get/user', headers: bearer(tokens.Expert) })).json().data[0].id as string;
    const have = JSON.parse((await profile()).fertilizer_dataset).length as number;
    await t.database.db.insert(expertProfileFiles).values(
      Array.from({ length: MAX_PROFILE_DATASET_FILES - have - 1 }, () => ({
        userId: me,
        kind: 'fertilizer_dataset' as const,
        storageKey: `${PROFILE_CONTAINER}/${randomUUID()}.csv`,
        displayName: 'filler.csv',
        format: 'csv',
        contentType: 'text/csv; charset=utf-8',
        bytes: 1,
      })),
    );
    const before = await stored();
    const res = await upload([csv('one.csv'), csv('two.csv')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 50/);
    expect(await stored()).toEqual(before);
    expect((await upload([csv('last.csv')])).statusCode).toBe(201);
    expect(JSON.parse((await profile()).fertilizer_dataset)).toHaveLength(MAX_PROFILE_DATASET_FILES);
  });
});
