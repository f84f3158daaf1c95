import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema/index.js';
import type { CacheEvent } from '../sensors/bus.js';
import { bearer, PASSWORD, refreshCookie, startSeededApp } from '../../test/harness.js';
import { minutesAgo, reading, sensorKit } from '../../test/sensors.testkit.js';
import { sha256 } from './tokens.js';

/**
 * Issue 38 (fleet-wide revocation), one process: the changes that other replicas hear about
 * through the relayed bus still reach this process's own caches at once when there is no relay.
 * Each case reads first, so the old state is cached, and is refused on the very next request.
 */
let t: Awaited<ReturnType<typeof startSeededApp>>;
const events: CacheEvent[] = [];
beforeAll(async () => {
  t = await startSeededApp();
  t.app.services.bus.onInvalidate((event) => events.push(event));
}, 60_000);
afterAll(() => t.close());

const WEB_APP = { 'x-requested-with': 'agrim' };
const me = (token: string) => t.app.inject({ url: '/api/v1/get/user', headers: bearer(token) });

let n = 0;
async function signedInStaff() {
  const email = `revoked-${++n}@agrim.test`;
  const user = await t.app.services.users.create(null, {
    email,
    password: PASSWORD,
    role: 'Admin',
    display_name: `Staff ${n}`,
    phone_number: undefined,
  });
  const res = await t.login(email);
  expect(res.statusCode, res.body).toBe(200);
  const session = { id: user.id, token: res.json().token as string, cookie: refreshCookie(res)! };
  // Cached from here on: without the invalidation the next request would be let through.
  expect((await me(session.token)).statusCode).toBe(200);
  events.length = 0;
  return session;
}

/** The next request of the session is refused, and the bus carried the account's id, nothing more. */
async function expectEndedAtOnce(session: { id: string; token: string }) {
  const next = await me(session.token);
  expect(next.statusCode, next.body).toBe(401);
  expect(next.json().code).toBe('SESSION_ENDED');
  expect(events).toContainEqual({ cache: 'sessions-ended', userId: session.id });
}

describe('revocation on a single process (no relay)', () => {
  it('runs without a relay', () => {
    expect(t.app.services.cluster.clustered).toBe(false);
    expect(t.app.services.cluster.relay).toBeNull();
  });

  it('a demotion refuses the next request', async () => {
    const staff = await signedInStaff();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${staff.id}/role`,
      headers: bearer(t.tokens.superAdmin),
      payload: { role: 'Expert' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEndedAtOnce(staff);
  });

  it('disabling refuses the next request', async () => {
    const staff = await signedInStaff();
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${staff.id}/disable`, headers: bearer(t.tokens.superAdmin) });
    expect(res.statusCode, res.body).toBe(200);
    await expectEndedAtOnce(staff);
  });

  it('signing out refuses the next request of that session', async () => {
    const staff = await signedInStaff();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: WEB_APP, cookies: { agrim_refresh: staff.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    await expectEndedAtOnce(staff);
  });

  it('a replayed refresh token refuses the next request of its session', async () => {
    const staff = await signedInStaff();
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: WEB_APP,
      cookies: { agrim_refresh: staff.cookie },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    // Rotated long ago: presenting it again is a replay, not a second tab. (A fake clock would also expire the cached copy.)
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, sha256(staff.cookie)));
    expect((await me(staff.token)).statusCode).toBe(200);
    events.length = 0;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: WEB_APP,
      cookies: { agrim_refresh: staff.cookie },
    });
    expect(replay.statusCode, replay.body).toBe(401);
    await expectEndedAtOnce(staff);
  });

  it('a key rotation refuses the old key on the next reading', async () => {
    const kit = sensorKit(t, t.tokens.Admin);
    const device = await kit.farmWithDevice('Rotation farm');
    await kit.sendOk(device, [reading(minutesAgo(2))]);
    events.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${device.farmId}/devices/${device.id}/key/rotate`,
      headers: bearer(t.tokens.Admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(events).toEqual([{ cache: 'device-keys' }]);
    expect((await kit.send(device.id, device.key, [reading(minutesAgo(1))])).statusCode).toBe(401);
    expect((await kit.send(device.id, res.json().deviceKey as string, [reading(minutesAgo(1))])).statusCode).toBe(200);
  });
});
