/**
 * The cluster parts of one process: who leads, the once-only work, and the live-event relay.
 * With REPLICAS > 1 (PostgreSQL, see config.ts) leadership is a PostgreSQL advisory lock and the
 * bus is relayed by LISTEN/NOTIFY; otherwise this process leads and events stay in-process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { PgEventRelay, type RelayedBus } from './eventRelay.js';
import { AdvisoryLockLeadership, type Leadership, SoleLeadership } from './leadership.js';
import { PeriodicWork } from './periodic.js';

export interface Cluster {
  /** Several replicas share the database (REPLICAS > 1). */
  clustered: boolean;
  replicaId: string;
  leadership: Leadership;
  periodic: PeriodicWork;
  relay: PgEventRelay | null;
  /** Starts the relay, then the leadership (and with it the periodic work). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function buildCluster(
  config: Pick<Config, 'REPLICAS' | 'REPLICA_ID' | 'DATABASE_URL' | 'LEADER_POLL_MS'>,
  bus: RelayedBus,
  log: FastifyBaseLogger,
): Cluster {
  const clustered = config.REPLICAS > 1 && Boolean(config.DATABASE_URL);
  const replicaId = config.REPLICA_ID ?? 'single';
  const leadership = clustered
    ? new AdvisoryLockLeadership(config.DATABASE_URL!, log, { pollMs: config.LEADER_POLL_MS, replicaId })
    : new SoleLeadership();
  const periodic = new PeriodicWork(leadership, log);
  const relay = clustered ? new PgEventRelay(config.DATABASE_URL!, replicaId, bus, log) : null;
  let started = false;
  return {
    clustered,
    replicaId,
    leadership,
    periodic,
    relay,
    async start() {
      started = true;
      await relay?.start();
      await leadership.start();
      await periodic.settled();
    },
    async stop() {
      if (!started) return;
      await leadership.stop();
      await periodic.settled();
      await relay?.stop();
    },
  };
}
