/**
 * The soak's simulated devices, in a worker thread: each device sends the readings of the past second
 * once a second, as a gateway does, over HTTP (POST /api/v1/devices/:id/readings with X-Device-Key)
 * or MQTT (QoS 1, one connection per device). Paced by the wall clock: a device whose turn came more
 * than a second late skips that second (counted) instead of sending a catch-up burst, so the offered
 * rate never exceeds the target.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { METRIC_INFO, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { type SoakDone, TickCollector } from './soak-stats.js';

export interface SoakDevice {
  id: string;
  key: string;
  transport: 'http' | 'mqtt';
}

export interface SoakDevicesInput {
  port: number;
  mqttUrl: string;
  runId: string;
  devices: SoakDevice[];
  /** Readings a second over all devices. */
  rate: number;
  timeoutMs: number;
}

const input = workerData as SoakDevicesInput;
const out = new TickCollector();
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 * input.devices.length });
const MQTT_TOPIC = (deviceId: string) => `agrim/${deviceId}/readings`;

const ackedByDevice: Record<string, number> = {};
const sentByDevice: Record<string, number> = {};
const inFlight = new Set<Promise<void>>();
let stopping = false;

/** The next message of a type from the main thread (`start` carries the epoch ms of the first second). */
const next = (type: string) =>
  new Promise<{ type: string; startAt?: number }>((resolve) =>
    parentPort!.on('message', (m: { type: string; startAt?: number }) => m.type === type && resolve(m)),
  );

const BASE: Record<SensorMetric, [number, number, number]> = {
  // centre, daily swing, noise; values are clamped to the probe's range
  nitrogen: [140, 15, 6],
  phosphorus: [45, 5, 3],
  potassium: [180, 20, 8],
  temperature: [26, 6, 0.5],
  moisture: [38, 8, 1.5],
  conductivity: [850, 120, 40],
  ph: [6.8, 0.3, 0.05],
};

function reading(t: number) {
  const phase = Math.sin(((t % 86_400_000) / 86_400_000) * 2 * Math.PI);
  const r: Record<string, string | number> = { timestamp: new Date(t).toISOString() };
  for (const m of SENSOR_METRICS) {
    const [c, swing, noise] = BASE[m];
    const v = c + swing * phase + noise * (Math.random() * 2 - 1);
    r[m] = Math.round(Math.min(METRIC_INFO[m].max, Math.max(METRIC_INFO[m].min, v)) * 100) / 100;
  }
  return r;
}

/** `n` readings evenly spread over the second that ends at `at` (the newest is at `at`). */
function batch(at: number, n: number): string {
  const step = Math.floor(1000 / n);
  return JSON.stringify({ readings: Array.from({ length: n }, (_v, j) => reading(at - (n - 1 - j) * step)) });
}

function track(p: Promise<void>) {
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
}

function postHttp(dev: SoakDevice, body: string, n: number) {
  const t0 = performance.now();
  return new Promise<void>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: input.port,
        method: 'POST',
        path: `/api/v1/devices/${dev.id}/readings`,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-device-key': dev.key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) {
            out.error(`err.http.status.${res.statusCode}`, text.slice(0, 200));
            return resolve();
          }
          out.time('ingest.http', performance.now() - t0);
          const r = JSON.parse(text) as { accepted: number; duplicates: number; rejected: unknown[] };
          out.add('acked.http', r.accepted);
          ackedByDevice[dev.id] = (ackedByDevice[dev.id] ?? 0) + r.accepted;
          if (r.duplicates) out.error('err.ingest.duplicates', `${r.duplicates} of ${n} readings reported as duplicates`);
          if (r.rejected.length) out.error('err.ingest.rejected', JSON.stringify(r.rejected.slice(0, 2)));
          resolve();
        });
        res.on('error', (err) => {
          clearTimeout(timer);
          out.error('err.http.network', err.message);
          resolve();
        });
      },
    );
    const timer = setTimeout(() => {
      out.error('err.http.timeout', `no answer within ${input.timeoutMs} ms`);
      req.destroy(new Error('timeout'));
    }, input.timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      if (err.message !== 'timeout') out.error('err.http.network', err.message);
      resolve();
    });
    req.end(body);
  });
}

