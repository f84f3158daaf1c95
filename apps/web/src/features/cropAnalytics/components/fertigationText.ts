import type { FertigationAction } from '@agrim/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';
import { formatReadingTime, formatValue } from '../../../lib/soilAnalysisFormat';

/** The translation keys of the fertigation panel, its preview and its results. */
export const A = 'soybean.analytics';

/** Below the band red (the valve opens), inside green, above amber (the valve closes). */
export const LEVEL_COLOURS = { low: '#c62828', ok: '#2e7d32', high: '#ef6c00' } as const;

/** What to do after a failed call, by the kind of failure (the server's own message comes first). */
export function errorHint(t: TFunction, error: Error): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const key =
    code === 'NETWORK'
      ? 'network'
      : code === 'FORBIDDEN'
        ? 'forbidden'
        : code === 'NOT_FOUND'
          ? 'notFound'
          : code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST'
            ? 'invalid'
            : 'retry';
  return t(`${A}.errorHints.${key}`);
}

/** The valve's action in words: opens for N minutes, closes, no change, or stays closed and why. */
export function actionText(t: TFunction, a: FertigationAction): string {
  if (a.command === 'on') return t(`${A}.actions.on`, { count: a.duration_minutes ?? 0 });
  if (a.command === 'off') return t(`${A}.actions.off`);
  if (a.held) return t(`${A}.actions.held`, { reason: t(`${A}.held.${a.held}`) });
  return t(`${A}.actions.none`);
}

export const unitText = (t: TFunction, unit: FertigationAction['unit']) => t(`${A}.units.${unit}`, { defaultValue: unit });

export function readingText(t: TFunction, a: FertigationAction, language: string): string {
  const reading = t(`${A}.readingValue`, { value: formatValue(a.value, language), unit: unitText(t, a.unit) });
  return a.rating ? `${reading}, ${t(`${A}.rated`, { rating: t(`${A}.ratings.${a.rating}`) })}` : reading;
}

export const sourceText = (t: TFunction, a: FertigationAction) =>
  t(`${A}.sourceLine`, { source: a.source, verification: t(`${A}.verifications.${a.verification}`) });

export const valveText = (t: TFunction, a: FertigationAction) => t(`${A}.valve`, { valve: t(`${A}.valves.${a.valve}`) });

export const zoneText = (t: TFunction, zone: string) => t(`soybean.zones.${zone}`, { defaultValue: zone });

export const readingTimeText = (t: TFunction, timestamp: string, language: string) =>
  t(`${A}.readingOf`, { time: formatReadingTime(timestamp, language) });
