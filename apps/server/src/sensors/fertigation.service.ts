import type { FertigationStatus } from '@agrim/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { users, valveCommands } from '../db/schema/index.js';

export interface ValveCommand {
  commandId: string;
  deviceId: string;
  state: 'on' | 'off';
  durationSeconds: number;
  issuedAt: string;
  endsAt: string;
}

/** Sends valve commands to devices; null when no broker is configured. */
export interface CommandPublisher {
  publishValve(command: ValveCommand): Promise<void>;
}

/**
 * The fertigation valve: every switch is recorded (who, when, for how long) and sent to the device.
 * The countdown runs from the stored end time, so a reload or restart keeps it.
 */
export class FertigationService {
  constructor(
    private readonly db: Db,
    private readonly publisher: () => CommandPublisher | null,
  ) {}

  async switch(
    caller: Caller,
    deviceId: string,
    state: 'on' | 'off',
    durationMinutes: number,
    now = new Date(),
  ): Promise<Omit<FertigationStatus, 'status'>> {
    const durationSeconds = state === 'on' ? durationMinutes * 60 : 0;
    const endsAt = new Date(now.getTime() + durationSeconds * 1000);
    const publisher = this.publisher();
    const [row] = await this.db
      .insert(valveCommands)
      .values({
        deviceId,
        userId: caller.userId,
        state,
        durationSeconds,
        createdAt: now,
        endsAt,
        delivery: publisher ? 'published' : 'not_sent',
      })
      .returning();
    if (publisher) {
      await publisher.publishValve({
        commandId: row!.id,
        deviceId,
        state,
        durationSeconds,
        issuedAt: now.toISOString(),
        endsAt: endsAt.toISOString(),
      });
    }
    return this.status(deviceId, now);
  }

  async status(deviceId: string, now = new Date()): Promise<Omit<FertigationStatus, 'status'>> {
    const [last] = await this.db
      .select({ command: valveCommands, by: users.displayName })
      .from(valveCommands)
      .leftJoin(users, eq(users.id, valveCommands.userId))
      .where(eq(valveCommands.deviceId, deviceId))
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
