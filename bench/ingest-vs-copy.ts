/**
 * HTTP batch ingest against PostgreSQL's own `COPY` of the same rows (issue 43, item 1), both in the
 * same run. One real server (`bench/server.ts`, PostgreSQL, a fresh database) with `--devices`
 * registered probes; `--readings` readings (one a minute, valid values) are generated once, before
 * any clock starts, both as the HTTP bodies (`--batch` readings a call) and as COPY text rows.
 * Each round runs both sides, in alternating order: `readings` and `readings_hourly` are truncated
 * and checkpointed first, then
 *  - ingest: `POST /api/v1/devices/:id/readings`, `--concurrency` calls in flight, until all are answered;
 *  - copy: `psql -c '\copy readings (…) from stdin'` with the same rows (the same table: its indexes
 *    and its foreign key; no rollup, which ingest also keeps).
 * readings/s = rows stored (counted afterwards) / wall time. Medians and ranges of the rounds, the
 * server's CPU a reading, and the load average after each side. Writes the "ingest-vs-copy" section
 * of bench/RESULTS.md.
 *
 *   node --import tsx bench/ingest-vs-copy.ts [--rounds=5] [--readings=200000] [--batch=5000] [--concurrency=4] [--devices=8]
 *                                             [--cpu-prof=<dir>] [--no-write] [--out=…]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { METRIC_INFO, SENSOR_METRICS } from '@agrim/contracts';
import pg from 'pg';
import { benchedCommit, parseFlags, writeSection } from './results.js';
import { CLOCK_TICKS, processCpuSeconds, startServer } from './server.js';

const REPO = path.resolve(import.meta.dirname, '..');
const flags = parseFlags(process.argv.slice(2), ['rounds', 'readings', 'batch', 'concurrency', 'devices', 'cpu-prof', 'no-write', 'out']);
const ROUNDS = Number(flags.get('rounds') ?? 5);
const READINGS = Number(flags.get('readings') ?? 200_000);
const BATCH = Number(flags.get('batch') ?? 5_000);
const CONCURRENCY = Number(flags.get('concurrency') ?? 4);
const DEVICES = Number(flags.get('devices') ?? 8);
const OUT = path.resolve(process.cwd(), flags.get('out') ?? path.join(REPO, 'bench', 'RESULTS.md'));
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (const [name, v, max] of [
  ['rounds', ROUNDS, 50],
  ['readings', READINGS, 5_000_000],
  ['batch', BATCH, 5_000],
  ['concurrency', CONCURRENCY, 64],
  ['devices', DEVICES, 100],
] as const)
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} must be an integer 1..${max}`);
if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)[:/]/.test(PG_ADMIN_URL)) throw new Error('BENCH_PG_URL must be a loopback URL');

const COPY_APP = 'ingest-vs-copy';
const log = (s: string) => console.log(`[ingest-vs-copy] ${s}`);
const fmt = (v: number, digits = 0) => v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
/**
 * CPU seconds of the whole PostgreSQL server: its live processes, plus what the postmaster holds of
 * its ended children (a COPY's backend ends with psql). Other databases' work counts too: a figure
 * for the load this machine had, not an exact account.
 */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (comm !== 'postgres') continue;
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += Number(f[11]) + Number(f[12]);
    // The postmaster: its parent is not a postgres process.
    const parent = Number(f[1]);
    let parentComm = '';
    try {
      const ps = readFileSync(`/proc/${parent}/stat`, 'utf8');
      parentComm = ps.slice(ps.indexOf('(') + 1, ps.lastIndexOf(')'));
    } catch {
      // no parent to read
    }
    if (parentComm !== 'postgres') total += Number(f[13]) + Number(f[14]);
  }
  return total / CLOCK_TICKS;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

