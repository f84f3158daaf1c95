/**
 * The monthly partitions of `readings` (migration 0014): the leader (cluster/periodic.ts) makes sure
 * the current and the next months have theirs, and drops the raw months older than the retention
 * (READINGS_RAW_RETENTION_MONTHS; 0 keeps every month). The hourly rollup is never dropped, so the
 * charts of a dropped month still draw from it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

/** How many months ahead of the current one have their partition ready. */
export const MONTHS_AHEAD = 2;

const NAME = /^readings_(\d{4})_(\d{2})$/;

/** The first instant of a UTC month, `offset` months from the one holding `at`. */
export const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
export const partitionName = (month: Date) => `readings_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

export async function readingPartitions(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'readings'::regclass order by 1`);
  return (result.rows as Array<{ name: string }>).map((r) => r.name);
}

/**
 * Creates the missing partitions from this month to MONTHS_AHEAD ahead. Readings of such a month
 * already in readings_default (sent before its partition existed) are moved into the new partition
 * in the same transaction, since PostgreSQL refuses a partition whose rows sit in the default one.
 */
export async function ensurePartitions(db: Db, now = new Date()): Promise<string[]> {
  const existing = new Set(await readingPartitions(db));
  const created: string[] = [];
  for (let i = 0; i <= MONTHS_AHEAD; i++) {
    const from = monthStart(now, i);
    const to = monthStart(now, i + 1);
    const name = partitionName(from);
    if (existing.has(name)) continue;
    const range = sql`ts >= ${from.toISOString()}::timestamptz and ts < ${to.toISOString()}::timestamptz`;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`create table "${name}" (like readings including defaults including constraints)`));
      await tx.execute(sql`insert into ${sql.identifier(name)} select * from readings_default where ${range}`);
      await tx.execute(sql`delete from readings_default where ${range}`);
      await tx.execute(
        sql.raw(`alter table readings attach partition "${name}" for values from ('${from.toISOString()}') to ('${to.toISOString()}')`),
      );
    });
    created.push(name);
  }
  return created;
}

/** Drops the monthly partitions wholly older than `months` months before the current month (none when 0). */
export async function dropExpiredPartitions(db: Db, months: number, now = new Date()): Promise<string[]> {
  if (months <= 0) return [];
  const keepFrom = monthStart(now, -months);
  const dropped: string[] = [];
  for (const name of await readingPartitions(db)) {
    const m = NAME.exec(name);
    if (!m) continue;
    const month = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
    if (month >= keepFrom) continue;
    await db.execute(sql.raw(`drop table "${name}"`));
    dropped.push(name);
  }
  return dropped;
}

/** The leader's hourly upkeep of the partitions (registered in main.ts). */
export class ReadingPartitions {
  constructor(
    private readonly db: Db,
    private readonly retentionMonths: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async maintain(now = new Date()): Promise<{ created: string[]; dropped: string[] }> {
    const created = await ensurePartitions(this.db, now);
    const dropped = await dropExpiredPartitions(this.db, this.retentionMonths, now);
    if (created.length || dropped.length) this.log.info({ created, dropped }, 'reading partitions updated');
    return { created, dropped };
  }
}
