import { type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp } from '../../test/harness.js';
import { farmWithDevice, multipart, png, steps } from '../../test/soilTests.testkit.js';

// A short run so the client's own results can arrive after the countdown.
const DURATION = 1000;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let testId: number;

beforeAll(async () => {
  t = await startSeededApp({ SOIL_TEST_DURATION_MS: String(DURATION), UPLOAD_MAX_BYTES: '4096' });
  tokens = t.tokens;
  const farm = await farmWithDevice(t, tokens.Admin, 'Upload farm', [EMAILS.user]);
  await farm.deliver(new Date());
  const s = steps(t, tokens.user);
  testId = (await s.start({ soil_type: 'Loamy', depth_cm: 20 })).json().test_id;
});
afterAll(() => t.close());

const upload = (id: number, files: Array<{ filename: string; type: string; bytes: Buffer }>, token = tokens.user) => {
  const body = multipart(
    {},
    files.map((f) => ({ field: 'images', ...f })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/soil_test/${id}/images`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('soil images are checked by content and capped', () => {
  it('stores a real PNG and lists it on the test', async () => {
    const res = await upload(testId, [{ filename: 'field.png', type: 'image/png', bytes: png(4, 3) }]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.images).toHaveLength(1);
    expect(data.image_url).toMatch(/^\/api\/files\/soil-test-agrim\/[0-9a-f-]{36}\.png$/);
  });

  it.each([
    ['HTML renamed .jpg', 'photo.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'), 415],
    [
      'SVG with a script',
      'leaf.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
    ],
    ['a PNG signature and nothing else', 'cut.png', 'image/png', png().subarray(0, 12), 400],
    ['a PNG claiming 20,000 × 20,000 pixels', 'bomb.png', 'image/png', png(20_000, 20_000).subarray(0, 33), 400],
    ['an empty file', 'empty.png', 'image/png', Buffer.alloc(0), 400],
    ['a file over the size cap', 'big.png', 'image/png', Buffer.concat([png(), Buffer.alloc(8192)]), 413],
  ])('refuses %s', async (_name, filename, type, bytes, status) => {
    const res = await upload(testId, [{ filename, type, bytes }]);
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'status']);
    expect((await steps(t, tokens.user).get(testId)).json().data.images).toHaveLength(1);
  });

  it('refuses a JSON body and another account’s upload', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/soil_test/${testId}/images`,
      headers: bearer(tokens.user),
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    await t.app.services.users.create(null, {
      email: 'stranger@agrim.test',
      password: PASSWORD,
      role: 'User',
      display_name: 'S',
      phone_number: undefined,
    });
    const stranger = (await t.login('stranger@agrim.test')).json().token;
    expect((await upload(testId, [{ filename: 'x.png', type: 'image/png', bytes: png() }], stranger)).statusCode).toBe(404);
  });
});

describe('signed links to the images', () => {
  const fileUrl = async () => (await steps(t, tokens.user).get(testId)).json().data.image_url as string;
  const sas = async (token: string) =>
    (await t.app.inject({ url: '/api/v1/soil_test/generate-sas-token?container=soil-test-agrim', headers: bearer(token) })).json()
      .sas_token as string;

  it('serve the image with its type and nosniff, only with a valid signature', async () => {
    const url = await fileUrl();
    const token = await sas(tokens.user);
    const ok = await t.app.inject({ url: `${url}?${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.rawPayload.subarray(0, 8)).toEqual(png().subarray(0, 8));
    expect((await t.app.inject({ url })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${url}?${token.replace(/sig=[^&]+/, 'sig=forged')}` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${url}?${token.replace(/u=[^&]+/, 'u=someone-else')}` })).statusCode).toBe(403);
  });

  it('a link for another farmer does not open this farmer’s file; staff links do', async () => {
    const url = await fileUrl();
    const stranger = (await t.login('stranger@agrim.test')).json().token;
    expect((await t.app.inject({ url: `${url}?${await sas(stranger)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}?${await sas(tokens.Admin)}` })).statusCode).toBe(200);
  });

  it('expire after an hour, and exist only for the soil test container', async () => {
    const url = await fileUrl();
    const token = await sas(tokens.user);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_601_000 });
    try {
      expect((await t.app.inject({ url: `${url}?${token}` })).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect(
      (await t.app.inject({ url: '/api/v1/soil_test/generate-sas-token?container=other', headers: bearer(tokens.user) })).statusCode,
    ).toBe(404);
  });
});

describe("the client's results at the end of the countdown", () => {
  it('are accepted once as multipart with an image; a repeat answers the same, keeps the first values and adds its photo', async () => {
    const s = steps(t, tokens.user);
    await s.probe(testId);
    await s.confirm(testId);
    await new Promise((r) => setTimeout(r, DURATION + 100));
    const body = multipart(
      {
        n: '28',
        p: '15',
        k: '21',
        moisture_percent: '30.5',
        temperature_c: '24',
        electrical_conductivity: '395',
        ph: '7.2',
        remarks: 'Test completed successfully',
      },
      [{ field: 'image', filename: 'end.png', type: 'image/png', bytes: png(3, 3) }],
    );
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/soil_test/${testId}/results`,
        headers: { ...bearer(tokens.user), ...body.headers },
        payload: body.payload,
      });
    const first = await put();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'completed', test_status: 'complete' });
    const data = (await s.get(testId)).json().data;
    expect(data).toMatchObject({ test_status: 'complete', n: 28, moisture_percent: 30.5, ph: 7.2, images: [{}, {}] });
    const again = await put();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: 'completed', test_status: 'complete' });
    expect((await s.get(testId)).json().data).toMatchObject({ n: 28, ph: 7.2, images: [{}, {}, {}] });
  });

  it('the report is a PDF attachment named soil-test-<id>-<time>.pdf', async () => {
    const res = await t.app.inject({ url: `/api/v1/soil_test/${testId}/report`, headers: bearer(tokens.user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="soil-test-${testId}-\\d{8}-\\d{6}\\.pdf"$`));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const hindi = await t.app.inject({ url: `/api/v1/soil_test/${testId}/report?lang=hi`, headers: bearer(tokens.user) });
    expect(hindi.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/soil_test/${testId}/report?lang=fr`, headers: bearer(tokens.user) })).statusCode).toBe(400);
  });
});
