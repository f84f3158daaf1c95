/**
 * Long exports stream: the service pulls its pages only as the CSV is read, and a 200,000-test
 * export over real HTTP keeps the server's retained heap far below what the whole result would take.
 */
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { SOIL_TEST_CSV_COLUMNS } from '@agrim/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { soilTests, users } from '../db/schema/index.js';
import { type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { ReportService } from './reports.service.js';
import { pdfText } from '../../test/reports.testkit.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const TESTS = 200_000;
const READINGS = 200_000;
/** The bound on retained heap growth while the export is read; the whole result would take several times this. */
const HEAP_BOUND_MB = 40;

let t: Awaited<ReturnType<typeof startSeededApp>>;
let device: Registered;
let userId: string;

beforeAll(async () => {
  t = await startSeededApp();
  device = await sensorKit(t, t.tokens.Admin).farmWithDevice('Bulk farm');
  const [u] = await t.database.db.select().from(users).where(eq(users.email, EMAILS.user));
  userId = u!.id;
  await t.database.db.execute(sql`
    insert into soil_tests (user_id, device_id, status, soil_type, duration_ms, started_at, n, p, k, ph, remarks, latitude, longitude)
    select ${userId}, ${device.id}, 'complete', 'Black cotton soil', 300000, timestamptz '2025-01-01T00:00:00Z' + make_interval(secs => i),
      i % 200, i % 90, i % 400, 5 + (i % 30) / 10.0, 'bulk test number ' || i || ', with a comma', 22.7 + i / 1e7, 75.8 + i / 1e7
    from generate_series(1, ${TESTS}) as i`);
  // Readings one minute apart from 2025-01-01 05:30 IST; every 1,000th is an all-zero fault.
  await t.database.db.execute(sql`
    insert into readings (device_id, ts, nitrogen, phosphorus, potassium, temperature, moisture, conductivity, ph)
    select ${device.id}, timestamptz '2025-01-01T00:00:00Z' + make_interval(mins => i),
      case when i % 1000 = 0 then 0 else 10 + i % 50 end, case when i % 1000 = 0 then 0 else 5 end,
      case when i % 1000 = 0 then 0 else 100 end, case when i % 1000 = 0 then 0 else 25 end,
      case when i % 1000 = 0 then 0 else 30 end, case when i % 1000 = 0 then 0 else 400 end, case when i % 1000 = 0 then 0 else 7 end
    from generate_series(0, ${READINGS - 1}) as i`);
}, 300_000);
afterAll(() => t.close());

describe('streaming exports', () => {
  it('the service pulls pages lazily: a row stored after the first page was read is still exported', async () => {
    const service = new ReportService(t.database.db);
    const pages = service.soilTestPages({}, 500);
    const first = await pages.next();
    expect(first.done).toBe(false);
    expect(first.value).toHaveLength(500);
    // Had the whole result been loaded up front, this row could not appear.
    const [late] = await t.database.db
      .insert(soilTests)
      .values({ userId, deviceId: device.id, status: 'aborted', soilType: 'Late row', durationMs: 1 })
      .returning();
    let n = 500;
    let last = 0;
    for await (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(500);
      n += page.length;
      last = page.at(-1)!.test.id;
    }
    expect(n).toBe(TESTS + 1);
    expect(last).toBe(late!.id);
    await t.database.db.delete(soilTests).where(eq(soilTests.id, late!.id));
  }, 120_000);

  it(`a ${TESTS.toLocaleString('en')}-test CSV streams over HTTP within ${HEAP_BOUND_MB} MB of retained heap`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    gc();
    const before = process.memoryUsage().heapUsed;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/reports/soil-tests.csv`, { headers: bearer(t.tokens.Admin) });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let bytes = 0;
    let sinceSample = 0;
    let peak = 0;
    let head = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      sinceSample += value.length;
      const text = decoder.decode(value, { stream: true });
      if (head.length < 1000) head += text;
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
      if (sinceSample > 4 * 1024 * 1024) {
        sinceSample = 0;
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      }
    }
    const mb = peak / 1024 / 1024;
    console.log(
      `soil-tests.csv: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB streamed, peak retained heap growth ${mb.toFixed(1)} MB`,
    );
    expect(head.split('\r\n')[0]).toBe(SOIL_TEST_CSV_COLUMNS.join(','));
    expect(lines - 1).toBe(TESTS);
    // The CSV alone is several times the bound; the loaded rows would be more still.
    expect(bytes / 1024 / 1024).toBeGreaterThan(HEAP_BOUND_MB);
    expect(mb).toBeLessThan(HEAP_BOUND_MB);
  }, 300_000);

  it(`the sensor PDF of ${READINGS.toLocaleString('en')} readings is aggregated in SQL`, async () => {
    const res = await t.app.inject({
      url: `/api/v1/reports/sensors.pdf?deviceId=${device.id}&startOffset=2025-01-01&endOffset=2025-06-30`,
      headers: bearer(t.tokens.Admin),
    });
    expect(res.statusCode).toBe(200);
    const { all } = await pdfText(res.rawPayload);
    expect(all).toMatch(/Readings 2,00,000\b/);
    expect(all).toMatch(/Faulty readings \(all zero\) 200 \(0\.1 %\)/);
    expect(all).toMatch(/Days with readings 140\b/);
    expect(all).toMatch(/Nitrogen mg\/kg 10 [\d.]+ 59/);
  }, 120_000);
});
