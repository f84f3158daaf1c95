import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import {
  YIELD_DEFAULT_METHOD,
  YIELD_METHODS,
  chooseMethod,
  forecastWith,
  forecastYield,
  mape,
  rollingOrigin,
  type YearValue,
} from './yield.js';

const years = (start: number, values: readonly number[]): YearValue[] => values.map((value, i) => ({ year: start + i, value }));

describe('yield candidate methods', () => {
  const s = years(2001, [10, 20, 40, 30, 50, 60]);
  it('last value, mean of the last 3, least-squares line through the last 5, damped trend', () => {
    expect(forecastWith('last_value', s, 2007)).toBe(60);
    expect(forecastWith('mean_3', s, 2007)).toBeCloseTo(140 / 3, 12);
    // last 5: (2002,20) … (2006,60): slope 9, mean 40 at 2004 → 67 at 2007, 76 at 2008
    expect(forecastWith('linear_trend_5', s, 2007)).toBeCloseTo(67, 12);
    expect(forecastWith('linear_trend_5', s, 2008)).toBeCloseTo(76, 12);
    const damped = forecastWith('damped_trend', s, 2007);
    expect(damped).toBeGreaterThan(40);
    expect(damped).toBeLessThan(90);
  });

  it("yield per hectare: the last area times the last 3 years' production over their area", () => {
    const withArea: YearValue[] = [
      { year: 2001, value: 100, area: 100 },
      { year: 2002, value: 150, area: 100 },
      { year: 2003, value: 120, area: 80 },
      { year: 2004, value: 60, area: 40 },
    ];
    // 2002–2004: 330 t over 220 ha = 1.5 t/ha; last area 40 ha → 60 t
    expect(forecastWith('yield_per_ha', withArea, 2005)).toBeCloseTo(60, 12);
    // the yield of the years with an area only; without a last area, the last value
    const gaps: YearValue[] = [
      { year: 2001, value: 100, area: 50 },
      { year: 2002, value: 999 },
      { year: 2003, value: 30, area: 10 },
    ];
    expect(forecastWith('yield_per_ha', gaps, 2004)).toBeCloseTo(10 * (130 / 60), 12);
    expect(forecastWith('yield_per_ha', [...gaps, { year: 2004, value: 7 }], 2005)).toBe(7);
    expect(forecastWith('yield_per_ha', s, 2007)).toBe(60);
  });

  it('forecasts are clamped at 0', () => {
    expect(forecastWith('linear_trend_5', years(2000, [50, 40, 30, 20, 10]), 2010)).toBe(0);
  });

  it('the rolling origin forecasts each of the last years only from the years before it', () => {
    const steps = rollingOrigin(s, 'last_value', 3);
    expect(steps).toEqual([
      { year: 2004, actual: 30, forecast: 40, horizon: 1 },
      { year: 2005, actual: 50, forecast: 30, horizon: 1 },
      { year: 2006, actual: 60, forecast: 50, horizon: 1 },
    ]);
    expect(mape(steps)).toBeCloseTo((100 * (10 / 30 + 20 / 50 + 10 / 60)) / 3, 10);
    // a gap: the forecast reaches over it
    expect(rollingOrigin(years(2000, [1, 2]).concat([{ year: 2005, value: 4 }]), 'last_value', 1)).toEqual([
      { year: 2005, actual: 4, forecast: 2, horizon: 4 },
    ]);
    // zero actuals are not scored; none left: null
    expect(mape([{ year: 1, actual: 0, forecast: 3, horizon: 1 }])).toBeNull();
  });
});

