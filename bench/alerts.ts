/**
 * Benchmark of a farm's alert rules firing while the server takes readings (issues 26 and 38; not
 * a test). One farm has 1,000 rules made by its farmer: 400 stay crossed (400 active alarms, seen
 * again at every reading) and 600 are crossed and cleared by turns at each of that farm's readings.
 * Readings are stamped as live probes stamp them (now). With the product's settings (the default)
 * the minimum hold keeps a cleared rule quiet for 10 minutes of reading time, as it keeps a farmer's
 * noisy rules from flapping; `--hold=0` is the worst case (and what a device sending readings
 * stamped 10 minutes apart could cause, were it not for the cap on raises an hour), where the 600
 * alarms are raised or cleared at every evaluation round. `--spacing=10` is that attack with the
 * product's settings: the firing probe stamps its readings 10 minutes apart (ending about now), so
 * the hold in reading time never holds; the cap of raises a rule an hour (evaluate.ts) does.
 *
 * 1. Ingestion: the same reading load (one reading per request, CONCURRENCY at a time, in-process
 *    through the HTTP route with device keys; one request in ten is the firing farm's probe) on an
 *    app without rules and one with them; rounds alternate between the two so machine drift hits
 *    both. The evaluation runs apart from storing, so the time it takes to catch up after a round
 *    is given too.
 * 2. `/api/health` latency: sequential requests on the idle app, then while the farm's probe sends
 *    crossing readings one after another as fast as they are answered.
 *
 *   node --import tsx bench/alerts.ts [--db=pglite|postgres] [--devices=50] [--rounds=3] [--readings=2000] [--health=400] [--hold=<minutes>] [--spacing=<minutes>] [--out=bench/RESULTS.md]
 *
 * postgres uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and a fresh database.
 * Loopback only (Fastify inject), every loop bounded.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bearer, PASSWORD, startSeededApp } from '../apps/server/test/harness.js';
import { raisesPerHour } from '../apps/server/src/alerts/evaluate.js';
import { loadConfig } from '../apps/server/src/config.js';
import { parseFlags, writeSection } from './results.js';

const flags = parseFlags(process.argv.slice(2), ['db', 'devices', 'rounds', 'readings', 'health', 'hold', 'spacing', 'out']);
const db = flags.get('db') ?? 'pglite';
if (db === 'postgres') {
  process.env.AGRIM_TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
}
const DEVICES = Number(flags.get('devices') ?? 50);
const ROUNDS = Number(flags.get('rounds') ?? 3);
const READINGS = Number(flags.get('readings') ?? 2000);
const HEALTH = Number(flags.get('health') ?? 400);
/** The minimum hold in minutes; absent: the product's default. */
const HOLD = flags.get('hold');
/** Minutes between the firing probe's stamps; absent: stamped as sent. */
const SPACING = flags.get('spacing');
const STEADY = 400;
const FLIPPING = 600;
const CONCURRENCY = 8;
const out = path.resolve(flags.get('out') ?? path.join(import.meta.dirname, 'RESULTS.md'));
const FARMER = 'bench-alerts-farmer@agrim.test';

type App = Awaited<ReturnType<typeof startSeededApp>>;
interface Probe {
  id: string;
  key: string;
  farmId: string;
}

