import { type Language, TIMEZONE } from '@agrim/contracts';
import { dateTimeFormat } from './intl';
import { clockOptions, languageOf, numberLocale } from './language';

type Kind = 'dateTime' | 'chartTime' | 'chartDateTime';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  chartTime: { hour: 'numeric', minute: '2-digit' },
  chartDateTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
};

/** One formatter per kind and language, kept (lib/intl.ts). */
function formatter(kind: Kind, language: string): Intl.DateTimeFormat {
  const lang = languageOf(language);
  return dateTimeFormat(numberLocale(lang), { timeZone: TIMEZONE, ...OPTIONS[kind], ...clockOptions(lang) });
}

/** A UTC instant shown as an Asia/Kolkata date and 12-hour time (spec 9: en-IN medium date, short time); 24-hour in Hindi and Marathi. */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  return formatter('dateTime', language).format(new Date(iso));
}

type Unit = 'second' | 'minute' | 'hour' | 'day';

/**
 * Worded as Intl.RelativeTimeFormat (numeric: 'auto') words it for en-IN, hi-IN and mr-IN, which a test checks;
 * building that formatter costs a phone tens of milliseconds of locale data, on /home's first render (issue 24).
 */
const RELATIVE: Record<Language, { now: string; days: Record<number, string>; ago: (n: string, unit: Unit, one: boolean) => string }> = {
  en: { now: 'now', days: { 1: 'yesterday' }, ago: (n, unit, one) => `${n} ${unit}${one ? '' : 's'} ago` },
  hi: {
    now: 'अब',
    days: { 1: 'कल', 2: 'परसों' },
    ago: (n, unit) => `${n} ${{ second: 'सेकंड', minute: 'मिनट', hour: 'घंटे', day: 'दिन' }[unit]} पहले`,
  },
  mr: {
    now: 'आत्ता',
    days: { 1: 'काल' },
    ago: (n, unit, one) =>
      `${n} ${(one ? { second: 'सेकंदापूर्वी', minute: 'मिनिटापूर्वी', hour: 'तासापूर्वी', day: 'दिवसापूर्वी' } : { second: 'सेकंदांपूर्वी', minute: 'मिनिटांपूर्वी', hour: 'तासांपूर्वी', day: 'दिवसांपूर्वी' })[unit]}`,
  },
};

/** '3 minutes ago' in the screen's language. */
export function formatRelative(iso: string, now: Date, language: string): string {
  // A device clock a little ahead must not read as 'in 2 seconds'.
  const seconds = -Math.min(0, Math.round((Date.parse(iso) - now.getTime()) / 1000));
  const words = RELATIVE[languageOf(language)];
  if (seconds === 0) return words.now;
  // Rounded as the negative offsets were (-1.5 minutes is 1 minute ago).
  const count = (per: number) => -Math.round(-seconds / per);
  const [n, unit]: [number, Unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [count(60), 'minute']
        : seconds < 86400
          ? [count(3600), 'hour']
          : [count(86400), 'day'];
  if (unit === 'day' && words.days[n]) return words.days[n];
  return words.ago(n < 1000 ? String(n) : n.toLocaleString(numberLocale(language)), unit, n === 1);
}

/** A chart axis/tooltip time in Asia/Kolkata. */
export function formatChartTime(ms: number, language: string, withDate: boolean): string {
  return formatter(withDate ? 'chartDateTime' : 'chartTime', language).format(new Date(ms));
}
