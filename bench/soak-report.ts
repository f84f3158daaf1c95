/**
 * The soak's figures as the `soak` section of bench/RESULTS.md: the machine, the command, the
 * overall table against the sensor issue's targets, memory, and a table per span of the run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mean, slope, type Summary, Window } from './soak-stats.js';

const REPO = path.resolve(import.meta.dirname, '..');

export const TARGET = { latestDataP99Ms: 20, dataP99Ms: 150 };

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—';
export const ms = (n: number) => (!Number.isFinite(n) ? '—' : n >= 100 ? `${fmt(n)} ms` : `${fmt(n, n >= 10 ? 1 : 2)} ms`);
export const mib = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MiB`;

export function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const memKb = Number(/MemTotal:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0);
  const version = (pkg: string) => {
    try {
      return (JSON.parse(readFileSync(path.join(REPO, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      return '?';
    }
  };
  let git = 'unknown (no git)';
  try {
    const run = (...a: string[]) =>
      execFileSync('git', a, { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const dirty = run('status', '--porcelain', '--', 'apps/server', 'packages/contracts').split('\n').filter(Boolean).length;
    git = `${run('log', '-1', '--format=%h %cI %s')}${dirty ? ` (+ ${dirty} uncommitted change(s) under apps/server, packages/contracts)` : ''}`;
  } catch {
    /* no git */
  }
  return {
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memGiB: memKb / 1024 / 1024,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    packages: `PGlite ${version('@electric-sql/pglite')}, fastify ${version('fastify')}, pg ${version('pg')}, mqtt ${version('mqtt')}`,
    git,
  };
}

/** A 10-second sample of the server and the machine. */
export interface Sample {
  /** Seconds since the load started. */
  t: number;
  rss: number;
  /** CPU over the previous 10 s, in % of one core. */
  serverCpu: number;
  pgCpu: number | null;
  machineCpu: number;
  loadAvg: number;
}

export interface SoakResult {
  command: string;
  startedAt: string;
  db: string;
  broker: string;
  minutes: number;
  rate: number;
  devices: { http: number; mqtt: number };
  users: { total: number; admins: number };
  tilesEverySeconds: number;
  /** One per minute of load. */
  windows: Window[];
  samples: Sample[];
  dbSize: { start: number; end: number; what: string };
  sent: number;
  acked: number;
  stored: number | null;
  storedMismatch: string[];
  /** Seconds from the end of the load until the stored counts were final. */
  drainSeconds: number;
  serverProblems: string[];
  serverProblemCount: number;
  startupMs: number;
  aborted: string | null;
}

const atMost = (actual: number, target: number) =>
  !Number.isFinite(actual) ? 'not measured' : actual <= target ? 'met' : `not met (${fmt(((actual - target) / target) * 100)}% over)`;
const lat = (s: Summary) => (s.n ? `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (${fmt(s.n)} calls)` : 'no calls');

/** Windows [from, to) of whole minutes merged into one. */
function span(windows: Window[], from: number, to: number): Window {
  const w = new Window();
  for (const x of windows.slice(from, to)) w.merge(x);
  return w;
}

export function memoryVerdict(r: SoakResult) {
  const m = r.minutes;
  const warm = Math.min(5, m / 2);
  const earlyEnd = warm + Math.min(5, (m - warm) / 2);
  const lateStart = Math.max(earlyEnd, m - 5);
  const rssIn = (a: number, b: number) => mean(r.samples.filter((s) => s.t >= a * 60 && s.t <= b * 60).map((s) => s.rss));
  const early = rssIn(warm, earlyEnd);
  const late = rssIn(lateStart, m);
  const after = r.samples.filter((s) => s.t >= warm * 60);
  const slopeMiBh = slope(after.map((s) => [s.t / 3600, s.rss / 1024 / 1024]));
  const growth = late - early;
  const allowed = Math.max(16 * 1024 * 1024, 0.05 * early);
  const flat = Number.isFinite(growth) && growth <= allowed && Number.isFinite(slopeMiBh) && slopeMiBh <= 32;
  return { warm, earlyEnd, lateStart, early, late, growth, slopeMiBh, flat, peak: Math.max(...r.samples.map((s) => s.rss)) };
}

function spanRow(r: SoakResult, from: number, to: number): string {
  const w = span(r.windows, from, to);
  const seconds = (to - from) * 60;
  const inSpan = r.samples.filter((s) => s.t > from * 60 && s.t <= to * 60);
  const acked = w.n('acked.http') + w.n('acked.mqtt');
  const sent = w.n('sent.http') + w.n('sent.mqtt');
  const p99 = (name: string) => ms(w.summary(name).p99);
  return `| ${from}–${to} | ${fmt(acked / seconds)} (${fmt(sent / seconds)}) | ${p99('ingest.http')} | ${p99('ingest.mqtt')} | ${p99('GET /agri/latest/data')} | ${p99('GET /agri/data')} | ${p99('GET /agri/latest')} | ${p99('sse.lag')} | ${w.errorTotal()} | ${mib(mean(inSpan.map((s) => s.rss)))} | ${fmt(mean(inSpan.map((s) => s.serverCpu)))}% |`;
}

