import type { Role } from '@agrim/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { auditSince, lastAuditId } from '../../test/audit.testkit.js';
import { expectError } from '../../test/expectError.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { devices } from '../db/schema/index.js';
import { KEY_ROTATION_SETTLE_SECONDS } from './devices.service.js';

/** Issue 18: removing farm members, revoking and rotating device keys. */
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let farmerId: string;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  farmerId = (await t.app.inject({ url: '/api/v1/get/user', headers: bearer(tokens.user) })).json().data[0].id;
}, 60_000);
afterAll(() => t.close());

let n = 0;
const post = (token: string | null, url: string) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
const removeMember = (token: string | null, farmId: string, userId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/farms/${farmId}/members/${userId}`, headers: token ? bearer(token) : {} });
const revoke = (token: string | null, d: Registered) => post(token, `/api/farms/${d.farmId}/devices/${d.id}/key/revoke`);
const rotate = (token: string | null, d: Registered) => post(token, `/api/farms/${d.farmId}/devices/${d.id}/key/rotate`);
/** Moves the device's last rotation back past the settle window, as if the Admin had waited. */
const settle = (d: Registered) =>
  t.database.db
    .update(devices)
    .set({ keyRotatedAt: sql`now() - interval '1 minute'` })
    .where(eq(devices.id, d.id));

describe('DELETE /api/farms/:farmId/members/:userId', () => {
  it('the removed farmer stops reading the farm’s devices at once (404); adding and removing are audited', async () => {
    const since = await lastAuditId(t, tokens.superAdmin);
    const device = await kit.farmWithDevice(`Member farm ${++n}`, EMAILS.user);
    await kit.sendOk(device, [reading(minutesAgo(3))]);
    // Read (and cached) before the removal.
    expect((await kit.get(tokens.user, '/agri/latest/data', { deviceId: device.id })).statusCode).toBe(200);
    expect((await kit.get(tokens.user, '/api/devices')).json().data.map((d: { id: string }) => d.id)).toContain(device.id);

    const res = await removeMember(tokens.Admin, device.farmId, farmerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: device.farmId, memberEmails: [], members: [] });

    expectError(await kit.get(tokens.user, '/agri/latest/data', { deviceId: device.id }), 404, 'NOT_FOUND');
    expect((await kit.get(tokens.user, '/api/devices')).json().data.map((d: { id: string }) => d.id)).not.toContain(device.id);
    expect((await kit.get(tokens.user, '/api/farms')).json().data.map((f: { id: string }) => f.id)).not.toContain(device.farmId);
    // Not a member any more: 404.
    expectError(await removeMember(tokens.superAdmin, device.farmId, farmerId), 404, 'NOT_FOUND');

    const entries = (await auditSince(t, tokens.superAdmin, since)).filter((e) => e.action.startsWith('farm.'));
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetType, e.targetId, e.details])).toEqual([
      ['farm.member_added', EMAILS.Admin, 'farm', device.farmId, { farm: `Member farm ${n}`, userId: farmerId, email: EMAILS.user }],
      ['farm.member_removed', EMAILS.Admin, 'farm', device.farmId, { farm: `Member farm ${n}`, userId: farmerId, email: EMAILS.user }],
    ]);
  });

  it('who may call: Admin and superAdmin; farmers and Experts 403, anonymous 401; unknown farm 404', async () => {
    const device = await kit.farmWithDevice(`Guarded farm ${++n}`, EMAILS.user);
    for (const role of ['user', 'Expert'] as const)
      expectError(await removeMember(tokens[role], device.farmId, farmerId), 403, 'FORBIDDEN');
    expectError(await removeMember(null, device.farmId, farmerId), 401, 'UNAUTHENTICATED');
    expectError(await removeMember(tokens.Admin, crypto.randomUUID(), farmerId), 404, 'NOT_FOUND');
    expect((await removeMember(tokens.superAdmin, device.farmId, farmerId)).statusCode).toBe(200);
  });
});

describe('device keys', () => {
  it('a revoked key is refused at once (401, says so); rotating gives a new key once, the old one is refused', async () => {
    const since = await lastAuditId(t, tokens.superAdmin);
    const device = await kit.farmWithDevice(`Key farm ${++n}`);
    await kit.sendOk(device, [reading(minutesAgo(9))]);

    const revoked = await revoke(tokens.Admin, device);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: device.id, keyRevoked: true });
    expect(revoked.body).not.toContain(device.key);
    const refused = expectError(await kit.send(device.id, device.key, [reading(minutesAgo(8))]), 401, 'UNAUTHENTICATED');
    expect(refused).toMatch(/revoked/);
    // The revocation shows on the Admin's device list, not on a farmer's.
    const listed = (await kit.get(tokens.Admin, '/api/devices')).json().data.find((d: { id: string }) => d.id === device.id);
    expect(listed.keyRevoked).toBe(true);

    const rotated = await rotate(tokens.superAdmin, device);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const key = rotated.json().deviceKey as string;
    expect(key).toMatch(/^agk_/);
    expect(key).not.toBe(device.key);
    expect(rotated.json().data).toMatchObject({ id: device.id, keyRevoked: false });
    expectError(await kit.send(device.id, device.key, [reading(minutesAgo(7))]), 401, 'UNAUTHENTICATED');
    await kit.sendOk({ ...device, key }, [reading(minutesAgo(7))]);

    // Rotating a working key: the key that worked a moment ago stops at once.
    await kit.sendOk({ ...device, key }, [reading(minutesAgo(6))]);
    await settle(device);
    const again = (await rotate(tokens.Admin, device)).json().deviceKey as string;
    expectError(await kit.send(device.id, key, [reading(minutesAgo(5))]), 401, 'UNAUTHENTICATED');
    await kit.sendOk({ ...device, key: again }, [reading(minutesAgo(5))]);

    const entries = (await auditSince(t, tokens.superAdmin, since)).filter((e) => e.action.startsWith('device.'));
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetType, e.targetId])).toEqual([
      ['device.key_revoked', EMAILS.Admin, 'device', device.id],
      ['device.key_rotated', EMAILS.superAdmin, 'device', device.id],
      ['device.key_rotated', EMAILS.Admin, 'device', device.id],
    ]);
    for (const e of entries) expect(JSON.stringify(e)).not.toMatch(/agk_/);
  });

  it('two rotations at once: exactly one key is issued (and works); the other is 409 in English or Hindi with no key (issue 38)', async () => {
    const device = await kit.farmWithDevice(`Key race farm ${++n}`);
    let minute = 30;
    for (let round = 0; round < 3; round++) {
      const since = await lastAuditId(t, tokens.superAdmin);
      const answers = await Promise.all([
        rotate(tokens.superAdmin, device),
        t.app.inject({
          method: 'POST',
          url: `/api/farms/${device.farmId}/devices/${device.id}/key/rotate`,
          headers: { ...bearer(tokens.Admin), 'accept-language': 'hi' },
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const won = answers.find((a) => a.statusCode === 200)!;
      const lost = answers.find((a) => a.statusCode === 409)!;
      const message = expectError(lost, 409, 'CONFLICT');
      expect(message).toMatch(lost === answers[1] ? /अभी-अभी बदली/ : /changed moments ago/);
      expect(lost.headers['retry-after']).toBe(String(KEY_ROTATION_SETTLE_SECONDS));
      expect(lost.body).not.toMatch(/agk_/);
      await kit.sendOk({ ...device, key: won.json().deviceKey as string }, [reading(minutesAgo(minute--))]);
      const entries = (await auditSince(t, tokens.superAdmin, since)).filter((e) => e.action === 'device.key_rotated');
      expect(entries).toHaveLength(1);
      await settle(device);
    }
  });

  it('the device must be on the farm named (404); farmers and Experts 403; anonymous 401', async () => {
    const device = await kit.farmWithDevice(`Key guard farm ${++n}`, EMAILS.user);
    const other = await kit.farmWithDevice(`Key guard other ${n}`);
    expectError(await revoke(tokens.Admin, { ...device, farmId: other.farmId }), 404, 'NOT_FOUND');
    expectError(await rotate(tokens.Admin, { ...device, farmId: other.farmId }), 404, 'NOT_FOUND');
    for (const role of ['user', 'Expert'] as const) {
      expectError(await revoke(tokens[role], device), 403, 'FORBIDDEN');
      expectError(await rotate(tokens[role], device), 403, 'FORBIDDEN');
    }
    expectError(await revoke(null, device), 401, 'UNAUTHENTICATED');
    // Nothing happened: the key still works.
    await kit.sendOk(device, [reading(minutesAgo(2))]);
    // A farmer's device list carries no key state.
    const mine = (await kit.get(tokens.user, '/api/devices')).json().data.find((d: { id: string }) => d.id === device.id);
    expect(mine).not.toHaveProperty('keyRevoked');
  });

  it('authenticate caches a key briefly, and a key change on this replica drops the cache', async () => {
    const device = await kit.farmWithDevice(`Cache farm ${++n}`);
    const devices = t.app.services.devices;
    const now = Date.now();
    expect((await devices.authenticate(device.id, device.key, now)).id).toBe(device.id);
    expect((await devices.authenticate(device.id, device.key, now + 1000)).id).toBe(device.id);
    const caller = await t.app.services.tokens.verify(tokens.Admin);
    await devices.revokeKey(caller, device.farmId, device.id);
    await expect(devices.authenticate(device.id, device.key, now + 1000)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("authenticateMany (an MQTT batch's keys) answers as authenticate does, pair by pair, cached or not", async () => {
    const a = await kit.farmWithDevice(`Many farm ${++n}`);
    const b = await kit.registerDevice(a.farmId, 'second probe');
    const revoked = await kit.registerDevice(a.farmId, 'revoked probe');
    const devices = t.app.services.devices;
    const caller = await t.app.services.tokens.verify(tokens.Admin);
    await devices.revokeKey(caller, a.farmId, revoked.id);
    const pairs = [
      { deviceId: a.id, key: a.key },
      { deviceId: b.id, key: b.key },
      { deviceId: a.id, key: b.key },
      { deviceId: a.id, key: undefined },
      { deviceId: a.id, key: 'agk_unknown' },
      { deviceId: revoked.id, key: revoked.key },
      { deviceId: b.id, key: b.key },
    ];
    const one = (p: (typeof pairs)[number]) =>
      devices.authenticate(p.deviceId, p.key).then(
        () => null,
        (err: Error) => err.message,
      );
    const expected = await Promise.all(pairs.map(one));
    expect(expected).toEqual([
      null,
      null,
      expect.stringMatching(/another device/),
      expect.stringMatching(/device key/),
      expect.stringMatching(/Unknown/),
      expect.stringMatching(/revoked/),
      null,
    ]);
    // Not cached (a minute on), then cached.
    const later = Date.now() + 60_000;
    expect(await devices.authenticateMany(pairs, later)).toEqual(expected);
    expect(await devices.authenticateMany(pairs, later + 1000)).toEqual(expected);
    expect(await devices.authenticateMany([])).toEqual([]);
  });
});
