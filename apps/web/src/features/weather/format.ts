import type { SubdivisionForecast } from '@agrim/contracts';
import type { SubdivisionFuture } from './api/useFutureForecasts';

const locale = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** A 'yyyy-mm-01' month as 'Jan 2016' (the month is a calendar month, so read in UTC). */
export function monthLabel(ds: string, language: string, month: 'short' | 'long' = 'short'): string {
  const d = new Date(`${ds.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ds;
  return new Intl.DateTimeFormat(locale(language), { timeZone: 'UTC', month, year: 'numeric' }).format(d);
}

/** A 'yyyy-mm-dd' day as '15 Jun 2030'. */
export function dayLabel(day: string, language: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(locale(language), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(d);
}

export function formatNumber(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** 0.8 as '80 %'. */
export function formatShare(share: number, language: string): string {
  return `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(share * 100)} %`;
}

/**
 * A 'yyyy-mm-01' month as the chart's x value: local midnight of its first day, because the chart's
 * time axis puts its ticks (1 Jan, 1 Jul…) at local midnights; read back with `monthLabelAt`.
 */
export const monthMs = (ds: string) => new Date(Number(ds.slice(0, 4)), Number(ds.slice(5, 7)) - 1, 1).getTime();

/** A chart x value (local time) as 'Jan 2016'. */
export function monthLabelAt(ms: number, language: string, month: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale(language), { month, year: 'numeric' }).format(new Date(ms));
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Spec 8: the first index at which a forecast entry is incomplete (a month without its value or
 * its band, an observed month without its value, a table row without its forecast), else null.
 */
export function firstMissingIndex(f: SubdivisionForecast): number | null {
  const ds = f['forecast-ds'];
  for (let i = 0; i < ds.length; i++) {
    if (!ds[i] || !finite(f['forecast-yhat'][i]) || !finite(f['forecast-yhat_lower'][i]) || !finite(f['forecast-yhat_upper'][i])) return i;
  }
  for (let i = 0; i < f['actual-ds'].length; i++) {
    const y = f['actual-y'][i];
    if (!f['actual-ds'][i] || y === undefined || (y !== null && !finite(y))) return i;
  }
  for (let i = 0; i < f.forecast.length; i++) {
    const row = f.forecast[i];
    if (!row?.ds || !finite(row.yhat)) return i;
  }
  return null;
}

export function firstMissingFutureIndex(f: SubdivisionFuture): number | null {
  const ds = f['future_forecast-ds'];
  for (let i = 0; i < ds.length; i++) {
    if (
      !ds[i] ||
      !finite(f['future_forecast-yhat'][i]) ||
      !finite(f['future_forecast-yhat_lower'][i]) ||
      !finite(f['future_forecast-yhat_upper'][i])
    )
      return i;
  }
  return null;
}
