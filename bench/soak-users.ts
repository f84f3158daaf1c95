/**
 * The soak's simulated dashboard users, in a worker thread. Each user watches one device the way the
 * /home screen and the spec's clients do: holds the live stream (GET /api/stream/readings, SSE) open,
 * reconnecting 5 s after a drop like apps/web/src/lib/useEventStream.ts; refetches the tiles
 * (GET /agri/latest) when a reading arrives, at most every `tilesEveryMs`; polls GET /agri/latest/data
 * every `latestDataEveryMs` (POLL_INTERVAL_MS); reloads the 7-day chart (GET /agri/data) every
 * 30–60 s; and reads the fertigation status every 30 s (the screen's refetchInterval).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { kolkataDay } from '@agrim/contracts';
import { type SoakDone, TickCollector } from './soak-stats.js';

export interface SoakUser {
  token: string;
  deviceId: string;
  /** How the watched device delivers: SSE lag is also counted per transport (MQTT's is its end-to-end delay). */
  transport: 'http' | 'mqtt';
}

export interface SoakUsersInput {
  port: number;
  users: SoakUser[];
  /** Milliseconds after the devices' first second when the users open the screen. */
  delayMs: number;
  timeoutMs: number;
  latestDataEveryMs: number;
  /** 0: no tile refetches. */
  tilesEveryMs: number;
  chartEveryMs: [number, number];
  fertigationEveryMs: number;
}

const input = workerData as SoakUsersInput;
const out = new TickCollector();
const STREAM_RETRY_MS = 5000;
/** Readings arrive every second and a heartbeat every 15 s: this much silence is a stalled stream. */
const STREAM_STALL_MS = 30_000;
const DAY = 86_400_000;

let stopping = false;
const inFlight = new Set<Promise<void>>();
const timers = new Set<NodeJS.Timeout>();
const streams = new Set<http.ClientRequest>();

function later(ms: number, fn: () => void) {
  if (stopping) return;
  const t = setTimeout(() => {
    timers.delete(t);
    if (!stopping) fn();
  }, ms);
  timers.add(t);
}

/** GET a whole answer; the time is to its last byte. */
function get(agent: http.Agent, token: string, name: string, path: string) {
  const p = new Promise<void>((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      { host: '127.0.0.1', port: input.port, path, method: 'GET', agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          if (res.statusCode === 200) out.time(name, performance.now() - t0);
          else out.error(`err.${name}.${res.statusCode}`, Buffer.concat(chunks).toString('utf8').slice(0, 200));
          resolve();
        });
        res.on('error', (err) => {
          clearTimeout(timer);
          out.error(`err.${name}.network`, err.message);
          resolve();
        });
      },
    );
    const timer = setTimeout(() => {
      out.error(`err.${name}.timeout`, `no answer within ${input.timeoutMs} ms`);
      req.destroy(new Error('timeout'));
    }, input.timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      if (err.message !== 'timeout') out.error(`err.${name}.network`, err.message);
      resolve();
    });
    req.end();
  });
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
  return p;
}

/** The next message of a type from the main thread (`start` carries the epoch ms of the devices' first second). */
const next = (type: string) =>
  new Promise<{ type: string; startAt?: number }>((resolve) =>
    parentPort!.on('message', (m: { type: string; startAt?: number }) => m.type === type && resolve(m)),
  );

function runUser(user: SoakUser, openAt: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const q = new URLSearchParams({ deviceId: user.deviceId });
  let lastTiles = 0;
  let tilesBusy = false;

  const tiles = () => {
    if (input.tilesEveryMs <= 0 || tilesBusy || performance.now() - lastTiles < input.tilesEveryMs) return;
    tilesBusy = true;
    lastTiles = performance.now();
    void get(agent, user.token, 'GET /agri/latest', `/agri/latest?${q}`).finally(() => (tilesBusy = false));
  };

  const stream = () => {
    let buffer = '';
    let lastByte = Date.now();
    let ended = false;
    let refused = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: input.port,
        path: `/api/stream/readings?${q}`,
        method: 'GET',
        agent: false,
        headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          refused = true;
          out.error(`err.sse.${res.statusCode}`, `stream answered ${res.statusCode}`);
          res.resume();
          return;
        }
        out.add('sse.connects');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          lastByte = Date.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trimStart();
            }
            if (event !== 'reading') continue;
            // The reading's timestamp is when the device sampled it (the newest of its batch).
            const lag = Date.now() - Date.parse((JSON.parse(data) as { timestamp: string }).timestamp);
            out.time('sse.lag', lag);
            out.time(`sse.lag.${user.transport}`, lag);
            out.add('sse.events');
            tiles();
          }
        });
      },
    );
    streams.add(req);
    const stall = setInterval(() => {
      if (Date.now() - lastByte > STREAM_STALL_MS) req.destroy(new Error(`no data for ${STREAM_STALL_MS / 1000} s`));
    }, 5000);
    const dropped = (why: string) => {
      if (ended) return;
      ended = true;
      clearInterval(stall);
      streams.delete(req);
      if (stopping) return;
      if (!refused) out.error('err.sse.disconnect', why);
      later(STREAM_RETRY_MS, stream);
    };
    req.on('error', (err) => dropped(err.message));
    req.on('close', () => dropped('stream closed'));
    req.end();
  };

  const latestData = () => {
    void get(agent, user.token, 'GET /agri/latest/data', `/agri/latest/data?${q}`);
    later(input.latestDataEveryMs, latestData);
  };
  const chartEvery = () => input.chartEveryMs[0] + Math.random() * (input.chartEveryMs[1] - input.chartEveryMs[0]);
  const chart = () => {
    const now = Date.now();
    const range = new URLSearchParams({
      deviceId: user.deviceId,
      startOffset: kolkataDay(new Date(now - 6 * DAY)),
      endOffset: kolkataDay(new Date(now)),
    });
    void get(agent, user.token, 'GET /agri/data', `/agri/data?${range}`);
    later(chartEvery(), chart);
  };
  const fertigation = () => {
    void get(agent, user.token, 'GET /agri/fertigation', `/agri/fertigation?${q}`);
    later(input.fertigationEveryMs, fertigation);
  };

  // Users open the screen at different moments: first requests spread over each period.
  const open = Math.max(0, openAt - Date.now());
  later(open, stream);
  later(open + Math.random() * input.latestDataEveryMs, latestData);
  later(open + Math.random() * input.chartEveryMs[0], chart);
  later(open + Math.random() * input.fertigationEveryMs, fertigation);
  return agent;
}

async function main() {
  const started = next('start');
  const stopped = next('stop');
  parentPort!.postMessage({ type: 'ready' });
  const openAt = (await started).startAt! + input.delayMs;
  const agents = input.users.map((u) => runUser(u, openAt));
  const ticker = setInterval(() => parentPort!.postMessage(out.take()), 1000);
  await stopped;
  stopping = true;
  for (const t of timers) clearTimeout(t);
  for (const s of streams) s.destroy();
  await Promise.all([...inFlight]);
  clearInterval(ticker);
  parentPort!.postMessage(out.take());
  for (const a of agents) a.destroy();
  const done: SoakDone = { type: 'done' };
  parentPort!.postMessage(done);
}

void main().catch((err: Error) => {
  parentPort!.postMessage({ type: 'fatal', message: err.stack ?? err.message });
});
