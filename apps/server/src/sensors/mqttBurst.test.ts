import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { privateBrokerUnavailable, type PrivateBroker } from '../../test/faults/privateBroker.js';
import { startProjectBroker } from '../../test/projectBroker.js';
import { BURST, publishBurst, registerBurstDevices, waitStored } from '../../test/mqttBurst.testkit.js';

// Issue 19: a burst of single-reading QoS 1 messages, as fast as the broker (run from
// deploy/mosquitto.conf) takes them, is stored in full.
const { DEVICES, PER_DEVICE, MESSAGES } = BURST;
const skip = privateBrokerUnavailable();

let broker: PrivateBroker | null = null;

afterAll(async () => {
  await broker?.destroy();
});

describe.skipIf(skip)(`MQTT bursts (issue 19)${skip ? `: skipped, ${skip}` : ''}`, () => {
  beforeAll(async () => {
    broker = await startProjectBroker();
  });

  it(`${MESSAGES.toLocaleString('en')} single-reading messages from ${DEVICES} devices are all stored`, { timeout: 60_000 }, async () => {
    const run = randomBytes(4).toString('hex');
    const t = await startTestApp({ MQTT_URL: broker!.url, MQTT_CLIENT_ID: `agrim-burst-${run}`, SIMULATOR: 'false' });
    try {
      const devices = await registerBurstDevices(t, `Burst farm ${run}`);
      const mqtt = t.app.services.mqtt!;
      mqtt.start();
      await mqtt.ready();
      const start = new Date(Date.now() - 2 * 86_400_000);
      const sent = await publishBurst({ url: broker!.url, devices, perDevice: PER_DEVICE, connections: 10, start, runId: run });
      expect(sent).toMatchObject({ sent: MESSAGES, acked: MESSAGES });
      const counts = await waitStored(
        t,
        devices.map((d) => d.id),
        MESSAGES,
      );
      expect(counts).toEqual({ rows: MESSAGES, distinct: MESSAGES });
      const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health.mqttIngest).toMatchObject({ state: 'ok', brokerDropped: expect.any(Number) });
      expect(health.mqttIngest.brokerDropped ?? 0).toBe(0);
      expect(mqtt.stats.accepted).toBe(MESSAGES);
      // Every one read by the bridge itself, not by mqtt.js (mqttPublish.ts).
      expect(mqtt.stats).toMatchObject({ messages: MESSAGES, readOwn: MESSAGES });
    } finally {
      await t.close();
    }
  });
});
