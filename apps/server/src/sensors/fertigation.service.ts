import type { FertigationStatus, Valve } from '@agrim/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { users, valveCommands } from '../db/schema/index.js';
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

/** Sends valve commands to devices; null when no broker is configured. */
export interface CommandPublisher {
  publishValve(command: ValveCommand): Promise<void>;
}

/** A command as recorded: its id and whether it went out to the device. */
export interface SentCommand {
  commandId: string;
  valve: Valve;
  state: 'on' | 'off';
  createdAt: Date;
  endsAt: Date;
  delivery: 'published' | 'not_sent';
}

/**
 * The fertigation valves: every switch is recorded (who, when, which valve, for how long) and sent to
 * the device. The dashboard toggle drives the 'main' valve and its status reads only that valve; Start
 * Fertigation (soybean analytics) drives the nitrogen, phosphorus, potassium and water valves.
 * The countdown runs from the stored end time, so a reload or restart keeps it.
 */
export class FertigationService {
  constructor(
    private readonly db: Db,
    private readonly publisher: () => CommandPublisher | null,
    private readonly audit: AuditService,
    private readonly bus?: ReadingBus,
  ) {}

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

  /** Records a command for one valve of the device (who, when) and publishes it when a broker is configured. */
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
    const delivery = publisher ? 'published' : 'not_sent';
    const row = await this.db.transaction(async (tx) => {
      const [command] = await tx
        .insert(valveCommands)
        .values({ deviceId, userId: caller.userId, valve, state, durationSeconds, createdAt: now, endsAt, delivery, ...why })
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
      return command;
    });
    if (publisher) {
      await publisher.publishValve({
        commandId: row!.id,
        deviceId,
        valve,
        state,
        durationSeconds,
        issuedAt: now.toISOString(),
        endsAt: endsAt.toISOString(),
      });
    }
    this.bus?.publishValve({ deviceId, commandId: row!.id, valve, state, endsAt: endsAt.toISOString() });
    return { commandId: row!.id, valve, state, createdAt: now, endsAt, delivery };
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

  /** The dashboard valve ('main'): on while its last command is 'on' and has not run out. */
  async status(deviceId: string, now = new Date()): Promise<Omit<FertigationStatus, 'status'>> {
    const [last] = await this.db
      .select({ command: valveCommands, by: users.displayName })
      .from(valveCommands)
      .leftJoin(users, eq(users.id, valveCommands.userId))
      .where(and(eq(valveCommands.deviceId, deviceId), eq(valveCommands.valve, 'main')))
      .orderBy(desc(valveCommands.createdAt))
      .limit(1);
    const running = last?.command.state === 'on' && last.command.endsAt > now;
    return {
      deviceId,
      state: running ? 'on' : 'off',
      startedAt: running ? last.command.createdAt.toISOString() : null,
      endsAt: running ? last.command.endsAt.toISOString() : null,
      by: last?.by ?? null,
      delivery: last?.command.delivery ?? null,
    };
  }
}
