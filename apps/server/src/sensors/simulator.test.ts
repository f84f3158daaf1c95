import { kolkataDay, METRIC_INFO, readingInputSchema, type Role, SENSOR_METRICS } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { DAY, MINUTE, parseCsv, reading, sensorKit } from '../../test/sensors.testkit.js';
import { DEMO_DEVICE, DEMO_FARM, SIMULATED_ACK_DELAY_MS, simulatedReading } from './simulator.js';

describe('simulatedReading', () => {
  // Four days of one-minute instants from 2026-03-01 00:00 IST.
  const start = Date.parse('2026-03-01T00:00:00+05:30');
  const instants = Array.from({ length: 4 * 1440 }, (_v, i) => new Date(start + i * MINUTE));
  const all = instants.map((at) => ({ at, r: simulatedReading(at) }));
  const present = all.filter((x) => x.r !== null) as Array<{ at: Date; r: NonNullable<ReturnType<typeof simulatedReading>> }>;
  /** The Asia/Kolkata hour (UTC+05:30, no daylight saving). */
  const istHour = (at: Date) => Math.floor((at.getTime() / 3_600_000 + 5.5) % 24);
  const isZero = (r: NonNullable<ReturnType<typeof simulatedReading>>) => SENSOR_METRICS.every((m) => r[m] === 0);

  it('is the same for the same instant', () => {
    for (const { at, r } of all.slice(0, 1500)) expect(simulatedReading(new Date(at.getTime()))).toEqual(r);
    const at = new Date('2026-07-01T12:34:56.000Z');
    expect(simulatedReading(at)).toEqual(simulatedReading(new Date('2026-07-01T18:04:56+05:30')));
  });

  it('differs between instants', () => {
    const a = simulatedReading(new Date('2026-03-02T10:00:00Z'));
    const b = simulatedReading(new Date('2026-03-02T10:01:00Z'));
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a).not.toEqual(b);
  });

  it('stays within the contract ranges, is valid input and is stamped with its instant', () => {
    for (const { at, r } of present) {
      expect(r.timestamp).toBe(at.toISOString());
      for (const m of SENSOR_METRICS) {
        if (r[m] < METRIC_INFO[m].min || r[m] > METRIC_INFO[m].max) expect.fail(`${at.toISOString()} ${m} = ${r[m]}`);
      }
      expect(readingInputSchema.safeParse(r).success).toBe(true);
    }
  });

  it('looks like a soil probe: pH 6.5–7.7, moisture 15–50 %, conductivity 250–500 µS/cm', () => {
    for (const { r } of present.filter((x) => !isZero(x.r))) {
      expect(r.ph).toBeGreaterThan(6.5);
      expect(r.ph).toBeLessThan(7.7);
      expect(r.moisture).toBeGreaterThan(15);
      expect(r.moisture).toBeLessThan(50);
      expect(r.conductivity).toBeGreaterThan(250);
      expect(r.conductivity).toBeLessThan(500);
    }
  });

  it('has a daily temperature cycle: the afternoon is warmer than before dawn', () => {
    const mean = (hours: number[]) => {
      const ts = present.filter((x) => !isZero(x.r) && hours.includes(istHour(x.at))).map((x) => x.r.temperature);
      expect(ts.length).toBeGreaterThan(100);
      return ts.reduce((a, b) => a + b, 0) / ts.length;
    };
    const afternoon = mean([13, 14, 15, 16]);
    const preDawn = mean([2, 3, 4, 5]);
    expect(afternoon - preDawn).toBeGreaterThan(5);
    // Each single day too.
    for (let d = 0; d < 4; d++) {
      const day = present.filter((x) => !isZero(x.r) && x.at.getTime() >= start + d * DAY && x.at.getTime() < start + (d + 1) * DAY);
      const at = (h: number) => day.filter((x) => istHour(x.at) === h).map((x) => x.r.temperature);
      expect(Math.min(...at(15))).toBeGreaterThan(Math.max(...at(3)));
    }
  });

  it('is sometimes silent, in runs within one hour (minutes 10 to 29)', () => {
    const silent = all.filter((x) => x.r === null);
    expect(silent.length).toBeGreaterThan(0);
    expect(silent.length).toBeLessThan(all.length * 0.05);
    for (const { at } of silent) {
      expect(at.getUTCMinutes()).toBeGreaterThanOrEqual(10);
      expect(at.getUTCMinutes()).toBeLessThan(30);
    }
    // A silent minute's neighbours in the same gap are silent too: gaps, not isolated drops.
    const first = silent[0]!.at;
    const gapStart = new Date(first.getTime() - (first.getUTCMinutes() - 10) * MINUTE);
    for (let m = 0; m < 20; m++) expect(simulatedReading(new Date(gapStart.getTime() + m * MINUTE))).toBeNull();
  });

  it('sometimes reports all zeros (a failed probe), rarely', () => {
    const zeros = present.filter((x) => isZero(x.r));
    expect(zeros.length).toBeGreaterThan(0);
    expect(zeros.length).toBeLessThan(present.length / 100);
  });
});

