import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, EMAILS, PASSWORD, refreshCookie, startTestApp, type TestApp } from '../../test/harness.js';
import { SignJWT } from 'jose';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES: '3' });
  await t.seedRoles();
});
afterAll(() => t.close());

// What the web app sends on cookie-authorised calls (auth/csrf.ts).
const WEB_APP = { 'x-requested-with': 'agrim' };
const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: WEB_APP, cookies: cookie ? { agrim_refresh: cookie } : {} });

describe('POST /api/auth/login', () => {
  it('signs in with the spec response shape and sets an HttpOnly strict refresh cookie', async () => {
    const res = await t.login(EMAILS.Expert.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', user: { name: 'Expert Person', email: EMAILS.Expert, role: 'Expert' } });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'agrim_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await t.login(EMAILS.user, 'not the password', '10.0.0.1');
    const unknown = await t.login('nobody@agrim.test', PASSWORD, '10.0.0.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });
    }
  });

  it.each([
    ['missing password', { email: EMAILS.user }],
    ['not an email', { email: 'farmer', password: 'x' }],
    ['wrong types', { email: 42, password: ['x'] }],
    ['empty body', {}],
  ])('answers 400 for %s', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });

  it('answers 400 for broken JSON, 415 for a form post and 413 for an oversize body', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().status).toBe('error');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAILS.user, password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rate-limits repeated failures for one email with 429 and Retry-After, even with the right password', async () => {
    const ip = '10.0.0.2';
    const email = 'target@agrim.test';
    await t.app.services.users.create(null, { email, password: PASSWORD, role: 'Admin', display_name: 'Target', phone_number: undefined });
    for (let i = 0; i < 3; i++) expect((await t.login(email, 'bad', ip)).statusCode).toBe(401);
    const blocked = await t.login(email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts from other addresses are unaffected.
    expect((await t.login(EMAILS.user, PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and revokes the family when an old one is replayed', async () => {
    const first = refreshCookie(await t.login(EMAILS.user))!;
    const r1 = await refresh(first);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ status: 'success', user: { role: 'user' } });
    const second = refreshCookie(r1)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // A replay inside the grace window (two tabs) gets an access token but no new cookie.
    const race = await refresh(first);
    expect(race.statusCode).toBe(200);
    expect(refreshCookie(race)).toBeFalsy();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      const replay = await refresh(first);
      expect(replay.statusCode).toBe(401);
      // The thief's replay also ends the legitimate holder's session.
      expect((await refresh(second)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records last refresh time on the account', async () => {
    const cookie = refreshCookie(await t.login(EMAILS.Expert))!;
    await refresh(cookie);
    const token = (await t.login(EMAILS.Expert)).json().token;
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(token) });
    expect(me.json().data[0].last_refresh_time).not.toBeNull();
    expect(me.json().data[0].last_login_time).not.toBeNull();
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const cookie = refreshCookie(await t.login(EMAILS.user))!;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: WEB_APP, cookies: { agrim_refresh: cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'agrim_refresh')?.value).toBe('');
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refresh without a cookie is 401', async () => {
    expect((await refresh()).statusCode).toBe(401);
  });

  it('logout-all ends every session of the caller only', async () => {
    const a = refreshCookie(await t.login(EMAILS.Expert))!;
    const b = await t.login(EMAILS.Expert);
    const other = refreshCookie(await t.login(EMAILS.user))!;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(b.json().token) });
    expect(res.statusCode).toBe(200);
    expect((await refresh(a)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(b)!)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('carries the role claim that the original identity service used', async () => {
    const token = await t.tokenFor('superAdmin');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ role: 'superAdmin', superAdmin: true, admin: true, email: EMAILS.superAdmin });
  });

  it('refuses forged, unsigned and expired tokens with 401', async () => {
    const forged = await new SignJWT({ email: EMAILS.user, role: 'superAdmin', superAdmin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('agrim')
      .setAudience('agrim-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'x', email: 'a@b.c', superAdmin: true, iss: 'agrim', aud: 'agrim-api' })).toString(
      'base64url',
    );
    for (const token of [forged, `${header}.${body}.`, 'garbage']) {
      const res = await t.app.inject({ url: '/api/get/user/registered', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    const token = await t.tokenFor('Admin');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    try {
      const res = await t.app.inject({ url: '/api/get/user/registered', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('custom-token sign-in', () => {
  it('an admin issues a one-time token that signs the account in exactly once', async () => {
    const admin = await t.tokenFor('Admin');
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/auth/custom-token',
      headers: bearer(admin),
      payload: { email: EMAILS.Expert },
    });
    expect(issued.statusCode).toBe(200);
    const { customToken } = issued.json();
    const use = () => t.app.inject({ method: 'POST', url: '/api/auth/custom-token/login', payload: { token: customToken } });
    const first = await use();
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: EMAILS.Expert, role: 'Expert' });
    expect(refreshCookie(first)).toBeTruthy();
    expect((await use()).statusCode).toBe(401);
  });

  it('only admins issue tokens, and only for existing accounts', async () => {
    for (const role of ['user', 'Expert'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/custom-token',
        headers: bearer(await t.tokenFor(role)),
        payload: { email: EMAILS.user },
      });
      expect(res.statusCode).toBe(403);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/custom-token',
      headers: bearer(await t.tokenFor('superAdmin')),
      payload: { email: 'ghost@agrim.test' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/custom-token/login', payload: { token: 'not-a-token' } });
    expect(bad.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password and then accepts only the new one', async () => {
    await t.app.services.users.create(null, {
      email: 'pw@agrim.test',
      password: PASSWORD,
      role: 'User',
      display_name: 'Pw',
      phone_number: undefined,
    });
    const token = (await t.login('pw@agrim.test')).json().token;
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload: { currentPassword, newPassword } });
    expect((await change('wrong', 'a new long password')).statusCode).toBe(401);
    expect((await change(PASSWORD, 'short')).statusCode).toBe(400);
    expect((await change(PASSWORD, 'a new long password')).statusCode).toBe(200);
    expect((await t.login('pw@agrim.test')).statusCode).toBe(401);
    expect((await t.login('pw@agrim.test', 'a new long password')).statusCode).toBe(200);
  });
});
