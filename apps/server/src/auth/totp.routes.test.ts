import type { Role } from '@agrim/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, PASSWORD, refreshCookie, startSeededApp } from '../../test/harness.js';
import { auditLog, users } from '../db/schema/index.js';
import { totpCode } from './totp.js';

type Seeded = Awaited<ReturnType<typeof startSeededApp>>;
let t: Seeded;
const STEP_MS = 30_000;
const MAX_FAILURES = 4;

// The server's clock, held still and moved a whole step at a time, so each phase has its own codes.
let now = 0;
const advanceStep = () => (now += STEP_MS);
const codeNow = (secret: string) => totpCode(secret, now);

beforeAll(async () => {
  t = await startSeededApp({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
  const real = Date.now();
  now = real - (real % STEP_MS) + 5_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const totpEntriesOf = (userId: string) => and(eq(auditLog.targetId, userId), like(auditLog.action, 'auth.totp%'));

/** Every response after enrolment, to prove the secret never comes back. */
const seen: LightMyRequestResponse[] = [];

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, ip = '127.0.0.1') {
  const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload, remoteAddress: ip });
  seen.push(res);
  return res;
}
const login = (email: string, totp?: string, ip = '127.0.0.1') =>
  call('POST', '/api/auth/login', undefined, { email, password: PASSWORD, ...(totp === undefined ? {} : { totp }) }, ip);

async function freshAdmin(email: string) {
  await t.app.services.users.create(null, { email, password: PASSWORD, role: 'Admin', display_name: email, phone_number: undefined });
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

async function enrol(token: string): Promise<string> {
  const setup = await call('POST', '/api/auth/totp/setup', token, { password: PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await call('POST', '/api/auth/totp/enable', token, { code: codeNow(secret) });
  expect(enabled.statusCode).toBe(200);
  advanceStep();
  return secret;
}

describe('who may manage two-step sign-in', () => {
  const endpoints = [
    ['GET', '/api/auth/totp', undefined],
    ['POST', '/api/auth/totp/setup', { password: PASSWORD }],
    ['POST', '/api/auth/totp/enable', { code: '123456' }],
    ['POST', '/api/auth/totp/disable', { password: PASSWORD, code: '123456' }],
  ] as const;

  it.each(endpoints)('%s %s: 401 anonymous, 403 for user and Expert', async (method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    for (const role of ['user', 'Expert'] as Role[]) {
      const res = await call(method, url, t.tokens[role], payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
    }
  });

  it('answers Admin and superAdmin with their own status', async () => {
    for (const role of ['Admin', 'superAdmin'] as Role[]) {
      const res = await call('GET', '/api/auth/totp', t.tokens[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', enabled: false, pending: false, enabledAt: null });
    }
  });
});

describe('enrol, sign in with the code, disable', () => {
  const email = 'totp-admin@agrim.test';
  let token: string;
  let secret: string;
  let sealed: string;

  it('setup re-checks the password', async () => {
    token = await freshAdmin(email);
    const wrong = await call('POST', '/api/auth/totp/setup', token, { password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 'error', code: 'INVALID_CREDENTIALS' });
  });

  it('setup returns the secret and otpauth URI once and stores the secret sealed', async () => {
    const res = await call('POST', '/api/auth/totp/setup', token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toBe(`/Agrim:${email}`);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    sealed = row!.totpSecret!;
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret);
    expect(row!.totpEnabledAt).toBeNull();
    // Responses from here on must never carry the secret again.
    seen.length = 0;
  });

  it('is pending until a code confirms it; sign-in does not ask for one yet', async () => {
    const status = await call('GET', '/api/auth/totp', token);
    expect(status.json()).toMatchObject({ enabled: false, pending: true });
    expect((await login(email)).statusCode).toBe(200);
  });

  it('enable refuses a wrong code and turns on with the right one', async () => {
    const good = codeNow(secret);
    const wrong = await call('POST', '/api/auth/totp/enable', token, { code: good === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 'error', code: 'INVALID_CREDENTIALS' });
    const malformed = await call('POST', '/api/auth/totp/enable', token, { code: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    const res = await call('POST', '/api/auth/totp/enable', token, { code: good });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', enabled: true, pending: false });
    expect(typeof res.json().enabledAt).toBe('string');
    const again = await call('POST', '/api/auth/totp/setup', token, { password: PASSWORD });
    expect(again.statusCode).toBe(409);
  });

  it('records the enabling in the audit log', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const entries = await t.database.db.select().from(auditLog).where(totpEntriesOf(user!.id)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetType])).toEqual([['auth.totp_enabled', email, 'user']]);
  });

  it('sign-in without a code answers TOTP_REQUIRED and issues no tokens', async () => {
    const res = await login(email);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'TOTP_REQUIRED', message: expect.any(String) });
    expect(refreshCookie(res)).toBeUndefined();
    // A wrong password still gets the plain answer: TOTP_REQUIRED means the password was right.
    const wrongPassword = await call('POST', '/api/auth/login', undefined, { email, password: 'nope nope' });
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a wrong code, admits the right one once, and refuses the same code again', async () => {
    advanceStep();
    const good = codeNow(secret);
    const wrong = await login(email, good === '999999' ? '999998' : '999999');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(refreshCookie(wrong)).toBeUndefined();
    const ok = await login(email, good);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', user: { email, role: 'Admin' } });
    expect(refreshCookie(ok)).toBeTruthy();
    const replay = await login(email, good);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The previous step's code is older than the one just used: refused as well.
    expect((await login(email, totpCode(secret, now - STEP_MS))).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    advanceStep();
    const code = codeNow(secret);
    const answers = await Promise.all([login(email, code), login(email, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('asks a custom-token sign-in for the code too, and spends the token only on success', async () => {
    const issued = await call('POST', '/api/auth/custom-token', t.tokens.superAdmin, { email });
    expect(issued.statusCode).toBe(200);
    const customToken = issued.json().customToken as string;
    const post = (totp?: string) =>
      call('POST', '/api/auth/custom-token/login', undefined, { token: customToken, ...(totp ? { totp } : {}) });
    const noCode = await post();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'TOTP_REQUIRED' });
    expect(refreshCookie(noCode)).toBeUndefined();
    advanceStep();
    const ok = await post(codeNow(secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { email } });
    advanceStep();
    expect((await post(codeNow(secret))).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('another Admin cannot turn it off: the endpoints act only on the caller’s own account', async () => {
    advanceStep();
    const other = await call('POST', '/api/auth/totp/disable', t.tokens.Admin, { password: PASSWORD, code: codeNow(secret) });
    expect(other.statusCode).toBe(409);
    expect((await call('GET', '/api/auth/totp', token)).json()).toMatchObject({ enabled: true });
  });

  it('disable needs the password and a current code', async () => {
    advanceStep();
    const code = codeNow(secret);
    const badPassword = await call('POST', '/api/auth/totp/disable', token, { password: 'not the password', code });
    expect(badPassword.statusCode).toBe(401);
    const badCode = await call('POST', '/api/auth/totp/disable', token, {
      password: PASSWORD,
      code: code === '111111' ? '111112' : '111111',
    });
    expect(badCode.statusCode).toBe(401);
    // A successful sign-in clears the failure count the two refusals above added.
    expect((await login(email, code)).statusCode).toBe(200);
    const reused = await call('POST', '/api/auth/totp/disable', token, { password: PASSWORD, code });
    expect(reused.statusCode).toBe(401);
    advanceStep();
    const res = await call('POST', '/api/auth/totp/disable', token, { password: PASSWORD, code: codeNow(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', enabled: false, pending: false, enabledAt: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect([row!.totpSecret, row!.totpEnabledAt, row!.totpLastStep]).toEqual([null, null, null]);
    expect((await login(email)).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(totpEntriesOf(row!.id)).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['auth.totp_enabled', 'auth.totp_disabled']);
  });

  it('never returned the secret or its sealed form after setup', async () => {
    await call('GET', '/api/v1/get/user', token);
    await call('GET', '/api/get/user/registered', t.tokens.superAdmin);
    expect(seen.length).toBeGreaterThan(20);
    for (const res of seen) {
      const text = JSON.stringify(res.headers) + res.body;
      expect(text).not.toContain(secret);
      expect(text).not.toContain(sealed.slice(3));
    }
  });
});

describe('wrong codes count towards the sign-in throttle', () => {
  it(`answers 429 after ${MAX_FAILURES} wrong codes, even to the right one`, async () => {
    const email = 'totp-throttle@agrim.test';
    const secret = await enrol(await freshAdmin(email));
    const good = codeNow(secret);
    const bad = good === '424242' ? '424243' : '424242';
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(email, bad, '10.9.9.9')).statusCode).toBe(401);
    const blocked = await login(email, good, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
  });
});
