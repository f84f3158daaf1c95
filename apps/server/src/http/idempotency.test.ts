import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_WINDOW_HOURS } from '@agrim/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertFeedback, idempotencyKeys } from '../db/schema/index.js';
import { startSeededApp } from '../../test/harness.js';
import { anotherAccount, feedbackClient, pdf, type Tokens, validFields } from '../../test/feedback.testkit.js';

// Idempotency-Key on feedback.submit, the write a phone queues offline and replays (issue 24).
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Tokens;
let c: ReturnType<typeof feedbackClient>;
let expert2: string;

beforeAll(async () => {
  t = await startSeededApp({ SIMULATOR: 'false' });
  tokens = t.tokens;
  c = feedbackClient(t);
  expert2 = await anotherAccount(t, 'expert-idem@agrim.test', 'Expert');
});
afterAll(() => t.close());

const keyed = (key: string) => ({ 'idempotency-key': key });
const storedFor = (predictionId: string) =>
  t.database.db
    .select({ id: expertFeedback.id, userId: expertFeedback.userId })
    .from(expertFeedback)
    .where(eq(expertFeedback.predictionId, predictionId));
const userIdOf = async (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

describe('Idempotency-Key on expert feedback', () => {
  it('a repeat of a key gets the first answer (marked as a replay) and stores nothing more', async () => {
    const prediction = await c.predict(tokens.user);
    const key = randomUUID();
    const first = await c.submit(tokens.Expert, validFields(prediction), [], keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    const again = await c.submit(tokens.Expert, validFields(prediction), [], keyed(key));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await storedFor(prediction)).toHaveLength(1);
    // Without the key the rule of one feedback per prediction still answers a second send.
    expect((await c.submit(tokens.Expert, validFields(prediction))).statusCode).toBe(409);
  });

  it('two sends of one key racing: one feedback stored; the other is the replay or 409 with Retry-After', async () => {
    const prediction = await c.predict(tokens.user);
    const key = randomUUID();
    const answers = await Promise.all([0, 1].map(() => c.submit(tokens.Expert, validFields(prediction), [], keyed(key))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const busy = answers.find((a) => a.statusCode === 409);
    if (busy) expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor(prediction)).toHaveLength(1);
  });

  it('the same key with other fields or another file is 422 in English or Hindi and applies nothing (issue 38)', async () => {
    const prediction = await c.predict(tokens.user);
    const key = randomUUID();
    const file = { filename: 'evidence.pdf', type: 'application/pdf' };
    const first = await c.submit(tokens.Expert, validFields(prediction), [{ ...file, bytes: pdf('first') }], keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    const otherRating = await c.submit(
      tokens.Expert,
      validFields(prediction, { rating: '3' }),
      [{ ...file, bytes: pdf('first') }],
      keyed(key),
    );
    expect(otherRating.statusCode).toBe(422);
    expect(otherRating.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: expect.stringMatching(/already used with different content/),
    });
    const otherFile = await c.submit(tokens.Expert, validFields(prediction), [{ ...file, bytes: pdf('second') }], {
      ...keyed(key),
      'accept-language': 'hi',
    });
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json().message).toMatch(/अलग सामग्री/);
    const stored = await storedFor(prediction);
    expect(stored).toEqual([{ id: first.json().id, userId: await userIdOf(tokens.Expert) }]);
    // The same content again is still the replay.
    const again = await c.submit(tokens.Expert, validFields(prediction), [{ ...file, bytes: pdf('first') }], keyed(key));
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
  });

  it('keys are per account: the same key from another Expert is their own feedback', async () => {
    const prediction = await c.predict(tokens.user);
    const key = randomUUID();
    const mine = await c.submit(tokens.Expert, validFields(prediction), [], keyed(key));
    const theirs = await c.submit(expert2, validFields(prediction), [], keyed(key));
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect((await storedFor(prediction)).map((r) => r.userId).sort()).toEqual(
      [await userIdOf(tokens.Expert), await userIdOf(expert2)].sort(),
    );
  });

  it('a refused send frees its key: the corrected send with the same key is applied', async () => {
    const prediction = await c.predict(tokens.user);
    const key = randomUUID();
    const refused = await c.submit(tokens.Expert, validFields(prediction, { rating: '11' }), [], keyed(key));
    expect(refused.statusCode).toBe(400);
    const fixed = await c.submit(tokens.Expert, validFields(prediction), [], keyed(key));
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('a malformed key is 400 in English or Hindi and applies nothing', async () => {
    const prediction = await c.predict(tokens.user);
    for (const bad of ['short', 'x'.repeat(101), 'has spaces in it, sixteen+']) {
      const res = await c.submit(tokens.Expert, validFields(prediction), [], keyed(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^Idempotency-Key: use 16 to 100/);
    }
    const hindi = await c.submit(tokens.Expert, validFields(prediction), [], { ...keyed('short'), 'accept-language': 'hi' });
    expect(hindi.json().message).toMatch(/^Idempotency-Key: 16 से 100/);
    expect(await storedFor(prediction)).toHaveLength(0);
  });

  it('a key is remembered for the window only, and refused when it was used for another endpoint', async () => {
    const db = t.database.db;
    const expertId = await userIdOf(tokens.Expert);
    const key = randomUUID();
    const first = await c.submit(tokens.Expert, validFields(await c.predict(tokens.user)), [], keyed(key));
    expect(first.statusCode).toBe(201);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000 - 60_000) })
      .where(and(eq(idempotencyKeys.userId, expertId), eq(idempotencyKeys.key, key)));
    // Past the window the key is new again: a send on another prediction is applied, not answered with the old id.
    const later = await c.submit(tokens.Expert, validFields(await c.predict(tokens.user)), [], keyed(key));
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);

    const other = randomUUID();
    await db.insert(idempotencyKeys).values({ userId: expertId, key: other, endpoint: 'POST /somewhere/else', statusCode: 200, body: {} });
    const reused = await c.submit(tokens.Expert, validFields(await c.predict(tokens.user)), [], keyed(other));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/used for another kind of request/);
  });

  it('a key still being handled is 409 with Retry-After; one left unanswered by a restart is taken over', async () => {
    const db = t.database.db;
    const expertId = await userIdOf(tokens.Expert);
    const endpoint = 'POST /fertilizer/recommendation/expert/feedback';
    const busy = randomUUID();
    await db.insert(idempotencyKeys).values({ userId: expertId, key: busy, endpoint });
    const prediction = await c.predict(tokens.user);
    const res = await c.submit(tokens.Expert, validFields(prediction), [], keyed(busy));
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('5');
    expect(await storedFor(prediction)).toHaveLength(0);

    const abandoned = randomUUID();
    await db.insert(idempotencyKeys).values({ userId: expertId, key: abandoned, endpoint, createdAt: new Date(Date.now() - 3 * 60_000) });
    const taken = await c.submit(tokens.Expert, validFields(prediction), [], keyed(abandoned));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await storedFor(prediction)).toHaveLength(1);
  });
});
