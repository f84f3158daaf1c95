/**
 * Background work that survives its process (issue 25): a pg-boss queue in the PostgreSQL
 * database (its own `pgboss` schema). Any process that works a queue takes the next job; a job
 * whose process dies is failed by pg-boss once its lease (`expireInSeconds`) runs out and retried
 * by another. pg-boss 10 is the last release for Node 20 (docs/decisions.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export interface QueueSpec {
  /** How long one run may take before its job is presumed lost with its worker and retried. */
  leaseSeconds: number;
  /** Runs after the first; a run that throws (or whose worker died) is retried until these are used. */
  retries: number;
}

export class DurableQueue {
  private readonly boss: PgBoss;
  private started = false;
  private readonly workers: Array<() => Promise<void>> = [];

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    /** False for an API-only process: it sends jobs but never runs them. */
    private readonly works: boolean,
  ) {
    // Maintenance (expiring lost leases, archiving) runs in one process at a time, every 10 s, so a
    // lost job is retried within seconds of its lease ending; no cron schedules are used.
    this.boss = new PgBoss({ connectionString: url, max: 4, maintenanceIntervalSeconds: 10, schedule: false, supervise: works });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  /**
   * Declares `name`; once `work()` is called in a process that does the work, `run` runs for each
   * of its jobs, one at a time, and `giveUp` once for a job whose retries are used up (it threw, or
   * its workers died), so the work's own record can say it failed.
   */
  async define<T extends object>(
    name: string,
    spec: QueueSpec,
    handlers: { run: (data: T) => Promise<void>; giveUp: (data: T) => Promise<void> },
  ): Promise<void> {
    const dead = `${name}-given-up`;
    await this.declare({ name: dead, retryLimit: 3, retryDelay: 5, expireInSeconds: 60 });
    await this.declare({ name, retryLimit: spec.retries, retryDelay: 5, expireInSeconds: spec.leaseSeconds, deadLetter: dead });
    this.workers.push(async () => {
      await this.boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await handlers.run(job.data);
      });
      await this.boss.work<T>(dead, { batchSize: 1, pollingIntervalSeconds: 5 }, async ([job]) => {
        if (job) await handlers.giveUp(job.data);
      });
    });
  }

  /**
   * Starts taking jobs of every defined queue (not in an API-only process). Called once the process
   * can shut down cleanly (its signal handlers set), so a stop mid-job hands the job back.
   */
  async work(): Promise<void> {
    if (!this.works) return;
    for (const start of this.workers.splice(0)) await start();
  }

  private async declare(queue: PgBoss.Queue & { name: string }): Promise<void> {
    await this.boss.createQueue(queue.name, queue);
    // An existing queue keeps its first options: bring them to this version's.
    await this.boss.updateQueue(queue.name, queue);
  }

  /**
   * Queues one job under `id` (a UUID): sending the same id again while pg-boss still holds that
   * job is a no-op, so work recorded elsewhere can be re-sent after a crash without running twice.
   */
  async send(name: string, data: object, id: string): Promise<void> {
    await this.boss.send(name, data, { id });
  }

  /** Stops taking jobs and waits for the running ones (up to `timeoutMs`); a job cut off is retried elsewhere. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}
