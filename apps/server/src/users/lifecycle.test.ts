import { CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE, type Role, type User } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmMembers, readings, soilTests, users } from '../db/schema/index.js';
import { bearer, EMAILS, PASSWORD, refreshCookie, startSeededApp } from '../../test/harness.js';
import { accountIds, auditSince, lastAuditId } from '../../test/audit.testkit.js';
import { expectError } from '../../test/expectError.js';
import { minutesAgo, reading, sensorKit } from '../../test/sensors.testkit.js';

/** Issue 18: disabling, enabling and deleting accounts; role changes end sessions; the staff list is for Admins. */
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let ids: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  ids = await accountIds(t, tokens);
}, 60_000);
afterAll(() => t.close());

let n = 0;
async function account(role: 'Expert' | 'Admin' | 'User' = 'User', tag = 'acct'): Promise<User> {
  const email = `${tag}-${++n}@agrim.test`;
  return t.app.services.users.create(null, { email, password: PASSWORD, role, display_name: `Person ${n}`, phone_number: undefined });
}

const act = (token: string | null, method: 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {} });
const disable = (token: string | null, id: string) => act(token, 'POST', `/api/users/${id}/disable`);
const enable = (token: string | null, id: string) => act(token, 'POST', `/api/users/${id}/enable`);
const remove = (token: string | null, id: string) => act(token, 'DELETE', `/api/users/${id}`);
const me = (token: string) => t.app.inject({ url: '/api/v1/get/user', headers: bearer(token) });
const refresh = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie: `${REFRESH_COOKIE}=${cookie}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
const listAll = (token: string) => t.app.inject({ url: '/api/get/user/registered', query: { accounts: 'all' }, headers: bearer(token) });

async function signIn(email: string) {
  const res = await t.login(email);
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token as string, cookie: refreshCookie(res)! };
}

describe('rank: the caller must be strictly above the account', () => {
  it.each([
    ['Admin', 'superAdmin'],
    ['Admin', 'Admin'],
    ['superAdmin', 'superAdmin'],
  ] as const)('%s cannot disable, enable, delete or re-role a %s (403), and nothing is recorded', async (actor, target) => {
    const targetId = target === 'superAdmin' ? ids.superAdmin : (await account('Admin', 'peer')).id;
    const since = await lastAuditId(t, tokens.superAdmin);
    expectError(await disable(tokens[actor], targetId), 403, 'FORBIDDEN');
    expectError(await enable(tokens[actor], targetId), 403, 'FORBIDDEN');
    expectError(await remove(tokens[actor], targetId), 403, 'FORBIDDEN');
    const role = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${targetId}/role`,
      headers: bearer(tokens[actor]),
      payload: { role: 'User' },
    });
    expectError(role, 403, 'FORBIDDEN');
    expect(await auditSince(t, tokens.superAdmin, since)).toEqual([]);
  });

  it('nobody acts on their own account (403)', async () => {
    for (const role of ['Admin', 'superAdmin'] as const) {
      expectError(await disable(tokens[role], ids[role]), 403, 'FORBIDDEN');
      expectError(await remove(tokens[role], ids[role]), 403, 'FORBIDDEN');
    }
    expect((await me(tokens.Admin)).statusCode).toBe(200);
  });

  it('farmers and Experts may not call these at all (403); anonymous 401; unknown accounts 404', async () => {
    const target = await account();
    for (const role of ['user', 'Expert'] as const) {
      expectError(await disable(tokens[role], target.id), 403, 'FORBIDDEN');
      expectError(await enable(tokens[role], target.id), 403, 'FORBIDDEN');
      expectError(await remove(tokens[role], target.id), 403, 'FORBIDDEN');
    }
    expectError(await disable(null, target.id), 401, 'UNAUTHENTICATED');
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expectError(await disable(tokens.Admin, id), 404, 'NOT_FOUND');
      expectError(await remove(tokens.Admin, id), 404, 'NOT_FOUND');
    }
  });

  it('an Admin may disable an Expert and a farmer; a superAdmin an Admin', async () => {
    for (const [actor, role] of [
      ['Admin', 'Expert'],
      ['Admin', 'User'],
      ['superAdmin', 'Admin'],
    ] as const) {
      const target = await account(role, 'lower');
      const res = await disable(tokens[actor], target.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: target.id, disabled: true });
    }
  });
});

