/**
 * Issue 41, item 1: a farmer is registered by mobile number only and signs in with it, in any usual
 * spelling; the number is one account's; every sign-in rule (guessing limits per account and per
 * address, trusted browsers, session version, audit) holds for it; staff sign in with their email
 * only; the number is shown whole to the farmer, Admins and superAdmins, masked to anyone else.
 */
import { readFileSync } from 'node:fs';
import { TRUSTED_DEVICE_COOKIE } from '@agrim/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { auditLog, users } from '../db/schema/index.js';
import { phoneFor } from '../users/users.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let ipCount = 0;
/** A fresh client address for each test, so the per-address limit of one never touches another. */
const freshIp = () => `10.41.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

beforeAll(async () => {
  // A low per-account ceiling, so the test reaches it from several addresses in a few tries.
  t = await startSeededApp({ SIMULATOR: 'false', LOGIN_EMAIL_MAX_FAILURES: '8' });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;

const register = (payload: Record<string, unknown>, lang?: string, token = t.tokens.superAdmin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create/user',
    payload,
    headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
  });

const signIn = (email: string, password: string, ip: string, cookie?: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    cookies: cookie ? { [TRUSTED_DEVICE_COOKIE]: cookie } : {},
    headers: lang ? { 'accept-language': lang } : {},
  });

const deviceOf = (res: Res) => res.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE)?.value;

let serial = 0;
/** A new farmer registered by number only; the number is a fresh valid Indian mobile one. */
async function phoneFarmer() {
  const n = ++serial;
  const local = `9${String(123450000 + n).padStart(9, '0')}`;
  const password = `mobile-farmer-${n}-monsoon-field`;
  const res = await register({ password, display_name: `Mobile farmer ${n}`, phone_number: local, role: 'User' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as string, local, e164: `+91${local}`, password };
}

describe('registering a farmer by mobile number only', () => {
  it('creates the account with no email, the number in E.164, and audits it', async () => {
    const res = await register({ password: 'kheti-badi-9876-mausam', display_name: 'Ramesh', phone_number: '98765 43210', role: 'User' });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json().data;
    expect(user.email).toBeNull();
    expect(user.phone_number).toBe('+919876543210');
    expect(res.json().message).toBe('Account created for +919876543210.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneNumber).toBe('+919876543210');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entry!.action).toBe('account.created');
    expect(entry!.details).toMatchObject({ email: null, phone: '+919876543210', role: 'user' });
  });

  it.each([
    ['+91 98765 43210', undefined],
    ['09876543210', undefined],
    ['0091 98765-43210', 'hi'],
  ])('refuses the same number spelled %j (409, English and Hindi)', async (spelling, lang) => {
    const res = await register({ password: 'another-farmer-pass-42', phone_number: spelling, role: 'User' }, lang);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(res.json().message).toBe(
      lang === 'hi'
        ? 'इस मोबाइल नंबर से एक खाता पहले से मौजूद है। हर नंबर से एक ही खाते में साइन इन होता है: दूसरा नंबर दें, या नंबर खाली छोड़ें।'
        : 'An account with this mobile number already exists. Each number signs in to one account: use another number, or none.',
    );
  });

  it('refuses the number for a staff account with an email too (one account per number)', async () => {
    const res = await register({
      email: 'dup-phone@agrim.test',
      password: 'staff-password-long-1',
      phone_number: '9876543210',
      role: 'Expert',
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a staff account without an email, and a farmer with neither (400, English and Hindi)', async () => {
    const staff = await register({ password: 'staff-password-long-2', phone_number: '91234 00001', role: 'Expert' });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().message).toBe('email: staff accounts (Expert, Admin) need an email; they sign in with it.');
    const none = await register({ password: 'farmer-password-x1', display_name: 'Nobody', role: 'User' }, 'hi');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('email: किसान का ईमेल या मोबाइल नंबर लिखें; वे उसी से साइन इन करते हैं।');
  });

  it('refuses a landline, a foreign number and an .invalid address', async () => {
    for (const phone_number of ['0731 234 5678', '+1 202 555 0100']) {
      const res = await register({ password: 'farmer-password-x2', phone_number, role: 'User' });
      expect(res.statusCode, phone_number).toBe(400);
      expect(res.json().message).toContain('10-digit Indian mobile number');
    }
    const invalid = await register({ email: 'x@no-email.invalid', password: 'farmer-password-x3', role: 'User' });
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps the spec payload (email, password, display_name, phone_number, role) working', async () => {
    const res = await register({
      email: 'spec-payload@agrim.test',
      password: 'spec-payload-pass-77',
      display_name: 'Spec',
      phone_number: '7012345678',
      role: 'User',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'spec-payload@agrim.test', phone_number: '+917012345678' });
  });
});

describe('signing in with the mobile number', () => {
  it.each(['98765 43210', '+91 98765 43210', '09876543210', '9876543210', '+919876543210'])('signs in with %j', async (spelling) => {
    const res = await signIn(spelling, 'kheti-badi-9876-mausam', freshIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Ramesh', email: '+919876543210', role: 'user' });
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(res.json().token) });
    expect(me.json().data[0]).toMatchObject({ email: null, phone_number: '+919876543210' });
  });

  it('refuses a Username that is neither an email nor a mobile number (400)', async () => {
    const res = await signIn('ramesh', 'whatever-password', freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('never signs in with the placeholder address of an account without email', async () => {
    const farmer = await phoneFarmer();
    const res = await signIn(`no-email-${farmer.id}@no-email.invalid`, farmer.password, freshIp());
    expect(res.statusCode).toBe(401);
  });

  it('a wrong password is the same 401 for a known and an unknown number, with the staff hint, in English and Hindi', async () => {
    const known = await signIn('98765 43210', 'wrong-password', freshIp());
    const unknown = await signIn('91111 22222', 'wrong-password', freshIp());
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong mobile number or password. Staff accounts sign in with their email.',
      });
    }
    const hindi = await signIn('98765 43210', 'wrong-password', freshIp(), undefined, 'hi');
    expect(hindi.json().message).toBe('मोबाइल नंबर या पासवर्ड गलत है। स्टाफ़ खाते अपने ईमेल से साइन इन करते हैं।');
  });

  it('staff cannot sign in by phone: the number of an Admin is answered as an unknown one, the email works', async () => {
    const res = await register({
      email: 'phone-admin@agrim.test',
      password: 'admin-password-long-41',
      phone_number: '93333 44444',
      role: 'Admin',
    });
    expect(res.statusCode, res.body).toBe(201);
    const byPhone = await signIn('93333 44444', 'admin-password-long-41', freshIp());
    expect(byPhone.statusCode).toBe(401);
    expect(byPhone.json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('phone-admin@agrim.test', 'admin-password-long-41', freshIp())).statusCode).toBe(200);
  });

  it('a farmer without email cannot be given a staff role (409); back to farmer is fine', async () => {
    const farmer = await phoneFarmer();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${farmer.id}/role`,
      payload: { role: 'Expert' },
      headers: bearer(t.tokens.superAdmin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('staff (Expert, Admin) sign in with their email only');
  });

  it('the session version holds: disabling the farmer ends the session signed in by number', async () => {
    const farmer = await phoneFarmer();
    const session = await signIn(farmer.local, farmer.password, freshIp());
    expect(session.statusCode).toBe(200);
    const disable = await t.app.inject({ method: 'POST', url: `/api/users/${farmer.id}/disable`, headers: bearer(t.tokens.Admin) });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(disable.json().message).toBe(`${farmer.e164} is disabled.`);
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(session.json().token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('SESSION_ENDED');
    // The right password on a disabled account: told so (403), as for an email.
    expect((await signIn(farmer.local, farmer.password, freshIp())).statusCode).toBe(403);
  });
});

