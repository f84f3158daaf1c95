import { PHONE_PREFIX } from './constants.js';

/**
 * Spec 5: "Phone number gets +91 prepended". Accepts a local 10-digit number (optionally with a
 * trunk 0, spaces or dashes) or one already in +91 form; returns E.164 or null when not a valid
 * Indian number.
 */
export function normalizeIndianPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  let digits = compact;
  if (digits.startsWith(PHONE_PREFIX)) digits = digits.slice(PHONE_PREFIX.length);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  return `${PHONE_PREFIX}${digits}`;
}
