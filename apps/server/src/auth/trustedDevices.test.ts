/**
 * Issue 38, point 2: trusted-device cookies gathered while a password was known gave 5 guesses
 * each at the new password (12 cookies: 60 guesses). Trust is now kept server-side, bounded per
 * account, withdrawn when the sessions end, and the trusted browsers share a per-email ceiling.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { TRUSTED_DEVICE_COOKIE } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { loginFailures, trustedDevices } from '../db/schema/index.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let n = 0;

beforeAll(async () => {
  t = await startSeededApp({ SIMULATOR: 'false' });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const deviceOf = (res: Res) => res.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE)?.value;

const attempt = (email: string, password: string, ip: string, cookie?: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    cookies: cookie ? { [TRUSTED_DEVICE_COOKIE]: cookie } : {},
    headers: lang ? { 'accept-language': lang } : {},
  });

async function signIn(email: string, password: string, ip: string, cookie?: string) {
  const res = await attempt(email, password, ip, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token as string, device: deviceOf(res) };
}

/** A farmer account, signed in once from its owner's phone. */
async function farmer() {
  const email = `trusted-${++n}-${randomUUID().slice(0, 8)}@agrim.test`;
  const password = `owner-pass-${n}-quartz-field`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create/user',
    payload: { email, password, role: 'User', display_name: `Farmer ${n}` },
    headers: bearer(t.tokens.superAdmin),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const phone = await signIn(email, password, `10.38.${n}.1`);
  expect(phone.device).toBeDefined();
  return { email, password, id, ...phone };
}

const trustedCount = async (userId: string) =>
  (await t.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId))).length;

/** Tries `guesses` wrong passwords with each cookie and returns the status codes, in order. */
async function guessWithEach(email: string, cookies: string[], guesses: number, ipOf: (i: number) => string) {
  const codes: number[] = [];
  for (const [i, cookie] of cookies.entries()) {
    for (let g = 0; g < guesses; g++) codes.push((await attempt(email, `guess-${i}-${g}`, ipOf(i), cookie)).statusCode);
  }
  return codes;
}

describe('the attack of issue 38: cookies gathered while the old password was known', () => {
  it('after a password change, 12 gathered cookies give 5 guesses in all, not 60; the owner’s phone still signs in', async () => {
    const owner = await farmer();
    const attacker = '10.38.200.1';
    const gathered: string[] = [];
    for (let i = 0; i < 12; i++) gathered.push((await signIn(owner.email, owner.password, attacker)).device!);
    expect(new Set(gathered).size).toBe(12);

    const newPassword = 'a-brand-new-quartz-meadow';
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: owner.password, newPassword },
      headers: bearer(owner.token),
      cookies: { [TRUSTED_DEVICE_COOKIE]: owner.device! },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The phone that made the change is trusted again and keeps its cookie; nothing else is trusted.
    expect(deviceOf(changed)).toBeUndefined();
    expect(await trustedCount(owner.id)).toBe(1);

    const codes = await guessWithEach(owner.email, gathered, 5, () => attacker);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    // The right password from the attacker's browser waits too; the owner's phone at the same address does not.
    expect((await attempt(owner.email, newPassword, attacker, gathered[0])).statusCode).toBe(429);
    expect((await attempt(owner.email, newPassword, attacker, owner.device)).statusCode).toBe(200);
  });

  it('the same cookies from 12 addresses are refused at the per-email ceiling (50), not 60', async () => {
    const owner = await farmer();
    const gathered: string[] = [];
    for (let i = 0; i < 12; i++) gathered.push((await signIn(owner.email, owner.password, `10.39.${n}.${i + 10}`)).device!);
    const logoutAll = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(owner.token) });
    expect(logoutAll.statusCode).toBe(200);
    expect(await trustedCount(owner.id)).toBe(0);

    const codes = await guessWithEach(owner.email, gathered, 5, (i) => `10.40.${n}.${i + 10}`);
    expect(codes.filter((c) => c === 401)).toHaveLength(50);
    expect(codes.slice(50).every((c) => c === 429)).toBe(true);
  });

  it('cookies still trusted (stolen, no password change) share one ceiling: 10 guesses in all, and a new browser of the owner still signs in', async () => {
    const owner = await farmer();
    const stolen: string[] = [];
    for (let i = 0; i < 12; i++) stolen.push((await signIn(owner.email, owner.password, `10.41.${n}.${i + 10}`)).device!);
    // Only the 10 most recent browsers are trusted: the owner's phone and the first two fell off the list.
    expect(await trustedCount(owner.id)).toBe(10);

    const codes = await guessWithEach(owner.email, stolen.slice(2), 5, (i) => `10.42.${n}.${i + 10}`);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    const refused = await attempt(owner.email, 'one-more-guess', '10.42.0.250', stolen[11], 'hi');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/साइन-इन/);
    // Strangers' limits are apart from the trusted ones: the owner on a new phone is let in.
    expect((await attempt(owner.email, owner.password, '10.43.0.1')).statusCode).toBe(200);
  });
});

