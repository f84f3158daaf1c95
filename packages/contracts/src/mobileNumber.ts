import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { canonicalIndianPhone } from './phone.js';

/**
 * Issue 41: an Indian **mobile** number as an account stores it, E.164 (`+919876543210`), checked
 * with libphonenumber-js (Google's libphonenumber metadata, mobile ranges); null for a landline,
 * another country, letters, or a digit too many or too few. Accepts what `canonicalIndianPhone`
 * accepts (`98765 43210`, `+91 98765 43210`, `09876543210`, ...) and gives the same form, so a
 * number registered here is found by the sign-in form in any spelling.
 *
 * Imported as `@agrim/contracts/mobileNumber`, not from the package's index: the library's
 * metadata (about 20 KB compressed) then loads only with the screens that register accounts.
 */
export function normalizeIndianPhone(input: string): string | null {
  const canonical = canonicalIndianPhone(input);
  if (!canonical) return null;
  const parsed = parsePhoneNumberFromString(canonical);
  return parsed && parsed.country === 'IN' && parsed.isValid() && parsed.number === canonical ? canonical : null;
}
