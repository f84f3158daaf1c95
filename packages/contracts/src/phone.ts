import { PHONE_PREFIX } from './constants.js';

/** What a typed number may hold besides digits: a leading +, spaces, dashes, brackets and dots. */
const PHONE_TEXT = /^\+?[\d\s\-().]+$/;

/**
 * Spec 5: "Phone number gets +91 prepended". Issue 41: an Indian mobile number in any of the ways
 * people write one (`98765 43210`, `+91 98765 43210`, `09876543210`, `0091 98765 43210`, dashes or
 * brackets), in its one canonical form, E.164 (`+919876543210`); null when it is not 10 digits
 * starting 6 to 9 after the prefix. Only the form: whether the number is in an Indian mobile range
 * is checked with libphonenumber-js by `normalizeIndianPhone` (`@agrim/contracts/mobileNumber`,
 * kept off this module so the app's first screens do not load the library's metadata).
 */
export function canonicalIndianPhone(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > 25 || !PHONE_TEXT.test(text)) return null;
  let digits = text.replace(/[\s\-().]/g, '');
  if (digits.startsWith(PHONE_PREFIX)) digits = digits.slice(PHONE_PREFIX.length);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return /^[6-9]\d{9}$/.test(digits) ? `${PHONE_PREFIX}${digits}` : null;
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
 * (E.164); null when it is neither. A number no account has simply signs in to nothing.
 */
export function signInNameOf(input: string): SignInName | null {
  const text = input.trim();
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const phone = canonicalIndianPhone(text);
  return phone ? { kind: 'phone', phone } : null;
}
