import { kolkataHour, type ReadingInput } from '@agrim/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { devices } from '../db/schema/index.js';
// noiseAt: a number in [0, 1) fixed by its seed, so the same instant always simulates the same reading.
import { noiseAt } from '../lib/random.js';
import type { ReadingBus, ValveEvent } from './bus.js';
import type { DeviceService, FarmService } from './devices.service.js';
import type { FertigationService } from './fertigation.service.js';
import type { IngestService } from './ingest.service.js';

export const DEMO_FARM = 'Demo farm (simulated)';
export const DEMO_DEVICE = 'Demo soil probe';
const BACKFILL_DAYS = 8;
const BACKFILL_STEP_MS = 5 * 60_000;
const REAL_DEVICE_QUIET_MS = 10 * 60_000;
/** How long the simulated controller takes to switch a valve and answer (a real one: about a second). */
export const SIMULATED_ACK_DELAY_MS = 1500;

/**
 * A plausible 7-in-1 probe in a loamy field near Indore: a daily temperature cycle, irrigation at
 * 06:00 and 17:00 that wets the soil and then dries it, slowly drifting nutrients, and faults: a
 * gap of twenty minutes in one hour of forty, and an all-zero reading once in about 500.
 * Returns null when the probe is silent at `at`.
 */
export function simulatedReading(at: Date): ReadingInput | null {
  const t = at.getTime();
  const minute = Math.floor(t / 60_000);
  const hourIndex = Math.floor(t / 3_600_000);
  if (noiseAt(hourIndex) < 1 / 40 && minute % 60 >= 10 && minute % 60 < 30) return null;
  const timestamp = at.toISOString();
  if (noiseAt(minute * 7 + 3) < 1 / 500) {
    return { timestamp, nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };
  }
  const hour = kolkataHour(at) + (at.getUTCMinutes() % 60) / 60;
  const day = t / 86_400_000;
  const jitter = (k: number, spread: number) => (noiseAt(minute * 13 + k) - 0.5) * spread;
  const sinceIrrigation = (hour - 6 + 24) % 24 < (hour - 17 + 24) % 24 ? (hour - 6 + 24) % 24 : (hour - 17 + 24) % 24;
  const moisture = 19 + 24 * Math.exp(-sinceIrrigation / 5) + jitter(1, 1.2);
  const temperature = 25 + 6 * Math.sin((2 * Math.PI * (hour - 9)) / 24) + jitter(2, 0.6);
  const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
  return {
    timestamp,
    nitrogen: round(24 + 5 * Math.sin((2 * Math.PI * day) / 30) + jitter(3, 1.5)),
    phosphorus: round(14 + 3 * Math.sin((2 * Math.PI * day) / 45 + 1) + jitter(4, 1)),
    potassium: round(22 + 4 * Math.sin((2 * Math.PI * day) / 60 + 2) + jitter(5, 1.5)),
    temperature: round(temperature),
    moisture: round(moisture),
    conductivity: Math.round(180 + moisture * 6 + jitter(6, 20)),
    ph: round(7.1 + 0.15 * Math.sin((2 * Math.PI * day) / 20) + jitter(7, 0.1), 2),
  };
}

/** Feeds the demo device through the normal ingestion path while no real device is reporting. */
export class Simulator {
  private timer: NodeJS.Timeout | null = null;
  deviceId: string | null = null;
  private valves: { bus: ReadingBus; fertigation: FertigationService } | null = null;
  private stopListening: (() => void) | null = null;
  /** The latest command of each valve: a run's closing answer is sent only if no later command replaced it. */
  private readonly latest = new Map<string, string>();
  private readonly valveTimers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly farms: FarmService,
    private readonly devices: DeviceService,
    private readonly ingest: IngestService,
    private readonly intervalSeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The demo device's valve controller: it answers each valve command as a device does on
   * `agrim/<deviceId>/valve/ack` (issue 39): 'on' with its remaining time, then 'off' when the run ends.
   * It hears commands on the bus, so also from other replicas, and only while this process runs the simulator.
   */
  answerValves(bus: ReadingBus, fertigation: FertigationService): void {
    this.valves = { bus, fertigation };
  }

