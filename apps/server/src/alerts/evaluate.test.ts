import { describe, expect, it } from 'vitest';
import { evaluate, raisesPerHour, type ReadingValues, type RuleForEval } from './evaluate.js';
import { inQuietHours } from './notifications.service.js';

const base = { nitrogen: 20, phosphorus: 10, potassium: 20, temperature: 25, moisture: 30, conductivity: 400, ph: 7 };
const at = (minute: number, over: Partial<typeof base> = {}): ReadingValues => ({
  ts: new Date(Date.UTC(2026, 0, 1, 0, minute)),
  ...base,
  ...over,
});
const hot: RuleForEval = {
  id: 1,
  kind: 'threshold',
  metric: 'temperature',
  direction: 'above',
  threshold: 35,
  clearThreshold: 32,
  minutes: 0,
};
const none = () => ({ open: new Map<number, { id: number }>(), pending: new Map<number, Date>() });

describe('the rule evaluator', () => {
  it('does not flap between the threshold and the clear line', () => {
    const state = { ...none(), open: new Map([[1, { id: 9 }]]) };
    const plan = evaluate([hot], state, [at(1, { temperature: 34 }), at(2, { temperature: 36 }), at(3, { temperature: 33 })], null);
    expect(plan.clear).toEqual([]);
    expect(plan.seen.get(1)).toMatchObject({ alarmId: 9, count: 1 });
    expect(evaluate([hot], state, [at(4, { temperature: 31.9 })], null).clear).toHaveLength(1);
  });

  it('raises once per open alarm, not once per reading', () => {
    const plan = evaluate([hot], none(), [at(1, { temperature: 36 }), at(2, { temperature: 37 })], null);
    expect(plan.raise).toHaveLength(1);
    expect(plan.seen.get(1)).toMatchObject({ alarmId: -1, count: 1 });
  });

  it('waits the hold time, and forgets a condition that ended', () => {
    const held = { ...hot, minutes: 10 };
    const first = evaluate([held], none(), [at(0, { temperature: 36 }), at(5, { temperature: 36 })], null);
    expect(first.raise).toHaveLength(0);
    expect(first.pendingSet.get(1)).toEqual(at(0).ts);
    const pending = { ...none(), pending: new Map([[1, at(0).ts]]) };
    expect(evaluate([held], pending, [at(10, { temperature: 36 })], null).raise).toHaveLength(1);
    expect(evaluate([held], pending, [at(8, { temperature: 30 })], null).pendingDelete.has(1)).toBe(true);
  });

  it('measures a rate per hour against the previous reading', () => {
    const fall: RuleForEval = {
      id: 2,
      kind: 'rate',
      metric: 'moisture',
      direction: 'below',
      threshold: 6,
      clearThreshold: null,
      minutes: 0,
    };
    expect(evaluate([fall], none(), [at(30, { moisture: 28 })], at(0)).raise).toHaveLength(0); // 4 %/h
    expect(evaluate([fall], none(), [at(30, { moisture: 26 })], at(0)).raise).toHaveLength(1); // 8 %/h
  });
});

