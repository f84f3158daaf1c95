import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { privateBrokerUnavailable, type PrivateBroker } from '../../test/faults/privateBroker.js';
import { startProjectBroker } from '../../test/projectBroker.js';
import { BURST, publishBurst, registerBurstDevices, waitStored } from '../../test/mqttBurst.testkit.js';

// Issue 19: a burst of single-reading QoS 1 messages, as fast as the broker (run from
// deploy/mosquitto.conf) takes them, is stored in full while the server is
// restarted mid-way: the broker keeps the rest in the server's persistent session.
const { PER_DEVICE, MESSAGES } = BURST;
const skip = privateBrokerUnavailable();

let broker: PrivateBroker | null = null;

afterAll(async () => {
  await broker?.destroy();
});

describe.skipIf(skip)(`MQTT bursts across a restart (issue 19)${skip ? `: skipped, ${skip}` : ''}`, () => {
  beforeAll(async () => {
    broker = await startProjectBroker();
  });

  it('the same burst with the server restarted mid-way loses nothing (persistent session, QoS 1)', { timeout: 60_000 }, async () => {
    const run = randomBytes(4).toString('hex');
    const env = { MQTT_URL: broker!.url, MQTT_CLIENT_ID: `agrim-burst-${run}`, SIMULATOR: 'false' };
    let t = await startTestApp(env);
    const devices = await registerBurstDevices(t, `Restart farm ${run}`);
    const ids = devices.map((d) => d.id);
    t.app.services.mqtt!.start();
    await t.app.services.mqtt!.ready();
    let acked = 0;
    let restarting: Promise<void> | null = null;
    const restart = async () => {
      // Stops the app (the bridge lets its batch finish, the broker keeps the rest), then a new one on the same database.
      await t.close(true);
      t = await startTestApp(env, { database: t.database, dataDir: t.dataDir });
      t.app.services.mqtt!.start();
      await t.app.services.mqtt!.ready();
    };
    try {
      const sent = await publishBurst({
        url: broker!.url,
        devices,
        perDevice: PER_DEVICE,
        connections: 10,
        start: new Date(Date.now() - 2 * 86_400_000),
        runId: run,
        onAck: () => {
          acked += 1;
          if (acked === Math.floor(MESSAGES / 3)) restarting = restart();
        },
      });
      expect(sent).toMatchObject({ sent: MESSAGES, acked: MESSAGES });
      await restarting;
      expect(restarting).not.toBeNull();
      const counts = await waitStored(t, ids, MESSAGES);
      expect(counts).toEqual({ rows: MESSAGES, distinct: MESSAGES });
    } finally {
      await t.close();
    }
  });
});
