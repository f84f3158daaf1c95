/**
 * Devices that keep sending readings while the server is killed, and resend what was not
 * acknowledged, the way a gateway with a buffer does. Every reading has its own timestamp, so a
 * stored row is matched to what was sent by (device, timestamp).
 */
import mqtt, { type MqttClient } from 'mqtt';
import { DEVICE_KEY_PROPERTY, readingsTopic } from '../../src/sensors/mqtt.js';
import { type DeviceCredentials, reading, sendReadings } from './api.js';
import { sleep } from './serverProcess.js';

const SECOND = 1000;

/** Numbers readings and gives each a distinct second, counting from `origin`. */
class Sequence {
  private seq = 0;
  readonly sent = new Set<string>();
  constructor(private readonly origin: number) {}
  next(n: number) {
    const out = Array.from({ length: n }, () => {
      const seq = this.seq++;
      return reading(new Date(this.origin + seq * SECOND), seq);
    });
    for (const r of out) this.sent.add(r.timestamp);
    return out;
  }
}

/** POSTs batches from `concurrency` loops; a batch without a 200 is kept and sent again. */
export class HttpDevice {
  readonly acked = new Set<string>();
  /** Answers that are neither a 200 nor the server being away (connection refused, 503). */
  readonly unexpected: string[] = [];
  /** Readings the server said it already had: stored before a crash, acknowledged only on the resend. */
  duplicates = 0;
  inFlight = 0;
  private readonly seq: Sequence;
  private readonly unacked: Array<ReturnType<Sequence['next']>> = [];
  private stopped = false;
  private loops: Array<Promise<void>> = [];

  constructor(
    private readonly base: string,
    private readonly device: DeviceCredentials,
    origin: number,
    private readonly batch = 25,
  ) {
    this.seq = new Sequence(origin);
  }

  get sent(): ReadonlySet<string> {
    return this.seq.sent;
  }

  start(concurrency = 2): void {
    for (let i = 0; i < concurrency; i++) this.loops.push(this.loop());
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const batch = this.unacked.shift() ?? this.seq.next(this.batch);
      if (!(await this.deliver(batch))) {
        this.unacked.push(batch);
        await sleep(100);
      } else {
        await sleep(10);
      }
    }
  }

  private async deliver(batch: ReturnType<Sequence['next']>): Promise<boolean> {
    this.inFlight += 1;
    try {
      const res = await sendReadings(this.base, this.device, batch);
      if (res.status === 200) {
        for (const r of batch) this.acked.add(r.timestamp);
        this.duplicates += res.body.duplicates as number;
        return true;
      }
      if (res.status !== 503) this.unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
      return false;
    } catch {
      // Connection refused or reset: the server is down.
      return false;
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Stops making new readings and resends everything not yet acknowledged. */
  async finish(timeoutMs = 30_000): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
    const deadline = Date.now() + timeoutMs;
    while (this.unacked.length) {
      if (Date.now() > deadline) throw new Error(`${this.unacked.length} batches still not acknowledged`);
      const batch = this.unacked.shift()!;
      if (!(await this.deliver(batch))) {
        this.unacked.push(batch);
        await sleep(200);
      }
    }
  }
}

/** Publishes QoS 1 messages of `perMessage` readings; acknowledged means the broker's PUBACK. */
export class MqttDevice {
  readonly acked = new Set<string>();
  private readonly seq: Sequence;
  private stopped = false;
  private loopDone: Promise<void> = Promise.resolve();

  private constructor(
    private readonly client: MqttClient,
    private readonly device: DeviceCredentials,
    origin: number,
    private readonly perMessage: number,
  ) {
    this.seq = new Sequence(origin);
  }

  static async connect(url: string, device: DeviceCredentials, origin: number, perMessage = 5): Promise<MqttDevice> {
    const client = await mqtt.connectAsync(url, {
      clientId: `agrim-faults-dev-${device.id.slice(0, 8)}`,
      protocolVersion: 5,
      reconnectPeriod: 500,
    });
    return new MqttDevice(client, device, origin, perMessage);
  }

  get sent(): ReadonlySet<string> {
    return this.seq.sent;
  }

  /** One message now; resolves on the broker's PUBACK. */
  async publish(readings = this.seq.next(this.perMessage)): Promise<void> {
    await this.client.publishAsync(readingsTopic(this.device.id), JSON.stringify({ readings }), {
      qos: 1,
      properties: { userProperties: { [DEVICE_KEY_PROPERTY]: this.device.key } },
    });
    for (const r of readings) this.acked.add(r.timestamp);
  }

  start(): void {
    this.loopDone = (async () => {
      while (!this.stopped) {
        await this.publish();
        await sleep(50);
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loopDone;
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.client.endAsync(true);
  }
}

/** A probe that reports a fresh reading every half second, whether or not the server is there. */
export class LiveProbe {
  private stopped = false;
  private loopDone: Promise<void> = Promise.resolve();
  lastAcked = 0;

  constructor(
    private readonly base: string,
    private readonly device: DeviceCredentials,
    readonly nitrogen = 31,
  ) {}

  start(): void {
    this.loopDone = (async () => {
      while (!this.stopped) {
        const res = await sendReadings(this.base, this.device, [reading(new Date(), this.nitrogen)]).catch(() => null);
        if (res?.status === 200) this.lastAcked = Date.now();
        await sleep(500);
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loopDone;
  }
}
