import { tankProblems, tankProblemsText } from '@agrim/agronomy';
import { accountNameSql } from '../auth/accountName.js';
import { ADMIN_ROLES, type Device, type FertigationSetup, type FertigationSetupRecord, OFFLINE_AFTER_MS } from '@agrim/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { devices, farmMembers, farms, readingRejections, users } from '../db/schema/index.js';
import { AppError, forbidden, notFound, unauthenticated } from '../http/errors.js';
import { TtlCache } from '../lib/ttlCache.js';
import type { ReadingBus } from './bus.js';
import { DeviceFacts } from './deviceFacts.js';
import { isUuid } from '../lib/uuid.js';

export type DeviceRow = typeof devices.$inferSelect;

/** Staff read every farm's devices; a farmer reads the devices of the farms they belong to. */
const seesAllFarms = (caller: Caller) => ADMIN_ROLES.includes(caller.role) || caller.role === 'Expert';

/** How long a caller's device lookup is reused: new devices and memberships show within seconds. */
const RESOLVE_TTL_MS = 5_000;

/**
 * How long one replica trusts what it knows about a device key (MQTT checks the key of every
 * message). A rotation or revocation is seen at once on every replica (the bus relays the cache
 * event); this bounds it when a relayed event is lost (a replica's LISTEN connection was down).
 */
export const DEVICE_KEY_TTL_MS = 5_000;

/**
 * A rotation this soon after the last is refused (409), not applied: PGlite runs requests one
 * statement at a time, so "at the same moment" cannot be told by a compare-and-set on the key.
 */
export const KEY_ROTATION_SETTLE_SECONDS = 10;

const isAdmin = (caller: Caller) => ADMIN_ROLES.includes(caller.role);

export class DeviceService {
  private readonly named = new TtlCache<DeviceRow>(RESOLVE_TTL_MS);
  // The default is the most recently active device, so any newly stored reading may change it.
  private readonly defaults = new TtlCache<DeviceRow>(RESOLVE_TTL_MS);
  /** Device rows by key hash (null: no device has this key). */
  private readonly keys = new Map<string, { row: DeviceRow | null; expires: number }>();
  // Bumped on every local key change: a lookup that started before it must not store what it read.
  private keyGeneration = 0;
  private readonly facts: DeviceFacts;

  constructor(
    private readonly db: Db,
    private readonly bus: ReadingBus,
    private readonly audit?: AuditService,
  ) {
    this.facts = new DeviceFacts(db, bus);
    bus.subscribe(() => this.defaults.clear());
    // Key and access changes on any replica (the bus relays them) drop this replica's copies.
    bus.onInvalidate((event) => {
      if (event.cache === 'device-keys') this.dropKeys();
      else if (event.cache === 'device-access') this.dropAccess();
    });
  }

  /**
   * The device a sensor query acts on: the one asked for (when the caller may read it) or the
   * caller's most recently active one. Unknown and foreign devices are the same 404.
   */
  resolve(caller: Caller, deviceId?: string): Promise<DeviceRow> {
    const cache = deviceId ? this.named : this.defaults;
    return cache.getOrLoad(`${caller.userId}|${caller.role}|${deviceId ?? ''}`, () => this.lookup(caller, deviceId));
  }

  /** Drops every cached device lookup (on every replica): after a membership was removed, the member loses the farm's devices at once. */
  forgetAccess(): void {
    void this.bus.invalidate({ cache: 'device-access' });
  }

  private dropAccess(): void {
    this.named.clear();
    this.defaults.clear();
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
    // Whether a key is revoked is for the people who manage keys.
    return rows.map((r) => toApiDevice(r.device, r.farmName, r.rejected, now, isAdmin(caller)));
  }

  /** The device as the API shows it; its farm's name and refused count from `DeviceFacts` (no query once known). */
  async describe(row: DeviceRow, now = new Date(), withKeyState = false): Promise<Device> {
    const [farmName, rejected] = await Promise.all([this.facts.farmName(row.farmId), this.facts.rejectedCount(row.id)]);
    return toApiDevice(row, farmName, rejected, now, withKeyState);
  }

