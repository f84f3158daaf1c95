import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { farms, readingRejections } from '../db/schema/index.js';
import type { ReadingBus } from './bus.js';

/**
 * How long one replica trusts a device's rejected-reading count when no event says it changed: the
 * ingest that counts refusals announces it on the bus (relayed to every replica), so this bounds only
 * a replica that missed the event (its LISTEN connection was down), as for device keys.
 */
export const REJECTED_COUNT_TTL_MS = 5_000;

/** Relayed events stay under NOTIFY's payload limit: a uuid is 36 characters, so at most this many a message. */
const IDS_PER_EVENT = 150;

/**
 * What a device's description adds to its row, which every sensor read (`sensors.latestReading` polled by
 * each open screen) used to fetch with two queries: its farm's name and how many of its readings were
 * refused. A farm's name never changes once made (no endpoint renames a farm): kept for the process's
 * life. The refused count is dropped, on every replica, whenever the ingest counts new refusals.
 */
export class DeviceFacts {
  private readonly farmNames = new Map<string, string>();
  private readonly rejected = new Map<string, { count: number; expires: number }>();
  // Bumped when counts are dropped: a load that started before must not store what it read.
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly bus: ReadingBus,
  ) {
    bus.onInvalidate((event) => {
      if (event.cache !== 'device-rejections') return;
      this.generation += 1;
      for (const id of event.deviceIds) this.rejected.delete(id);
    });
  }

  async farmName(farmId: string): Promise<string> {
    const hit = this.farmNames.get(farmId);
    if (hit !== undefined) return hit;
    const [farm] = await this.db.select({ name: farms.name }).from(farms).where(eq(farms.id, farmId));
    if (!farm) return '';
    if (this.farmNames.size >= 10_000) this.farmNames.delete(this.farmNames.keys().next().value!);
    this.farmNames.set(farmId, farm.name);
    return farm.name;
  }

  async rejectedCount(deviceId: string, now = Date.now()): Promise<number> {
    const hit = this.rejected.get(deviceId);
    if (hit && hit.expires > now) return hit.count;
    const generation = this.generation;
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${readingRejections.count}), 0)`.mapWith(Number) })
      .from(readingRejections)
      .where(eq(readingRejections.deviceId, deviceId));
    const count = row?.n ?? 0;
    if (generation === this.generation) {
      if (this.rejected.size >= 10_000) this.rejected.delete(this.rejected.keys().next().value!);
      this.rejected.set(deviceId, { count, expires: now + REJECTED_COUNT_TTL_MS });
    }
    return count;
  }
}

/** Tells every replica that these devices' refused counts changed (after they are stored); settles once relayed. */
export async function announceRejections(bus: ReadingBus, deviceIds: readonly string[]): Promise<void> {
  for (let i = 0; i < deviceIds.length; i += IDS_PER_EVENT)
    await bus.invalidate({ cache: 'device-rejections', deviceIds: deviceIds.slice(i, i + IDS_PER_EVENT) });
}
