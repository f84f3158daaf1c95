import type { SubdivisionForecast } from '@agrim/contracts';
import type { SubdivisionFuture } from '../api/useFutureForecasts';

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
