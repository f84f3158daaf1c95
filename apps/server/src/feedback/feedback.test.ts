import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FEEDBACK_CONTAINER, FEEDBACK_SUCCESS_MESSAGE, type FeedbackRow, MAX_FEEDBACK_FILES, PROFILE_CONTAINER } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import {
  anotherAccount,
  docx,
  feedbackClient,
  type FileSpec,
  pdf,
  png,
  REGION,
  type Tokens,
  validFields,
  xlsx,
  zip,
} from '../../test/feedback.testkit.js';

const CAP = 64 * 1024;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Tokens;
let c: ReturnType<typeof feedbackClient>;
let expert2: string;
let predictionId: string;

beforeAll(async () => {
  t = await startSeededApp({ UPLOAD_MAX_BYTES: String(CAP), SIMULATOR: 'false' });
  tokens = t.tokens;
  c = feedbackClient(t);
  expert2 = await anotherAccount(t, 'expert2@agrim.test', 'Expert');
  predictionId = await c.predict(tokens.user);
});
afterAll(() => t.close());

const storedFiles = async () => {
  try {
    return (await readdir(path.join(t.dataDir, 'files', FEEDBACK_CONTAINER))).filter((n) => !n.endsWith('.part'));
  } catch {
    return [];
  }
};
const errorOf = (res: { statusCode: number; body: string; json: () => unknown }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
  return body.message!;
};
const csvFile: FileSpec = { filename: 'soil-lab.csv', type: 'text/csv', bytes: Buffer.from('nitrogen,phosphorus\r\n37,0\r\n') };
const pdfFile: FileSpec = { filename: 'evidence.pdf', type: 'application/pdf', bytes: pdf() };
const pngFile: FileSpec = { filename: 'leaf.png', type: 'image/png', bytes: png(3, 2) };

describe('who may give and read feedback', () => {
  it('anonymous 401; a user, an Admin or a superAdmin cannot submit (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/fertilizer/recommendation/expert/feedback',
      payload: validFields(predictionId),
    });
    expect(res.statusCode).toBe(401);
    for (const role of ['user', 'Admin', 'superAdmin'] as const) {
      expect((await c.submit(tokens[role], validFields(predictionId))).statusCode, role).toBe(403);
    }
  });

  it('an Expert submits with reference files: 201 and the spec message', async () => {
    const res = await c.submit(tokens.Expert, validFields(predictionId, { suggestedNpk: '46-0-0', AgroZone: REGION, Season: 'Winter' }), [
      pdfFile,
      pngFile,
      csvFile,
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: FEEDBACK_SUCCESS_MESSAGE, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await storedFiles()).toHaveLength(3);
  });

  it('a user reads no feedback (403); an Expert only their own; Admin and superAdmin all', async () => {
    for (const own of [false, true]) expect((await c.list(tokens.user, '', own)).statusCode).toBe(403);
    expect((await c.list(tokens.Expert)).statusCode).toBe(403);
    expect((await c.list(tokens.Admin, '', true)).statusCode).toBe(403);

    // The second Expert reviews the same prediction (Experts review everyone's predictions).
    expect((await c.submit(expert2, validFields(predictionId, { rating: '3', confidenceLevel: 'Low' }))).statusCode).toBe(201);
    const mine = (await c.list(tokens.Expert, '', true)).json();
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ user_name: 'Expert Person', score: 8, status: 'Pending' });
    const theirs = (await c.list(expert2, '', true)).json();
    expect(theirs.total).toBe(1);
    expect(theirs.data[0]).toMatchObject({ score: 3, confidence_level: 'Low', reference_link: '' });
    for (const role of ['Admin', 'superAdmin'] as const) {
      const all = (await c.list(tokens[role])).json();
      expect(all.total).toBe(2);
      // Newest first.
      expect(all.data.map((r: FeedbackRow) => r.score)).toEqual([3, 8]);
    }
  });

  it('a row carries the prediction, the feedback and comma-separated file links', async () => {
    const row = (await c.list(tokens.Expert, '', true)).json().data[0] as FeedbackRow;
    expect(row).toMatchObject({
      prediction_id: predictionId,
      soil_type: 'Sandy',
      crop_type: 'Maize',
      temperature: 26,
      humidity: 52,
      moisture: 38,
      nitrogen: 37,
      phosphorus: 0,
      potassium: 0,
      predicted_npk: '46-0-0',
      status: 'Pending',
      score: 8,
      comments: 'Urea suits the low nitrogen; phosphorus is fine.',
      confidence_level: 'High',
      alternative_npk: '46-0-0',
      AgroZone: REGION,
      Season: 'Winter',
      decided_at: null,
      decided_by: null,
    });
    const links = row.reference_link.split(',');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/^\/api\/files\/expert-feedback-module\/[0-9a-f-]{36}\.(pdf|png|csv)$/);
    expect(row.reference_files!.map((f) => [f.name, f.format])).toEqual([
      ['evidence.pdf', 'pdf'],
      ['leaf.png', 'png'],
      ['soil-lab.csv', 'csv'],
    ]);
    expect(Date.parse(row.predicted_at)).not.toBeNaN();
  });

  it('one feedback per Expert and prediction: the second is 409 and stores no file', async () => {
    const before = await storedFiles();
    expect(errorOf(await c.submit(tokens.Expert, validFields(predictionId), [pdfFile]), 409)).toMatch(/already/);
    expect(await storedFiles()).toEqual(before);
  });

  it('two submissions racing for the same prediction: one is stored, the other is 409 and leaves no file', async () => {
    const id = await c.predict(tokens.Admin);
    const before = (await storedFiles()).length;
    const results = await Promise.all([
      c.submit(tokens.Expert, validFields(id), [pdfFile]),
      c.submit(tokens.Expert, validFields(id), [{ ...pdfFile, filename: 'second.pdf' }]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await storedFiles()).toHaveLength(before + 1);
  });
});

