import type { TFunction } from 'i18next';
import { numberFormat } from './intl';
import { numberLocale } from './language';

/** 0.873 → '87.3%' in the screen's language. */
export function formatPercent(p: number, language: string, digits = 1): string {
  return numberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: digits }).format(p);
}

export function formatNumber(v: number, language: string, digits = 2): string {
  return numberFormat(numberLocale(language), { maximumFractionDigits: digits }).format(v);
}

/** A duration given in milliseconds, in the largest unit that keeps it readable: '850 ms', '2.4 s'. */
export function formatMs(ms: number, language: string): string {
  const [value, unit] = ms >= 1000 ? [ms / 1000, 'second'] : [ms, 'millisecond'];
  return numberFormat(numberLocale(language), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** A duration given in microseconds: '42 μs', '1.3 ms'. */
export function formatUs(us: number, language: string): string {
  if (us >= 1000) return formatMs(us / 1000, language);
  return numberFormat(numberLocale(language), {
    style: 'unit',
    unit: 'microsecond',
    unitDisplay: 'short',
    maximumFractionDigits: us < 10 ? 1 : 0,
  }).format(us);
}

/** A crop label of the data set in the screen's language (unknown labels as they are). */
export const cropName = (t: TFunction, label: string) => t(`crop.names.${label}`, { defaultValue: label });
