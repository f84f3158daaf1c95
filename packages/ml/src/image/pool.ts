import { Worker } from 'node:worker_threads';
import { compiledEntry } from '../compiled.js';
import { ImageDecodeError, type PhotoFeatures } from './extract.js';
import type { PlainStats } from './ood.js';

/**
 * A small pool of worker threads that decode photos and compute their features, so the pixel work
 * (~10-25 ms a photo) never blocks the event loop. Workers start on the first request and are
 * `unref`'d while idle, so the pool never keeps a process alive; while a request is pending the
 * worker holds the process open until its answer arrives.
 *
 * The worker code is TypeScript (featureWorker.ts). Node 20 ignores `--import` in a worker's
 * `execArgv` (checked: the preload never runs there), so the worker starts from a small JavaScript
 * entry, featureWorker.mjs, that registers tsx's loader itself (resolved from this package, not
 * from the working directory) and then imports the .ts file. It loads the same way under
 * `node --import tsx` and under Vitest; `execArgv: []` keeps the parent's flags (Vitest's, or a
 * second tsx preload on newer Node) out of the worker.
 */

// The production build compiles the worker to plain JavaScript (compiled.ts); no tsx then.
const WORKER_URL = compiledEntry('featureWorker.js') ?? new URL('./featureWorker.mjs', import.meta.url);

type Reply =
  | { id: number; features: Float64Array; plain: PlainStats; crops?: Float64Array[]; deep?: Float32Array }
  | { id: number; warmed: true }
  | { id: number; error: string; decode: boolean };

interface Pending {
  resolve: (v: PhotoFeatures | null) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

export class FeaturePool {
  private readonly slots: (Slot | null)[];
  private nextId = 1;
  private turn = 0;

  constructor(readonly size = 1) {
    if (!(Number.isInteger(size) && size >= 1)) throw new RangeError('a pool needs at least one worker');
    this.slots = new Array<Slot | null>(size).fill(null);
  }

  private start(index: number): Slot {
    const worker = new Worker(WORKER_URL, { execArgv: [] });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    const fail = (error: Error) => {
      if (this.slots[index] === slot) this.slots[index] = null;
      for (const p of slot.pending.values()) p.reject(error);
      slot.pending.clear();
    };
    worker.on('message', (reply: Reply) => {
      const p = slot.pending.get(reply.id);
      if (!p) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) worker.unref();
      if ('error' in reply) p.reject(reply.decode ? new ImageDecodeError(reply.error) : new Error(reply.error));
      else if ('warmed' in reply) p.resolve(null);
      else
        p.resolve({
          features: reply.features,
          plain: reply.plain,
          ...(reply.crops ? { crops: reply.crops } : {}),
          ...(reply.deep ? { deep: reply.deep } : {}),
        });
    });
    worker.on('error', (e) => fail(e instanceof Error ? e : new Error(String(e))));
    worker.on('exit', (code) => fail(new Error(`the image feature worker stopped (exit code ${code})`)));
    this.slots[index] = slot;
    return slot;
  }

  /**
   * Decodes `bytes` and computes the photo's features (and its crops' features, and the pretrained
   * backbone's, when asked) in a worker thread. The backbone is loaded in the worker on first use.
   */
  features(bytes: Uint8Array, crops = false, deep = false): Promise<PhotoFeatures> {
    const index = this.turn;
    this.turn = (this.turn + 1) % this.slots.length;
    // a copy, moved to the worker: the caller keeps its buffer
    const copy = new Uint8Array(bytes);
    return this.send(index, { bytes: copy, crops, deep }, [copy.buffer]) as Promise<PhotoFeatures>;
  }

  /**
   * Starts every worker and loads the pretrained backbone in each (the server calls it at start
   * when a built-in model reads the backbone), so no photo waits the load.
   */
  async warmBackbone(): Promise<void> {
    await Promise.all(this.slots.map((_, index) => this.send(index, { warm: true }, [])));
  }

  private send(index: number, message: object, transfer: ArrayBuffer[]): Promise<PhotoFeatures | null> {
    const slot = this.slots[index] ?? this.start(index);
    const id = this.nextId++;
    return new Promise<PhotoFeatures | null>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      if (slot.pending.size === 1) slot.worker.ref();
      slot.worker.postMessage({ id, ...message }, transfer);
    });
  }

  /** Stops the workers (pending requests are rejected). */
  async close(): Promise<void> {
    const slots = this.slots.filter((s): s is Slot => s !== null);
    this.slots.fill(null);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}

let shared: FeaturePool | null = null;

/** The process-wide pool (one worker), created on first use. */
export function featurePool(): FeaturePool {
  shared ??= new FeaturePool(1);
  return shared;
}
