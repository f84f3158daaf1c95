import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { type MqttIngestHealth, VALVE_ACK_TIMEOUT_SECONDS } from '@agrim/contracts';
import { isDatabaseUnavailable } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { BrokerDropWatch, RESEND_TOPIC, type ResendNotice, SYS_DROPPED, SYS_UPTIME } from './brokerDrops.js';
import type { DeviceService } from './devices.service.js';
import type { CommandPublisher, ValveAckHandler, ValveCommand } from './fertigation.service.js';
import type { IngestService } from './ingest.service.js';
import { MqttBatcher } from './mqttBatcher.js';
import { interceptPublishes, type OwnPublish } from './mqttPublish.js';

/**
 * Topics: devices publish to `agrim/<deviceId>/readings`; the server publishes to `agrim/<deviceId>/commands`;
 * devices acknowledge commands on `agrim/<deviceId>/valve/ack` (issue 39).
 */
export const readingsTopic = (deviceId: string) => `agrim/${deviceId}/readings`;
export const commandsTopic = (deviceId: string) => `agrim/${deviceId}/commands`;
export const valveAckTopic = (deviceId: string) => `agrim/${deviceId}/valve/ack`;
const READINGS_FILTER = 'agrim/+/readings';
const VALVE_ACK_FILTER = 'agrim/+/valve/ack';
const VALVE_ACK_TOPIC = /^agrim\/([^/]+)\/valve\/ack$/;
/** The shared-subscription group of the API replicas (`$share/agrim/agrim/+/readings`). */
export const MQTT_SHARE_GROUP = 'agrim';
export const DEVICE_KEY_PROPERTY = 'x-device-key';

/**
 * Unacknowledged QoS 1 messages the broker may have in flight to the server (MQTT 5 Receive
 * Maximum): the back-pressure window. Two batches' worth, so the broker keeps sending while one is stored.
 * Batches of 2,000 rather than 1,000 (issue 43): PostgreSQL's work a row fell (about 14 → 12 µs) and
 * the broker waited less on acknowledgements; a full window is a few MB.
 */
export const RECEIVE_MAXIMUM = 4000;
const MAX_BATCH = 2000;
const MAX_WAIT_MS = 5;
/** A message waiting longer than this to be stored is lag worth showing. */
const LAG_MS = 5000;
const LAG_LOG_EVERY_MS = 30_000;

const noTrace = () => {};
/** The bridge's own reading holds the socket itself while the batcher is full (`interceptPublishes`). */
const noRelease = () => {};

/** Tells mqtt.js to read the next packet without sending the PUBACK: the batch sends it once stored. */
const DEFERRED = new Error('acknowledged after its batch is stored');

export interface MqttStats {
  messages: number;
  accepted: number;
  rejectedMessages: number;
  /** Messages stored (or refused for good) and acknowledged to the broker. */
  handled: number;
  /** Of `messages`, those read by the bridge itself rather than by mqtt.js (`mqttPublish.ts`). */
  readOwn: number;
}

interface Incoming {
  receivedAt: number;
  /** As mqtt.js read it; the bridge's own reading only takes `agrim/<deviceId>/readings` (for the logs: `topicOf`). */
  topic: string | undefined;
  deviceId: string;
  key: string | undefined;
  items: unknown[];
  /** The connection it arrived on: a PUBACK only means something on that connection. */
  generation: number;
  messageId: number | undefined;
  /** QoS 2 (not what devices are told to use): mqtt.js completes the handshake when this is called. */
  settle?: () => void;
}

/**
 * Subscribes with QoS 1 on a persistent session and stores messages in batches across devices,
 * acknowledging each only after its batch is stored: a broker redelivers anything unacknowledged,
 * and storage is idempotent, so an acknowledged reading is stored exactly once. The device key
 * travels as an MQTT 5 user property (`x-device-key`); a broker ACL per device is the production complement.
 */
export class MqttBridge implements CommandPublisher {
  readonly stats: MqttStats = { messages: 0, accepted: 0, rejectedMessages: 0, handled: 0, readOwn: 0 };
  readonly drops: BrokerDropWatch;
  private client: MqttClient | null = null;
  private generation = 0;
  private closing = false;
  private lastLagLog = 0;
  private readonly batcher = new MqttBatcher<Incoming>((batch) => this.storeUntilDone(batch), {
    maxBatch: MAX_BATCH,
    maxWaitMs: MAX_WAIT_MS,
    maxQueued: RECEIVE_MAXIMUM,
  });
  private readonly resendListeners: Array<(since: Date) => void> = [];
  private ackHandler: ValveAckHandler | null = null;

