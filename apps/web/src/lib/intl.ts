/**
 * Kept Intl formatters. Building one loads locale data, tens of microseconds to milliseconds on a phone; a new
 * one per value cost /analysis about a second of its main thread for a chart's axes and table (issue 43).
 * One per locale and options, for the page's life (a few dozen at most); lib/time.ts's Kolkata times use them too.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = dateTimeFormats.get(key);
  if (!f) dateTimeFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