// Deterministic readings, as bench/sensors.ts makes them.
let seed = 0x1c0b7;
function rand() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function values(): number[] {
  return SENSOR_METRICS.map((m) => {
    const { min, max } = METRIC_INFO[m];
    return Math.round((min + (max - min) * (0.3 + 0.4 * rand())) * 100) / 100;
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(port: number, urlPath: string, key: string, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: urlPath,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-device-key': key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Side {
  perSecond: number;
  seconds: number;
  stored: number;
  /** Server process CPU (user + system) a reading, µs (ingest only). */
  serverUs: number;
  /** PostgreSQL's CPU a reading, µs. */
  dbUs: number;
  load: string;
}

async function main() {
  const startLoad = loadAverage();
  log(`load average before: ${startLoad}`);
  const profDir = flags.get('cpu-prof');
  const server = await startServer({
    name: 'ingcopy',
    db: 'PostgreSQL',
    pgAdminUrl: PG_ADMIN_URL,
    nodeArgs: profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
  });
  const db = new pg.Client({ connectionString: server.databaseUrl! });
  await db.connect();
  try {
    const port = Number(new URL(server.base).port);
    const token = await server.token();
    const call = async (method: string, url: string, body: unknown) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const farm = (await call('POST', '/api/farms', { name: 'Ingest vs COPY' })).data as { id: string };
    const devices: Array<{ id: string; key: string }> = [];
    for (let i = 0; i < DEVICES; i++) {
      const r = await call('POST', `/api/farms/${farm.id}/devices`, { name: `probe-${i + 1}` });
      devices.push({ id: (r.data as { id: string }).id, key: r.deviceKey as string });
    }

    // Each device gets its share, one reading a minute, the newest 3 minutes old.
    const jobs: Array<{ device: (typeof devices)[number]; body: Buffer; n: number }> = [];
    const copyLines: string[] = [];
    const end = Date.now() - 3 * 60_000;
    for (let d = 0; d < DEVICES; d++) {
      const count = Math.floor(READINGS / DEVICES) + (d < READINGS % DEVICES ? 1 : 0);
      const first = end - (count - 1) * 60_000;
      for (let i = 0; i < count; i += BATCH) {
        const n = Math.min(BATCH, count - i);
        const items = [];
        for (let k = 0; k < n; k++) {
          const ts = new Date(first + (i + k) * 60_000).toISOString();
          const v = values();
          const r: Record<string, string | number> = { timestamp: ts };
          SENSOR_METRICS.forEach((m, j) => (r[m] = v[j]!));
          items.push(r);
          copyLines.push(`${devices[d]!.id}\t${ts}\t${v.join('\t')}\n`);
        }
        jobs.push({ device: devices[d]!, body: Buffer.from(JSON.stringify({ readings: items })), n });
      }
    }
    // Devices' batches interleaved, as many probes deliver at once (each device's own in time order).
    const perDevice = devices.map((d) => jobs.filter((j) => j.device === d));
    jobs.length = 0;
    for (let k = 0; perDevice.some((l) => k < l.length); k++) for (const l of perDevice) if (l[k]) jobs.push(l[k]!);
    const copyData = Buffer.from(copyLines.join(''));
    log(
      `${fmt(READINGS)} readings over ${DEVICES} devices: ${jobs.length} bodies of ≤ ${fmt(BATCH)} (${fmt(jobs.reduce((n, j) => n + j.body.length, 0) / 1e6, 1)} MB), COPY text ${fmt(copyData.length / 1e6, 1)} MB`,
    );

    const reset = async () => {
      await db.query('truncate readings, readings_hourly');
      await db.query('checkpoint');
    };
    // The database's backends run at PostgreSQL's priority, whatever the bench's (`nice -n 19` on a
    // shared machine): each side's backends get the bench's, or the server's share of the work would be
    // handicapped against COPY's.
    const ourNice = os.getPriority();
    const renice = async (appName?: string) => {
      const { rows } = await db.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and ($1::text is null or application_name = $1)',
        [appName ?? null],
      );
      for (const { pid } of rows) {
        try {
          if (os.getPriority(pid) !== ourNice) os.setPriority(pid, ourNice);
        } catch {
          // A backend that has just ended, or a priority this user may not set: the report says which.
        }
      }
      return rows.length;
    };
    const count = async () => Number((await db.query('select count(*)::int as n from readings')).rows[0].n);

    const ingest = async (): Promise<Side> => {
      await reset();
      await renice();
      const cpu0 = processCpuSeconds(server.pid);
      const db0 = postgresCpuSeconds();
      const t0 = performance.now();
      let next = 0;
      let accepted = 0;
      const lane = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const res = await post(port, `/api/v1/devices/${job.device.id}/readings`, job.device.key, job.body);
          if (res.status !== 200) throw new Error(`ingest: HTTP ${res.status} ${res.body.slice(0, 200)}`);
          accepted += (JSON.parse(res.body) as { accepted: number }).accepted;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, lane));
      const seconds = (performance.now() - t0) / 1000;
      const cpu = processCpuSeconds(server.pid) - cpu0;
      const dbCpu = postgresCpuSeconds() - db0;
      const stored = await count();
      if (stored !== READINGS || accepted !== READINGS) throw new Error(`ingest stored ${stored}, answered ${accepted} accepted`);
      return {
        perSecond: stored / seconds,
        seconds,
        stored,
        serverUs: (cpu * 1e6) / stored,
        dbUs: (dbCpu * 1e6) / stored,
        load: loadAverage(),
      };
    };

    const copy = async (): Promise<Side> => {
      await reset();
      const url = server.databaseUrl!;
      const db0 = postgresCpuSeconds();
      const t0 = performance.now();
      let reniced = false;
      void (async () => {
        for (let i = 0; i < 200 && !reniced; i++) {
          reniced = (await renice(COPY_APP)) > 0;
          if (!reniced) await new Promise((r) => setTimeout(r, 5));
        }
      })();
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          'psql',
          ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', `\\copy readings (device_id, ts, ${SENSOR_METRICS.join(', ')}) from stdin`],
          {
            stdio: ['pipe', 'ignore', 'inherit'],
            env: { ...process.env, PGAPPNAME: COPY_APP },
          },
        );
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited with ${code}`))));
        child.stdin!.end(copyData);
      });
      const seconds = (performance.now() - t0) / 1000;
      const dbCpu = postgresCpuSeconds() - db0;
      if (!reniced) log('  (the COPY backend was not reniced in time)');
      const stored = await count();
      if (stored !== READINGS) throw new Error(`copy stored ${stored}`);
      return { perSecond: stored / seconds, seconds, stored, serverUs: NaN, dbUs: (dbCpu * 1e6) / stored, load: loadAverage() };
    };

    // One unmeasured ingest warms the server's code paths and the database's caches.
    await ingest();
    const rounds: Array<{ ingest: Side; copy: Side; order: string }> = [];
    for (let r = 0; r < ROUNDS; r++) {
      const copyFirst = r % 2 === 1;
      let i: Side;
      let c: Side;
      if (copyFirst) {
        c = await copy();
        i = await ingest();
      } else {
        i = await ingest();
        c = await copy();
      }
      rounds.push({ ingest: i, copy: c, order: copyFirst ? 'copy, ingest' : 'ingest, copy' });
      log(
        `round ${r + 1} (${rounds.at(-1)!.order}): ingest ${fmt(i.perSecond)}/s (CPU a reading: server ${fmt(i.serverUs, 2)} µs, PostgreSQL ${fmt(i.dbUs, 2)} µs; load ${i.load}), COPY ${fmt(c.perSecond)}/s (PostgreSQL ${fmt(c.dbUs, 2)} µs; load ${c.load}): ratio ${fmt(i.perSecond / c.perSecond, 3)}`,
      );
    }
    const ing = rounds.map((r) => r.ingest.perSecond);
    const cop = rounds.map((r) => r.copy.perSecond);
    const ratios = rounds.map((r) => r.ingest.perSecond / r.copy.perSecond);
    const ratio = median(ing) / median(cop);
    const range = (xs: number[], d = 0) => `${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)}`;
    log(
      `median ingest ${fmt(median(ing))}/s (${range(ing)}), COPY ${fmt(median(cop))}/s (${range(cop)}): ratio of medians ${fmt(ratio, 3)}; per-round ratios ${range(ratios, 2)}`,
    );
    if (flags.has('no-write')) return;

    const commit = benchedCommit(REPO);
    const extra = [
      ROUNDS !== 5 ? ` --rounds=${ROUNDS}` : '',
      READINGS !== 200_000 ? ` --readings=${READINGS}` : '',
      BATCH !== 5_000 ? ` --batch=${BATCH}` : '',
      CONCURRENCY !== 4 ? ` --concurrency=${CONCURRENCY}` : '',
      DEVICES !== 8 ? ` --devices=${DEVICES}` : '',
    ].join('');
    const md = [
      '## HTTP batch ingest against `COPY` (PostgreSQL)',
      '',
      `\`node --import tsx bench/ingest-vs-copy.ts${extra}\``,
      '',
      `${new Date().toISOString()}; ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores, Node ${process.version}; code ${commit}. Other work shared the machine.`,
      `Load average (1, 5, 15 min) before: ${startLoad}; 1-min after each side: ${rounds.map((r) => `${r.ingest.load.split(',')[0]}/${r.copy.load.split(',')[0]}`).join(', ')} (ingest/COPY).`,
      '',
      `${fmt(READINGS)} readings over ${DEVICES} devices, the same rows on both sides. Ingest: \`POST /api/v1/devices/:id/readings\`, ${fmt(BATCH)} readings a call, ${CONCURRENCY} calls in flight (validation, storing, the hourly rollup, the devices' last-seen). COPY: \`psql \\copy readings … from stdin\` into the same table (its indexes and foreign key). Each side starts on truncated, checkpointed tables; the database backends doing each side's work run at the bench's priority (${os.getPriority()}, as the server does); the sides alternate which goes first; ${ROUNDS} rounds after one unmeasured ingest.`,
      '',
      '| side | readings/s, median | range | server CPU a reading, median | PostgreSQL CPU a reading, median |',
      '|---|---|---|---|---|',
      `| HTTP ingest | ${fmt(median(ing))} | ${range(ing)} | ${fmt(median(rounds.map((r) => r.ingest.serverUs)), 2)} µs | ${fmt(median(rounds.map((r) => r.ingest.dbUs)), 2)} µs |`,
      `| \`COPY\` | ${fmt(median(cop))} | ${range(cop)} | — | ${fmt(median(rounds.map((r) => r.copy.dbUs)), 2)} µs |`,
      '',
      `**Ratio of the medians: ${fmt(ratio, 2)}** (goal ≥ 0.80); per-round ratios ${range(ratios, 2)} (${ratios.map((x) => fmt(x, 2)).join(', ')}).`,
    ].join('\n');
    writeSection(OUT, 'ingest-vs-copy', md);
    log(`written to ${path.relative(process.cwd(), OUT)}`);
  } finally {
    await db.end();
    agent.destroy();
    await server.stop();
  }
}

await main();
