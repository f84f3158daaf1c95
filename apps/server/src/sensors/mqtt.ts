import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.js';
import type { DeviceService } from './devices.service.js';
import type { CommandPublisher, ValveCommand } from './fertigation.service.js';
import type { IngestService } from './ingest.service.js';

/** Topics: devices publish to `agrim/<deviceId>/readings`; the server publishes to `agrim/<deviceId>/commands`. */
export const readingsTopic = (deviceId: string) => `agrim/${deviceId}/readings`;
export const commandsTopic = (deviceId: string) => `agrim/${deviceId}/commands`;
const READINGS_FILTER = 'agrim/+/readings';
export const DEVICE_KEY_PROPERTY = 'x-device-key';

export interface MqttStats {
  messages: number;
  accepted: number;
  rejectedMessages: number;
}

/**
 * Subscribes with QoS 1 on a persistent session, and acknowledges a message only after its
 * readings are stored: a broker redelivers anything unacknowledged, and storage is idempotent,
 * so an acknowledged reading is stored exactly once. The device key travels as an MQTT 5 user
 * property (`x-device-key`); a broker ACL per device is the production complement.
 */
export class MqttBridge implements CommandPublisher {
  readonly stats: MqttStats = { messages: 0, accepted: 0, rejectedMessages: 0 };
  private client: MqttClient | null = null;

  constructor(
    private readonly url: string,
    private readonly clientId: string,
    private readonly devices: DeviceService,
    private readonly ingest: IngestService,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const client = mqtt.connect(this.url, {
      clientId: this.clientId,
      clean: false,
      protocolVersion: 5,
      properties: { sessionExpiryInterval: 7 * 24 * 3600 },
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
    });
    this.client = client;
    // mqtt.js sends the PUBACK when `done` is called without an error, and handles one message at a time.
    client.handleMessage = (packet, done) => {
      void this.handleUntilStored(client, packet).then((stored) =>
        stored ? done() : done(new Error('the MQTT bridge stopped before the message was stored')),
      );
    };
    client.on('error', (err) => this.log.warn({ err: err.message }, 'mqtt error'));
    client.on('connect', (ack) => {
      this.log.info({ url: this.url, sessionPresent: ack.sessionPresent }, 'mqtt connected');
      client.subscribe(READINGS_FILTER, { qos: 1 }, (err) => err && this.log.error({ err }, 'mqtt subscribe failed'));
    });
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

  /**
   * While the database is out of reach a message is retried, unacknowledged (the broker keeps it,
   * and nothing overtakes it); false if the bridge stops first, so the broker delivers it again later.
   */
  private async handleUntilStored(client: MqttClient, packet: IPublishPacket): Promise<boolean> {
    this.stats.messages += 1;
    for (let waitMs = 250; ; waitMs = Math.min(waitMs * 2, 5000)) {
      try {
        await this.handle(packet);
        return true;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) {
          // Not an outage: retrying would not help, and would hold up every later message.
          this.log.error({ err, topic: packet.topic }, 'mqtt message failed');
          return true;
        }
        this.log.warn({ topic: packet.topic, retryInMs: waitMs }, 'mqtt message not stored yet: database unavailable');
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      if (this.client !== client) return false;
    }
  }

  private async handle(packet: IPublishPacket): Promise<void> {
    const deviceId = packet.topic.split('/')[1] ?? '';
    const keyProperty = packet.properties?.userProperties?.[DEVICE_KEY_PROPERTY];
    const key = Array.isArray(keyProperty) ? keyProperty[0] : keyProperty;
    try {
      await this.devices.authenticate(deviceId, key);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      this.stats.rejectedMessages += 1;
      this.log.warn({ topic: packet.topic, reason: (err as Error).message }, 'mqtt message refused');
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(packet.payload.toString('utf8'));
    } catch {
      body = undefined;
    }
    const items = Array.isArray(body)
      ? body
      : body && typeof body === 'object' && Array.isArray((body as { readings?: unknown }).readings)
        ? (body as { readings: unknown[] }).readings
        : [body];
    const result = await this.ingest.ingest(deviceId, items);
    this.stats.accepted += result.accepted;
    if (result.rejected.length) this.log.warn({ deviceId, rejected: result.rejected.slice(0, 5) }, 'mqtt readings rejected');
  }

  async publishValve(command: ValveCommand): Promise<void> {
    if (!this.client) throw new Error('MQTT is not started');
    await this.client.publishAsync(commandsTopic(command.deviceId), JSON.stringify({ type: 'valve', ...command }), { qos: 1 });
  }

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.endAsync();
  }
}
