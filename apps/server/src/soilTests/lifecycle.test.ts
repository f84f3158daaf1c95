import { DEVICE_ERROR_MESSAGE, DEVICE_OFFLINE_MESSAGE, type Role, TEST_COMPLETED_REMARK } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp, startTestApp } from '../../test/harness.js';
import { farmWithDevice, steps } from '../../test/soilTests.testkit.js';

const DURATION = 60_000;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let farm: Awaited<ReturnType<typeof farmWithDevice>>;
let other: string;

beforeAll(async () => {
  t = await startSeededApp({ SOIL_TEST_DURATION_MS: String(DURATION) });
  tokens = t.tokens;
  await t.app.services.users.create(null, {
    email: 'neighbour@agrim.test',
    password: PASSWORD,
    role: 'User',
    display_name: 'Neighbour',
    phone_number: undefined,
  });
  other = (await t.login('neighbour@agrim.test')).json().token;
  farm = await farmWithDevice(t, tokens.Admin, 'Test farm', [EMAILS.user, 'neighbour@agrim.test']);
  await farm.deliver(new Date());
});
afterAll(() => t.close());

const error = (res: { statusCode: number; json: () => { status: string; code: string; message: string } }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().status).toBe('error');
  return res.json().message;
};

/** Runs a test to 'running' and answers its id. */
async function running(token = tokens.user, deviceId?: string) {
  const s = steps(t, token);
  const started = await s.start({ soil_type: 'Black', ...(deviceId ? { deviceId } : {}) });
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json().test_id as number;
  await s.probe(id);
  expect((await s.confirm(id)).statusCode).toBe(200);
  return id;
}

describe('the legal path, with the spec status words', () => {
  it('start → probe → confirm → the server records the results when the time is up', async () => {
    const s = steps(t, tokens.user);
    const started = await s.start();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'success', test_status: 'started' });
    const id = started.json().test_id as number;

    expect((await s.probe(id)).json()).toEqual({ status: 'updated', probe_placed: true, placement_validated: true });
    const confirmed = await s.confirm(id);
    expect(confirmed.json()).toMatchObject({ status: 'timer_started', test_status: 'running', duration_ms: DURATION });
    const startedAt = Date.parse(confirmed.json().timer_started_at);
    expect(Math.abs(startedAt - Date.now())).toBeLessThan(5_000);

    // Before the end the clock leaves it running; at the end it takes the device's latest reading.
    await farm.deliver(new Date(startedAt + 30_000), { nitrogen: 40 });
    await t.app.services.soilTests.tick(new Date(startedAt + 31_000));
    expect((await s.get(id)).json().data.test_status).toBe('running');
    await farm.deliver(new Date(startedAt + DURATION), { nitrogen: 44, ph: 6.4 });
    await t.app.services.soilTests.tick(new Date(startedAt + DURATION + 500));
    const done = (await s.get(id)).json().data;
    expect(done).toMatchObject({
      test_status: 'complete',
      n: 44,
      p: 17,
      k: 24,
      ph: 6.4,
      moisture_percent: 33,
      temperature_c: 26.5,
      electrical_conductivity: 410,
      remarks: TEST_COMPLETED_REMARK,
    });
    expect(done).toMatchObject({
      soil_type: 'Black',
      depth_cm: 15,
      latitude: 22.719568,
      longitude: 75.857727,
      probe_placed: true,
      placement_validated: true,
      test_confirmed: true,
    });
    expect(Date.parse(done.timer_completed_at)).toBe(startedAt + DURATION + 500);
    // A client sending its results at zero after the server's clock finished (spec 4): the same
    // 'completed', and the server's results stand.
    const late = await s.results(id);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ status: 'completed', test_status: 'complete' });
    expect((await s.get(id)).json().data).toMatchObject({ test_status: 'complete', n: 44, ph: 6.4, remarks: TEST_COMPLETED_REMARK });
  });

  it('start → abort with a reason', async () => {
    const s = steps(t, tokens.user);
    const id = (await s.start()).json().test_id;
    expect((await s.abort(id, 'Rain started')).json()).toEqual({ status: 'aborted' });
    expect((await s.get(id)).json().data).toMatchObject({ test_status: 'aborted', abort_reason: 'Rain started' });
  });

  it('a running test can be aborted too', async () => {
    const id = await running();
    expect((await steps(t, tokens.user).abort(id, 'Probe hit a stone')).statusCode).toBe(200);
  });
});

