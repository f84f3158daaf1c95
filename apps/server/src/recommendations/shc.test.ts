import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDEMPOTENT_REPLAYED_HEADER, type Role } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { soilHealthCardReadings } from '../db/schema/index.js';
import { expectError } from '../../test/expectError.js';
import { datasetsDir } from '../soilHealthCard/synthetic.js';
import { multipart } from '../../test/soilTests.testkit.js';

const cards = path.join(datasetsDir(), 'soil-health-cards');
const KARNATAKA = readFileSync(path.join(cards, 'shc_karnataka_bagalkote_test_results.jpg'));
const HIMACHAL = readFileSync(path.join(cards, 'shc_himachal_kullu_full_card_redacted.png'));
const BLANK_TEMPLATE = readFileSync(path.join(cards, 'shc_andhra_pradesh_blank_template_telugu.jpg'));

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

const FIELDS = { language: 'english', crop_type: 'Maize', soil_type: 'Black' };
const upload = (
  bytes: Buffer,
  fields: Record<string, string> = FIELDS,
  token = tokens.user,
  filename = 'card.jpg',
  headers: Record<string, string> = {},
) => {
  const body = multipart(fields, [{ field: 'file', filename, type: 'image/jpeg', bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/fert/prediction/shc',
    headers: { ...bearer(token), ...body.headers, ...headers },
    payload: body.payload,
  });
};

describe('Soil Health Card reading', () => {
  let readingId: string;
  // Sent as a phone's outbox sends a card photo kept offline (issue 39).
  const outboxKey = { 'idempotency-key': randomUUID() };
  let firstAnswer: unknown;

  it('reads the card offline and advises from its values', { timeout: 120_000 }, async () => {
    const res = await upload(KARNATAKA, FIELDS, tokens.user, 'card.jpg', outboxKey);
    firstAnswer = res.json();
    expect(res.statusCode, res.body).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.parameters.ph).toMatchObject({ value: 7.7 });
    expect(data.parameters.n).toMatchObject({ value: 200.63, unit: 'kg/ha' });
    expect(data.parameters.k).toMatchObject({ value: 122.85, unit: 'kg/ha' });
    expect(data.parameters.p).toMatchObject({ value: 4.19 });
    // This card prints phosphorus as P2O5 (normal 23–57 kg/ha) and potassium as K2O (normal
    // 145–337 kg/ha). OCR reads the K range, which decides: 122.85 K2O / 1.2 = 102.4 kg/ha K, Low,
    // as the card rates it. The P range is not read, so P takes the national default (the caller
    // has no farm), P2O5 — 4.19 P2O5 = 1.8 P, Low — and the answer asks for confirmation.
    expect(data.parameters.k.normal).toMatch(/145\s*-\s*337/);
    expect(data.parameters.p.normal).toBeUndefined();
    expect(data).toMatchObject({
      p_form: 'P2O5',
      k_form: 'K2O',
      p_form_from: 'national_default',
      k_form_from: 'printed_range',
      forms_confirmed: false,
      forms_state: null,
    });
    expect(data.recommendation).toMatch(/\| Potassium \(K\) \| 122\.85 kg\/ha \| 122\.85 K₂O = 102\.[34]\d* K \| Low \|/);
    expect(data.recommendation).toMatch(/\| Phosphorus \(P\) \| 4\.19 kg\/ha \| 4\.19 P₂O₅ = 1\.8\d* P \| Low \|/);
    expect(data.recommendation).toContain('Maize');
    expect(data.recommendation).toContain('200.63');
    expect(data.ocr_ms).toBeGreaterThan(0);
    readingId = data.id;
  });

  it('a resend with the same Idempotency-Key (an answer lost on the way) gets the first reading back and stores no second', async () => {
    const count = async () => (await t.database.db.select().from(soilHealthCardReadings)).length;
    const before = await count();
    const again = await upload(KARNATAKA, FIELDS, tokens.user, 'card.jpg', outboxKey);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.json()).toEqual(firstAnswer);
    expect(await count()).toBe(before);
    // The same key with another card is a new request, not the first one's answer.
    const other = await upload(BLANK_TEMPLATE, FIELDS, tokens.user, 'card.jpg', outboxKey);
    expectError(other, 422, 'UNPROCESSABLE');
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

/**
 * Issue 20: cards print P as P or P2O5 and K as K or K2O. Values typed by hand carry no printed
 * range, so the form is preselected (the national default, or the usual card of the state of the
 * caller's farm) and the answer asks for confirmation; the user's forms then decide.
 * Soybean is not one of the card screen's crops: wheat has the same general dose of 60 kg P2O5/ha.
 */
describe('Soil Health Card nutrient forms (P or P2O5, K or K2O)', () => {
  const WHEAT = { language: 'english', crop_type: 'Wheat', soil_type: 'Black' };
  const values = (p: number, k: number) => ({
    n: { value: 300, unit: 'kg/ha' },
    p: { value: p, unit: 'kg/ha' },
    k: { value: k, unit: 'kg/ha' },
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(tokens.user), ...headers }, payload });
  const typed = (payload: object) => post('/api/v1/fert/prediction/shc/values', payload);
  const confirm = (id: string, payload: object, headers?: Record<string, string>) =>
    post(`/api/v1/fert/prediction/shc/${id}/confirm`, payload, headers);
  const stored = async (id: string) => {
    const [row] = await t.database.db.select().from(soilHealthCardReadings).where(eq(soilHealthCardReadings.id, id));
    return row!;
  };
  let cardId: string;

  it('without a printed range or a farm, preselects the national default (P2O5, K2O) and says it needs confirming', async () => {
    const res = await typed({ ...WHEAT, parameters: values(15, 150) });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      p_form: 'P2O5',
      k_form: 'K2O',
      p_form_from: 'national_default',
      k_form_from: 'national_default',
      forms_confirmed: false,
      forms_state: null,
    });
    // The advice already uses the preselected form: 15 kg P2O5/ha = 6.55 kg P/ha, Low.
    expect(data.recommendation).toMatch(/\| Phosphorus \(P\) \| 15 kg\/ha \| 15 P₂O₅ = 6\.\d+ P \| Low \|/);
    expect(await stored(data.id)).toMatchObject({
      pForm: 'P2O5',
      kForm: 'K2O',
      pFormFrom: 'national_default',
      kFormFrom: 'national_default',
    });
    cardId = data.id;
  });

  it('the worked example: P 15 confirmed as P2O5 is Low and gets 125 % of 60 = 75 kg P2O5; confirmed as P it is Medium and gets 60', async () => {
    const asP2o5 = await confirm(cardId, { ...WHEAT, parameters: values(15, 150), p_form: 'P2O5', k_form: 'K' });
    expect(asP2o5.statusCode, asP2o5.body).toBe(200);
    const a = asP2o5.json().data;
    expect(a).toMatchObject({ p_form: 'P2O5', k_form: 'K', p_form_from: 'user', k_form_from: 'user', forms_confirmed: true });
    expect(a.recommendation).toMatch(/\| Phosphorus \(P\) \| 15 kg\/ha \| 15 P₂O₅ = 6\.\d+ P \| Low \|/);
    expect(a.recommendation).toMatch(/\| P₂O₅ \| 60 \| Low \| 125 % \| \*\*75\*\* \|/);
    expect(await stored(cardId)).toMatchObject({ pForm: 'P2O5', kForm: 'K', pFormFrom: 'user', kFormFrom: 'user' });

    const asP = await confirm(cardId, { ...WHEAT, parameters: values(15, 150), p_form: 'P', k_form: 'K' });
    expect(asP.statusCode, asP.body).toBe(200);
    const b = asP.json().data;
    expect(b).toMatchObject({ p_form: 'P', p_form_from: 'user', forms_confirmed: true });
    expect(b.recommendation).toMatch(/\| Phosphorus \(P\) \| 15 kg\/ha \| 15 \| Medium \|/);
    expect(b.recommendation).toMatch(/\| P₂O₅ \| 60 \| Medium \| 100 % \| \*\*60\*\* \|/);
  });

  it('K2O 300 confirmed as K2O is rated as K 250 (÷ 1.2; 249 with the exact 1.2046), Medium', async () => {
    const res = await confirm(cardId, { ...WHEAT, parameters: values(15, 300), p_form: 'P', k_form: 'K2O' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ k_form: 'K2O', k_form_from: 'user', forms_confirmed: true });
    expect(data.recommendation).toMatch(/\| Potassium \(K\) \| 300 kg\/ha \| 300 K₂O = (250|249\.\d+) K \| Medium \|/);
  });

  it('a printed range sent with typed values decides by itself; only the other nutrient needs confirming', async () => {
    const parameters = { ...values(15, 150), p: { value: 15, unit: 'kg/ha', normal: '10 - 25 kg/ha' } };
    const { data } = (await typed({ ...WHEAT, parameters })).json();
    expect(data).toMatchObject({
      p_form: 'P',
      p_form_from: 'printed_range',
      k_form: 'K2O',
      k_form_from: 'national_default',
      forms_confirmed: false,
    });
  });

  it(
    'a card whose printed ranges are read decides by itself, over the default (Kullu card: P 10–25, K2O 145–337)',
    { timeout: 120_000 },
    async () => {
      const body = multipart(WHEAT, [{ field: 'file', filename: 'kullu.png', type: 'image/png', bytes: HIMACHAL }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/fert/prediction/shc',
        headers: { ...bearer(tokens.user), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data.parameters.p).toMatchObject({ value: 9.63, normal: expect.stringMatching(/10\s*-\s*25/) });
      expect(data.parameters.k).toMatchObject({ value: 201, normal: expect.stringMatching(/145\s*-\s*337/) });
      // The national default would take P as P2O5; the printed range says P.
      expect(data).toMatchObject({
        p_form: 'P',
        k_form: 'K2O',
        p_form_from: 'printed_range',
        k_form_from: 'printed_range',
        forms_confirmed: true,
        forms_state: null,
      });
      expect(data.recommendation).toMatch(/\| Phosphorus \(P\) \| 9\.63 kg\/ha \| 9\.63 \| Low \|/);
      expect(data.recommendation).toMatch(/\| Potassium \(K\) \| 201 kg\/ha \| 201 K₂O = 167\.5\d* K \| Medium \|/);
      expect(await stored(data.id)).toMatchObject({ pForm: 'P', kForm: 'K2O', pFormFrom: 'printed_range', kFormFrom: 'printed_range' });
    },
  );

  it('refuses a form that is neither, in English and in Hindi', async () => {
    const body = { ...WHEAT, parameters: values(15, 150), p_form: 'p2o5' };
    const en = expectError(await confirm(cardId, body), 400, 'VALIDATION_FAILED');
    expect(en).toContain('p_form: choose P or P2O5');
    expect(en).toContain('23–57');
    const hi = expectError(
      await confirm(cardId, { ...body, p_form: 'P', k_form: 'K20' }, { 'accept-language': 'hi' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(hi).toContain('k_form: K या K2O चुनें');
    const typedBad = expectError(await typed({ ...body, p_form: 'P₂O₅' }), 400, 'VALIDATION_FAILED');
    expect(typedBad).toContain('p_form');
    // Other invalid fields keep the usual message.
    expectError(await typed({ ...WHEAT, crop_type: 'Rubber', parameters: values(15, 150) }), 400, 'VALIDATION_FAILED');
  });

  it("uses the usual card of the state of the caller's farm when the range is unreadable (Himachal Pradesh prints P)", async () => {
    const farm = await t.app.inject({
      method: 'POST',
      url: '/api/farms',
      headers: bearer(tokens.Admin),
      payload: { name: 'Kullu orchard', district: 'Kullu', state: 'Himachal Pradesh' },
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${farm.json().data.id}/members`,
      headers: bearer(tokens.Admin),
      payload: { email: EMAILS.user },
    });
    expect(member.statusCode, member.body).toBe(200);

    const res = await typed({ ...WHEAT, parameters: values(15, 150) });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      p_form: 'P',
      k_form: 'K2O',
      p_form_from: 'state_default',
      k_form_from: 'state_default',
      forms_confirmed: false,
      forms_state: 'Himachal Pradesh',
    });
    expect(data.recommendation).toMatch(/\| Phosphorus \(P\) \| 15 kg\/ha \| 15 \| Medium \|/);
    expect(await stored(data.id)).toMatchObject({ pForm: 'P', pFormFrom: 'state_default' });
  });
});
