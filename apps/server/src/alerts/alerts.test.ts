import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp, startTestApp } from '../../test/harness.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { signBody } from './channels.js';
import { startChannelStandIns } from '../../test/alerts.testkit.js';
import { alarmMessage } from './messages.js';
import { alertDeliveries } from '../db/schema/index.js';

const SECRET = 'webhook-secret-for-tests';
const OTHER = 'alerts-farmer-b@agrim.test';
const PUBLIC_URL = 'https://agrim.example.in';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let deviceB: Registered;
let otherToken: string;
const channels = await startChannelStandIns();
const { mails, hooks } = channels;

beforeAll(async () => {
  t = await startSeededApp({
    ...channels.env,
    ALERT_WEBHOOK_SECRET: SECRET,
    ALERTS_SILENCE_MINUTE_MS: '100',
    PUBLIC_URL: `${PUBLIC_URL}/`,
  });
  kit = sensorKit(t, t.tokens.Admin);
  device = await kit.farmWithDevice('Alert farm', EMAILS.user);
  await t.app.services.users.create(null, {
    email: OTHER,
    password: PASSWORD,
    role: 'User',
    display_name: 'B',
    phone_number: '9876543210',
  });
  deviceB = await kit.farmWithDevice('Other alert farm', OTHER);
  otherToken = (await t.login(OTHER)).json().token;
}, 120_000);
afterAll(async () => {
  await t?.close();
  channels.close();
});

const as = (token: string) => ({ headers: bearer(token) });
/** Stores readings, then waits for the evaluation stage (it runs apart from storing, issue 38). */
async function send(d: Registered, items: unknown[]) {
  await kit.sendOk(d, items);
  await t.app.services.evaluation.idle();
}
async function createRule(token: string, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/alerts/rules', ...as(token), payload: body });
}
async function openAlarms(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/alerts/alarms', ...as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    id: number;
    ruleId: number;
    state: string;
    count: number;
    value: number | null;
    message: { en: string };
  }>;
}

