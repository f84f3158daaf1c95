import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { FairQueue, type FairQueueOptions } from './fairQueue.js';

const queue = (o: Partial<FairQueueOptions> = {}) =>
  new FairQueue({
    what: { en: 'PDF reports', hi: 'PDF रिपोर्ट', mr: 'PDF अहवालांच्या' },
    concurrency: 1,
    perAccount: 10,
    maxQueued: 100,
    retryAfterSeconds: 7,
    ...o,
  });

/** A job that runs until `release()`; `started` says whether its turn came. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  const g = { started: false, release, job: async () => ((g.started = true), await done) };
  return g;
}

const tick = () => new Promise((r) => setImmediate(r));

function rateLimit(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('no 429');
}

describe('FairQueue', () => {
  it('runs the accounts round-robin: a burst queues behind itself, not in front of others', async () => {
    const q = queue();
    const order: string[] = [];
    const first = gate();
    const all = [q.run('a', first.job)];
    for (let i = 1; i <= 4; i++) all.push(q.run('a', async () => void order.push(`a${i}`)));
    for (let i = 1; i <= 2; i++) all.push(q.run('b', async () => void order.push(`b${i}`)));
    all.push(q.run('c', async () => void order.push('c1')));
    first.release();
    await Promise.all(all);
    // a's running job was a's turn: b and c, who have had none, go before a's next.
    expect(order).toEqual(['b1', 'c1', 'a1', 'b2', 'a2', 'a3', 'a4']);
  });

  it('runs at most `concurrency` jobs at once', async () => {
    const q = queue({ concurrency: 2 });
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) => q.run(`u${i}`, g.job));
    await tick();
    expect(gates.map((g) => g.started)).toEqual([true, true, false]);
    expect(q.stats()).toEqual({ running: 2, queued: 1, accounts: 3 });
    gates[0]!.release();
    await tick();
    expect(gates[2]!.started).toBe(true);
    for (const g of gates) g.release();
    await Promise.all(runs);
    expect(q.stats()).toEqual({ running: 0, queued: 0, accounts: 0 });
  });

  it('answers 429 with Retry-After beyond the per-account cap, in both languages, and lets other accounts in', async () => {
    const q = queue({ perAccount: 2 });
    const g = gate();
    const runs = [q.run('a', g.job), q.run('a', g.job)];
    const err = rateLimit(() => q.run('a', g.job));
    expect(err.statusCode).toBe(429);
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.headers['retry-after']).toBe('7');
    expect(err.message).toMatch(/2 PDF reports in progress, the limit per account/);
    expect(err.messageFor('hi')).toMatch(/2 PDF रिपोर्ट के अनुरोध .* प्रति खाता सीमा/);
    runs.push(q.run('b', g.job));
    g.release();
    await Promise.all(runs);
    // Finished jobs give their places back.
    await expect(q.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('answers 429 when the queue is full for everyone, counting waiting jobs only', async () => {
    const q = queue({ maxQueued: 2 });
    const g = gate();
    const runs = [q.run('a', g.job), q.run('b', g.job), q.run('c', g.job)];
    const err = rateLimit(() => q.run('d', g.job));
    expect(err.message).toMatch(/2 PDF reports are already waiting, the limit for everyone/);
    expect(err.headers['retry-after']).toBe('7');
    g.release();
    await Promise.all(runs);
  });

  it('frees the slot of a job that fails or throws, and passes the failure on', async () => {
    const q = queue({ perAccount: 1 });
    await expect(q.run('a', () => Promise.reject(new Error('broken PDF')))).rejects.toThrow('broken PDF');
    await expect(
      q.run('a', () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    await expect(q.run('a', async () => 42)).resolves.toBe(42);
    expect(q.stats()).toEqual({ running: 0, queued: 0, accounts: 0 });
  });

  it('holds a reserved place until it runs or is cancelled; forced places skip the limits', async () => {
    const q = queue({ perAccount: 1 });
    const slot = q.reserve('a');
    rateLimit(() => q.reserve('a'));
    slot.cancel();
    const forced = [q.reserve('a'), q.reserve('a', true)];
    expect(q.stats()).toEqual({ running: 0, queued: 2, accounts: 1 });
    let idle = false;
    const waiting = q.idle().then(() => (idle = true));
    await Promise.all(forced.map((s) => s.run(async () => undefined)));
    await waiting;
    expect(idle).toBe(true);
  });
});
