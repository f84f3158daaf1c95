import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChannelStandIns } from '../../test/alerts.testkit.js';
import { bearer, EMAILS, PASSWORD, startSeededApp, startTestApp } from '../../test/harness.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

/**
 * Issue 38, point 1: one farmer's alert rules must not stall the server. The evaluation runs apart
 * from storing, resumes after a crash without losing or doubling an alarm, sends one digest per
 * account, keeps to the daily caps, and rules and rule changes are capped.
 */

const FARMER = 'flood-farmer@agrim.test';
const RULES = 60;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let token: string;
const channels = await startChannelStandIns();
const { mails, hooks } = channels;

beforeAll(async () => {
  t = await startSeededApp({
    ...channels.env,
    ALERT_WEBHOOK_SECRET: 'webhook-secret-for-tests',
    // Raised so the attack fits; the caps themselves are tested on their own below.
    ALERT_RULES_PER_FARM: '500',
    ALERT_RULES_PER_ACCOUNT: '500',
    ALERT_RULE_CHANGES_PER_HOUR: '500',
    ALERTS_EMAILS_PER_DAY: '2',
    ALERTS_SMS_PER_DAY: '2',
  });
  kit = sensorKit(t, t.tokens.Admin);
  await t.app.services.users.create(null, {
    email: FARMER,
    password: PASSWORD,
    role: 'User',
    display_name: 'Flood farmer',
    phone_number: '9876512345',
  });
  device = await kit.farmWithDevice('Flood farm', FARMER);
  token = (await t.login(FARMER)).json().token;
  const prefs = await t.app.inject({
    method: 'PUT',
    url: '/api/alerts/preferences',
    headers: bearer(token),
    payload: { language: 'en', email: true, sms: true, quietFrom: null, quietTo: null },
  });
  expect(prefs.statusCode, prefs.body).toBe(200);
  // One reading before the rules: the device's evaluation cursor exists from here on.
  await kit.sendOk(device, [reading(minutesAgo(300), { temperature: 20 })]);
  await t.app.services.evaluation.idle();
}, 180_000);
afterAll(async () => {
  await t?.close();
  channels.close();
});

