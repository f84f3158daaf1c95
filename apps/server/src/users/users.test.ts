import { ROLES, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', ...ROLES];
const auth = (caller: Caller) => (caller === 'anonymous' ? {} : bearer(tokens[caller]));

const getMe = (caller: Caller) => t.app.inject({ method: 'GET', url: '/api/v1/get/user', headers: auth(caller) });
const listStaff = (caller: Caller) => t.app.inject({ method: 'GET', url: '/api/get/user/registered', headers: auth(caller) });
const createUser = (caller: Caller, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/create/user', headers: auth(caller), payload });

let counter = 0;
const freshEmail = (tag: string) => `${tag.toLowerCase()}-${++counter}@agrim.test`;
const validBody = (tag = 'new') => ({ email: freshEmail(tag), password: 'a-long-password', display_name: 'New Person', role: 'Expert' });

const STAFF_FIELDS = [
  'disabled',
  'photo_url',
  'display_name',
  'email',
  'creation_time',
  'last_login_time',
  'last_refresh_time',
  'email_verified',
  'role',
];

describe('access per role', () => {
  const expected: Record<string, Record<Caller, number>> = {
    'GET /api/v1/get/user': { anonymous: 401, user: 200, Expert: 200, Admin: 200, superAdmin: 200 },
    'POST /api/create/user': { anonymous: 401, user: 403, Expert: 403, Admin: 201, superAdmin: 201 },
    // Issue 18, least privilege: the staff list is for Admin and superAdmin only.
    'GET /api/get/user/registered': { anonymous: 401, user: 403, Expert: 403, Admin: 200, superAdmin: 200 },
  };
  const cases = Object.entries(expected).flatMap(([route, byCaller]) =>
    CALLERS.map((caller) => [route, caller, byCaller[caller]] as const),
  );

  it.each(cases)('%s as %s -> %i', async (route, caller, status) => {
    const res =
      route === 'GET /api/v1/get/user'
        ? await getMe(caller)
        : route === 'GET /api/get/user/registered'
          ? await listStaff(caller)
          : await createUser(caller, validBody(`matrix-${caller}`));
    if (status === 401) expectError(res, 401, 'UNAUTHENTICATED');
    else if (status === 403) expectError(res, 403, 'FORBIDDEN');
    else {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().status).toBe('success');
    }
  });

  it('a refused create leaves no account behind', async () => {
    const body = validBody('refused');
    expectError(await createUser('Expert', body), 403, 'FORBIDDEN');
    expectError(await createUser('anonymous', body), 401, 'UNAUTHENTICATED');
    expect((await t.login(body.email, body.password)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/get/user', () => {
  it.each(ROLES)("answers %s with the caller's own account as data[0] and no password hash", async (role) => {
    const res = await getMe(role);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ email: EMAILS[role], role });
    for (const field of STAFF_FIELDS) expect(body.data[0]).toHaveProperty(field);
    expect(res.body).not.toMatch(/password|argon2/i);
  });
});

describe('POST /api/create/user', () => {
  it('creates the account, prefixing the phone number with +91', async () => {
    const email = freshEmail('phone');
    const res = await createUser('Admin', {
      email,
      password: 'a-long-password',
      display_name: 'Asha',
      phone_number: '98765 43210',
      role: 'Expert',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', data: { email, display_name: 'Asha', phone_number: '+919876543210', role: 'Expert' } });
    expect(typeof body.message).toBe('string');
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('stores the email in lower case and defaults the role to user', async () => {
    const email = freshEmail('Mixed').toUpperCase();
    const res = await createUser('superAdmin', { email, password: 'a-long-password' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ email: email.toLowerCase(), role: 'user', phone_number: null });
  });

  it.each([
    ['an invalid phone number', { phone_number: '12345' }],
    ['letters in the phone number', { phone_number: '98765abcde' }],
    ['role superAdmin', { role: 'superAdmin' }],
    ['role Boss', { role: 'Boss' }],
    ['a 7-character password', { password: 'short12' }],
    ['no email', { email: undefined }],
    ['an email that is not one', { email: 'farmer' }],
    ['no password', { password: undefined }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, change) => {
    const body = { ...validBody('invalid'), ...change };
    const res = await createUser('Admin', body);
    expectError(res, 400, 'VALIDATION_FAILED');
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect((await t.login(body.email, String(body.password ?? 'x'))).statusCode).toBe(401);
    }
  });

  it('answers 409 CONFLICT for an existing email in any case', async () => {
    const email = freshEmail('dup');
    expect((await createUser('Admin', { ...validBody(), email })).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase(), `Dup${email.slice(3)}`]) {
      expectError(await createUser('superAdmin', { ...validBody(), email: again }), 409, 'CONFLICT');
    }
    expectError(await createUser('Admin', { ...validBody(), email: EMAILS.superAdmin.toUpperCase() }), 409, 'CONFLICT');
  });

  it.each([
    ['Expert', 'Expert'],
    ['Admin', 'Admin'],
    ['User', 'user'],
  ] as const)('an account created as %s signs in with role %s', async (assigned, role) => {
    const email = freshEmail(`signin-${assigned}`);
    expect((await createUser('Admin', { email, password: 'a-long-password', display_name: 'Fresh', role: assigned })).statusCode).toBe(201);
    const login = await t.login(email, 'a-long-password');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toEqual({ name: 'Fresh', email, role });
    const me = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(login.json().token) });
    expect(me.json().data[0]).toMatchObject({ email, role });
  });
});

describe('GET /api/get/user/registered', () => {
  it('lists only superAdmin, Admin and Expert accounts, each with the staff fields', async () => {
    const farmer = freshEmail('farmer');
    const expert = freshEmail('expert');
    expect((await createUser('Admin', { ...validBody(), email: farmer, role: 'User' })).statusCode).toBe(201);
    expect((await createUser('Admin', { ...validBody(), email: expert, role: 'Expert' })).statusCode).toBe(201);

    const res = await listStaff('Admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(typeof body.message).toBe('string');
    const rows: Array<Record<string, unknown>> = body.data;
    const emails = rows.map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining([EMAILS.superAdmin, EMAILS.Admin, EMAILS.Expert, expert]));
    expect(emails).not.toContain(EMAILS.user);
    expect(emails).not.toContain(farmer);
    for (const row of rows) {
      expect(['superAdmin', 'Admin', 'Expert']).toContain(row.role);
      for (const field of STAFF_FIELDS) expect(row).toHaveProperty(field);
      expect(typeof row.display_name).toBe('string');
      expect(typeof row.email_verified).toBe('boolean');
      expect(new Date(row.creation_time as string).toISOString()).toBe(row.creation_time);
    }
    expect(res.body).not.toMatch(/password|argon2/i);
  });
});
