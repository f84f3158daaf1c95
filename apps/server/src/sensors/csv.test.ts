import { kolkataDay, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, startSeededApp } from '../../test/harness.js';
import { MINUTE, minutesAgo, parseCsv, reading, type Registered, sensorKit, type SentReading } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let other: Registered;

const COUNT = 7000;
const COLUMNS = ['timestamp', 'nitrogen', 'phosphorus', 'potassium', 'temperature', 'moisture', 'conductivity', 'ph'] as const;
const start = minutesAgo(COUNT + 5);
const sent: SentReading[] = Array.from({ length: COUNT }, (_v, i) => ({
  timestamp: new Date(start.getTime() + i * MINUTE).toISOString(),
  nitrogen: (i % 1999) + 0.5,
  phosphorus: Math.round((i * 0.37) % 1999) / 10,
  potassium: i % 1000,
  temperature: Math.round(((i % 1200) / 10 - 40) * 10) / 10,
  moisture: (i % 100) + 0.25,
  conductivity: (i * 3) % 20001,
  ph: Math.round(((i % 1400) / 100) * 100) / 100,
}));
const range = () => ({ startOffset: kolkataDay(start), endOffset: kolkataDay(new Date()) });

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('CSV farm', EMAILS.user);
  other = await kit.registerDevice(device.farmId, 'CSV farm other probe');
  // Out of order on purpose: the export sorts by time.
  expect(await kit.sendOk(device, sent.slice(2000, 7000))).toEqual({ status: 'success', accepted: 5000, duplicates: 0, rejected: [] });
  expect(await kit.sendOk(device, sent.slice(0, 2000))).toMatchObject({ accepted: 2000, duplicates: 0 });
  await kit.sendOk(other, [reading(sent[10]!.timestamp, { nitrogen: 1234 }), reading(sent[6000]!.timestamp, { nitrogen: 1234 })]);
}, 60_000);
afterAll(() => t.close());

describe('GET /agri/data.csv', () => {
  it('is a CSV attachment', async () => {
    const res = await kit.get(tokens.Admin, '/agri/data.csv', { deviceId: device.id, ...range() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+\.csv"$/);
  });

  it('holds a header line and exactly the stored rows, oldest first, across pages of 5,000', async () => {
    const res = await kit.get(tokens.user, '/agri/data.csv', { deviceId: device.id, ...range() });
    expect(res.statusCode).toBe(200);
    const { header, rows } = parseCsv(res.body);
    expect(header).toEqual([...COLUMNS]);
    expect(rows).toHaveLength(COUNT);
    const stamps = new Set(rows.map((r) => r[0]));
    expect(stamps.size).toBe(COUNT);
    rows.forEach((row, i) => {
      const want = sent[i]!;
      expect(row).toHaveLength(COLUMNS.length);
      if (row[0] !== want.timestamp) expect.fail(`row ${i}: ${row[0]} != ${want.timestamp}`);
      COLUMNS.slice(1).forEach((c, j) => {
        if (Number(row[j + 1]) !== want[c as Exclude<(typeof COLUMNS)[number], 'timestamp'>]) {
          expect.fail(`row ${i} ${c}: ${row[j + 1]} != ${String(want[c as keyof SentReading])}`);
        }
      });
    });
  });

  it('is not downsampled where /agri/data is', async () => {
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, ...range() });
    expect(res.json()).toMatchObject({ downsampled: true, rawCount: COUNT });
    expect(res.json().data.length).toBeLessThan(COUNT);
  });

  it("holds only the asked device's rows", async () => {
    const res = await kit.get(tokens.Admin, '/agri/data.csv', { deviceId: other.id, ...range() });
    const { rows } = parseCsv(res.body);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      [sent[10]!.timestamp, '1234'],
      [sent[6000]!.timestamp, '1234'],
    ]);
  });

  it('limits rows to the asked Asia/Kolkata days', async () => {
    const day = kolkataDay(new Date(Date.parse(String(sent[3000]!.timestamp))));
    const res = await kit.get(tokens.Admin, '/agri/data.csv', { deviceId: device.id, startOffset: day, endOffset: day });
    const { rows } = parseCsv(res.body);
    const want = sent.filter((r) => kolkataDay(new Date(Date.parse(String(r.timestamp)))) === day).map((r) => r.timestamp);
    expect(want.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[0])).toEqual(want);
  });

  it('is just the header line for a range without readings', async () => {
    const res = await kit.get(tokens.Admin, '/agri/data.csv', { deviceId: device.id, startOffset: '2025-01-01', endOffset: '2025-01-02' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${COLUMNS.join(',')}\n`);
  });
});
