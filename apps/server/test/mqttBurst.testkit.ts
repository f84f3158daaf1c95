/**
 * Devices that publish one reading per QoS 1 message as fast as the broker takes them (issue 19),
 * and a count of what the server stored. Shared by the burst tests and `bench/mqtt-burst.ts`.
 */
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import type { Db } from '../src/db/client.js';
import type { TestApp } from './harness.js';
import { DEVICE_KEY_PROPERTY, readingsTopic } from '../src/sensors/mqtt.js';

export interface BurstDevice {
  id: string;
  key: string;
}

/** The reading a device takes at `ts`: valid and different per device and time. */
export function burstReading(ts: Date, n: number) {
  return {
    timestamp: ts.toISOString(),
    nitrogen: n % 1999,
    phosphorus: 14,
    potassium: 21,
    temperature: 27.5,
    moisture: 31.2,
    conductivity: 360,
    ph: 7.1,
  };
}

export interface BurstOptions {
  url: string;
  devices: BurstDevice[];
  /** Messages per device. */
  perDevice: number;
  /** Connections shared by the devices (a gateway each). */
  connections: number;
  /** Time of each device's first reading; readings are one second apart. */
  start: Date;
  /** First message index to send (a device that resends from its buffer starts again at 0). */
  from?: number;
  /** Called after each message's PUBACK (from the broker). */
  onAck?: (device: BurstDevice, index: number) => void;
  /** Stops publishing when it answers true (checked between messages). */
  stop?: () => boolean;
  runId: string;
  /** The topic a device publishes to (default its readings topic). */
  topic?: (deviceId: string) => string;
}

/**
 * Publishes every device's readings, interleaved across devices, each as its own QoS 1 message,
 * without waiting for one PUBACK before sending the next. Answers the messages sent and acknowledged.
 */
export async function publishBurst(o: BurstOptions): Promise<{ sent: number; acked: number; seconds: number; startedAt: number }> {
  const clients: MqttClient[] = [];
  for (let c = 0; c < o.connections; c++) {
    clients.push(
      await mqtt.connectAsync(o.url, {
        clientId: `agrim-burst-${o.runId}-${c}`,
        protocolVersion: 5,
        reconnectPeriod: 0,
        clean: true,
      }),
    );
  }
  let sent = 0;
  let acked = 0;
  const started = performance.now();
  const startedAt = Date.now();
  try {
    await Promise.all(
      clients.map(async (client, c) => {
        const mine = o.devices.filter((_, i) => i % o.connections === c);
        const pending: Array<Promise<unknown>> = [];
        for (let i = o.from ?? 0; i < o.perDevice && !o.stop?.(); i++) {
          for (const device of mine) {
            const ts = new Date(o.start.getTime() + i * 1000);
            const publish = client
              .publishAsync((o.topic ?? readingsTopic)(device.id), JSON.stringify(burstReading(ts, i)), {
                qos: 1,
                properties: { userProperties: { [DEVICE_KEY_PROPERTY]: device.key } },
              })
              .then(() => {
                acked += 1;
                o.onAck?.(device, i);
              });
            sent += 1;
            pending.push(publish.catch(() => undefined));
          }
          // Let the socket drain now and then, as a device's network stack would.
          if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
        }
        await Promise.all(pending);
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  }
  return { sent, acked, seconds: (performance.now() - started) / 1000, startedAt };
}

/** Rows stored for these devices, and how many distinct (device, timestamp) they hold. */
export async function storedCounts(db: Db, deviceIds: string[]): Promise<{ rows: number; distinct: number }> {
  const result = await db.execute(sql`
    select count(*)::int as rows, count(distinct (device_id, ts))::int as distinct
    from readings where device_id = any(${sql.param(deviceIds)}::uuid[])`);
  const row = result.rows[0] as { rows: number; distinct: number };
  return { rows: Number(row.rows), distinct: Number(row.distinct) };
}

/** The burst: 50,000 single-reading messages from 100 devices. */
export const BURST = { DEVICES: 100, PER_DEVICE: 500, MESSAGES: 50_000 } as const;

export async function registerBurstDevices(t: TestApp, farm: string, count: number = BURST.DEVICES): Promise<BurstDevice[]> {
  const farmId = await t.app.services.farms.ensure(farm);
  const list: BurstDevice[] = [];
  for (let i = 0; i < count; i++) {
    const { device, key } = await t.app.services.devices.register(farmId, `${farm} probe ${i}`);
    list.push({ id: device.id, key });
  }
  return list;
}

/** Polls until `expected` rows are stored for the devices (or the time is up), and answers the counts. */
export async function waitStored(t: TestApp, ids: string[], expected: number, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await storedCounts(t.database.db, ids);
    if (counts.rows >= expected || Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