describe('forecastYield', () => {
  const trending = years(
    2000,
    Array.from({ length: 12 }, (_, i) => 100 + 20 * i),
  );
  const flat = years(
    2000,
    Array.from({ length: 15 }, (_, i) => [1000, 1100, 900][i % 3]!),
  );

  it('selection by the rolling-origin backtest: a trend for a trending series, a level for a flat one', () => {
    expect(chooseMethod(trending, 5).method).toBe('linear_trend_5');
    expect(chooseMethod(flat, 5).method).toBe('mean_3');
    const t = forecastYield(trending, { method: 'auto' });
    expect(t.method).toBe('linear_trend_5');
    expect(t.future.map((f) => f.value)).toEqual([340, 360, 380, 400, 420].map((v) => expect.closeTo(v, 9)));
    expect(t.backtest).toEqual({ years: 5, mape: expect.closeTo(0, 9), mape_last_value: expect.any(Number) });
    expect(t.backtest.mape_last_value!).toBeGreaterThan(5);
    const f = forecastYield(flat, { method: 'auto' });
    expect(f.method).toBe('mean_3');
    expect(f.future[0]!.value).toBeCloseTo(1000, 9);
  });

  it('the default is the globally chosen method, with its backtest next to the last value', () => {
    expect(YIELD_METHODS).toContain(YIELD_DEFAULT_METHOD);
    const withArea = trending.map((p) => ({ ...p, area: p.value / 2 }));
    const d0 = forecastYield(withArea);
    expect(d0.method).toBe(YIELD_DEFAULT_METHOD);
    // 2 t/ha on the last area, 160 ha
    expect(d0.basis).toEqual({ area: 160, yield_per_ha: 2 });
    expect(d0.future[0]!.value).toBeCloseTo(320, 9);
    // without the last year's area: the last value, and said so
    const d = forecastYield(trending);
    expect(d.method).toBe('last_value');
    expect(d.basis).toBeUndefined();
    expect(d.backtest.years).toBe(5);
    expect(d.future.map((f) => f.year)).toEqual([2012, 2013, 2014, 2015, 2016]);
    expect(forecastYield(trending, { method: 'damped_trend' }).method).toBe('damped_trend');
    expect(forecastYield(trending, { horizon: 2 }).future).toHaveLength(2);
  });

  it('bands contain the forecast and are never negative; around a constant forecast they widen with the horizon', () => {
    const rng = mulberry32(5);
    for (let k = 0; k < 200; k++) {
      const n = 1 + Math.floor(rng() * 18);
      const start = 1997 + Math.floor(rng() * 3);
      const series: YearValue[] = [];
      for (let i = 0, y = start; i < n; i++, y += 1 + (rng() < 0.2 ? 1 : 0))
        series.push({ year: y, value: rng() < 0.1 ? 0 : Math.round(rng() * 5000) });
      for (const method of [...YIELD_METHODS, 'auto'] as const) {
        const f = forecastYield(series, { method, horizon: 5 });
        expect(f.future[0]!.year).toBe(series[n - 1]!.year + 1);
        let width = -1;
        for (const p of f.future) {
          expect(p.value).toBeGreaterThanOrEqual(0);
          expect(p.lower).toBeGreaterThanOrEqual(0);
          expect(p.lower).toBeLessThanOrEqual(p.value);
          expect(p.value).toBeLessThanOrEqual(p.upper);
          if (f.method === 'last_value') expect(p.upper - p.value).toBeGreaterThanOrEqual(width); // same value, wider band
          width = p.upper - p.value;
        }
        if (f.backtest.mape !== null) expect(f.backtest.mape).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('a series under 4 years: the last value, a wide band, no backtest', () => {
    const f = forecastYield(years(2013, [100, 300, 200]));
    expect(f).toEqual({
      method: 'last_value',
      interval: 0.8,
      backtest: { years: 0, mape: null, mape_last_value: null },
      future: [1, 2, 3, 4, 5].map((h) => ({
        year: 2015 + h,
        value: 200,
        lower: Math.max(0, 200 - 300 * Math.sqrt(h)),
        upper: 200 + 300 * Math.sqrt(h),
      })),
    });
    expect(forecastYield([{ year: 2015, value: 7 }], { horizon: 1 }).future).toEqual([{ year: 2016, value: 7, lower: 0, upper: 14 }]);
    // 4 years: one year backtested
    expect(forecastYield(years(2012, [1, 2, 3, 4])).backtest.years).toBe(1);
  });

  it('sorts the years and refuses bad input', () => {
    expect(forecastYield([...trending].reverse()).future).toEqual(forecastYield(trending).future);
    expect(() => forecastYield([])).toThrow(/no years/);
    expect(() => forecastYield([{ year: 2000, value: -1 }])).toThrow(/≥ 0/);
    expect(() => forecastYield([{ year: 2000, value: 1, area: Number.NaN }])).toThrow(/area/);
    expect(() => forecastYield([{ year: 2000.5, value: 1 }])).toThrow(/whole number/);
    expect(() => forecastYield(years(2000, [1, 2]).concat({ year: 2001, value: 3 }))).toThrow(/twice/);
    expect(() => forecastYield(trending, { horizon: 0 })).toThrow(/horizon/);
  });
});
