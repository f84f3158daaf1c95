/** Numbers and times as the PDFs print them: Indian English or Hindi digits grouping, times in Asia/Kolkata. */
import { NUMBER_LOCALES, TIMEZONE } from '@agrim/contracts';
import type { PdfLanguage } from './document.js';

/** What a missing value prints as. */
export const MISSING = '—';

/** The language's locale with Latin digits (mr-IN's own are Devanagari): figures print the same in every language. */
export const locale = (language: PdfLanguage) => NUMBER_LOCALES[language];

/** '21 Nov 2026, 3:25 pm IST' (with seconds: '3:25:00 pm'); MISSING for none or an invalid date. */
export function formatTime(at: string | Date | null | undefined, language: PdfLanguage, seconds = false): string {
  if (at === null || at === undefined) return MISSING;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return MISSING;
  const text = new Intl.DateTimeFormat(locale(language), {
    timeZone: TIMEZONE,
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
    hour12: true,
  }).format(date);
  return `${text} IST`;
}

/** At most `digits` decimals, grouped the Indian way (1,00,000); MISSING for none or not finite. */
export function formatNumber(value: number | null | undefined, language: PdfLanguage, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits }).format(value);
}

/** A yyyy-mm-dd day as '1 Mar 2026' (or the Hindi month). */
export function formatDay(day: string, language: PdfLanguage): string {
  return new Intl.DateTimeFormat(locale(language), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
