import {
  ADMIN_ROLES,
  type AlertRule,
  type alertRuleInputSchema,
  type alertRulePatchSchema,
  type staffRuleInputSchema,
} from '@agrim/contracts';
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { alarms, alertRules, auditLog, devices, farmMembers, farms, users } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { isUuid } from '../lib/uuid.js';

export type RuleRow = typeof alertRules.$inferSelect;
/** A farm of the caller's, as the `ownFarm` check loads it. */
export type OwnedFarm = Pick<typeof farms.$inferSelect, 'id' | 'state'>;

/** Admin and superAdmin act on every farm's alerts; a farmer on the farms they belong to (Experts have no alerts). */
export const seesAllFarms = (caller: Caller) => ADMIN_ROLES.includes(caller.role);

/** ALERT_RULES_PER_FARM, ALERT_RULES_PER_ACCOUNT, ALERT_RULE_CHANGES_PER_HOUR (config.ts, docs/security.md). */
export interface RuleLimits {
  perFarm: number;
  perAccount: number;
  changesPerHour: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Alert rules: who may see and change them, and the rules each device's readings run through. */
export class AlertRuleService {
  private changed: () => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly limits: RuleLimits = { perFarm: 50, perAccount: 100, changesPerHour: 60 },
  ) {}

  /** Told after every stored change, before the change is answered (the evaluation's rule cache on every replica drops its copies). */
  onChanged(listener: () => Promise<void>): void {
    this.changed = listener;
  }

