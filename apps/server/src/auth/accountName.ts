import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';

/**
 * Issue 41: a farmer registered by mobile number only has no email. The `users.email` column, unique
 * and required, then holds a placeholder in a domain that can never receive mail (RFC 6761), as a
 * deleted account's does (`deleted-<id>@deleted.invalid`); the API shows it as null, and sign-in and
 * registration never accept an `.invalid` address.
 */
export const noEmail = (id: string) => `no-email-${id}@no-email.invalid`;

/** Whether an address is a real one: not a placeholder of a farmer without email, nor a deleted account's. */
export const isRealEmail = (email: string) => !email.toLowerCase().endsWith('.invalid');

/** The account's email as the API shows it: null for a farmer registered by mobile number only. */
export const emailOf = (row: { email: string }): string | null => (isRealEmail(row.email) ? row.email : null);

/**
 * How an account is named where one name is needed (the guessing counters, the access token, the
 * audit log, messages to Admins): its email, or for a farmer without one, the number (E.164). A
 * farmer with both is counted under the email whichever they typed, so the guessing limits are per
 * account, not per spelling.
 */
export function accountName(row: { email: string; phoneNumber: string | null }): string {
  return isRealEmail(row.email) ? row.email : (row.phoneNumber ?? row.email);
}

/** `accountName` in SQL, for lists that select accounts with other rows (read by Admins and superAdmins, who see numbers whole). */
export function accountNameSql() {
  return sql<string>`case when ${users.email} like '%.invalid' and ${users.phoneNumber} is not null then ${users.phoneNumber} else ${users.email} end`;
}