describe('disable and enable', () => {
  it('disabling ends the account’s sessions at once: its access token (401) and refresh cookie are refused; enabling restores sign-in', async () => {
    const farmer = await account('User', 'disabled');
    const session = await signIn(farmer.email!);
    expect((await me(session.token)).statusCode).toBe(200);
    const since = await lastAuditId(t, tokens.superAdmin);

    const res = await disable(tokens.Admin, farmer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { id: farmer.id, disabled: true } });

    const after = await me(session.token);
    expectError(after, 401, 'SESSION_ENDED');
    const refused = await refresh(session.cookie);
    expect(refused.statusCode, refused.body).toBe(401);
    // Sign-in refuses it (auth/auth.service.ts: 403 "This account is disabled…", never a session).
    const login = await t.login(farmer.email!);
    expect([401, 403], login.body).toContain(login.statusCode);
    expect(refreshCookie(login)).toBeUndefined();

    // Shown as disabled in the list; disabling again changes and records nothing.
    const listed = (await listAll(tokens.Admin)).json().data.find((u: User) => u.id === farmer.id);
    expect(listed).toMatchObject({ disabled: true });
    expect((await disable(tokens.superAdmin, farmer.id)).json().data.disabled).toBe(true);

    const back = await enable(tokens.superAdmin, farmer.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.disabled).toBe(false);
    // The old session stays ended; a new sign-in works.
    expectError(await me(session.token), 401, 'SESSION_ENDED');
    const again = await signIn(farmer.email!);
    expect((await me(again.token)).statusCode).toBe(200);

    const entries = await auditSince(t, tokens.superAdmin, since);
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetType, e.targetId, e.details])).toEqual([
      ['account.disabled', EMAILS.Admin, 'user', farmer.id, { email: farmer.email, role: 'user' }],
      ['account.enabled', EMAILS.superAdmin, 'user', farmer.id, { email: farmer.email, role: 'user' }],
    ]);
  });
});

describe('delete', () => {
  it('anonymises the account, removes its farm memberships and ends its sessions; its readings and soil tests stay', async () => {
    const farmer = await account('User', 'leaving');
    const kit = sensorKit(t, tokens.Admin);
    const device = await kit.farmWithDevice(`Leaving farm ${n}`, farmer.email!);
    await kit.sendOk(device, [reading(minutesAgo(12)), reading(minutesAgo(6))]);
    const session = await signIn(farmer.email!);
    const caller = await t.app.services.tokens.verify(session.token);
    const test = await t.app.services.soilTests.start(caller, { soil_type: 'Black', deviceId: device.id });
    const since = await lastAuditId(t, tokens.superAdmin);

    const res = await remove(tokens.Admin, farmer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: expect.any(String), id: farmer.id });

    const db = t.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, farmer.id));
    expect(row).toMatchObject({
      email: `deleted-${farmer.id}@deleted.invalid`,
      displayName: 'Deleted account',
      phoneNumber: null,
      photoUrl: null,
      totpSecret: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(farmMembers).where(eq(farmMembers.userId, farmer.id))).toEqual([]);
    // The farm's data is whole.
    expect((await db.select().from(soilTests).where(eq(soilTests.userId, farmer.id))).map((r) => r.id)).toEqual([test.id]);
    expect((await db.select().from(readings).where(eq(readings.deviceId, device.id))).length).toBe(2);

    expectError(await me(session.token), 401, 'SESSION_ENDED');
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    expect((await t.login(farmer.email!)).statusCode).toBe(401);
    // Gone from the lists; acting on it again is 404.
    expect((await listAll(tokens.superAdmin)).json().data.map((u: User) => u.id)).not.toContain(farmer.id);
    expectError(await remove(tokens.superAdmin, farmer.id), 404, 'NOT_FOUND');
    expectError(await enable(tokens.superAdmin, farmer.id), 404, 'NOT_FOUND');
    // The farm no longer lists the account.
    const farms = (await kit.get(tokens.Admin, '/api/farms')).json().data as Array<{ id: string; memberEmails: string[] }>;
    expect(farms.find((f) => f.id === device.farmId)!.memberEmails).toEqual([]);

    const entries = await auditSince(t, tokens.superAdmin, since);
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetId, e.details])).toEqual([
      ['account.deleted', EMAILS.Admin, farmer.id, { email: farmer.email, role: 'user', farms: 1 }],
    ]);
  });
});

