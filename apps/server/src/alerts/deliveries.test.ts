import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertPreferences } from '../db/schema/alerts.js';
import { users } from '../db/schema/identity.js';
import { alarmRaiser, startChannelStandIns } from '../../test/alerts.testkit.js';
import { bearer, PASSWORD, startSeededApp } from '../../test/harness.js';
import { type Registered, sensorKit } from '../../test/sensors.testkit.js';

/** Alert emails and webhook calls that fail are tried again after each delay, and how each went is kept (issue 26). */

const FARMER = 'deliveries-farmer@agrim.test';
let t: Awaited<ReturnType<typeof startSeededApp>>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let token: string;
let raiseAlarm: () => Promise<number>;
let farmerId: string;

const channels = await startChannelStandIns();
const { mails, hooks, refuse } = channels;

beforeAll(async () => {
  t = await startSeededApp({
    ...channels.env,
    ALERT_WEBHOOK_SECRET: 'webhook-secret-for-tests',
    // Two retries (three attempts); the tests ask for the retries as of a later time instead of waiting.
    ALERTS_RETRY_DELAYS_MS: '60000,300000',
  });
  kit = sensorKit(t, t.tokens.Admin);
  ({ id: farmerId } = await t.app.services.users.create(null, {
    email: FARMER,
    password: PASSWORD,
    role: 'User',
    display_name: 'Deliveries farmer',
    phone_number: '9876501234',
  }));
  device = await kit.farmWithDevice('Deliveries farm', FARMER);
  token = (await t.login(FARMER)).json().token;
  raiseAlarm = alarmRaiser(t, kit, device, token);
  const prefs = await t.app.inject({
    method: 'PUT',
    url: '/api/alerts/preferences',
    headers: bearer(token),
    payload: { language: 'en', email: true, sms: true, quietFrom: null, quietTo: null },
  });
  expect(prefs.statusCode, prefs.body).toBe(200);
  const rule = await t.app.inject({
    method: 'POST',
    url: '/api/alerts/rules',
    headers: bearer(token),
    payload: { farmId: device.farmId, name: 'Hot', kind: 'threshold', metric: 'temperature', direction: 'above', threshold: 40 },
  });
  expect(rule.statusCode, rule.body).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
  channels.close();
});

type DeliveryJson = {
  alarmId: number;
  channel: string;
  status: string;
  attempts: number;
  reason: { en: string; hi: string } | null;
  lastError: string | null;
  nextAttemptAt: string | null;
};
async function deliveries(alarmId: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/alerts/deliveries', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  // A farmer never reads the server's own error (hosts, ports, status codes), only a reason in words.
  expect(res.body).not.toContain('127.0.0.1');
  expect(res.body).not.toContain('503');
  expect(res.body).not.toContain('try later');
  return (res.json().data as DeliveryJson[]).filter((d) => d.alarmId === alarmId);
}
/** The same deliveries as staff read them (the service, with the farmer's account seen under a staff role). */
async function staffDeliveries(alarmId: number) {
  const ds = await t.app.services.notifier.deliveries({ userId: farmerId, email: FARMER, name: 'Deliveries farmer', role: 'Admin' });
  return ds.filter((d) => d.alarmId === alarmId);
}
const byChannel = (ds: DeliveryJson[]) => Object.fromEntries(ds.map((d) => [d.channel, d]));

const later = (ms: number) => new Date(Date.now() + ms);

