import { TIMEZONE } from '@agrim/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A UTC instant shown as an Asia/Kolkata date and 12-hour time (spec 9: en-IN medium date, short time). */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: TIMEZONE, dateStyle: 'medium', timeStyle: 'short', hour12: true });
    formatters.set(locale, f);
  }
  return f.format(new Date(iso));
}
