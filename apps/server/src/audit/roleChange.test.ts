import type { Role, User } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { accountIds, auditSince, lastAuditId } from '../../test/audit.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let ids: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  ids = await accountIds(t, tokens);
});
afterAll(() => t.close());

const changeRole = (token: string | null, id: string, role: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/role`, headers: token ? bearer(token) : {}, payload: { role } });

async function account(email: string, role: 'Expert' | 'Admin' | 'User' = 'User'): Promise<User> {
  return t.app.services.users.create(null, { email, password: PASSWORD, role, display_name: email, phone_number: undefined });
}

describe('PATCH /api/users/:id/role', () => {
  it('Admin and superAdmin change another account among Expert, Admin and User; each change is one audit entry with from and to', async () => {
    const farmer = await account('promoted@agrim.test');
    const since = await lastAuditId(t, tokens.superAdmin);

    const toExpert = await changeRole(tokens.Admin, farmer.id, 'Expert');
    expect(toExpert.statusCode, toExpert.body).toBe(200);
    expect(toExpert.json()).toMatchObject({ status: 'success', data: { id: farmer.id, role: 'Expert' } });
    const toAdmin = await changeRole(tokens.superAdmin, farmer.id, 'Admin');
    expect(toAdmin.json().data.role).toBe('Admin');
    const toUser = await changeRole(tokens.superAdmin, farmer.id, 'User');
    expect(toUser.json().data.role).toBe('user');
    // The role it already has: nothing changes and nothing is recorded.
    const same = await changeRole(tokens.Admin, farmer.id, 'User');
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.role).toBe('user');

    const entries = await auditSince(t, tokens.superAdmin, since);
    expect(entries.map((e) => [e.action, e.actorEmail, e.actorRole, e.targetType, e.targetId, e.details])).toEqual([
      ['account.role_changed', EMAILS.Admin, 'Admin', 'user', farmer.id, { email: farmer.email, from: 'user', to: 'Expert' }],
      ['account.role_changed', EMAILS.superAdmin, 'superAdmin', 'user', farmer.id, { email: farmer.email, from: 'Expert', to: 'Admin' }],
      ['account.role_changed', EMAILS.superAdmin, 'superAdmin', 'user', farmer.id, { email: farmer.email, from: 'Admin', to: 'user' }],
    ]);
  });

  it('the new role is what the account gets at its next sign-in', async () => {
    const farmer = await account('next-login@agrim.test');
    expect((await changeRole(tokens.Admin, farmer.id, 'Admin')).statusCode).toBe(200);
    const login = await t.login(farmer.email!);
    expect(login.json().user.role).toBe('Admin');
    const staff = await t.app.inject({ url: '/api/get/user/registered', headers: bearer(login.json().token) });
    expect(staff.statusCode, staff.body).toBe(200);
  });

  it('nobody changes their own role, nor a superAdmin’s (403), and nothing is recorded', async () => {
    const since = await lastAuditId(t, tokens.superAdmin);
    expectError(await changeRole(tokens.Admin, ids.Admin, 'Expert'), 403, 'FORBIDDEN');
    expectError(await changeRole(tokens.superAdmin, ids.superAdmin, 'Admin'), 403, 'FORBIDDEN');
    expectError(await changeRole(tokens.Admin, ids.superAdmin, 'User'), 403, 'FORBIDDEN');
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(tokens.Admin) });
    expect(me.json().data[0].role).toBe('Admin');
    expect(await auditSince(t, tokens.superAdmin, since)).toEqual([]);
  });

  it('superAdmin is not an assignable role, and other values are refused (400)', async () => {
    for (const role of ['superAdmin', 'user', 'admin', '', 7, null]) {
      expectError(await changeRole(tokens.superAdmin, ids.Expert, role), 400, 'VALIDATION_FAILED');
    }
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${ids.Expert}/role`,
      headers: bearer(tokens.superAdmin),
      payload: {},
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('an unknown account is 404, whether or not the id is well formed', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '1%27%20or%201=1']) {
      expectError(await changeRole(tokens.Admin, id, 'Expert'), 404, 'NOT_FOUND');
    }
  });

  it('who may call: anonymous 401, user and Expert 403 (before the account is even looked up)', async () => {
    expectError(await changeRole(null, ids.user, 'Expert'), 401, 'UNAUTHENTICATED');
    for (const role of ['user', 'Expert'] as const) {
      expectError(await changeRole(tokens[role], ids.user, 'Admin'), 403, 'FORBIDDEN');
      expectError(await changeRole(tokens[role], crypto.randomUUID(), 'Admin'), 403, 'FORBIDDEN');
    }
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(tokens.user) });
    expect(me.json().data[0].role).toBe('user');
  });
});