  constructor(
    private readonly url: string,
    private readonly clientId: string,
    private readonly devices: DeviceService,
    private readonly ingest: IngestService,
    private readonly log: FastifyBaseLogger,
    /** With several replicas: the MQTT 5 shared-subscription group, so each message goes to one of them. */
    private readonly shareGroup?: string,
  ) {
    this.drops = new BrokerDropWatch((notice, added) => this.announceDrops(notice, added));
  }

  start(): void {
    this.closing = false;
    const client = mqtt.connect(this.url, {
      clientId: this.clientId,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: 7 * 24 * 3600, receiveMaximum: RECEIVE_MAXIMUM },
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
      // mqtt.js traces every packet through `debug`: several calls a message at burst rates, for
      // nothing unless DEBUG asks for a trace (then mqtt.js's own, as before).
      log: process.env.DEBUG ? undefined : noTrace,
      // The stream builder is wrapped first (below).
      manualConnect: true,
    });
    this.client = client;
    // Each connection's stream: a new generation (a PUBACK only means something on its own connection),
    // and the readings' PUBLISH packets read by the bridge itself, the rest by mqtt.js.
    const internals = client as unknown as { streamBuilder: (c: MqttClient) => NodeJS.ReadWriteStream };
    const build = internals.streamBuilder;
    internals.streamBuilder = (c) => {
      const stream = build(c);
      const generation = ++this.generation;
      interceptPublishes(
        stream,
        (publish) => this.ownPublish(publish, generation),
        () => this.batcher.full,
        (then) => this.batcher.whenRoom(then),
      );
      return stream;
    };
    // mqtt.js reads the next packet only once `done` is called, and sends the PUBACK then unless
    // `done` gets an error: so `done(DEFERRED)` at once, and the PUBACK by hand after the batch.
    client.handleMessage = (packet, done) => {
      if (packet.topic.startsWith('$SYS/')) {
        this.drops.observe(packet.topic, packet.payload.toString('utf8'));
        return done();
      }
      if (this.closing) return done(DEFERRED);
      const ack = packet.topic.endsWith('/ack') ? VALVE_ACK_TOPIC.exec(packet.topic) : null;
      // Acknowledgements are few and each changes what a farmer sees: handled one at a time, outside the batches.
      if (ack) return void this.handleAck(ack[1]!, packet).finally(() => done());
      this.stats.messages += 1;
      const message = parse(packet, this.generation);
      // A QoS 2 message holds up the next one until stored (its PUBCOMP has no manual path).
      if (packet.qos === 2) this.batcher.add({ ...message, messageId: undefined, settle: () => done() }, () => {});
      else this.batcher.add(message, () => done(DEFERRED));
    };
    client.on('error', (err) => this.log.warn({ err: err.message }, 'mqtt error'));
    client.on('connect', (ack) => {
      // Messages of the lost connection cannot be acknowledged any more; the broker sends them again.
      const current = this.generation;
      this.batcher.discard((m) => m.generation === current);
      this.drops.reconnected();
      this.log.info({ url: this.url, sessionPresent: ack.sessionPresent }, 'mqtt connected');
      const readings = this.shareGroup ? `$share/${this.shareGroup}/${READINGS_FILTER}` : READINGS_FILTER;
      client.subscribe(readings, { qos: 1 }, (err) => err && this.log.error({ err }, 'mqtt subscribe failed'));
      const acks = this.shareGroup ? `$share/${this.shareGroup}/${VALVE_ACK_FILTER}` : VALVE_ACK_FILTER;
      client.subscribe(acks, { qos: 1 }, (err) => err && this.log.error({ err }, 'mqtt valve ack subscribe failed'));
      client.subscribe([SYS_DROPPED, SYS_UPTIME], { qos: 0 }, (err) => err && this.log.warn({ err }, 'mqtt $SYS subscribe failed'));
    });
    client.connect();
  }

  /** A readings PUBLISH (QoS 0 or 1) read by the bridge itself: batched like mqtt.js's, without mqtt.js's work a packet. */
  private ownPublish(p: OwnPublish, generation: number): boolean {
    // Closing: left unacknowledged, the broker delivers it again.
    if (this.closing) return true;
    this.stats.messages += 1;
    this.stats.readOwn += 1;
    this.batcher.add(incoming(undefined, p.deviceId, p.key, p.payload, generation, p.messageId), noRelease);
    return true;
  }

  /** Resolves once connected (the client keeps retrying on its own; the server does not wait at start). */
  ready(timeoutMs = 10_000): Promise<void> {
    const client = this.client;
    if (!client) return Promise.reject(new Error('MQTT is not started'));
    if (client.connected) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`MQTT broker at ${this.url} did not answer`)), timeoutMs);
      client.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Called with the time from which devices were asked to resend (the simulator answers it like a device). */
  onResend(listener: (since: Date) => void): void {
    this.resendListeners.push(listener);
  }

  /** What `health.check` shows of the ingestion: the server's own queue and the broker's drops. */
  health(now = Date.now()): MqttIngestHealth {
    const lagMs = this.batcher.oldestAgeMs(now);
    const dropped = this.drops.dropped;
    return {
      state: dropped ? 'dropped' : lagMs > LAG_MS ? 'lagging' : 'ok',
      queued: this.batcher.pending,
      lagMs,
      receivedMessages: this.stats.messages,
      storedReadings: this.stats.accepted,
      brokerDropped: dropped,
      brokerStartedAt: this.drops.brokerStartedAt?.toISOString() ?? null,
      lastDropAt: this.drops.lastDropAt?.toISOString() ?? null,
      resendSince: this.drops.resendSince?.toISOString() ?? null,
    };
  }

  /**
   * While the database is out of reach a batch is retried, unacknowledged (the broker keeps its
   * messages, and nothing overtakes them); if the bridge stops first the broker delivers them again later.
   */
  private async storeUntilDone(batch: Incoming[]): Promise<void> {
    const client = this.client;
    for (let waitMs = 250; ; waitMs = Math.min(waitMs * 2, 5000)) {
      try {
        await this.storeBatch(batch);
        break;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) {
          // Not an outage: retrying would not help, and would hold up every later message.
          this.log.error({ err, messages: batch.length }, 'mqtt batch failed');
          break;
        }
        this.log.warn({ messages: batch.length, retryInMs: waitMs }, 'mqtt batch not stored yet: database unavailable');
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      if (this.client !== client || this.closing) return;
    }
    this.stats.handled += batch.length;
    this.acknowledge(client, batch);
    for (const m of batch) m.settle?.();
    const lagMs = this.batcher.oldestAgeMs();
    if (lagMs > LAG_MS && Date.now() - this.lastLagLog > LAG_LOG_EVERY_MS) {
      this.lastLagLog = Date.now();
      this.log.warn({ queued: this.batcher.pending, lagMs }, 'mqtt ingestion is lagging behind the broker');
    }
  }

  /** One batch; if it fails for a reason other than an outage, each message alone, so one bad message spoils only itself. */
  private async storeBatch(batch: Incoming[]): Promise<void> {
    try {
      await this.storeMessages(batch);
    } catch (err) {
      if (isDatabaseUnavailable(err) || batch.length === 1) throw err;
      for (const m of batch) {
        try {
          await this.storeMessages([m]);
        } catch (one) {
          if (isDatabaseUnavailable(one)) throw one;
          this.log.error({ err: one, topic: topicOf(m) }, 'mqtt message failed');
        }
      }
    }
  }

  private async storeMessages(batch: Incoming[]): Promise<void> {
    // Each device (and key) is authenticated once per batch, however many messages it sent, and the
    // keys not cached are looked up together: each message points at its pair.
    const pairs: Array<{ deviceId: string; key: string | undefined }> = [];
    const byDevice = new Map<string, Array<{ key: string | undefined; pair: number }>>();
    const pairOf = new Array<number>(batch.length);
    for (let i = 0; i < batch.length; i++) {
      const m = batch[i]!;
      let seen = byDevice.get(m.deviceId);
      if (!seen) byDevice.set(m.deviceId, (seen = []));
      let entry = seen.find((e) => e.key === m.key);
      if (!entry) {
        entry = { key: m.key, pair: pairs.push({ deviceId: m.deviceId, key: m.key }) - 1 };
        seen.push(entry);
      }
      pairOf[i] = entry.pair;
    }
    const verdicts = await this.devices.authenticateMany(pairs);
    const refusals = pairOf.map((c) => verdicts[c]!);
    const accepted = batch.filter((_, i) => refusals[i] === null);
    const refused = batch.length - accepted.length;
    if (refused > 0) {
      this.stats.rejectedMessages += refused;
      const first = batch.find((_, i) => refusals[i] !== null)!;
      this.log.warn({ topic: topicOf(first), reason: refusals[batch.indexOf(first)], messages: refused }, 'mqtt message refused');
    }
    if (accepted.length === 0) return;
    const results = await this.ingest.ingestMany(accepted);
    results.forEach((result, i) => {
      this.stats.accepted += result.accepted;
      if (result.rejected.length)
        this.log.warn({ deviceId: accepted[i]!.deviceId, rejected: result.rejected.slice(0, 5) }, 'mqtt readings rejected');
    });
  }

  /** The PUBACKs of a stored batch's QoS 1 messages that arrived on the connection still open. */
  private acknowledge(client: MqttClient | null, batch: Incoming[]): void {
    if (!client || client !== this.client || !client.connected || !client.stream.writable) return;
    const ids = batch.filter((m) => m.messageId !== undefined && m.generation === this.generation).map((m) => m.messageId!);
    // mqtt.js has no public call for a PUBACK, and its own handler writes each in three pieces: at burst
    // rates that was about a sixth of the server's CPU a message. So the batch's go out as one write.
    if (ids.length) client.stream.write(pubacks(ids));
  }

  private announceDrops(notice: ResendNotice, added: number): void {
    this.log.warn(
      { dropped: added, brokerDropped: notice.dropped, resendSince: notice.since, topic: RESEND_TOPIC },
      'mqtt broker dropped messages; devices are asked to resend their readings',
    );
    this.client?.publish(RESEND_TOPIC, JSON.stringify(notice), { qos: 1, retain: true }, (err) => {
      if (err) this.log.warn({ err: err.message }, 'mqtt resend notice not published');
    });
    for (const listener of this.resendListeners) listener(new Date(notice.since));
  }

  onValveAck(handler: ValveAckHandler): void {
    this.ackHandler = handler;
  }

  /**
   * A device's acknowledgement, authenticated like its readings (the key in `x-device-key`, for the device
   * the topic names): another device's key, a revoked key or a malformed ack is refused and logged.
   */
  private async handleAck(deviceId: string, packet: IPublishPacket): Promise<void> {
    const keyProperty = packet.properties?.userProperties?.[DEVICE_KEY_PROPERTY];
    const key = Array.isArray(keyProperty) ? keyProperty[0] : keyProperty;
    try {
      await this.devices.authenticate(deviceId, key);
      let body: unknown;
      try {
        body = JSON.parse(packet.payload.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The acknowledgement is not JSON.');
      }
      if (!this.ackHandler) throw new Error('no valve acknowledgement handler');
      const { commandId, outcome } = await this.ackHandler(deviceId, body);
      this.log.info({ deviceId, commandId, outcome }, 'valve command acknowledged');
    } catch (err) {
      this.stats.rejectedMessages += 1;
      if (err instanceof AppError) this.log.warn({ topic: packet.topic, reason: err.message }, 'mqtt valve ack refused');
      else this.log.error({ err, topic: packet.topic }, 'mqtt valve ack failed');
    }
  }

  async publishValve(command: ValveCommand): Promise<void> {
    if (!this.client) throw new Error('MQTT is not started');
    // Expires with the ack deadline: a device that comes back later must not open a valve nobody waits for.
    await this.client.publishAsync(commandsTopic(command.deviceId), JSON.stringify({ type: 'valve', ...command }), {
      qos: 1,
      properties: { messageExpiryInterval: VALVE_ACK_TIMEOUT_SECONDS },
    });
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Lets the batch being stored finish and be acknowledged (up to 5 s), then disconnects. */
  async stop(): Promise<void> {
    this.closing = true;
    await Promise.race([this.batcher.idle(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    const client = this.client;
    this.client = null;
    await client?.endAsync();
  }
}

/**
 * Success PUBACKs for these packet identifiers, back to back: MQTT 5 lets a PUBACK whose reason code is
 * 0 and that has no properties leave both out (spec 3.4.2.1), so each is 4 bytes: the type (4) with its
 * flags, the remaining length (2), the identifier. The same bytes mqtt.js writes for one.
 */
export function pubacks(ids: readonly number[]): Buffer {
  const out = Buffer.alloc(ids.length * 4);
  ids.forEach((id, i) => {
    out[i * 4] = 0x40;
    out[i * 4 + 1] = 2;
    out.writeUInt16BE(id, i * 4 + 2);
  });
  return out;
}

function parse(packet: IPublishPacket, generation: number): Incoming {
  // `agrim/<deviceId>/readings` (or the share group's form of it): the second level.
  const topic = packet.topic;
  const from = topic.indexOf('/') + 1;
  const to = from > 0 ? topic.indexOf('/', from) : -1;
  const deviceId = from > 0 ? topic.slice(from, to < 0 ? undefined : to) : '';
  const keyProperty = packet.properties?.userProperties?.[DEVICE_KEY_PROPERTY];
  const key = Array.isArray(keyProperty) ? keyProperty[0] : keyProperty;
  return incoming(topic, deviceId, key, packet.payload.toString('utf8'), generation, packet.qos > 0 ? packet.messageId : undefined);
}

const topicOf = (m: Incoming) => m.topic ?? readingsTopic(m.deviceId);

function incoming(
  topic: string | undefined,
  deviceId: string,
  key: string | undefined,
  payload: string,
  generation: number,
  messageId: number | undefined,
): Incoming {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    body = undefined;
  }
  const items = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { readings?: unknown }).readings)
      ? (body as { readings: unknown[] }).readings
      : [body];
  return { receivedAt: Date.now(), topic, deviceId, key, items, generation, messageId };
}