describe('trust is kept server-side', () => {
  it('a cookie is minted only for a browser that has none; a shared phone is trusted by both accounts with one cookie', async () => {
    const a = await farmer();
    const b = await farmer();
    const again = await attempt(a.email, a.password, '10.44.0.1', a.device);
    expect(again.statusCode).toBe(200);
    expect(deviceOf(again)).toBeUndefined();
    const shared = await attempt(b.email, b.password, '10.44.0.1', a.device);
    expect(shared.statusCode).toBe(200);
    expect(deviceOf(shared)).toBeUndefined();

    // B's strangers' limit at this address is reached; the shared phone is trusted by B now, so it is let in.
    for (let i = 0; i < 5; i++) await attempt(b.email, `guess-${i}`, '10.44.0.2');
    expect((await attempt(b.email, b.password, '10.44.0.2')).statusCode).toBe(429);
    expect((await attempt(b.email, b.password, '10.44.0.2', a.device)).statusCode).toBe(200);
  });

  it('a cookie the server did not mint (or of the old stateless kind) is no cookie: not trusted, and replaced', async () => {
    const owner = await farmer();
    const id = randomUUID();
    const forged = `${id}.${createHmac('sha256', 'not-the-key').update(id).digest('base64url').slice(0, 32)}`;
    const res = await attempt(owner.email, owner.password, '10.45.0.1', forged);
    expect(res.statusCode).toBe(200);
    expect(deviceOf(res)).toBeDefined();
    expect(deviceOf(res)).not.toBe(forged);
  });

  it('failures are recorded against the browser’s hash, never its id', async () => {
    const owner = await farmer();
    await attempt(owner.email, 'wrong-once', '10.46.0.1', owner.device);
    const rows = await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, owner.email));
    expect(rows).toHaveLength(1);
    const browserId = owner.device!.split('.')[0]!;
    expect(rows[0]!.trustedDevice).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.trustedDevice).not.toContain(browserId);
  });

  it('disabling and deleting the account withdraw every browser’s trust', async () => {
    const disabled = await farmer();
    await signIn(disabled.email, disabled.password, '10.47.0.1');
    expect(await trustedCount(disabled.id)).toBe(2);
    const off = await t.app.inject({ method: 'POST', url: `/api/users/${disabled.id}/disable`, headers: bearer(t.tokens.superAdmin) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await trustedCount(disabled.id)).toBe(0);
    const on = await t.app.inject({ method: 'POST', url: `/api/users/${disabled.id}/enable`, headers: bearer(t.tokens.superAdmin) });
    expect(on.statusCode, on.body).toBe(200);
    // The phone's cookie is no longer trusted: after strangers' failures at its address it waits like anyone.
    for (let i = 0; i < 5; i++) await attempt(disabled.email, `guess-${i}`, '10.47.0.2');
    expect((await attempt(disabled.email, disabled.password, '10.47.0.2', disabled.device)).statusCode).toBe(429);

    const deleted = await farmer();
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/users/${deleted.id}`, headers: bearer(t.tokens.superAdmin) });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await trustedCount(deleted.id)).toBe(0);
  });
});
