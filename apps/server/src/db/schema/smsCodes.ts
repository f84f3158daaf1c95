import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a one-time SMS code is for (issue 41 item 2). */
export const SMS_CODE_PURPOSES = ['sign-in', 'password-reset'] as const;

/**
 * Every request for a one-time code by SMS, whether or not the number has an account (the limits per
 * number and per address count these rows, so an unknown number is limited exactly like a known one).
 * Only a code that was sent has a hash (HMAC-SHA256 with the server key; the code itself is never
 * stored); the newest row of a number and purpose is the only one that can be used.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: SMS_CODE_PURPOSES }).notNull(),
    /** E.164 (`+919876543210`), as typed numbers are normalised. */
    phone: text('phone').notNull(),
    /** The farmer's account the code was sent for; null: no account has the number (nothing was sent). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Tries at this code, right or wrong; at SMS_CODE_MAX_TRIES it is void. */
    tries: integer('tries').notNull().default(0),
    usedAt: ts('used_at'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);
