import { randomBytes } from 'node:crypto';
import {
  type AssignableRole,
  type CreateUserRequest,
  createUserRequestSchema,
  normalizeIndianPhone,
  roleFromAssignable,
  STAFF_ROLES,
  type User,
} from '@agrim/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditService, AuditWriter } from '../audit/audit.service.js';
import { hashPassword } from '../auth/passwords.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { AppError, forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../lib/uuid.js';

type UserRow = typeof users.$inferSelect;

export function toApiUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    display_name: row.displayName,
    phone_number: row.phoneNumber,
    photo_url: row.photoUrl,
    role: row.role,
    email_verified: row.emailVerified,
    creation_time: row.createdAt.toISOString(),
    last_login_time: row.lastLoginAt?.toISOString() ?? null,
    last_refresh_time: row.lastRefreshAt?.toISOString() ?? null,
  };
}

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async get(caller: Caller): Promise<User> {
    const [row] = await this.db.select().from(users).where(eq(users.id, caller.userId));
    if (!row) throw notFound('Your account no longer exists.');
    return toApiUser(row);
  }

  async byId(id: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ? toApiUser(row) : null;
  }

  async create(caller: Caller | null, input: z.output<typeof createUserRequestSchema>): Promise<User> {
    let phone: string | null = null;
    if (input.phone_number) {
      phone = normalizeIndianPhone(input.phone_number);
      if (!phone) throw new AppError('VALIDATION_FAILED', 'phone_number: enter a 10-digit Indian number.');
    }
    const passwordHash = await hashPassword(input.password);
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          displayName: input.display_name ?? input.email.split('@')[0]!,
          phoneNumber: phone,
          role: roleFromAssignable(input.role),
          createdBy: caller?.userId ?? null,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) await this.recordCreated(caller, created, tx);
      return created;
    });
    if (!row) throw new AppError('CONFLICT', 'An account with this email already exists.');
    return toApiUser(row);
  }

  /**
   * Gives another account one of the assignable roles (Expert, Admin, User). Nobody changes their
   * own role, and a superAdmin's role is not changed here (403). The new role reaches the account's
   * sessions at their next token refresh.
   */
  async changeRole(caller: Caller, id: string, role: AssignableRole): Promise<{ user: User; changed: boolean }> {
    if (id === caller.userId) throw forbidden('You cannot change your own role.');
    if (!isUuid(id)) throw notFound('No such account.');
    const next = roleFromAssignable(role);
    return this.db.transaction(async (tx) => {
      // Locked, so two changes at once are recorded in the order they happen, each with the right "from".
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound('No such account.');
      if (current.role === 'superAdmin') throw forbidden('A superAdmin’s role cannot be changed.');
      if (current.role === next) return { user: toApiUser(current), changed: false };
      const [updated] = await tx.update(users).set({ role: next }).where(eq(users.id, id)).returning();
      await this.audit.record(
        caller,
        {
          action: 'account.role_changed',
          targetType: 'user',
          targetId: id,
          details: { email: current.email, from: current.role, to: next },
        },
        tx,
      );
      return { user: toApiUser(updated!), changed: true };
    });
  }

  async listStaff(): Promise<User[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(desc(users.createdAt));
    return rows.map(toApiUser);
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
      { action: 'account.created', targetType: 'user', targetId: row.id, details: { email: row.email, role: row.role } },
      writer,
    );
  }
}

export type { CreateUserRequest };