describe('role changes end sessions', () => {
  it('a demoted Admin’s token is refused on its next request (401); it signs in again with the new role', async () => {
    const admin = await account('Admin', 'demoted');
    const session = await signIn(admin.email!);
    expect((await t.app.inject({ url: '/api/get/user/registered', headers: bearer(session.token) })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}/role`,
      headers: bearer(tokens.superAdmin),
      payload: { role: 'User' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await t.app.inject({ url: '/api/get/user/registered', headers: bearer(session.token) }), 401, 'SESSION_ENDED');
    expect((await refresh(session.cookie)).statusCode).toBe(401);
    const again = await t.login(admin.email!);
    expect(again.json().user.role).toBe('user');
  });
});

describe('create: password policy', () => {
  it('refuses a common password (400, in Hindi when asked) and a short one for staff', async () => {
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/create/user',
      headers: { ...bearer(tokens.Admin), 'accept-language': 'hi' },
      payload: { email: `weak-${++n}@agrim.test`, password: 'password123', role: 'User' },
    });
    expectError(common, 400, 'VALIDATION_FAILED');
    expect(common.json().message).toMatch(/पासवर्ड/);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/create/user',
      headers: bearer(tokens.Admin),
      payload: { email: `short-${++n}@agrim.test`, password: 'Tz8#qLw2', role: 'Expert' },
    });
    expectError(short, 400, 'VALIDATION_FAILED');
  });
});

describe('least privilege (issue 18)', () => {
  it('the staff list is for Admin and superAdmin only: Expert 403, farmer 403', async () => {
    expectError(await t.app.inject({ url: '/api/get/user/registered', headers: bearer(tokens.Expert) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ url: '/api/get/user/registered', headers: bearer(tokens.user) }), 403, 'FORBIDDEN');
    const staff = await t.app.inject({ url: '/api/get/user/registered', headers: bearer(tokens.Admin) });
    expect(staff.json().data.map((u: User) => u.role)).not.toContain('user');
    const all = await listAll(tokens.Admin);
    expect(all.json().data.map((u: User) => u.email)).toContain(EMAILS.user);
  });

  it('GET /api/farms: an Expert sees no member emails; a farmer only their own; an Admin all with ids', async () => {
    const kit = sensorKit(t, tokens.Admin);
    const other = await account('User', 'neighbour');
    const device = await kit.farmWithDevice(`Shared farm ${n}`, EMAILS.user);
    await kit.addMember(device.farmId, other.email!);
    type Farm = { id: string; memberEmails: string[]; members?: Array<{ id: string; email: string }> };
    const farmOf = async (token: string) =>
      ((await kit.get(token, '/api/farms')).json().data as Farm[]).find((f) => f.id === device.farmId)!;

    const asExpert = await kit.get(tokens.Expert, '/api/farms');
    expect(asExpert.statusCode).toBe(200);
    expect(asExpert.body).not.toContain('@');
    expect((await farmOf(tokens.Expert)).members).toBeUndefined();
    expect((await farmOf(tokens.user)).memberEmails).toEqual([EMAILS.user]);
    expect((await farmOf(tokens.user)).members).toBeUndefined();
    const asAdmin = await farmOf(tokens.Admin);
    expect(asAdmin.memberEmails.sort()).toEqual([EMAILS.user, other.email].sort());
    expect(asAdmin.members!.map((m) => m.id).sort()).toEqual([ids.user, other.id].sort());
  });
});