  async register(farmId: string, name: string, simulated = false): Promise<{ device: Device; key: string }> {
    const [farm] = await this.db.select().from(farms).where(eq(farms.id, farmId));
    if (!farm) throw notFound('No such farm.');
    const key = newDeviceKey();
    const [row] = await this.db
      .insert(devices)
      .values({ farmId, name, keyHash: sha256(key), simulated })
      .returning();
    await this.forgetKeys();
    return { device: toApiDevice(row!, farm.name, 0, new Date()), key };
  }

  /**
   * A device key proves which device is talking; it may write only that device's readings. A
   * revoked key is refused. Cached by key hash for DEVICE_KEY_TTL_MS (see there).
   */
  async authenticate(deviceId: string, key: string | undefined, now = Date.now()): Promise<DeviceRow> {
    if (!key) throw keyRefusal(deviceId, undefined, null);
    const row = await this.deviceByKey(sha256(key), now);
    const refusal = keyRefusal(deviceId, key, row);
    if (refusal) throw refusal;
    return row!;
  }

  /**
   * `authenticate` for many (device, key) pairs at once (an MQTT batch's): the keys not cached are
   * looked up in one query, not one each (a burst's 100 devices all expire together every
   * DEVICE_KEY_TTL_MS). Answers per pair, in order, null or why it is refused (`authenticate`'s error
   * message); a database error is thrown.
   */
  async authenticateMany(
    pairs: ReadonlyArray<{ deviceId: string; key: string | undefined }>,
    now = Date.now(),
  ): Promise<Array<string | null>> {
    const hashes = pairs.map((p) => (p.key ? sha256(p.key) : ''));
    const rows = new Map<string, DeviceRow | null>();
    const missing: string[] = [];
    for (const hash of hashes) {
      if (!hash || rows.has(hash)) continue;
      const hit = this.keys.get(hash);
      if (hit && hit.expires > now) rows.set(hash, hit.row);
      else if (!missing.includes(hash)) missing.push(hash);
    }
    if (missing.length > 0) {
      const generation = this.keyGeneration;
      const found = await this.db.select().from(devices).where(inArray(devices.keyHash, missing));
      const byHash = new Map(found.map((row) => [row.keyHash, row]));
      for (const hash of missing) {
        const row = byHash.get(hash) ?? null;
        rows.set(hash, row);
        if (generation === this.keyGeneration) this.remember(hash, row, now);
      }
    }
    return pairs.map((p, i) => keyRefusal(p.deviceId, p.key, hashes[i] ? rows.get(hashes[i]!)! : null)?.message ?? null);
  }

  private async deviceByKey(hash: string, now: number): Promise<DeviceRow | null> {
    const hit = this.keys.get(hash);
    if (hit && hit.expires > now) return hit.row;
    const generation = this.keyGeneration;
    const [row] = await this.db.select().from(devices).where(eq(devices.keyHash, hash));
    if (generation === this.keyGeneration) this.remember(hash, row ?? null, now);
    return row ?? null;
  }

  private remember(hash: string, row: DeviceRow | null, now: number): void {
    if (this.keys.size >= 10_000) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(hash, { row, expires: now + DEVICE_KEY_TTL_MS });
  }

  private forgetKeys(): Promise<void> {
    return this.bus.invalidate({ cache: 'device-keys' });
  }

  private dropKeys(): void {
    this.keyGeneration += 1;
    this.keys.clear();
  }

  /** Stops a device's key at once (on every replica, through the bus's cache events). Audited. */
  async revokeKey(caller: Caller, farmId: string, deviceId: string): Promise<Device> {
    const row = await this.changeKey(
      caller,
      farmId,
      deviceId,
      { keyRevokedAt: sql`coalesce(${devices.keyRevokedAt}, now())` },
      'device.key_revoked',
    );
    return this.describe(row, new Date(), true);
  }

