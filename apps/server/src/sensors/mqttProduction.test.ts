import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateBroker, privateBrokerUnavailable, startPrivateBroker } from '../../test/faults/privateBroker.js';

/*
 * Issue 38: the shipped broker allowed anonymous clients, and any client could connect with the
 * server's fixed MQTT_CLIENT_ID and take its session over. The production template
 * (deploy/mosquitto.production.conf with deploy/mosquitto.acl.example) is run here as written,
 * with only its port, files and TLS swapped for the test's.
 */
const DEPLOY = path.resolve(import.meta.dirname, '../../../../deploy');
const skip = privateBrokerUnavailable();
const SERVER = { username: 'agrim-server', password: 'server-secret-4f1e' };
const DEVICE_A = { username: 'device-a', password: 'device-a-key' };
const DEVICE_B = { username: 'device-b', password: 'device-b-key' };

let broker: PrivateBroker;
const clients: MqttClient[] = [];

beforeAll(async () => {
  if (skip) return;
  broker = await startPrivateBroker((port, dir) => {
    const passwd = path.join(dir, 'agrim.passwd');
    for (const [i, user] of [SERVER, DEVICE_A, DEVICE_B].entries()) {
      const made = spawnSync('mosquitto_passwd', [...(i === 0 ? ['-c'] : []), '-b', passwd, user.username, user.password]);
      if (made.status !== 0) throw new Error(`mosquitto_passwd failed: ${made.stderr}`);
    }
    writeFileSync(path.join(dir, 'agrim.acl'), readFileSync(path.join(DEPLOY, 'mosquitto.acl.example')));
    const local: Record<string, string | null> = {
      listener: `listener ${port} 127.0.0.1`,
      certfile: null,
      keyfile: null,
      password_file: `password_file ${passwd}`,
      acl_file: `acl_file ${path.join(dir, 'agrim.acl')}`,
      persistence_location: `persistence_location ${dir}/`,
      log_dest: 'log_dest none',
      log_type: null,
    };
    return (
      readFileSync(path.join(DEPLOY, 'mosquitto.production.conf'), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const option = line.split(/\s+/)[0]!;
          return option in local ? local[option]! : line;
        })
        .filter((line): line is string => line !== null)
        .filter((line, i, all) => all.indexOf(line) === i)
        // Run as root, Mosquitto drops to its own user, which cannot read the test's private folder.
        .concat(`user ${userInfo().username}`)
    );
  });
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker?.destroy();
});

function connect(options: { username?: string; password?: string; clientId?: string }): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(broker.url, { protocolVersion: 5, reconnectPeriod: 0, connectTimeout: 5_000, clean: true, ...options });
    clients.push(client);
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
}
const subscribe = (client: MqttClient, topic: string) =>
  new Promise<number>((resolve, reject) =>
    client.subscribe(topic, { qos: 1 }, (err, granted) => (err ? reject(err) : resolve(granted![0]!.qos))),
  );
const received = (client: MqttClient) => {
  const topics: string[] = [];
  client.on('message', (topic) => topics.push(topic));
  return topics;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.skipIf(skip)(`the production broker template (issue 38)${skip ? `: skipped, ${skip}` : ''}`, () => {
  it('refuses anonymous clients and wrong passwords', async () => {
    await expect(connect({})).rejects.toThrow(/Not authorized|Bad User Name or Password/i);
    await expect(connect({ username: DEVICE_A.username, password: 'wrong' })).rejects.toThrow(/Not authorized|Bad User Name or Password/i);
  });

  it('a device credential connecting with the server’s client id does not take the server’s session over', async () => {
    const server = await connect({ ...SERVER, clientId: 'agrim-server' });
    let serverClosed = false;
    server.on('close', () => (serverClosed = true));
    expect(await subscribe(server, 'agrim/+/readings')).toBe(1);
    const seen = received(server);
    const impostor = await connect({ ...DEVICE_A, clientId: 'agrim-server' });
    await new Promise<void>((resolve, reject) =>
      impostor.publish('agrim/device-a/readings', '{}', { qos: 1 }, (err) => (err ? reject(err) : resolve())),
    );
    await settle();
    expect(serverClosed).toBe(false);
    expect(server.connected).toBe(true);
    expect(seen).toEqual(['agrim/device-a/readings']);
  });

  it('a device publishes and reads under agrim/<its id>/ only', async () => {
    const server = await connect({ ...SERVER, clientId: 'agrim-server-2' });
    expect(await subscribe(server, 'agrim/+/readings')).toBe(1);
    const seen = received(server);
    const deviceA = await connect({ ...DEVICE_A });
    const deviceB = await connect({ ...DEVICE_B });
    const aSeen = received(deviceA);
    const bSeen = received(deviceB);
    await subscribe(deviceB, 'agrim/device-b/commands');
    // Another device's readings, or a command to another device: not delivered.
    deviceA.publish('agrim/device-b/readings', '{}', { qos: 1 });
    deviceA.publish('agrim/device-b/commands', '{}', { qos: 1 });
    // Reading other devices' topics: Mosquitto grants the subscription but delivers nothing the ACL does not allow.
    for (const topic of ['agrim/+/readings', 'agrim/device-b/commands', 'agrim/device-a/commands', 'agrim/resend'])
      await subscribe(deviceA, topic);
    deviceB.publish('agrim/device-b/readings', '{}', { qos: 1 });
    server.publish('agrim/device-b/commands', '{}', { qos: 1 });
    server.publish('agrim/device-a/commands', '{}', { qos: 1 });
    server.publish('agrim/resend', '{}', { qos: 1 });
    await settle();
    expect(aSeen.sort()).toEqual(['agrim/device-a/commands', 'agrim/resend']);
    expect(bSeen).toEqual(['agrim/device-b/commands']);
    expect(seen).toEqual(['agrim/device-b/readings']);
  });
});
