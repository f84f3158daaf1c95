/**
 * The worker pool that draws PDFs (piscina), behind a fair queue per account (fairQueue.ts): the
 * pool is only ever handed as many tasks as it has threads, so the order of the waiting reports is
 * the fair queue's, never piscina's first-come-first-served.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledEntry } from '@agrim/ml';
import { Piscina } from 'piscina';
import type { FairQueue } from './fairQueue.js';

/**
 * The worker file, src/pdfWorker.ts (an entry point beside main.ts). From TypeScript sources
 * (`node --import tsx`, Vitest) the worker needs the tsx loader too: Vitest's own transform does not reach worker threads, and
 * execArgv is inherited only when the parent was started with it.
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const compiled = compiledEntry('pdfWorker.js');
  if (compiled) return { filename: fileURLToPath(compiled), execArgv: [...process.execArgv] };
  const self = fileURLToPath(import.meta.url);
  const ts = self.endsWith('.ts');
  const filename = path.join(path.dirname(self), '..', `pdfWorker.${ts ? 'ts' : 'js'}`);
  const hasTsx = process.execArgv.some((a, i, all) => /\btsx\b/.test(a) && (i === 0 || /^--(import|loader|require)/.test(all[i - 1] ?? a)));
  const execArgv = ts && !hasTsx ? [...process.execArgv, '--import', import.meta.resolve('tsx')] : [...process.execArgv];
  return { filename, execArgv };
}

/** `Task`: the tasks the worker (pdfWorker.ts) draws, as a union of the resource folders' own. */
export class PdfRenderer<Task> {
  private readonly pool: Piscina<Task, ArrayBuffer | Uint8Array>;

  constructor(
    private readonly queue: FairQueue,
    threads: number,
  ) {
    this.pool = new Piscina({
      ...workerOptions(),
      // Threads start on the first report and stop after 5 minutes without one: an idle server (or a test) holds none.
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 300_000,
    });
  }

  /** Draws the PDF in a worker in `account`'s turn (429 when the account or the queue is full). */
  async render(account: string, task: Task): Promise<Buffer> {
    const out = await this.queue.run(account, () => this.pool.run(task));
    return out instanceof Uint8Array ? Buffer.from(out.buffer, out.byteOffset, out.byteLength) : Buffer.from(out);
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
