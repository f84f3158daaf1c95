import { kolkataDay, MAX_BATCH_READINGS, type Role, SENSOR_METRICS } from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { DAY, MINUTE, minutesAgo, parseCsv, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let deviceA: Registered;
let deviceB: Registered;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  deviceA = await kit.farmWithDevice('Ingest farm A');
  deviceB = await kit.farmWithDevice('Ingest farm B');
});
afterAll(() => t.close());

/** Every stored row of a device (the CSV export is exact and never downsampled). */
async function stored(deviceId: string): Promise<string[][]> {
  const res = await kit.get(tokens.Admin, '/agri/data.csv', {
    deviceId,
    startOffset: kolkataDay(new Date(Date.now() - 420 * DAY)),
    endOffset: kolkataDay(new Date(Date.now() + DAY)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return parseCsv(res.body).rows;
}

async function rejectedCount(deviceId: string): Promise<number> {
  const res = await kit.get(tokens.Admin, '/api/devices');
  expect(res.statusCode).toBe(200);
  const device = (res.json().data as Array<{ id: string; rejectedReadings: number }>).find((d) => d.id === deviceId);
  expect(device).toBeDefined();
  return device!.rejectedReadings;
}

describe('duplicates are stored once', () => {
  it('a second delivery of the same device and time is counted as a duplicate and keeps the first values', async () => {
    const device = await kit.farmWithDevice('Dup farm 1');
    const at = minutesAgo(30);
    const first = await kit.sendOk(device, [reading(at, { nitrogen: 11 }), reading(new Date(at.getTime() + MINUTE))]);
    expect(first).toEqual({ status: 'success', accepted: 2, duplicates: 0, rejected: [] });

    const again = await kit.sendOk(device, [reading(at, { nitrogen: 99 })]);
    expect(again).toEqual({ status: 'success', accepted: 0, duplicates: 1, rejected: [] });

    const rows = await stored(device.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]![0]).toBe(at.toISOString());
    expect(Number(rows[0]![1])).toBe(11);

    const data = await kit.get(tokens.Admin, '/agri/data', {
      deviceId: device.id,
      startOffset: kolkataDay(at),
      endOffset: kolkataDay(new Date()),
    });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().rawCount).toBe(2);
  });

  it('the same instant twice within one batch (also written as epoch ms and with another offset) is stored once', async () => {
    const device = await kit.farmWithDevice('Dup farm 2');
    const at = minutesAgo(45);
    const inIst = new Date(at.getTime() + 5.5 * 60 * MINUTE).toISOString().replace('Z', '+05:30');
    const res = await kit.sendOk(device, [reading(at), reading(at), reading(at.getTime()), reading(inIst), reading(minutesAgo(44))]);
    expect(res).toEqual({ status: 'success', accepted: 2, duplicates: 3, rejected: [] });
    const rows = await stored(device.id);
    expect(rows.map((r) => r[0])).toEqual([at.toISOString(), minutesAgo(44).toISOString()]);
  });

  it('a batch that only repeats stored readings is 200 with every reading a duplicate', async () => {
    const device = await kit.farmWithDevice('Dup farm 3');
    const batch = [0, 1, 2].map((i) => reading(minutesAgo(10 + i)));
    expect(await kit.sendOk(device, batch)).toMatchObject({ accepted: 3, duplicates: 0 });
    expect(await kit.sendOk(device, batch)).toEqual({ status: 'success', accepted: 0, duplicates: 3, rejected: [] });
    expect(await stored(device.id)).toHaveLength(3);
  });
});

describe('what is stored is what was sent (binary parameters on PostgreSQL, text on PGlite)', () => {
  it('keeps every value and millisecond exactly, whatever the offset the time was written with', async () => {
    const device = await kit.farmWithDevice('Exact farm');
    const base = minutesAgo(90);
    const odd = [
      { nitrogen: 0.1, phosphorus: 1e-7, potassium: 1999, temperature: -40, moisture: 100, conductivity: 19999.99, ph: 6.123456789 },
      { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 },
      { nitrogen: 1234.5678, phosphorus: 0.3, potassium: 2 / 3, temperature: 79.99, moisture: 33.333, conductivity: 1, ph: 14 },
    ];
    const times = [new Date(base.getTime() + 1), new Date(base.getTime() + 999), new Date(base.getTime() + 60_123)];
    const items = [
      reading(times[0]!, odd[0]),
      reading(new Date(times[1]!.getTime() + 5.5 * 3_600_000).toISOString().replace('Z', '+05:30'), odd[1]),
      reading(times[2]!.getTime(), odd[2]),
    ];
    expect(await kit.sendOk(device, items)).toEqual({ status: 'success', accepted: 3, duplicates: 0, rejected: [] });
    const rows = await t.database.db.execute(
      sql`select to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as ts, ${sql.raw(SENSOR_METRICS.join(', '))}
          from readings where device_id = ${device.id} order by ts`,
    );
    expect(rows.rows.map((r) => (r as { ts: string }).ts)).toEqual(times.map((d) => `${d.toISOString().slice(0, 23)}000`));
    rows.rows.forEach((r, i) => {
      for (const m of SENSOR_METRICS) expect(Number((r as Record<string, unknown>)[m]), m).toBe(odd[i]![m]);
    });
  });

  it('the hourly rollup equals what the stored readings give, after duplicates, refusals and several deliveries', async () => {
    const device = await kit.farmWithDevice('Rollup farm');
    const items = Array.from({ length: 300 }, (_v, i) =>
      reading(minutesAgo(300 - i), { nitrogen: (i * 37) % 1999, ph: (i % 140) / 10, temperature: i % 7 === 0 ? -40 : 20 + (i % 13) }),
    );
    // A faulty all-zero reading counts in n but in no minimum or maximum.
    items[5] = reading(minutesAgo(295), { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 });
    const first = await kit.sendOk(device, [...items.slice(0, 200), reading(minutesAgo(2), { ph: 15 })]);
    expect(first).toMatchObject({ accepted: 200, duplicates: 0 });
    expect(first.rejected).toHaveLength(1);
    expect(await kit.sendOk(device, items.slice(100))).toMatchObject({ accepted: 100, duplicates: 100 });
    const minMax = SENSOR_METRICS.map((m) => `min_${m}, max_${m}`).join(', ');
    const aggs = SENSOR_METRICS.map(
      (m) =>
        `coalesce(min(${m}) filter (where not (nitrogen = 0 and phosphorus = 0 and potassium = 0 and temperature = 0 and moisture = 0 and conductivity = 0 and ph = 0)), 'Infinity') as min_${m}, ` +
        `coalesce(max(${m}) filter (where not (nitrogen = 0 and phosphorus = 0 and potassium = 0 and temperature = 0 and moisture = 0 and conductivity = 0 and ph = 0)), '-Infinity') as max_${m}`,
    );
    const rollup = await t.database.db.execute(
      sql`select hour, n, first_ts, last_ts, ${sql.raw(minMax)} from readings_hourly where device_id = ${device.id} order by hour`,
    );
    const expected = await t.database.db.execute(
      sql`select date_bin('1 hour', ts, timestamptz '1970-01-01 00:00:00+00') as hour, count(*)::int as n, min(ts) as first_ts, max(ts) as last_ts, ${sql.raw(aggs.join(', '))}
          from readings where device_id = ${device.id} group by 1 order by 1`,
    );
    expect(expected.rows.reduce((n, r) => n + Number((r as { n: number }).n), 0)).toBe(300);
    const norm = (rows: unknown[]) => rows.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, v]) => [k, String(v)])));
    expect(norm(rollup.rows)).toEqual(norm(expected.rows));
  });
});

