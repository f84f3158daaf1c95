/**
 * Groups incoming MQTT messages into batches so a burst of single-reading messages is stored at the
 * broker's pace: one store runs at a time, and whatever arrived meanwhile (up to `maxBatch`) is the
 * next batch, so batches grow with the load and a lone message waits at most `maxWaitMs`.
 * Memory is bounded: past `maxQueued` messages the caller's `release` is held back, which stops
 * mqtt.js reading the socket (the broker's Receive Maximum normally stops it sending long before).
 */
export interface BatcherOptions {
  maxBatch: number;
  maxWaitMs: number;
  maxQueued: number;
}

export interface Queued {
  receivedAt: number;
}

export class MqttBatcher<T extends Queued> {
  private queue: T[] = [];
  private held: Array<() => void> = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private inBatch: T[] = [];

  constructor(
    private readonly store: (batch: T[]) => Promise<void>,
    private readonly options: BatcherOptions,
  ) {}

  /** `release` lets mqtt.js read the next packet: called at once, or once the queue has room. */
  add(message: T, release: () => void): void {
    this.queue.push(message);
    if (this.queue.length + this.inBatch.length >= this.options.maxQueued) this.held.push(release);
    else release();
    this.schedule();
  }

  /** Whether the queue is at `maxQueued`: a message added now would be held. */
  get full(): boolean {
    return this.pending >= this.options.maxQueued;
  }

  /** Calls `then` once the queue has room (at once if it has). */
  whenRoom(then: () => void): void {
    if (this.full) this.held.push(then);
    else then();
  }

  /** Messages received and not yet stored (queued or in the batch being stored). */
  get pending(): number {
    return this.queue.length + this.inBatch.length;
  }

  /** Age of the oldest message not yet stored, 0 when none. */
  oldestAgeMs(now = Date.now()): number {
    const oldest = this.inBatch[0] ?? this.queue[0];
    return oldest ? now - oldest.receivedAt : 0;
  }

  /** Drops queued messages that can no longer be acknowledged (their connection is gone; the broker resends them). */
  discard(keep: (message: T) => boolean): void {
    this.queue = this.queue.filter(keep);
    this.releaseHeld();
  }

  /** Resolves when nothing is being stored. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private schedule(): void {
    if (this.flushing) return;
    if (this.queue.length >= this.options.maxBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.maxWaitMs);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = (async () => {
      while (this.queue.length > 0) {
        this.inBatch = this.queue.splice(0, this.options.maxBatch);
        try {
          await this.store(this.inBatch);
        } finally {
          this.inBatch = [];
          this.releaseHeld();
        }
      }
    })().finally(() => {
      this.flushing = null;
      if (this.queue.length > 0) this.schedule();
    });
  }

  private releaseHeld(): void {
    while (this.held.length > 0 && this.pending < this.options.maxQueued) this.held.shift()!();
  }
}
