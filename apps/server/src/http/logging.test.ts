import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, refreshCookie } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { redactUrl } from './logging.js';

/**
 * Runs the real app with a pino logger at trace level into memory, walks every path a secret
 * travels (password, access and refresh tokens, device key, custom token, signed file link, broker
 * credentials), and searches the whole log for each secret.
 */
const JWT_SECRET = 'log-test-jwt-secret-'.padEnd(48, 'j');
const MQTT_PASSWORD = 'mqtt-broker-pw-4c1d';
const ADMIN = { email: 'log.admin@agrim.test', password: 'admin-pass-9f3e2a7' };
const FARMER = { email: 'log.farmer@agrim.test', password: 'farmer-pass-1b8d44', next: 'farmer-next-pass-77e0c1' };

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let dataDir: string;
const secrets: Record<string, string> = { JWT_SECRET, MQTT_PASSWORD, adminPassword: ADMIN.password };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agrim-log-'));
  database = await openTestDatabase();
  const config = loadConfig({
    JWT_SECRET,
    DATA_DIR: dataDir,
    // The local broker allows anonymous clients, so these credentials connect and get logged if anything does.
    MQTT_URL: `mqtt://agrim:${MQTT_PASSWORD}@127.0.0.1:1883`,
    // One fixed id per database project: the bridge keeps a persistent session, and a fresh id per run would leave one behind each time.
    MQTT_CLIENT_ID: `agrim-log-test-${process.env.AGRIM_TEST_DB ?? 'pglite'}`,
  });
  app = await buildApp({ config, database, logger: { level: 'trace', stream } });
  await app.ready();
  await app.services.users.ensureFirstAdmin(ADMIN.email, ADMIN.password);
  await app.services.users.create(null, {
    email: FARMER.email,
    password: FARMER.password,
    role: 'User',
    display_name: 'Log Farmer',
    phone_number: undefined,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const json = (res: { json: () => unknown }) => res.json() as Record<string, unknown> & { data: Record<string, string> };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the log of a session that handles every kind of secret', () => {
  it('holds none of them', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.statusCode, login.body).toBe(200);
    const adminToken = json(login).token as string;
    secrets.adminAccessToken = adminToken;
    secrets.adminRefreshCookie = refreshCookie(login)!;

    // A wrong password and a broken body that contains a password are logged as failures.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...ADMIN, password: 'wrong-pass-5a5a5a' } })).statusCode,
    ).toBe(401);
    secrets.wrongPassword = 'wrong-pass-5a5a5a';
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${ADMIN.email}","password":"broken-body-pass-3e3e"`,
    });
    expect(broken.statusCode).toBe(400);
    secrets.brokenBodyPassword = 'broken-body-pass-3e3e';

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-requested-with': 'agrim' },
      cookies: { agrim_refresh: secrets.adminRefreshCookie },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    secrets.rotatedAccessToken = json(refreshed).token as string;
    secrets.rotatedRefreshCookie = refreshCookie(refreshed)!;

    expect((await app.inject({ url: '/api/get/user/registered', headers: bearer(adminToken) })).statusCode).toBe(200);

    const farm = await app.inject({ method: 'POST', url: '/api/farms', headers: bearer(adminToken), payload: { name: 'Log farm' } });
    expect(farm.statusCode, farm.body).toBe(201);
    const device = await app.inject({
      method: 'POST',
      url: `/api/farms/${json(farm).data.id}/devices`,
      headers: bearer(adminToken),
      payload: { name: 'Log probe' },
    });
    expect(device.statusCode, device.body).toBe(201);
    const deviceId = json(device).data.id;
    secrets.deviceKey = json(device).deviceKey as string;
    const reading = await app.inject({
      method: 'POST',
      url: `/api/v1/devices/${deviceId}/readings`,
      headers: { 'x-device-key': secrets.deviceKey },
      payload: {
        readings: [
          {
            timestamp: new Date().toISOString(),
            nitrogen: 20,
            phosphorus: 10,
            potassium: 15,
            temperature: 25,
            moisture: 30,
            conductivity: 300,
            ph: 6.8,
          },
        ],
      },
    });
    expect(reading.statusCode, reading.body).toBeLessThan(300);

    const issued = await app.inject({
      method: 'POST',
      url: '/api/auth/custom-token',
      headers: bearer(adminToken),
      payload: { email: FARMER.email },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    secrets.customToken = json(issued).customToken as string;
    const custom = await app.inject({ method: 'POST', url: '/api/auth/custom-token/login', payload: { token: secrets.customToken } });
    expect(custom.statusCode, custom.body).toBe(200);
    const farmerToken = json(custom).token as string;
    secrets.farmerAccessToken = farmerToken;
    secrets.farmerRefreshCookie = refreshCookie(custom)!;

    secrets.farmerPassword = FARMER.password;
    secrets.farmerNewPassword = FARMER.next;
    // The owner changes the password in a session of their own: an impersonation session may not (issue 38).
    const own = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: FARMER.email, password: FARMER.password } });
    expect(own.statusCode, own.body).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(json(own).token as string),
      payload: { currentPassword: FARMER.password, newPassword: FARMER.next },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const sas = await app.inject({ url: '/generate-sas-token?container=expert-feedback-module', headers: bearer(adminToken) });
    expect(sas.statusCode, sas.body).toBe(200);
    const link = json(sas).sas_token as string;
    secrets.fileLinkSignature = new URLSearchParams(link).get('sig')!;
    expect((await app.inject({ url: `/api/files/expert-feedback-module/none.jpg?${link}` })).statusCode).toBe(404);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-requested-with': 'agrim' },
      cookies: { agrim_refresh: secrets.rotatedRefreshCookie },
    });
    expect(logout.statusCode).toBe(200);

    // main.ts starts the bridge; it logs the broker address once connected. Wait for that line, however long it takes.
    app.services.mqtt!.start();
    while (!lines.some((l) => l.includes('mqtt connected') || l.includes('mqtt error'))) await new Promise((r) => setTimeout(r, 50));

    const log = lines.join('');
    // The log did record the session: requests, the device, the file link (so the search below is not vacuous).
    expect(log).toContain('/api/auth/login');
    expect(log).toContain(`/api/v1/devices/${deviceId}/readings`);
    expect(log).toContain('/api/files/expert-feedback-module/none.jpg?');
    expect(log).toContain('127.0.0.1:1883');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value, name).toBeTruthy();
      expect(log.includes(value), `${name} appears in the log`).toBe(false);
    }
  });
});

describe('redactUrl', () => {
  it('hides credential query values and user:password, keeps the rest', () => {
    expect(redactUrl('/api/files/c/n.jpg?c=c&u=1&e=9&sig=abc')).toBe('/api/files/c/n.jpg?c=c&u=1&e=9&sig=[Redacted]');
    expect(redactUrl('/x?Token=t1&page=2&access_token=t2')).toBe('/x?Token=[Redacted]&page=2&access_token=[Redacted]');
    expect(redactUrl('mqtt://user:pw@broker:1883')).toBe('mqtt://[Redacted]@broker:1883');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
