/**
 * Issue 38: the alert rules are evaluated apart from storing readings. Storing a reading only
 * names its device here (`wake`); a worker in this process takes the named devices in batches and,
 * per batch, loads their rules once, reads the readings past each device's evaluation cursor,
 * evaluates them and writes the alarms, notifications, digests and the cursors' new places in one
 * transaction. The cursor row is locked while its device is evaluated, so a reading is evaluated
 * once whichever process gets to it; devices whose readings were stored but never evaluated (the
 * process died first) are found again by `sweep` (at start, and on the leader's timer).
 */
import { applyCalibration, type ProbeCalibration } from '@agrim/agronomy';
import { isFaultyReading, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { alertRules, devices } from '../db/schema/index.js';
import type { AlarmService, NewAlarm, Writer } from './alarms.service.js';
import { type DeviceAlertState, evaluate, type ReadingValues, type RuleForEval } from './evaluate.js';
import { correctionOf } from '../sensors/calibration.service.js';
import { medianLookbackMinutes } from './median.js';
import { alarmMessage } from './messages.js';

export interface EvaluationOptions {
  /** A rule raises no new alarm on a device until this long (reading time) after its last one there cleared, nor more than raisesPerHour() an hour. */
  minHoldMs: number;
  /** Devices per transaction. */
  devicesPerPass?: number;
  /** Readings per device per transaction (a backlog is evaluated over several). */
  readingsPerDevice?: number;
  /**
   * The least time between the starts of two evaluation rounds. Readings stored meanwhile wait and
   * are evaluated together: a busy device costs one round per interval, not one per reading.
   */
  intervalMs?: number;
}

type Rule = RuleForEval & { name: string; deviceId: string | null };
interface DeviceInfo {
  farmId: string;
  name: string;
  rules: Rule[];
  /** The probe's lab calibration (issue 37): alarms judge the values the ratings and valves judge. */
  correction: ProbeCalibration | null;
}
interface CursorRow {
  device_id: string;
  evaluated_to: string | Date | null;
  last_seen_at: string | Date | null;
}
type ReadingRow = { device_id: string; ts: string | Date } & Record<SensorMetric, number>;

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A device another process is evaluating is tried again after this. */
const LOCKED_RETRY_MS = 200;
/** How long a farm's rules are kept without a change being told (a change lost between replicas is read by then). */
const RULES_TTL_MS = 30_000;

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const readingOf = (r: ReadingRow): ReadingValues => {
  const out = { ts: asDate(r.ts) } as ReadingValues;
  for (const m of SENSOR_METRICS) out[m] = Number(r[m]);
  return out;
};

export class AlarmEvaluation {
  private readonly dirty = new Set<string>();
  private running: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private paused = false;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];
  private readonly devicesPerPass: number;
  private readonly readingsPerDevice: number;
  private readonly intervalMs: number;
  private lastRound = -Infinity;
  private readonly rules = new Map<string, { list: Rule[]; until: number }>();
  private rulesGeneration = 0;

  constructor(
    private readonly db: Db,
    private readonly alarms: AlarmService,
    private readonly log: FastifyBaseLogger,
    private readonly options: EvaluationOptions,
  ) {
    this.devicesPerPass = options.devicesPerPass ?? 100;
    this.readingsPerDevice = options.readingsPerDevice ?? 500;
    this.intervalMs = options.intervalMs ?? 0;
  }

  /** New readings of these devices are stored (their cursors exist: ingest makes them): evaluated soon, never on the caller's time. */
  wake(deviceIds: Iterable<string>): void {
    for (const id of deviceIds) this.dirty.add(id);
    this.schedule();
  }

  /**
   * Finds the devices whose newest reading is past their evaluation cursor (stored by a process
   * that stopped before evaluating them) and evaluates them. How many were found.
   */
  async sweep(): Promise<number> {
    const rows = await this.db.execute(sql`
      select d.id from devices d join alert_cursors c on c.device_id = d.id
      where d.last_seen_at is not null and (c.evaluated_to is null or c.evaluated_to < d.last_seen_at)`);
    const ids = (rows.rows as Array<{ id: string }>).map((r) => r.id);
    this.wake(ids);
    return ids.length;
  }

  /** Resolves once every device named so far has been evaluated (tests, shutdown, the bench). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Holds the evaluation: devices named meanwhile wait (tests use it to show ingestion does not wait for it). */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.schedule();
  }

  /** Stops taking work and waits for the batch under way (shutdown); what is left is found by the next sweep. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.running;
  }

  private isIdle() {
    return this.dirty.size === 0 && this.running === null && this.retryTimer === null;
  }

  private settle() {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private schedule(): void {
    if (this.running || this.retryTimer || this.paused || this.stopped || this.dirty.size === 0) return;
    const wait = this.lastRound + this.intervalMs - performance.now();
    if (wait > 0) return this.retryLater(wait);
    this.lastRound = performance.now();
    this.running = this.drain().finally(() => {
      this.running = null;
      this.schedule();
      this.settle();
    });
  }

  /** One round: the devices named before it started, in batches; those named meanwhile wait for the next round. */
  private async drain(): Promise<void> {
    // The caller (an ingest request) goes on first: evaluation starts on a later turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    const round = [...this.dirty];
    this.dirty.clear();
    for (let i = 0; i < round.length; i += this.devicesPerPass) {
      const batch = round.slice(i, i + this.devicesPerPass);
      if (this.paused || this.stopped) {
        for (const id of round.slice(i)) this.dirty.add(id);
        return;
      }
      let left: { again: string[]; locked: string[] };
      try {
        left = await this.pass(batch);
        this.retryMs = RETRY_FIRST_MS;
      } catch (err) {
        // The readings are stored and the cursors did not move: the rest of the round is tried again, later and later while it fails.
        this.log.error({ err, devices: batch.length, retryInMs: this.retryMs }, 'alert evaluation failed; will retry');
        for (const id of round.slice(i)) this.dirty.add(id);
        this.retryLater(this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        return;
      }
      for (const id of left.again) this.dirty.add(id);
      if (left.locked.length > 0) {
        for (const id of left.locked) this.dirty.add(id);
        if (left.again.length === 0 && left.locked.length === batch.length && i + this.devicesPerPass >= round.length) {
          return this.retryLater(LOCKED_RETRY_MS);
        }
      }
      // Requests waiting on the event loop (and, on PGlite, on its one connection) go between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private retryLater(ms: number) {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.schedule();
      this.settle();
    }, ms);
    this.retryTimer.unref();
  }

  /** Drops the cached rules (a rule changed on some replica: the bus relays it). */
  forgetRules(): void {
    this.rules.clear();
    this.rulesGeneration++;
  }

  /**
   * Each device's farm, name, calibration and enabled reading rules (the farm's and its own). The
   * devices are read at every pass (a calibration applies at once); the farms' rules come from a
   * cache kept RULES_TTL_MS and dropped on every rule change (`forgetRules`), so a farm with a
   * thousand rules is not read back at every reading.
   */
  private async rulesOf(ids: readonly string[]): Promise<Map<string, DeviceInfo>> {
    const rows = await this.db
      .select({ id: devices.id, farmId: devices.farmId, name: devices.name, calibration: devices.calibration })
      .from(devices)
      .where(inArray(devices.id, [...ids]));
    const now = Date.now();
    const missing = [...new Set(rows.map((r) => r.farmId))].filter((f) => (this.rules.get(f)?.until ?? 0) <= now);
    if (missing.length > 0) {
      const generation = this.rulesGeneration;
      const found = await this.db
        .select()
        .from(alertRules)
        .where(
          and(
            inArray(alertRules.farmId, missing),
            eq(alertRules.enabled, true),
            isNull(alertRules.deletedAt),
            inArray(alertRules.kind, ['threshold', 'rate', 'silence']),
          ),
        );
      // A change told while this was read may not be in it: the next pass reads again.
      if (generation === this.rulesGeneration) {
        const byFarm = new Map<string, Rule[]>(missing.map((f) => [f, []]));
        for (const r of found) byFarm.get(r.farmId!)!.push(r as Rule);
        for (const [farmId, list] of byFarm) this.rules.set(farmId, { list, until: now + RULES_TTL_MS });
      } else {
        for (const f of missing) this.rules.set(f, { list: found.filter((r) => r.farmId === f) as Rule[], until: 0 });
      }
    }
    const out = new Map<string, DeviceInfo>();
    for (const d of rows) {
      const rules = this.rules.get(d.farmId)!.list.filter((r) => r.deviceId === null || r.deviceId === d.id);
      out.set(d.id, { farmId: d.farmId, name: d.name, rules, correction: correctionOf(d.calibration) });
    }
    return out;
  }

  /**
   * One batch: the devices still to do (more readings than one pass takes) and those another
   * process holds (tried again shortly).
   */
  private async pass(ids: string[]): Promise<{ again: string[]; locked: string[] }> {
    // Read before the transaction: on PGlite a transaction holds the one connection, so it stays short.
    const infos = await this.rulesOf(ids);
    // A device deleted since its readings were stored has nothing left to evaluate.
    const known = ids.filter((id) => infos.has(id));
    if (known.length === 0) return { again: [], locked: [] };
    const now = new Date();
    const after = await this.db.transaction(async (tx) => {
      const cursors = (
        await tx.execute(sql`
          select c.device_id, c.evaluated_to, d.last_seen_at from alert_cursors c join devices d on d.id = c.device_id
          where c.device_id = any(${sql.param(known)}::uuid[]) for update of c skip locked`)
      ).rows as unknown as CursorRow[];
      // Held by another process: tried again shortly. (A device without a cursor has stored nothing since issue 38: nothing to do.)
      const lockedOut = new Set(
        (
          (await tx.execute(sql`select device_id from alert_cursors where device_id = any(${sql.param(known)}::uuid[])`)).rows as Array<{
            device_id: string;
          }>
        ).map((r) => r.device_id),
      );
      for (const c of cursors) lockedOut.delete(c.device_id);
      const todo = cursors.filter(
        (c) => c.last_seen_at !== null && (c.evaluated_to === null || asDate(c.evaluated_to) < asDate(c.last_seen_at)),
      );
      const withRules = todo.filter((c) => infos.get(c.device_id)!.rules.length > 0);
      const readingsBy = await this.readingsOf(tx, withRules);
      const previousBy = await this.previousOf(
        tx,
        withRules.filter((c) => c.evaluated_to !== null && infos.get(c.device_id)!.rules.some((r) => r.kind === 'rate')),
      );
      const historyBy = await this.historyOf(
        tx,
        withRules.filter((c) => c.evaluated_to !== null && medianLookbackMinutes(infos.get(c.device_id)!.rules) > 0),
        (c) => medianLookbackMinutes(infos.get(c.device_id)!.rules),
      );
      const states = await this.statesOf(
        tx,
        withRules.map((c) => c.device_id),
        readingsBy,
      );
      const again: string[] = [];
      const moved: Array<{ deviceId: string; to: Date }> = [];
      const raise: NewAlarm[] = [];
      const seen: Array<{ ruleId: number; deviceId: string; alarmId: number; count: number; at: Date }> = [];
      const clear: Array<{ ruleId: number; deviceId: string; alarmId: number; at: Date }> = [];
      const pendingSet: Array<{ ruleId: number; deviceId: string; since: Date }> = [];
      const pendingDelete: Array<{ ruleId: number; deviceId: string }> = [];
      for (const c of todo) {
        const info = infos.get(c.device_id)!;
        const rows = readingsBy.get(c.device_id) ?? [];
        // A full page: the device has more past it, evaluated in the next batch from the last one read.
        const full = rows.length >= this.readingsPerDevice;
        moved.push({ deviceId: c.device_id, to: full ? rows.at(-1)!.ts : asDate(c.last_seen_at!) });
        if (full) again.push(c.device_id);
        // Faults are told by the raw values (all zero); the rest is judged as the lab would read it.
        const calibrated = <R extends ReadingValues>(r: R) => applyCalibration(r, info.correction);
        const readings = rows.filter((r) => !isFaultyReading(r)).map(calibrated);
        if (info.rules.length === 0 || readings.length === 0) continue;
        const previous = previousBy.get(c.device_id);
        const state = states.get(c.device_id)!;
        const run = () =>
          evaluate(info.rules, state, readings, previous ? calibrated(previous) : null, {
            minHoldMs: this.options.minHoldMs,
            history: historyBy
              .get(c.device_id)
              ?.filter((r) => !isFaultyReading(r))
              .map(calibrated),
          });
        let plan = run();
        // The hourly cap on raises (raisesPerHour) can only hold a raise back: its counts are read only when the batch raises something.
        if (plan.raise.length > 0 && this.options.minHoldMs > 0) {
          state.raisedLastHour = await this.raisedLastHour(tx, c.device_id);
          plan = run();
        }
        const ruleOf = new Map(info.rules.map((r) => [r.id, r]));
        for (const r of plan.raise) {
          const rule = ruleOf.get(r.ruleId)!;
          const message = alarmMessage({
            kind: rule.kind as 'threshold' | 'rate',
            device: info.name,
            metric: rule.metric as SensorMetric,
            direction: rule.direction,
            value: r.value,
            threshold: rule.threshold,
            at: r.reading.ts,
          });
          raise.push({
            ruleId: rule.id,
            farmId: info.farmId,
            deviceId: c.device_id,
            at: r.reading.ts,
            message,
            value: r.value,
            readingAt: r.reading.ts,
          });
        }
        for (const [ruleId, s] of plan.seen) seen.push({ ruleId, deviceId: c.device_id, ...s });
        for (const cl of plan.clear) clear.push({ ...cl, deviceId: c.device_id });
        for (const [ruleId, since] of plan.pendingSet) pendingSet.push({ ruleId, deviceId: c.device_id, since });
        for (const ruleId of plan.pendingDelete) pendingDelete.push({ ruleId, deviceId: c.device_id });
      }
      // Clears of alarms open before this batch go first: a rule that cleared and raised again within it needs its old alarm closed
      // before the new one can be inserted (one open alarm per rule and device).
      const clearedBefore = await this.writeCleared(
        tx,
        clear.filter((c) => c.alarmId !== -1),
        (c) => c.alarmId,
      );
      const raisedIds = await this.alarms.insertAlarms(tx, raise);
      // An alarm raised in this batch (-1) is found by its rule and device; the unique index allows one open alarm per pair.
      const raisedBy = new Map<string, number>();
      if (raisedIds.length > 0) {
        const rows = await tx.execute(sql`select id, rule_id, device_id from alarms where id = any(${sql.param(raisedIds)}::int[])`);
        for (const r of rows.rows as Array<{ id: number; rule_id: number; device_id: string }>)
          raisedBy.set(`${r.rule_id} ${r.device_id}`, r.id);
      }
      const idOf = (x: { ruleId: number; deviceId: string; alarmId: number }) =>
        x.alarmId === -1 ? raisedBy.get(`${x.ruleId} ${x.deviceId}`) : x.alarmId;
      await this.writeSeen(tx, seen, idOf);
      const cleared = [
        ...clearedBefore,
        ...(await this.writeCleared(
          tx,
          clear.filter((c) => c.alarmId === -1),
          idOf,
        )),
      ];
      await this.writePending(tx, pendingSet, pendingDelete);
      const announce = await this.alarms.recordRaised(tx, raisedIds, now);
      // Last: from this update to the commit, a delivery of these devices' readings waits on the cursor rows (ingest's cursor insert).
      if (moved.length > 0) {
        await tx.execute(sql`
          update alert_cursors c set evaluated_to = m.to_ts
          from unnest(${sql.param(moved.map((m) => m.deviceId))}::uuid[], ${sql.param(moved.map((m) => m.to.toISOString()))}::timestamptz[]) as m(device_id, to_ts)
          where c.device_id = m.device_id`);
      }
      return { again, locked: [...lockedOut], announce, cleared };
    });
    after.announce();
    await this.alarms.announceChanged(after.cleared);
    return { again: after.again, locked: after.locked };
  }

  /** Each device's readings past its cursor up to its newest, oldest first, at most a page each. */
  private async readingsOf(tx: Writer, cursors: readonly CursorRow[]): Promise<Map<string, ReadingValues[]>> {
    const out = new Map<string, ReadingValues[]>();
    if (cursors.length === 0) return out;
    const from = cursors.map((c) => (c.evaluated_to === null ? '-infinity' : asDate(c.evaluated_to).toISOString()));
    const to = cursors.map((c) => asDate(c.last_seen_at!).toISOString());
    const rows = await tx.execute(sql`
      select r.* from unnest(${sql.param(cursors.map((c) => c.device_id))}::uuid[], ${sql.param(from)}::timestamptz[], ${sql.param(to)}::timestamptz[]) as c(device_id, from_ts, to_ts)
      cross join lateral (
        select * from readings r where r.device_id = c.device_id and r.ts > c.from_ts and r.ts <= c.to_ts order by r.ts limit ${this.readingsPerDevice}
      ) r`);
    for (const r of rows.rows as ReadingRow[]) {
      const list = out.get(r.device_id) ?? [];
      list.push(readingOf(r));
      out.set(r.device_id, list);
    }
    for (const list of out.values()) list.sort((a, b) => a.ts.getTime() - b.ts.getTime());
    return out;
  }

  /** The reading each cursor stands on (a rate rule compares the first new reading with it). */
  private async previousOf(tx: Writer, cursors: readonly CursorRow[]): Promise<Map<string, ReadingValues>> {
    const out = new Map<string, ReadingValues>();
    if (cursors.length === 0) return out;
    const rows = await tx.execute(sql`
      select r.* from readings r
      join unnest(${sql.param(cursors.map((c) => c.device_id))}::uuid[], ${sql.param(cursors.map((c) => asDate(c.evaluated_to!).toISOString()))}::timestamptz[]) as c(device_id, ts)
        on r.device_id = c.device_id and r.ts = c.ts`);
    for (const r of rows.rows as ReadingRow[]) out.set(r.device_id, readingOf(r));
    return out;
  }

  /** The readings a median rule's window needs from before each cursor (median.ts), oldest first. */
  private async historyOf(
    tx: Writer,
    cursors: readonly CursorRow[],
    minutesOf: (c: CursorRow) => number,
  ): Promise<Map<string, ReadingValues[]>> {
    const out = new Map<string, ReadingValues[]>();
    if (cursors.length === 0) return out;
    const to = cursors.map((c) => asDate(c.evaluated_to!));
    const from = cursors.map((c, i) => new Date(to[i]!.getTime() - minutesOf(c) * 60_000).toISOString());
    const rows = await tx.execute(sql`
      select r.* from unnest(${sql.param(cursors.map((c) => c.device_id))}::uuid[], ${sql.param(from)}::timestamptz[], ${sql.param(to.map((d) => d.toISOString()))}::timestamptz[]) as c(device_id, from_ts, to_ts)
      join readings r on r.device_id = c.device_id and r.ts > c.from_ts and r.ts <= c.to_ts`);
    for (const r of rows.rows as ReadingRow[]) {
      const list = out.get(r.device_id) ?? [];
      list.push(readingOf(r));
      out.set(r.device_id, list);
    }
    for (const list of out.values()) list.sort((a, b) => a.ts.getTime() - b.ts.getTime());
    return out;
  }

  /** The open alarms, pending conditions and recent clears of each device, three queries for the batch. */
  private async statesOf(
    tx: Writer,
    ids: readonly string[],
    readingsBy: Map<string, ReadingValues[]>,
  ): Promise<Map<string, DeviceAlertState>> {
    const out = new Map<string, DeviceAlertState>();
    for (const id of ids) out.set(id, { open: new Map(), pending: new Map(), cleared: new Map() });
    if (ids.length === 0) return out;
    const param = sql.param([...ids]);
    const open = await tx.execute(
      sql`select id, rule_id, device_id from alarms where device_id = any(${param}::uuid[]) and state <> 'cleared'`,
    );
    for (const a of open.rows as Array<{ id: number; rule_id: number; device_id: string }>)
      out.get(a.device_id)!.open.set(a.rule_id, { id: a.id });
    const pending = await tx.execute(sql`select rule_id, device_id, since from alert_pending where device_id = any(${param}::uuid[])`);
    for (const p of pending.rows as Array<{ rule_id: number; device_id: string; since: string | Date }>) {
      out.get(p.device_id)!.pending.set(p.rule_id, asDate(p.since));
    }
    if (this.options.minHoldMs > 0) {
      let oldest = Infinity;
      for (const list of readingsBy.values()) if (list.length > 0) oldest = Math.min(oldest, list[0]!.ts.getTime());
      if (oldest !== Infinity) {
        const since = new Date(oldest - this.options.minHoldMs).toISOString();
        const cleared = await tx.execute(sql`
          select rule_id, device_id, max(cleared_at) as at from alarms
          where device_id = any(${param}::uuid[]) and state = 'cleared' and device_id is not null and cleared_at > ${since}::timestamptz
          group by rule_id, device_id`);
        for (const c of cleared.rows as Array<{ rule_id: number; device_id: string; at: string | Date }>) {
          out.get(c.device_id)!.cleared!.set(c.rule_id, asDate(c.at));
        }
      }
    }
    return out;
  }

  /** How many alarms each rule raised on the device in the last hour of server time. */
  private async raisedLastHour(tx: Writer, deviceId: string): Promise<Map<number, number>> {
    const rows = await tx.execute(sql`
      select rule_id, count(*)::int as n from alarms
      where device_id = ${deviceId}::uuid and raised_at > now() - interval '1 hour'
      group by rule_id`);
    return new Map((rows.rows as Array<{ rule_id: number; n: number }>).map((r) => [r.rule_id, Number(r.n)]));
  }

  private async writeSeen(
    tx: Writer,
    seen: ReadonlyArray<{ ruleId: number; deviceId: string; alarmId: number; count: number; at: Date }>,
    idOf: (x: { ruleId: number; deviceId: string; alarmId: number }) => number | undefined,
  ) {
    const rows = seen.flatMap((s) => {
      const id = idOf(s);
      return id === undefined ? [] : [{ id, count: s.count, at: s.at.toISOString() }];
    });
    if (rows.length === 0) return;
    await tx.execute(sql`
      update alarms a set last_seen = greatest(a.last_seen, v.at), count = a.count + v.n
      from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => r.count))}::int[], ${sql.param(rows.map((r) => r.at))}::timestamptz[]) as v(id, n, at)
      where a.id = v.id and a.state <> 'cleared'`);
  }

  private async writeCleared(
    tx: Writer,
    clear: ReadonlyArray<{ ruleId: number; deviceId: string; alarmId: number; at: Date }>,
    idOf: (x: { ruleId: number; deviceId: string; alarmId: number }) => number | undefined,
  ): Promise<number[]> {
    const rows = clear.flatMap((c) => {
      const id = idOf(c);
      return id === undefined ? [] : [{ id, at: c.at.toISOString() }];
    });
    if (rows.length === 0) return [];
    const done = await tx.execute(sql`
      update alarms a set state = 'cleared', cleared_at = v.at
      from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => r.at))}::timestamptz[]) as v(id, at)
      where a.id = v.id and a.state <> 'cleared'
      returning a.id`);
    return (done.rows as Array<{ id: number }>).map((r) => r.id);
  }

  private async writePending(
    tx: Writer,
    set: ReadonlyArray<{ ruleId: number; deviceId: string; since: Date }>,
    remove: ReadonlyArray<{ ruleId: number; deviceId: string }>,
  ) {
    if (remove.length > 0) {
      await tx.execute(sql`
        delete from alert_pending p using unnest(${sql.param(remove.map((r) => r.ruleId))}::int[], ${sql.param(remove.map((r) => r.deviceId))}::uuid[]) as v(rule_id, device_id)
        where p.rule_id = v.rule_id and p.device_id = v.device_id`);
    }
    if (set.length > 0) {
      await tx.execute(sql`
        insert into alert_pending (rule_id, device_id, since)
        select * from unnest(${sql.param(set.map((r) => r.ruleId))}::int[], ${sql.param(set.map((r) => r.deviceId))}::uuid[], ${sql.param(set.map((r) => r.since.toISOString()))}::timestamptz[])
        on conflict do nothing`);
    }
  }
}
