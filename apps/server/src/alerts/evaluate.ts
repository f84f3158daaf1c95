import type { SensorMetric } from '@agrim/contracts';
import { windowMedian } from './median.js';

/** What the evaluator needs of a rule (a row of alert_rules). */
export interface RuleForEval {
  id: number;
  kind: 'threshold' | 'rate' | 'silence' | 'soilTest';
  metric: string | null;
  direction: 'above' | 'below' | null;
  threshold: number | null;
  clearThreshold: number | null;
  minutes: number;
  /** 'median': a threshold rule judges the median over its last `minutes` (median.ts), with no further hold (issue 37). */
  aggregate?: 'median' | null;
}

export type ReadingValues = { ts: Date } & Record<SensorMetric, number>;

export interface DeviceAlertState {
  /** Not-cleared alarms by rule id. */
  open: Map<number, { id: number }>;
  /** Threshold conditions seen but not yet held for the rule's minutes, by rule id. */
  pending: Map<number, Date>;
  /** When each rule's newest alarm on the device cleared (reading time), by rule id; only recent ones matter. */
  cleared?: Map<number, Date>;
  /** How many alarms each rule raised on the device in the last hour of server time, by rule id (minimumHoldCap). */
  raisedLastHour?: Map<number, number>;
}

export interface EvaluateOptions {
  /** A rule raises no new alarm on a device until this long (reading time) after its last one there cleared. */
  minHoldMs?: number;
  /** The device's readings before the batch, oldest first, back medianLookbackMinutes(rules) (median.ts); without them a median rule waits. */
  history?: readonly ReadingValues[];
}

/**
 * The least distance between a threshold and its clear line, per metric (units of the metric), or
 * 2 % of the line when that is more: a farmer's clear line closer than this (or none) is moved out
 * to it, so a value hovering at the line (sensor noise) cannot clear and raise again and again.
 */
const DEADBAND: Record<SensorMetric, number> = {
  nitrogen: 2,
  phosphorus: 1,
  potassium: 2,
  temperature: 0.5,
  moisture: 1,
  conductivity: 10,
  ph: 0.1,
};

/** The line past which a threshold rule's alarm clears: the rule's own clear line, at least the deadband away. */
export function effectiveClearLine(rule: Pick<RuleForEval, 'metric' | 'direction' | 'threshold' | 'clearThreshold'>): number {
  const line = rule.threshold!;
  const band = Math.max(DEADBAND[rule.metric as SensorMetric] ?? 0, Math.abs(line) * 0.02);
  const given = rule.clearThreshold ?? line;
  return rule.direction === 'above' ? Math.min(given, line - band) : Math.max(given, line + band);
}

/**
 * How many alarms one rule may raise on one device in an hour of server time: as many as a live probe
 * could, given the minimum hold (6 for 10 minutes). The hold runs in reading time, so a device sending
 * a backlog, or readings stamped ten minutes apart on purpose, could otherwise flap a rule at every
 * other reading; past the cap the rule raises nothing until the hour has moved on. No hold, no cap.
 */
export function raisesPerHour(minHoldMs: number): number {
  return minHoldMs > 0 ? Math.max(1, Math.floor(3_600_000 / minHoldMs)) : Infinity;
}

export interface Raise {
  ruleId: number;
  reading: ReadingValues;
  value: number;
}

export interface Plan {
  raise: Raise[];
  /** Open alarms seen again, by rule: how many more readings, and the newest time (alarm id -1: raised in this batch). */
  seen: Map<number, { alarmId: number; count: number; at: Date }>;
  clear: Array<{ ruleId: number; alarmId: number; at: Date }>;
  pendingSet: Map<number, Date>;
  pendingDelete: Set<number>;
}

const MINUTE_MS = 60_000;

/**
 * Runs one device's new readings (oldest first, each newer than any evaluated before) through its
 * rules; the state is what the database holds now. Pure: the caller writes the plan.
 */