/** DEVICES farms with one probe each; the first is the firing farm. With `rules`, its farmer makes the 1,000 rules. */
async function setUp(rules: boolean): Promise<{ t: App; probes: Probe[] }> {
  const t = await startSeededApp({
    ALERTS_SILENCE_CHECK_MS: '600000',
    // The caps of issue 38 raised for the bench: a farm may hold 50 rules by default.
    ALERT_RULES_PER_FARM: '2000',
    ALERT_RULES_PER_ACCOUNT: '2000',
    ALERT_RULE_CHANGES_PER_HOUR: '5000',
    ...(HOLD === undefined ? {} : { ALERTS_MIN_HOLD_MINUTES: HOLD }),
    // The product's interval between evaluation rounds, not the tests' short one.
    ALERTS_EVALUATION_INTERVAL_MS: String(loadConfig({}).ALERTS_EVALUATION_INTERVAL_MS),
  });
  const admin = { headers: bearer(t.tokens.Admin) };
  await t.app.services.users.create(null, {
    email: FARMER,
    password: PASSWORD,
    role: 'User',
    display_name: 'Bench farmer',
    phone_number: undefined,
  });
  const probes: Probe[] = [];
  for (let i = 0; i < DEVICES; i++) {
    const farm = await t.app.inject({ method: 'POST', url: '/api/farms', ...admin, payload: { name: `Bench farm ${i}` } });
    const farmId = farm.json().data.id as string;
    const dev = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${farmId}/devices`,
      ...admin,
      payload: { name: `Bench probe ${i}` },
    });
    if (dev.statusCode !== 201) throw new Error(dev.body);
    probes.push({ id: dev.json().data.id, key: dev.json().deviceKey, farmId });
  }
  const farmId = probes[0]!.farmId;
  const member = await t.app.inject({ method: 'POST', url: `/api/farms/${farmId}/members`, ...admin, payload: { email: FARMER } });
  if (member.statusCode !== 200) throw new Error(member.body);
  if (rules) {
    const farmer = { headers: bearer((await t.login(FARMER)).json().token) };
    for (let r = 0; r < STEADY + FLIPPING; r++) {
      const steady = r < STEADY;
      const body = {
        farmId,
        name: `r${r}`,
        kind: 'threshold',
        metric: steady ? 'temperature' : 'moisture',
        direction: 'above',
        threshold: (steady ? 30 : 50) + r / 1000,
      };
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts/rules', ...farmer, payload: body });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
  }
  return { t, probes };
}

// Stamped as live probes stamp them (now; one millisecond apart at least, so none is a duplicate);
// with --spacing the firing probe's stamps step that far from far enough back to end about now.
let clock = 0;
let flips = 0;
const firingReadings = 2 * (20 + (ROUNDS * READINGS) / 10) + 10_000;
let firingClock = Date.now() - firingReadings * Number(SPACING ?? 0) * 60_000;
function readingFor(p: Probe, firing: boolean) {
  clock = Math.max(Date.now(), clock + 1);
  if (firing && SPACING !== undefined) firingClock += Number(SPACING) * 60_000;
  // The firing farm's probe: always over the 400 steady lines, over and under the 600 others by turns.
  const moisture = firing ? (flips++ % 2 === 0 ? 90 : 10) : 30 + (clock % 5);
  return {
    readings: [
      {
        timestamp: new Date(firing && SPACING !== undefined ? firingClock : clock).toISOString(),
        nitrogen: 20,
        phosphorus: 12,
        potassium: 18,
        temperature: firing ? 45 : 25,
        moisture,
        conductivity: 300,
        ph: 6.8,
      },
    ],
  };
}
const send = async (t: App, p: Probe, firing: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/devices/${p.id}/readings`,
    headers: { 'x-device-key': p.key },
    payload: readingFor(p, firing),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
};

/** Delivers `count` readings CONCURRENCY at a time, one in ten from the firing farm; readings per second, and the evaluation's catch-up after. */
async function load(t: App, probes: Probe[], count: number): Promise<{ rate: number; catchUpMs: number }> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const firing = i % 10 === 0;
        await send(t, firing ? probes[0]! : probes[1 + (i % (probes.length - 1))]!, firing);
      }
    }),
  );
  const stored = performance.now();
  await t.app.services.evaluation.idle();
  return { rate: count / ((stored - started) / 1000), catchUpMs: performance.now() - stored };
}

/** `/api/health` answered HEALTH times in a row (each latency in ms), with `during` running alongside until they are done. */
async function health(t: App, during?: (done: () => boolean) => Promise<number>): Promise<{ p50: number; p99: number; fired: number }> {
  const times: number[] = [];
  let finished = false;
  const side = during?.(() => finished) ?? Promise.resolve(0);
  for (let i = 0; i < HEALTH; i++) {
    const s = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    times.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(res.body);
    await new Promise((r) => setTimeout(r, 5));
  }
  finished = true;
  const fired = await side;
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!, fired };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const none = await setUp(false);
const many = await setUp(true);
await load(none.t, none.probes, 200); // warm-up
await load(many.t, many.probes, 200);
const active = async () =>
  (
    (await many.t.app.inject({ method: 'GET', url: '/api/alerts/alarms?limit=500', headers: bearer(many.t.tokens.Admin) })).json() as {
      data: unknown[];
    }
  ).data.length;
const rates = { none: [] as number[], many: [] as number[], catchUp: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  rates.none.push((await load(none.t, none.probes, READINGS)).rate);
  const m = await load(many.t, many.probes, READINGS);
  rates.many.push(m.rate);
  rates.catchUp.push(m.catchUpMs);
}
const openAfterLoad = await active();