describe('every field is validated', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = await c.predict(tokens.user);
  });

  it.each([
    ['rating 0 (none)', { rating: '0' }, 'rating'],
    ['rating 11', { rating: '11' }, 'rating'],
    ['rating "x"', { rating: 'x' }, 'rating'],
    ['rating 7.5', { rating: '7.5' }, 'rating'],
    ['no reason', { ratingReason: '' }, 'ratingReason'],
    ['a blank reason', { ratingReason: '   ' }, 'ratingReason'],
    ['a confidence of Very', { confidenceLevel: 'Very' }, 'confidenceLevel'],
    ['suggested N-P-K "abc"', { suggestedNpk: 'abc', AgroZone: REGION }, 'suggestedNpk'],
    ['suggested N-P-K "18-46"', { suggestedNpk: '18-46', AgroZone: REGION }, 'suggestedNpk'],
    ['a suggested N-P-K without a region', { suggestedNpk: '18-46-0' }, 'AgroZone'],
    ['a region that is not one of the 32', { suggestedNpk: '18-46-0', AgroZone: 'Atlantis' }, 'AgroZone'],
    ['a season of Monsoon', { suggestedNpk: '18-46-0', AgroZone: REGION, Season: 'Monsoon' }, 'Season'],
    ['a prediction id that is no id', { prediction_id: 'nope' }, 'prediction_id'],
  ])('%s -> 400 naming the field', async (_name, extra, field) => {
    expect(errorOf(await c.submit(tokens.Expert, validFields(fresh, extra)), 400)).toContain(`${field}:`);
  });

  it.each([['rating'], ['ratingReason'], ['confidenceLevel'], ['prediction_id']])('a missing %s -> 400', async (field) => {
    const fields: Record<string, string> = validFields(fresh);
    delete fields[field];
    expect(errorOf(await c.submit(tokens.Expert, fields), 400)).toContain(`${field}:`);
  });

  it('an unknown prediction -> 404', async () => {
    expect(errorOf(await c.submit(tokens.Expert, validFields('00000000-0000-4000-8000-000000000000')), 404)).toMatch(/prediction/);
  });

  it('nothing was stored by the refusals', async () => {
    const res = await c.list(tokens.Admin, '');
    expect(res.json().data.filter((r: FeedbackRow) => r.prediction_id === fresh)).toEqual([]);
  });
});