describe('a threshold rule with a hold time and a clear line', () => {
  let ruleId: number;
  it('is created by the farmer on their farm, and recorded in the audit log', async () => {
    const res = await createRule(t.tokens.user, {
      farmId: device.farmId,
      name: 'Dry soil',
      kind: 'threshold',
      metric: 'moisture',
      direction: 'below',
      threshold: 20,
      clearThreshold: 25,
      minutes: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    ruleId = res.json().data.id;
    const audit = await t.app.services.audit.list({ action: 'alert.rule_created', limit: 10 });
    expect(audit.entries.some((e) => String(e.targetId) === String(ruleId))).toBe(true);
  });

  it('raises once the condition held the minutes, counts repeats, ignores redeliveries and clears past the clear line', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/preferences',
      ...as(t.tokens.user),
      payload: { language: 'en', email: true, sms: false, quietFrom: null, quietTo: null },
    });
    await send(device, [reading(minutesAgo(40), { moisture: 18 }), reading(minutesAgo(35), { moisture: 18 })]);
    expect(await openAlarms(t.tokens.user)).toHaveLength(0);
    await send(device, [reading(minutesAgo(28), { moisture: 17 })]);
    let [alarm] = await openAlarms(t.tokens.user);
    expect(alarm).toMatchObject({ ruleId, state: 'active', count: 1, value: 17 });
    // The same reading again is a duplicate: evaluated once only.
    await send(device, [reading(minutesAgo(28), { moisture: 17 })]);
    await send(device, [reading(minutesAgo(25), { moisture: 19 }), reading(minutesAgo(22), { moisture: 22 })]);
    [alarm] = await openAlarms(t.tokens.user);
    expect(alarm).toMatchObject({ state: 'active', count: 2 });
    await send(device, [reading(minutesAgo(20), { moisture: 26 })]);
    expect(await openAlarms(t.tokens.user)).toHaveLength(0);
    await t.app.services.notifier.settled();
    // The subject says what and where; the rule's own name is only in the body (issue 38).
    expect(mails.some((m) => m.includes('Subject: Agrim alert: Soil moisture, Alert farm probe'))).toBe(true);
    expect(mails.some((m) => /^Subject: .*Dry soil/m.test(m))).toBe(false);
    const notes = (await t.app.inject({ method: 'GET', url: '/api/alerts/notifications', ...as(t.tokens.user) })).json();
    expect(notes.unread).toBeGreaterThanOrEqual(1);
    expect(notes.data[0].alarm).toMatchObject({ ruleName: 'Dry soil', state: 'cleared' });
  });

  it('is acknowledged once (audited); a second acknowledgement is a conflict', async () => {
    await send(device, [reading(minutesAgo(18), { moisture: 10 }), reading(minutesAgo(5), { moisture: 10 })]);
    const [alarm] = await openAlarms(t.tokens.user);
    const ack = await t.app.inject({ method: 'POST', url: `/api/alerts/alarms/${alarm!.id}/acknowledge`, ...as(t.tokens.user) });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.state).toBe('acknowledged');
    const again = await t.app.inject({ method: 'POST', url: `/api/alerts/alarms/${alarm!.id}/acknowledge`, ...as(t.tokens.user) });
    expect(again.statusCode).toBe(409);
    const audit = await t.app.services.audit.list({ action: 'alert.acknowledged', limit: 10 });
    expect(audit.entries.some((e) => String(e.targetId) === String(alarm!.id))).toBe(true);
  });

  it('keeps another farm out: not listed, not changed, not acknowledged, no rule on it', async () => {
    const rules = (await t.app.inject({ method: 'GET', url: '/api/alerts/rules', ...as(otherToken) })).json();
    expect(rules.data).toHaveLength(0);
    expect(await openAlarms(otherToken)).toHaveLength(0);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/rules/${ruleId}`,
      ...as(otherToken),
      payload: { enabled: false },
    });
    expect(patch.statusCode).toBe(404);
    const [alarm] = await openAlarms(t.tokens.user);
    const ack = await t.app.inject({ method: 'POST', url: `/api/alerts/alarms/${alarm!.id}/acknowledge`, ...as(otherToken) });
    expect(ack.statusCode).toBe(404);
    const create = await createRule(otherToken, { farmId: device.farmId, name: 'x', kind: 'silence', minutes: 5 });
    expect(create.statusCode).toBe(404);
    // Admins see every farm's alarms.
    expect((await openAlarms(t.tokens.Admin)).length).toBeGreaterThan(0);
  });

  it('exports the history as CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/alerts/alarms.csv', ...as(t.tokens.user) });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('first_seen');
    expect(lines.length).toBeGreaterThanOrEqual(3);
  });
});

describe('rate and silence rules, and the SMS gateway', () => {
  it('a rise faster than the rate raises an alarm; the gateway gets a signed Hindi text of at most 160 characters', async () => {
    const res0 = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/preferences',
      ...as(otherToken),
      payload: { language: 'hi', email: false, sms: true, quietFrom: null, quietTo: null },
    });
    expect(res0.statusCode, res0.body).toBe(200);
    const res = await createRule(otherToken, {
      farmId: deviceB.farmId,
      name: 'pH jump',
      kind: 'rate',
      metric: 'ph',
      direction: 'above',
      threshold: 0.5,
    });
    expect(res.statusCode, res.body).toBe(201);
    // A field the kind has not (minutes of a rate rule) changes nothing (the fuzz found a 500 here).
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/rules/${res.json().data.id}`,
      ...as(otherToken),
      payload: { minutes: 5 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.minutes).toBe(0);
    await send(deviceB, [reading(minutesAgo(30), { ph: 6.5 }), reading(minutesAgo(10), { ph: 7.0 })]);
    const [alarm] = await openAlarms(otherToken);
    expect(alarm).toMatchObject({ state: 'active', value: 7 });
    expect(alarm!.message.en.length).toBeLessThanOrEqual(160);
  });

  it('a device that stops reporting raises the silence alarm; its next reading clears it', async () => {
    const res = await createRule(t.tokens.Admin, {
      farmId: deviceB.farmId,
      deviceId: deviceB.id,
      name: 'Probe quiet',
      kind: 'silence',
      minutes: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const ruleId = res.json().data.id;
    // The newest reading is 10 real minutes old: far past 2 test "minutes" of 100 ms.
    expect(await t.app.services.alarms.checkSilence()).toBe(1);
    expect(await t.app.services.alarms.checkSilence()).toBe(0);
    expect((await openAlarms(otherToken)).filter((a) => a.ruleId === ruleId)).toHaveLength(1);
    await send(deviceB, [reading(new Date())]);
    expect((await openAlarms(otherToken)).filter((a) => a.ruleId === ruleId)).toHaveLength(0);
  });

  it('signs the webhook body with HMAC-SHA256', async () => {
    await t.app.services.notifier.settled();
    expect(hooks.length).toBeGreaterThan(0);
    for (const hook of hooks) expect(hook.signature).toBe(signBody(SECRET, hook.body));
    const first = JSON.parse(hooks[0]!.body);
    expect(first).toMatchObject({ event: 'alarm.raised', to: '+919876543210', language: 'hi' });
    expect(first.text).toContain('पीएच');
    expect(first.text.length).toBeLessThanOrEqual(160);
    // Whole, so the SMS a gateway makes of it opens on a phone.
    expect(first.link).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  });
});

