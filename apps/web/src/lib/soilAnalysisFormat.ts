import { type AnalysisLanguage, type SensorMetric, TIMEZONE } from '@agrim/contracts';
import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from './intl';
import { clockOptions, languageWord, numberLocale } from './language';

/** The `language` the analysis endpoints take, from the screen's language. */
export const analysisLanguage = (language: string): AnalysisLanguage => languageWord(language);

/** A number with at most `digits` decimals, grouped as in India. */
export function formatValue(value: number, language: string, digits = 2): string {
  return numberFormat(numberLocale(language), { maximumFractionDigits: digits }).format(value);
}

/** A reading's instant in Asia/Kolkata with seconds (readings a few seconds apart stay apart). */
export function formatReadingTime(iso: string, language: string): string {
  return dateTimeFormat(numberLocale(language), {
    timeZone: TIMEZONE,
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...clockOptions(language),
  }).format(new Date(iso));
}

/** A bucket length as '15 minutes' or '2 hours'. */
export function intervalLabel(seconds: number, t: TFunction): string {
  return seconds % 3600 === 0
    ? t('soilAnalysis.hours', { count: seconds / 3600 })
    : t('soilAnalysis.minutes', { count: Math.round(seconds / 60) });
}

/** A category code of the API shown in the screen's language (unknown codes as they are). */
export const categoryLabel = (t: TFunction, category: string) => t(`soilAnalysis.categories.${category}`, { defaultValue: category });

/** A unit of the API in the screen's language ('mg/kg' reads 'मि.ग्रा./कि.ग्रा.' in Hindi). */
export const unitLabel = (t: TFunction, unit: string) => t(`soilAnalysis.units.${unit}`, { defaultValue: unit });

/** The metric colours of /home's tiles, so a feature looks the same on every screen. */
export const METRIC_COLOURS: Record<SensorMetric, string> = {
  nitrogen: '#2e7d32',
  phosphorus: '#ef6c00',
  potassium: '#6a1b9a',
  temperature: '#c62828',
  moisture: '#1565c0',
  conductivity: '#f9a825',
  ph: '#00838f',
};

/** DataGrid texts in the screen's language. */
export const gridLocale = (t: TFunction, language: string, noRows: string) => ({
  noRowsLabel: noRows,
  paginationRowsPerPage: t('soilAnalysis.rowsPerPage'),
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    t('soilAnalysis.displayedRows', {
      from: formatValue(from, language, 0),
      to: formatValue(to, language, 0),
      count: formatValue(count, language, 0),
    }),
});
