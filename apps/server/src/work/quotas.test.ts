import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp } from '../../test/harness.js';
import { pdfText } from '../../test/reports.testkit.js';
import { farmWithDevice, steps } from '../../test/soilTests.testkit.js';

// Two places per account and one worker thread, so a burst of four runs into the account's limit.
let t: Awaited<ReturnType<typeof startSeededApp>>;
let farmerA: string;
let farmerB: string;
let testA: number;
let testB: number;

beforeAll(async () => {
  t = await startSeededApp({ PDF_PER_ACCOUNT: '2', PDF_WORKERS: '1' });
  await t.app.services.users.create(null, {
    email: 'farmer.b@agrim.test',
    password: PASSWORD,
    role: 'User',
    display_name: 'Farmer B',
    phone_number: undefined,
  });
  farmerA = t.tokens.user;
  farmerB = (await t.login('farmer.b@agrim.test')).json().token;
  const farm = await farmWithDevice(t, t.tokens.Admin, 'Quota farm', [EMAILS.user, 'farmer.b@agrim.test']);
  await farm.deliver(new Date());
  // One test at a time per device: A's is cancelled before B starts one.
  testA = (await steps(t, farmerA).start()).json().test_id;
  expect((await steps(t, farmerA).abort(testA)).statusCode).toBe(200);
  testB = (await steps(t, farmerB).start()).json().test_id;
});
afterAll(() => t.close());

const report = (token: string, id: number) => t.app.inject({ url: `/api/v1/soil_test/${id}/report?lang=hi`, headers: bearer(token) });

describe('PDF reports: per-account quota, drawn in a worker', () => {
  it("refuses one account's burst beyond its quota with 429, while another account's report is made", async () => {
    const [b, ...burst] = await Promise.all([report(farmerB, testB), ...Array.from({ length: 6 }, () => report(farmerA, testA))]);
    expect(b!.statusCode, b!.body).toBe(200);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused[0]!.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(refused[0]!.json().message).toMatch(/2 PDF reports in progress, the limit per account/);
    // Once A's reports are done A may ask again.
    expect((await report(farmerA, testA)).statusCode).toBe(200);
  });

  it('answers the quota message in Hindi when asked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ url: `/api/v1/soil_test/${testA}/report`, headers: { ...bearer(farmerA), 'accept-language': 'hi' } }),
      ),
    );
    const refused = burst.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(/प्रति खाता सीमा/);
  });

  it('the worker returns a whole PDF: Hindi report, every page readable', async () => {
    const res = await report(farmerB, testB);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    const { totalPages, all } = await pdfText(res.rawPayload);
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(all).toContain(String(testB));
  });
});