  /**
   * Issue 38: one account's rules must not stall the server or flood phones. A change beyond the
   * account's hourly budget, or a new rule beyond the farm's or the account's cap, is refused
   * (429 and 409, in English and Hindi). Checked in the change's transaction under advisory locks
   * on the account and the farm, so parallel requests cannot pass a cap together; every accepted
   * change is audited, so the audit log grows at most by the hourly budget.
   */
  private async guard(tx: Tx, caller: Caller, create: { farmId: string | null } | null): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-rules:account:${caller.userId}`}))`);
    const [changes] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number), oldest: sql<string | null>`min(${auditLog.at})` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, caller.userId),
          inArray(auditLog.action, ['alert.rule_created', 'alert.rule_changed', 'alert.rule_deleted']),
          gt(auditLog.at, sql`now() - interval '1 hour'`),
        ),
      );
    if ((changes?.n ?? 0) >= this.limits.changesPerHour) {
      const oldest = changes?.oldest ? new Date(changes.oldest).getTime() : Date.now();
      const wait = Math.max(1, Math.ceil((oldest + 3_600_000 - Date.now()) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        {
          en: `Too many alert rule changes: at most ${this.limits.changesPerHour} an hour. Try again in ${Math.ceil(wait / 60)} min.`,
          hi: `चेतावनी नियमों में बहुत अधिक बदलाव: एक घंटे में अधिकतम ${this.limits.changesPerHour}। ${Math.ceil(wait / 60)} मिनट बाद फिर कोशिश करें।`,
          mr: `इशारा नियमांमध्ये खूप बदल: एका तासात जास्तीत जास्त ${this.limits.changesPerHour}. ${Math.ceil(wait / 60)} मिनिटांनी पुन्हा प्रयत्न करा.`,
        },
        { 'retry-after': String(wait) },
      );
    }
    if (!create) return;
    const [mine] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(alertRules)
      .where(and(eq(alertRules.createdBy, caller.userId), isNull(alertRules.deletedAt)));
    if ((mine?.n ?? 0) >= this.limits.perAccount) {
      throw new AppError('CONFLICT', {
        en: `You have ${this.limits.perAccount} alert rules, the most one account may have. Delete one you no longer need first.`,
        hi: `आपके ${this.limits.perAccount} चेतावनी नियम हैं, एक खाते की अधिकतम सीमा। पहले कोई अनावश्यक नियम हटाएँ।`,
        mr: `तुमचे ${this.limits.perAccount} इशारा नियम आहेत, ही एका खात्याची कमाल मर्यादा आहे. आधी एखादा अनावश्यक नियम हटवा.`,
      });
    }
    if (create.farmId === null) return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-rules:farm:${create.farmId}`}))`);
    const [farm] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(alertRules)
      .where(and(eq(alertRules.farmId, create.farmId), isNull(alertRules.deletedAt)));
    if ((farm?.n ?? 0) >= this.limits.perFarm) {
      throw new AppError('CONFLICT', {
        en: `This farm has ${this.limits.perFarm} alert rules, the most a farm may have. Delete one it no longer needs first.`,
        hi: `इस खेत के ${this.limits.perFarm} चेतावनी नियम हैं, एक खेत की अधिकतम सीमा। पहले कोई अनावश्यक नियम हटाएँ।`,
        mr: `या शेताचे ${this.limits.perFarm} इशारा नियम आहेत, ही एका शेताची कमाल मर्यादा आहे. आधी एखादा अनावश्यक नियम हटवा.`,
      });
    }
  }

  /** The caller's farms as a condition on a farm id column (undefined: every farm). */
  farmScope(caller: Caller, column: Parameters<typeof inArray>[0]): SQL | undefined {
    if (seesAllFarms(caller)) return undefined;
    return inArray(column, this.db.select({ id: farmMembers.farmId }).from(farmMembers).where(eq(farmMembers.userId, caller.userId)));
  }

  /**
   * The alarms the caller may see, as a condition on `alarms`: those of the caller's farms
   * (Admin, superAdmin: every farm's) and those of the caller's own staff rules.
   */
  alarmScope(caller: Caller, alarmFarm: typeof alarms.farmId, alarmRule: typeof alarms.ruleId): SQL | undefined {
    const ownStaff = inArray(
      alarmRule,
      this.db
        .select({ id: alertRules.id })
        .from(alertRules)
        .where(and(isNull(alertRules.farmId), eq(alertRules.createdBy, caller.userId))),
    );
    return or(seesAllFarms(caller) ? isNotNull(alarmFarm) : this.farmScope(caller, alarmFarm), ownStaff);
  }

  /** The caller's farm ids (null: every farm). */
  async farmIdsOf(caller: Caller): Promise<Set<string> | null> {
    if (seesAllFarms(caller)) return null;
    const rows = await this.db.select({ id: farmMembers.farmId }).from(farmMembers).where(eq(farmMembers.userId, caller.userId));
    return new Set(rows.map((r) => r.id));
  }

  /**
   * The rules the caller may see and change, as a condition on `alert_rules`: the farm rules of
   * the caller's farms (Admin, superAdmin: every farm's) and the caller's own staff rules (a staff
   * rule has no farm, so a farm condition never matches it).
   */
  ruleScope(caller: Caller): SQL | undefined {
    const own = eq(alertRules.createdBy, caller.userId);
    if (seesAllFarms(caller)) return or(isNotNull(alertRules.farmId), own);
    return or(this.farmScope(caller, alertRules.farmId), and(isNull(alertRules.farmId), own));
  }

  /** The caller's farm; 404 for a farm that is not theirs (as if it did not exist): the `ownFarm` check (alerts/records.ts). */
  async ownedFarm(caller: Caller, farmId: string): Promise<OwnedFarm> {
    if (!isUuid(farmId)) throw notFound('No such farm.');
    const [row] = await this.db
      .select({ id: farms.id, state: farms.state })
      .from(farms)
      .where(and(eq(farms.id, farmId), this.farmScope(caller, farms.id)));
    if (!row) throw notFound('No such farm.');
    return row;
  }

  /** A live rule the caller may change; 404 otherwise: the `ownAlertRule` check (alerts/records.ts). */
  async owned(caller: Caller, id: number): Promise<RuleRow> {
    const [row] = await this.db
      .select()
      .from(alertRules)
      .where(and(eq(alertRules.id, id), isNull(alertRules.deletedAt), this.ruleScope(caller)));
    if (!row) throw notFound('No such alert rule on your farms.');
    return row;
  }

  async list(caller: Caller, farmId?: string): Promise<AlertRule[]> {
    const rows = await this.db
      .select({ rule: alertRules, farmName: farms.name })
      .from(alertRules)
      .leftJoin(farms, eq(farms.id, alertRules.farmId))
      .where(
        and(
          isNull(alertRules.deletedAt),
          // One farm's rules, and the caller's staff rules (which belong to no farm) beside them.
          farmId ? or(eq(alertRules.farmId, farmId), isNull(alertRules.farmId)) : undefined,
          this.ruleScope(caller),
        ),
      )
      .orderBy(desc(alertRules.createdAt), desc(alertRules.id));
    return rows.map((r) => toApiRule(r.rule, r.farmName));
  }

  /** A rule on a farm of the caller's (`farm`, as the access guard loaded it for the `ownFarm` rule). */
  async create(caller: Caller, farm: OwnedFarm, input: z.output<typeof alertRuleInputSchema>): Promise<AlertRule> {
    if (input.deviceId) {
      const [device] = await this.db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, input.deviceId), eq(devices.farmId, farm.id)));
      if (!device) throw notFound('No such device on this farm.');
    }
    const measured = input.kind === 'threshold' || input.kind === 'rate';
    const rule = await this.insertRule(caller, {
      farmId: farm.id,
      deviceId: input.deviceId ?? null,
      name: input.name,
      kind: input.kind,
      metric: measured ? input.metric! : null,
      direction: measured ? input.direction! : null,
      threshold: measured ? input.threshold! : null,
      clearThreshold: input.kind === 'threshold' ? (input.clearThreshold ?? null) : null,
      minutes: input.kind === 'rate' || input.kind === 'soilTest' ? 0 : input.minutes,
      aggregate: input.kind === 'threshold' ? (input.aggregate ?? null) : null,
      sourceId: input.sourceId ?? null,
      enabled: input.enabled,
      createdBy: caller.userId,
    });
    return this.describe(rule);
  }

  /** Stores a new rule and its audit entry in one transaction. */
  private async insertRule(caller: Caller, values: typeof alertRules.$inferInsert): Promise<RuleRow> {
    const rule = await this.db.transaction(async (tx) => {
      await this.guard(tx, caller, { farmId: values.farmId ?? null });
      const [row] = await tx.insert(alertRules).values(values).returning();
      await this.audit.record(
        caller,
        { action: 'alert.rule_created', targetType: 'alert_rule', targetId: row!.id, details: ruleDetails(row!) },
        tx,
      );
      return row!;
    });
    await this.changed();
    return rule;
  }

  /** A staff rule of the caller's own (Admin, superAdmin: the ones who approve feedback). */
  async createStaff(caller: Caller, input: z.output<typeof staffRuleInputSchema>): Promise<AlertRule> {
    const rule = await this.insertRule(caller, {
      farmId: null,
      name: input.name,
      kind: input.kind,
      minutes: 0,
      enabled: input.enabled,
      createdBy: caller.userId,
    });
    return this.describe(rule);
  }

  /**
   * The enabled staff rules of a kind whose authors may still approve feedback (an author moved
   * to another role keeps the rule, silent, until they are Admin again), with their authors.
   */
  async staffRules(kind: 'feedback'): Promise<Array<{ id: number; createdBy: string }>> {
    const rows = await this.db
      .select({ id: alertRules.id, createdBy: users.id })
      .from(alertRules)
      .innerJoin(users, eq(users.id, alertRules.createdBy))
      .where(
        and(
          eq(alertRules.kind, kind),
          eq(alertRules.enabled, true),
          isNull(alertRules.deletedAt),
          isNull(alertRules.farmId),
          inArray(users.role, [...ADMIN_ROLES]),
        ),
      );
    return rows;
  }

  /** `before`: the rule as the access guard loaded it (`ownAlertRule`). */
  async update(caller: Caller, before: RuleRow, patch: z.output<typeof alertRulePatchSchema>): Promise<AlertRule> {
    const id = before.id;
    const changes: Partial<RuleRow> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.enabled !== undefined) changes.enabled = patch.enabled;
    if (patch.minutes !== undefined && (before.kind === 'threshold' || before.kind === 'silence')) changes.minutes = patch.minutes;
    if (patch.threshold !== undefined && before.threshold !== null) changes.threshold = patch.threshold;
    if (patch.clearThreshold !== undefined && before.kind === 'threshold') changes.clearThreshold = patch.clearThreshold;
    if (before.kind === 'silence' && (changes.minutes ?? before.minutes) < 1) throw badRule('silence');
    const line = changes.threshold ?? before.threshold;
    const clearLine = changes.clearThreshold === undefined ? before.clearThreshold : changes.clearThreshold;
    if (before.kind === 'threshold' && clearLine !== null && line !== null) {
      if (before.direction === 'above' ? clearLine > line : clearLine < line) throw badRule('clear');
    }
    if (before.kind === 'rate' && line !== null && line <= 0) throw badRule('rate');
    // Nothing this kind of rule has (minutes of a rate rule…): the rule as it is, nothing recorded.
    if (Object.keys(changes).length === 0) return this.describe(before);
    const rule = await this.db.transaction(async (tx) => {
      await this.guard(tx, caller, null);
      const [row] = await tx.update(alertRules).set(changes).where(eq(alertRules.id, id)).returning();
      await this.audit.record(
        caller,
        {
          action: 'alert.rule_changed',
          targetType: 'alert_rule',
          targetId: id,
          details: { before: ruleDetails(before), after: ruleDetails(row!) },
        },
        tx,
      );
      return row!;
    });
    await this.changed();
    return this.describe(rule);
  }

  /** Soft delete: the rule's alarms stay in the history and keep their name. */
  async remove(caller: Caller, before: RuleRow): Promise<void> {
    const id = before.id;
    await this.db.transaction(async (tx) => {
      await this.guard(tx, caller, null);
      await tx.update(alertRules).set({ deletedAt: new Date(), enabled: false }).where(eq(alertRules.id, id));
      await this.audit.record(
        caller,
        { action: 'alert.rule_deleted', targetType: 'alert_rule', targetId: id, details: ruleDetails(before) },
        tx,
      );
    });
    await this.changed();
  }

  private async describe(row: RuleRow): Promise<AlertRule> {
    if (row.farmId === null) return toApiRule(row, null);
    const [farm] = await this.db.select({ name: farms.name }).from(farms).where(eq(farms.id, row.farmId));
    return toApiRule(row, farm?.name ?? '');
  }
}