  /**
   * Gives a device a new key, returned this once; the old key stops at once. Clears a revocation.
   * Audited. Of two rotations within KEY_ROTATION_SETTLE_SECONDS (two Admins at once, a double
   * click) only the first is applied and the other is 409: its key, shown once, would never work.
   */
  async rotateKey(caller: Caller, farmId: string, deviceId: string): Promise<{ device: Device; key: string }> {
    const key = newDeviceKey();
    const row = await this.changeKey(
      caller,
      farmId,
      deviceId,
      // The database's clock, which the settle window below is judged by.
      { keyHash: sha256(key), keyRotatedAt: sql`now()`, keyRevokedAt: null },
      'device.key_rotated',
    );
    return { device: await this.describe(row, new Date(), true), key };
  }

  /** One key change of a device of this farm, audited in its transaction; the cached keys are dropped after it. */
  private async changeKey(
    caller: Caller,
    farmId: string,
    deviceId: string,
    set: Partial<Record<'keyHash' | 'keyRotatedAt' | 'keyRevokedAt', unknown>>,
    action: 'device.key_revoked' | 'device.key_rotated',
  ): Promise<DeviceRow> {
    const rotating = action === 'device.key_rotated';
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(devices)
        .set(set as Partial<typeof devices.$inferInsert>)
        .where(
          and(
            eq(devices.id, deviceId),
            eq(devices.farmId, farmId),
            // Part of the update's own condition, so PostgreSQL re-checks it on the row a simultaneous rotation just committed.
            rotating
              ? sql`(${devices.keyRotatedAt} is null or ${devices.keyRotatedAt} <= now() - ${sql.raw(`interval '${KEY_ROTATION_SETTLE_SECONDS} seconds'`)})`
              : undefined,
          ),
        )
        .returning();
      if (!updated) {
        // Not updated, yet there: a rotation inside the settle window.
        const [there] = rotating
          ? await tx
              .select({ id: devices.id })
              .from(devices)
              .where(and(eq(devices.id, deviceId), eq(devices.farmId, farmId)))
          : [];
        if (!there) throw notFound('No such device on this farm.');
        throw new AppError(
          'CONFLICT',
          {
            en: `This device's key was changed moments ago (by another administrator, or a second click): the key shown then is the one that works. To issue another, wait ${KEY_ROTATION_SETTLE_SECONDS} seconds and rotate again.`,
            hi: `इस उपकरण की कुंजी अभी-अभी बदली गई है (किसी दूसरे व्यवस्थापक ने या दूसरे क्लिक से): तब दिखाई गई कुंजी ही काम करेगी। दूसरी कुंजी के लिए ${KEY_ROTATION_SETTLE_SECONDS} सेकंड रुककर फिर से बदलें।`,
            mr: `या उपकरणाची की आत्ताच बदलली आहे (दुसऱ्या प्रशासकाने किंवा दुसऱ्या क्लिकने): तेव्हा दाखवलेली कीच चालेल. दुसऱ्या कीसाठी ${KEY_ROTATION_SETTLE_SECONDS} सेकंद थांबून पुन्हा बदला.`,
          },
          { 'retry-after': String(KEY_ROTATION_SETTLE_SECONDS) },
        );
      }
      await this.audit?.record(caller, { action, targetType: 'device', targetId: deviceId, details: { farmId, name: updated.name } }, tx);
      return updated;
    });
    await this.forgetKeys();
    return row;
  }

  /** The device's fertigation setup (issue 37, dose per opening); null when not set. */
  async fertigationSetup(deviceId: string): Promise<FertigationSetupRecord | null> {
    const [row] = await this.db.select({ setup: devices.fertigationSetup }).from(devices).where(eq(devices.id, deviceId));
    return row?.setup ?? null;
  }

  /** Sets it, refusing (400, English and Hindi) a tank product the fertigation profile does not allow (DAP, SSP, anything not soluble). */
  async setFertigationSetup(caller: Caller, deviceId: string, setup: FertigationSetup, now = new Date()): Promise<FertigationSetupRecord> {
    const problems = tankProblems(setup);
    if (problems.length > 0) throw new AppError('VALIDATION_FAILED', tankProblemsText(problems));
    const record: FertigationSetupRecord = { ...setup, set_at: now.toISOString(), by: caller.email ?? null };
    await this.db.transaction(async (tx) => {
      await tx.update(devices).set({ fertigationSetup: record }).where(eq(devices.id, deviceId));
      await this.audit?.record(
        caller,
        { action: 'device.fertigation_setup', targetType: 'device', targetId: deviceId, details: { ...record } },
        tx,
      );
    });
    return record;
  }

  async exists(deviceId: string): Promise<DeviceRow | undefined> {
    if (!isUuid(deviceId)) return undefined;
    const [row] = await this.db.select().from(devices).where(eq(devices.id, deviceId));
    return row;
  }
}

