import {
  type FertigationStatus,
  type Valve,
  VALVE_ACK_TIMEOUT_SECONDS,
  type ValveAck,
  valveAckSchema,
  type ValveCommandState,
  type ValveLastAck,
  type ValveOutcome,
} from '@agrim/contracts';
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { devices, users, valveCommands } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import type { ReadingBus } from './bus.js';

export interface ValveCommand {
  commandId: string;
  deviceId: string;
  /** Which solenoid valve of the device: 'main' (the dashboard toggle), or a nutrient or water valve (Start Fertigation). */
  valve: Valve;
  state: 'on' | 'off';
  durationSeconds: number;
  issuedAt: string;
  endsAt: string;
}

/** Answers a device's acknowledgement (MQTT `agrim/<deviceId>/valve/ack`, already authenticated by the bridge). */
export type ValveAckHandler = (deviceId: string, ack: unknown, receivedAt?: Date) => Promise<{ commandId: string; outcome: ValveOutcome }>;

/** Sends valve commands to devices; null when no broker is configured. */
export interface CommandPublisher {
  publishValve(command: ValveCommand): Promise<void>;
  /** False while the broker is out of reach: a command then is not sent rather than queued for later. */
  readonly connected?: boolean;
  /** Where the publisher hands the acknowledgements devices send back. */
  onValveAck?(handler: ValveAckHandler): void;
}

/** A command as recorded: its id and whether it went out to the device. */
export interface SentCommand {
  commandId: string;
  valve: Valve;
  state: 'on' | 'off';
  createdAt: Date;
  endsAt: Date;
  delivery: 'published' | 'not_sent';
  /** 'sent' or 'not_sent' at once; the device's acknowledgement moves it on (issue 39). */
  outcome: ValveOutcome;
}

/** Longer than this, a publish is left to the ack deadline: it is with the connection and may still arrive. */
const PUBLISH_WAIT_MS = 5_000;
type Row = typeof valveCommands.$inferSelect;
type Reader = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The fertigation valves: every switch is recorded (who, when, which valve, for how long) and sent to
 * the device. The dashboard toggle drives the 'main' valve; Start Fertigation (soybean analytics)
 * drives the nitrogen, phosphorus, potassium and water valves.
 *
 * What the screens show comes from the device (issue 39): a command is 'sent', then 'acknowledged' by
 * the device with the valve's state and its own remaining time, then 'finished'; or 'not_sent' (no
 * broker) or 'not_acknowledged' (no answer within 30 s). A valve is 'on' only while an acknowledged 'on'
 * has device time left, and the countdown is the device's.
 */
export class FertigationService {
  /** Public so a test can shorten it; the product waits VALVE_ACK_TIMEOUT_SECONDS. */
  ackTimeoutMs = VALVE_ACK_TIMEOUT_SECONDS * 1000;

  constructor(
    private readonly db: Db,
    private readonly publisher: () => CommandPublisher | null,
    private readonly audit: AuditService,
    private readonly bus?: ReadingBus,
  ) {
    publisher()?.onValveAck?.((deviceId, ack, receivedAt) => this.acknowledge(deviceId, ack, receivedAt));
  }

  /** The dashboard toggle: switches the 'main' valve and returns its status. */
  async switch(
    caller: Caller,
    deviceId: string,
    state: 'on' | 'off',
    durationMinutes: number,
    now = new Date(),
  ): Promise<Omit<FertigationStatus, 'status'>> {
    await this.command(caller, deviceId, 'main', state, durationMinutes, now);
    return this.status(deviceId, now);
  }

