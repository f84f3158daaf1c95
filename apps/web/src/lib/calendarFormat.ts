import { dateTimeFormat, numberFormat } from './intl';
import { numberLocale as locale } from './language';

/** A 'yyyy-mm-01' month as 'Jan 2016' (the month is a calendar month, so read in UTC). */
export function monthLabel(ds: string, language: string, month: 'short' | 'long' = 'short'): string {
  const d = new Date(`${ds.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ds;
  return dateTimeFormat(locale(language), { timeZone: 'UTC', month, year: 'numeric' }).format(d);
}

/** A 'yyyy-mm-dd' day as '15 Jun 2030'. */
export function dayLabel(day: string, language: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return dateTimeFormat(locale(language), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The server's day-and-month text ("20 Jun – 5 Jul", the API's sowing windows) with each day and month
 * written in the reader's language ("20 जून – 5 जुल॰" in Hindi); the days stay the same.
 */
export function dayMonthText(text: string, language: string): string {
  if (language === 'en') return text;
  const format = dateTimeFormat(locale(language), { timeZone: 'UTC', day: 'numeric', month: 'short' });
  return text.replace(/\b(\d{1,2}) ([A-Z][a-z]{2})\b/g, (whole, day: string, month: string) => {
    const m = MONTHS.indexOf(month);
    return m < 0 ? whole : format.format(new Date(Date.UTC(2001, m, Number(day))));
  });
}

export function formatNumber(value: number, language: string, digits = 1): string {
  return numberFormat(locale(language), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** 0.8 as '80 %'. */
export function formatShare(share: number, language: string): string {
  return `${numberFormat(locale(language), { maximumFractionDigits: 0 }).format(share * 100)} %`;
}

/**
 * A 'yyyy-mm-01' month as the chart's x value: local midnight of its first day, because the chart's
 * time axis puts its ticks (1 Jan, 1 Jul…) at local midnights; read back with `monthLabelAt`.
 */
export const monthMs = (ds: string) => new Date(Number(ds.slice(0, 4)), Number(ds.slice(5, 7)) - 1, 1).getTime();

/** A chart x value (local time) as 'Jan 2016'. */
export function monthLabelAt(ms: number, language: string, month: 'short' | 'long' = 'short'): string {
  return dateTimeFormat(locale(language), { month, year: 'numeric' }).format(new Date(ms));
}