describe('the MQTT path', () => {
  it('evaluates the batches the bridge stores for several devices at once', async () => {
    const res = await createRule(t.tokens.Admin, {
      farmId: device.farmId,
      deviceId: device.id,
      name: 'Hot soil',
      kind: 'threshold',
      metric: 'temperature',
      direction: 'above',
      threshold: 40,
    });
    expect(res.statusCode, res.body).toBe(201);
    const now = Date.now();
    await t.app.services.ingest.ingestMany([
      { deviceId: device.id, items: [reading(new Date(now - 1000), { temperature: 45 })] },
      { deviceId: deviceB.id, items: [reading(new Date(now - 1000), { temperature: 45 })] },
    ]);
    await t.app.services.evaluation.idle();
    const hot = (await openAlarms(t.tokens.Admin)).filter((a) => a.ruleId === res.json().data.id);
    expect(hot).toHaveLength(1);
    expect(hot[0]).toMatchObject({ value: 45, count: 1 });
  });
});

describe('soil test rules', () => {
  it('a finished test raises an alarm; a later failed one is the same alarm seen again; acknowledging it clears it', async () => {
    const res = await createRule(t.tokens.user, { farmId: device.farmId, name: 'Soil tests', kind: 'soilTest' });
    expect(res.statusCode, res.body).toBe(201);
    const ruleId = res.json().data.id;
    const user = await t.app.services.tokens.verify(t.tokens.user);
    const announce = (testId: number, status: string, deviceError: string | null) =>
      t.app.services.bus.publishTest({ deviceId: device.id, userId: user.userId, testId, status, deviceError });
    const mine = async () => (await openAlarms(t.tokens.user)).filter((a) => a.ruleId === ruleId);
    announce(101, 'complete', null);
    await expect.poll(mine).toHaveLength(1);
    announce(102, 'aborted', 'probe not in soil');
    await expect.poll(async () => (await mine())[0]?.count).toBe(2);
    expect((await mine())[0]!.message.en).toContain('#102 failed');
    // Cancelled by the farmer: neither finished nor failed.
    announce(103, 'aborted', null);
    const [alarm] = await mine();
    const ack = await t.app.inject({ method: 'POST', url: `/api/alerts/alarms/${alarm!.id}/acknowledge`, ...as(t.tokens.user) });
    expect(ack.json().data).toMatchObject({ state: 'cleared', count: 2 });
  });
});

describe("the evaluation keeps each farm's rules between readings", () => {
  it("reads a rule made after the farm's rules were kept at the very next reading, and tells the other replicas", async () => {
    const farmId = await kit.createFarm('Cached rules farm');
    const probe = await kit.registerDevice(farmId, 'Cached rules probe');
    // Evaluated once: the farm's (empty) rules are kept from here on.
    await send(probe, [reading(minutesAgo(6), { temperature: 20 })]);
    const told: string[] = [];
    const stop = t.app.services.bus.onInvalidate((event) => told.push(event.cache));
    const res = await createRule(t.tokens.Admin, {
      farmId,
      name: 'Frost',
      kind: 'threshold',
      metric: 'temperature',
      direction: 'below',
      threshold: 3,
    });
    stop();
    expect(res.statusCode, res.body).toBe(201);
    expect(told).toContain('alert-rules');
    await send(probe, [reading(minutesAgo(5), { temperature: 1 })]);
    expect((await openAlarms(t.tokens.Admin)).filter((a) => a.ruleId === res.json().data.id)).toHaveLength(1);
  });
});