  /**
   * Records a command for one valve of the device (who, when) and sends it: over MQTT when the broker is
   * connected, and to the built-in simulator (which listens on the bus) when the device is the simulated one.
   */
  async command(
    caller: Caller,
    deviceId: string,
    valve: Valve,
    state: 'on' | 'off',
    durationMinutes: number,
    now = new Date(),
    why?: { profile: string; reason: string },
  ): Promise<SentCommand> {
    const durationSeconds = state === 'on' ? durationMinutes * 60 : 0;
    const endsAt = new Date(now.getTime() + durationSeconds * 1000);
    const publisher = this.publisher();
    // A disconnected client would queue the command and deliver it whenever the broker is back: that is
    // not a command the farmer can wait for, so it is not sent at all.
    const viaBroker = !!publisher && publisher.connected !== false;
    const [device] = await this.db.select({ simulated: devices.simulated }).from(devices).where(eq(devices.id, deviceId));
    const reachable = viaBroker || !!device?.simulated;
    let delivery: SentCommand['delivery'] = reachable ? 'published' : 'not_sent';
    let outcome: ValveOutcome = reachable ? 'sent' : 'not_sent';
    const row = await this.db.transaction(async (tx) => {
      const [command] = await tx
        .insert(valveCommands)
        .values({ deviceId, userId: caller.userId, valve, state, durationSeconds, createdAt: now, endsAt, delivery, outcome, ...why })
        .returning({ id: valveCommands.id });
      await this.audit.record(
        caller,
        {
          action: 'valve.command',
          targetType: 'device',
          targetId: deviceId,
          details: { commandId: command!.id, valve, state, durationSeconds, endsAt: endsAt.toISOString(), delivery, ...why },
        },
        tx,
      );
      return command!;
    });
    if (viaBroker) {
      const sent = publisher.publishValve({
        commandId: row.id,
        deviceId,
        valve,
        state,
        durationSeconds,
        issuedAt: now.toISOString(),
        endsAt: endsAt.toISOString(),
      });
      const result = await Promise.race([
        sent.then(
          () => 'sent' as const,
          () => 'failed' as const,
        ),
        new Promise<'slow'>((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS, 'slow').unref()),
      ]);
      if (result === 'failed' && !device?.simulated) {
        delivery = 'not_sent';
        outcome = 'not_sent';
        await this.db.update(valveCommands).set({ delivery, outcome }).where(eq(valveCommands.id, row.id));
      }
    }
    this.bus?.publishValve({
      deviceId,
      commandId: row.id,
      valve,
      state,
      endsAt: endsAt.toISOString(),
      kind: 'command',
      outcome,
      durationSeconds,
    });
    if (outcome === 'sent') this.announceDeadline(deviceId, row.id, valve, state, endsAt);
    return { commandId: row.id, valve, state, createdAt: now, endsAt, delivery, outcome };
  }

  /** Once the ack time is over, records 'not_acknowledged' (if still unanswered) and tells the screens. */
  private announceDeadline(deviceId: string, commandId: string, valve: Valve, state: 'on' | 'off', endsAt: Date): void {
    setTimeout(() => {
      void this.settle(deviceId)
        .then(() => this.bus?.publishValve({ deviceId, commandId, valve, state, endsAt: endsAt.toISOString(), kind: 'settled' }))
        .catch(() => {
          // The next status read settles it instead.
        });
    }, this.ackTimeoutMs + 250).unref();
  }