/** A new device key (shown once; only its SHA-256 is stored). */
export const newDeviceKey = () => `agk_${randomToken()}`;

export function toApiDevice(row: DeviceRow, farmName: string, rejected: number, now: Date, withKeyState = false): Device {
  return {
    ...(withKeyState ? { keyRevoked: !!row.keyRevokedAt } : {}),
    id: row.id,
    name: row.name,
    farmId: row.farmId,
    farmName,
    simulated: row.simulated,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    online: !!row.lastSeenAt && now.getTime() - row.lastSeenAt.getTime() <= OFFLINE_AFTER_MS,
    rejectedReadings: rejected,
    calibratedAt: row.calibration?.calibrated_at ?? null,
  };
}

type Farm = {
  id: string;
  name: string;
  district: string | null;
  state: string | null;
  memberEmails: string[];
  members?: Array<{ id: string; email: string; display_name: string }>;
};

export class FarmService {
  constructor(
    private readonly db: Db,
    private readonly audit?: AuditService,
    private readonly devices?: DeviceService,
  ) {}

  /**
   * Least privilege (issue 18): Admin and superAdmin see every member (emails and ids, to manage
   * them); a farmer sees their own farms and only their own email; an Expert sees every farm and
   * no member at all (Experts advise on readings, they do not contact farmers).
   */
  async list(caller: Caller): Promise<Farm[]> {
    const rows = await this.db
      .select({ farm: farms, member: { id: users.id, email: accountNameSql(), name: users.displayName } })
      .from(farms)
      .leftJoin(farmMembers, eq(farmMembers.farmId, farms.id))
      .leftJoin(users, and(eq(users.id, farmMembers.userId), isNull(users.deletedAt)))
      .where(
        seesAllFarms(caller)
          ? undefined
          : inArray(farms.id, this.db.select({ id: farmMembers.farmId }).from(farmMembers).where(eq(farmMembers.userId, caller.userId))),
      )
      .orderBy(farms.name, users.email);
    const admin = isAdmin(caller);
    const byId = new Map<string, Farm>();
    for (const { farm, member } of rows) {
      const entry = byId.get(farm.id) ?? {
        id: farm.id,
        name: farm.name,
        district: farm.district,
        state: farm.state,
        memberEmails: [],
        ...(admin ? { members: [] } : {}),
      };
      if (member?.id) {
        if (admin) {
          entry.memberEmails.push(member.email);
          entry.members!.push({ id: member.id, email: member.email, display_name: member.name });
        } else if (caller.role === 'user' && member.id === caller.userId) {
          entry.memberEmails.push(member.email);
        }
      }
      byId.set(farm.id, entry);
    }
    return [...byId.values()];
  }

