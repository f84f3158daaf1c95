/**
 * Issue 18's attacks by an insider or a thief holding one session, each replayed as it was found
 * and now refused: impersonation upwards, stale roles and sessions, password guessing with a
 * stolen token, lockout of the owner, weak passwords, live streams that outlive their session.
 */
import { type AddressInfo } from 'node:net';
import { MAX_STREAMS_PER_ACCOUNT, REFRESH_COOKIE, TRUSTED_DEVICE_COOKIE } from '@agrim/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, EMAILS, refreshCookie, startSeededApp } from '../../test/harness.js';
import { auditLog, refreshTokens, users } from '../db/schema/index.js';
import { sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let n = 0;

beforeAll(async () => {
  t = await startSeededApp({ SIMULATOR: 'false' });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const csrf = { 'x-requested-with': 'agrim' };
const post = (url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, headers: { ...(token ? bearer(token) : {}), ...headers } });
const me = (token: string) => t.app.inject({ url: '/api/v1/get/user', headers: bearer(token) });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie }, headers: csrf });
const codeOf = (res: Res) => (res.json() as { code?: string }).code;

/** A new account of `role` (created by the superAdmin) and a signed-in session of it. */
async function account(role: 'Admin' | 'Expert' | 'User', password = `insider-pass-${++n}-quartz`) {
  const email = `insider-${role.toLowerCase()}-${++n}@agrim.test`;
  const created = await post('/api/create/user', t.tokens.superAdmin, { email, password, role, display_name: `${role} ${n}` });
  expect(created.statusCode, created.body).toBe(201);
  return { email, password, id: created.json().data.id as string, ...(await signIn(email, password)) };
}

async function signIn(email: string, password: string, ip = '127.0.0.1', deviceCookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    cookies: deviceCookie ? { [TRUSTED_DEVICE_COOKIE]: deviceCookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    token: res.json().token as string,
    cookie: refreshCookie(res)!,
    device: res.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE)?.value,
  };
}

