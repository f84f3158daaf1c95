import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { kolkataDay } from '@agrim/contracts';
import { ReadingBus } from './bus.js';
import { ReadingQueryService } from './query.service.js';
import { dropExpiredPartitions, ensurePartitions, MONTHS_AHEAD, monthStart, partitionName, readingPartitions } from './partitions.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let device: Registered;

const count = async (table: string, deviceId: string) => {
  const result = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where device_id = ${deviceId}`);
  return (result.rows[0] as { n: number }).n;
};

beforeAll(async () => {
  t = await startSeededApp();
  const kit = sensorKit(t, t.tokens.Admin);
  device = await kit.registerDevice(await kit.createFarm('Partitioned farm'), 'probe');
});
afterAll(() => t.close());

describe('readings partitioned by month (issue 25)', () => {
  it('has this month and the next ones; a month without its partition is moved out of the default one when created', async () => {
    const now = new Date();
    const names = await readingPartitions(t.database.db);
    for (let i = 0; i <= MONTHS_AHEAD; i++) expect(names).toContain(partitionName(monthStart(now, i)));
    expect(names).toContain('readings_default');

    // Four months on, readings arrive before the leader made that month's partition: they wait in the default one.
    const later = new Date(monthStart(now, MONTHS_AHEAD + 1).getTime() + 3 * 86_400_000);
    const result = await t.app.services.ingest.ingest(device.id, [reading(later), reading(later.getTime() + 60_000)], later);
    expect(result.rejected).toEqual([]);
    expect(await count('readings_default', device.id)).toBe(2);
    const created = await ensurePartitions(t.database.db, later);
    expect(created).toContain(partitionName(later));
    expect(await count('readings_default', device.id)).toBe(0);
    expect(await count(partitionName(later), device.id)).toBe(2);
    expect(await count('readings', device.id)).toBe(2);
    // Again: nothing to do, nothing moved twice.
    expect(await ensurePartitions(t.database.db, later)).toEqual([]);
    expect(await count('readings', device.id)).toBe(2);
  });

  it('drops the raw months past the retention and keeps their hourly rollup', async () => {
    const db = t.database.db;
    const now = new Date();
    const month = partitionName(monthStart(now, MONTHS_AHEAD + 1));
    const farLater = monthStart(now, MONTHS_AHEAD + 4);
    expect(await dropExpiredPartitions(db, 0, farLater)).toEqual([]);
    const dropped = await dropExpiredPartitions(db, 2, farLater);
    expect(dropped).toContain(month);
    expect(dropped).not.toContain(partitionName(monthStart(farLater, -2)));
    expect(await readingPartitions(db)).not.toContain(month);
    expect(await count('readings', device.id)).toBe(0);
    expect(await count('readings_hourly', device.id)).toBe(1);
    // The chart of that month still draws its hour from the rollup.
    const later = new Date(monthStart(now, MONTHS_AHEAD + 1).getTime() + 3 * 86_400_000);
    const chart = await t.app.services.queries.data(device.id, kolkataDay(later), kolkataDay(later), later);
    expect(chart.rawCount).toBe(2);
    expect(chart.bucketSeconds! % 3600).toBe(0);
    expect(chart.data.map((r) => r.timestamp)).toEqual([later.toISOString(), new Date(later.getTime() + 60_000).toISOString()]);
  });
});

describe('migration 0014 carries existing readings over', () => {
  it('moves every reading into its monthly partition (old ones into the default one)', async () => {
    const folder = path.resolve(import.meta.dirname, '../../drizzle');
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    const pg = new PGlite();
    const apply = async (tag: string) => {
      for (const statement of readFileSync(path.join(folder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
        if (statement.trim()) await pg.exec(statement);
      }
    };
    try {
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0014_readings_by_month');
      for (const tag of tags.slice(0, at)) await apply(tag);
      const [farm] = (await pg.query<{ id: string }>(`insert into farms (name) values ('f') returning id`)).rows;
      const [dev] = (
        await pg.query<{ id: string }>(`insert into devices (farm_id, name, key_hash) values ($1, 'd', 'h') returning id`, [farm!.id])
      ).rows;
      const times = [new Date(), new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 5 * 365 * 86_400_000)];
      for (const ts of times) {
        await pg.query(
          `insert into readings (device_id, ts, nitrogen, phosphorus, potassium, temperature, moisture, conductivity, ph) values ($1, $2, 1, 2, 3, 4, 5, 6, 7)`,
          [dev!.id, ts.toISOString()],
        );
      }
      await apply('0014_readings_by_month');
      const rows = (
        await pg.query<{ part: string; ts: Date; ph: number }>(`select tableoid::regclass::text as part, ts, ph from readings order by ts`)
      ).rows;
      expect(rows.map((r) => r.ts.toISOString())).toEqual(times.map((d) => d.toISOString()).sort());
      expect(rows.map((r) => r.part)).toEqual(['readings_default', partitionName(times[1]!), partitionName(times[0]!)]);
      expect(rows.every((r) => r.ph === 7)).toBe(true);
      // The device's deletion still cascades to its readings in every partition.
      await pg.query('delete from devices');
      expect((await pg.query<{ n: number }>('select count(*)::int as n from readings')).rows[0]!.n).toBe(0);
    } finally {
      await pg.close();
    }
    // Every migration up to 0014 on a fresh database: over 30 s on a loaded two-core machine.
  }, 120_000);
});

describe('chart tiers by range (issue 25)', () => {
  it('draws a long range of many readings from the hourly rollup, a range of fewer from the raw readings', async () => {
    const kit = sensorKit(t, t.tokens.Admin);
    const busy = await kit.registerDevice(await kit.createFarm('Tier farm'), 'fast probe');
    const end = new Date();
    const start = new Date(end.getTime() - 3 * 86_400_000);
    const items = Array.from({ length: 2_000 }, (_, i) => reading(start.getTime() + i * 129_000));
    for (let i = 0; i < items.length; i += 500) {
      expect((await t.app.services.ingest.ingest(busy.id, items.slice(i, i + 500), end)).rejected).toEqual([]);
    }
    const day = (d: Date) => kolkataDay(d);
    const fromRaw = await t.app.services.queries.data(busy.id, day(start), day(end), end);
    expect(fromRaw.downsampled).toBe(true);
    expect(fromRaw.bucketSeconds! % 3600).not.toBe(0);
    // The same range where the raw tier holds at most 1,000 readings: whole hours from the rollup.
    const fromHours = await new ReadingQueryService(t.database.db, new ReadingBus(), 1_000).data(busy.id, day(start), day(end), end);
    expect(fromHours.bucketSeconds! % 3600).toBe(0);
    expect(fromHours.rawCount).toBe(fromRaw.rawCount);
    const ns = (data: typeof fromRaw.data) => data.map((r) => r.nitrogen);
    expect(Math.min(...ns(fromHours.data))).toBe(Math.min(...ns(fromRaw.data)));
    expect(Math.max(...ns(fromHours.data))).toBe(Math.max(...ns(fromRaw.data)));
  });
});