  /**
   * A device's acknowledgement, from MQTT or HTTP (the caller has checked the device key): the valve's state
   * as the device has it and its own time left. Refuses, with a reason, a command that is not this device's.
   */
  async acknowledge(deviceId: string, raw: unknown, receivedAt = new Date()): Promise<{ commandId: string; outcome: ValveOutcome }> {
    const parsed = valveAckSchema.safeParse(raw);
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join('.') || 'ack'}: ${i.message}`).join('; ');
      throw new AppError('VALIDATION_FAILED', {
        en: `The acknowledgement is not valid: ${why}`,
        hi: `पावती (ack) सही नहीं है: ${why}`,
        mr: `पोचपावती (ack) बरोबर नाही: ${why}`,
      });
    }
    const ack: ValveAck = parsed.data;
    const [command] = await this.db
      .select()
      .from(valveCommands)
      .where(and(eq(valveCommands.id, ack.commandId), eq(valveCommands.deviceId, deviceId)));
    // Another device's command is "not found" as well: a device learns nothing of other devices' commands.
    if (!command) {
      throw new AppError('NOT_FOUND', {
        en: 'No command with this commandId was sent to this device.',
        hi: 'इस commandId का कोई आदेश इस उपकरण को नहीं भेजा गया।',
        mr: 'या commandId चा कोणताही आदेश या उपकरणाला पाठवला गेला नाही.',
      });
    }
    if (command.valve !== ack.valve) {
      throw new AppError('VALIDATION_FAILED', {
        en: `Command ${command.id} is for the ${command.valve} valve, not ${ack.valve}.`,
        hi: `आदेश ${command.id} ${command.valve} वाल्व के लिए है, ${ack.valve} के लिए नहीं।`,
        mr: `आदेश ${command.id} ${command.valve} व्हॉल्व्हसाठी आहे, ${ack.valve} साठी नाही.`,
      });
    }
    if (command.outcome === 'finished') return { commandId: command.id, outcome: 'finished' };
    const at = this.ackTime(ack, command, receivedAt);
    let update: Partial<Row>;
    if (ack.state === 'on' && ack.remainingSeconds > 0) {
      const over = at.getTime() + ack.remainingSeconds * 1000 <= receivedAt.getTime();
      update = {
        outcome: over ? 'finished' : 'acknowledged',
        acknowledgedAt: at,
        deviceState: 'on',
        remainingSeconds: ack.remainingSeconds,
        finishedAt: over ? new Date(at.getTime() + ack.remainingSeconds * 1000) : null,
      };
    } else {
      // Closed: the end of a run the device had confirmed, or its answer to an 'off' (or to an 'on' it did not apply).
      const wasRunning = command.deviceState === 'on';
      update = {
        outcome: wasRunning ? 'finished' : 'acknowledged',
        acknowledgedAt: command.acknowledgedAt ?? at,
        deviceState: 'off',
        remainingSeconds: command.acknowledgedAt ? command.remainingSeconds : 0,
        finishedAt: wasRunning ? at : null,
      };
    }
    await this.db.transaction(async (tx) => {
      await tx.update(valveCommands).set(update).where(eq(valveCommands.id, command.id));
      // The device applied a newer command to the same valve: any earlier run of it is over.
      await tx
        .update(valveCommands)
        .set({ outcome: 'finished', finishedAt: at })
        .where(
          and(
            eq(valveCommands.deviceId, deviceId),
            eq(valveCommands.valve, command.valve),
            lt(valveCommands.createdAt, command.createdAt),
            eq(valveCommands.outcome, 'acknowledged'),
            eq(valveCommands.deviceState, 'on'),
          ),
        );
    });
    this.bus?.publishValve({
      deviceId,
      commandId: command.id,
      valve: command.valve,
      state: command.state,
      endsAt: command.endsAt.toISOString(),
      kind: 'ack',
      outcome: update.outcome,
    });
    return { commandId: command.id, outcome: update.outcome! };
  }

  /** The device's `at`, kept between the command's creation and the ack's arrival (a device clock can be off). */
  private ackTime(ack: ValveAck, command: Row, receivedAt: Date): Date {
    if (ack.at === undefined) return receivedAt;
    const t = typeof ack.at === 'number' ? ack.at : Date.parse(ack.at);
    return new Date(Math.min(receivedAt.getTime(), Math.max(command.createdAt.getTime(), t)));
  }

  /**
   * Writes down what time has decided: an unanswered command past its ack deadline is 'not_acknowledged',
   * an acknowledged 'on' whose device time has run out is 'finished' (at that time).
   */
  async settle(deviceId: string, now = new Date()): Promise<void> {
    await this.db
      .update(valveCommands)
      .set({ outcome: 'not_acknowledged' })
      .where(
        and(
          eq(valveCommands.deviceId, deviceId),
          eq(valveCommands.outcome, 'sent'),
          lte(valveCommands.createdAt, new Date(now.getTime() - this.ackTimeoutMs)),
        ),
      );
    const deviceEnd = sql`${valveCommands.acknowledgedAt} + ${valveCommands.remainingSeconds} * interval '1 second'`;
    await this.db
      .update(valveCommands)
      .set({ outcome: 'finished', finishedAt: sql`${deviceEnd}` })
      .where(
        and(
          eq(valveCommands.deviceId, deviceId),
          eq(valveCommands.outcome, 'acknowledged'),
          eq(valveCommands.deviceState, 'on'),
          sql`${deviceEnd} <= ${now.toISOString()}::timestamptz`,
        ),
      );
  }

  /** How many times each valve of the device was switched on since `dayStart` and since `seasonStart` (the dose caps). */
  async openings(deviceId: string, dayStart: Date, seasonStart: Date): Promise<Map<Valve, { today: number; season: number }>> {
    const rows = await this.db
      .select({
        valve: valveCommands.valve,
        today: sql<number>`count(*) filter (where ${valveCommands.createdAt} >= ${dayStart.toISOString()})`.mapWith(Number),
        season: sql<number>`count(*)`.mapWith(Number),
      })
      .from(valveCommands)
      .where(and(eq(valveCommands.deviceId, deviceId), eq(valveCommands.state, 'on'), gte(valveCommands.createdAt, seasonStart)))
      .groupBy(valveCommands.valve);
    return new Map(rows.map((r) => [r.valve, { today: r.today, season: r.season }]));
  }

  /**
   * The dashboard valve ('main') as the device has it: on only while an acknowledged 'on' has device time
   * left (`startedAt`/`endsAt` are then the device's). Also the latest command of every valve and the
   * device's latest acknowledgement.
   */
  async status(deviceId: string, now = new Date()): Promise<Omit<FertigationStatus, 'status'>> {
    await this.settle(deviceId, now);
    // One snapshot for the three reads: an ack landing between them would otherwise show a valve 'on'
    // beside its command still 'sent'.
    return this.db.transaction((tx) => this.read(tx, deviceId, now), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  }

  private async read(db: Reader, deviceId: string, now: Date): Promise<Omit<FertigationStatus, 'status'>> {
    const latest = await db
      .selectDistinctOn([valveCommands.valve], { command: valveCommands, by: users.displayName })
      .from(valveCommands)
      .leftJoin(users, eq(users.id, valveCommands.userId))
      .where(eq(valveCommands.deviceId, deviceId))
      .orderBy(valveCommands.valve, desc(valveCommands.createdAt));
    const valves = latest.map((r) => this.toState(r.command, r.by));
    const main = valves.find((v) => v.valve === 'main') ?? null;
    // The valve is what the device last said, which may be an earlier command than the latest (one not sent, say).
    const [confirmed] = await db
      .select()
      .from(valveCommands)
      .where(and(eq(valveCommands.deviceId, deviceId), eq(valveCommands.valve, 'main'), isNotNull(valveCommands.acknowledgedAt)))
      .orderBy(desc(valveCommands.createdAt))
      .limit(1);
    const confirmedState = confirmed ? this.toState(confirmed, null) : null;
    const running =
      confirmedState?.outcome === 'acknowledged' &&
      confirmedState.deviceState === 'on' &&
      !!confirmedState.deviceEndsAt &&
      Date.parse(confirmedState.deviceEndsAt) > now.getTime();
    const lastAck = (await this.lastAcks([deviceId], db)).get(deviceId) ?? null;
    return {
      deviceId,
      state: running ? 'on' : 'off',
      startedAt: running ? confirmedState.acknowledgedAt : null,
      endsAt: running ? confirmedState.deviceEndsAt : null,
      by: main?.by ?? null,
      delivery: latest.find((r) => r.command.valve === 'main')?.command.delivery ?? null,
      outcome: main?.outcome ?? null,
      command: main,
      valves,
      lastAck,
      ackTimeoutSeconds: Math.round(this.ackTimeoutMs / 1000),
    };
  }

  /** Each device's latest acknowledgement of any of its valve commands (Farms & Devices). */
  async lastAcks(deviceIds: string[], db: Reader = this.db): Promise<Map<string, ValveLastAck>> {
    if (deviceIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([valveCommands.deviceId])
      .from(valveCommands)
      .where(and(inArray(valveCommands.deviceId, deviceIds), isNotNull(valveCommands.acknowledgedAt)))
      .orderBy(valveCommands.deviceId, desc(valveCommands.acknowledgedAt));
    return new Map(
      rows.map((r) => [
        r.deviceId,
        {
          at: r.acknowledgedAt!.toISOString(),
          commandId: r.id,
          valve: r.valve,
          state: r.deviceState ?? 'off',
          remainingSeconds: r.remainingSeconds ?? 0,
        },
      ]),
    );
  }

  private toState(c: Row, by: string | null): ValveCommandState {
    const deviceEndsAt =
      c.acknowledgedAt && c.deviceState === 'on' && c.remainingSeconds !== null
        ? new Date(c.acknowledgedAt.getTime() + c.remainingSeconds * 1000).toISOString()
        : null;
    return {
      commandId: c.id,
      valve: c.valve,
      requested: c.state,
      requestedAt: c.createdAt.toISOString(),
      durationSeconds: c.durationSeconds,
      by,
      outcome: c.outcome,
      ackDeadline: new Date(c.createdAt.getTime() + this.ackTimeoutMs).toISOString(),
      acknowledgedAt: c.acknowledgedAt?.toISOString() ?? null,
      deviceState: c.deviceState,
      remainingSeconds: c.remainingSeconds,
      deviceEndsAt,
      finishedAt: c.finishedAt?.toISOString() ?? null,
    };
  }
}
