/**
 * Work that must run once in the whole cluster (the soil-test clock and its device checks, the
 * simulator, timers of later features): registered here, it runs only while this process is the
 * leader (cluster/leadership.ts), starts when it becomes one and stops when it no longer is. On the
 * embedded database the process is always the leader, so the work simply runs.
 *
 * Register every timer or background loop that must not run on each replica here rather than
 * calling setInterval directly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Leadership } from './leadership.js';

export interface PeriodicTask {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

export class PeriodicWork {
  private readonly tasks = new Map<string, PeriodicTask>();
  private active = false;
  /** Start and stop in order, so a quick loss and regain of leadership cannot overlap. */
  private changing: Promise<void> = Promise.resolve();

  constructor(
    private readonly leadership: Leadership,
    private readonly log: FastifyBaseLogger,
  ) {
    leadership.onChange((leader) => {
      this.changing = this.changing.then(() => (leader ? this.startAll() : this.stopAll()));
    });
  }

  /** A task with its own start and stop (e.g. the simulator). */
  register(name: string, task: PeriodicTask): void {
    if (this.tasks.has(name)) throw new Error(`periodic task ${name} registered twice`);
    this.tasks.set(name, task);
    if (this.active) this.changing = this.changing.then(() => this.run(name, task, 'start'));
  }

  /** `fn` every `ms` while leader (`now`: also at once on taking the lead); a failure is logged and the next run happens as usual. */
  every(name: string, ms: number, fn: () => Promise<unknown>, opts: { now?: boolean } = {}): void {
    let timer: NodeJS.Timeout | null = null;
    const run = () => void fn().catch((err) => this.log.error({ err, task: name }, `${name} failed`));
    this.register(name, {
      start: () => {
        timer = setInterval(run, ms);
        if (opts.now) run();
      },
      stop: () => {
        if (timer) clearInterval(timer);
        timer = null;
      },
    });
  }

  get names(): string[] {
    return [...this.tasks.keys()];
  }

  get running(): boolean {
    return this.active;
  }

  /** Waits for pending starts and stops (tests, shutdown). */
  settled(): Promise<void> {
    return this.changing;
  }

  private async startAll(): Promise<void> {
    if (this.active) return;
    this.active = true;
    for (const [name, task] of this.tasks) await this.run(name, task, 'start');
  }

  private async stopAll(): Promise<void> {
    if (!this.active) return;
    this.active = false;
    for (const [name, task] of this.tasks) await this.run(name, task, 'stop');
  }

  private async run(name: string, task: PeriodicTask, what: 'start' | 'stop'): Promise<void> {
    try {
      await task[what]();
    } catch (err) {
      this.log.error({ err, task: name }, `periodic task ${name} failed to ${what}`);
    }
  }
}
