import type { Alarm, Texts } from '@agrim/contracts';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { alarms, alertRules, devices } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import type { ReadingBus, SoilTestEvent } from '../sensors/bus.js';
import { alarmColumns, alarmJoins, toApiAlarm } from './alarmRow.js';
import { alarmMessage, feedbackMessage } from './messages.js';
import type { AlertNotifier } from './notifications.service.js';
import type { AlertRuleService } from './rules.service.js';

/** A new alarm of a rule on a device. */
export interface NewAlarm {
  ruleId: number;
  farmId: string;
  deviceId: string;
  at: Date;
  message: Texts;
  value: number | null;
  readingAt: Date | null;
}

/** The database or an open transaction. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Rows per statement (PostgreSQL takes at most 65,535 parameters in one). */
const INSERT_CHUNK = 2000;

/**
 * The alarms: raised by the readings' evaluation (evaluation.ts) and the silence check, acknowledged
 * by people; each change announced on the bus.
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

  /**
   * Raises an alarm unless one of the rule and device is open (the partial unique index decides,
   * so two replicas cannot both raise it); notifies and announces it. The new alarm's id, or null.
   */
  private async raise(
    ruleId: number,
    farmId: string,
    deviceId: string,
    at: Date,
    message: Texts,
    value: number | null,
    readingAt: Date | null,
  ): Promise<number | null> {
    const [row] = await this.db
      .insert(alarms)
      .values({
        ruleId,
        farmId,
        deviceId,
        firstSeen: at,
        lastSeen: at,
        value,
        readingAt,
        messageEn: message.en,
        messageHi: message.hi,
        messageMr: message.mr,
      })
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
          messageMr: message.mr,
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
    const rows = silent.rows as Array<{
      rule_id: number;
      minutes: number;
      device_id: string;
      farm_id: string;
      name: string;
      last_at: string | Date;
    }>;
    if (rows.length === 0) return 0;
    // Raised together, so one account hears of a farm's silent devices in one message.
    const after = await this.db.transaction(async (tx) => {
      const ids = await this.insertAlarms(
        tx,
        rows.map((s) => ({
          ruleId: s.rule_id,
          farmId: s.farm_id,
          deviceId: s.device_id,
          at: now,
          message: alarmMessage({ kind: 'silence', device: s.name, minutes: s.minutes, at: new Date(s.last_at) }),
          value: null,
          readingAt: null,
        })),
      );
      return { ids, announce: await this.recordRaised(tx, ids, now) };
    });
    after.announce();
    return after.ids.length;
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
        .set({
          lastSeen: now,
          count: sql`${alarms.count} + 1`,
          messageEn: message.en,
          messageHi: message.hi,
          messageMr: message.mr,
          state: 'active',
        })
        .where(and(eq(alarms.ruleId, rule.id), eq(alarms.deviceId, event.deviceId), ne(alarms.state, 'cleared')));
    }
  }

  /** Inserts new alarms, each unless its rule and device already has an open one (the partial unique index); the ids made. */
  async insertAlarms(writer: Writer, rows: readonly NewAlarm[]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const made = await writer
        .insert(alarms)
        .values(
          rows.slice(i, i + INSERT_CHUNK).map((r) => ({
            ruleId: r.ruleId,
            farmId: r.farmId,
            deviceId: r.deviceId,
            firstSeen: r.at,
            lastSeen: r.at,
            value: r.value,
            readingAt: r.readingAt,
            messageEn: r.message.en,
            messageHi: r.message.hi,
            messageMr: r.message.mr,
          })),
        )
        .onConflictDoNothing({ target: [alarms.ruleId, alarms.deviceId], where: sql`state <> 'cleared' and device_id is not null` })
        .returning({ id: alarms.id });
      ids.push(...made.map((m) => m.id));
    }
    return ids;
  }

  /**
   * Writes who is told of newly raised alarms (in the transaction that raised them); what to do
   * once it has committed: announce them on the bus and start their outside messages.
   */
  async recordRaised(writer: Writer, ids: readonly number[], now: Date): Promise<() => void> {
    if (ids.length === 0) return () => {};
    const raised = await this.described(writer, ids);
    const { notified, deliveries } = await this.notifier.record(writer, raised, now);
    return () => {
      for (const { alarm, owner } of raised) {
        this.bus.publishAlarm({ alarm, notified: notified.get(alarm.id) ?? [], owner: alarm.farmId === null ? owner : null });
      }
      this.notifier.send(deliveries);
    };
  }

  /** Announces alarms that changed state (cleared) on the bus. */
  async announceChanged(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    for (const { alarm, owner } of await this.described(this.db, ids)) {
      this.bus.publishAlarm({ alarm, notified: [], owner: alarm.farmId === null ? owner : null });
    }
  }

  /** Alarms as the API shows them, with their rule's author. */
  private async described(writer: Writer, ids: readonly number[]): Promise<Array<{ alarm: Alarm; owner: string | null }>> {
    const out: Array<{ alarm: Alarm; owner: string | null }> = [];
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      const rows = await writer
        .select({ ...alarmColumns, owner: alertRules.createdBy })
        .from(alarms)
        .innerJoin(...alarmJoins.rule)
        .leftJoin(...alarmJoins.device)
        .where(inArray(alarms.id, ids.slice(i, i + INSERT_CHUNK)))
        .orderBy(alarms.id);
      out.push(...rows.map((r) => ({ alarm: toApiAlarm(r), owner: r.owner })));
    }
    return out;
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

  /** An alarm of the caller's farms (or staff rules); 404 otherwise: the `ownAlarm` check (alerts/records.ts). */
  async owned(caller: Caller, id: number): Promise<{ id: number }> {
    const [row] = await this.db
      .select({ id: alarms.id })
      .from(alarms)
      .where(and(eq(alarms.id, id), this.rules.alarmScope(caller, alarms.farmId, alarms.ruleId)));
    if (!row) throw notFound('No such alarm on your farms.');
    return row;
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
  async acknowledge(caller: Caller, owned: { id: number }): Promise<Alarm> {
    const id = owned.id;
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
        mr: 'हा अलार्म आता सक्रिय नाही (आधीच पाहिला म्हणून नोंदवला किंवा निवळला आहे).',
      });
    }
    await this.notifier.markRead(caller, id);
    const alarm = await this.get(id);
    this.bus.publishAlarm({ alarm, notified: [], owner: alarm.farmId === null ? caller.userId : null });
    return alarm;
  }
}