const RULE_PROBLEMS = {
  silence: {
    en: 'A silence rule needs at least 1 minute.',
    hi: 'मौन नियम के लिए कम से कम 1 मिनट चाहिए।',
    mr: 'शांतता नियमासाठी किमान 1 मिनिट हवे.',
  },
  clear: {
    en: 'The clear line must be on the safe side of the threshold.',
    hi: 'साफ़ होने की रेखा सीमा के सुरक्षित ओर होनी चाहिए।',
    mr: 'निवळण्याची रेषा मर्यादेच्या सुरक्षित बाजूला असावी.',
  },
  rate: {
    en: 'A rate must be above 0 (units per hour).',
    hi: 'दर 0 से अधिक होनी चाहिए (इकाई प्रति घंटा)।',
    mr: 'दर 0 पेक्षा जास्त असावा (एकक प्रति तास).',
  },
};
const badRule = (why: keyof typeof RULE_PROBLEMS) => new AppError('VALIDATION_FAILED', RULE_PROBLEMS[why]);

function ruleDetails(r: RuleRow) {
  return {
    farmId: r.farmId,
    deviceId: r.deviceId,
    name: r.name,
    kind: r.kind,
    metric: r.metric,
    direction: r.direction,
    threshold: r.threshold,
    clearThreshold: r.clearThreshold,
    minutes: r.minutes,
    aggregate: r.aggregate,
    enabled: r.enabled,
  };
}

export function toApiRule(r: RuleRow, farmName: string | null): AlertRule {
  return {
    id: r.id,
    farmId: r.farmId,
    farmName,
    deviceId: r.deviceId,
    name: r.name,
    kind: r.kind,
    metric: r.metric as AlertRule['metric'],
    direction: r.direction,
    threshold: r.threshold,
    clearThreshold: r.clearThreshold,
    minutes: r.minutes,
    aggregate: r.aggregate,
    sourceId: r.sourceId,
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
  };
}
