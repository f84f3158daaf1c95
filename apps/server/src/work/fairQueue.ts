/**
 * A fair scheduler for expensive work (OCR, PDF rendering, image analysis, training): jobs run
 * round-robin across accounts (the account served longest ago goes next), at most `concurrency` at once, so one account's burst queues behind
 * its own earlier jobs and never in front of another account's. An account may hold at most
 * `perAccount` jobs (queued and running), and at most `maxQueued` jobs may wait in all; beyond either
 * the caller gets 429 RATE_LIMITED with Retry-After, before any of the work is done.
 */
import { AppError, type Bilingual } from '../http/errors.js';

export interface FairQueueOptions {
  /** What is queued, in both languages: English plural ('PDF reports'), Hindi as it reads before 'के अनुरोध' ('PDF रिपोर्ट'). */
  what: Bilingual;
  /** Jobs running at once (across all accounts). */
  concurrency: number;
  /** Jobs one account may have queued or running. */
  perAccount: number;
  /** Jobs that may wait (not running) across all accounts. */
  maxQueued: number;
  /** Retry-After of the 429, in seconds: about how long one job takes. */
  retryAfterSeconds: number;
}

interface Pending {
  start: () => void;
}

/**
 * A place in the queue, held from `reserve` on: the work may be prepared (a zip unpacked, say)
 * knowing the account is within its limits, then `run` or, if preparing failed, `cancel`.
 */
export interface Slot {
  run<T>(job: () => Promise<T>): Promise<T>;
  cancel(): void;
}

export class FairQueue {
  /** Waiting jobs per account, each account's in arrival order. */
  private readonly waiting = new Map<string, Pending[]>();
  /**
   * When each account last had a turn. The next turn goes to the waiting account served longest
   * ago: an account whose job was started at once and who then queues more is behind an account
   * that arrived later but has not been served yet (plain ring order would put it first).
   */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  /** Queued, reserved and running jobs per account. */
  private readonly held = new Map<string, number>();
  private running = 0;
  private total = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(readonly opts: FairQueueOptions) {}

  /** Runs `job` for `account` in its turn; 429 (AppError) when the account or the queue is full. */
  run<T>(account: string, job: () => Promise<T>): Promise<T> {
    return this.reserve(account).run(job);
  }

  /**
   * Takes a place for `account` or throws the 429. `force` skips the limits: for work already
   * accepted earlier (jobs resumed after a restart), which must not be refused now. `elsewhere`:
   * the account's jobs waiting outside this queue (a durable queue), counted against its limit.
   */
  reserve(account: string, force = false, elsewhere = 0): Slot {
    const mine = this.held.get(account) ?? 0;
    if (!force) {
      if (mine + elsewhere >= this.opts.perAccount) throw this.accountFull();
      if (this.total - this.running >= this.opts.maxQueued) throw this.queueFull();
    }
    this.held.set(account, mine + 1);
    this.total++;
    let used = false;
    const release = () => {
      const n = (this.held.get(account) ?? 1) - 1;
      if (n > 0) this.held.set(account, n);
      else {
        this.held.delete(account);
        this.lastTurn.delete(account);
      }
      this.total--;
      if (this.total === 0) for (const fn of this.idleWaiters.splice(0)) fn();
    };
    return {
      run: <T>(job: () => Promise<T>) => {
        if (used) throw new Error('A queue slot runs one job.');
        used = true;
        return new Promise<T>((resolve, reject) => {
          const start = () => {
            this.running++;
            // A job that throws synchronously or rejects frees its slot all the same.
            Promise.resolve()
              .then(job)
              .then(resolve, reject)
              .finally(() => {
                this.running--;
                release();
                this.next();
              });
          };
          const list = this.waiting.get(account);
          if (list) list.push({ start });
          else this.waiting.set(account, [{ start }]);
          this.next();
        });
      },
      cancel: () => {
        if (used) return;
        used = true;
        release();
      },
    };
  }

  /** Jobs running, and queued or reserved but not yet running. */
  stats(): { running: number; queued: number; accounts: number } {
    return { running: this.running, queued: this.total - this.running, accounts: this.held.size };
  }

  /** Resolves when no job is queued, reserved or running. */
  idle(): Promise<void> {
    if (this.total === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < this.opts.concurrency && this.waiting.size > 0) {
      let account = '';
      let oldest = Infinity;
      for (const a of this.waiting.keys()) {
        const turn = this.lastTurn.get(a) ?? 0;
        if (turn < oldest) [account, oldest] = [a, turn];
      }
      const list = this.waiting.get(account)!;
      const pending = list.shift()!;
      if (list.length === 0) this.waiting.delete(account);
      this.lastTurn.set(account, ++this.turns);
      pending.start();
    }
  }

  private accountFull(): AppError {
    const { what, perAccount, retryAfterSeconds } = this.opts;
    return new AppError(
      'RATE_LIMITED',
      {
        en: `You already have ${perAccount} ${what.en} in progress, the limit per account. Wait for them to finish, then try again.`,
        hi: `आपके ${perAccount} ${what.hi} के अनुरोध पहले से प्रक्रिया में हैं, जो प्रति खाता सीमा है। उनके पूरा होने के बाद फिर से प्रयास करें।`,
        mr: `तुमच्या ${perAccount} ${what.mr} विनंत्या आधीच प्रक्रियेत आहेत, ही प्रति खाते मर्यादा आहे. त्या पूर्ण झाल्यावर पुन्हा प्रयत्न करा.`,
      },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }

  private queueFull(): AppError {
    const { what, maxQueued, retryAfterSeconds } = this.opts;
    return new AppError(
      'RATE_LIMITED',
      {
        en: `The server is busy: ${maxQueued} ${what.en} are already waiting, the limit for everyone. Please try again in a minute.`,
        hi: `सर्वर व्यस्त है: ${maxQueued} ${what.hi} के अनुरोध पहले से प्रतीक्षा में हैं, जो सभी के लिए सीमा है। कृपया थोड़ी देर बाद फिर से प्रयास करें।`,
        mr: `सर्व्हर व्यस्त आहे: ${maxQueued} ${what.mr} विनंत्या आधीच प्रतीक्षेत आहेत, ही सर्वांसाठी मर्यादा आहे. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.`,
      },
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}