describe('reference files are checked by content, capped and counted', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = await c.predict(tokens.user);
  });
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  it.each([
    ['HTML renamed .pdf', 'report.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 415],
    ['HTML with leading blank lines', 'notes.txt', Buffer.from('\n\n  <!DOCTYPE html><p>hi</p>'), 415],
    ['an SVG', 'leaf.svg', svg, 415],
    ['an SVG renamed .png', 'leaf.png', svg, 415],
    ['text named .html', 'page.html', Buffer.from('just words'), 415],
    ['text named .pdf', 'fake.pdf', Buffer.from('just words'), 415],
    ['a PNG named .pdf', 'photo.pdf', png(), 415],
    ['a Windows program', 'tool.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 415],
    ['text with NUL bytes', 'data.csv', Buffer.from('a,b\u0000c'), 415],
    ['invalid UTF-8', 'data.csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), 415],
    ['a JSON file (not a reference type)', 'data.json', Buffer.from('{"a":1}'), 415],
    ['a plain zip', 'archive.zip', zip([{ name: 'a.txt' }]), 415],
    ['a zip named .docx', 'cv.docx', zip([{ name: 'a.txt' }]), 415],
    [
      'a Word file with macros',
      'macro.docx',
      zip([{ name: '[Content_Types].xml' }, { name: 'word/document.xml' }, { name: 'word/vbaProject.bin' }]),
      415,
    ],
    [
      'a zip bomb (declares gigabytes)',
      'bomb.xlsx',
      zip([{ name: '[Content_Types].xml' }, { name: 'xl/workbook.xml' }, { name: 'xl/worksheets/sheet1.xml', declare: 0x7fffffff }]),
      400,
    ],
    ['a damaged PNG', 'cut.png', png().subarray(0, 12), 400],
    ['a file over the size cap', 'big.pdf', Buffer.concat([pdf(), Buffer.alloc(CAP)]), 413],
  ])('refuses %s and stores nothing', async (_name, filename, bytes, status) => {
    const before = await storedFiles();
    errorOf(await c.submit(tokens.Expert, validFields(fresh), [pdfFile, { filename, type: 'application/octet-stream', bytes }]), status);
    expect(await storedFiles()).toEqual(before);
  });

  it(`refuses more than ${MAX_FEEDBACK_FILES} files (413) and stores nothing`, async () => {
    const before = await storedFiles();
    const files = Array.from({ length: MAX_FEEDBACK_FILES + 1 }, (_, i) => ({ ...pdfFile, filename: `e${i}.pdf` }));
    expect(errorOf(await c.submit(tokens.Expert, validFields(fresh), files), 413)).toMatch(/Too many files/);
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts JPEG/PNG/WebP, PDF, CSV, TXT, XLSX and DOCX; names are sanitised and completed, keys are random', async () => {
    const res = await c.submit(tokens.Expert, validFields(fresh), [
      { filename: '../../etc/Lab report\u202Efdp.docx', type: 'application/octet-stream', bytes: docx() },
      { filename: 'yields.xlsx', type: 'application/octet-stream', bytes: xlsx() },
      { filename: 'C:\\Users\\me\\notes', type: 'text/plain', bytes: Buffer.from('\uFEFFFirst line\r\nहिंदी second line\r\n') },
      { filename: 'scan', type: 'application/pdf', bytes: pdf() },
      { filename: 'field: east?.png', type: 'image/png', bytes: png() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const row = (await c.list(tokens.Expert, '', true)).json().data.find((r: FeedbackRow) => r.id === res.json().id) as FeedbackRow;
    expect(row.reference_files!.map((f) => [f.name, f.format, f.content_type])).toEqual([
      ['Lab reportfdp.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['yields.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['notes.txt', 'txt', 'text/plain; charset=utf-8'],
      ['scan.pdf', 'pdf', 'application/pdf'],
      ['field east.png', 'png', 'image/png'],
    ]);
    for (const f of row.reference_files!) expect(f.url).toMatch(/^\/api\/files\/expert-feedback-module\/[0-9a-f-]{36}\.[a-z]+$/);
  });

  it('a JSON body without files is accepted too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/fertilizer/recommendation/expert/feedback',
      headers: bearer(expert2),
      payload: { prediction_id: fresh, rating: 5, ratingReason: 'Fine.', confidenceLevel: 'Medium' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('files are served by signed link only, as attachments with nosniff', () => {
  let row: FeedbackRow;
  beforeAll(async () => {
    row = (await c.list(tokens.Expert, '', true)).json().data.find((r: FeedbackRow) => r.prediction_id === predictionId);
  });
  const link = (name: string) => row.reference_files!.find((f) => f.name === name)!.url;

  it('the Expert’s own link opens their PDF as an attachment under its name', async () => {
    const res = await t.app.inject({ url: `${link('evidence.pdf')}?${await c.sas(tokens.Expert)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="evidence.pdf"; filename*=UTF-8''evidence.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.equals(pdf())).toBe(true);
  });

  it('a real image keeps its type but is an attachment too (issue 11); a CSV is a text/csv attachment', async () => {
    const token = await c.sas(tokens.Expert);
    const image = await t.app.inject({ url: `${link('leaf.png')}?${token}` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^attachment; filename="leaf.png"/);
    const csv = await t.app.inject({ url: `${link('soil-lab.csv')}?${token}` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; /);
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
  });

  it('without a signature, or with an altered one, 403', async () => {
    const url = link('evidence.pdf');
    const token = await c.sas(tokens.Expert);
    expect((await t.app.inject({ url })).statusCode).toBe(403);
    for (const altered of [
      token.replace(/sig=[^&]+/, 'sig=forged'),
      token.replace(/u=[^&]+/, 'u=someone-else'),
      token.replace(/s=0/, 's=1'),
      token.replace(/e=(\d+)/, (_m, e) => `e=${Number(e) + 3600}`),
      token.replace(/c=[^&]+/, `c=${PROFILE_CONTAINER}`),
    ]) {
      expect((await t.app.inject({ url: `${url}?${altered}` })).statusCode, altered).toBe(403);
    }
  });

  it('expire after ten minutes', async () => {
    const url = link('evidence.pdf');
    const token = await c.sas(tokens.Expert);
    for (const [laterMs, status] of [
      [599_000, 200],
      [601_000, 403],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + laterMs });
      try {
        expect((await t.app.inject({ url: `${url}?${token}` })).statusCode).toBe(status);
      } finally {
        vi.useRealTimers();
      }
    }
    expect((await t.app.inject({ url: `${url}?${token}` })).statusCode).toBe(200);
  });

  it('end with the session that made them: signing that browser out stops its links, not another session’s', async () => {
    const url = link('evidence.pdf');
    const signIn = await t.login('expert@agrim.test');
    const cookie = signIn.cookies.find((k) => k.name === 'agrim_refresh')!.value;
    const doomed = await c.sas(signIn.json().token);
    const other = await c.sas(tokens.Expert);
    expect((await t.app.inject({ url: `${url}?${doomed}` })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { agrim_refresh: cookie },
      headers: { 'x-requested-with': 'agrim' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(errorOf(await t.app.inject({ url: `${url}?${doomed}` }), 403)).toMatch(/ended with the session/);
    expect((await t.app.inject({ url: `${url}?${other}` })).statusCode).toBe(200);
  });

  it('a token for expert-profile does not open an expert-feedback-module file (403)', async () => {
    const url = link('evidence.pdf');
    for (const role of ['Expert', 'Admin'] as const) {
      const res = await t.app.inject({ url: `${url}?${await c.sas(tokens[role], PROFILE_CONTAINER)}` });
      expect(errorOf(res, 403)).toMatch(/invalid or has expired/);
    }
    // …nor does a soil-test image link (issued by the soil test call, for a farmer).
    const soil = (
      await t.app.inject({ url: '/api/v1/soil_test/generate-sas-token?container=soil-test-agrim', headers: bearer(tokens.Admin) })
    ).json().sas_token as string;
    expect((await t.app.inject({ url: `${url}?${soil}` })).statusCode).toBe(403);
  });

  it('another Expert’s link is 404 for this file; Admin and superAdmin links open it', async () => {
    const url = link('evidence.pdf');
    expect((await t.app.inject({ url: `${url}?${await c.sas(expert2)}` })).statusCode).toBe(404);
    for (const role of ['Admin', 'superAdmin'] as const) {
      expect((await t.app.inject({ url: `${url}?${await c.sas(tokens[role])}` })).statusCode, role).toBe(200);
    }
  });

  it('sas tokens: Expert, Admin, superAdmin for the two containers; a user 403; another container 404', async () => {
    for (const role of ['Expert', 'Admin', 'superAdmin'] as const) {
      for (const container of [FEEDBACK_CONTAINER, PROFILE_CONTAINER]) {
        const res = await t.app.inject({ url: `/generate-sas-token?container=${container}`, headers: bearer(tokens[role]) });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'success', sas_token: expect.stringContaining(`c=${container}`) });
      }
    }
    expect(
      (await t.app.inject({ url: `/generate-sas-token?container=${FEEDBACK_CONTAINER}`, headers: bearer(tokens.user) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/generate-sas-token?container=${FEEDBACK_CONTAINER}` })).statusCode).toBe(401);
    for (const container of ['soil-test-agrim', 'other']) {
      expect((await t.app.inject({ url: `/generate-sas-token?container=${container}`, headers: bearer(tokens.Admin) })).statusCode).toBe(
        404,
      );
    }
  });

  it('a file that is not in the container is 404, never another container’s file', async () => {
    const token = await c.sas(tokens.Admin);
    const name = link('evidence.pdf').split('/').pop()!;
    expect(
      (await t.app.inject({ url: `/api/files/${FEEDBACK_CONTAINER}/00000000-0000-4000-8000-000000000000.pdf?${token}` })).statusCode,
    ).toBe(404);
    const profileToken = await c.sas(tokens.Admin, PROFILE_CONTAINER);
    expect((await t.app.inject({ url: `/api/files/${PROFILE_CONTAINER}/${name}?${profileToken}` })).statusCode).toBe(404);
  });
});

describe('approval', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [];
    for (const token of [tokens.Expert, expert2]) {
      const id = await c.predict(tokens.user);
      const res = await c.submit(token, validFields(id, { suggestedNpk: '18-46-0', AgroZone: REGION }));
      ids.push(res.json().id);
    }
  });

  it('an Expert or a user cannot decide (403); anonymous 401', async () => {
    for (const role of ['Expert', 'user'] as const) expect((await c.decide(tokens[role], ids[0]!, 'Approved')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/feedback/approval', payload: { feedback_id: ids[0], status: 'Approved' } })).statusCode,
    ).toBe(401);
  });

  it('Admin approves once, recording who and when; a second decision is 409', async () => {
    const admin = (await t.app.inject({ url: '/api/v1/get/user', headers: bearer(tokens.Admin) })).json().data[0];
    const before = Date.now();
    const res = await c.decide(tokens.Admin, ids[0]!, 'Approved');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as FeedbackRow;
    expect(data).toMatchObject({ id: ids[0], status: 'Approved', decided_by: admin.id, decided_by_name: 'Admin Person' });
    expect(Date.parse(data.decided_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(errorOf(await c.decide(tokens.Admin, ids[0]!, 'Rejected'), 409)).toMatch(/already Approved/);
    expect(errorOf(await c.decide(tokens.superAdmin, ids[0]!, 'Approved'), 409)).toMatch(/already Approved/);
    // The Expert sees the decision on their own list.
    const mine = (await c.list(tokens.Expert, '?status=Approved', true)).json();
    expect(mine.data.map((r: FeedbackRow) => r.id)).toEqual([ids[0]]);
  });

  it('superAdmin rejects; the status filter and paging of the full list', async () => {
    expect((await c.decide(tokens.superAdmin, ids[1]!, 'Rejected')).json().data.status).toBe('Rejected');
    expect((await c.list(tokens.Admin, '?status=Rejected')).json().data.map((r: FeedbackRow) => r.id)).toEqual([ids[1]]);
    const all = (await c.list(tokens.Admin)).json();
    const page1 = (await c.list(tokens.Admin, '?page=1&page_size=2')).json();
    const page2 = (await c.list(tokens.Admin, '?page=2&page_size=2')).json();
    expect(page1.total).toBe(all.total);
    expect(page1.data).toHaveLength(2);
    expect([...page1.data, ...page2.data].map((r: FeedbackRow) => r.id)).toEqual(all.data.slice(0, 4).map((r: FeedbackRow) => r.id));
    expect(all.data.map((r: FeedbackRow) => r.created_at)).toEqual([...all.data.map((r: FeedbackRow) => r.created_at)].sort().reverse());
    expect((await c.list(tokens.Admin, '?page_size=101')).statusCode).toBe(400);
  });

  it('an unknown feedback 404, a malformed id 404, another status 400', async () => {
    errorOf(await c.decide(tokens.Admin, '00000000-0000-4000-8000-000000000000', 'Approved'), 404);
    errorOf(await c.decide(tokens.Admin, 'not-an-id', 'Approved'), 404);
    expect(errorOf(await c.decide(tokens.Admin, ids[0]!, 'Pending'), 400)).toMatch(/Approved or Rejected/);
  });

  it('the prediction log shows each prediction’s feedback count and statuses', async () => {
    const log = (await t.app.inject({ url: '/api/v1/fertilizer/predictions?page_size=100', headers: bearer(tokens.Admin) })).json();
    const first = log.data.find((r: { id: string }) => r.id === predictionId);
    expect(first).toMatchObject({ feedback_count: 2, feedback_statuses: { Pending: 2, Approved: 0, Rejected: 0 } });
    const approved = (await c.list(tokens.Admin, '?status=Approved')).json().data[0] as FeedbackRow;
    expect(log.data.find((r: { id: string }) => r.id === approved.prediction_id)).toMatchObject({
      feedback_count: 1,
      feedback_statuses: { Pending: 0, Approved: 1, Rejected: 0 },
    });
  });
});
