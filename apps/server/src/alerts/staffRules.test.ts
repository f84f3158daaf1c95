import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChannelStandIns } from '../../test/alerts.testkit.js';
import { anotherAccount, feedbackClient, validFields } from '../../test/feedback.testkit.js';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { sensorKit } from '../../test/sensors.testkit.js';

/** Staff rules (feedback waiting for approval) and editing a rule's numbers (issue 26). */

let t: Awaited<ReturnType<typeof startSeededApp>>;
const channels = await startChannelStandIns();
const { mails } = channels;

beforeAll(async () => {
  t = await startSeededApp({ SMTP_URL: channels.env.SMTP_URL });
}, 120_000);
afterAll(async () => {
  await t?.close();
  channels.close();
});

const as = (token: string) => ({ headers: bearer(token) });
type AlarmJson = {
  id: number;
  ruleId: number;
  kind: string;
  state: string;
  farmId: string | null;
  feedbackId: string | null;
  link: string;
};
async function alarmsOf(token: string, view = 'open') {
  const res = await t.app.inject({ method: 'GET', url: `/api/alerts/alarms?view=${view}`, ...as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AlarmJson[];
}
async function rulesOf(token: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/alerts/rules${query}`, ...as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ id: number; kind: string; farmId: string | null }>;
}

describe('a staff rule: feedback waiting for approval', () => {
  let ruleId: number;
  let feedbackId: string;
  const c = () => feedbackClient(t);

  it('is created by an Admin for themself (audited); farmers and Experts may not', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/staff-rules',
      ...as(t.tokens.Admin),
      payload: { name: 'To approve' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'feedback', farmId: null, farmName: null, deviceId: null, enabled: true });
    ruleId = res.json().data.id;
    const audit = await t.app.services.audit.list({ action: 'alert.rule_created', limit: 10 });
    expect(audit.entries.some((e) => String(e.targetId) === String(ruleId))).toBe(true);
    for (const role of ['user', 'Expert'] as const) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/alerts/staff-rules', ...as(t.tokens[role]), payload: { name: 'x' } });
      expect(refused.statusCode, role).toBe(403);
    }
    // Only the staff kind: a farm kind here is a clear 400.
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/staff-rules',
      ...as(t.tokens.Admin),
      payload: { name: 'x', kind: 'silence' },
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('is its author’s own: listed beside a farm’s rules for them, unseen and unchangeable by anyone else', async () => {
    expect((await rulesOf(t.tokens.Admin)).some((r) => r.id === ruleId)).toBe(true);
    const farmId = await sensorKit(t, t.tokens.Admin).createFarm('Staff rule farm');
    expect((await rulesOf(t.tokens.Admin, `?farmId=${farmId}`)).some((r) => r.id === ruleId)).toBe(true);
    expect((await rulesOf(t.tokens.superAdmin)).some((r) => r.id === ruleId)).toBe(false);
    expect((await rulesOf(t.tokens.user)).some((r) => r.id === ruleId)).toBe(false);
    for (const token of [t.tokens.superAdmin, t.tokens.user]) {
      const patch = await t.app.inject({ method: 'PATCH', url: `/api/alerts/rules/${ruleId}`, ...as(token), payload: { enabled: false } });
      expect(patch.statusCode).toBe(404);
    }
  });

  it('raises an alarm for its author when an Expert’s feedback arrives, with an email in their language, ≤ 160 characters', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/preferences',
      ...as(t.tokens.Admin),
      payload: { language: 'en', email: true, sms: false, quietFrom: null, quietTo: null },
    });
    const predictionId = await c().predict(t.tokens.Expert);
    const submitted = await c().submit(t.tokens.Expert, validFields(predictionId));
    expect(submitted.statusCode, submitted.body).toBe(201);
    feedbackId = submitted.json().id;
    const mine = (await alarmsOf(t.tokens.Admin)).filter((a) => a.ruleId === ruleId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'feedback', state: 'active', farmId: null, feedbackId, link: '/feedback/summary' });
    const alarm = (await alarmsOf(t.tokens.Admin)).find((a) => a.ruleId === ruleId) as unknown as { message: { en: string; hi: string } };
    expect(alarm.message.en).toContain('Expert Person');
    expect(alarm.message.en.length).toBeLessThanOrEqual(160);
    expect(alarm.message.hi).toContain('स्वीकृति');
    expect(alarm.message.hi.length).toBeLessThanOrEqual(160);
    const notes = (await t.app.inject({ method: 'GET', url: '/api/alerts/notifications', ...as(t.tokens.Admin) })).json();
    expect(notes.unread).toBe(1);
    await t.app.services.notifier.settled();
    expect(mails.some((m) => m.includes('Agrim: feedback waiting for approval') && m.includes(EMAILS.Admin))).toBe(true);
    // Nobody else sees it: not the other Admin-level account, not a farmer.
    expect((await alarmsOf(t.tokens.superAdmin, 'history')).some((a) => a.ruleId === ruleId)).toBe(false);
    expect((await alarmsOf(t.tokens.user, 'history')).some((a) => a.ruleId === ruleId)).toBe(false);
    const ack = await t.app.inject({ method: 'POST', url: `/api/alerts/alarms/${mine[0]!.id}/acknowledge`, ...as(t.tokens.superAdmin) });
    expect(ack.statusCode).toBe(404);
  });

  it('stays acknowledged until the feedback is decided, then clears', async () => {
    const [alarm] = (await alarmsOf(t.tokens.Admin)).filter((a) => a.ruleId === ruleId);
    const ack = await t.app.inject({ method: 'POST', url: `/api/alerts/alarms/${alarm!.id}/acknowledge`, ...as(t.tokens.Admin) });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.state).toBe('acknowledged');
    // Decided by another approver: the author's alarm clears all the same.
    const decided = await c().decide(t.tokens.superAdmin, feedbackId, 'Approved');
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await alarmsOf(t.tokens.Admin)).filter((a) => a.ruleId === ruleId)).toHaveLength(0);
    const [cleared] = (await alarmsOf(t.tokens.Admin, 'history')).filter((a) => a.ruleId === ruleId);
    expect(cleared!.state).toBe('cleared');
  });

  it('raises nothing once switched off (the change audited)', async () => {
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/rules/${ruleId}`,
      ...as(t.tokens.Admin),
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const audit = await t.app.services.audit.list({ action: 'alert.rule_changed', limit: 10 });
    expect(audit.entries.some((e) => String(e.targetId) === String(ruleId))).toBe(true);
    const predictionId = await c().predict(t.tokens.Expert);
    expect((await c().submit(t.tokens.Expert, validFields(predictionId))).statusCode).toBe(201);
    expect((await alarmsOf(t.tokens.Admin, 'history')).filter((a) => a.ruleId === ruleId)).toHaveLength(1);
  });
});