async function demoteToFarmer(id: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/role`,
    payload: { role: 'User' },
    headers: bearer(t.tokens.superAdmin),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('impersonation: only downwards, audited, marked and short-lived', () => {
  it('an Admin cannot sign in as the superAdmin or another Admin (the critical hole)', async () => {
    const other = await account('Admin');
    for (const email of [EMAILS.superAdmin, other.email]) {
      const res = await post('/api/auth/custom-token', t.tokens.Admin, { email });
      expect(res.statusCode, res.body).toBe(403);
    }
    const [superAdmin] = await t.database.db.select().from(users).where(eq(users.email, EMAILS.superAdmin));
    expect(await auditOf('auth.custom_token_issued', superAdmin!.id)).toEqual([]);
  });

  it('a superAdmin acting as an Admin gets the Admin’s rights only, marked in the response and the audit log', async () => {
    const admin = await account('Admin');
    const issued = await post('/api/auth/custom-token', t.tokens.superAdmin, { email: admin.email }, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/custom-token/login',
      payload: { token: issued.json().customToken },
      remoteAddress: '10.9.8.7',
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ user: { email: admin.email, role: 'Admin' }, impersonator: { email: EMAILS.superAdmin } });
    const token = used.json().token as string;
    // The session lives an hour at most, refreshes or not.
    const cookie = used.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie.maxAge).toBeLessThanOrEqual(3600);
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, admin.id), isNotNull(refreshTokens.impersonatorId)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect((await t.app.inject({ url: '/api/v1/audit', headers: bearer(token) })).statusCode).toBe(403);
    // …and it cannot hand itself on: no custom token from a session that is itself one.
    expect((await post('/api/auth/custom-token', token, { email: EMAILS.user })).statusCode).toBe(403);

    const [issuedEntry] = await auditOf('auth.custom_token_issued', admin.id);
    expect(issuedEntry).toMatchObject({ actorEmail: EMAILS.superAdmin, details: { target: admin.email } });
    const [usedEntry] = await auditOf('auth.custom_token_used', admin.id);
    expect(usedEntry).toMatchObject({ actorEmail: admin.email, impersonatorEmail: EMAILS.superAdmin, ip: '10.9.8.7' });
    // What the session does is recorded as "superAdmin acting as Admin".
    const farm = await post('/api/farms', token, { name: `Acted farm ${++n}` });
    expect(farm.statusCode, farm.body).toBe(201);
    const farmId = farm.json().data.id as string;
    expect((await post(`/api/farms/${farmId}/members`, token, { email: EMAILS.user })).statusCode).toBe(200);
    const [acted] = await auditOf('farm.member_added', farmId);
    expect(acted).toMatchObject({ actorEmail: admin.email, impersonatorEmail: EMAILS.superAdmin });
    const listed = await t.app.inject({ url: `/api/v1/audit?action=farm.member_added`, headers: bearer(t.tokens.superAdmin) });
    expect(listed.json().entries[0]).toMatchObject({ actorEmail: admin.email, impersonatorEmail: EMAILS.superAdmin });
  });

  it('a session acting as an account cannot sign it out everywhere or change its password (403, English or Hindi); the owner still can', async () => {
    const farmer = await account('User');
    const issued = await post('/api/auth/custom-token', t.tokens.Admin, { email: farmer.email });
    expect(issued.statusCode, issued.body).toBe(200);
    const used = await post('/api/auth/custom-token/login', null, { token: issued.json().customToken });
    expect(used.statusCode, used.body).toBe(200);
    const acting = used.json().token as string;

    const everywhere = await post('/api/auth/logout-all', acting);
    expect(everywhere.statusCode).toBe(403);
    expect(everywhere.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/only the account's owner/) });
    const password = await post(
      '/api/auth/password',
      acting,
      { currentPassword: farmer.password, newPassword: 'a-brand-new-quartz-meadow' },
      { 'accept-language': 'hi' },
    );
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toMatch(/केवल खाते का मालिक/);
    // Nothing happened: the owner's session and password are as they were, and no "sessions ended" entry was written.
    expect((await me(farmer.token)).statusCode).toBe(200);
    expect((await refresh(farmer.cookie)).statusCode).toBe(200);
    expect(await auditOf('auth.sessions_ended', farmer.id)).toEqual([]);
    expect((await signIn(farmer.email, farmer.password)).token).toBeTruthy();
    // The acting session can still end itself, and the owner can still sign out everywhere.
    expect((await post('/api/auth/logout-all', farmer.token)).statusCode).toBe(200);
  });

  it('the session ends after an hour, and its refresh cannot lengthen it', async () => {
    const expert = await account('Expert');
    const issued = await post('/api/auth/custom-token', t.tokens.Admin, { email: expert.email });
    const used = await post('/api/auth/custom-token/login', null, { token: issued.json().customToken });
    const cookie = refreshCookie(used)!;
    const renewed = await refresh(cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().expiresIn).toBeLessThanOrEqual(900);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    try {
      expect((await refresh(refreshCookie(renewed)!)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token whose issuer was demoted before it was used is void', async () => {
    const admin = await account('Admin');
    const expert = await account('Expert');
    const issued = await post('/api/auth/custom-token', admin.token, { email: expert.email });
    expect(issued.statusCode).toBe(200);
    await demoteToFarmer(admin.id);
    expect((await post('/api/auth/custom-token/login', null, { token: issued.json().customToken })).statusCode).toBe(401);
  });
});

describe('role changes, sign-out and password changes take effect on the next request', () => {
  it('a demoted Admin’s old token can no longer create an Admin account (was 201)', async () => {
    const admin = await account('Admin');
    await demoteToFarmer(admin.id);
    const res = await post('/api/create/user', admin.token, {
      email: `made-${++n}@agrim.test`,
      password: 'insider-made-quartz',
      role: 'Admin',
    });
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe('SESSION_ENDED');
    expect((await refresh(admin.cookie)).statusCode).toBe(401);
    // Signing in again gives the new role.
    expect((await me((await signIn(admin.email, admin.password)).token)).json().data[0].role).toBe('user');
  });

  it('sign out everywhere ends every access token and refresh token at once', async () => {
    const farmer = await account('User');
    const other = await signIn(farmer.email, farmer.password);
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout-all', farmer.token)).statusCode).toBe(200);
    for (const token of [farmer.token, other.token]) expect(codeOf(await me(token))).toBe('SESSION_ENDED');
    for (const cookie of [farmer.cookie, other.cookie]) expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('signing one browser out ends its access token, not the other browser’s', async () => {
    const farmer = await account('User');
    const other = await signIn(farmer.email, farmer.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: farmer.cookie },
      headers: csrf,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(farmer.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('a password change ends the other browsers’ sessions (their refresh cookies too) and renews this one', async () => {
    const farmer = await account('User');
    const other = await signIn(farmer.email, farmer.password);
    const changed = await post('/api/auth/password', farmer.token, {
      currentPassword: farmer.password,
      newPassword: 'a-brand-new-quartz-phrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(changed.json().token)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(changed)!)).statusCode).toBe(200);
    for (const token of [farmer.token, other.token]) expect((await me(token)).statusCode).toBe(401);
    for (const cookie of [farmer.cookie, other.cookie]) expect((await refresh(cookie)).statusCode).toBe(401);
    const [entry] = await auditOf('auth.password_changed', farmer.id);
    expect(entry).toBeDefined();
  });
});

describe('guessing the password with a stolen access token', () => {
  it('wrong current passwords are limited: the sixth try waits, even with the right password', async () => {
    const farmer = await account('User');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/api/auth/password', farmer.token, { currentPassword: `guess-${i}`, newPassword: 'a-brand-new-quartz-phrase' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await post('/api/auth/password', farmer.token, {
      currentPassword: farmer.password,
      newPassword: 'a-brand-new-quartz-phrase',
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-in is counted apart: the owner still signs in.
    await signIn(farmer.email, farmer.password);
  });
});

describe('the sign-in limit slows guessing without locking the owner out', () => {
  const attempt = (email: string, password: string, ip: string, deviceCookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      cookies: deviceCookie ? { [TRUSTED_DEVICE_COOKIE]: deviceCookie } : {},
    });

  it('five wrong guesses slow the guesser, not the owner’s browser, nor the owner elsewhere', async () => {
    const owner = await account('User');
    const attacker = '10.66.0.1';
    const guesses = [];
    for (let i = 0; i < 7; i++) guesses.push((await attempt(owner.email, `guess-${i}`, attacker)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The same address (a shared proxy) with the owner's trusted-device cookie: let in.
    expect((await attempt(owner.email, owner.password, attacker, owner.device)).statusCode).toBe(200);
    // A new browser of the owner elsewhere: let in.
    expect((await attempt(owner.email, owner.password, '10.66.0.2')).statusCode).toBe(200);
    // A device cookie of another account does not exempt.
    const other = await account('User');
    expect((await attempt(owner.email, owner.password, attacker, other.device)).statusCode).toBe(429);
  });

  it('the wait doubles with each further failure and is never a lock: after it, the right password signs in', async () => {
    const owner = await account('User');
    const ip = '10.66.1.1';
    for (let i = 0; i < 5; i++) await attempt(owner.email, `guess-${i}`, ip);
    const first = await attempt(owner.email, owner.password, ip);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      expect((await attempt(owner.email, 'guess-again', ip)).statusCode).toBe(401);
      const second = await attempt(owner.email, owner.password, ip);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(30);
      expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      vi.useRealTimers();
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 + 61_000 });
    try {
      expect((await attempt(owner.email, owner.password, ip)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('behind one proxy address (TRUST_PROXY=false), failures for many emails do not stop owners with a trusted browser', async () => {
    const owner = await account('User');
    const proxy = '10.66.2.1';
    for (let i = 0; i < 21; i++) await attempt(`nobody-${i}@agrim.test`, 'wrong-password', proxy);
    expect((await attempt(owner.email, owner.password, proxy)).statusCode).toBe(429);
    expect((await attempt(owner.email, owner.password, proxy, owner.device)).statusCode).toBe(200);
  });

  it('a disabled account is refused at sign-in, with the right password only', async () => {
    const farmer = await account('User');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, farmer.id));
    const refused = await attempt(farmer.email, farmer.password, '10.66.3.1');
    expect(refused.statusCode).toBe(403);
    expect((await attempt(farmer.email, 'wrong-password', '10.66.3.1')).json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('weak passwords are refused, in both languages', () => {
  const create = (password: string, role: string, language = 'en') =>
    post('/api/create/user', t.tokens.superAdmin, { email: `weak-${++n}@agrim.test`, password, role }, { 'accept-language': language });

  it.each(['password', '12345678', 'qwertyuiop', 'admin12345'])('refuses %s', async (password) => {
    const res = await create(password, 'User');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too common|easy to guess/);
  });

  it('staff need 10 characters; the message comes in Hindi when asked', async () => {
    const res = await create('kx7-mq2zp', 'Expert', 'hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('10');
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
    expect((await create('kx7-mq2zp', 'User')).statusCode).toBe(201);
  });

  it('staff cannot use one common word with a year and symbols (Summer2026!!), in either language; a farmer can', async () => {
    for (const role of ['Expert', 'Admin']) {
      const res = await create('Summer2026!!', role);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain('one common word');
    }
    const hindi = await create('Monsoon2026!!', 'Expert', 'hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toContain('आम शब्द');
    expect((await create('Summer2026!!', 'User')).statusCode).toBe(201);
    expect((await create('monsoon-quartz-2026!', 'Expert')).statusCode).toBe(201);
  });

  it('an Admin cannot change their password to a dressed-up common word', async () => {
    const admin = await account('Admin');
    const res = await post('/api/auth/password', admin.token, { currentPassword: admin.password, newPassword: 'Winter2025!!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('one common word');
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it('a password change to a common password is refused', async () => {
    const farmer = await account('User');
    const res = await post('/api/auth/password', farmer.token, { currentPassword: farmer.password, newPassword: 'password123' });
    expect(res.statusCode).toBe(400);
    expect((await me(farmer.token)).statusCode).toBe(200);
  });
});

describe('live streams close when their token lapses or their session ends', () => {
  let base: string;
  let deviceId: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const kit = sensorKit(t, t.tokens.Admin);
    deviceId = (await kit.farmWithDevice('Stream farm', EMAILS.user)).id;
  });

  /** Opens a stream and resolves with everything it received once the server closes it (or after `withinMs`). */
  async function follow(token: string, withinMs: number, onOpen?: () => Promise<unknown>, device = deviceId) {
    const abort = new AbortController();
    const res = await fetch(`${base}/api/stream/readings?deviceId=${device}`, { headers: bearer(token), signal: abort.signal });
    expect(res.status).toBe(200);
    const timer = setTimeout(() => abort.abort(), withinMs);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const started = Date.now();
    let opened = false;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        if (!opened && text.includes('event: ready')) {
          opened = true;
          await onOpen?.();
        }
      }
    } catch {
      return { text, closedByServer: false, afterMs: Date.now() - started };
    } finally {
      clearTimeout(timer);
    }
    return { text, closedByServer: true, afterMs: Date.now() - started };
  }

  it('signing out everywhere closes an open stream within seconds', async () => {
    const admin = await account('Admin');
    const seen = await follow(admin.token, 8_000, () => post('/api/auth/logout-all', admin.token));
    expect(seen.closedByServer).toBe(true);
    expect(seen.text).toContain('event: session-ended');
  });

  it('a stream ends when the token that opened it lapses (it was kept open before)', async () => {
    const admin = await account('Admin');
    const caller = await t.app.services.tokens.verify(admin.token);
    const shortLived = await t.app.services.tokens.sign(caller, 2);
    const seen = await follow(shortLived, 12_000);
    expect(seen.closedByServer).toBe(true);
    expect(seen.text).toContain('event: session-ended');
  }, 20_000);

  it('a farmer removed from the farm loses the farm’s stream within seconds', async () => {
    const farmer = await account('User');
    const probe = await sensorKit(t, t.tokens.Admin).farmWithDevice(`Removal farm ${++n}`, farmer.email);
    const removal = () =>
      t.app.inject({ method: 'DELETE', url: `/api/farms/${probe.farmId}/members/${farmer.id}`, headers: bearer(t.tokens.Admin) });
    const seen = await follow(farmer.token, 12_000, async () => expect((await removal()).statusCode).toBe(200), probe.id);
    expect(seen.closedByServer).toBe(true);
    expect(seen.text).toContain('event: session-ended');
  }, 20_000);

  it(`one account holds at most ${MAX_STREAMS_PER_ACCOUNT} streams at once, of every kind together (issue 38)`, async () => {
    const admin = await account('Admin');
    const readings = `${base}/api/stream/readings?deviceId=${deviceId}`;
    const alerts = `${base}/api/stream/alerts`;
    const aborts = Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => new AbortController());
    const open = await Promise.all(
      aborts.map((a, i) => fetch(i % 2 ? alerts : readings, { headers: bearer(admin.token), signal: a.signal })),
    );
    expect(open.map((r) => r.status)).toEqual(aborts.map(() => 200));
    // Past the cap whichever kind is asked for: before, each kind had its own.
    for (const url of [readings, alerts]) {
      const refused = await fetch(url, { headers: { ...bearer(admin.token), 'accept-language': 'hi' } });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toContain(`अधिकतम ${MAX_STREAMS_PER_ACCOUNT} लाइव स्ट्रीम`);
    }
    // A closed stream frees its place for any kind.
    aborts.pop()!.abort();
    await vi.waitFor(async () => {
      const again = new AbortController();
      const res = await fetch(alerts, { headers: bearer(admin.token), signal: again.signal });
      aborts.push(again);
      expect(res.status).toBe(200);
    });
    // Another account is not affected.
    const other = new AbortController();
    expect(
      (await fetch(`${base}/api/stream/readings?deviceId=${deviceId}`, { headers: bearer(t.tokens.superAdmin), signal: other.signal }))
        .status,
    ).toBe(200);
    for (const a of [...aborts, other]) a.abort();
  });
});
