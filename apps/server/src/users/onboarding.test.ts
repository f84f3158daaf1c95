import type { Farmer } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSince, lastAuditId } from '../../test/audit.testkit.js';
import { expectError } from '../../test/expectError.js';
import { bearer, startSeededApp } from '../../test/harness.js';
import { reading, sensorKit } from '../../test/sensors.testkit.js';

// Issue 22: a farmer is registered onto a farm (existing or new) with an optional device, in one step.
let t: Awaited<ReturnType<typeof startSeededApp>>;
let kit: ReturnType<typeof sensorKit>;
beforeAll(async () => {
  t = await startSeededApp();
  kit = sensorKit(t, t.tokens.Admin);
});
afterAll(() => t.close());

const PASSWORD = 'a-long-farmer-password';
let n = 0;
const fresh = (tag: string) => `${tag}-${++n}@agrim.test`;
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/create/user', headers: { ...bearer(t.tokens.Admin), ...headers }, payload });
const farmers = (query = '', token = t.tokens.Admin) => t.app.inject({ url: `/api/users/farmers${query}`, headers: bearer(token) });
const farmNamed = async (name: string) => {
  const res = await t.app.inject({ url: '/api/farms', headers: bearer(t.tokens.superAdmin) });
  return (res.json().data as Array<{ id: string; name: string; memberEmails: string[] }>).filter((f) => f.name === name);
};

