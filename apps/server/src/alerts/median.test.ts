import { describe, expect, it } from 'vitest';
import { defaultRules } from './defaults.js';
import { evaluate, type ReadingValues, type RuleForEval } from './evaluate.js';
import { medianLookbackMinutes, windowMedian } from './median.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 6, 1);
const base = { nitrogen: 50, phosphorus: 10, potassium: 150, temperature: 28, moisture: 30, conductivity: 300, ph: 7 };
/** Readings every 10 minutes for `hours`, pH from `ph(i)`. */
const series = (hours: number, ph: (i: number) => number, from = T0): ReadingValues[] =>
  Array.from({ length: hours * 6 }, (_, i) => ({ ...base, ts: new Date(from + i * 10 * MINUTE), ph: ph(i) }));
/** A normal calcareous Vertisol: pH 8.2 with ±0.15 of probe noise and a 30-minute spike to 8.7 every 6 hours. */
const vertisol = (i: number) => (i % 36 < 3 ? 8.7 : 8.2 + 0.15 * Math.sin(i * 1.7));

const rule = (over: Partial<RuleForEval>): RuleForEval => ({
  id: 1,
  kind: 'threshold',
  metric: 'ph',
  direction: 'above',
  threshold: 8.5,
  clearThreshold: null,
  minutes: 1440,
  aggregate: 'median',
  ...over,
});
const fresh = () => ({ open: new Map(), pending: new Map() });

describe('pH alarms on the day’s median (issue 37)', () => {
  it('the old default (pH above 8.0 held 30 minutes) fires on a normal Vertisol; the new ones do not', () => {
    const readings = series(48, vertisol);
    const old = rule({ threshold: 8.0, minutes: 30, aggregate: null });
    expect(evaluate([old], fresh(), readings, null).raise.length).toBe(1);
    const phRules = defaultRules('Madhya Pradesh')
      .data.filter((d) => d.rule.metric === 'ph')
      .map((d, i) => rule({ ...d.rule, id: i + 1, kind: 'threshold' }));
    expect(phRules.map((r) => [r.direction, r.threshold, r.aggregate])).toEqual([
      ['below', 6, 'median'],
      ['above', 8.5, 'median'],
    ]);
    expect(evaluate(phRules, fresh(), readings.slice(144), null, { history: readings.slice(0, 144) }).raise).toEqual([]);
  });

  it('raises on a sodic soil once the day is covered, with the median as its value, and clears when the median falls', () => {
    const sodic = series(30, (i) => (i % 2 ? 8.9 : 8.6));
    const plan = evaluate([rule({})], fresh(), sodic, null);
    expect(plan.raise).toHaveLength(1);
    const raised = plan.raise[0]!;
    // First judged once the readings reach back 90 % of the day (21.6 h): the reading at 21 h 40 min.
    expect(raised.reading.ts.getTime() - T0).toBe(130 * 10 * MINUTE);
    // 131 readings, 66 at 8.6 (even steps) and 65 at 8.9: the median is the 66th, 8.6.
    expect(raised.value).toBe(8.6);
    // A day later the soil is back at 8.0: the median falls back past the clear line and the alarm clears.
    const after = series(30, () => 8.0, T0 + 30 * 60 * MINUTE);
    const cleared = evaluate([rule({})], { open: new Map([[1, { id: 9 }]]), pending: new Map() }, after, null, { history: sodic });
    expect(cleared.clear).toEqual([{ ruleId: 1, alarmId: 9, at: expect.any(Date) }]);
  });

  it('judges nothing while the readings do not cover the window (no history given)', () => {
    const sodic = series(12, () => 9);
    expect(evaluate([rule({})], fresh(), sodic, null).raise).toEqual([]);
    expect(windowMedian(sodic, 'ph', sodic.at(-1)!.ts, 1440)).toBeNull();
    expect(windowMedian(sodic, 'ph', sodic.at(-1)!.ts, 600)).toBe(9);
  });

  it('tells the caller how far back to load readings', () => {
    expect(medianLookbackMinutes([rule({}), rule({ aggregate: null, minutes: 2880 })])).toBe(1440);
    expect(medianLookbackMinutes([rule({ aggregate: null })])).toBe(0);
  });
});
