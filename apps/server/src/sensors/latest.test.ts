import { type Role, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingRejections, readings } from '../db/schema/index.js';
import { startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { MINUTE, minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

const latestData = (deviceId: string) => kit.get(tokens.Admin, '/agri/latest/data', { deviceId });
const latest = (deviceId: string) => kit.get(tokens.Admin, '/agri/latest', { deviceId });

describe('a device that has not reported', () => {
  let device: Registered;
  beforeAll(async () => {
    device = await kit.farmWithDevice('Silent farm');
  });

  it('/agri/latest/data is 404', async () => {
    expectError(await latestData(device.id), 404, 'NOT_FOUND');
  });

  it('/agri/latest answers no reading, an empty series, no change and offline', async () => {
    const res = await latest(device.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', deviceId: device.id, data: null, series: [] });
    expect(body.change).toEqual(Object.fromEntries(SENSOR_METRICS.map((m) => [m, null])));
    expect(body.device).toMatchObject({ id: device.id, farmName: 'Silent farm', online: false, lastSeenAt: null, rejectedReadings: 0 });
  });
});

describe('a device that reported two hours ago', () => {
  let device: Registered;
  const newest = minutesAgo(120);
  const at = (minutesBefore: number) => new Date(newest.getTime() - minutesBefore * MINUTE);
  // Every 5 minutes from 60 minutes before the newest reading to the newest.
  const older = [60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5].map((before) =>
    reading(at(before), {
      nitrogen: before === 60 ? 10 : before === 55 ? 20 : 22,
      phosphorus: 8,
      potassium: 30,
      temperature: 30,
      moisture: 40,
      conductivity: 0,
      ph: 7,
    }),
  );
  const last = reading(newest, { nitrogen: 25, phosphorus: 10, potassium: 31, temperature: 27, moisture: 40, conductivity: 500, ph: 6.3 });

  beforeAll(async () => {
    device = await kit.farmWithDevice('Latest farm');
    // The newest first, then the rest: the newest by time wins, not the last delivered.
    await kit.sendOk(device, [last]);
    await kit.sendOk(device, older);
    expect(older[1]).toMatchObject({ timestamp: at(55).toISOString(), nitrogen: 20 });
  });

  it('/agri/latest/data answers data[0] = the newest reading, with humidity', async () => {
    const res = await latestData(device.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      deviceId: device.id,
      device: expect.objectContaining({ id: device.id, farmId: device.farmId, online: false }),
      data: [
        {
          timestamp: newest.toISOString(),
          nitrogen: 25,
          phosphorus: 10,
          potassium: 31,
          temperature: 27,
          moisture: 40,
          humidity: 40,
          conductivity: 500,
          ph: 6.3,
        },
      ],
    });
  });

  it('/agri/latest is offline with lastSeenAt the newest reading time', async () => {
    const body = (await latest(device.id)).json();
    expect(body.device).toMatchObject({ id: device.id, online: false, lastSeenAt: newest.toISOString() });
    expect(body.data.timestamp).toBe(newest.toISOString());
  });

  it('the series is the hour up to the newest reading, oldest first', async () => {
    const body = (await latest(device.id)).json();
    const want = [55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5, 0].map((m) => at(m).toISOString());
    expect(body.series.map((r: { timestamp: string }) => r.timestamp)).toEqual(want);
    expect(body.series.at(-1)).toEqual(body.data);
  });

  it('change is the percent change from the first reading of the series to the newest', async () => {
    const { change, series } = (await latest(device.id)).json();
    expect(series[0].nitrogen).toBe(20);
    // By hand: nitrogen 20 -> 25 is +25 %, phosphorus 8 -> 10 +25 %, potassium 30 -> 31 +3.3 %,
    // temperature 30 -> 27 -10 %, moisture unchanged 0 %, pH 7 -> 6.3 -10 %, conductivity from 0 has no percent.
    expect(change).toEqual({ nitrogen: 25, phosphorus: 25, potassium: 3.3, temperature: -10, moisture: 0, conductivity: null, ph: -10 });
  });

  it('a device is listed offline by /api/devices too', async () => {
    const listed = (await kit.get(tokens.Admin, '/api/devices')).json().data.find((d: { id: string }) => d.id === device.id);
    expect(listed).toMatchObject({ online: false, lastSeenAt: newest.toISOString() });
  });
});

describe('online state (offline after 2 minutes, on the reading timestamp)', () => {
  it('is online when the newest reading is 30 seconds old', async () => {
    const device = await kit.farmWithDevice('Online farm');
    const at = new Date(Date.now() - 30_000);
    await kit.sendOk(device, [reading(at)]);
    const body = (await latest(device.id)).json();
    expect(body.device).toMatchObject({ online: true, lastSeenAt: at.toISOString() });
    const listed = (await kit.get(tokens.Admin, '/api/devices')).json().data.find((d: { id: string }) => d.id === device.id);
    expect(listed.online).toBe(true);
  });

  it('is offline when the newest reading is 3 minutes old, even if it was just delivered', async () => {
    const device = await kit.farmWithDevice('Late farm');
    await kit.sendOk(device, [reading(new Date(Date.now() - 3 * MINUTE))]);
    expect((await latest(device.id)).json().device.online).toBe(false);
  });

  it('an old reading delivered late does not move lastSeenAt back', async () => {
    const device = await kit.farmWithDevice('Replay farm');
    const recent = new Date(Date.now() - 20_000);
    await kit.sendOk(device, [reading(recent)]);
    await kit.sendOk(device, [reading(minutesAgo(300))]);
    expect((await latest(device.id)).json().device).toMatchObject({ online: true, lastSeenAt: recent.toISOString() });
  });
});

describe('a busy last hour', () => {
  it('thins the series but keeps it oldest first from the start of the hour to the newest reading', async () => {
    const device = await kit.farmWithDevice('Busy farm');
    const newest = minutesAgo(30);
    const items = Array.from({ length: 360 }, (_v, k) =>
      reading(new Date(newest.getTime() - (359 - k) * 10_000), { nitrogen: k === 0 ? 40 : 50, moisture: (k % 100) + 0.5 }),
    );
    await kit.sendOk(device, items);
    const body = (await latest(device.id)).json();
    expect(body.series.length).toBeGreaterThan(100);
    expect(body.series.length).toBeLessThanOrEqual(121);
    expect(body.series[0].timestamp).toBe(items[0]!.timestamp);
    expect(body.series.at(-1).timestamp).toBe(newest.toISOString());
    const stamps = body.series.map((r: { timestamp: string }) => Date.parse(r.timestamp));
    for (let k = 1; k < stamps.length; k++) expect(stamps[k]).toBeGreaterThan(stamps[k - 1]);
    expect(body.change.nitrogen).toBe(25);
  });
});

// Every screen polls these two reads, so the device's description and newest reading are kept in
// memory; each copy must follow what changes its source, here and on the other replicas.
describe('cached copies follow what changes them', () => {
  const rejectedNow = async (deviceId: string) => (await latestData(deviceId)).json().device.rejectedReadings as number;

  it('a refused reading counts in the next answer at once', async () => {
    const device = await kit.farmWithDevice('Refusals farm');
    await kit.sendOk(device, [reading(minutesAgo(3))]);
    expect(await rejectedNow(device.id)).toBe(0);
    const res = await kit.sendOk(device, [reading(minutesAgo(2)), reading(minutesAgo(1), { ph: 20 })]);
    expect(res.rejected).toHaveLength(1);
    expect(await rejectedNow(device.id)).toBe(1);
  });

  it("another replica's refusals count once its relayed event arrives", async () => {
    const device = await kit.farmWithDevice('Relayed refusals farm');
    await kit.sendOk(device, [reading(minutesAgo(3))]);
    expect(await rejectedNow(device.id)).toBe(0);
    // What another replica's ingest writes, then relays (the relay delivers it as `deliver` does).
    await t.database.db
      .insert(readingRejections)
      .values({ deviceId: device.id, reason: 'malformed:ph', count: 4, lastDetail: 'ph', lastAt: new Date() });
    t.app.services.bus.deliver('cache', { cache: 'device-rejections', deviceIds: [device.id] });
    expect(await rejectedNow(device.id)).toBe(4);
  });

  it("another replica's newer reading is the latest once its relayed event arrives", async () => {
    const device = await kit.farmWithDevice('Relayed reading farm');
    await kit.sendOk(device, [reading(minutesAgo(3), { nitrogen: 11 })]);
    expect((await latestData(device.id)).json().data[0].nitrogen).toBe(11);
    const newer: Record<string, unknown> = { ...reading(minutesAgo(1), { nitrogen: 12, moisture: 40 }), humidity: 40 };
    const metrics = Object.fromEntries(SENSOR_METRICS.map((m) => [m, newer[m] as number])) as Record<SensorMetric, number>;
    await t.database.db.insert(readings).values({ deviceId: device.id, ts: new Date(newer.timestamp as string), ...metrics });
    t.app.services.bus.deliver('readings', { deviceId: device.id, latest: newer, count: 1 });
    expect((await latestData(device.id)).json().data[0]).toMatchObject({ timestamp: newer.timestamp, nitrogen: 12 });
  });
});