describe('guessing limits count per number and per account, whatever the spelling', () => {
  it('five wrong passwords from one address in mixed spellings: the sixth try waits (429)', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const spellings = [
      farmer.local,
      `+91 ${farmer.local}`,
      `0${farmer.local}`,
      `+91${farmer.local}`,
      `${farmer.local.slice(0, 5)} ${farmer.local.slice(5)}`,
    ];
    for (const s of spellings) expect((await signIn(s, 'wrong-password', ip)).statusCode).toBe(401);
    const sixth = await signIn(farmer.local, farmer.password, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    // Another address is not slowed by these (per number and address), and signs in.
    expect((await signIn(farmer.local, farmer.password, freshIp())).statusCode).toBe(200);
  });

  it('an unknown number is counted the same way (no hint that it has no account)', async () => {
    const ip = freshIp();
    for (const s of ['95555 66666', '+91 95555 66666', '095555 66666', '9555566666', '+919555566666']) {
      expect((await signIn(s, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await signIn('95555 66666', 'wrong-password', ip)).statusCode).toBe(429);
  });

  it('a farmer with email and number: failures by either share the per-address and the per-account counters', async () => {
    const local = '8123456780';
    const email = 'both-names@agrim.test';
    const password = 'both-names-pass-2041';
    expect((await register({ email, password, phone_number: local, role: 'User' })).statusCode).toBe(201);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'wrong-password', ip)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn(local, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await signIn(email, password, ip)).statusCode).toBe(429);
    expect((await signIn(`+91 ${local}`, password, ip)).statusCode).toBe(429);
    // From many addresses: the per-account ceiling (LOGIN_EMAIL_MAX_FAILURES = 8 here) counts both names together.
    for (let i = 0; i < 3; i++) expect((await signIn(local, 'wrong-password', freshIp())).statusCode).toBe(401);
    const over = await signIn(email, password, freshIp());
    expect(over.statusCode).toBe(429);
    expect((await signIn(local, password, freshIp())).statusCode).toBe(429);
  });

  it("the trusted-device rule holds: strangers' guesses at the number never slow the farmer's own phone", async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const own = await signIn(farmer.local, farmer.password, ip);
    expect(own.statusCode).toBe(200);
    const cookie = deviceOf(own);
    expect(cookie).toBeDefined();
    for (let i = 0; i < 5; i++) expect((await signIn(`+91 ${farmer.local}`, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await signIn(farmer.local, farmer.password, ip)).statusCode).toBe(429);
    // The farmer's phone (trusted by the account) from the same address signs in, by number or in another spelling.
    expect((await signIn(`0${farmer.local}`, farmer.password, ip, cookie)).statusCode).toBe(200);
  });
});