describe('noise at the line (issue 38)', () => {
  const atLine: RuleForEval = { ...hot, clearThreshold: null };
  const noisy = (from: number, n: number) => Array.from({ length: n }, (_, i) => at(from + i, { temperature: i % 2 === 0 ? 35.1 : 34.9 }));

  it('a rule with no clear line (or one at the line) gets the deadband: hovering at the line raises once and never clears', () => {
    for (const rule of [atLine, { ...hot, clearThreshold: 35 }]) {
      const plan = evaluate([rule], none(), noisy(0, 30), null);
      expect(plan.raise).toHaveLength(1);
      expect(plan.clear).toHaveLength(0);
    }
    // 2 % of 35 is 0.7: clears at 34.3 or below.
    const open = { ...none(), open: new Map([[1, { id: 9 }]]) };
    expect(evaluate([atLine], open, [at(1, { temperature: 34.4 })], null).clear).toHaveLength(0);
    expect(evaluate([atLine], open, [at(1, { temperature: 34.3 })], null).clear).toHaveLength(1);
  });

  it('after a clear, the minimum hold keeps the rule quiet on the device; it raises again once the hold is over', () => {
    const swings = Array.from({ length: 20 }, (_, i) => at(i, { temperature: i % 2 === 0 ? 40 : 30 }));
    expect(evaluate([atLine], none(), swings, null).raise).toHaveLength(10);
    const held = evaluate([atLine], none(), swings, null, { minHoldMs: 10 * 60_000 });
    expect(held.raise.map((r) => r.reading.ts.getUTCMinutes())).toEqual([0, 12]);
    // A clear from an earlier batch counts too.
    const state = { ...none(), cleared: new Map([[1, at(0).ts]]) };
    expect(evaluate([atLine], state, [at(5, { temperature: 40 })], null, { minHoldMs: 10 * 60_000 }).raise).toHaveLength(0);
    expect(evaluate([atLine], state, [at(10, { temperature: 40 })], null, { minHoldMs: 10 * 60_000 }).raise).toHaveLength(1);
  });

  it('readings stamped 10 minutes apart raise a rule at most 6 times in an hour of server time, as a live probe could', () => {
    const hold = { minHoldMs: 10 * 60_000 };
    // A day's backlog swinging across the line at every reading, sent at once.
    const stamped = Array.from({ length: 144 }, (_, i) => at(i * 10, { temperature: i % 2 === 0 ? 40 : 30 }));
    expect(evaluate([atLine], none(), stamped, null, { minHoldMs: 0 }).raise).toHaveLength(72);
    expect(raisesPerHour(hold.minHoldMs)).toBe(6);
    expect(evaluate([atLine], none(), stamped, null, hold).raise).toHaveLength(6);
    // Raises of the last hour from earlier batches count: 4 made, 2 left.
    const state = { ...none(), raisedLastHour: new Map([[1, 4]]) };
    expect(evaluate([atLine], state, stamped, null, hold).raise).toHaveLength(2);
    expect(evaluate([atLine], { ...none(), raisedLastHour: new Map([[1, 6]]) }, stamped, null, hold).raise).toHaveLength(0);
  });

  it('held back by the hold, a rule without minutes writes nothing; one with minutes remembers since when', () => {
    const state = { ...none(), cleared: new Map([[1, at(0).ts]]) };
    const crossings = [at(2, { temperature: 40 }), at(3, { temperature: 30 }), at(4, { temperature: 40 })];
    const bare = evaluate([{ ...atLine, minutes: 0 }], state, crossings, null, { minHoldMs: 10 * 60_000 });
    expect([bare.raise.length, bare.pendingSet.size, bare.pendingDelete.size]).toEqual([0, 0, 0]);
    const withMinutes = evaluate([{ ...atLine, minutes: 5 }], state, crossings.slice(0, 1), null, { minHoldMs: 10 * 60_000 });
    expect(withMinutes.pendingSet.get(1)).toEqual(at(2).ts);
  });

  it('a rate alarm clears only once the change is under half the rate', () => {
    const rise: RuleForEval = {
      id: 2,
      kind: 'rate',
      metric: 'moisture',
      direction: 'above',
      threshold: 6,
      clearThreshold: null,
      minutes: 0,
    };
    const open = { ...none(), open: new Map([[2, { id: 5 }]]) };
    expect(evaluate([rise], open, [at(60, { moisture: 34 })], at(0)).clear).toHaveLength(0); // 4 %/h
    expect(evaluate([rise], open, [at(60, { moisture: 32 })], at(0)).clear).toHaveLength(1); // 2 %/h
  });
});

describe('quiet hours', () => {
  it('span midnight in India time', () => {
    const quiet = { quietFrom: '22:00', quietTo: '06:00' };
    expect(inQuietHours(quiet, new Date('2026-01-01T17:00:00Z'))).toBe(true); // 22:30 IST
    expect(inQuietHours(quiet, new Date('2026-01-01T06:30:00Z'))).toBe(false); // 12:00 IST
    expect(inQuietHours({ quietFrom: null, quietTo: null }, new Date())).toBe(false);
  });
});