const ruleBody = (i: number) => ({
  farmId: device.farmId,
  name: `Hot ${i}`,
  kind: 'threshold',
  metric: 'temperature',
  direction: 'above',
  threshold: 30 + i / 100,
});
async function openAlarms() {
  const res = await t.app.inject({ method: 'GET', url: '/api/alerts/alarms?limit=500', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ id: number; ruleId: number; count: number; state: string }>;
}
const mailsTo = (email: string) => mails.filter((m) => m.includes(email));
const hooksTo = (phone: string) => hooks.filter((h) => JSON.parse(h.body).to === phone);

describe('many rules and a crossing reading (the attack of issue 38)', () => {
  it('storing answers before any rule is evaluated, and /api/health answers meanwhile', async () => {
    for (let i = 0; i < RULES; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts/rules', headers: bearer(token), payload: ruleBody(i) });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Held: were evaluation on the ingest path, the POST below could not answer until it ran.
    t.app.services.evaluation.pause();
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${device.id}/readings`,
      headers: { 'x-device-key': device.key },
      payload: { readings: [reading(minutesAgo(200), { temperature: 45 })] },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().accepted).toBe(1);
    expect(await openAlarms()).toHaveLength(0);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    t.app.services.evaluation.resume();
    await t.app.services.evaluation.idle();
    const open = await openAlarms();
    expect(open).toHaveLength(RULES);
    expect(new Set(open.map((a) => a.ruleId)).size).toBe(RULES);
  });

  it('tells the farmer once: one digest email and one SMS for all the alarms of the evaluation', async () => {
    await t.app.services.notifier.settled();
    const emails = mailsTo(FARMER);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(`Agrim: ${RULES} new alerts`);
    const texts = hooksTo('+919876512345');
    expect(texts).toHaveLength(1);
    const sms = JSON.parse(texts[0]!.body);
    expect(sms.alarmIds).toHaveLength(RULES);
    expect(sms.text.length).toBeLessThanOrEqual(160);
    expect(sms.text).toContain(`${RULES} alarms`);
    // Every alarm is still in the bell.
    const notes = (await t.app.inject({ method: 'GET', url: '/api/alerts/notifications', headers: bearer(token) })).json();
    expect(notes.unread).toBe(RULES);
  });

  it('a reading that raises nothing new counts on the open alarms, one statement for all of them', async () => {
    await kit.sendOk(device, [reading(minutesAgo(199), { temperature: 46 })]);
    await t.app.services.evaluation.idle();
    const open = await openAlarms();
    expect(open.every((a) => a.count === 2)).toBe(true);
  });

  it('noise at the line does not flap: the deadband keeps the alarms open, and after a clear the minimum hold keeps them quiet', async () => {
    // 30.2–30.6 is above every line (30.00–30.59) or within 2 % of it: never past the clear line.
    await kit.sendOk(device, [reading(minutesAgo(198), { temperature: 30.2 }), reading(minutesAgo(197), { temperature: 30.6 })]);
    await t.app.services.evaluation.idle();
    expect(await openAlarms()).toHaveLength(RULES);
    // Cleared, then the value bounces back over the lines within the minimum hold (10 min): nothing is raised.
    await kit.sendOk(device, [
      reading(minutesAgo(196), { temperature: 20 }),
      reading(minutesAgo(195), { temperature: 45 }),
      reading(minutesAgo(194), { temperature: 20 }),
      reading(minutesAgo(193), { temperature: 45 }),
    ]);
    await t.app.services.evaluation.idle();
    expect(await openAlarms()).toHaveLength(0);
    // Past the hold, still hot: raised again, once per rule.
    await kit.sendOk(device, [reading(minutesAgo(180), { temperature: 45 })]);
    await t.app.services.evaluation.idle();
    expect(await openAlarms()).toHaveLength(RULES);
  });

  it('keeps to the daily caps: the second digest says the limit is reached, the third is not sent', async () => {
    await t.app.services.notifier.settled();
    const emails = mailsTo(FARMER);
    expect(emails).toHaveLength(2);
    expect(emails[1]).toContain('email limit is reached');
    // Clear and raise once more (past the hold): in the bell, not by email or SMS.
    await kit.sendOk(device, [reading(minutesAgo(179), { temperature: 20 }), reading(minutesAgo(160), { temperature: 45 })]);
    await t.app.services.evaluation.idle();
    expect(await openAlarms()).toHaveLength(RULES);
    await t.app.services.notifier.settled();
    expect(mailsTo(FARMER)).toHaveLength(2);
    expect(hooksTo('+919876512345')).toHaveLength(2);
    const notes = (await t.app.inject({ method: 'GET', url: '/api/alerts/notifications', headers: bearer(token) })).json();
    expect(notes.unread).toBe(3 * RULES);
  });
});

describe('a device sending readings stamped ten minutes apart', () => {
  it('flaps its farm’s rules no faster than a live probe could: at most 6 alarms a rule in an hour, with the default hold', async () => {
    const farmId = await kit.createFarm('Backlog farm');
    const probe = await kit.registerDevice(farmId, 'Backlog probe');
    const ruleIds: number[] = [];
    for (const threshold of [60, 61, 62]) {
      const rule = await t.app.inject({
        method: 'POST',
        url: '/api/alerts/rules',
        headers: bearer(t.tokens.Admin),
        payload: { farmId, name: `Wet ${threshold}`, kind: 'threshold', metric: 'moisture', direction: 'above', threshold },
      });
      expect(rule.statusCode, rule.body).toBe(201);
      ruleIds.push(rule.json().data.id as number);
    }
    // Over and under every line by turns, stamped 10 minutes apart, sent as fast as they are evaluated: with the hold in reading
    // time alone each batch raises and clears every rule again (12 alarms a rule).
    for (let b = 0; b < 12; b++) {
      const start = 2 * 1440 - b * 20;
      await kit.sendOk(probe, [reading(minutesAgo(start), { moisture: 80 }), reading(minutesAgo(start - 10), { moisture: 20 })]);
      await t.app.services.evaluation.idle();
    }
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/alerts/alarms?farmId=${farmId}&view=history&limit=500`,
      headers: bearer(t.tokens.Admin),
    });
    expect(history.statusCode, history.body).toBe(200);
    const raised = (history.json().data as Array<{ ruleId: number }>).filter((a) => ruleIds.includes(a.ruleId));
    expect(raised).toHaveLength(3 * 6);
  });
});

describe('a process that stops before evaluating', () => {
  it('leaves the readings to the next one: evaluated once, no alarm lost or doubled', async () => {
    const farmId = await kit.createFarm('Crash farm');
    const probe = await kit.registerDevice(farmId, 'Crash probe');
    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/rules',
      headers: bearer(t.tokens.Admin),
      payload: { farmId, name: 'Wet', kind: 'threshold', metric: 'moisture', direction: 'above', threshold: 60 },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const ruleId = rule.json().data.id as number;
    await kit.sendOk(probe, [reading(minutesAgo(50), { moisture: 30 })]);
    await t.app.services.evaluation.idle();
    // This process "dies" before evaluating the next readings…
    t.app.services.evaluation.pause();
    await kit.sendOk(probe, [reading(minutesAgo(40), { moisture: 70 }), reading(minutesAgo(39), { moisture: 71 })]);
    // …and another starts on the same database: its start-up sweep evaluates them.
    const next = await startTestApp({}, { database: t.database, dataDir: t.dataDir });
    try {
      await expect.poll(async () => (await next.app.services.evaluation.idle(), (await openAlarmsOf(ruleId)).length)).toBe(1);
      // The first process comes back and evaluates what it had been told of: nothing is left to do.
      t.app.services.evaluation.resume();
      await t.app.services.evaluation.idle();
      await next.app.services.evaluation.sweep();
      await next.app.services.evaluation.idle();
      const alarms = await openAlarmsOf(ruleId);
      expect(alarms).toHaveLength(1);
      expect(alarms[0]!.count).toBe(2);
    } finally {
      t.app.services.evaluation.resume();
      await next.close(true);
    }
  });

  async function openAlarmsOf(ruleId: number) {
    const res = await t.app.inject({ method: 'GET', url: '/api/alerts/alarms?limit=500', headers: bearer(t.tokens.Admin) });
    return (res.json().data as Array<{ ruleId: number; count: number }>).filter((a) => a.ruleId === ruleId);
  }
});

