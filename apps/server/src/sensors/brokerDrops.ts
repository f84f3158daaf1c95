/**
 * Watches the broker's own count of dropped messages. Mosquitto drops QoS 1 messages silently
 * (the device already has its PUBACK) once a subscriber's queue is full, and says so only in its
 * `$SYS` tree: `$SYS/broker/publish/messages/dropped` (counted since the broker started, published
 * every `sys_interval` and only once non-zero) and `$SYS/broker/uptime`.
 */
export const SYS_DROPPED = '$SYS/broker/publish/messages/dropped';
export const SYS_UPTIME = '$SYS/broker/uptime';

/** Devices subscribe here; a retained notice tells every device which readings to publish again. */
export const RESEND_TOPIC = 'agrim/resend';

export interface ResendNotice {
  type: 'resend';
  /** Publish again every reading published at or after this time (by the device's clock; storage is idempotent). */
  since: string;
  /** The broker's drop count when the notice was made. */
  dropped: number;
  at: string;
}

/** A broker clock that moved by more than this is a restarted broker (its counters start again). */
const RESTART_SLACK_MS = 30_000;
/** Margin before the last clean observation: a device's clock and the broker's are not the same. */
const RESEND_MARGIN_MS = 5 * 60_000;

export class BrokerDropWatch {
  /** The broker's count since it started; null until it reports anything. */
  dropped: number | null = null;
  brokerStartedAt: Date | null = null;
  lastDropAt: Date | null = null;
  resendSince: Date | null = null;
  /** The `$SYS` cycle before the latest one: drops counted in a cycle happened after the previous one. */
  private cleanAt: Date | null = null;
  /** The latest `$SYS` cycle seen on this connection (null right after connecting: retained values are old news). */
  private cycleAt: Date | null = null;

  constructor(private readonly onDrop: (notice: ResendNotice, added: number) => void) {}

  /** While disconnected the broker may drop without us seeing a cycle: the last clean cycle stays the one before. */
  reconnected(): void {
    this.cycleAt = null;
  }

  /** Feeds one `$SYS` message; answers whether it was one this watch reads. */
  observe(topic: string, payload: string, now = new Date()): boolean {
    if (topic === SYS_UPTIME) {
      const seconds = Number.parseInt(payload, 10);
      if (!Number.isFinite(seconds)) return true;
      const startedAt = new Date(now.getTime() - seconds * 1000);
      if (this.brokerStartedAt && Math.abs(startedAt.getTime() - this.brokerStartedAt.getTime()) > RESTART_SLACK_MS) {
        // A new broker process: its count starts from zero, the drops seen so far stay reported.
        this.dropped = this.dropped === null ? null : 0;
      }
      this.brokerStartedAt = startedAt;
      this.dropped ??= 0;
      if (this.cycleAt) this.cleanAt = this.cycleAt;
      this.cycleAt = now;
      return true;
    }
    if (topic !== SYS_DROPPED) return false;
    const count = Number.parseInt(payload, 10);
    if (!Number.isFinite(count)) return true;
    const before = this.dropped ?? 0;
    this.dropped = count;
    if (count > before) {
      const since = new Date((this.cleanAt ?? this.brokerStartedAt ?? now).getTime() - RESEND_MARGIN_MS);
      if (!this.resendSince || since < this.resendSince) this.resendSince = since;
      this.lastDropAt = now;
      this.onDrop({ type: 'resend', since: this.resendSince.toISOString(), dropped: count, at: now.toISOString() }, count - before);
    }
    return true;
  }
}
