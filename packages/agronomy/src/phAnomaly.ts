import { PH_DETECTOR, type PhAnomalyReason, type PhDetectorSettings } from '@agrim/contracts';
import type { SourceId, Verification } from './knowledge/sources.js';

/**
 * pH anomaly detector for a probe's reading series (issue 9, the pH Analysis table and chart).
 * Pure and synchronous: points in, one verdict per point out, no I/O, never throws on point values.
 *
 * Rules, in order of precedence (a point gets the first that applies):
 * 1. `sensor_fault`: pH is not a finite number or lies outside validMin–validMax (3–10). This takes
 *    in the 0 of a failed probe (spec 5) and NaN / ±Infinity. Field soils lie between about 3.5
 *    (acid sulphate soils) and 10 (strongly sodic usar soils); a cheap 7-in-1 probe measures 3–9.
 * 2. `stuck`: the point belongs to a run of consecutive readings whose pH, temperature and moisture
 *    (each compared only when given; a value given on one reading and missing on the next breaks the
 *    run) are all exactly unchanged and which spans at least stuckMinutes (60) from its first to its
 *    last reading. A live probe's temperature and moisture move within an hour; a frozen one repeats
 *    its last frame. With pH alone (no temperature, no moisture) the rule is weaker: a stable soil can
 *    hold one pH value for an hour at 0.1 resolution.
 * 3. `spike`: a Hampel identifier (Hampel 1974) with the modified z-score of Iglewicz & Hoaglin
 *    (1993). The window of point i is i itself and up to h = (window − 1) / 2 = 15 valid readings
 *    (valid: not a sensor fault) on each side, the nearest ones, looked for no further than
 *    contextRows rows away. median = the window's median, MAD = the median of |x − median| over the
 *    window, and i is a spike when |pH − median| / (1.4826 · MAD) > threshold (3.5) AND
 *    |pH − median| ≥ minDeviation (0.3 pH units; compared with a 1e-9 tolerance so that 7.1 − 6.8
 *    counts as 0.3). The second condition keeps a very quiet series from flagging harmless
 *    wiggles. MAD = 0 (more than half of the window equal) makes the z-score infinite for any
 *    deviation: the point is then a spike exactly when the deviation is at least minDeviation.
 *    At the ends of the series the window is simply shorter (it is not shifted); with fewer than
 *    7 readings in it no spike is judged.
 *
 * `median` of a verdict is the window median (the chart's rolling median): for a sensor fault it is
 * the median of its valid neighbours without itself; null when there is no valid reading in reach.
 *
 * Paging (`contextRows`, 120): a caller that analyses one page of a longer series adds contextRows
 * readings on each side (fewer at the ends of the series) and keeps the verdicts of the page rows.
 * - sensor_fault is decided per point, and the spike window never looks further than contextRows
 *   rows, so these verdicts and every median equal those of the whole series exactly.
 * - A stuck run is cut at the edges of page + context. The page can therefore only miss a stuck
 *   point, never add one, and only when the run goes past the context while the contextRows
 *   readings beyond the page edge span less than stuckMinutes, i.e. when readings come more often
 *   than every stuckMinutes / contextRows = 30 s. The probe sends about one reading a minute, for
 *   which 120 rows of context cover two hours. Callers with denser series pass a larger contextRows.
 * Why 120: the spike window needs window − 1 = 30 rows each side in a series without faults (more
 *   when faults sit near the page edge, which the wider reach tolerates), and the stuck rule needs
 *   the context to span stuckMinutes; 4 × (window − 1) = 120 serves both.
 *
 * Cost: O(n · window · log window) time (two sorts of at most `window` numbers per point), O(n) memory.
 */

export interface PhPoint {
  /** epoch ms; points ascending in time. */
  t: number;
  ph: number;
  temperature?: number;
  moisture?: number;
}

export interface PhVerdict {
  reason: PhAnomalyReason | null;
  median: number | null;
}

/** The detector's settings live in the contracts, whose endpoint texts quote them. */
export { PH_DETECTOR, type PhDetectorSettings };

/** Where each rule comes from. */
export const PH_DETECTOR_SOURCES: Record<PhAnomalyReason, { sources: readonly SourceId[]; verification: Verification }> = {
  sensor_fault: { sources: ['campbell2013'], verification: 'judgement' },
  stuck: { sources: ['campbell2013'], verification: 'judgement' },
  spike: { sources: ['iglewiczHoaglin1993', 'hampel1974'], verification: 'standard' },
};

/** 1 / Φ⁻¹(3/4): makes the MAD a consistent estimate of the standard deviation for normal data. */
const MAD_SCALE = 1.4826;
/** Fewest readings in a window for a spike verdict. */
const MIN_SPIKE_POINTS = 7;
const EPS = 1e-9;