describe('a staff rule whose author is no longer an Admin', () => {
  it('raises nothing for them while they hold another role', async () => {
    const email = 'staff-rule-demoted@agrim.test';
    const token = await anotherAccount(t, email, 'Admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/alerts/staff-rules', ...as(token), payload: { name: 'Mine' } });
    expect(res.statusCode, res.body).toBe(201);
    const ruleId = res.json().data.id;
    const c = feedbackClient(t);
    const submitOne = async () => {
      const predictionId = await c.predict(t.tokens.Expert);
      expect((await c.submit(t.tokens.Expert, validFields(predictionId))).statusCode).toBe(201);
    };
    const raised = async () =>
      (await t.database.db.execute(sql`select count(*)::int as n from alarms where rule_id = ${ruleId}`)).rows[0] as { n: number };
    await submitOne();
    expect((await raised()).n).toBe(1);
    const superAdmin = await t.app.services.tokens.verify(t.tokens.superAdmin);
    const account = await t.app.services.users.listStaff('all');
    await t.app.services.users.changeRole(superAdmin, account.find((u) => u.email === email)!.id, 'User');
    await submitOne();
    expect((await raised()).n).toBe(1);
  });
});

describe('editing a farm rule’s numbers', () => {
  it('changes threshold, clear line, minutes and enabled (audited before and after); a clear line on the wrong side is a 400 in both languages', async () => {
    const kit = sensorKit(t, t.tokens.Admin);
    const device = await kit.farmWithDevice('Edit farm', EMAILS.user);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/rules',
      ...as(t.tokens.user),
      payload: { farmId: device.farmId, name: 'Dry', kind: 'threshold', metric: 'moisture', direction: 'below', threshold: 20, minutes: 5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/rules/${id}`,
      ...as(t.tokens.user),
      payload: { threshold: 18, clearThreshold: 24, minutes: 15, enabled: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data).toMatchObject({ threshold: 18, clearThreshold: 24, minutes: 15, enabled: false });
    const audit = await t.app.services.audit.list({ action: 'alert.rule_changed', limit: 10 });
    const entry = audit.entries.find((e) => String(e.targetId) === String(id));
    expect(entry?.details).toMatchObject({
      before: { threshold: 20, minutes: 5, enabled: true },
      after: { threshold: 18, clearThreshold: 24 },
    });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/rules/${id}`,
      ...as(t.tokens.user),
      payload: { clearThreshold: 10 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('safe side');
  });
});
