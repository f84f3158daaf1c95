/**
 * What the soak's load threads report to the main thread, and the arithmetic on it. Threads send a
 * `SoakTick` about once a second; the main thread files each tick under the minute it arrived in, so
 * every figure can be given per minute, per 5 minutes and for the whole run.
 */

/** One thread's observations since its previous tick. */
export interface SoakTick {
  type: 'tick';
  /** Date.now() when the tick was sent. */
  at: number;
  /** Milliseconds per measured thing (e.g. `ingest.http`, `GET /agri/data`, `sse.lag`). */
  lat: Record<string, number[]>;
  /** Counters (e.g. `acked.http` readings, `sse.events`, `err.http.timeout`). */
  count: Record<string, number>;
  /** First words of errors, to show what went wrong (a few per tick at most). */
  errors: string[];
}

/** A thread's final word after it was asked to stop and its requests in flight have settled. */
export interface SoakDone {
  type: 'done';
  /** Readings acknowledged per device (HTTP 200 `accepted` or MQTT PUBACK), for the stored-count check. */
  ackedByDevice?: Record<string, number>;
  /** Readings sent per device, acknowledged or not. */
  sentByDevice?: Record<string, number>;
}

export type SoakMessage = SoakTick | SoakDone;

/** Collects a thread's observations and hands them over as ticks. */
export class TickCollector {
  private lat: Record<string, number[]> = {};
  private count: Record<string, number> = {};
  private errors: string[] = [];

  time(name: string, ms: number) {
    (this.lat[name] ??= []).push(ms);
  }

  add(name: string, n = 1) {
    this.count[name] = (this.count[name] ?? 0) + n;
  }

  /** Counts an error under `kind` and keeps its text if few were kept this second. */
  error(kind: string, message: string) {
    this.add(kind);
    if (this.errors.length < 5) this.errors.push(`${kind}: ${message}`.slice(0, 300));
  }

  take(): SoakTick {
    const tick: SoakTick = { type: 'tick', at: Date.now(), lat: this.lat, count: this.count, errors: this.errors };
    this.lat = {};
    this.count = {};
    this.errors = [];
    return tick;
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export interface Summary {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(values: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(values).sort();
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

/** Least-squares slope of y over x. */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? NaN : num / den;
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** One minute (or any span) of the run: latencies, counters and error texts merged from every thread. */
export class Window {
  readonly lat = new Map<string, number[]>();
  readonly count = new Map<string, number>();
  readonly errors: string[] = [];

  addTick(t: SoakTick) {
    for (const [k, v] of Object.entries(t.lat)) {
      const list = this.lat.get(k);
      if (list) for (const x of v) list.push(x);
      else this.lat.set(k, [...v]);
    }
    for (const [k, v] of Object.entries(t.count)) this.count.set(k, (this.count.get(k) ?? 0) + v);
    for (const e of t.errors) if (this.errors.length < 20) this.errors.push(e);
  }

  merge(other: Window) {
    for (const [k, v] of other.lat) {
      const list = this.lat.get(k);
      if (list) for (const x of v) list.push(x);
      else this.lat.set(k, [...v]);
    }
    for (const [k, v] of other.count) this.count.set(k, (this.count.get(k) ?? 0) + v);
    for (const e of other.errors) if (this.errors.length < 20) this.errors.push(e);
  }

  n(name: string) {
    return this.count.get(name) ?? 0;
  }

  summary(name: string): Summary {
    return summarize(this.lat.get(name) ?? []);
  }

  /** Every counter named `err.*`, summed. */
  errorTotal() {
    let n = 0;
    for (const [k, v] of this.count) if (k.startsWith('err.')) n += v;
    return n;
  }

  errorBreakdown(): Array<[string, number]> {
    return [...this.count].filter(([k, v]) => k.startsWith('err.') && v > 0).sort((a, b) => b[1] - a[1]);
  }
}
