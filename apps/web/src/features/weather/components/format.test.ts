import type { SubdivisionForecast } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { monthLabel, monthLabelAt, monthMs } from '../../../lib/calendarFormat';
import type { SubdivisionFuture } from '../api/useFutureForecasts';
import { firstMissingFutureIndex, firstMissingIndex } from './forecastGaps';

const model: SubdivisionForecast['model'] = {
  version: 'rainfall-test',
  method: 'test',
  interval: 0.8,
  backtest: { from: '2014-01-01', to: '2015-12-01', mae: 1, rsquare: 0.5, mae_climatology: 2, mae_seasonal_naive: 3 },
};

function forecast(): SubdivisionForecast {
  return {
    subdivision: 'Kerala',
    'actual-ds': ['2015-11-01', '2015-12-01'],
    'actual-y': [10, null],
    'forecast-ds': ['2015-12-01', '2016-01-01'],
    'forecast-yhat': [5, 6],
    'forecast-yhat_lower': [1, 2],
    'forecast-yhat_upper': [9, 10],
    rsquare: 0.5,
    forecast: [{ ds: '2016-01-01', yhat: 6, yhat_lower: 2, yhat_upper: 10 }],
    model,
  };
}

describe('spec 8: Error: Missing data for index {n}', () => {
  it('finds nothing missing in a complete entry (an observed month may be null: the source has NA)', () => {
    expect(firstMissingIndex(forecast())).toBeNull();
  });

  it('names the first index whose forecast value or band is absent', () => {
    const f = forecast();
    f['forecast-yhat'] = [5];
    expect(firstMissingIndex(f)).toBe(1);
    const g = forecast();
    g['forecast-yhat_upper'] = [Number.NaN, 10];
    expect(firstMissingIndex(g)).toBe(0);
  });

  it('names an observed month without its entry and a table row without its forecast', () => {
    const f = forecast();
    f['actual-y'] = [10];
    expect(firstMissingIndex(f)).toBe(1);
    const g = forecast();
    g.forecast = [{ ds: '2016-01-01' } as SubdivisionForecast['forecast'][number]];
    expect(firstMissingIndex(g)).toBe(0);
  });

  it('checks the future forecast the same way', () => {
    const future: SubdivisionFuture = {
      subdivision: 'Kerala',
      'future_forecast-ds': ['2016-01-01', '2016-02-01'],
      'future_forecast-yhat': [1, 2],
      'future_forecast-yhat_lower': [0, 1],
      'future_forecast-yhat_upper': [2],
    };
    expect(firstMissingFutureIndex(future)).toBe(1);
  });
});

describe('months', () => {
  it('reads a yyyy-mm-01 month in the screen language', () => {
    expect(monthLabel('2016-01-01', 'en')).toBe('Jan 2016');
    expect(monthLabel('2016-09-01', 'en', 'long')).toBe('September 2016');
  });

  it('puts a month on the chart at its local first day and reads it back as the same month', () => {
    for (const ds of ['2016-01-01', '2015-12-01', '1901-06-01']) expect(monthLabelAt(monthMs(ds), 'en')).toBe(monthLabel(ds, 'en'));
  });
});
