import { DEFAULT_RANGE_DAYS, kolkataDay, kolkataDayStart, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { DAY, HOUR, MINUTE, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

/** Fixed instants are stored through the service with a fixed "now", so the test does not age. */
const STORED_AT = new Date('2026-03-25T00:00:00Z');
async function store(device: Registered, items: unknown[]) {
  const result = await t.app.services.ingest.ingest(device.id, items, STORED_AT);
  expect(result.rejected).toEqual([]);
  return result;
}

const data = (deviceId: string, startOffset?: string, endOffset?: string, token = tokens.Admin) =>
  kit.get(token, '/agri/data', { deviceId, startOffset, endOffset });

interface Row {
  timestamp: string;
  nitrogen: number;
  moisture: number;
  humidity: number;
}

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

describe('Asia/Kolkata days (spec 5)', () => {
  let device: Registered;
  const times = {
    beforeStart: '2026-03-09T18:29:59.000Z', // 2026-03-09 23:59:59 IST
    dayStart: '2026-03-09T18:30:00.000Z', // 2026-03-10 00:00 IST
    midday: '2026-03-10T06:30:00.000Z', // 2026-03-10 12:00 IST
    dayLast: '2026-03-10T18:29:59.000Z', // 2026-03-10 23:59:59 IST
    nextDay: '2026-03-10T18:30:00.000Z', // 2026-03-11 00:00 IST
  };

  beforeAll(async () => {
    device = await kit.farmWithDevice('IST farm');
    await store(device, [
      reading(times.nextDay, { nitrogen: 5 }),
      reading(times.midday, { nitrogen: 3, moisture: 44.4 }),
      reading(times.beforeStart, { nitrogen: 1 }),
      reading(times.dayLast, { nitrogen: 4 }),
      reading('2026-03-10T00:00:00+05:30', { nitrogen: 2 }),
    ]);
  });

  it('kolkataDayStart puts 2026-03-10 at 2026-03-09T18:30:00Z', () => {
    expect(kolkataDayStart('2026-03-10').toISOString()).toBe(times.dayStart);
    expect(kolkataDay(new Date(times.beforeStart))).toBe('2026-03-09');
    expect(kolkataDay(new Date(times.dayStart))).toBe('2026-03-10');
  });

  it('one day: from its IST midnight up to (not including) the next IST midnight', async () => {
    const res = await data(device.id, '2026-03-10', '2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({ start: times.dayStart, end: times.nextDay });
    expect(body.data.map((r: Row) => r.timestamp)).toEqual([times.dayStart, times.midday, times.dayLast]);
    expect(body.data.map((r: Row) => r.nitrogen)).toEqual([2, 3, 4]);
    expect(body).toMatchObject({
      status: 'success',
      deviceId: device.id,
      rawCount: 3,
      startAdjusted: false,
      downsampled: false,
      bucketSeconds: null,
    });
  });

  it('the end day is included', async () => {
    const body = (await data(device.id, '2026-03-10', '2026-03-11')).json();
    expect(body.range).toEqual({ start: times.dayStart, end: '2026-03-11T18:30:00.000Z' });
    expect(body.data.map((r: Row) => r.nitrogen)).toEqual([2, 3, 4, 5]);
    expect(body.rawCount).toBe(4);
  });

  it('the day before starts and ends at its own IST midnights', async () => {
    const body = (await data(device.id, '2026-03-09', '2026-03-09')).json();
    expect(body.range).toEqual({ start: '2026-03-08T18:30:00.000Z', end: times.dayStart });
    expect(body.data.map((r: Row) => r.timestamp)).toEqual([times.beforeStart]);
  });

  it('rows come raw, oldest first, with humidity equal to moisture', async () => {
    const body = (await data(device.id, '2026-03-09', '2026-03-11')).json();
    expect(body.downsampled).toBe(false);
    const stamps = body.data.map((r: Row) => r.timestamp);
    expect(stamps).toEqual([...stamps].sort());
    expect(body.data).toHaveLength(5);
    for (const r of body.data as Row[]) expect(r.humidity).toBe(r.moisture);
    expect(body.data[2]).toEqual({
      timestamp: times.midday,
      nitrogen: 3,
      phosphorus: 14.2,
      potassium: 22.1,
      temperature: 26.4,
      moisture: 44.4,
      humidity: 44.4,
      conductivity: 420,
      ph: 7.05,
    });
  });
});

describe('a start day without data (spec 5: the nearest available timestamp is used)', () => {
  let device: Registered;
  beforeAll(async () => {
    device = await kit.farmWithDevice('Gappy farm');
    await store(device, [
      reading('2026-03-02T10:00:00+05:30', { nitrogen: 1 }),
      reading('2026-03-12T09:15:00+05:30', { nitrogen: 2 }),
      reading('2026-03-12T10:00:00+05:30', { nitrogen: 3 }),
      reading('2026-03-13T08:00:00+05:30', { nitrogen: 4 }),
    ]);
  });

  it('moves the start forward to the nearest later reading', async () => {
    const body = (await data(device.id, '2026-03-11', '2026-03-13')).json();
    expect(body.startAdjusted).toBe(true);
    expect(body.range.start).toBe('2026-03-12T03:45:00.000Z');
    expect(body.range.end).toBe('2026-03-13T18:30:00.000Z');
    expect(body.data.map((r: Row) => r.nitrogen)).toEqual([2, 3, 4]);
    expect(body.rawCount).toBe(3);
  });

  it('moves the start back to the nearest earlier reading when that is closer', async () => {
    // 2026-03-04 00:00 IST is 1.6 days after the 2026-03-02 reading and 8 days before the next.
    const body = (await data(device.id, '2026-03-04', '2026-03-12')).json();
    expect(body.startAdjusted).toBe(true);
    expect(body.range.start).toBe('2026-03-02T04:30:00.000Z');
    expect(body.data.map((r: Row) => r.nitrogen)).toEqual([1, 2, 3]);
  });

  it('a range before all data still answers the nearest reading', async () => {
    const body = (await data(device.id, '2026-02-01', '2026-02-02')).json();
    expect(body.startAdjusted).toBe(true);
    expect(body.range.start).toBe('2026-03-02T04:30:00.000Z');
    expect(body.data.map((r: Row) => r.nitrogen)).toContain(1);
  });

  it('is not adjusted when the start day has data', async () => {
    const body = (await data(device.id, '2026-03-12', '2026-03-12')).json();
    expect(body.startAdjusted).toBe(false);
    expect(body.range.start).toBe(kolkataDayStart('2026-03-12').toISOString());
    expect(body.data.map((r: Row) => r.nitrogen)).toEqual([2, 3]);
  });

  it('a device without any reading answers an empty, unadjusted range', async () => {
    const empty = await kit.farmWithDevice('Empty farm');
    const body = (await data(empty.id, '2026-03-10', '2026-03-11')).json();
    expect(body).toMatchObject({ data: [], rawCount: 0, startAdjusted: false, downsampled: false });
    expect(body.range).toEqual({ start: '2026-03-09T18:30:00.000Z', end: '2026-03-11T18:30:00.000Z' });
  });
});

describe('bad date filters', () => {
  let device: Registered;
  beforeAll(async () => {
    device = await kit.farmWithDevice('Dates farm');
  });

  it('endOffset before startOffset is 400', async () => {
    const message = expectError(await data(device.id, '2026-03-11', '2026-03-10'), 400, 'VALIDATION_FAILED');
    expect(message).toMatch(/endOffset/);
    expectError(
      await kit.get(tokens.Admin, '/agri/data.csv', { deviceId: device.id, startOffset: '2026-03-11', endOffset: '2026-03-10' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('the same day for both is fine', async () => {
    expect((await data(device.id, '2026-03-11', '2026-03-11')).statusCode).toBe(200);
  });

  it.each([
    '2026-3-10',
    '10-03-2026',
    '2026/03/10',
    '20260310',
    'yesterday',
    '2026-03-10T00:00:00Z',
    '2026-13-01',
    '2026-00-10',
    '2026-03-32',
  ])('startOffset %s is 400', async (bad) => {
    const message = expectError(await data(device.id, bad, '2026-03-12'), 400, 'VALIDATION_FAILED');
    expect(message).toMatch(/startOffset/);
    expectError(await data(device.id, '2026-03-01', bad), 400, 'VALIDATION_FAILED');
  });

  it.each(['2026-02-29', '2026-02-30', '2026-02-31', '2026-04-31', '2026-06-31'])(
    'a day that does not exist (%s) is 400, not silently the next month',
    async (bad) => {
      expect(expectError(await data(device.id, bad, '2026-07-31'), 400, 'VALIDATION_FAILED')).toMatch(/startOffset/);
      expect(expectError(await data(device.id, '2026-01-01', bad), 400, 'VALIDATION_FAILED')).toMatch(/endOffset/);
    },
  );

  it('a deviceId that is not a uuid is 400', async () => {
    expectError(await data('abc', '2026-03-10', '2026-03-10'), 400, 'VALIDATION_FAILED');
  });
});

describe('the default range: the last 7 days through today', () => {
  it('starts at IST midnight 7 days before today and includes all of today', async () => {
    const device = await kit.farmWithDevice('Default range farm');
    const now = new Date();
    const today = kolkataDay(now);
    const start = new Date(kolkataDayStart(today).getTime() - DEFAULT_RANGE_DAYS * DAY);
    const end = new Date(kolkataDayStart(today).getTime() + DAY);
    const recent = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - MINUTE);
    await kit.sendOk(device, [
      reading(new Date(start.getTime() - HOUR), { nitrogen: 1 }),
      reading(new Date(start.getTime() + HOUR), { nitrogen: 2 }),
      reading(recent, { nitrogen: 3 }),
    ]);
    const body = (await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id })).json();
    expect(body.range).toEqual({ start: start.toISOString(), end: end.toISOString() });
    expect(body.startAdjusted).toBe(false);
    expect(body.data.map((r: Row) => r.nitrogen)).toEqual([2, 3]);
  });
});
