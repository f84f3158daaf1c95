/**
 * Relays the in-process event bus between replicas through PostgreSQL LISTEN/NOTIFY: every event
 * published on one replica's bus is NOTIFYed with the replica's id, and each other replica's
 * dedicated LISTEN connection delivers it to its own bus (streams, caches). The publishing replica
 * has already delivered it locally, so it skips its own notifications.
 *
 * Live events are a best-effort push (the database stays the truth, and streams fall back to
 * polling): an event published while a replica's LISTEN connection is down does not reach that
 * replica, and an event over NOTIFY's 8,000-byte payload limit stays local, logged as an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Where events published in this process also go (the relay); settles once the event is sent on. */
export type EventSink = (name: string, event: unknown) => Promise<unknown> | void;

/**
 * The in-process event bus as the relay uses it (`ReadingBus`, sensors/bus.ts): declared here because
 * cluster sits below the resource folders and may not import them.
 */
export interface RelayedBus {
  /** Every event published on the bus is also given to `sink` (one relay at a time). */
  relayTo(sink: EventSink | null): void;
  /** Delivers an event another replica published to this process's listeners. */
  deliver(name: string, event: unknown): void;
}

export const EVENT_CHANNEL = 'agrim_events';
/** NOTIFY refuses payloads of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = 1_000;

interface Envelope {
  /** Publishing replica. */
  o: string;
  /** Event name on the bus. */
  n: string;
  e: unknown;
}

export class PgEventRelay {
  private listener: pg.Client | null = null;
  private readonly notifier: pg.Pool;
  private sending: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private reconnect: NodeJS.Timeout | null = null;
  /** Events relayed out and in since the start (health and tests). */
  readonly counts = { sent: 0, received: 0, tooLarge: 0, failed: 0 };

  constructor(
    private readonly url: string,
    private readonly replicaId: string,
    private readonly bus: RelayedBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.notifier = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000 });
    this.notifier.on('error', () => {});
  }

  async start(): Promise<void> {
    this.bus.relayTo((name, event) => this.send(name, event));
    await this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel !== EVENT_CHANNEL || !msg.payload) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(msg.payload) as Envelope;
      } catch {
        return;
      }
      if (envelope.o === this.replicaId) return;
      this.counts.received++;
      this.bus.deliver(envelope.n, envelope.e);
    });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err }, 'cluster event relay lost its LISTEN connection; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
      this.listener = client;
    } catch (err) {
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err }, 'cluster event relay could not LISTEN; retrying');
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    this.reconnect ??= setTimeout(() => {
      this.reconnect = null;
      void this.listen();
    }, RECONNECT_MS);
  }

  /** NOTIFYs in publishing order (one connection, one after another); settles once this one is sent or failed. */
  private send(name: string, event: unknown): Promise<unknown> | void {
    const payload = JSON.stringify({ o: this.replicaId, n: name, e: event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      this.counts.tooLarge++;
      this.log.error(
        { event: name, bytes: Buffer.byteLength(payload) },
        'live event too large to relay to other replicas; publish ids, not records',
      );
      return;
    }
    this.sending = this.sending
      .then(() => this.notifier.query('SELECT pg_notify($1, $2)', [EVENT_CHANNEL, payload]))
      .then(
        () => this.counts.sent++,
        (err: unknown) => {
          this.counts.failed++;
          this.log.warn({ err, event: name }, 'cluster event relay could not NOTIFY');
        },
      );
    return this.sending;
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.listener !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.bus.relayTo(null);
    if (this.reconnect) clearTimeout(this.reconnect);
    await this.sending;
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
    await this.notifier.end();
  }
}
