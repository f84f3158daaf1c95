import { EventEmitter } from 'node:events';
import type { Alarm, Reading } from '@agrim/contracts';

export interface ReadingsEvent {
  deviceId: string;
  /** The newest of the readings just stored. */
  latest: Reading;
  count: number;
}

/** A soil test changed state (for the live stream of its device). */
export interface SoilTestEvent {
  deviceId: string;
  userId: string;
  testId: number;
  status: string;
  deviceError: string | null;
}

/** An alarm was raised, acknowledged or cleared (issue 26); `notified`: the accounts given a new notification. */
export interface AlarmEvent {
  alarm: Alarm;
  notified: string[];
}

/**
 * In-process fan-out of newly stored readings to live streams. One process serves one set of
 * streams; several replicas would relay these events through PostgreSQL LISTEN/NOTIFY or Redis.
 */
export class ReadingBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

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
}
