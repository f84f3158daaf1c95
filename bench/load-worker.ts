/**
 * Closed-loop HTTP load for bench/sensors.ts and bench/latest-vs-bare.ts, run in a worker thread so the
 * client load can be spread over several threads. Each of `connections` loops keeps one keep-alive
 * connection busy: request, wait for the whole answer, repeat. Only requests that start and finish
 * inside the measuring window (after `warmupMs`, for `durationMs`) are counted.
 *
 * `raw`: autocannon's way, a socket per connection writing prepared request bytes and reading just the
 * status line and Content-Length, several times cheaper a request than `http.request`; on a 2-core
 * machine the client shares the CPU with the server, so a heavy client hides the server's own cost.
 */
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadWorkerInput {
  port: number;
  token: string;
  paths: string[];
  connections: number;
  warmupMs: number;
  durationMs: number;
  offset: number;
  /** Raw sockets instead of node:http (answers must carry Content-Length: no chunked bodies). */
  raw?: boolean;
}

export interface LoadWorkerResult {
  latencies: Float64Array;
  ok: number;
  statuses: Record<string, number>;
  errors: number;
  firstError: string | null;
  elu: number;
}

const input = workerData as LoadWorkerInput;
const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: input.port, path, method: 'GET', agent, headers: { authorization: `Bearer ${input.token}` } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One keep-alive socket sending prepared requests; `send` resolves with the answer's status. */
function rawConnection(): { send: (request: Buffer) => Promise<number>; close: () => void } {
  const socket = net.connect({ host: '127.0.0.1', port: input.port, noDelay: true });
  let buffer: Buffer = Buffer.alloc(0);
  let waiting: { resolve: (status: number) => void; reject: (err: Error) => void } | null = null;
  const fail = (err: Error) => {
    const w = waiting;
    waiting = null;
    w?.reject(err);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const headEnd = buffer.indexOf('\r\n\r\n');
    if (headEnd < 0 || !waiting) return;
    const head = buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(new Error(`an answer without Content-Length: ${head.slice(0, 80)}`));
    const end = headEnd + 4 + Number(length[1]);
    if (buffer.length < end) return;
    buffer = buffer.subarray(end);
    const w = waiting;
    waiting = null;
    w.resolve(Number(head.slice(9, 12)));
  });
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.destroy(),
  };
}

async function main() {
  const start = performance.now();
  const measureFrom = start + input.warmupMs;
  const measureTo = measureFrom + input.durationMs;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  let firstError: string | null = null;
  let eluStart: ReturnType<typeof performance.eventLoopUtilization> | null = null;
  const eluTimer = setTimeout(() => (eluStart = performance.eventLoopUtilization()), input.warmupMs);

  const requests = input.paths.map((p) =>
    Buffer.from(`GET ${p} HTTP/1.1\r\nhost: 127.0.0.1:${input.port}\r\nauthorization: Bearer ${input.token}\r\n\r\n`, 'latin1'),
  );
  const loop = async (i: number) => {
    let n = input.offset + i;
    let conn = input.raw ? rawConnection() : null;
    while (performance.now() < measureTo) {
      const k = n++ % input.paths.length;
      const t0 = performance.now();
      let status = 0;
      try {
        status = conn ? await conn.send(requests[k]!) : await get(input.paths[k]!);
      } catch (err) {
        if (conn) {
          conn.close();
          conn = rawConnection();
        }
        errors += 1;
        firstError ??= (err as Error).message;
      }
      const t1 = performance.now();
      if (t0 < measureFrom || t1 > measureTo || status === 0) continue;
      if (status === 200) {
        ok += 1;
        latencies.push(t1 - t0);
      } else {
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
    conn?.close();
  };
  await Promise.all(Array.from({ length: input.connections }, (_v, i) => loop(i)));
  clearTimeout(eluTimer);
  const elu = eluStart ? performance.eventLoopUtilization(eluStart).utilization : 0;
  agent.destroy();
  const result: LoadWorkerResult = { latencies: Float64Array.from(latencies), ok, statuses, errors, firstError, elu };
  parentPort!.postMessage(result);
}

void main();