describe('caps on rules and rule changes', () => {
  let capped: Awaited<ReturnType<typeof startSeededApp>>;
  let farmId: string;
  beforeAll(async () => {
    capped = await startSeededApp({ ALERT_RULES_PER_FARM: '3', ALERT_RULES_PER_ACCOUNT: '4', ALERT_RULE_CHANGES_PER_HOUR: '8' });
    farmId = await sensorKit(capped, capped.tokens.Admin)
      .farmWithDevice('Capped farm', EMAILS.user)
      .then((d) => d.farmId);
  }, 120_000);
  afterAll(() => capped?.close());
  const create = (tok: string, name: string, lang = 'en') =>
    capped.app.inject({
      method: 'POST',
      url: '/api/alerts/rules',
      headers: { ...bearer(tok), 'accept-language': lang },
      payload: { farmId, name, kind: 'silence', minutes: 30 },
    });
  const changes = async () =>
    (await capped.app.services.audit.list({ limit: 100 })).entries.filter((e) => e.action.startsWith('alert.rule_')).length;

  it('refuses a rule beyond the farm’s cap (409, English and Hindi), and one beyond the account’s', async () => {
    for (const name of ['a', 'b', 'c']) expect((await create(capped.tokens.user, name)).statusCode).toBe(201);
    const over = await create(capped.tokens.Admin, 'd');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('This farm has 3 alert rules');
    const hindi = await create(capped.tokens.user, 'd', 'hi');
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('चेतावनी नियम');
    // The account cap counts staff rules too (no farm).
    for (const name of ['s1', 's2', 's3', 's4', 's5']) {
      const res = await capped.app.inject({
        method: 'POST',
        url: '/api/alerts/staff-rules',
        headers: bearer(capped.tokens.Admin),
        payload: { name, kind: 'feedback' },
      });
      expect(res.statusCode, res.body).toBe(name === 's5' ? 409 : 201);
      if (name === 's5') expect(res.json().message).toContain('You have 4 alert rules');
    }
  });

  it('refuses changes beyond the hourly budget (429 with Retry-After); refusals add nothing to the audit log', async () => {
    const mine = (await capped.app.inject({ method: 'GET', url: '/api/alerts/rules', headers: bearer(capped.tokens.user) })).json()
      .data as Array<{ id: number; farmId: string | null }>;
    const id = mine.find((r) => r.farmId === farmId)!.id;
    // 3 creations so far; 5 more changes reach the budget of 8.
    for (let i = 0; i < 5; i++) {
      const res = await capped.app.inject({
        method: 'PATCH',
        url: `/api/alerts/rules/${id}`,
        headers: bearer(capped.tokens.user),
        payload: { minutes: 31 + i },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await changes();
    for (let i = 0; i < 20; i++) {
      const del = await capped.app.inject({ method: 'DELETE', url: `/api/alerts/rules/${id}`, headers: bearer(capped.tokens.user) });
      expect(del.statusCode).toBe(429);
      expect(Number(del.headers['retry-after'])).toBeGreaterThan(0);
      expect(del.json().message).toContain('at most 8 an hour');
    }
    expect(await changes()).toBe(before);
    // Another account's budget is its own.
    const other = await capped.app.inject({ method: 'DELETE', url: `/api/alerts/rules/${id}`, headers: bearer(capped.tokens.Admin) });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('farm members', () => {
  it('only farmers: adding staff to a farm is refused with a 4xx in English and Hindi', async () => {
    for (const lang of ['en', 'hi']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/farms/${device.farmId}/members`,
        headers: { ...bearer(t.tokens.Admin), 'accept-language': lang },
        payload: { email: EMAILS.Expert },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(lang === 'en' ? 'Only farmers' : 'केवल किसान');
    }
    const farmer = await t.app.inject({
      method: 'POST',
      url: `/api/farms/${device.farmId}/members`,
      headers: bearer(t.tokens.Admin),
      payload: { email: EMAILS.user },
    });
    expect(farmer.statusCode, farmer.body).toBe(200);
  });
});
