import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expectError } from '../sensors/sensors.testkit.js';
import { datasetsDir } from '../soilHealthCard/synthetic.js';
import { multipart } from '../soilTests/soilTests.testkit.js';

const cards = path.join(datasetsDir(), 'soil-health-cards');
const KARNATAKA = readFileSync(path.join(cards, 'shc_karnataka_bagalkote_test_results.jpg'));
const BLANK_TEMPLATE = readFileSync(path.join(cards, 'shc_andhra_pradesh_blank_template_telugu.jpg'));

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

const FIELDS = { language: 'english', crop_type: 'Maize', soil_type: 'Black' };
const upload = (bytes: Buffer, fields: Record<string, string> = FIELDS, token = tokens.user, filename = 'card.jpg') => {
  const body = multipart(fields, [{ field: 'file', filename, type: 'image/jpeg', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/fert/prediction/shc',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('Soil Health Card reading', () => {
  let readingId: string;

  it('reads the card offline and advises from its values', { timeout: 120_000 }, async () => {
    const res = await upload(KARNATAKA);
    expect(res.statusCode, res.body).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.parameters.ph).toMatchObject({ value: 7.7 });
    expect(data.parameters.n).toMatchObject({ value: 200.63, unit: 'kg/ha' });
    expect(data.parameters.k).toMatchObject({ value: 122.85, unit: 'kg/ha' });
    expect(data.parameters.p).toMatchObject({ value: 4.19 });
    // This card prints potassium as K2O (normal 145–337 kg/ha): 122.85 / 1.2046 = 101.98 kg/ha K, Low, as the card rates it.
    expect(data.parameters.k.normal).toMatch(/145\s*-\s*337/);
    expect(data.recommendation).toMatch(/\| Potassium \(K\) \| 101\.98 kg\/ha \|[^\n]*\| Low \|/);
    expect(data.recommendation).toContain('Maize');
    expect(data.recommendation).toContain('200.63');
    expect(data.ocr_ms).toBeGreaterThan(0);
    readingId = data.id;
  });

  it('lets only the reader correct the values, and the advice follows the correction', async () => {
    const body = {
      ...FIELDS,
      parameters: { n: { value: 600, unit: 'kg/ha' }, p: { value: 30, unit: 'kg/ha' }, k: { value: 300, unit: 'kg/ha' } },
    };
    const url = `/api/v1/fert/prediction/shc/${readingId}/confirm`;
    const other = await t.app.inject({ method: 'POST', url, headers: bearer(tokens.Expert), payload: body });
    expectError(other, 404, 'NOT_FOUND');
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(tokens.user), payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const advice: string = res.json().data.recommendation;
    expect(advice).toContain('600');
    expect(advice).toMatch(/High/);
  });

  it('answers typed values without a photo, and asks for N, P and K when one is missing', async () => {
    const url = '/api/v1/fert/prediction/shc/values';
    const typed = {
      ...FIELDS,
      language: 'hindi',
      parameters: { n: { value: 250, unit: 'kg/ha' }, p: { value: 12, unit: 'kg/ha' }, k: { value: 150, unit: 'kg/ha' } },
    };
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(tokens.user), payload: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recommendation).toMatch(/[\u0900-\u097F]/);
    const lacking = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(tokens.user),
      payload: { ...typed, parameters: { n: typed.parameters.n } },
    });
    expect(expectError(lacking, 400, 'VALIDATION_FAILED')).toContain('P, K');
  });

  it('says a blank card cannot be read instead of guessing', { timeout: 120_000 }, async () => {
    const res = await upload(BLANK_TEMPLATE);
    expect(expectError(res, 422, 'UNPROCESSABLE')).toContain('No Soil Health Card values could be read');
  });

  it('refuses what is not an image, a missing file, unknown options and a JSON body', async () => {
    expectError(
      await upload(Buffer.from('<html><script>alert(1)</script></html>'), FIELDS, tokens.user, 'card.jpg'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    // A JPEG cut off after its header passes the type check and fails in the decoder: still a 400.
    expect(expectError(await upload(KARNATAKA.subarray(0, 1500)), 400, 'VALIDATION_FAILED')).toContain('damaged');
    expect(expectError(await upload(KARNATAKA, { ...FIELDS, crop_type: 'Rubber' }), 400, 'VALIDATION_FAILED')).toContain(
      'crop_type: must be one of',
    );
    const none = multipart(FIELDS, []);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fert/prediction/shc',
      headers: { ...bearer(tokens.user), ...none.headers },
      payload: none.payload,
    });
    expect(expectError(missing, 400, 'VALIDATION_FAILED')).toContain('file');
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/fert/prediction/shc', headers: bearer(tokens.user), payload: FIELDS });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/fert/prediction/shc', payload: FIELDS });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
  });
});
