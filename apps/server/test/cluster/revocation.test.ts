/**
 * Fleet-wide revocation (issue 38): two replica processes on one PostgreSQL. A change made through
 * replica A (a demotion, disabling, a sign-out, a device-key rotation) is refused on replica B's
 * very next requests, within a second, although B had just cached the old state: the change
 * reached B over the relayed bus (LISTEN/NOTIFY), not by B's copy expiring (2 s for sessions, 5 s
 * for device keys), which each case checks by timing the refusal against when B made its copy.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATE_TTL_MS } from '../../src/auth/sessionState.js';
import { DEVICE_KEY_TTL_MS } from '../../src/sensors/devices.service.js';
import { adminToken, call, reading, sendReadings } from '../faults/api.js';
import { freshDatabaseUrl, ServerProcess, sleep } from '../faults/serverProcess.js';
import { startFileStore } from './fileStore.js';

const skip =
  process.env.AGRIM_TEST_DB !== 'postgres' ? 'replicas share one PostgreSQL database (server:postgres project, TEST_DATABASE_URL)' : null;
/** A staff password the policy accepts. */
const STAFF_PASSWORD = 'Tamarind-kite-harvest-2931';

/**
 * Polls `probe` (one request to B) until it answers 401. `since`: when A answered the change;
 * `copiedAt`: before B could have cached the old state, so the copy was good until `copiedAt + ttl`.
 */
async function refusal(probe: () => Promise<number>, since: number, copiedAt: number, ttl: number) {
  let accepted = 0;
  for (;;) {
    const status = await probe();
    const at = Date.now();
    if (status === 401) return { afterChangeMs: at - since, beforeCopyExpiredMs: copiedAt + ttl - at, accepted };
    expect(status).toBe(200);
    accepted++;
    if (at - since > 2 * ttl) throw new Error(`still accepted ${at - since} ms after the change (${accepted} requests)`);
    await sleep(20);
  }
}

describe.skipIf(skip)(`fleet-wide revocation across two replicas${skip ? `: skipped, ${skip}` : ''}`, () => {
  let files: Awaited<ReturnType<typeof startFileStore>> | undefined;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  const replicas: ServerProcess[] = [];
  let a = '';
  let b = '';
  let superAdmin = '';

  beforeAll(async () => {
    files = await startFileStore();
    db = await freshDatabaseUrl();
    for (const id of ['api-a', 'api-b']) {
      const replica = await ServerProcess.create({
        databaseUrl: db.url,
        env: {
          REPLICAS: '2',
          REPLICA_ID: id,
          ...files.env,
        },
      });
      replicas.push(replica);
      // One after another: the first applies the migrations.
      await replica.start();
    }
    [a, b] = replicas.map((r) => r.base) as [string, string];
    superAdmin = await adminToken(a);
  }, 240_000);

  afterAll(async () => {
    for (const r of replicas) await r.destroy();
    await db?.drop();
    await files?.close();
  });

  let n = 0;
  /** A new Admin account signed in on B, its state cached there by one request; `copiedAt` precedes both. */
  async function staffOnB() {
    const email = `fleet-${++n}@agrim.test`;
    const created = await call(a, 'POST', '/api/create/user', {
      token: superAdmin,
      body: { email, password: STAFF_PASSWORD, role: 'Admin', display_name: `Fleet ${n}` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const copiedAt = Date.now();
    const login = await fetch(`${b}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { token: string }).token;
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!
      .split(';')[0]!;
    const probe = async () => (await call(b, 'GET', '/api/v1/get/user', { token })).status;
    expect(await probe()).toBe(200);
    return { id: created.body.data.id as string, cookie, probe, copiedAt };
  }

  it.each([
    ['a demotion', (id: string) => call(a, 'PATCH', `/api/users/${id}/role`, { token: superAdmin, body: { role: 'Expert' } })],
    ['disabling', (id: string) => call(a, 'POST', `/api/users/${id}/disable`, { token: superAdmin })],
    [
      'a sign-out',
      (_id: string, cookie: string) => call(a, 'POST', '/api/auth/logout', { headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE } }),
    ],
  ])('%s on A refuses the session on B within a second, before B’s copy expires', async (_what, change) => {
    const staff = await staffOnB();
    const answer = await change(staff.id, staff.cookie);
    const changedAt = Date.now();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const seen = await refusal(staff.probe, changedAt, staff.copiedAt, ACCOUNT_STATE_TTL_MS);
    expect(seen.afterChangeMs, JSON.stringify(seen)).toBeLessThan(1_000);
    expect(seen.beforeCopyExpiredMs, JSON.stringify(seen)).toBeGreaterThan(0);
  });

  it('a device-key rotation on A refuses the old key on B within a second, before B’s copy expires', async () => {
    const farm = await call(a, 'POST', '/api/farms', { token: superAdmin, body: { name: 'Fleet farm' } });
    expect(farm.status).toBe(201);
    const farmId = farm.body.data.id as string;
    const registered = await call(a, 'POST', `/api/farms/${farmId}/devices`, { token: superAdmin, body: { name: 'probe' } });
    expect(registered.status).toBe(201);
    const device = { id: registered.body.data.id as string, key: registered.body.deviceKey as string };
    let seq = 0;
    const probe = async () => (await sendReadings(b, device, [reading(new Date(Date.now() - 60_000), ++seq)])).status;
    const copiedAt = Date.now();
    expect(await probe()).toBe(200);

    const rotated = await call(a, 'POST', `/api/farms/${farmId}/devices/${device.id}/key/rotate`, { token: superAdmin });
    const changedAt = Date.now();
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const seen = await refusal(probe, changedAt, copiedAt, DEVICE_KEY_TTL_MS);
    expect(seen.afterChangeMs, JSON.stringify(seen)).toBeLessThan(1_000);
    expect(seen.beforeCopyExpiredMs, JSON.stringify(seen)).toBeGreaterThan(0);
    // The new key works on B.
    expect((await sendReadings(b, { id: device.id, key: rotated.body.deviceKey as string }, [reading(new Date(), ++seq)])).status).toBe(
      200,
    );
  });
});