describe('two replicas on one database', () => {
  it('evaluate each reading once: deliveries racing on both make one alarm counting each reading once', async () => {
    const replica = await startTestApp({}, { database: t.database, dataDir: t.dataDir });
    try {
      const farmId = await kit.createFarm('Replica farm');
      const probe = await kit.registerDevice(farmId, 'Replica probe');
      const res = await createRule(t.tokens.Admin, {
        farmId,
        name: 'Cold soil',
        kind: 'threshold',
        metric: 'temperature',
        direction: 'below',
        threshold: 5,
      });
      expect(res.statusCode, res.body).toBe(201);
      const ruleId = res.json().data.id;
      const cold = (n: number) => reading(minutesAgo(n), { temperature: 2 });
      const deliver = (app: typeof t.app, items: unknown[]) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/devices/${probe.id}/readings`,
          headers: { 'x-device-key': probe.key },
          payload: { readings: items },
        });
      // The same readings to both replicas at once, and one more to the second.
      const answers = await Promise.all([deliver(t.app, [cold(9), cold(8)]), deliver(replica.app, [cold(9), cold(8), cold(7)])]);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      await Promise.all([t.app.services.evaluation.idle(), replica.app.services.evaluation.idle()]);
      const alarms = (await openAlarms(t.tokens.Admin)).filter((a) => a.ruleId === ruleId);
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.count).toBe(3);
    } finally {
      await replica.close(true);
    }
  });
});

describe('defaults from the agronomy knowledge', () => {
  it('offers pH, moisture (dry and waterlogged), silence and soil-test rules, each with its source', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/alerts/defaults?farmId=${device.farmId}`, ...as(t.tokens.user) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { rule: { metric: string | null } }) => d.rule.metric)).toEqual([
      'ph',
      'ph',
      'moisture',
      'moisture',
      null,
      null,
    ]);
    for (const d of body.data) expect(d.source).toBeTruthy();
  });
});

