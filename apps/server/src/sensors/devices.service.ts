import { ADMIN_ROLES, type Device, OFFLINE_AFTER_MS } from '@agrim/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { devices, farmMembers, farms, readingRejections, users } from '../db/schema/index.js';
import { AppError, forbidden, notFound, unauthenticated } from '../http/errors.js';
import { TtlCache } from '../lib/ttlCache.js';
import type { ReadingBus } from './bus.js';
import { isUuid } from '../lib/uuid.js';

type DeviceRow = typeof devices.$inferSelect;

/** Staff read every farm's devices; a farmer reads the devices of the farms they belong to. */
const seesAllFarms = (caller: Caller) => ADMIN_ROLES.includes(caller.role) || caller.role === 'Expert';

/** How long a caller's device lookup is reused: new devices and memberships show within seconds. */
const RESOLVE_TTL_MS = 5_000;

export class DeviceService {
  private readonly named = new TtlCache<DeviceRow>(RESOLVE_TTL_MS);
  // The default is the most recently active device, so any newly stored reading may change it.
  private readonly defaults = new TtlCache<DeviceRow>(RESOLVE_TTL_MS);

  constructor(
    private readonly db: Db,
    bus: ReadingBus,
  ) {
    bus.subscribe(() => this.defaults.clear());
  }

  /**
   * The device a sensor query acts on: the one asked for (when the caller may read it) or the
   * caller's most recently active one. Unknown and foreign devices are the same 404.
   */
  resolve(caller: Caller, deviceId?: string): Promise<DeviceRow> {
    const cache = deviceId ? this.named : this.defaults;
    return cache.getOrLoad(`${caller.userId}|${caller.role}|${deviceId ?? ''}`, () => this.lookup(caller, deviceId));
  }

  private async lookup(caller: Caller, deviceId?: string): Promise<DeviceRow> {
    // Some callers take the id from a plain-string field: a non-uuid names no device (and must not reach the uuid column).
    if (deviceId !== undefined && !isUuid(deviceId)) throw notFound('No such device on your farms.');
    const where = [] as ReturnType<typeof eq>[];
    if (deviceId) where.push(eq(devices.id, deviceId));
    if (!seesAllFarms(caller)) {
      where.push(
        inArray(devices.farmId, this.db.select({ id: farmMembers.farmId }).from(farmMembers).where(eq(farmMembers.userId, caller.userId))),
      );
    }
    const [row] = await this.db
      .select()
      .from(devices)
      .where(and(...where))
      .orderBy(sql`${devices.lastSeenAt} desc nulls last`, devices.createdAt)
      .limit(1);
    if (!row) throw notFound(deviceId ? 'No such device on your farms.' : 'No sensor device is linked to your farms yet.');
    return row;
  }

  async list(caller: Caller, now = new Date()): Promise<Device[]> {
    const rows = await this.db
      .select({
        device: devices,
        farmName: farms.name,
        rejected:
          sql<number>`coalesce((select sum(${readingRejections.count}) from ${readingRejections} where ${readingRejections.deviceId} = ${devices.id}), 0)`.mapWith(
            Number,
          ),
      })
      .from(devices)
      .innerJoin(farms, eq(farms.id, devices.farmId))
      .where(
        seesAllFarms(caller)
          ? undefined
          : inArray(
              devices.farmId,
              this.db.select({ id: farmMembers.farmId }).from(farmMembers).where(eq(farmMembers.userId, caller.userId)),
            ),
      )
      .orderBy(farms.name, devices.name);
    return rows.map((r) => toApiDevice(r.device, r.farmName, r.rejected, now));
  }

  async describe(row: DeviceRow, now = new Date()): Promise<Device> {
    const [farm] = await this.db.select({ name: farms.name }).from(farms).where(eq(farms.id, row.farmId));
    const [rej] = await this.db
      .select({ n: sql<number>`coalesce(sum(${readingRejections.count}), 0)`.mapWith(Number) })
      .from(readingRejections)
      .where(eq(readingRejections.deviceId, row.id));
    return toApiDevice(row, farm?.name ?? '', rej?.n ?? 0, now);
  }

