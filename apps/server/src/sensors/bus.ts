import { EventEmitter } from 'node:events';
import type { Alarm, SoilTestEvent as LiveSoilTestEvent, ValveEvent as LiveValveEvent, Reading } from '@agrim/contracts';
import type { EventSink, RelayedBus } from '../cluster/eventRelay.js';

export interface ReadingsEvent {
  deviceId: string;
  /** The newest of the readings just stored. */
  latest: Reading;
  count: number;
}

/** A soil test changed state (for the live stream of its device): the stream's `soil-test` event, declared in the catalogue. */
export type SoilTestEvent = LiveSoilTestEvent;

/** An alarm was raised, acknowledged or cleared (issue 26); `notified`: the accounts given a new notification. */
export interface AlarmEvent {
  alarm: Alarm;
  notified: string[];
  /** A staff rule's alarm (no farm): the rule's author, the one account that sees it. */
  owner?: string | null;
}

/**
 * A cached copy went stale: every replica drops its own (the bus relays it like any event).
 * `device-keys`: device rows by key; `device-access`: who may read which device;
 * `sessions-ended`: one account's sessions ended (its open streams close); `device-rejections`: these
 * devices' refused-reading counts grew.
 */
export type CacheEvent =
  | { cache: 'device-keys' }
  | { cache: 'device-access' }
  | { cache: 'alert-rules' }
  | { cache: 'sessions-ended'; userId: string }
  | { cache: 'device-rejections'; deviceIds: string[] };

/** A valve was switched (for the live stream of its device: the switch shows the new state on every screen): the stream's `valve` event. */
export type ValveEvent = LiveValveEvent;

/** Node's own bookkeeping events, never application events. */
const INTERNAL = new Set(['newListener', 'removeListener', 'error']);

/**
 * An EventEmitter whose every `emit` is also handed to the relay, so any event published on the
 * bus (readings, soil tests, and whatever a later feature emits) reaches the other replicas
 * without the publisher knowing about them. Events therefore must be JSON-serialisable.
 */
class RelayingEmitter extends EventEmitter {
  sink: EventSink | null = null;

  override emit(name: string | symbol, ...args: unknown[]): boolean {
    void this.relay(name, args[0]);
    return super.emit(name, ...args);
  }

  /** `emit`, settling once the relay has sent the event on (at once without a relay). */
  async emitRelayed(name: string, event: unknown): Promise<void> {
    const sent = this.relay(name, event);
    super.emit(name, event);
    await sent;
  }

  private relay(name: string | symbol, event: unknown): Promise<unknown> | void {
    if (this.sink && typeof name === 'string' && !INTERNAL.has(name)) return this.sink(name, event);
  }

  /** An event from another replica: to this process's listeners only, never back to the relay. */
  deliver(name: string, event: unknown): boolean {
    return super.emit(name, event);
  }
}

/**
 * Fan-out of live events (newly stored readings, soil-test and valve state) to this process's streams and
 * caches. With several replicas (REPLICAS > 1) a relay forwards every published event to the
 * others through PostgreSQL LISTEN/NOTIFY; on the embedded database it stays in-process.
 */
export class ReadingBus implements RelayedBus {
  /** Protected so an added publish method emits here and is relayed like the others. */
  protected readonly emitter = new RelayingEmitter().setMaxListeners(0);

  publish(event: ReadingsEvent): void {
    this.emitter.emit('readings', event);
  }

  subscribe(listener: (event: ReadingsEvent) => void): () => void {
    this.emitter.on('readings', listener);
    return () => this.emitter.off('readings', listener);
  }

  publishTest(event: SoilTestEvent): void {
    this.emitter.emit('soil-test', event);
  }

  subscribeTests(listener: (event: SoilTestEvent) => void): () => void {
    this.emitter.on('soil-test', listener);
    return () => this.emitter.off('soil-test', listener);
  }

  publishAlarm(event: AlarmEvent): void {
    this.emitter.emit('alarm', event);
  }

  subscribeAlarms(listener: (event: AlarmEvent) => void): () => void {
    this.emitter.on('alarm', listener);
    return () => this.emitter.off('alarm', listener);
  }

  publishValve(event: ValveEvent): void {
    this.emitter.emit('valve', event);
  }

  subscribeValves(listener: (event: ValveEvent) => void): () => void {
    this.emitter.on('valve', listener);
    return () => this.emitter.off('valve', listener);
  }

  /**
   * Drops this replica's copies at once and settles once the other replicas have been sent the
   * event, so a revocation can be answered only after every replica is about to hear of it.
   */
  invalidate(event: CacheEvent): Promise<void> {
    return this.emitter.emitRelayed('cache', event);
  }

  onInvalidate(listener: (event: CacheEvent) => void): () => void {
    this.emitter.on('cache', listener);
    return () => this.emitter.off('cache', listener);
  }

  /** Every event published here is also given to `sink` (one relay at a time). */
  relayTo(sink: EventSink | null): void {
    this.emitter.sink = sink;
  }

  /** Delivers an event another replica published to this process's listeners. */
  deliver(name: string, event: unknown): void {
    this.emitter.deliver(name, event);
  }
}
