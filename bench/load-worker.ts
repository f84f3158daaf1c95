/**
 * Closed-loop HTTP load for bench/sensors.ts, run in a worker thread so the client load can be spread
 * over several threads. Each of `connections` loops keeps one keep-alive connection busy: request,
 * wait for the whole answer, repeat. Only requests that start and finish inside the measuring window
 * (after `warmupMs`, for `durationMs`) are counted.
 */
import http from 'node:http';
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

  const loop = async (i: number) => {
    let n = input.offset + i;
    while (performance.now() < measureTo) {
      const path = input.paths[n++ % input.paths.length]!;
      const t0 = performance.now();
      let status = 0;
      try {
        status = await get(path);
      } catch (err) {
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
  };
  await Promise.all(Array.from({ length: input.connections }, (_v, i) => loop(i)));
  clearTimeout(eluTimer);
  const elu = eluStart ? performance.eventLoopUtilization(eluStart).utilization : 0;
  agent.destroy();
  const result: LoadWorkerResult = { latencies: Float64Array.from(latencies), ok, statuses, errors, firstError, elu };
  parentPort!.postMessage(result);
}

void main();