describe('validation of each reading', () => {
  const now = Date.now();
  const ok = minutesAgo(120, now);
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['ph 15', reading(ok, { ph: 15 }), 'ph', /between 0 and 14/],
    ['ph -1', reading(ok, { ph: -1 }), 'ph', /between 0 and 14/],
    ['moisture 120', reading(ok, { moisture: 120 }), 'moisture', /between 0 and 100/],
    ['humidity 120 (alias of moisture)', reading(ok, { moisture: undefined, humidity: 120 }), 'moisture', /between 0 and 100/],
    ['temperature -100', reading(ok, { temperature: -100 }), 'temperature', /between -40 and 80/],
    ['nitrogen 2000', reading(ok, { nitrogen: 2000 }), 'nitrogen', /between 0 and 1999/],
    ['conductivity 20001', reading(ok, { conductivity: 20001 }), 'conductivity', /between 0 and 20000/],
    ['potassium as a string', reading(ok, { potassium: '22' }), 'potassium', /number/],
    ['phosphorus as a boolean', reading(ok, { phosphorus: true }), 'phosphorus', /number/],
    ['ph "NaN"', reading(ok, { ph: 'NaN' }), 'ph', /number/],
    ['temperature "Infinity"', reading(ok, { temperature: 'Infinity' }), 'temperature', /number/],
    ['nitrogen null (what JSON makes of NaN)', reading(ok, { nitrogen: null }), 'nitrogen', /number/],
    ['missing conductivity', reading(ok, { conductivity: undefined }), 'conductivity', /number/],
    ['missing moisture and humidity', reading(ok, { moisture: undefined }), 'moisture', /number/],
    ['missing timestamp', reading(ok, { timestamp: undefined }), 'timestamp', /timestamp/],
    ['a timestamp without offset', reading(ok, { timestamp: ok.toISOString().slice(0, 19) }), 'timestamp', /timestamp/],
    ['a timestamp that is not a time', reading(ok, { timestamp: 'yesterday' }), 'timestamp', /timestamp/],
    ['a timestamp 10 minutes in the future', reading(new Date(now + 10 * MINUTE)), 'timestamp', /future/],
    ['a timestamp 401 days old', reading(new Date(now - 401 * DAY)), 'timestamp', /older than 400 days/],
  ];

  it.each(cases)(
    'refuses %s with a reason naming the field, and a batch of only it is 400 VALIDATION_FAILED',
    async (_n, bad, field, why) => {
      const device = await kit.farmWithDevice(`Bad ${_n}`);
      const res = await kit.send(device.id, device.key, [bad]);
      const message = expectError(res, 400, 'VALIDATION_FAILED');
      expect(message).toContain('#0');
      expect(message).toContain(field);
      expect(message).toMatch(why);
      expect(await stored(device.id)).toHaveLength(0);
    },
  );

  it('refuses a reading that is not an object', async () => {
    const res = await kit.send(deviceA.id, deviceA.key, [42]);
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('accepts a timestamp 4 minutes ahead, one 399 days old, humidity for moisture, and boundary values', async () => {
    const device = await kit.farmWithDevice('Edges');
    const at = new Date();
    const res = await kit.sendOk(device, [
      reading(new Date(at.getTime() + 4 * MINUTE)),
      reading(new Date(at.getTime() - 399 * DAY)),
      reading(minutesAgo(5), { moisture: undefined, humidity: 55.5 }),
      reading(minutesAgo(6), { ph: 0, moisture: 100, temperature: -40, nitrogen: 1999, conductivity: 20000 }),
      reading(minutesAgo(7), { ph: 14, moisture: 0, temperature: 80, nitrogen: 0, conductivity: 0 }),
    ]);
    expect(res).toEqual({ status: 'success', accepted: 5, duplicates: 0, rejected: [] });
    const latest = await kit.get(tokens.Admin, '/agri/data', {
      deviceId: device.id,
      startOffset: kolkataDay(minutesAgo(7)),
      endOffset: kolkataDay(minutesAgo(5)),
    });
    const byTime = new Map(
      (latest.json().data as Array<{ timestamp: string; moisture: number; humidity: number }>).map((r) => [r.timestamp, r]),
    );
    expect(byTime.get(minutesAgo(5).toISOString())).toMatchObject({ moisture: 55.5, humidity: 55.5 });
  });

  it('a batch with only bad readings names each field in its message', async () => {
    const res = await kit.send(deviceA.id, deviceA.key, [reading(minutesAgo(3), { ph: 15 }), reading(minutesAgo(4), { moisture: 120 })]);
    const message = expectError(res, 400, 'VALIDATION_FAILED');
    expect(message).toMatch(/#0 ph: /);
    expect(message).toMatch(/#1 moisture: /);
  });

  it('a mixed batch stores the good readings and reports each refused one by index and reason', async () => {
    const device = await kit.farmWithDevice('Mixed farm');
    const good1 = reading(minutesAgo(20), { nitrogen: 31 });
    const good2 = reading(minutesAgo(19), { nitrogen: 32 });
    const res = await kit.sendOk(device, [
      good1,
      reading(minutesAgo(18), { ph: 15 }),
      good2,
      reading(minutesAgo(20), { nitrogen: 77 }),
      reading(new Date(Date.now() + 60 * MINUTE)),
      reading(minutesAgo(17), { temperature: 'hot' }),
    ]);
    expect(res.accepted).toBe(2);
    expect(res.duplicates).toBe(1);
    expect(res.rejected.map((r) => r.index)).toEqual([1, 4, 5]);
    expect(res.rejected[0]!.reason).toMatch(/^ph: .*between 0 and 14/);
    expect(res.rejected[1]!.reason).toMatch(/^timestamp: .*future/);
    expect(res.rejected[2]!.reason).toMatch(/^temperature: .*number/);
    const rows = await stored(device.id);
    expect(rows.map((r) => [r[0], Number(r[1])])).toEqual([
      [minutesAgo(20).toISOString(), 31],
      [minutesAgo(19).toISOString(), 32],
    ]);
  });

  it('counts refused readings per device, including batches answered 400', async () => {
    const device = await kit.farmWithDevice('Counting farm');
    expect(await rejectedCount(device.id)).toBe(0);
    await kit.sendOk(device, [reading(minutesAgo(9)), reading(minutesAgo(8), { ph: 15 }), reading(minutesAgo(7), { ph: 16 }), { nope: 1 }]);
    expect(await rejectedCount(device.id)).toBe(3);
    expectError(
      await kit.send(device.id, device.key, [reading(minutesAgo(6), { moisture: 101 }), reading(new Date(Date.now() + DAY))]),
      400,
      'VALIDATION_FAILED',
    );
    expect(await rejectedCount(device.id)).toBe(5);
    // Duplicates are not refusals.
    await kit.sendOk(device, [reading(minutesAgo(9))]);
    expect(await rejectedCount(device.id)).toBe(5);
    // Another device's count is its own.
    expect(await rejectedCount(deviceB.id)).toBe(0);
  });
});

describe('device keys', () => {
  const batch = () => [reading(minutesAgo(2))];

  it('answers 401 without a key', async () => {
    expectError(await kit.send(deviceB.id, undefined, batch()), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for an unknown key', async () => {
    expectError(await kit.send(deviceB.id, 'agk_not-a-real-key', batch()), 401, 'UNAUTHENTICATED');
    expectError(await kit.send(deviceB.id, '', batch()), 401, 'UNAUTHENTICATED');
  });

  it('a user bearer token is not a device key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${deviceB.id}/readings`,
      headers: { authorization: `Bearer ${tokens.Admin}` },
      payload: { readings: batch() },
    });
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it("answers 403 for device A's key on device B's URL and stores nothing for B", async () => {
    expectError(await kit.send(deviceB.id, deviceA.key, batch()), 403, 'FORBIDDEN');
    expectError(await kit.send('00000000-0000-4000-8000-000000000000', deviceA.key, batch()), 403, 'FORBIDDEN');
    expect(await stored(deviceB.id)).toHaveLength(0);
    expectError(await kit.get(tokens.Admin, '/agri/latest/data', { deviceId: deviceB.id }), 404, 'NOT_FOUND');
    expect(await rejectedCount(deviceB.id)).toBe(0);
  });
});

describe('batch size', () => {
  it(`answers 400 for more than ${MAX_BATCH_READINGS} readings and stores none`, async () => {
    const device = await kit.farmWithDevice('Big batch farm');
    const start = minutesAgo(MAX_BATCH_READINGS + 10).getTime();
    const readings = Array.from({ length: MAX_BATCH_READINGS + 1 }, (_v, i) => reading(new Date(start + i * MINUTE)));
    const res = await kit.send(device.id, device.key, readings);
    const message = expectError(res, 400, 'VALIDATION_FAILED');
    expect(message).toMatch(/readings/);
    expect(await stored(device.id)).toHaveLength(0);
  });

  it('answers 400 for an empty batch and for a body without readings', async () => {
    expectError(await kit.send(deviceA.id, deviceA.key, []), 400, 'VALIDATION_FAILED');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${deviceA.id}/readings`,
      headers: { 'x-device-key': deviceA.key },
      payload: reading(minutesAgo(1)),
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});