export function evaluate(
  rules: readonly RuleForEval[],
  state: DeviceAlertState,
  readings: readonly ReadingValues[],
  previous: ReadingValues | null,
  options: EvaluateOptions = {},
): Plan {
  const plan: Plan = { raise: [], seen: new Map(), clear: [], pendingSet: new Map(), pendingDelete: new Set() };
  const open = new Map(state.open);
  const pending = new Map(state.pending);
  const cleared = new Map(state.cleared);
  const minHoldMs = options.minHoldMs ?? 0;
  const cap = raisesPerHour(minHoldMs);
  const raised = new Map(state.raisedLastHour);
  let prev = previous;
  const medians = rules.some((r) => r.aggregate === 'median');
  const recent: ReadingValues[] = medians ? [...(options.history ?? [])] : [];
  for (const r of readings) {
    if (medians) recent.push(r);
    for (const rule of rules) {
      const alarm = open.get(rule.id);
      if (rule.kind === 'silence') {
        // A reading ends the silence.
        if (alarm) {
          plan.clear.push({ ruleId: rule.id, alarmId: alarm.id, at: r.ts });
          open.delete(rule.id);
        }
        continue;
      }
      if (rule.kind !== 'threshold' && rule.kind !== 'rate') continue;
      const metric = rule.metric as SensorMetric;
      // A median rule judges nothing until the readings cover its window.
      const median = rule.aggregate === 'median' ? windowMedian(recent, metric, r.ts, rule.minutes) : undefined;
      if (median === null) continue;
      const value = median ?? r[metric];
      const above = rule.direction === 'above';
      let breached: boolean;
      let recovered: boolean;
      if (rule.kind === 'threshold') {
        const line = rule.threshold!;
        const clearLine = effectiveClearLine(rule);
        breached = above ? value > line : value < line;
        recovered = above ? value <= clearLine : value >= clearLine;
      } else {
        if (!prev || r.ts <= prev.ts) continue;
        const perHour = ((value - prev[metric]) / (r.ts.getTime() - prev.ts.getTime())) * 3_600_000;
        const rise = above ? perHour : -perHour;
        breached = rise >= rule.threshold!;
        // The rate's own hysteresis: it clears once the change is under half the rate, not at the first reading just under it.
        recovered = rise < rule.threshold! / 2;
      }
      if (alarm) {
        if (breached) {
          const s = plan.seen.get(rule.id) ?? { alarmId: alarm.id, count: 0, at: r.ts };
          s.count += 1;
          s.at = r.ts;
          plan.seen.set(rule.id, s);
        } else if (recovered) {
          plan.clear.push({ ruleId: rule.id, alarmId: alarm.id, at: r.ts });
          open.delete(rule.id);
          cleared.set(rule.id, r.ts);
        }
        continue;
      }
      if (!breached) {
        if (pending.delete(rule.id)) {
          plan.pendingSet.delete(rule.id);
          plan.pendingDelete.add(rule.id);
        }
        continue;
      }
      const since = pending.get(rule.id) ?? r.ts;
      const lastCleared = cleared.get(rule.id);
      const holding =
        (lastCleared !== undefined && r.ts.getTime() - lastCleared.getTime() < minHoldMs) || (raised.get(rule.id) ?? 0) >= cap;
      if (!holding && r.ts.getTime() - since.getTime() >= (rule.aggregate === 'median' ? 0 : rule.minutes) * MINUTE_MS) {
        plan.raise.push({ ruleId: rule.id, reading: r, value });
        raised.set(rule.id, (raised.get(rule.id) ?? 0) + 1);
        // Marks the rule open for the rest of the batch; the id is known once written.
        open.set(rule.id, { id: -1 });
        if (pending.delete(rule.id) || state.pending.has(rule.id)) plan.pendingDelete.add(rule.id);
        plan.pendingSet.delete(rule.id);
      } else if (!pending.has(rule.id) && rule.minutes > 0 && rule.aggregate !== 'median') {
        // Only a rule that must hold its condition for some minutes needs to remember since when (a held-back rule without minutes raises at the hold's end).
        pending.set(rule.id, since);
        plan.pendingSet.set(rule.id, since);
        plan.pendingDelete.delete(rule.id);
      }
    }
    prev = r;
  }
  return plan;
}
