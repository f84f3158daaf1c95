/**
 * Which replica runs the cluster's once-only work (cluster/periodic.ts). One replica holds a
 * PostgreSQL session advisory lock on a connection of its own; the others try to take it every
 * `pollMs`. When the holder dies, its connection closes, PostgreSQL releases the lock and the next
 * try succeeds: a takeover within about `pollMs`. The holder checks its connection as often and
 * steps down at once when it fails, since the lock may then already be someone else's.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** "agrim" as a number: the advisory lock key of the leader (one per database). */
export const LEADER_LOCK_KEY = 0x616772696d;

export interface Leadership {
  readonly isLeader: boolean;
  /** `listener(true)` when this process becomes the leader, `listener(false)` when it stops being one. */
  onChange(listener: (leader: boolean) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One process (the embedded database, or a single replica): always the leader. */
export class SoleLeadership implements Leadership {
  isLeader = false;
  private readonly listeners: ((leader: boolean) => void)[] = [];

  onChange(listener: (leader: boolean) => void): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    this.isLeader = true;
    for (const l of this.listeners) l(true);
  }

  async stop(): Promise<void> {
    if (!this.isLeader) return;
    this.isLeader = false;
    for (const l of this.listeners) l(false);
  }
}

export class AdvisoryLockLeadership implements Leadership {
  isLeader = false;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private holdOff = false;
  private readonly listeners: ((leader: boolean) => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollMs?: number; key?: number; replicaId?: string } = {},
  ) {}

  onChange(listener: (leader: boolean) => void): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    await this.attempt();
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.attempt());
    }, this.opts.pollMs ?? 2_000);
    this.timer.unref();
  }

  private set(leader: boolean): void {
    if (this.isLeader === leader) return;
    this.isLeader = leader;
    this.log.info({ replica: this.opts.replicaId }, leader ? 'this replica leads the cluster' : 'this replica no longer leads the cluster');
    for (const l of this.listeners) {
      try {
        l(leader);
      } catch (err) {
        this.log.error({ err }, 'leadership change handler failed');
      }
    }
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    // Just lost its connection: one poll's head start for the others, whose connections work.
    if (this.holdOff) {
      this.holdOff = false;
      return;
    }
    try {
      if (!this.client) {
        // Named, so `pg_stat_activity` joined with `pg_locks` shows which replica leads.
        const client = new pg.Client({
          connectionString: this.url,
          application_name: `agrim leader lock ${this.opts.replicaId ?? ''}`.trim(),
          keepAlive: true,
          connectionTimeoutMillis: 5_000,
          query_timeout: 5_000,
        });
        client.on('error', () => this.drop(client));
        client.on('end', () => this.drop(client));
        await client.connect();
        this.client = client;
      }
      if (this.isLeader) {
        await this.client.query('SELECT 1');
      } else {
        const { rows } = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
          this.opts.key ?? LEADER_LOCK_KEY,
        ]);
        if (rows[0]?.ok) this.set(true);
      }
    } catch (err) {
      this.log.warn({ err }, 'leadership check failed');
      if (this.client) this.drop(this.client);
    }
  }

  /** The lock's connection is gone: whatever it held is no longer ours. */
  private drop(client: pg.Client): void {
    if (this.client === client) this.client = null;
    if (this.isLeader) this.holdOff = true;
    client.end().catch(() => {});
    this.set(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    // Stepping down before the connection closes, so the work stops before another replica starts it.
    this.set(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
