import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { PHONE_PREFIX } from './constants.js';

/** What a typed number may hold besides digits: a leading +, spaces, dashes, brackets and dots. */
const PHONE_TEXT = /^\+?[\d\s\-().]+$/;

/**
 * Spec 5: "Phone number gets +91 prepended". Issue 41: an Indian **mobile** number, checked with
 * libphonenumber-js (Google's libphonenumber metadata, mobile ranges), in any of the ways people
 * write one: `98765 43210`, `+91 98765 43210`, `09876543210`, `0091 98765 43210`, dashes or
 * brackets. Returns its one canonical form, E.164 (`+919876543210`), or null when it is not a valid
 * Indian mobile number (a landline, another country, letters, a digit too many or too few).
 */
export function normalizeIndianPhone(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > 25 || !PHONE_TEXT.test(text)) return null;
  const compact = text.replace(/[\s\-().]/g, '');
  // "0091…" is the international prefix dialled from India; the library reads "00" only with a calling country.
  const spelled = compact.startsWith('0091') ? `+${compact.slice(2)}` : compact;
  const parsed = parsePhoneNumberFromString(spelled, 'IN');
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const e164 = parsed.number;
  return e164.startsWith(PHONE_PREFIX) && e164.length === PHONE_PREFIX.length + 10 ? e164 : null;
}

/**
 * Issue 41: a number as it is shown to staff who do not need it (Experts, co-members of a farm):
 * the country code and the last 4 digits, `+91 ••••••3210`. The account's owner, Admins and
 * superAdmins see it whole.
 */
export function maskPhone(e164: string): string {
  const national = e164.startsWith(PHONE_PREFIX) ? e164.slice(PHONE_PREFIX.length) : e164.replace(/^\+/, '');
  return `${PHONE_PREFIX} ${'•'.repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
}

/** A sign-in name: an email (has an @), or a farmer's mobile number. */
export type SignInName = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/**
 * Issue 41: the sign-in form's Username, read as an email (lower-cased) or an Indian mobile number
 * (E.164); null when it is neither.
 */
export function signInNameOf(input: string): SignInName | null {
  const text = input.trim();
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const phone = normalizeIndianPhone(text);
  return phone ? { kind: 'phone', phone } : null;
}