  private onValve(event: ValveEvent): void {
    if (event.deviceId !== this.deviceId || event.kind !== 'command' || event.outcome !== 'sent') return;
    this.latest.set(event.valve, event.commandId);
    const seconds = event.durationSeconds ?? 0;
    this.later(SIMULATED_ACK_DELAY_MS, () =>
      this.ack(event, event.state === 'on' && seconds > 0 ? 'on' : 'off', Math.max(0, seconds - SIMULATED_ACK_DELAY_MS / 1000)),
    );
    if (event.state === 'on' && seconds > 0) {
      this.later(seconds * 1000, () => {
        if (this.latest.get(event.valve) === event.commandId) void this.ack(event, 'off', 0);
      });
    }
  }

  private later(ms: number, run: () => unknown): void {
    const timer = setTimeout(() => {
      this.valveTimers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.valveTimers.add(timer);
  }

  private async ack(event: ValveEvent, state: 'on' | 'off', remainingSeconds: number): Promise<void> {
    try {
      await this.valves?.fertigation.acknowledge(event.deviceId, {
        commandId: event.commandId,
        valve: event.valve,
        state,
        remainingSeconds: Math.round(remainingSeconds),
        at: new Date().toISOString(),
      });
    } catch (err) {
      this.log.warn({ err, commandId: event.commandId }, 'simulator valve acknowledgement failed');
    }
  }

  async start(now = new Date()): Promise<void> {
    const [existing] = await this.db
      .select()
      .from(devices)
      .where(and(eq(devices.simulated, true), eq(devices.name, DEMO_DEVICE)))
      .limit(1);
    this.deviceId = existing?.id ?? (await this.devices.register(await this.farms.ensure(DEMO_FARM), DEMO_DEVICE, true)).device.id;
    await this.backfill(now);
    this.timer = setInterval(
      () => void this.tick().catch((err) => this.log.warn({ err }, 'simulator tick failed')),
      this.intervalSeconds * 1000,
    );
    this.timer.unref();
    if (this.valves && !this.stopListening) this.stopListening = this.valves.bus.subscribeValves((e) => this.onValve(e));
    this.log.info({ deviceId: this.deviceId }, 'simulator feeding the demo device');
  }

  private async backfill(now: Date): Promise<void> {
    const from = now.getTime() - BACKFILL_DAYS * 86_400_000;
    const batch: ReadingInput[] = [];
    for (let t = Math.ceil(from / BACKFILL_STEP_MS) * BACKFILL_STEP_MS; t <= now.getTime(); t += BACKFILL_STEP_MS) {
      const r = simulatedReading(new Date(t));
      if (r) batch.push(r);
    }
    for (let i = 0; i < batch.length; i += 2000) await this.ingest.ingest(this.deviceId!, batch.slice(i, i + 2000), now);
  }

  /**
   * What a real device does with a resend notice (`agrim/resend`, sent when the broker dropped
   * messages): publish again every buffered reading from `since`. Storage is idempotent, so readings
   * that did arrive are not stored twice. The demo device's readings are a function of time, so its
   * "buffer" is the backfill grid.
   */
  async resend(since: Date, now = new Date()): Promise<void> {
    if (!this.deviceId) return;
    const from = Math.max(since.getTime(), now.getTime() - BACKFILL_DAYS * 86_400_000);
    const batch: ReadingInput[] = [];
    for (let t = Math.ceil(from / BACKFILL_STEP_MS) * BACKFILL_STEP_MS; t <= now.getTime(); t += BACKFILL_STEP_MS) {
      const r = simulatedReading(new Date(t));
      if (r) batch.push(r);
    }
    for (let i = 0; i < batch.length; i += 2000) await this.ingest.ingest(this.deviceId, batch.slice(i, i + 2000), now);
    this.log.info({ deviceId: this.deviceId, since: since.toISOString(), readings: batch.length }, 'simulator resent its readings');
  }

  private async tick(now = new Date()): Promise<void> {
    const [real] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(devices)
      .where(and(eq(devices.simulated, false), gt(devices.lastSeenAt, new Date(now.getTime() - REAL_DEVICE_QUIET_MS))));
    if ((real?.n ?? 0) > 0) return;
    const reading = simulatedReading(new Date(Math.floor(now.getTime() / 1000) * 1000));
    if (reading) await this.ingest.ingest(this.deviceId!, [reading], now);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopListening?.();
    this.stopListening = null;
    for (const timer of this.valveTimers) clearTimeout(timer);
    this.valveTimers.clear();
  }
}