describe('delivery retries', () => {
  it('a refused email and webhook are retried after their delay and then sent; each try is recorded', async () => {
    refuse.smtp = 1;
    refuse.gateway = 1;
    const alarmId = await raiseAlarm();
    let ds = byChannel(await deliveries(alarmId));
    expect(ds.email).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
    expect(ds.email!.reason!.en).toBe('The mail server could not be reached; your administrator has been told.');
    expect(ds.email!.reason!.hi).toMatch(/^मेल सर्वर तक नहीं पहुँचा जा सका/);
    expect(ds.webhook).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
    expect(ds.webhook!.reason!.en).toMatch(/gateway could not be reached/);
    const staff = byChannel(await staffDeliveries(alarmId));
    expect(staff.email!.lastError).toContain('try later');
    expect(staff.webhook!.lastError).toContain('503');
    // Not due before the first delay…
    expect(await t.app.services.notifier.retryDue(later(30_000))).toBe(0);
    // …due after it.
    expect(await t.app.services.notifier.retryDue(later(61_000))).toBe(2);
    ds = byChannel(await deliveries(alarmId));
    expect(ds.email).toMatchObject({ status: 'sent', attempts: 2, reason: null, lastError: null, nextAttemptAt: null });
    expect(ds.webhook).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mails.filter((m) => m.includes('Agrim alert: Soil temperature, Deliveries farm probe'))).toHaveLength(1);
    expect(hooks.filter((h) => JSON.parse(h.body).alarmId === alarmId)).toHaveLength(1);
    // Sent ones are never tried again.
    expect(await t.app.services.notifier.retryDue(later(3_600_000))).toBe(0);
  });

  it('gives up after the last retry and records the failure', async () => {
    refuse.gateway = 10;
    const alarmId = await raiseAlarm();
    expect(byChannel(await deliveries(alarmId)).email).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await t.app.services.notifier.retryDue(later(61_000))).toBe(1);
    expect(byChannel(await deliveries(alarmId)).webhook).toMatchObject({ status: 'pending', attempts: 2 });
    // The second delay (5 minutes) counts from the second attempt.
    expect(await t.app.services.notifier.retryDue(later(120_000))).toBe(0);
    expect(await t.app.services.notifier.retryDue(later(400_000))).toBe(1);
    const webhook = byChannel(await deliveries(alarmId)).webhook!;
    expect(webhook).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null, lastError: null });
    expect(webhook.reason!.en).toMatch(/gateway could not be reached/);
    expect(byChannel(await staffDeliveries(alarmId)).webhook!.lastError).toContain('503');
    expect(await t.app.services.notifier.retryDue(later(86_400_000))).toBe(0);
    refuse.gateway = 0;
  });

  it('lists only the caller’s own deliveries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/alerts/deliveries', headers: bearer(t.tokens.user) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(0);
  });
});

describe('a farmer registered by mobile number only (issue 41)', () => {
  it('is texted, and never mailed at the placeholder address the account holds', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/create/user',
      headers: bearer(t.tokens.superAdmin),
      payload: { password: 'phone-only-farmer-monsoon-field', display_name: 'Phone farmer', phone_number: '9876507777', role: 'User' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${device.farmId}/members`,
      headers: bearer(t.tokens.Admin),
      payload: { email: '98765 07777' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '98765 07777', password: 'phone-only-farmer-monsoon-field' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const phoneToken = login.json().token as string;
    const setPrefs = (email: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/alerts/preferences',
        headers: bearer(phoneToken),
        payload: { language: 'hi', email, sms: true, quietFrom: null, quietTo: null },
      });
    // Email cannot be turned on for an account without one…
    const refused = await setPrefs(true);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/no email address/);
    const prefs = await setPrefs(false);
    expect(prefs.statusCode, prefs.body).toBe(200);
    // …and a preference stored on before that refusal existed still mails nobody at the placeholder.
    const [phoneFarmer] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, '+919876507777'));
    const stored = await t.database.db
      .update(alertPreferences)
      .set({ email: true })
      .where(eq(alertPreferences.userId, phoneFarmer!.id))
      .returning({ email: alertPreferences.email });
    expect(stored).toEqual([{ email: true }]);
    const alarmId = await raiseAlarm();
    const mine = await t.app.inject({ method: 'GET', url: '/api/alerts/deliveries', headers: bearer(phoneToken) });
    expect(mine.statusCode, mine.body).toBe(200);
    const channelsUsed = (mine.json().data as DeliveryJson[]).filter((d) => d.alarmId === alarmId).map((d) => d.channel);
    expect(channelsUsed).toEqual(['webhook']);
    expect(mails.some((m) => m.includes('no-email.invalid'))).toBe(false);
  });
});