describe('POST /api/create/user with a farm and a device (issue 22)', () => {
  it('makes the account, a new farm, the membership and a device whose key delivers readings, each audited', async () => {
    const since = await lastAuditId(t, t.tokens.superAdmin);
    const email = fresh('onboard');
    const res = await register({
      email,
      password: PASSWORD,
      display_name: 'Ramesh Patil',
      role: 'User',
      farm: { name: 'Patil wadi', district: 'Indore', state: 'Madhya Pradesh' },
      device: { name: 'Patil probe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      data: { email, role: 'user' },
      farm: { name: 'Patil wadi', district: 'Indore', state: 'Madhya Pradesh', memberEmails: [email] },
      device: { name: 'Patil probe', farmName: 'Patil wadi', online: false },
    });
    expect(body.device.farmId).toBe(body.farm.id);
    expect(body.deviceKey).toMatch(/^agk_/);
    expect(body.message).toContain('Patil wadi');

    // The key works at once, and the farmer reads the device.
    expect((await kit.sendOk({ id: body.device.id, key: body.deviceKey, farmId: body.farm.id }, [reading(new Date())])).accepted).toBe(1);
    const login = await t.login(email, PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    const devices = await t.app.inject({ url: '/api/devices', headers: bearer(token) });
    expect(devices.json().data.map((d: { id: string }) => d.id)).toEqual([body.device.id]);

    const entries = await auditSince(t, t.tokens.superAdmin, since);
    expect(entries.map((e) => e.action)).toEqual(['account.created', 'farm.created', 'farm.member_added', 'device.registered']);
    expect(entries.every((e) => e.actorEmail === 'admin@agrim.test' || e.actorRole === 'Admin')).toBe(true);
    expect(entries[3]).toMatchObject({ targetType: 'device', targetId: body.device.id, details: { farm: 'Patil wadi', for: email } });
    expect(JSON.stringify(entries)).not.toContain(body.deviceKey);
  });

  it('adds the farmer to an existing farm (no device: no key)', async () => {
    const farmId = await kit.createFarm('Existing orchard');
    const email = fresh('existing');
    const res = await register({ email, password: PASSWORD, role: 'User', farm: { id: farmId } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().farm).toMatchObject({ id: farmId, name: 'Existing orchard' });
    expect(res.json()).not.toHaveProperty('deviceKey');
    expect((await farmNamed('Existing orchard'))[0]!.memberEmails).toContain(email);
  });

  it('is all or nothing: a taken email leaves no new farm; an unknown farm leaves no account', async () => {
    const email = fresh('taken');
    expect((await register({ email, password: PASSWORD, role: 'User' })).statusCode).toBe(201);
    const again = await register({
      email,
      password: PASSWORD,
      role: 'User',
      farm: { name: 'Never made' },
      device: { name: 'Never probe' },
    });
    expectError(again, 409, 'CONFLICT');
    expect(await farmNamed('Never made')).toEqual([]);

    const lost = fresh('lost');
    const res = await register(
      { email: lost, password: PASSWORD, role: 'User', farm: { id: '00000000-0000-4000-8000-000000000000' }, device: { name: 'x' } },
      { 'accept-language': 'hi' },
    );
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json().message).toMatch(/खेत/);
    expect((await t.login(lost, PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['a device without a farm', { role: 'User', device: { name: 'Probe' } }, /device needs a farm/],
    ['a farm for a staff role', { role: 'Expert', farm: { name: 'Staff farm' } }, /only a farmer/],
    ['a farm with an empty name', { role: 'User', farm: { name: '  ' } }, /farm/],
    ['a farm given both ways', { role: 'User', farm: { id: '00000000-0000-4000-8000-000000000000', name: 'Both' } }, /farm/],
  ])('answers 400 for %s, in English and in Hindi', async (_name, change, message) => {
    const email = fresh('bad');
    const res = await register({ email, password: PASSWORD, ...change });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().message).toMatch(message);
    expect((await t.login(email, PASSWORD)).statusCode).toBe(401);
  });

  it('answers the farm-for-staff refusal in Hindi when asked', async () => {
    const res = await register(
      { email: fresh('hi'), password: PASSWORD, role: 'Expert', farm: { name: 'x' } },
      { 'accept-language': 'hi' },
    );
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().message).toMatch(/किसान/);
  });

  it('still registers staff and farmers without a farm, as spec clients do', async () => {
    expect((await register({ email: fresh('staff'), password: PASSWORD, role: 'Expert' })).statusCode).toBe(201);
    const farmer = await register({ email: fresh('plain'), password: PASSWORD, role: 'User' });
    expect(farmer.statusCode, farmer.body).toBe(201);
    expect(farmer.json()).not.toHaveProperty('farm');
  });
});

describe('GET /api/users/farmers (issue 22)', () => {
  it('is for Admin and superAdmin only', async () => {
    expect((await farmers('', t.tokens.superAdmin)).statusCode).toBe(200);
    expectError(await farmers('', t.tokens.Expert), 403, 'FORBIDDEN');
    expectError(await farmers('', t.tokens.user), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ url: '/api/users/farmers' }), 401, 'UNAUTHENTICATED');
  });

  it('lists farmers only, with their farms, devices, last reading and last sign-in; searches and pages', async () => {
    const email = fresh('listed');
    const made = await register({
      email,
      password: PASSWORD,
      display_name: 'Kamala Listed',
      phone_number: '98111 22333',
      role: 'User',
      farm: { name: 'Listed farm' },
      device: { name: 'Listed probe' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const at = new Date(Date.now() - 60_000);
    await kit.sendOk({ id: made.json().device.id, key: made.json().deviceKey, farmId: made.json().farm.id }, [reading(at)]);
    await t.login(email, PASSWORD);

    const all = await farmers('?page_size=100');
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json().data as Farmer[];
    expect(list.every((f) => f.role === 'user')).toBe(true);
    expect(all.json().total).toBe(list.length);
    const mine = list.find((f) => f.email === email)!;
    expect(mine).toMatchObject({
      display_name: 'Kamala Listed',
      farms: [{ name: 'Listed farm' }],
      devices: [{ name: 'Listed probe', farmName: 'Listed farm' }],
    });
    expect(mine.last_reading_time).not.toBeNull();
    expect(mine.last_login_time).not.toBeNull();

    for (const search of ['kamala', email.toUpperCase(), '98111']) {
      const res = await farmers(`?search=${encodeURIComponent(search)}`);
      expect(
        res.json().data.map((f: Farmer) => f.email),
        search,
      ).toEqual([email]);
    }
    expect((await farmers('?search=%25')).json().data).toEqual([]);

    const first = (await farmers('?page_size=1&page=1')).json();
    const second = (await farmers('?page_size=1&page=2')).json();
    expect(first).toMatchObject({ page: 1, page_size: 1, total: list.length });
    expect(first.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expectError(await farmers('?page=0'), 400, 'VALIDATION_FAILED');
  });

  it('leaves out deleted farmers and keeps the staff list staff-only', async () => {
    const email = fresh('gone');
    const id = (await register({ email, password: PASSWORD, role: 'User', farm: { name: 'Gone farm' } })).json().data.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(t.tokens.Admin) })).statusCode).toBe(200);
    expect((await farmers(`?search=gone-`)).json().data).toEqual([]);
    const staff = await t.app.inject({ url: '/api/get/user/registered', headers: bearer(t.tokens.Admin) });
    expect(staff.json().data.some((u: { role: string }) => u.role === 'user')).toBe(false);
  });
});