describe('who sees the number whole (issue 41)', () => {
  it('the farmer themself, Admins and superAdmins see it whole', async () => {
    const farmer = await phoneFarmer();
    const session = await signIn(farmer.local, farmer.password, freshIp());
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(session.json().token) });
    expect(me.json().data[0].phone_number).toBe(farmer.e164);
    for (const role of ['Admin', 'superAdmin'] as const) {
      const list = await t.app.inject({
        url: '/api/users/farmers',
        query: { search: farmer.local.slice(-6) },
        headers: bearer(t.tokens[role]),
      });
      expect(list.statusCode).toBe(200);
      const found = list.json().data.find((f: { id: string }) => f.id === farmer.id);
      expect(found, role).toMatchObject({ email: null, phone_number: farmer.e164 });
      const all = await t.app.inject({ url: '/api/get/user/registered', query: { accounts: 'all' }, headers: bearer(t.tokens[role]) });
      expect(all.json().data.find((u: { id: string }) => u.id === farmer.id).phone_number).toBe(farmer.e164);
    }
  });

  it('an Expert (and a co-member) would see it masked; nobody else has a list of accounts', async () => {
    const row = { id: 'farmer-id', phoneNumber: '+919876543210' };
    expect(phoneFor(row, { userId: 'farmer-id', role: 'user' })).toBe('+919876543210');
    expect(phoneFor(row, { userId: 'someone', role: 'Admin' })).toBe('+919876543210');
    expect(phoneFor(row, { userId: 'someone', role: 'superAdmin' })).toBe('+919876543210');
    expect(phoneFor(row, { userId: 'someone', role: 'Expert' })).toBe('+91 ••••••3210');
    expect(phoneFor(row, { userId: 'co-member', role: 'user' })).toBe('+91 ••••••3210');
    expect(phoneFor({ id: 'x', phoneNumber: null }, { userId: 'someone', role: 'Expert' })).toBeNull();
    for (const url of ['/api/users/farmers', '/api/get/user/registered']) {
      expect((await t.app.inject({ url, headers: bearer(t.tokens.Expert) })).statusCode).toBe(403);
    }
  });

  it('a superAdmin issues a sign-in link for a farmer by number, audited under the number', async () => {
    const farmer = await phoneFarmer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/custom-token',
      payload: { email: `+91 ${farmer.local}` },
      headers: bearer(t.tokens.superAdmin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'auth.custom_token_issued' and ${auditLog.targetId} = ${farmer.id}`);
    expect(entry!.details).toMatchObject({ target: farmer.e164 });
  });
});

describe('a farmer without email on a farm', () => {
  it('is added to a farm by number (any spelling), listed under it to the Admin, and sees it as their own', async () => {
    const farmer = await phoneFarmer();
    const farm = await t.app.inject({
      method: 'POST',
      url: '/api/farms',
      payload: { name: `Number farm ${farmer.id.slice(0, 8)}` },
      headers: bearer(t.tokens.Admin),
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const farmId = farm.json().data.id as string;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${farmId}/members`,
      payload: { email: `0${farmer.local}` },
      headers: bearer(t.tokens.Admin),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.memberEmails).toEqual([farmer.e164]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${farmId}/members`,
      payload: { email: '97777 88888' },
      headers: { ...bearer(t.tokens.Admin), 'accept-language': 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('इस मोबाइल नंबर का कोई खाता नहीं है।');
    const session = await signIn(farmer.local, farmer.password, freshIp());
    const mine = await t.app.inject({ url: '/api/farms', headers: bearer(session.json().token) });
    expect(mine.json().data.find((f: { id: string }) => f.id === farmId).memberEmails).toEqual([farmer.e164]);
    const expert = await t.app.inject({ url: '/api/farms', headers: bearer(t.tokens.Expert) });
    expect(JSON.stringify(expert.json())).not.toContain(farmer.local);
  });
});

describe('migration 0024: a repeated number stays on one account', () => {
  it('keeps it on the oldest live farmer, clears it elsewhere and audits each clearing', async () => {
    const db = t.database.db;
    const statements = readFileSync(new URL('../../drizzle/0024_users_mobile_sign_in.sql', import.meta.url), 'utf8').split(
      '--> statement-breakpoint',
    );
    await db.execute(sql`drop index users_phone_number_idx`);
    const make = async (email: string, role: string, at: string, deleted = false) => {
      const [row] = await db
        .insert(users)
        .values({
          email,
          passwordHash: 'x',
          displayName: email,
          role: role as 'user',
          phoneNumber: '+919000011111',
          createdAt: new Date(at),
          deletedAt: deleted ? new Date(at) : null,
        })
        .returning();
      return row!.id;
    };
    const staff = await make('old-staff@agrim.test', 'Expert', '2024-01-01T00:00:00Z');
    const gone = await make('old-deleted@agrim.test', 'user', '2024-01-02T00:00:00Z', true);
    const keeper = await make('first-farmer@agrim.test', 'user', '2024-02-01T00:00:00Z');
    const later = await make('later-farmer@agrim.test', 'user', '2024-03-01T00:00:00Z');
    for (const statement of statements) await db.execute(sql.raw(statement));
    const rows = await db
      .select({ id: users.id, phone: users.phoneNumber })
      .from(users)
      .where(
        sql`${users.id} in (${sql.join(
          [staff, gone, keeper, later].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.phone]))).toEqual({
      [staff]: null,
      [gone]: null,
      [keeper]: '+919000011111',
      [later]: null,
    });
    const cleared = await db.select().from(auditLog).where(eq(auditLog.action, 'account.phone_cleared'));
    expect(cleared.map((e) => e.targetId).sort()).toEqual([staff, gone, later].sort());
    expect(cleared[0]!.details).toMatchObject({ phone: '+919000011111', keptBy: keeper });
    // The unique index is back: the number cannot be given twice.
    await expect(db.update(users).set({ phoneNumber: '+919000011111' }).where(eq(users.id, later))).rejects.toThrow();
  });
});