describe('illegal transitions are refused with a clear message', () => {
  it('soil type is required', async () => {
    expect(error(await steps(t, tokens.user).start({ depth_cm: 10 }), 400)).toBe('Soil Type is required.');
    expect(error(await steps(t, tokens.user).start({ soil_type: '   ' }), 400)).toBe('Soil Type is required.');
  });

  it('confirm before the probe is placed', async () => {
    const s = steps(t, tokens.user);
    const id = (await s.start()).json().test_id;
    expect(error(await s.confirm(id), 409)).toMatch(/Place the probe/);
    await s.abort(id);
  });

  it('a second start while a test is in progress, then probe after it runs, results before the end, confirm twice', async () => {
    const s = steps(t, tokens.user);
    const id = await running();
    expect(error(await s.start(), 409)).toMatch(new RegExp(`Soil test ${id} is still in progress`));
    expect(error(await s.probe(id), 409)).toMatch(/before the test runs/);
    expect(error(await s.results(id), 409)).toMatch(/still running/);
    expect(error(await s.confirm(id), 409)).toBe('The test is already running.');
    await s.abort(id);
  });

  it('results, confirm or abort after an abort', async () => {
    const s = steps(t, tokens.user);
    const id = (await s.start()).json().test_id;
    await s.probe(id);
    await s.abort(id);
    expect(error(await s.results(id), 409)).toMatch(/aborted/);
    expect(error(await s.confirm(id), 409)).toMatch(/aborted/);
    expect(error(await s.abort(id), 409)).toMatch(/aborted/);
  });

  it("another farmer's test is 404, like an unknown one; staff may read any", async () => {
    const id = await running();
    const theirs = steps(t, other);
    for (const res of [
      await theirs.get(id),
      await theirs.probe(id),
      await theirs.confirm(id),
      await theirs.abort(id),
      await theirs.results(id),
    ]) {
      expect(error(res, 404)).toBe('No such soil test.');
    }
    expect((await steps(t, tokens.Admin).get(id)).statusCode).toBe(200);
    expect((await theirs.get(999_999)).statusCode).toBe(404);
    expect((await steps(t, tokens.Expert).get(id)).statusCode).toBe(403);
    await steps(t, tokens.user).abort(id);
  });

  it('bad bodies are 400', async () => {
    const s = steps(t, tokens.user);
    expect((await s.start({ soil_type: 'Red', latitude: 123 })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/soil_test/abc/probe', headers: bearer(tokens.user), payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/soil_test/1/confirm',
          headers: bearer(tokens.user),
          payload: { test_confirmed: false },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('device checks while running (spec 4 step 5), and Retry', () => {
  // A device of its own, so readings other tests placed in the future do not count here.
  let probe: Awaited<ReturnType<typeof farmWithDevice>>;
  beforeAll(async () => {
    probe = await farmWithDevice(t, tokens.Admin, 'Check farm', [EMAILS.user]);
    await probe.deliver(new Date());
  });

  it('all-zero readings give the generic device error; Retry clears it and restarts the timer', async () => {
    const s = steps(t, tokens.user);
    const id = await running(tokens.user, probe.deviceId);
    const now = Date.now();
    await probe.deliver(new Date(now + 1000), {
      nitrogen: 0,
      phosphorus: 0,
      potassium: 0,
      temperature: 0,
      moisture: 0,
      conductivity: 0,
      ph: 0,
    });
    await t.app.services.soilTests.tick(new Date(now + 2000));
    expect((await s.get(id)).json().data).toMatchObject({ test_status: 'running', device_error: DEVICE_ERROR_MESSAGE });
    // Even past the end time a faulted test records no results.
    await t.app.services.soilTests.tick(new Date(now + DURATION + 5000));
    expect((await s.get(id)).json().data.test_status).toBe('running');

    await probe.deliver(new Date(now + 3000));
    const retried = await s.confirm(id);
    expect(retried.json().status).toBe('timer_started');
    expect(Date.parse(retried.json().timer_started_at)).toBeGreaterThanOrEqual(now - 1000);
    expect((await s.get(id)).json().data.device_error).toBeNull();
    await s.abort(id);
  });

  it('no reading for over 2 minutes is "Device is offline"', async () => {
    const s = steps(t, tokens.user);
    const id = await running(tokens.user, probe.deviceId);
    await t.app.services.soilTests.tick(new Date(Date.now() + 3 * 60_000 + 10_000));
    expect((await s.get(id)).json().data.device_error).toBe(DEVICE_OFFLINE_MESSAGE);
    await s.abort(id);
  });

  it('a test on a device with no readings at all is offline at once', async () => {
    const empty = await farmWithDevice(t, tokens.Admin, 'Silent farm', ['neighbour@agrim.test']);
    const s = steps(t, other);
    const id = (await s.start({ soil_type: 'Red', deviceId: empty.deviceId })).json().test_id;
    await s.probe(id);
    await s.confirm(id);
    await t.app.services.soilTests.tick();
    expect((await s.get(id)).json().data.device_error).toBe(DEVICE_OFFLINE_MESSAGE);
    await s.abort(id);
  });
});

describe('listing', () => {
  it('a farmer lists only their own tests, newest first, filtered by status and dates, paged with X-Total-Count', async () => {
    const mine = await steps(t, tokens.user).list('?status=aborted&page=1&page_size=2');
    expect(mine.statusCode).toBe(200);
    const total = Number(mine.headers['x-total-count']);
    expect(total).toBeGreaterThan(2);
    expect(mine.json()).toHaveLength(2);
    expect(mine.json().every((r: { test_status: string; user_id: string }) => r.test_status === 'aborted')).toBe(true);
    const ids = mine.json().map((r: { id: number }) => r.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const page2 = await steps(t, tokens.user).list('?status=aborted&page=2&page_size=2');
    expect(page2.json()[0].id).toBeLessThan(ids[1]);
    const theirs = await steps(t, other).list();
    expect(theirs.json().every((r: { user_id: string }) => r.user_id !== mine.json()[0].user_id)).toBe(true);
    expect((await steps(t, tokens.user).list('?from_date=2020-01-01&to_date=2020-01-31')).json()).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(Number((await steps(t, tokens.user).list(`?from_date=${today}&to_date=${today}`)).headers['x-total-count'])).toBeGreaterThan(0);
    expect((await steps(t, tokens.user).list('?status=bogus')).statusCode).toBe(400);
  });

  it('staff list everyone’s tests, or one account’s', async () => {
    const all = Number((await steps(t, tokens.Admin).list()).headers['x-total-count']);
    const mine = Number((await steps(t, tokens.user).list()).headers['x-total-count']);
    expect(all).toBeGreaterThan(mine);
    const userId = (await steps(t, tokens.user).list()).json()[0].user_id;
    expect(Number((await steps(t, tokens.Admin).list(`?user_id=${userId}`)).headers['x-total-count'])).toBe(mine);
  });
});

describe('the timed run belongs to the server', () => {
  it('a test confirmed before a restart completes on time after it', async () => {
    const first = await startSeededApp({ SOIL_TEST_DURATION_MS: String(DURATION) });
    const f = await farmWithDevice(first, first.tokens.Admin, 'Restart farm', [EMAILS.user]);
    await f.deliver(new Date());
    const s1 = steps(first, first.tokens.user);
    const id = (await s1.start()).json().test_id;
    await s1.probe(id);
    const startedAt = Date.parse((await s1.confirm(id)).json().timer_started_at);
    await first.close(true);

    const second = await startTestApp({ SOIL_TEST_DURATION_MS: '5000' }, { database: first.database, dataDir: first.dataDir });
    try {
      // The duration the test was confirmed with holds, not the restarted server's setting.
      await f.deliver(new Date(startedAt + DURATION - 1000));
      await second.app.services.soilTests.tick(new Date(startedAt + DURATION - 500));
      const token = (await second.login(EMAILS.user)).json().token;
      expect((await steps(second, token).get(id)).json().data.test_status).toBe('running');
      await second.app.services.soilTests.tick(new Date(startedAt + DURATION + 200));
      const done = (await steps(second, token).get(id)).json().data;
      expect(done).toMatchObject({ test_status: 'complete', remarks: TEST_COMPLETED_REMARK, n: 31 });
    } finally {
      await second.close();
    }
  });
});