describe('a pH rule judged on the day’s median (issue 37)', () => {
  it('is stored as a median rule; a normal Vertisol with one odd reading raises nothing, a day above the line does', async () => {
    const probe = await kit.farmWithDevice('Median farm', EMAILS.user);
    const created = await createRule(t.tokens.user, {
      farmId: probe.farmId,
      name: 'pH above 8.5 (day median)',
      kind: 'threshold',
      metric: 'ph',
      direction: 'above',
      threshold: 8.5,
      minutes: 1440,
      aggregate: 'median',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ aggregate: 'median', minutes: 1440 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/alerts/rules', query: { farmId: probe.farmId }, ...as(t.tokens.user) });
    expect(listed.json().data.find((r: { id: number }) => r.id === created.json().data.id)).toMatchObject({ aggregate: 'median' });
    const ruleId = created.json().data.id as number;
    const mine = async () => (await openAlarms(t.tokens.user)).filter((a) => a.ruleId === ruleId);
    // A day of pH 8.0 (normal on a calcareous Vertisol) every hour, with one reading at 9.2: the median stays 8.0.
    const day = (ph: (hour: number) => number, from: number) =>
      Array.from({ length: 25 }, (_, h) => reading(minutesAgo(from - h * 60), { ph: ph(h) }));
    await send(
      probe,
      day((h) => (h === 20 ? 9.2 : 8.0), 3 * 1440),
    );
    expect(await mine()).toEqual([]);
    // The next day above the line all day: the median crosses 8.5 and the alarm is raised.
    await send(
      probe,
      day(() => 8.8, 2 * 1440 - 60),
    );
    expect(await mine()).toHaveLength(1);
  });
});

describe('a calibrated probe (issue 37)', () => {
  it('is judged as the lab would read it: raw pH 8.4 with a +0.3 lab offset is 8.7, above the 8.5 line', async () => {
    const probe = await kit.farmWithDevice('Calibrated alarm farm', EMAILS.user);
    const sampledAt = minutesAgo(5 * 1440);
    // The testkit's default reading is N 24.5, P 14.2, K 22.1 mg/kg: the lab's same values in kg/ha (× 2.24) give factors 1; pH 7.9 → 8.2 gives +0.3.
    await kit.sendOk(probe, [reading(sampledAt, { ph: 7.9 })]);
    const calibrated = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${probe.id}/calibration`,
      ...as(t.tokens.user),
      payload: {
        lab: { nitrogen: 54.88, phosphorus: 31.81, potassium: 49.5, ph: 8.2 },
        phosphorus_form: 'P',
        potassium_form: 'K',
        sampled_at: sampledAt.toISOString(),
      },
    });
    expect(calibrated.json().calibration, calibrated.body).toMatchObject({ ph_offset: 0.3 });
    const rule = await createRule(t.tokens.user, {
      farmId: probe.farmId,
      name: 'pH above 8.5',
      kind: 'threshold',
      metric: 'ph',
      direction: 'above',
      threshold: 8.5,
      minutes: 0,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    await send(probe, [reading(minutesAgo(2), { ph: 8.4 })]);
    const raised = (await openAlarms(t.tokens.user)).filter((a) => a.ruleId === rule.json().data.id);
    expect(raised.map((a) => a.value)).toEqual([8.7]);
  });
});

describe('alarm texts', () => {
  it('fit one SMS in both languages even with a long device name', () => {
    const m = alarmMessage({
      kind: 'threshold',
      device: 'A very long device name '.repeat(8),
      metric: 'conductivity',
      direction: 'above',
      value: 12345.678,
      threshold: 10000,
      at: new Date(),
    });
    expect(m.en.length).toBeLessThanOrEqual(160);
    expect(m.hi.length).toBeLessThanOrEqual(160);
    expect(m.en).toContain('12345.68');
    expect(m.hi).toContain('12345.68');
    // The time in each message's own language: 27 Nov 2026, 16:51 IST.
    const at = alarmMessage({ kind: 'silence', device: 'Probe', minutes: 3, at: new Date('2026-11-27T11:21:00Z') });
    expect(at.en).toContain('27 Nov, 16:51 IST');
    expect(at.hi).toContain('27 नव॰, 16:51 IST');
    expect(at.hi).not.toMatch(/Nov/);
  });
});

describe('alert emails (issue 38)', () => {
  it('link to the app by its public address and keep a co-member’s rule name out of the subject', async () => {
    const linked = await kit.farmWithDevice('Link farm', EMAILS.user);
    await kit.addMember(linked.farmId, OTHER);
    const prefs = { language: 'en', email: true, sms: false, quietFrom: null, quietTo: null };
    expect((await t.app.inject({ method: 'PUT', url: '/api/alerts/preferences', ...as(t.tokens.user), payload: prefs })).statusCode).toBe(
      200,
    );
    // The co-member names the rule like a message from us, with a second line and a link.
    const rule = await createRule(otherToken, {
      farmId: linked.farmId,
      name: 'Account locked\nverify at https://evil.example/login\u202E',
      kind: 'threshold',
      metric: 'temperature',
      direction: 'above',
      threshold: 40,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    await send(linked, [reading(minutesAgo(2), { temperature: 45 })]);
    await t.app.services.notifier.settled();
    const [alarm] = (await openAlarms(t.tokens.user)).filter((a) => a.ruleId === rule.json().data.id);
    const email = (await t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.alarmId, alarm!.id))).find(
      (d) => d.channel === 'email',
    );
    const { subject, text } = email!.payload as { subject: string; text: string };
    expect(subject).toBe('Agrim alert: Soil temperature, Link farm probe');
    expect(text).toContain(`${PUBLIC_URL}/home?deviceId=${linked.id}`);
    expect(text).toContain('Rule: "Account locked verify at hxxps[:]//evil.example/login"');
    expect(text).not.toContain('https://evil');
    expect(text).not.toContain('\u202E');
    expect(text.split('\n').some((line) => line.startsWith('verify'))).toBe(false);
    expect(mails.some((m) => m.includes('Subject: Agrim alert: Soil temperature, Link farm probe'))).toBe(true);
  });
});