async function publishMqtt(client: MqttClient, dev: SoakDevice, body: string, n: number) {
  const t0 = performance.now();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    out.error('err.mqtt.timeout', `no PUBACK within ${input.timeoutMs} ms`);
  }, input.timeoutMs);
  try {
    await client.publishAsync(MQTT_TOPIC(dev.id), body, { qos: 1, properties: { userProperties: { 'x-device-key': dev.key } } });
    // A late PUBACK still means the server stored the readings: they count as acknowledged.
    if (!late) out.time('ingest.mqtt', performance.now() - t0);
    out.add('acked.mqtt', n);
    ackedByDevice[dev.id] = (ackedByDevice[dev.id] ?? 0) + n;
  } catch (err) {
    out.error('err.mqtt.publish', (err as Error).message);
  } finally {
    clearTimeout(timer);
  }
}

async function connectMqtt(dev: SoakDevice, i: number): Promise<MqttClient> {
  const client = await mqtt.connectAsync(input.mqttUrl, {
    clientId: `agrim-soak-${input.runId}-d${i}`,
    clean: true,
    protocolVersion: 5,
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
  });
  client.on('offline', () => !stopping && out.error('err.mqtt.disconnect', `device ${dev.id} went offline`));
  client.on('error', (err) => !stopping && out.error('err.mqtt.error', err.message));
  return client;
}

async function main() {
  const n = input.devices.length;
  const clients = new Map<string, MqttClient>();
  for (const [i, dev] of input.devices.entries()) if (dev.transport === 'mqtt') clients.set(dev.id, await connectMqtt(dev, i));
  const started = next('start');
  const stopped = next('stop');
  parentPort!.postMessage({ type: 'ready' });
  const startAt = (await started).startAt!;

  const ticker = setInterval(() => parentPort!.postMessage(out.take()), 1000);
  const timers = new Set<NodeJS.Timeout>();
  input.devices.forEach((dev, i) => {
    const perSecond = Math.floor(input.rate / n) + (i < input.rate % n ? 1 : 0);
    const offset = Math.floor((i * 1000) / n); // devices spread over the second, as unsynchronised gateways are
    let k = 0;
    const schedule = () => {
      if (stopping) return;
      const due = startAt + k * 1000 + offset;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopping) return;
        const now = Date.now();
        if (now - due >= 1000) {
          const skipped = Math.floor((now - due) / 1000);
          out.add('client.missedSeconds', skipped);
          out.add('client.missedReadings', skipped * perSecond);
          k += skipped;
        }
        const at = startAt + k * 1000 + offset;
        k += 1;
        schedule();
        // How late the load generator itself is: a busy client must not pass for a slow server.
        out.time('client.sendDelay', Date.now() - at);
        const body = batch(at, perSecond);
        out.add(`sent.${dev.transport}`, perSecond);
        sentByDevice[dev.id] = (sentByDevice[dev.id] ?? 0) + perSecond;
        track(dev.transport === 'http' ? postHttp(dev, body, perSecond) : publishMqtt(clients.get(dev.id)!, dev, body, perSecond));
      }, due - Date.now());
      timers.add(timer);
    };
    schedule();
  });

  await stopped;
  stopping = true;
  for (const t of timers) clearTimeout(t);
  await Promise.all([...inFlight]);
  clearInterval(ticker);
  parentPort!.postMessage(out.take());
  await Promise.all([...clients.values()].map((c) => c.endAsync()));
  agent.destroy();
  const done: SoakDone = { type: 'done', ackedByDevice, sentByDevice };
  parentPort!.postMessage(done);
}

void main().catch((err: Error) => {
  parentPort!.postMessage({ type: 'fatal', message: err.stack ?? err.message });
});