  async create(input: { name: string; district?: string; state?: string }) {
    const [farm] = await this.db
      .insert(farms)
      .values({ name: input.name, district: input.district ?? null, state: input.state ?? null })
      .returning();
    return { id: farm!.id, name: farm!.name, district: farm!.district, state: farm!.state, memberEmails: [] as string[], members: [] };
  }

  /** `name`: the farmer's email or (issue 41) their mobile number in E.164, as the contract reads it. */
  async addMember(farmId: string, name: string, caller?: Caller) {
    const byPhone = name.startsWith('+');
    await this.db.transaction(async (tx) => {
      const [farm] = await tx.select().from(farms).where(eq(farms.id, farmId));
      if (!farm) throw notFound('No such farm.');
      const [user] = await tx
        .select({ id: users.id, role: users.role, email: accountNameSql() })
        .from(users)
        .where(and(byPhone ? eq(users.phoneNumber, name) : eq(users.email, name), isNull(users.deletedAt)));
      if (!user) {
        throw new AppError(
          'NOT_FOUND',
          byPhone
            ? { en: 'No account has this mobile number.', hi: 'इस मोबाइल नंबर का कोई खाता नहीं है।', mr: 'या मोबाईल नंबरचे कोणतेही खाते नाही.' }
            : 'No account has this email.',
        );
      }
      // Issue 38: a farm's members are told of its alarms; staff see every farm without being members (as onboarding says).
      if (user.role !== 'user') {
        throw new AppError('VALIDATION_FAILED', {
          en: 'Only farmers (role User) can be farm members. Staff see every farm without being added.',
          hi: 'केवल किसान (भूमिका User) खेत के सदस्य बन सकते हैं। स्टाफ़ को हर खेत बिना जोड़े दिखता है।',
          mr: 'फक्त शेतकरी (भूमिका User) शेताचे सदस्य होऊ शकतात. कर्मचाऱ्यांना प्रत्येक शेत न जोडता दिसते.',
        });
      }
      const [added] = await tx.insert(farmMembers).values({ farmId, userId: user.id }).onConflictDoNothing().returning();
      if (added && caller) {
        await this.audit?.record(
          caller,
          {
            action: 'farm.member_added',
            targetType: 'farm',
            targetId: farmId,
            details: { farm: farm.name, userId: user.id, email: user.email },
          },
          tx,
        );
      }
    });
    return this.adminView(farmId);
  }

  /**
   * Removes an account from a farm: it stops reading the farm's devices at once (this replica's
   * device lookups are dropped; the database is the truth for the rest). Removing someone who is
   * not a member is 404. Audited.
   */
  async removeMember(caller: Caller, farmId: string, userId: string) {
    await this.db.transaction(async (tx) => {
      const [farm] = await tx.select().from(farms).where(eq(farms.id, farmId));
      if (!farm) throw notFound('No such farm.');
      const [removed] = await tx
        .delete(farmMembers)
        .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, userId)))
        .returning();
      if (!removed) throw notFound('This account is not a member of this farm.');
      const [user] = await tx.select({ email: accountNameSql() }).from(users).where(eq(users.id, userId));
      await this.audit?.record(
        caller,
        { action: 'farm.member_removed', targetType: 'farm', targetId: farmId, details: { farm: farm.name, userId, email: user?.email } },
        tx,
      );
    });
    this.devices?.forgetAccess();
    return this.adminView(farmId);
  }

  private async adminView(farmId: string): Promise<Farm> {
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

/** Why this key may not write this device's readings, or null if it may (`row`: the device with this key's hash). */
function keyRefusal(deviceId: string, key: string | undefined, row: DeviceRow | null): AppError | null {
  if (!key) return unauthenticated('Send the device key in the X-Device-Key header.');
  if (!row) return unauthenticated('Unknown device key.');
  if (row.keyRevokedAt)
    return unauthenticated('This device key was revoked. An administrator can issue a new one (Farms & Devices, rotate key).');
  if (row.id !== deviceId) return forbidden('This device key belongs to another device.');
  return null;
}
