/**
 * Issue 38, point 3: uploads were read whole into memory before any per-account limit, with the
 * plugin's defaults (5 files × 8 MB, 25 parts) on routes that use one file. Each route now takes
 * what it uses, and the account's queue place and in-flight bytes are checked before the body is read.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { farmWithDevice, multipart, steps } from '../../test/soilTests.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let port: number;

const MB = 1024 * 1024;
const SHC = '/api/v1/fert/prediction/shc';
const CARD_FIELDS = { language: 'english', crop_type: 'Wheat', soil_type: 'Black' };

beforeAll(async () => {
  // One OCR place per account, so a held upload shows the queue is taken before the body is read.
  t = await startSeededApp({ SIMULATOR: 'false', OCR_PER_ACCOUNT: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const photo = (bytes = 64) => ({ field: 'file', filename: 'card.jpg', type: 'image/jpeg', bytes: Buffer.alloc(bytes, 1) });

async function send(url: string, fields: Record<string, string>, files: ReturnType<typeof photo>[], lang?: string, token = t.tokens.user) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

/**
 * Starts an upload over a real socket and sends only its headers and `sent` bytes of the body:
 * the server holds it as an upload in flight. `answer` settles when the server replies.
 */
function heldUpload(url: string, declaredBytes: number, sent = 0, token = t.tokens.user) {
  const boundary = '----agrimHeldUpload';
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    headers: {
      ...bearer(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(declaredBytes),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  req.on('error', () => undefined);
  req.flushHeaders();
  if (sent > 0) {
    req.write(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="card.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
    req.write(Buffer.alloc(sent, 1));
  }
  return { req, answer };
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('each upload route takes what it uses, no more', () => {
  it('the Soil Health Card reader refuses a second file with a 413 in English and Hindi, never a 500', async () => {
    const en = await send(SHC, CARD_FIELDS, [photo(), photo()]);
    expect(en.statusCode, en.body).toBe(413);
    expect(en.json().message).toMatch(/Too many files or fields.*one file/);
    const hi = await send(SHC, CARD_FIELDS, [photo(), photo()], 'hi');
    expect(hi.statusCode).toBe(413);
    expect(hi.json().message).toMatch(/बहुत सारी फ़ाइलें/);
  });

  it('the card reader refuses extra text fields (the form sends three)', async () => {
    const res = await send(SHC, { ...CARD_FIELDS, extra: 'x' }, [photo()], 'hi');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(/टेक्स्ट फ़ील्ड/);
  });

  it('a body declaring more than the route can take is refused before it is read', async () => {
    // Two 5 MB files: more than one 8 MB file and three fields can make, whatever the parts hold.
    const res = await send(SHC, CARD_FIELDS, [photo(5 * MB), photo(5 * MB)]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(/The upload is too large: one file of at most 8 MB/);
  });

  it('a soil test’s results take one photo: a second is a 413, not a second image read into memory', async () => {
    await farmWithDevice(t, t.tokens.Admin, 'Upload limits farm', [EMAILS.user]);
    const started = await steps(t, t.tokens.user).start();
    expect(started.statusCode, started.body).toBe(200);
    const body = multipart({ n: '10' }, [photo(), photo()]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/soil_test/${started.json().test_id}/results`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.tokens.user), 'accept-language': 'hi' },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(/इसमें एक फ़ाइल/);
  });

  it('photo analysis keeps its own message for a sixth photo, and refuses an unexpected field', async () => {
    const six = await send(
      '/get/soil/type/predict',
      {},
      Array.from({ length: 6 }, () => photo()),
      'hi',
      t.tokens.Admin,
    );
    expect(six.statusCode, six.body).toBe(400);
    expect(six.json().message).toMatch(/अधिकतम 5 फ़ोटो/);
    const field = await send('/get/soil/type/predict', { model: '', other: 'x' }, [photo()], undefined, t.tokens.Admin);
    expect(field.statusCode, field.body).toBe(413);
  });
});

describe('the queue place and the in-flight bytes are checked before the body is read', () => {
  it('a second concurrent upload from the same account is refused at once while the first holds its OCR place', async () => {
    const first = heldUpload(SHC, 2 * MB, 64 * 1024);
    const second = { req: null as ReturnType<typeof heldUpload>['req'] | null };
    try {
      await until(() => t.app.uploadBudget.stats().total > 0);
      // The second sends its headers only: an answer proves the server did not wait for its body.
      const held = heldUpload(SHC, 1 * MB);
      second.req = held.req;
      const refused = await held.answer;
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).message).toMatch(/card or report readings in progress/);
    } finally {
      second.req?.destroy();
      first.req.destroy();
    }
    await first.answer.catch(() => undefined);
    // The client went away: its bytes and its place are given back.
    await until(() => t.app.uploadBudget.stats().total === 0);
    const after = await send(SHC, CARD_FIELDS, [photo(), photo()]);
    expect(after.statusCode).toBe(413);
  });

  it('a second concurrent upload over the account’s byte budget is refused before buffering, in English and Hindi', async () => {
    // Photo analysis: 12 MB declared and held; a further 6 MB would pass 16 MB (UPLOAD_INFLIGHT_BYTES_PER_ACCOUNT).
    const url = '/get/soil/type/predict';
    const first = heldUpload(url, 12 * MB, 64 * 1024, t.tokens.Admin);
    try {
      await until(() => t.app.uploadBudget.stats().total >= 12 * MB);
      const second = heldUpload(url, 6 * MB, 0, t.tokens.Admin);
      try {
        const refused = await second.answer;
        expect(refused.status).toBe(429);
        expect(JSON.parse(refused.body).message).toMatch(/16 MB at once is the limit per account/);
      } finally {
        second.req.destroy();
      }

      const hiBody = multipart({}, [photo(5 * MB)]);
      const hi = await t.app.inject({
        method: 'POST',
        url,
        payload: hiBody.payload,
        headers: { ...hiBody.headers, ...bearer(t.tokens.Admin), 'accept-language': 'hi' },
      });
      expect(hi.statusCode).toBe(429);
      expect(hi.json().message).toMatch(/प्रति खाता सीमा/);
      expect(hi.headers['retry-after']).toBeDefined();
      // Another account is not held back by this one's uploads.
      const other = await t.app.inject({
        method: 'POST',
        url,
        payload: hiBody.payload,
        headers: { ...hiBody.headers, ...bearer(t.tokens.superAdmin) },
      });
      expect(other.statusCode).not.toBe(429);
    } finally {
      first.req.destroy();
    }
    await first.answer.catch(() => undefined);
    await until(() => t.app.uploadBudget.stats().total === 0);
  });
});