  async register(farmId: string, name: string, simulated = false): Promise<{ device: Device; key: string }> {
    const [farm] = await this.db.select().from(farms).where(eq(farms.id, farmId));
    if (!farm) throw notFound('No such farm.');
    const key = `agk_${randomToken()}`;
    const [row] = await this.db
      .insert(devices)
      .values({ farmId, name, keyHash: sha256(key), simulated })
      .returning();
    return { device: toApiDevice(row!, farm.name, 0, new Date()), key };
  }

  /** A device key proves which device is talking; it may write only that device's readings. */
  async authenticate(deviceId: string, key: string | undefined): Promise<DeviceRow> {
    if (!key) throw unauthenticated('Send the device key in the X-Device-Key header.');
    const [row] = await this.db
      .select()
      .from(devices)
      .where(eq(devices.keyHash, sha256(key)));
    if (!row) throw unauthenticated('Unknown device key.');
    if (row.id !== deviceId) throw forbidden('This device key belongs to another device.');
    return row;
  }

  async exists(deviceId: string): Promise<DeviceRow | undefined> {
    if (!isUuid(deviceId)) return undefined;
    const [row] = await this.db.select().from(devices).where(eq(devices.id, deviceId));
    return row;
  }
}

function toApiDevice(row: DeviceRow, farmName: string, rejected: number, now: Date): Device {
  return {
    id: row.id,
    name: row.name,
    farmId: row.farmId,
    farmName,
    simulated: row.simulated,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    online: !!row.lastSeenAt && now.getTime() - row.lastSeenAt.getTime() <= OFFLINE_AFTER_MS,
    rejectedReadings: rejected,
  };
}

export class FarmService {
  constructor(private readonly db: Db) {}

  async list(caller: Caller) {
    const rows = await this.db
      .select({ farm: farms, email: users.email })
      .from(farms)
      .leftJoin(farmMembers, eq(farmMembers.farmId, farms.id))
      .leftJoin(users, eq(users.id, farmMembers.userId))
      .where(
        seesAllFarms(caller)
          ? undefined
          : inArray(farms.id, this.db.select({ id: farmMembers.farmId }).from(farmMembers).where(eq(farmMembers.userId, caller.userId))),
      )
      .orderBy(farms.name, users.email);
    const byId = new Map<string, { id: string; name: string; district: string | null; state: string | null; memberEmails: string[] }>();
    for (const { farm, email } of rows) {
      const entry = byId.get(farm.id) ?? { id: farm.id, name: farm.name, district: farm.district, state: farm.state, memberEmails: [] };
      if (email) entry.memberEmails.push(email);
      byId.set(farm.id, entry);
    }
    return [...byId.values()];
  }

  async create(input: { name: string; district?: string; state?: string }) {
    const [farm] = await this.db
      .insert(farms)
      .values({ name: input.name, district: input.district ?? null, state: input.state ?? null })
      .returning();
    return { id: farm!.id, name: farm!.name, district: farm!.district, state: farm!.state, memberEmails: [] as string[] };
  }

  async addMember(farmId: string, email: string) {
    const [farm] = await this.db.select().from(farms).where(eq(farms.id, farmId));
    if (!farm) throw notFound('No such farm.');
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new AppError('NOT_FOUND', 'No account has this email.');
    await this.db.insert(farmMembers).values({ farmId, userId: user.id }).onConflictDoNothing();
    const [listed] = (await this.list({ userId: '', email: '', name: '', role: 'superAdmin' })).filter((f) => f.id === farmId);
    return listed!;
  }

  /** Ensures a farm named `name` exists and returns its id (used by the simulator's demo farm). */
  async ensure(name: string): Promise<string> {
    const [existing] = await this.db
      .select({ id: farms.id })
      .from(farms)
      .where(eq(farms.name, name))
      .orderBy(desc(farms.createdAt))
      .limit(1);
    if (existing) return existing.id;
    return (await this.create({ name })).id;
  }
}
