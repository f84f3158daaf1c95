/**
 * The inputs that fuzzing (fuzz.test.ts) found answering 500 or outside the error shape, kept as
 * fixed cases so they stay fixed whatever the fuzz seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(t.tokens.Admin) });

describe('inputs fuzzing found reaching the database', () => {
  it.each([
    ['an impossible day', '/api/v1/soil_test?from_date=0412-76-44'],
    ['year 0', '/api/v1/soil_test?from_date=0000-01-01'],
    ['the last day of year 9999', '/api/v1/soil_test?to_date=9999-12-31'],
    ['an impossible day in the prediction log', '/api/v1/fertilizer/predictions?from_date=0276-59-16'],
  ])('%s is a 400, not a database error', async (_name, url) => {
    expectError(await get(url), 400, 'VALIDATION_FAILED');
  });

  it.each(['B%7Cre!mYh', '1'])('a soil test user_id that is not a uuid (%s, the spec client sends 1) lists nothing', async (id) => {
    const res = await get(`/api/v1/soil_test?user_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('a device id that is not a uuid, in a plain-string body field, is no such device (404)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/recommendation_crop',
      headers: bearer(t.tokens.Admin),
      payload: { nitrogen: 90, phosphorus: 40, potassium: 40, temperature: 25, humidity: 80, ph: 6.5, rainfall: 200, deviceId: 'B6CQ*d' },
    });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('a NUL character in stored text is a 400 (PostgreSQL text cannot hold it)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/farms', headers: bearer(t.tokens.Admin), payload: { name: 'a\u0000b' } });
    expectError(res, 400, 'BAD_REQUEST');
  });
});

describe('router errors are in the error shape', () => {
  it.each([
    ['a malformed percent-encoding', '/agri/%/growth/stages'],
    ['an overlong UTF-8 encoding', '/api/files/%C0%AE/x'],
  ])('%s: 400', async (_name, url) => {
    expectError(await get(url), 400, 'BAD_REQUEST');
  });

  it('a path parameter over the length cap: 400, or 404 where the web app’s catch-all route takes the path', async () => {
    const res = await get(`/agri/${'1'.repeat(400)}/growth/stages`);
    // With a built web app (apps/web/dist) the router falls back to its wildcard route instead.
    if (res.statusCode === 404) expectError(res, 404, 'NOT_FOUND');
    else expectError(res, 400, 'BAD_REQUEST');
  });
});
