import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmRaiser, startChannelStandIns } from '../../test/alerts.testkit.js';
import { bearer, PASSWORD, startSeededApp } from '../../test/harness.js';
import { type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { startSmsc, TEST_TEMPLATE_IDS } from '../../test/smpp.testkit.js';

/**
 * Alert SMS over SMPP (issue 41): with a gateway configured they leave as the DLT template
 * `alert.digest` (its template id and the entity id on each submit_sm; UCS-2 in Hindi), the webhook
 * is not called for them, and the Channels tab's deliveries show the gateway's receipt.
 */

const FARMER = 'sms-farmer@agrim.test';
const PHONE = '98230 11223';
const NUMBER_CAP = 4;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
let token: string;
let raiseAlarm: () => Promise<number>;

const smsc = await startSmsc();
const channels = await startChannelStandIns();

beforeAll(async () => {
  t = await startSeededApp({
    ...smsc.env,
    // Both configured: SMPP carries the alert SMS, the webhook is not called for them.
    ALERT_WEBHOOK_URL: channels.env.ALERT_WEBHOOK_URL,
    ALERT_WEBHOOK_SECRET: 'webhook-secret-for-tests',
    SMS_PER_NUMBER_PER_DAY: String(NUMBER_CAP),
  });
  kit = sensorKit(t, t.tokens.Admin);
  await t.app.services.users.create(null, {
    email: FARMER,
    password: PASSWORD,
    role: 'User',
    display_name: 'SMS farmer',
    phone_number: PHONE.replace(' ', ''),
  });
  device = await kit.farmWithDevice('SMS farm', FARMER);
  token = (await t.login(FARMER)).json().token;
  raiseAlarm = alarmRaiser(t, kit, device, token);
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
  await smsc.close();
  channels.close();
});

async function prefer(language: 'en' | 'hi' | 'mr') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/alerts/preferences',
    headers: bearer(token),
    payload: { language, email: false, sms: true, quietFrom: null, quietTo: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().smsAvailable).toBe(true);
}

type DeliveryJson = {
  alarmId: number;
  channel: string;
  status: string;
  attempts: number;
  receipt: string | null;
  providerMessageId: string | null;
  reason: { en: string; hi: string } | null;
  lastError: string | null;
};
async function delivery(alarmId: number): Promise<DeliveryJson> {
  const res = await t.app.inject({ method: 'GET', url: '/api/alerts/deliveries', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const ds = (res.json().data as DeliveryJson[]).filter((d) => d.alarmId === alarmId);
  expect(ds).toHaveLength(1);
  return ds[0]!;
}
/** Waits until the gateway's receipt has been recorded on the delivery. */
async function receiptOf(alarmId: number, state: string) {
  await expect
    .poll(async () => {
      await t.app.services.sms.settled();
      return (await delivery(alarmId)).receipt;
    })
    .toBe(state);
  return delivery(alarmId);
}

describe('alert SMS over SMPP', () => {
  it('sends the alarm as the DLT template and shows the delivery receipt on the delivery', async () => {
    await prefer('en');
    const before = smsc.submitted.length;
    const alarmId = await raiseAlarm();
    const sent = smsc.submitted.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: '919823011223',
      from: 'AGRIMS',
      // English, but '°' is not in GSM 03.38: ISO-8859-1.
      dataCoding: 3,
      peId: '1101234567890123456',
      templateId: TEST_TEMPLATE_IDS['alert.digest'].en,
    });
    expect(sent[0]!.text).toMatch(/^Agrim alert SMS farm probe: Soil temperature 45 °C, above 40 \(.+ IST\) -Agrim$/);
    const d = await receiptOf(alarmId, 'delivered');
    expect(d).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, providerMessageId: sent[0]!.messageId, reason: null });
    // SMPP won: the webhook was not called.
    expect(channels.hooks).toHaveLength(0);
  });

  it('sends a Hindi alert as UCS-2 with the Hindi template id', async () => {
    await prefer('hi');
    const before = smsc.submitted.length;
    const alarmId = await raiseAlarm();
    const sent = smsc.submitted.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((s) => s.dataCoding === 8 && s.templateId === TEST_TEMPLATE_IDS['alert.digest'].hi)).toBe(true);
    expect(sent.map((s) => s.text).join('')).toMatch(/^अग्रिम चेतावनी SMS farm probe: मिट्टी का तापमान 45 °C, 40 से ऊपर .* -अग्रिम$/);
    await receiptOf(alarmId, 'delivered');
  });

  it('records a failed delivery receipt on the delivery (a Marathi alert: UCS-2, the Marathi template id, the Marathi text)', async () => {
    await prefer('mr');
    smsc.faults.undeliverable = 1;
    const before = smsc.submitted.length;
    const alarmId = await raiseAlarm();
    const sent = smsc.submitted.slice(before);
    expect(sent.every((s) => s.dataCoding === 8 && s.templateId === TEST_TEMPLATE_IDS['alert.digest'].mr)).toBe(true);
    expect(sent.map((s) => s.text).join('')).toMatch(/^अग्रिम इशारा SMS farm probe: मातीचे तापमान 45 °C, 40 च्या वर .* -अग्रिम$/);
    // The gateway took it (sent); its receipt says it never reached the phone.
    expect(await receiptOf(alarmId, 'failed')).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('refuses an alert SMS past the number’s daily cap, at once and in words', async () => {
    await prefer('en');
    // Three SMS so far today; the fourth is the last one the number takes.
    const fourth = await raiseAlarm();
    expect(await receiptOf(fourth, 'delivered')).toMatchObject({ status: 'sent' });
    const before = smsc.submitted.length;
    const fifth = await raiseAlarm();
    expect(smsc.submitted.length).toBe(before);
    const d = await delivery(fifth);
    expect(d).toMatchObject({ channel: 'sms', status: 'failed', attempts: 1, receipt: null, lastError: null });
    expect(d.reason).toEqual({
      en: "Today's SMS limit for your number is reached; the alert is in the app.",
      hi: 'आपके नंबर पर आज के एसएमएस की सीमा पूरी हो गई; चेतावनी ऐप में है।',
      mr: 'तुमच्या नंबरवर आजची एसएमएस मर्यादा पूर्ण झाली; इशारा ॲपमध्ये आहे.',
    });
    // Not retried: the cap would refuse it again.
    expect(await t.app.services.notifier.retryDue(new Date(Date.now() + 3_600_000))).toBe(0);
  });
});
