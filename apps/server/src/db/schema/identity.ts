import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The sign-in email. A farmer registered by mobile number only (issue 41) has none: the column
     * holds `no-email-<id>@no-email.invalid` (RFC 6761: can never receive mail, as deleted accounts'
     * `deleted-<id>@deleted.invalid`), which the API shows as null and sign-in never accepts.
     */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    /** E.164 (`+919876543210`, normalizeIndianPhone of @agrim/contracts/mobileNumber); one account per number (issue 41). */
    phoneNumber: text('phone_number'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: ['superAdmin', 'Admin', 'Expert', 'user'] }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: uuid('created_by'),
    lastLoginAt: ts('last_login_at'),
    lastRefreshAt: ts('last_refresh_at'),
    /** TOTP second factor (Admin, superAdmin): the secret, encrypted; set on enrolment, enabled once a code is confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last accepted 30-second step, so one code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * Bumped by every change that must end the account's sessions (role, disabling, password,
     * sign-out everywhere, deletion): access tokens carry it, and one with an older value is refused.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabledAt: ts('disabled_at'),
    /** Deleted accounts are kept anonymised, so the farm data and audit entries that name them stay whole. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('superAdmin','Admin','Expert','user')`),
    index('users_role_idx').on(t.role),
    uniqueIndex('users_phone_number_idx').on(t.phoneNumber),
  ],
);

/** Refresh tokens rotate on every use; a reused one revokes its whole family (stolen cookie). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
    /** Set when the session was started with a custom token: who is acting as this account. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time sign-in tokens an administrator issues for an account. */
export const customTokens = pgTable('custom_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: ts('at').notNull().defaultNow(),
    /** What was guessed: 'sign-in' (password or code at sign-in), 'password-change', 'totp'. */
    scope: text('scope').notNull().default('sign-in'),
    /** The trusted-device id of the browser that failed, when it had one (see auth/throttle.ts). */
    trustedDevice: text('trusted_device'),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
    index('login_failures_device_idx').on(t.trustedDevice, t.at),
  ],
);

/**
 * Browsers that have signed in to an account (the `agrim_device` cookie, auth/trustedDevices.ts):
 * their failed sign-ins count against themselves, not the strangers' limits. Only a hash of the
 * browser's id is kept; an account keeps its most recent few, and every one is dropped when its
 * sessions end (password change, sign-out everywhere, role change, disabling, deletion).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser id carried by the cookie. */
    deviceHash: text('device_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trusted_devices_user_device_idx').on(t.userId, t.deviceHash)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('page_views_at_idx').on(t.at)],
);

/** Server secrets generated on first start, shared by every replica through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
