import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AssignableRole,
  outranks,
  ROLE_RANK,
  type Role,
  type CreateUserRequest,
  createUserRequestSchema,
  type Device,
  type Farmer,
  type FarmersQuery,
  farmersQuerySchema,
  maskPhone,
  roleFromAssignable,
  STAFF_ROLES,
  type User,
} from '@agrim/contracts';
import { normalizeIndianPhone } from '@agrim/contracts/mobileNumber';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditService, AuditWriter } from '../audit/audit.service.js';
import { accountName, emailOf, isRealEmail, noEmail } from '../auth/accountName.js';
import { assertAcceptablePassword } from '../auth/passwordPolicy.js';
import { hashPassword } from '../auth/passwords.js';
import type { SessionState } from '../auth/sessionState.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { customTokens, devices, farmMembers, farms, users } from '../db/schema/index.js';
import { newDeviceKey, toApiDevice } from '../sensors/devices.service.js';
import { sha256 } from '../auth/tokens.js';
import { AppError, forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../lib/uuid.js';

type UserRow = typeof users.$inferSelect;

/**
 * Issue 41: who sees an account's mobile number whole. The account itself, and Admins and
 * superAdmins (they register farmers, and phone them about their farms and devices); anyone else
 * (an Expert, a co-member of a farm) sees it masked, `+91 ••••••3210`.
 */
export type PhoneViewer = { userId: string; role: Role } | 'whole' | 'masked';

export function phoneFor(row: Pick<UserRow, 'id' | 'phoneNumber'>, viewer: PhoneViewer): string | null {
  if (!row.phoneNumber) return null;
  if (viewer === 'masked') return maskPhone(row.phoneNumber);
  if (viewer === 'whole' || viewer.userId === row.id || viewer.role === 'Admin' || viewer.role === 'superAdmin') return row.phoneNumber;
  return maskPhone(row.phoneNumber);
}

export function toApiUser(row: UserRow, viewer: PhoneViewer): User {
  return {
    id: row.id,
    email: emailOf(row),
    display_name: row.displayName,
    phone_number: phoneFor(row, viewer),
    photo_url: row.photoUrl,
    role: row.role,
    email_verified: row.emailVerified,
    creation_time: row.createdAt.toISOString(),
    last_login_time: row.lastLoginAt?.toISOString() ?? null,
    last_refresh_time: row.lastRefreshAt?.toISOString() ?? null,
    disabled: !!row.disabledAt,
  };
}

/** The anonymised email of a deleted account: unique, and in a domain that can never receive mail (RFC 6761). */
export const deletedEmail = (id: string) => `deleted-${id}@deleted.invalid`;
export const DELETED_NAME = 'Deleted account';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Called after an account's farm memberships changed (deletion), so cached device lookups are dropped. */
export type MembershipListener = () => void;

/** An account below the caller, as the `outranked` check loads it. */
export type OutrankedAccount = { id: string; role: Role };

export class UserService {
  private readonly membershipListeners = new Set<MembershipListener>();

  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly sessions: SessionState,
  ) {}

  onMembershipsChanged(listener: MembershipListener): void {
    this.membershipListeners.add(listener);
  }

  async get(caller: Caller): Promise<User> {
    const [row] = await this.db.select().from(users).where(eq(users.id, caller.userId));
    if (!row) throw notFound('Your account no longer exists.');
    return toApiUser(row, caller);
  }

  async byId(id: string, viewer: PhoneViewer = 'masked'): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ? toApiUser(row, viewer) : null;
  }

  /**
   * Registers an account. Issue 22: with `farm` (an existing one by id, or a new one) the account
   * becomes its member, and with `device` a device is registered there; the account, the farm, the
   * membership and the device are made in one transaction, so a registration is never half done.
   */
  async create(caller: Caller | null, input: z.output<typeof createUserRequestSchema>): Promise<User> {
    return (await this.register(caller, input)).user;
  }

  /** `create` with what the registration made besides the account (issue 22). */
  async register(caller: Caller | null, input: z.output<typeof createUserRequestSchema>): Promise<Registered> {
    let phone: string | null = null;
    if (input.phone_number) {
      phone = normalizeIndianPhone(input.phone_number);
      if (!phone) {
        throw new AppError('VALIDATION_FAILED', {
          en: 'phone_number: enter a 10-digit Indian mobile number, such as 98765 43210.',
          hi: 'phone_number: 10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98765 43210।',
          mr: 'phone_number: 10 अंकी भारतीय मोबाईल नंबर लिहा, उदा. 98765 43210.',
        });
      }
    }
    if (input.email && !isRealEmail(input.email)) {
      throw new AppError('VALIDATION_FAILED', {
        en: 'email: .invalid addresses can never receive mail. Enter a real email, or leave it empty and enter a mobile number.',
        hi: 'email: .invalid पते पर कभी मेल नहीं पहुँचता। असली ईमेल लिखें, या इसे खाली छोड़कर मोबाइल नंबर लिखें।',
        mr: 'email: .invalid पत्त्यावर मेल कधीच पोहोचत नाही. खरा ईमेल लिहा, किंवा तो रिकामा ठेवून मोबाईल नंबर लिहा.',
      });
    }
    const role = roleFromAssignable(input.role);
    // Issue 41: a farmer may sign in by mobile number alone; staff sign in with their email only.
    if (!input.email && role !== 'user') {
      throw new AppError('VALIDATION_FAILED', {
        en: 'email: staff accounts (Expert, Admin) need an email; they sign in with it.',
        hi: 'email: स्टाफ़ खातों (Expert, Admin) के लिए ईमेल ज़रूरी है; वे उसी से साइन इन करते हैं।',
        mr: 'email: कर्मचारी खात्यांसाठी (Expert, Admin) ईमेल आवश्यक आहे; ते त्यानेच साइन इन करतात.',
      });
    }
    if (!input.email && !phone) {
      throw new AppError('VALIDATION_FAILED', {
        en: 'email: enter the farmer’s email or mobile number; they sign in with it.',
        hi: 'email: किसान का ईमेल या मोबाइल नंबर लिखें; वे उसी से साइन इन करते हैं।',
        mr: 'email: शेतकऱ्याचा ईमेल किंवा मोबाईल नंबर लिहा; ते त्यानेच साइन इन करतात.',
      });
    }
    if (input.device && !input.farm) {
      throw new AppError('VALIDATION_FAILED', {
        en: 'device: a device needs a farm. Choose the farm (farm.id) or name a new one (farm.name).',
        hi: 'device: डिवाइस के लिए खेत चाहिए। खेत चुनें (farm.id) या नए खेत का नाम दें (farm.name)।',
        mr: 'device: उपकरणासाठी शेत हवे. शेत निवडा (farm.id) किंवा नव्या शेताचे नाव द्या (farm.name).',
      });
    }
    if (input.farm && role !== 'user') {
      throw new AppError('VALIDATION_FAILED', {
        en: 'farm: only a farmer (role User) is registered onto a farm here. Staff see every farm without one.',
        hi: 'farm: यहाँ केवल किसान (भूमिका User) को खेत में जोड़ा जाता है। स्टाफ़ को हर खेत बिना इसके दिखता है।',
        mr: 'farm: येथे फक्त शेतकऱ्याला (भूमिका User) शेतात जोडले जाते. कर्मचाऱ्यांना प्रत्येक शेत याशिवाय दिसते.',
      });
    }
    assertAcceptablePassword(input.password, role, [input.email, input.display_name, phone, phone?.slice(3)]);
    const passwordHash = await hashPassword(input.password);
    const deviceKey = input.device ? newDeviceKey() : undefined;
    const id = randomUUID();
    const result = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          id,
          email: input.email ?? noEmail(id),
          passwordHash,
          displayName: input.display_name ?? (input.email ? input.email.split('@')[0]! : maskPhone(phone!)),
          phoneNumber: phone,
          role,
          createdBy: caller?.userId ?? null,
        })
        // Either unique name (email, mobile number) may be taken; which one is said below.
        .onConflictDoNothing()
        .returning();
      if (!created) throw await this.taken(tx, input.email ?? null, phone);
      await this.recordCreated(caller, created, tx);
      if (!input.farm) return { user: created };
      const farm = await this.farmFor(tx, caller, input.farm);
      await tx.insert(farmMembers).values({ farmId: farm.id, userId: created.id });
      await this.audit.record(
        caller,
        {
          action: 'farm.member_added',
          targetType: 'farm',
          targetId: farm.id,
          details: { farm: farm.name, userId: created.id, email: accountName(created) },
        },
        tx,
      );
      if (!input.device) return { user: created, farm };
      const [device] = await tx
        .insert(devices)
        .values({ farmId: farm.id, name: input.device.name, keyHash: sha256(deviceKey!) })
        .returning();
      await this.audit.record(
        caller,
        {
          action: 'device.registered',
          targetType: 'device',
          targetId: device!.id,
          details: { farmId: farm.id, farm: farm.name, name: device!.name, for: accountName(created) },
        },
        tx,
      );
      return { user: created, farm, device: toApiDevice(device!, farm.name, 0, new Date()) };
    });
    if (result.farm) for (const listener of this.membershipListeners) listener();
    return {
      user: toApiUser(result.user, caller ?? 'whole'),
      ...(result.farm
        ? {
            farm: {
              id: result.farm.id,
              name: result.farm.name,
              district: result.farm.district,
              state: result.farm.state,
              memberEmails: [accountName(result.user)],
            },
          }
        : {}),
      ...(result.device ? { device: result.device, deviceKey } : {}),
    };
  }

  /** Issue 41: the 409 of a registration whose email or mobile number another account has (English and Hindi). */
  private async taken(tx: Tx, email: string | null, phone: string | null): Promise<AppError> {
    const [byEmail] = email ? await tx.select({ id: users.id }).from(users).where(eq(users.email, email)) : [];
    if (byEmail || !phone) {
      return new AppError('CONFLICT', {
        en: 'An account with this email already exists.',
        hi: 'इस ईमेल से एक खाता पहले से मौजूद है।',
        mr: 'या ईमेलचे खाते आधीच अस्तित्वात आहे.',
      });
    }
    return new AppError('CONFLICT', {
      en: 'An account with this mobile number already exists. Each number signs in to one account: use another number, or none.',
      hi: 'इस मोबाइल नंबर से एक खाता पहले से मौजूद है। हर नंबर से एक ही खाते में साइन इन होता है: दूसरा नंबर दें, या नंबर खाली छोड़ें।',
      mr: 'या मोबाईल नंबरचे खाते आधीच अस्तित्वात आहे. प्रत्येक नंबरने एकाच खात्यात साइन इन होते: दुसरा नंबर द्या, किंवा नंबर रिकामा ठेवा.',
    });
  }

  /** The farm of a registration: an existing one (404 when unknown), or a new one made and audited in the same transaction. */
  private async farmFor(tx: Tx, caller: Caller | null, farm: NonNullable<z.output<typeof createUserRequestSchema>['farm']>) {
    if ('id' in farm) {
      const [existing] = await tx.select().from(farms).where(eq(farms.id, farm.id));
      if (!existing) {
        throw new AppError('NOT_FOUND', {
          en: 'No such farm: it may have been removed. Reload and choose another farm, or create a new one.',
          hi: 'ऐसा कोई खेत नहीं है: शायद हटा दिया गया। पेज फिर से खोलें और दूसरा खेत चुनें, या नया खेत बनाएँ।',
          mr: 'असे कोणतेही शेत नाही: कदाचित हटवले गेले. पान पुन्हा उघडा आणि दुसरे शेत निवडा, किंवा नवे शेत तयार करा.',
        });
      }
      return existing;
    }
    const [created] = await tx
      .insert(farms)
      .values({ name: farm.name, district: farm.district ?? null, state: farm.state ?? null })
      .returning();
    await this.audit.record(
      caller,
      {
        action: 'farm.created',
        targetType: 'farm',
        targetId: created!.id,
        details: { farm: created!.name, district: created!.district, state: created!.state },
      },
      tx,
    );
    return created!;
  }

  /**
   * Gives another account one of the assignable roles (Expert, Admin, User). The caller must rank
   * strictly above the account's current role, and the new role may be no higher than the caller's
   * own (an Admin may make an Expert or an Admin, never touch another Admin); nobody changes their
   * own role (403). The account's sessions end at once: its next request signs it out, and the new
   * role applies from its next sign-in.
   */
  async changeRole(caller: Caller, id: string, role: AssignableRole): Promise<{ user: User; changed: boolean }> {
    if (id === caller.userId) throw forbidden('You cannot change your own role.');
    if (!isUuid(id)) throw notFound('No such account.');
    const next = roleFromAssignable(role);
    if (ROLE_RANK[next] > ROLE_RANK[caller.role]) throw forbidden(`You cannot give a role above your own (${caller.role}).`);
    const result = await this.db.transaction(async (tx) => {
      // Locked, so two changes at once are recorded in the order they happen, each with the right "from".
      const current = await this.lockTarget(tx, caller, id, 'change the role of');
      if (current.role === next) return { user: toApiUser(current, caller), changed: false };
      // Issue 41: staff sign in with their email only; a farmer registered by mobile number has none.
      if (next !== 'user' && !isRealEmail(current.email)) {
        throw new AppError('CONFLICT', {
          en: 'This farmer has no email: staff (Expert, Admin) sign in with their email only. Register the person again with an email for a staff role.',
          hi: 'इस किसान का कोई ईमेल नहीं है: स्टाफ़ (Expert, Admin) केवल अपने ईमेल से साइन इन करते हैं। स्टाफ़ भूमिका के लिए उन्हें ईमेल के साथ फिर से पंजीकृत करें।',
          mr: 'या शेतकऱ्याचा ईमेल नाही: कर्मचारी (Expert, Admin) फक्त त्यांच्या ईमेलने साइन इन करतात. कर्मचारी भूमिकेसाठी त्यांची ईमेलसह पुन्हा नोंदणी करा.',
        });
      }
      const [updated] = await tx.update(users).set({ role: next }).where(eq(users.id, id)).returning();
      await this.sessions.end(id, tx);
      await this.audit.record(
        caller,
        {
          action: 'account.role_changed',
          targetType: 'user',
          targetId: id,
          details: { email: accountName(current), from: current.role, to: next },
        },
        tx,
      );
      return { user: toApiUser(updated!, caller), changed: true };
    });
    if (result.changed) await this.sessions.announce(id);
    return result;
  }

  /**
   * Disables another account of a strictly lower role: it cannot sign in, and its sessions (access
   * tokens, refresh tokens, live streams) end at once. Disabling a disabled account changes nothing.
   */
  async disable(caller: Caller, id: string): Promise<{ user: User; changed: boolean }> {
    return this.setDisabled(caller, id, true);
  }

  /** Lets a disabled account sign in again (its old sessions stay ended). */
  async enable(caller: Caller, id: string): Promise<{ user: User; changed: boolean }> {
    return this.setDisabled(caller, id, false);
  }

  private async setDisabled(caller: Caller, id: string, disable: boolean): Promise<{ user: User; changed: boolean }> {
    if (id === caller.userId) throw forbidden(disable ? 'You cannot disable your own account.' : 'You cannot enable your own account.');
    if (!isUuid(id)) throw notFound('No such account.');
    const result = await this.db.transaction(async (tx) => {
      const current = await this.lockTarget(tx, caller, id, disable ? 'disable' : 'enable');
      if (!!current.disabledAt === disable) return { user: toApiUser(current, caller), changed: false };
      const [updated] = await tx
        .update(users)
        .set({ disabledAt: disable ? new Date() : null })
        .where(eq(users.id, id))
        .returning();
      if (disable) await this.sessions.end(id, tx);
      await this.audit.record(
        caller,
        {
          action: disable ? 'account.disabled' : 'account.enabled',
          targetType: 'user',
          targetId: id,
          details: { email: accountName(current), role: current.role },
        },
        tx,
      );
      return { user: toApiUser(updated!, caller), changed: true };
    });
    if (result.changed) await this.sessions.announce(id);
    else this.sessions.forget(id);
    return result;
  }

  /**
   * Deletes another account of a strictly lower role: soft delete and anonymise. The row stays (so
   * the farm's readings, soil tests, predictions and audit entries that name it stay whole) with
   * its email, name, phone and photo replaced, an unusable password, no second factor, no farm
   * memberships and every session ended. It no longer appears in lists and cannot sign in.
   */
  async delete(caller: Caller, id: string): Promise<void> {
    if (id === caller.userId) throw forbidden('You cannot delete your own account.');
    if (!isUuid(id)) throw notFound('No such account.');
    // Hashed outside the transaction (argon2 takes a moment); nobody knows this password.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    await this.db.transaction(async (tx) => {
      const current = await this.lockTarget(tx, caller, id, 'delete');
      const now = new Date();
      await tx
        .update(users)
        .set({
          deletedAt: now,
          disabledAt: current.disabledAt ?? now,
          email: deletedEmail(id),
          displayName: DELETED_NAME,
          phoneNumber: null,
          photoUrl: null,
          passwordHash: unusable,
          emailVerified: false,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
        })
        .where(eq(users.id, id));
      const memberships = await tx.delete(farmMembers).where(eq(farmMembers.userId, id)).returning({ farmId: farmMembers.farmId });
      await tx
        .update(customTokens)
        .set({ usedAt: now })
        .where(and(eq(customTokens.userId, id), isNull(customTokens.usedAt)));
      await this.sessions.end(id, tx);
      // The audit entry keeps who it was: the log is read by superAdmins only and never rewritten.
      await this.audit.record(
        caller,
        {
          action: 'account.deleted',
          targetType: 'user',
          targetId: id,
          details: { email: accountName(current), role: current.role, farms: memberships.length },
        },
        tx,
      );
    });
    await this.sessions.announce(id);
    for (const listener of this.membershipListeners) listener();
  }

  /**
   * The account the caller acts on, refused when unknown or deleted (404) or not strictly below the caller
   * (403): the `outranked` check (users/records.ts). Each change locks and checks the row again inside its
   * transaction (`lockTarget`): a role may change between this read and the write.
   */
  async outranked(caller: Caller, id: string): Promise<OutrankedAccount> {
    if (!isUuid(id)) throw notFound('No such account.');
    const [target] = await this.db
      .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, id));
    if (!target || target.deletedAt) throw notFound('No such account.');
    if (!outranks(caller.role, target.role)) {
      throw forbidden(`You cannot act on an account whose role (${target.role}) is not below yours (${caller.role}).`);
    }
    return { id: target.id, role: target.role };
  }

  /**
   * The account another one acts on, locked for the rest of the transaction. Unknown and deleted
   * accounts are 404; an account whose role is not strictly below the caller's is 403.
   */
  private async lockTarget(tx: Tx, caller: Caller, id: string, verb: string): Promise<UserRow> {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current || current.deletedAt) throw notFound('No such account.');
    if (!outranks(caller.role, current.role)) {
      throw forbidden(`You cannot ${verb} an account whose role (${current.role}) is not below yours (${caller.role}).`);
    }
    return current;
  }

  /** Staff accounts (spec 2.20), or every account with `all`; deleted accounts never. Newest first. */
  async listStaff(accounts: 'staff' | 'all' = 'staff', viewer: PhoneViewer = 'whole'): Promise<User[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(and(isNull(users.deletedAt), accounts === 'all' ? undefined : inArray(users.role, [...STAFF_ROLES] as Role[])))
      .orderBy(desc(users.createdAt));
    return rows.map((row) => toApiUser(row, viewer));
  }

  /**
   * Issue 22: farmer accounts (role user; deleted never), newest first, with their farms, the
   * devices of those farms and the newest reading time, one page at a time. The search matches
   * part of the name, email or phone number.
   */
  async listFarmers(
    viewer: PhoneViewer,
    query: FarmersQuery,
  ): Promise<{ farmers: Farmer[]; total: number; page: number; pageSize: number }> {
    const { search, page, page_size: pageSize } = farmersQuerySchema.parse(query);
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      isNull(users.deletedAt),
      eq(users.role, 'user'),
      pattern ? or(ilike(users.displayName, pattern), ilike(users.email, pattern), ilike(users.phoneNumber, pattern)) : undefined,
    );
    const [{ total }] = (await this.db.select({ total: count() }).from(users).where(where)) as [{ total: number }];
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const ids = rows.map((r) => r.id);
    const memberships = ids.length
      ? await this.db
          .select({ userId: farmMembers.userId, farm: farms })
          .from(farmMembers)
          .innerJoin(farms, eq(farms.id, farmMembers.farmId))
          .where(inArray(farmMembers.userId, ids))
          .orderBy(farms.name)
      : [];
    const farmIds = [...new Set(memberships.map((m) => m.farm.id))];
    const farmDevices = farmIds.length
      ? await this.db.select().from(devices).where(inArray(devices.farmId, farmIds)).orderBy(devices.name)
      : [];
    const farmers = rows.map((row): Farmer => {
      const mine = memberships.filter((m) => m.userId === row.id).map((m) => m.farm);
      const list: Farmer['devices'] = farmDevices
        .filter((d) => mine.some((f) => f.id === d.farmId))
        .map((d) => ({
          id: d.id,
          name: d.name,
          farmId: d.farmId,
          farmName: mine.find((f) => f.id === d.farmId)!.name,
          lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
        }));
      const last = list.reduce<string | null>((acc, d) => (d.lastSeenAt && (!acc || d.lastSeenAt > acc) ? d.lastSeenAt : acc), null);
      return {
        ...toApiUser(row, viewer),
        farms: mine.map((f) => ({ id: f.id, name: f.name, district: f.district, state: f.state })),
        devices: list,
        last_reading_time: last,
      };
    });
    return { farmers, total, page, pageSize };
  }

  /**
   * First start: with no accounts, create the superAdmin from ADMIN_EMAIL/ADMIN_PASSWORD or with a
   * generated password that is returned so the caller can print it once.
   */
  async ensureFirstAdmin(email?: string, password?: string): Promise<{ email: string; generatedPassword?: string } | null> {
    const [{ count }] = (await this.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(users)) as [{ count: number }];
    if (count > 0) return null;
    const generated = password ? undefined : randomBytes(12).toString('base64url');
    const adminEmail = (email ?? 'admin@agrim.local').toLowerCase();
    const [row] = await this.db
      .insert(users)
      .values({
        email: adminEmail,
        passwordHash: await hashPassword(password ?? generated!),
        displayName: 'Administrator',
        role: 'superAdmin',
        emailVerified: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (row) await this.recordCreated(null, row);
    return row ? { email: adminEmail, generatedPassword: generated } : null;
  }

  private recordCreated(caller: Caller | null, row: UserRow, writer?: AuditWriter) {
    return this.audit.record(
      caller,
      {
        action: 'account.created',
        targetType: 'user',
        targetId: row.id,
        details: { email: emailOf(row), ...(row.phoneNumber ? { phone: row.phoneNumber } : {}), role: row.role },
      },
      writer,
    );
  }
}

export type { CreateUserRequest };

/** What a registration made: the account, and (issue 22) the farm it joined and the device registered there with its key. */
export interface Registered {
  user: User;
  farm?: { id: string; name: string; district: string | null; state: string | null; memberEmails: string[] };
  device?: Device;
  deviceKey?: string;
}