function settings(options: Partial<PhDetectorSettings>): PhDetectorSettings {
  const s = { ...PH_DETECTOR, ...options };
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new RangeError(`detectPhAnomalies: ${what}.`);
  };
  check(Number.isInteger(s.window) && s.window >= 3 && s.window % 2 === 1, `window must be an odd integer ≥ 3, got ${s.window}`);
  check(Number.isFinite(s.threshold) && s.threshold > 0, `threshold must be > 0, got ${s.threshold}`);
  check(Number.isFinite(s.minDeviation) && s.minDeviation >= 0, `minDeviation must be ≥ 0, got ${s.minDeviation}`);
  check(Number.isFinite(s.validMin) && Number.isFinite(s.validMax) && s.validMin < s.validMax, 'validMin must be below validMax');
  check(Number.isFinite(s.stuckMinutes) && s.stuckMinutes > 0, `stuckMinutes must be > 0, got ${s.stuckMinutes}`);
  check(Number.isInteger(s.contextRows) && s.contextRows >= 0, `contextRows must be an integer ≥ 0, got ${s.contextRows}`);
  return s;
}

function medianOfSorted(a: Float64Array, n: number): number {
  const mid = n >> 1;
  return n % 2 === 1 ? a[mid]! : (a[mid - 1]! + a[mid]!) / 2;
}

/** The same frame again: pH, temperature and moisture exactly equal (undefined equals undefined). */
function sameFrame(a: PhPoint | undefined, b: PhPoint | undefined): boolean {
  return !!a && !!b && a.ph === b.ph && a.temperature === b.temperature && a.moisture === b.moisture;
}

/** One verdict per point, in the order given. See the comment at the top of this file. */
export function detectPhAnomalies(points: readonly PhPoint[], options: Partial<PhDetectorSettings> = {}): PhVerdict[] {
  const o = settings(options);
  const n = points.length;
  const reason: (PhAnomalyReason | null)[] = new Array<PhAnomalyReason | null>(n).fill(null);
  const ph = new Float64Array(n);
  const valid = new Uint8Array(n);
  const validIdx = new Int32Array(n);
  let m = 0;

  // 1. sensor_fault
  for (let i = 0; i < n; i++) {
    const v = points[i]?.ph;
    if (typeof v === 'number' && Number.isFinite(v) && v >= o.validMin && v <= o.validMax) {
      valid[i] = 1;
      ph[i] = v;
      validIdx[m++] = i;
    } else reason[i] = 'sensor_fault';
  }

  // 2. stuck: maximal runs of the same frame spanning ≥ stuckMinutes
  const stuckMs = o.stuckMinutes * 60_000;
  let start = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && sameFrame(points[i - 1], points[i])) continue;
    const last = i - 1;
    if (last > start && points[last]!.t - points[start]!.t >= stuckMs) {
      for (let k = start; k <= last; k++) if (reason[k] === null) reason[k] = 'stuck';
    }
    start = i;
  }

  // 3. rolling median and spikes
  const h = (o.window - 1) / 2;
  const minPoints = Math.min(MIN_SPIKE_POINTS, o.window);
  const buf = new Float64Array(o.window);
  const dev = new Float64Array(o.window);
  const verdicts: PhVerdict[] = new Array<PhVerdict>(n);
  let r = 0; // valid readings before i
  for (let i = 0; i < n; i++) {
    let len = 0;
    for (let k = r - 1, taken = 0; k >= 0 && taken < h; k--, taken++) {
      const j = validIdx[k]!;
      if (i - j > o.contextRows) break;
      buf[len++] = ph[j]!;
    }
    const self = valid[i] === 1;
    if (self) buf[len++] = ph[i]!;
    for (let k = self ? r + 1 : r, taken = 0; k < m && taken < h; k++, taken++) {
      const j = validIdx[k]!;
      if (j - i > o.contextRows) break;
      buf[len++] = ph[j]!;
    }
    if (self) r++;

    if (len === 0) {
      verdicts[i] = { reason: reason[i] ?? null, median: null };
      continue;
    }
    const window = buf.subarray(0, len).sort();
    const median = medianOfSorted(window, len);
    if (self && reason[i] === null && len >= minPoints) {
      const d = Math.abs(ph[i]! - median);
      if (d > 0 && d >= o.minDeviation - EPS) {
        for (let k = 0; k < len; k++) dev[k] = Math.abs(window[k]! - median);
        const mad = medianOfSorted(dev.subarray(0, len).sort(), len);
        if (mad === 0 || d / (MAD_SCALE * mad) > o.threshold) reason[i] = 'spike';
      }
    }
    verdicts[i] = { reason: reason[i] ?? null, median };
  }
  return verdicts;
}
