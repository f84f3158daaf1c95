/**
 * Benchmark of the alert rules' cost on ingestion (issue 26; not a test): the same reading load is
 * delivered with no rules and with 1,000 rules active, in-process (Fastify inject, the real HTTP
 * ingest route with device keys), and the throughputs are compared. Rounds alternate between the
 * two set-ups on two apps so machine load drifts hit both alike.
 *
 *   node --import tsx bench/alerts.ts [--db=pglite|postgres] [--devices=100] [--rounds=3] [--readings=3000] [--out=bench/RESULTS.md]
 *
 * postgres uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and a fresh database.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bearer, startSeededApp } from '../apps/server/test/harness.js';
import { parseFlags, writeSection } from './results.js';

const flags = parseFlags(process.argv.slice(2), ['db', 'devices', 'rounds', 'readings', 'out']);
const db = flags.get('db') ?? 'pglite';
if (db === 'postgres') {
  process.env.AGRIM_TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
}
const DEVICES = Number(flags.get('devices') ?? 100);
const ROUNDS = Number(flags.get('rounds') ?? 3);
const READINGS = Number(flags.get('readings') ?? 3000);
const RULES = 1000;
const CONCURRENCY = 8;
const out = path.resolve(flags.get('out') ?? path.join(import.meta.dirname, 'RESULTS.md'));

type App = Awaited<ReturnType<typeof startSeededApp>>;
interface Probe {
  id: string;
  key: string;
  farmId: string;
}

/** DEVICES farms with one probe each; with `rules`, RULES rules spread over the farms (threshold, rate, silence). */
async function setUp(rules: boolean): Promise<{ t: App; probes: Probe[] }> {
  const t = await startSeededApp({ ALERTS_SILENCE_CHECK_MS: '600000' });
  const admin = { headers: bearer(t.tokens.Admin) };
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
    probes.push({ id: dev.json().data.id, key: dev.json().deviceKey, farmId });
  }
  if (rules) {
    for (let r = 0; r < RULES; r++) {
      const farmId = probes[r % DEVICES]!.farmId;
      const kind = r % 10 === 0 ? 'rate' : r % 10 === 1 ? 'silence' : 'threshold';
      // Lines the load never crosses: the cost measured is evaluating, not raising alarms.
      const body =
        kind === 'silence'
          ? { farmId, name: `r${r}`, kind, minutes: 60 }
          : {
              farmId,
              name: `r${r}`,
              kind,
              metric: 'moisture',
              direction: 'above',
              threshold: kind === 'rate' ? 1e6 : 1000 + r,
              minutes: r % 3,
            };
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts/rules', ...admin, payload: body });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
  }
  return { t, probes };
}

let clock = Date.now() - 2 * 86_400_000;
/** Delivers `count` readings, one per request (as a probe does), CONCURRENCY at a time; readings per second. */
async function load(t: App, probes: Probe[], count: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const p = probes[i % probes.length]!;
        clock += 1000;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/devices/${p.id}/readings`,
          headers: { 'x-device-key': p.key },
          payload: {
            readings: [
              {
                timestamp: new Date(clock).toISOString(),
                nitrogen: 20,
                phosphorus: 12,
                potassium: 18,
                temperature: 25,
                moisture: 30 + (i % 5),
                conductivity: 300,
                ph: 6.8,
              },
            ],
          },
        });
        if (res.statusCode !== 200) throw new Error(res.body);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const none = await setUp(false);
const many = await setUp(true);
await load(none.t, none.probes, 300); // warm-up
await load(many.t, many.probes, 300);
const rates = { none: [] as number[], many: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  rates.none.push(await load(none.t, none.probes, READINGS));
  rates.many.push(await load(many.t, many.probes, READINGS));
}
const alarms = await many.t.app.inject({ method: 'GET', url: '/api/alerts/alarms', headers: bearer(many.t.tokens.Admin) });
await none.t.close();
await many.t.close();

const a = median(rates.none);
const b = median(rates.many);
const change = ((b - a) / a) * 100;
const fmt = (x: number) => Math.round(x).toLocaleString('en-IN');
const cmd = `node --import tsx bench/alerts.ts --db=${db} --devices=${DEVICES} --rounds=${ROUNDS} --readings=${READINGS}`;
const md = `## Alerts: ingestion with 1,000 rules (issue 26)

\`${cmd}\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${db}, ${new Date().toISOString().slice(0, 16)} UTC (machine shared with other work).
In-process (Fastify inject) HTTP ingest with device keys, one reading per request, ${CONCURRENCY} at a time over ${DEVICES} probes on ${DEVICES} farms; ${ROUNDS} alternating rounds of ${READINGS} readings, median.
Rules: ${RULES} spread over the farms (80 % threshold with 0–2 min hold, 10 % rate, 10 % silence), none crossed (${(alarms.json() as { data: unknown[] }).data.length} alarms), so the figure is the cost of evaluating.

| Rules | Readings/s (median) | Rounds |
|---|---|---|
| none | ${fmt(a)} | ${rates.none.map(fmt).join(', ')} |
| ${RULES} | ${fmt(b)} | ${rates.many.map(fmt).join(', ')} |

Change with ${RULES} rules: **${change >= 0 ? '+' : ''}${change.toFixed(1)} %** (goal: within 10 %).
`;
console.log(md);
writeSection(out, `alerts-${db}`, md);
