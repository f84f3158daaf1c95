import { TIMEZONE } from '@agrim/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A UTC instant shown as an Asia/Kolkata date and 12-hour time (spec 9: en-IN medium date, short time); 24-hour in Hindi. */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let f = formatters.get(locale);
  if (!f) {
    // Hindi: a 24-hour clock, since hi-IN's 12-hour clock writes 'am'/'pm' in Latin letters.
    f = new Intl.DateTimeFormat(locale, {
      timeZone: TIMEZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(language === 'hi' ? { hourCycle: 'h23' } : { hour12: true }),
    });
    formatters.set(locale, f);
  }
  return f.format(new Date(iso));
}

/** '3 minutes ago' in the screen's language. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
/** One formatter per locale: the tiles ask every second. */
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

export function formatRelative(iso: string, now: Date, language: string): string {
  // A device clock a little ahead must not read as 'in 2 seconds'.
  const seconds = Math.min(0, Math.round((Date.parse(iso) - now.getTime()) / 1000));
  const rtf = relativeFormat(language === 'hi' ? 'hi-IN' : 'en-IN');
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}

/** A chart axis/tooltip time in Asia/Kolkata. */
export function formatChartTime(ms: number, language: string, withDate: boolean): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: TIMEZONE,
    ...(withDate ? { day: 'numeric', month: 'short' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'hi' ? { hourCycle: 'h23' as const } : { hour12: true }),
  }).format(new Date(ms));
}