export function report(r: SoakResult, m: ReturnType<typeof machine>): string {
  const minutes = r.windows.length;
  const all = span(r.windows, 0, minutes);
  const seconds = minutes * 60;
  const acked = all.n('acked.http') + all.n('acked.mqtt');
  const perMinute = r.windows.map((w) => (w.n('acked.http') + w.n('acked.mqtt')) / 60);
  const latestData = all.summary('GET /agri/latest/data');
  const data = all.summary('GET /agri/data');
  const mem = memoryVerdict(r);
  const errors = all.errorTotal();
  const breakdown = all.errorBreakdown();
  const missed = all.n('client.missedReadings');
  const sendDelay = all.summary('client.sendDelay');
  const expectedEvents = minutes * 60 * r.users.total;
  const storedOk = r.stored !== null && r.storedMismatch.length === 0;
  const cpu = (k: 'serverCpu' | 'machineCpu') => fmt(mean(r.samples.map((s) => s[k])));
  const pgCpu = r.samples.every((s) => s.pgCpu === null) ? null : fmt(mean(r.samples.map((s) => s.pgCpu ?? 0)));
  const growth = r.dbSize.end - r.dbSize.start;

  const rows: string[][] = [
    ['measure', 'result', 'target', 'verdict'],
    [
      'ingest rate (acknowledged)',
      `**${fmt(acked / seconds)} readings/s** over ${minutes} min; per minute min ${fmt(Math.min(...perMinute))}, max ${fmt(Math.max(...perMinute))}; ` +
        `${fmt(r.sent)} sent, ${fmt(r.acked)} acknowledged; the load generator sent each batch late by p50 ${ms(sendDelay.p50)}, p99 ${ms(sendDelay.p99)}` +
        (missed ? `, and skipped ${fmt(missed)} readings (late by over a second)` : ''),
      `${fmt(r.rate)} readings/s`,
      // Per-minute counts jitter at the minute edges (acks are filed by arrival): the verdict is on the whole run.
      acked / seconds >= r.rate * 0.99 && !missed ? 'met' : 'not met',
    ],
    ['HTTP batch ack (POST /api/v1/devices/:id/readings)', lat(all.summary('ingest.http')), '—', '—'],
    ['MQTT PUBACK from the broker (QoS 1)', lat(all.summary('ingest.mqtt')), '—', '—'],
    ['GET /agri/latest/data', lat(latestData), `p99 ≤ ${TARGET.latestDataP99Ms} ms`, atMost(latestData.p99, TARGET.latestDataP99Ms)],
    ['GET /agri/data, 7-day range', lat(data), `p99 ≤ ${TARGET.dataP99Ms} ms`, atMost(data.p99, TARGET.dataP99Ms)],
    ['GET /agri/latest (tiles)', lat(all.summary('GET /agri/latest')), '—', '—'],
    ['GET /agri/fertigation', lat(all.summary('GET /agri/fertigation')), '—', '—'],
    [
      'SSE delivery lag (reading timestamp → event received)',
      `${lat(all.summary('sse.lag')).replace('calls', 'events')}; ${fmt(all.n('sse.events'))} events of ~${fmt(expectedEvents)} expected (one a second per user). ` +
        `HTTP devices ${lat(all.summary('sse.lag.http')).replace('calls', 'events')}; MQTT devices (publish → stored → event, end to end) ${lat(all.summary('sse.lag.mqtt')).replace('calls', 'events')}. ` +
        'Includes the load generator lateness above',
      '—',
      '—',
    ],
    [
      'errors',
      errors
        ? `**${fmt(errors)}**: ${breakdown.map(([k, v]) => `${k} ${fmt(v)}`).join(', ')}`
        : '**0** (non-2xx, timeouts, network, MQTT, stream drops, duplicates, rejected readings)',
      '0',
      errors === 0 ? 'met' : 'not met',
    ],
    [
      'every acknowledged reading stored, once',
      r.stored === null
        ? 'not checked (the server was gone)'
        : `${fmt(r.stored)} stored (rawCount of each device, final ${fmt(r.drainSeconds, 1)} s after the load stopped), ${fmt(r.acked)} acknowledged, ${fmt(r.sent)} sent` +
          (r.stored > r.acked && !r.storedMismatch.length ? ' (the extra ones are readings whose answer timed out)' : '') +
          (r.storedMismatch.length ? `; ${r.storedMismatch.length} device(s) off: ${r.storedMismatch.slice(0, 3).join('; ')}` : ''),
      'acknowledged ≤ stored ≤ sent on every device (= when no errors)',
      storedOk ? (r.stored === r.acked ? 'met (equal)' : 'met') : 'not met',
    ],
    [
      'server memory (RSS)',
      `minutes ${fmt(mem.warm, 1)}–${fmt(mem.earlyEnd, 1)} mean ${mib(mem.early)}, last minutes ${fmt(mem.lateStart, 1)}–${minutes} mean ${mib(mem.late)} (${mem.growth >= 0 ? '+' : ''}${mib(mem.growth)}); ` +
        `slope after the ${fmt(mem.warm, 1)}-min warm-up ${fmt(mem.slopeMiBh, 1)} MiB/h; peak ${mib(mem.peak)}`,
      'flat',
      r.minutes < 15 ? '— (needs a run of 15 min or more)' : mem.flat ? 'met (flat)' : 'not met (growing)',
    ],
    [
      'CPU, % of one core (mean of 10-s samples)',
      `server ${cpu('serverCpu')}%${pgCpu === null ? '' : `, PostgreSQL backends of the bench database ${pgCpu}%`}, whole machine ${cpu('machineCpu')}% of ${m.cores * 100}%`,
      '—',
      '—',
    ],
    [
      'database size',
      `${r.dbSize.what}: ${mib(r.dbSize.start)} → ${mib(r.dbSize.end)} (+${mib(growth)}, ${r.acked ? fmt(growth / r.acked) : '—'} bytes a reading)`,
      '—',
      '—',
    ],
  ];
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const table = rows.map((row) => `| ${row.map(esc).join(' | ')} |`);
  table.splice(1, 0, '|---|---|---|---|');

  const step = minutes >= 10 ? 5 : 1;
  const spans: string[] = [];
  for (let a = 0; a < minutes; a += step) spans.push(spanRow(r, a, Math.min(minutes, a + step)));

  return [
    `## Soak${r.minutes < 30 ? ` (short run: ${fmt(r.minutes, 1)} min)` : ''}`,
    '',
    'Written by `bench/soak.ts` (see `bench/README.md`). Loopback only; the server is a child process, the load comes from worker threads of the bench process on the same machine.',
    '',
    '| machine | |',
    '|---|---|',
    `| CPU | ${m.cpu}, ${m.cores} cores available |`,
    `| memory | ${fmt(m.memGiB, 1)} GiB |`,
    `| Node, OS | ${m.node}, ${m.os} |`,
    `| packages | ${m.packages} |`,
    `| code | ${m.git} |`,
    `| started | ${r.startedAt} |`,
    '',
    `Command: \`${r.command}\` (cwd: repository root)`,
    '',
    `Database: ${r.db}. Broker: ${r.broker}. Server start to healthy: ${ms(r.startupMs)}. ` +
      `Load: ${fmt(r.rate)} readings/s from ${r.devices.http + r.devices.mqtt} devices (${r.devices.http} over HTTP, ${r.devices.mqtt} over MQTT QoS 1), ` +
      `each sending the past second's readings once a second; ${r.users.total} dashboard users (${r.users.total - r.users.admins} User, ${r.users.admins} Admin), ` +
      `each holding the live stream of one device, refetching the tiles on a reading at most every ${r.tilesEverySeconds} s, polling GET /agri/latest/data every 5 s, ` +
      'the 7-day chart every 30–60 s and the fertigation status every 30 s.',
    '',
    ...(r.aborted ? [`**Run aborted:** ${r.aborted}`, ''] : []),
    ...table,
    '',
    `Memory is called flat when the late mean is within max(16 MiB, 5 %) of the early mean and the slope is under 32 MiB/h.`,
    '',
    `Readings/s acknowledged per minute: ${perMinute.map((x) => fmt(x)).join(', ')}.`,
    '',
    `Per ${step === 5 ? '5 minutes' : 'minute'} (p99s; readings/s acknowledged, sent in brackets; RSS and server CPU are means of the 10-s samples):`,
    '',
    `| minutes | readings/s | HTTP ack | MQTT PUBACK | /agri/latest/data | /agri/data 7 d | /agri/latest | SSE lag | errors | server RSS | server CPU |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...spans,
    '',
    r.serverProblemCount
      ? `Server warnings/errors logged (${r.serverProblemCount}):\n\n${r.serverProblems.map((p) => `    ${p}`).join('\n')}`
      : 'The server logged no warnings or errors.',
    ...(all.errors.length ? ['', 'First client-side errors:', '', ...all.errors.slice(0, 10).map((e) => `    ${e}`)] : []),
    '',
  ].join('\n');
}
