import { EventEmitter } from 'node:events';
import type { Reading } from '@agrim/contracts';

export interface ReadingsEvent {
  deviceId: string;
  /** The newest of the readings just stored. */
  latest: Reading;
  count: number;
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
}
