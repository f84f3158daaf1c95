import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { privateBrokerUnavailable, type PrivateBroker } from '../../test/faults/privateBroker.js';
import { startProjectBroker } from '../../test/projectBroker.js';
import { RESEND_TOPIC, type ResendNotice } from './brokerDrops.js';
import { publishBurst, registerBurstDevices, waitStored } from '../../test/mqttBurst.testkit.js';

// Issue 19: the broker drops silently once the server's queue is full; the server must notice
// (the broker's $SYS counter), show it in /api/health (what the Farms & Devices screen reads) and
// ask devices to resend. The broker here has a 10-message queue and publishes $SYS every second.
const skip = privateBrokerUnavailable();
const PER_DEVICE = 100;

let broker: PrivateBroker | null = null;
let t: TestApp | null = null;

afterAll(async () => {
  await t?.close();
  await broker?.destroy();
});

const health = async () => (await t!.app.inject({ method: 'GET', url: '/api/health' })).json();

describe.skipIf(skip)(`broker drops are never silent (issue 19)${skip ? `: skipped, ${skip}` : ''}`, () => {
  beforeAll(async () => {
    broker = await startProjectBroker({ max_queued_messages: '10', sys_interval: '1' });
    const run = randomBytes(4).toString('hex');
    t = await startTestApp({ MQTT_URL: broker.url, MQTT_CLIENT_ID: `agrim-drops-${run}`, SIMULATOR: 'false' });
  });

  it('a full queue while the server is away: health reports the drops and devices are told to resend', { timeout: 45_000 }, async () => {
    const [device] = await registerBurstDevices(t!, 'Drop farm', 1);
    const bridge = t!.app.services.mqtt!;
    bridge.start();
    await bridge.ready();
    expect((await health()).mqttIngest).toMatchObject({ state: 'ok', queued: 0 });

    // The device listens for resend notices, as the README tells devices to.
    const listener = await mqtt.connectAsync(broker!.url, { clientId: `agrim-drops-device-${device!.id}`, protocolVersion: 5 });
    const notices: ResendNotice[] = [];
    listener.on('message', (topic, payload) => topic === RESEND_TOPIC && notices.push(JSON.parse(payload.toString('utf8'))));
    await listener.subscribeAsync(RESEND_TOPIC, { qos: 1 });

    // The server is away (its session stays); the broker keeps 10 messages of the 100 and drops the rest.
    await bridge.stop();
    const start = new Date(Date.now() - 3600_000);
    const publishedAt = Date.now();
    const sent = await publishBurst({ url: broker!.url, devices: [device!], perDevice: PER_DEVICE, connections: 1, start, runId: 'drops' });
    expect(sent.acked).toBe(PER_DEVICE);
    bridge.start();
    await bridge.ready();

    const deadline = Date.now() + 15_000;
    let seen = await health();
    while (!(seen.mqttIngest?.brokerDropped > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await health();
    }
    expect(seen.mqttIngest).toMatchObject({ state: 'dropped', brokerDropped: expect.any(Number) });
    expect(seen.mqttIngest.brokerDropped).toBeGreaterThan(0);
    expect(Date.parse(seen.mqttIngest.lastDropAt)).toBeGreaterThan(Date.now() - 60_000);
    const since = Date.parse(seen.mqttIngest.resendSince);
    expect(since).toBeLessThanOrEqual(publishedAt);
    const stored = await waitStored(t!, [device!.id], 1, 5000);
    expect(stored.rows).toBeLessThan(PER_DEVICE);

    // The notice reaches the device; publishing again what it published since `since` fills the gap (storage is idempotent).
    for (let i = 0; i < 50 && notices.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices.at(-1)).toMatchObject({ type: 'resend', since: seen.mqttIngest.resendSince, dropped: seen.mqttIngest.brokerDropped });
    await listener.endAsync();
    const resent = await publishBurst({
      url: broker!.url,
      devices: [device!],
      perDevice: PER_DEVICE,
      connections: 1,
      start,
      runId: 'resend',
    });
    expect(resent.acked).toBe(PER_DEVICE);
    expect(await waitStored(t!, [device!.id], PER_DEVICE, 15_000)).toEqual({ rows: PER_DEVICE, distinct: PER_DEVICE });
  });
});