const idle = await health(many.t);
// Bounded: the firing probe stops when the health loop is done, or after 10,000 readings.
const firing = await health(many.t, async (done) => {
  let n = 0;
  while (!done() && n < 10_000) {
    await send(many.t, many.probes[0]!, true);
    n++;
  }
  await many.t.app.services.evaluation.idle();
  return n;
});
await none.t.close();
await many.t.close();

const a = median(rates.none);
const b = median(rates.many);
const change = ((b - a) / a) * 100;
const fmt = (x: number) => Math.round(x).toLocaleString('en-IN');
const ms = (x: number) => x.toFixed(1);
const cmd = `node --import tsx bench/alerts.ts --db=${db} --devices=${DEVICES} --rounds=${ROUNDS} --readings=${READINGS} --health=${HEALTH}${HOLD === undefined ? '' : ` --hold=${HOLD}`}${SPACING === undefined ? '' : ` --spacing=${SPACING}`}`;
const holding =
  SPACING !== undefined
    ? `its probe stamps its readings ${SPACING} minutes apart, as a device sending a backlog, or attacking, would: the minimum hold of ${loadConfig({}).ALERTS_MIN_HOLD_MINUTES} minutes of reading time never holds a rule, and the cap of ${raisesPerHour((HOLD === undefined ? loadConfig({}).ALERTS_MIN_HOLD_MINUTES : Number(HOLD)) * 60_000)} raises a rule an hour of server time does`
    : HOLD === undefined
      ? `with the product's settings: after a clear the minimum hold keeps each rule quiet for ${loadConfig({}).ALERTS_MIN_HOLD_MINUTES} minutes of reading time, so, the readings being stamped as a live probe stamps them, each is raised and cleared once and then held back for the rest of the run`
      : `minimum hold ${HOLD} min${HOLD === '0' ? ': the worst case, 600 alarms raised or cleared at every one of its readings' : ''}`;
const md = `## Alerts: ingestion and /api/health while a farm's 1,000 rules fire (issues 26, 38)${HOLD === undefined ? '' : `, minimum hold ${HOLD} min`}${SPACING === undefined ? '' : `, readings stamped ${SPACING} min apart`}

\`${cmd}\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${db}, ${new Date().toISOString().slice(0, 16)} UTC (machine shared with other work).
One farm's farmer has ${STEADY + FLIPPING} threshold rules: ${STEADY} stay crossed by its probe (${openAfterLoad} alarms open after the load) and ${FLIPPING} are crossed and cleared by turns at each of its readings (${holding}; with their notifications and digests). Caps on rules per farm and account raised by settings for the bench.
Ingestion: in-process (Fastify inject) HTTP ingest with device keys, one reading per request, ${CONCURRENCY} at a time over ${DEVICES} probes on ${DEVICES} farms, one request in ten from the firing probe; ${ROUNDS} alternating rounds of ${READINGS} readings, median. Evaluation runs apart from storing; "catch-up" is how long it took after a round's last answer to have evaluated everything.

| Rules | Readings/s (median) | Rounds | Evaluation catch-up after a round (ms) |
|---|---|---|---|
| none | ${fmt(a)} | ${rates.none.map(fmt).join(', ')} | — |
| ${STEADY + FLIPPING} firing | ${fmt(b)} | ${rates.many.map(fmt).join(', ')} | ${rates.catchUp.map(fmt).join(', ')} |

Change with the rules firing: **${change >= 0 ? '+' : ''}${change.toFixed(1)} %** (goal: within 10 %).

\`/api/health\`, ${HEALTH} sequential requests (5 ms apart) on the app with the rules:

| | p50 (ms) | p99 (ms) |
|---|---|---|
| idle | ${ms(idle.p50)} | ${ms(idle.p99)} |
| while the farm's probe sends crossing readings back to back (${firing.fired} readings) | ${ms(firing.p50)} | ${ms(firing.p99)} |

p99 while firing: **${(firing.p99 / idle.p99).toFixed(2)} × idle** (goal: within 2 ×).
`;
console.log(md);
writeSection(out, `alerts-${db}${HOLD === undefined ? '' : `-hold${HOLD}`}${SPACING === undefined ? '' : `-spacing${SPACING}`}`, md);
