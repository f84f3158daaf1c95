import { type Alarm, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { alarms, alertPending, alertRules, devices, readings } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import type { ReadingBus, SoilTestEvent } from '../sensors/bus.js';
import { alarmColumns, alarmJoins, toApiAlarm } from './alarmRow.js';
import { type DeviceAlertState, evaluate, type Plan, type ReadingValues } from './evaluate.js';
import { alarmMessage, feedbackMessage } from './messages.js';
import type { AlertNotifier } from './notifications.service.js';
import type { AlertRuleService, DeviceRules } from './rules.service.js';

/** One device's newly stored readings, oldest first, all newer than the device's newest before them. */
export interface NewReadings {
  deviceId: string;
  /** The device's newest reading time before these (null: its first). */
  previousAt: Date | null;
  rows: ReadingValues[];
  /** The device's alert state as `ALERT_STATE_COLUMN` read it with the readings' statement (absent: read here). */
  extra?: unknown;
}

const metricColumns = SENSOR_METRICS.map((m) => `'${m}', r.${m}`).join(', ');

/**
 * The device's open alarms, pending conditions and newest reading before this batch, as one JSON
 * value: returned by the statement that stores the readings' newest time (IngestService.onStored),
 * so evaluating costs no extra round trip. Over `d` (the device row) and `b.last_seen_at`.
 */
export const ALERT_STATE_COLUMN = sql.raw(`json_build_object(
  'open', (select json_agg(json_build_array(a.rule_id, a.id)) from alarms a where a.device_id = d.id and a.state <> 'cleared'),
  'pending', (select json_agg(json_build_array(p.rule_id, p.since)) from alert_pending p where p.device_id = d.id),
  'previous', (select json_build_object('ts', r.ts, ${metricColumns}) from readings r where r.device_id = d.id and r.ts = b.last_seen_at)
)`);

interface StateJson {
  open: Array<[number, number]> | null;
  pending: Array<[number, string]> | null;
  previous: ({ ts: string } & Record<SensorMetric, number>) | null;
}

function parseState(extra: unknown): { state: DeviceAlertState; previous: ReadingValues | null } | null {
  if (!extra) return null;
  const j = (typeof extra === 'string' ? JSON.parse(extra) : extra) as StateJson;
  return {
    state: {
      open: new Map((j.open ?? []).map(([ruleId, id]) => [ruleId, { id }])),
      pending: new Map((j.pending ?? []).map(([ruleId, since]) => [ruleId, new Date(since)])),
    },
    previous: j.previous ? { ...j.previous, ts: new Date(j.previous.ts) } : null,
  };
}

/**
 * The alarms: raised, seen again and cleared as readings arrive (on the replica that stored them),
 * raised by the silence check, acknowledged by people; each change announced on the bus.
 */
export class AlarmService {
  constructor(
    private readonly db: Db,
    private readonly rules: AlertRuleService,
    private readonly notifier: AlertNotifier,
    private readonly bus: ReadingBus,
    private readonly audit: AuditService,
    private readonly silenceMinuteMs: number,
  ) {
    bus.subscribeTests((event) => void this.onSoilTest(event).catch(() => {}));
  }

  /** Runs newly stored readings through their devices' rules. */
  async onReadings(batches: readonly NewReadings[]): Promise<void> {
    for (const batch of batches) {
      const set = await this.rules.forDevice(batch.deviceId);
      if (set.rules.length === 0 || batch.rows.length === 0) continue;
      const read = parseState(batch.extra);
      const state = read?.state ?? (await this.stateOf(batch.deviceId, set));
      const needsPrevious = set.rules.some((r) => r.kind === 'rate') && batch.previousAt !== null;
      const previous = read ? read.previous : needsPrevious ? await this.readingAt(batch.deviceId, batch.previousAt!) : null;
      const plan = evaluate(set.rules, state, batch.rows, previous);
      await this.apply(batch.deviceId, set, plan);
    }
  }

  private async stateOf(deviceId: string, set: DeviceRules): Promise<DeviceAlertState> {
    const ids = set.rules.map((r) => r.id);
    const [open, pending] = await Promise.all([
      this.db
        .select({ id: alarms.id, ruleId: alarms.ruleId })
        .from(alarms)
        .where(and(eq(alarms.deviceId, deviceId), ne(alarms.state, 'cleared'), inArray(alarms.ruleId, ids))),
      set.rules.some((r) => r.kind === 'threshold' && r.minutes > 0)
        ? this.db
            .select()
            .from(alertPending)
            .where(and(eq(alertPending.deviceId, deviceId), inArray(alertPending.ruleId, ids)))
        : Promise.resolve([]),
    ]);
    return {
      open: new Map(open.map((a) => [a.ruleId, { id: a.id }])),
      pending: new Map(pending.map((p) => [p.ruleId, p.since])),
    };
  }

  private async readingAt(deviceId: string, at: Date): Promise<ReadingValues | null> {
    const [row] = await this.db
      .select()
      .from(readings)
      .where(and(eq(readings.deviceId, deviceId), eq(readings.ts, at)));
    return row ?? null;
  }

  private async apply(deviceId: string, set: DeviceRules, plan: Plan): Promise<void> {
    const ruleOf = new Map(set.rules.map((r) => [r.id, r]));
    const raisedId = new Map<number, number>();
    for (const raise of plan.raise) {
      const rule = ruleOf.get(raise.ruleId)!;
      const message = alarmMessage({
        kind: rule.kind,
        device: set.deviceName,
        metric: rule.metric as SensorMetric,
        direction: rule.direction,
        value: raise.value,
        threshold: rule.threshold,
        at: raise.reading.ts,
      });
      const id = await this.raise(rule.id, set.farmId, deviceId, raise.reading.ts, message, raise.value, raise.reading.ts);
      if (id !== null) raisedId.set(rule.id, id);
      // Another replica raised it a moment ago (its readings were evaluated alongside these): this reading is seen again.
      else await this.seenAgain(rule.id, deviceId, 1, raise.reading.ts);
    }
    for (const [ruleId, seen] of plan.seen) await this.seenAgain(ruleId, deviceId, seen.count, seen.at);
    for (const c of plan.clear) {
      const id = c.alarmId === -1 ? raisedId.get(c.ruleId) : c.alarmId;
      if (id !== undefined) await this.clear(id, c.at);
    }
    if (plan.pendingDelete.size > 0) {
      await this.db
        .delete(alertPending)
        .where(and(eq(alertPending.deviceId, deviceId), inArray(alertPending.ruleId, [...plan.pendingDelete])));
    }
    if (plan.pendingSet.size > 0) {
      await this.db
        .insert(alertPending)
        .values([...plan.pendingSet].map(([ruleId, since]) => ({ ruleId, deviceId, since })))
        .onConflictDoNothing();
    }
  }

  private async seenAgain(ruleId: number, deviceId: string, count: number, at: Date): Promise<void> {
    await this.db
      .update(alarms)
      .set({ lastSeen: sql`greatest(${alarms.lastSeen}, ${at.toISOString()}::timestamptz)`, count: sql`${alarms.count} + ${count}` })
      .where(and(eq(alarms.ruleId, ruleId), eq(alarms.deviceId, deviceId), ne(alarms.state, 'cleared')));
  }

  /**
   * Raises an alarm unless one of the rule and device is open (the partial unique index decides,
   * so two replicas cannot both raise it); notifies and announces it. The new alarm's id, or null.
   */
  private async raise(
    ruleId: number,
    farmId: string,
    deviceId: string,
    at: Date,
    message: { en: string; hi: string },
    value: number | null,
    readingAt: Date | null,
  ): Promise<number | null> {
    const [row] = await this.db
      .insert(alarms)
      .values({ ruleId, farmId, deviceId, firstSeen: at, lastSeen: at, value, readingAt, messageEn: message.en, messageHi: message.hi })
      .onConflictDoNothing({ target: [alarms.ruleId, alarms.deviceId], where: sql`state <> 'cleared' and device_id is not null` })
      .returning({ id: alarms.id });
    if (!row) return null;
    await this.announceRaised(row.id, ruleId);
    return row.id;
  }

  private async announceRaised(id: number, ruleId: number): Promise<void> {
    const alarm = await this.get(id);
    const [rule] = await this.db.select({ createdBy: alertRules.createdBy }).from(alertRules).where(eq(alertRules.id, ruleId));
    const owner = rule?.createdBy ?? null;
    const notified = await this.notifier.notify(alarm, owner);
    this.bus.publishAlarm({ alarm, notified, owner: alarm.farmId === null ? owner : null });
  }

  /**
   * An Expert's feedback now waits for approval: each enabled staff `feedback` rule raises one
   * alarm about it for its author (one per rule and feedback: the partial unique index).
   */
  async onFeedbackPending(feedback: { id: string; expert: string; at: Date }): Promise<void> {
    const message = feedbackMessage(feedback.expert, feedback.at);
    for (const rule of await this.rules.staffRules('feedback')) {
      const [row] = await this.db
        .insert(alarms)
        .values({
          ruleId: rule.id,
          farmId: null,
          deviceId: null,
          feedbackId: feedback.id,
          firstSeen: feedback.at,
          lastSeen: feedback.at,
          messageEn: message.en,
          messageHi: message.hi,
        })
        .onConflictDoNothing({ target: [alarms.ruleId, alarms.feedbackId], where: sql`state <> 'cleared' and feedback_id is not null` })
        .returning({ id: alarms.id });
      if (row) await this.announceRaised(row.id, rule.id);
    }
  }

  /** The feedback was approved or rejected: its alarms clear, acknowledged or not. */
  async onFeedbackDecided(feedbackId: string, at = new Date()): Promise<void> {
    const rows = await this.db
      .update(alarms)
      .set({ state: 'cleared', clearedAt: at })
      .where(and(eq(alarms.feedbackId, feedbackId), ne(alarms.state, 'cleared')))
      .returning({ id: alarms.id, ruleId: alarms.ruleId });
    for (const r of rows) {
      const [rule] = await this.db.select({ createdBy: alertRules.createdBy }).from(alertRules).where(eq(alertRules.id, r.ruleId));
      this.bus.publishAlarm({ alarm: await this.get(r.id), notified: [], owner: rule?.createdBy ?? null });
    }
  }

  private async clear(id: number, at: Date): Promise<void> {
    const [row] = await this.db
      .update(alarms)
      .set({ state: 'cleared', clearedAt: at })
      .where(and(eq(alarms.id, id), ne(alarms.state, 'cleared')))
      .returning({ id: alarms.id });
    if (row) this.bus.publishAlarm({ alarm: await this.get(id), notified: [] });
  }

  /**
   * The silence check (a timer where the other periodic work runs): every device of an enabled
   * silence rule whose newest reading (or registration, when it never reported) is older than the
   * rule's minutes gets an alarm, once.
   */
  async checkSilence(now = new Date()): Promise<number> {
    const silent = await this.db.execute(sql`
      select r.id as rule_id, r.minutes, d.id as device_id, d.farm_id, d.name, coalesce(d.last_seen_at, d.created_at) as last_at
      from alert_rules r
      join devices d on d.farm_id = r.farm_id and (r.device_id is null or r.device_id = d.id)
      where r.kind = 'silence' and r.enabled and r.deleted_at is null
        and coalesce(d.last_seen_at, d.created_at) < ${now.toISOString()}::timestamptz - (r.minutes * ${this.silenceMinuteMs}) * interval '1 millisecond'
        and not exists (select 1 from alarms a where a.rule_id = r.id and a.device_id = d.id and a.state <> 'cleared')`);
    let raised = 0;
    for (const s of silent.rows as Array<{
      rule_id: number;
      minutes: number;
      device_id: string;
      farm_id: string;
      name: string;
      last_at: string | Date;
    }>) {
      const lastAt = new Date(s.last_at);
      const message = alarmMessage({ kind: 'silence', device: s.name, minutes: s.minutes, at: lastAt });
      if ((await this.raise(s.rule_id, s.farm_id, s.device_id, now, message, null, null)) !== null) raised += 1;
    }
    return raised;
  }

  /** A soil test on a farm with a soilTest rule finished or failed: one alarm per rule and device, seen again by later tests. */
  private async onSoilTest(event: SoilTestEvent): Promise<void> {
    const failed = event.status === 'aborted' && event.deviceError !== null;
    if (event.status !== 'complete' && !failed) return;
    const [device] = await this.db
      .select({ farmId: devices.farmId, name: devices.name })
      .from(devices)
      .where(eq(devices.id, event.deviceId));
    if (!device) return;
    const rules = await this.db
      .select({ id: alertRules.id, deviceId: alertRules.deviceId })
      .from(alertRules)
      .where(
        and(
          eq(alertRules.farmId, device.farmId),
          eq(alertRules.kind, 'soilTest'),
          eq(alertRules.enabled, true),
          sql`${alertRules.deletedAt} is null`,
        ),
      );
    const now = new Date();
    for (const rule of rules.filter((r) => r.deviceId === null || r.deviceId === event.deviceId)) {
      const message = alarmMessage({ kind: 'soilTest', device: device.name, at: now, test: { id: event.testId, failed } });
      const id = await this.raise(rule.id, device.farmId, event.deviceId, now, message, null, null);
      if (id !== null) continue;
      await this.db
        .update(alarms)
        .set({ lastSeen: now, count: sql`${alarms.count} + 1`, messageEn: message.en, messageHi: message.hi, state: 'active' })
        .where(and(eq(alarms.ruleId, rule.id), eq(alarms.deviceId, event.deviceId), ne(alarms.state, 'cleared')));
    }
  }

  async get(id: number): Promise<Alarm> {
    const [row] = await this.select().where(eq(alarms.id, id));
    if (!row) throw notFound('No such alarm on your farms.');
    return toApiAlarm(row);
  }

  private select() {
    return this.db
      .select(alarmColumns)
      .from(alarms)
      .innerJoin(...alarmJoins.rule)
      .leftJoin(...alarmJoins.device)
      .$dynamic();
  }

  async assertOwned(caller: Caller, id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.id, id), this.rules.alarmScope(caller, alarms.farmId, alarms.ruleId)));
    if (!row) throw notFound('No such alarm on your farms.');
  }

  async list(caller: Caller, q: { farmId?: string; view: 'open' | 'history'; limit: number }): Promise<Alarm[]> {
    const rows = await this.select()
      .where(
        and(
          this.rules.alarmScope(caller, alarms.farmId, alarms.ruleId),
          // One farm's alarms, and those of the caller's staff rules (no farm) beside them.
          q.farmId ? or(eq(alarms.farmId, q.farmId), isNull(alarms.farmId)) : undefined,
          q.view === 'open' ? ne(alarms.state, 'cleared') : undefined,
        ),
      )
      .orderBy(desc(alarms.firstSeen), desc(alarms.id))
      .limit(q.limit);
    return rows.map(toApiAlarm);
  }

  /** Every alarm of the caller's farms, newest first, a page at a time (the CSV export). */
  async *history(caller: Caller, farmId?: string): AsyncGenerator<Alarm[]> {
    const PAGE = 1000;
    for (let offset = 0; ; offset += PAGE) {
      const rows = await this.select()
        .where(
          and(
            this.rules.alarmScope(caller, alarms.farmId, alarms.ruleId),
            farmId ? or(eq(alarms.farmId, farmId), isNull(alarms.farmId)) : undefined,
          ),
        )
        .orderBy(desc(alarms.firstSeen), desc(alarms.id))
        .limit(PAGE)
        .offset(offset);
      if (rows.length > 0) yield rows.map(toApiAlarm);
      if (rows.length < PAGE) return;
    }
  }

  /** active → acknowledged (recorded in the audit log); the caller's notifications of it are read. */
  async acknowledge(caller: Caller, id: number): Promise<Alarm> {
    await this.assertOwned(caller, id);
    const now = new Date();
    const done = await this.db.transaction(async (tx) => {
      // An acknowledged soil-test alarm has nothing left to clear it: it is done once someone has seen it.
      const [row] = await tx
        .update(alarms)
        .set({
          state: sql`case when (select kind from alert_rules where id = ${alarms.ruleId}) = 'soilTest' then 'cleared' else 'acknowledged' end`,
          acknowledgedAt: now,
          acknowledgedBy: caller.userId,
          clearedAt: sql`case when (select kind from alert_rules where id = ${alarms.ruleId}) = 'soilTest' then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(alarms.id, id), eq(alarms.state, 'active')))
        .returning({ id: alarms.id });
      if (row) await this.audit.record(caller, { action: 'alert.acknowledged', targetType: 'alarm', targetId: id }, tx);
      return !!row;
    });
    if (!done) {
      throw new AppError('CONFLICT', {
        en: 'This alarm is not active any more (already acknowledged or cleared).',
        hi: 'यह अलार्म अब सक्रिय नहीं है (पहले ही स्वीकार या साफ़ हो चुका है)।',
      });
    }
    await this.notifier.markRead(caller, id);
    const alarm = await this.get(id);
    this.bus.publishAlarm({ alarm, notified: [], owner: alarm.farmId === null ? caller.userId : null });
    return alarm;
  }
}
