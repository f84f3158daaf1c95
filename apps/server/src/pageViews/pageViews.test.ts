import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { pageViews } from '../db/schema/index.js';
import { PAGE_VIEWS_PER_MINUTE } from './routes.js';

/** Issue 38: page views could be recorded for any path and without limit. */
let t: Awaited<ReturnType<typeof startSeededApp>>;
beforeAll(async () => {
  t = await startSeededApp({ SIMULATOR: 'false' });
});
afterAll(() => t.close());

let n = 0;
/** A farmer of their own, whose views no other test records. */
async function farmer() {
  const email = `page-views-${++n}@agrim.test`;
  const { id } = await t.app.services.users.create(null, {
    email,
    password: PASSWORD,
    role: 'User',
    display_name: `Views ${n}`,
    phone_number: undefined,
  });
  return { id, token: (await t.login(email)).json().token as string };
}
const record = (token: string, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/page-views', headers: { ...bearer(token), ...headers }, payload: { path } });
const pathsOf = async (userId: string) =>
  (await t.database.db.select({ path: pageViews.path }).from(pageViews).where(eq(pageViews.userId, userId))).map((r) => r.path);

describe('POST /api/page-views', () => {
  it('takes only screens the caller can open, stored by their screen path; anything else is 400 in English or Hindi', async () => {
    const me = await farmer();
    expect((await record(me.token, '/home')).statusCode).toBe(201);
    expect((await record(me.token, '/soil-testing/')).statusCode).toBe(201);
    for (const path of ['/not-a-screen', '/api/v1/audit', '/home/../audit', `/${'x'.repeat(500)}`, '/audit', '/user_management']) {
      expect(expectError(await record(me.token, path), 400, 'VALIDATION_FAILED'), path).toMatch(/not a screen of the app you can open/);
    }
    expect(expectError(await record(me.token, '/evil', { 'accept-language': 'hi' }), 400, 'VALIDATION_FAILED')).toMatch(/स्क्रीन नहीं/);
    expect((await pathsOf(me.id)).sort()).toEqual(['/home', '/soil-testing']);
  });

  it(`at most ${PAGE_VIEWS_PER_MINUTE} a minute per account, parallel sends included; older views do not count; others are not held up`, async () => {
    const me = await farmer();
    const other = await farmer();
    await t.database.db
      .insert(pageViews)
      .values(Array.from({ length: 50 }, () => ({ userId: me.id, path: '/home', at: sql`now() - interval '2 minutes'` })));
    await t.database.db
      .insert(pageViews)
      .values(Array.from({ length: PAGE_VIEWS_PER_MINUTE - 5 }, () => ({ userId: me.id, path: '/home' })));
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(me.token, '/alerts')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(expectError(refused[0]!, 429, 'RATE_LIMITED')).toMatch(new RegExp(`at most ${PAGE_VIEWS_PER_MINUTE} a minute`));
    expect(refused[0]!.headers['retry-after']).toBe('60');
    expect(expectError(await record(me.token, '/alerts', { 'accept-language': 'hi' }), 429, 'RATE_LIMITED')).toMatch(/पेज व्यू/);
    expect((await pathsOf(me.id)).filter((p) => p === '/alerts')).toHaveLength(5);
    expect((await record(other.token, '/alerts')).statusCode).toBe(201);
  });
});