describe('Simulator.start on a fresh app', () => {
  let t: Awaited<ReturnType<typeof startSeededApp>>;
  let tokens: Record<Role, string>;
  let kit: ReturnType<typeof sensorKit>;
  let startedAt: number;
  let demoId: string;
  const range = () => ({ startOffset: kolkataDay(new Date(startedAt - 8 * DAY)), endOffset: kolkataDay(new Date()) });

  beforeAll(async () => {
    t = await startSeededApp({ SIMULATOR_INTERVAL_SECONDS: '1' });
    tokens = t.tokens;
    kit = sensorKit(t, tokens.Admin);
    expect((await kit.get(tokens.Admin, '/api/devices')).json().data).toEqual([]);
    startedAt = Date.now();
    await t.app.services.simulator.start();
  }, 60_000);
  afterAll(async () => {
    t.app.services.simulator.stop();
    await t.close();
  });

  it('creates the demo farm and a simulated device, visible to Admin', async () => {
    const devices = (await kit.get(tokens.Admin, '/api/devices')).json().data;
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ name: DEMO_DEVICE, farmName: DEMO_FARM, simulated: true, rejectedReadings: 0 });
    demoId = devices[0].id;
    expect(t.app.services.simulator.deviceId).toBe(demoId);
    const farms = (await kit.get(tokens.Admin, '/api/farms')).json().data;
    expect(farms.map((f: { name: string }) => f.name)).toEqual([DEMO_FARM]);
  });

  it('backfills about 8 days at 5-minute steps, readable through /agri/data', async () => {
    const csv = await kit.get(tokens.Admin, '/agri/data.csv', { deviceId: demoId, ...range() });
    const { rows } = parseCsv(csv.body);
    // 8 days of 5-minute steps is 2,304, less the silent gaps.
    expect(rows.length).toBeGreaterThan(2100);
    expect(rows.length).toBeLessThan(2320);
    const first = Date.parse(rows[0]![0]!);
    expect(first).toBeGreaterThanOrEqual(startedAt - 8 * DAY - 1000);
    expect(first).toBeLessThan(startedAt - 8 * DAY + 30 * MINUTE);
    const backfilled = rows.map((r) => Date.parse(r[0]!)).filter((ms) => ms <= startedAt);
    for (const ms of backfilled) expect(ms % (5 * MINUTE)).toBe(0);
    expect(startedAt - backfilled.at(-1)!).toBeLessThan(30 * MINUTE);
    // Each row is what simulatedReading gives for its instant.
    for (const row of rows.slice(0, 50)) {
      const want = simulatedReading(new Date(row[0]!))!;
      expect(Number(row[1])).toBe(want.nitrogen);
      expect(Number(row[7])).toBe(want.ph);
    }

    const data = await kit.get(tokens.Admin, '/agri/data', { deviceId: demoId, ...range() });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({ deviceId: demoId, downsampled: true });
    expect(data.json().rawCount).toBe(rows.length);
  });

  it('keeps feeding the device while no real device reports', async () => {
    const before = (await kit.get(tokens.Admin, '/agri/latest/data', { deviceId: demoId })).json().data[0].timestamp;
    let newest = before;
    const deadline = Date.now() + 4000;
    while (newest === before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      newest = (await kit.get(tokens.Admin, '/agri/latest/data', { deviceId: demoId })).json().data[0].timestamp;
    }
    if (newest === before) {
      // Only acceptable when the probe is in a simulated gap right now.
      expect(simulatedReading(new Date(Math.floor(Date.now() / 1000) * 1000))).toBeNull();
    } else {
      expect(Date.parse(newest)).toBeGreaterThan(Date.parse(before));
      expect(Math.abs(Date.now() - Date.parse(newest))).toBeLessThan(5000);
    }
  });

  it('pauses while a real device reports', async () => {
    const farmId = await kit.createFarm('Real farm');
    const real = await kit.registerDevice(farmId, 'Real probe');
    await kit.sendOk(real, [reading(new Date(Date.now() - 1000))]);
    await new Promise((r) => setTimeout(r, 1200));
    const before = (await kit.get(tokens.Admin, '/agri/latest/data', { deviceId: demoId })).json().data[0].timestamp;
    await new Promise((r) => setTimeout(r, 2500));
    const after = (await kit.get(tokens.Admin, '/agri/latest/data', { deviceId: demoId })).json().data[0].timestamp;
    expect(after).toBe(before);
  });

  it('a restart reuses the demo device and does not store the backfill twice', async () => {
    const count = async () => (await kit.get(tokens.Admin, '/agri/data', { deviceId: demoId, ...range() })).json().rawCount as number;
    const before = await count();
    t.app.services.simulator.stop();
    await t.app.services.simulator.start();
    expect(t.app.services.simulator.deviceId).toBe(demoId);
    const demo = (await kit.get(tokens.Admin, '/api/devices')).json().data.filter((d: { simulated: boolean }) => d.simulated);
    expect(demo).toHaveLength(1);
    const after = await count();
    expect(after - before).toBeGreaterThanOrEqual(0);
    expect(after - before).toBeLessThanOrEqual(2);
  });

  it("the demo device's controller acknowledges valve commands like a device: 'sent', then on with its own time", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.Admin),
      payload: { deviceId: demoId, state: 'on', durationMinutes: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // No broker here: the simulated controller hears the command in-process, and has not answered yet.
    expect(res.json()).toMatchObject({ state: 'off', outcome: 'sent', delivery: 'published', startedAt: null, endsAt: null });
    const commandId = res.json().command.commandId as string;
    const deadline = Date.now() + SIMULATED_ACK_DELAY_MS + 10_000;
    let body = res.json();
    while (body.state !== 'on' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      body = (await kit.get(tokens.Admin, '/agri/fertigation', { deviceId: demoId })).json();
    }
    expect(body).toMatchObject({ state: 'on', outcome: 'acknowledged', command: { commandId, deviceState: 'on' } });
    expect(body.command.remainingSeconds).toBeGreaterThan(290);
    expect(body.command.remainingSeconds).toBeLessThanOrEqual(300);
    const listed = (await kit.get(tokens.Admin, '/api/devices')).json().data.find((d: { id: string }) => d.id === demoId);
    expect(listed.lastValveAck).toMatchObject({ commandId, valve: 'main', state: 'on' });
    await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.Admin),
      payload: { deviceId: demoId, state: 'off' },
    });
  });
});
