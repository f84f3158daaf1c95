import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.js';
import { SMSC_PASSWORD, SMSC_SYSTEM_ID, type SmscStandIn, startSmsc, TEST_TEMPLATE_IDS } from '../../test/smpp.testkit.js';
import type { Database } from '../db/client.js';
import { smsMessages, smsParts } from '../db/schema/index.js';
import { encodeSms } from './encoding.js';
import type { SmppSettings } from './smppClient.js';
import { NOT_CONFIGURED, SmsSender, smsAddress } from './sms.service.js';

/**
 * The SMS channel over SMPP 3.4 (issue 41) against a local SMSC the test starts (the `smpp`
 * package's server mode): receipts recorded, UCS-2 for Hindi, long texts in UDH parts, a dropped
 * connection made again, ESME_RTHROTTLED waited out, DLT templates only, the per-number daily cap.
 */

const log = pino({ level: 'silent' });
let database: Database;
let smsc: SmscStandIn;
let sender: SmsSender;
const CAP = 4;

const settings = (port: number, over: Partial<SmppSettings> = {}): SmppSettings => ({
  host: '127.0.0.1',
  port,
  systemId: SMSC_SYSTEM_ID,
  password: SMSC_PASSWORD,
  systemType: '',
  tls: false,
  bind: 'transceiver',
  sourceAddr: 'AGRIMS',
  entityId: '1101234567890123456',
  enquireLinkMs: 30_000,
  reconnectMs: { first: 50, max: 400 },
  throttleMs: { first: 100, max: 400 },
  responseTimeoutMs: 5_000,
  queueTimeoutMs: 10_000,
  ...over,
});

beforeAll(async () => {
  database = await openTestDatabase();
  smsc = await startSmsc();
  sender = new SmsSender(database.db, log, settings(smsc.port), { perNumberPerDay: CAP, templateIds: TEST_TEMPLATE_IDS });
}, 60_000);
afterAll(async () => {
  await sender?.close();
  await smsc?.close();
  await database?.close();
});
afterEach(() => {
  smsc.faults = { throttle: 0, drop: 0, undeliverable: 0, noReceipt: false };
});

/** Each test its own number (the daily cap counts per number). */
let numbers = 0;
const nextNumber = () => `98765 ${String(43210 + ++numbers).padStart(5, '0')}`;
const otp = (to: string, language: 'en' | 'hi' | 'mr' = 'en') =>
  sender.send({ to, template: 'otp.signIn', params: { code: '482913', minutes: 5 }, language });

/** The SMS row once its receipt has been recorded (receipts come a moment after the submit answer). */
async function settledRow(smsId: number, state: string) {
  await expect
    .poll(
      async () => {
        await sender.settled();
        return (await database.db.select().from(smsMessages).where(eq(smsMessages.id, smsId)))[0]?.state;
      },
      { timeout: 5_000 },
    )
    .toBe(state);
  return (await database.db.select().from(smsMessages).where(eq(smsMessages.id, smsId)))[0]!;
}

describe('SMS over SMPP', () => {
  it('submits a registered template with the DLT ids and records the delivery receipt', async () => {
    const to = nextNumber();
    const outcome = await otp(to);
    expect(outcome).toMatchObject({ status: 'submitted', parts: 1 });
    if (outcome.status !== 'submitted') return;
    const got = smsc.submitted.at(-1)!;
    expect(got).toMatchObject({
      messageId: outcome.messageIds[0],
      to: smsAddress(to),
      from: 'AGRIMS',
      // GSM 7-bit (the SMSC default alphabet) for plain English, one SMS, a final receipt asked for.
      dataCoding: 0,
      udh: false,
      registeredDelivery: 1,
      peId: '1101234567890123456',
      templateId: TEST_TEMPLATE_IDS['otp.signIn'].en,
    });
    expect(got.text).toBe('482913 is your Agrim sign-in code. It expires in 5 minutes. Do not share it with anyone. -Agrim');
    const row = await settledRow(outcome.smsId, 'delivered');
    expect(row).toMatchObject({ recipient: '919876543211', template: 'otp.signIn', parts: 1, error: null });
    const parts = await database.db.select().from(smsParts).where(eq(smsParts.smsId, outcome.smsId));
    expect(parts).toEqual([expect.objectContaining({ part: 0, messageId: outcome.messageIds[0], state: 'delivered', stat: 'DELIVRD' })]);
  });

  it('sends Hindi and Marathi as UCS-2 (data_coding 8)', async () => {
    let before = smsc.submitted.length;
    const hi = await otp(nextNumber(), 'hi');
    expect(hi.status).toBe('submitted');
    let got = smsc.submitted.slice(before);
    expect(got.map((p) => p.dataCoding)).toEqual(got.map(() => 8));
    expect(got.map((p) => p.text).join('')).toBe('482913 आपका अग्रिम साइन-इन कोड है। यह 5 मिनट में समाप्त होगा। इसे किसी से साझा न करें। -अग्रिम');
    expect(got.map((p) => p.templateId)).toEqual(got.map(() => TEST_TEMPLATE_IDS['otp.signIn'].hi));
    before = smsc.submitted.length;
    const mr = await otp(nextNumber(), 'mr');
    expect(mr.status).toBe('submitted');
    got = smsc.submitted.slice(before);
    expect(got.map((p) => p.dataCoding)).toEqual(got.map(() => 8));
    expect(got.map((p) => p.text).join('')).toContain('हा तुमचा अग्रिम साइन-इन कोड आहे');
    // Latin text outside GSM 03.38 goes as ISO-8859-1 (data_coding 3).
    expect(encodeSms('Agrim: pH 6.5 ± 0.2', 1).dataCoding).toBe(3);
  });

  it('splits a long message into parts with a concatenation UDH, each with its own receipt', async () => {
    // The Hindi code text is 90 characters: more than one UCS-2 SMS (70), so two parts of at most 67.
    const before = smsc.submitted.length;
    const outcome = await otp(nextNumber(), 'hi');
    expect(outcome).toMatchObject({ status: 'submitted', parts: 2 });
    const parts = smsc.submitted.slice(before);
    expect(parts).toHaveLength(2);
    const reference = parts[0]!.concat!.reference;
    expect(parts.map((p) => ({ udh: p.udh, esm: p.esmClass & 0x40, concat: p.concat }))).toEqual([
      { udh: true, esm: 0x40, concat: { reference, total: 2, part: 1 } },
      { udh: true, esm: 0x40, concat: { reference, total: 2, part: 2 } },
    ]);
    expect([...parts[0]!.text]).toHaveLength(67);
    expect(parts.map((p) => p.text).join('')).toBe('482913 आपका अग्रिम साइन-इन कोड है। यह 5 मिनट में समाप्त होगा। इसे किसी से साझा न करें। -अग्रिम');
    if (outcome.status === 'submitted') await settledRow(outcome.smsId, 'delivered');
    // GSM: 160 characters alone, 153 a part; an extension character (€, [, ]) counts two and is never cut.
    const gsm = encodeSms(`${'a'.repeat(152)}€${'b'.repeat(10)}`, 7);
    expect(gsm.parts.map((p) => p.length - 6)).toEqual([152, 12]);
    expect(gsm.parts[0]!.subarray(0, 6)).toEqual(Buffer.from([5, 0, 3, 7, 2, 1]));
    expect(encodeSms('a'.repeat(160), 1).parts).toHaveLength(1);
  });

  it('reconnects after a dropped connection and sends what was waiting', async () => {
    const connections = sender.connection!.connections;
    // The gateway drops the connection on the next submit, before answering it.
    smsc.faults.drop = 1;
    const before = smsc.submitted.length;
    const outcome = await otp(nextNumber());
    expect(outcome.status).toBe('submitted');
    expect(sender.connection!.connections).toBeGreaterThan(connections);
    expect(smsc.submitted.length - before).toBe(1);
    if (outcome.status === 'submitted') await settledRow(outcome.smsId, 'delivered');
    // The gateway restarts with nothing in flight: the next message waits for the new connection.
    smsc.dropAll();
    const after = await otp(nextNumber());
    expect(after.status).toBe('submitted');
  });

  it('waits and sends again after ESME_RTHROTTLED, never failing for it', async () => {
    smsc.faults.throttle = 2;
    const started = Date.now();
    const outcome = await otp(nextNumber());
    expect(outcome.status).toBe('submitted');
    // 100 ms, then 200 ms (doubling) before the third try.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(smsc.faults.throttle).toBe(0);
    if (outcome.status === 'submitted') await settledRow(outcome.smsId, 'delivered');
  });

  it('records a failed delivery receipt as failed', async () => {
    smsc.faults.undeliverable = 1;
    const outcome = await otp(nextNumber());
    expect(outcome.status).toBe('submitted');
    if (outcome.status !== 'submitted') return;
    const row = await settledRow(outcome.smsId, 'failed');
    expect(row.error).toBe('receipt: UNDELIV (err 034)');
  });

  it('a receipt read before its message is known here is looked for again (another replica submitted it)', async () => {
    smsc.receipt('late-0001', true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await database.db
      .insert(smsMessages)
      .values({ recipient: '919800000000', template: 'otp.signIn', language: 'en', dltTemplateId: '1', parts: 1, state: 'submitted' })
      .returning();
    await database.db.insert(smsParts).values({ smsId: row!.id, part: 0, messageId: 'late-0001' });
    await settledRow(row!.id, 'delivered');
  });

  it('refuses a template that is not registered, or has no DLT template id in the language', async () => {
    const to = nextNumber();
    const before = smsc.submitted.length;
    expect(await sender.send({ to, template: 'marketing.offer' as never, params: {}, language: 'en' })).toMatchObject({
      status: 'refused',
      reason: 'unregistered-template',
      message: expect.stringContaining('SMS template "marketing.offer" is not registered'),
    });
    // otp.passwordReset has no Marathi DLT id in the tests' settings.
    expect(await sender.send({ to, template: 'otp.passwordReset', params: { code: '1', minutes: 5 }, language: 'mr' })).toMatchObject({
      status: 'refused',
      reason: 'unregistered-template',
      message: expect.stringContaining('no registered DLT template id in "mr"'),
    });
    expect(await sender.send({ to, template: 'otp.signIn', params: { code: '1'.repeat(9), minutes: 5 }, language: 'en' })).toMatchObject({
      status: 'refused',
      reason: 'invalid-params',
    });
    expect(await sender.send({ to: '12345', template: 'otp.signIn', params: { code: '1', minutes: 5 }, language: 'en' })).toMatchObject({
      status: 'refused',
      reason: 'invalid-number',
    });
    expect(smsc.submitted.length).toBe(before);
  });

  it('refuses the number’s SMS past its daily cap, whatever they say', async () => {
    const to = nextNumber();
    for (let i = 0; i < CAP; i++) expect((await otp(to)).status).toBe('submitted');
    const before = smsc.submitted.length;
    expect(await otp(to)).toMatchObject({ status: 'refused', reason: 'daily-cap' });
    expect(await sender.send({ to, template: 'alert.digest', params: { message: 'x' }, language: 'en' })).toMatchObject({
      status: 'refused',
      reason: 'daily-cap',
    });
    expect(smsc.submitted.length).toBe(before);
    // The same number written otherwise is the same number.
    expect(await otp(`+91${to.replace(/\s/g, '')}`)).toMatchObject({ status: 'refused', reason: 'daily-cap' });
    // Parallel sends cannot pass the cap together.
    const other = nextNumber();
    const outcomes = await Promise.all(Array.from({ length: CAP + 3 }, () => otp(other)));
    expect(outcomes.filter((o) => o.status === 'submitted')).toHaveLength(CAP);
  });

  it('a gateway that refuses the bind: the message waits its time, then fails in words, and does not count against the cap', async () => {
    const wrong = new SmsSender(database.db, log, settings(smsc.port, { password: 'wrong', queueTimeoutMs: 1000 }), {
      perNumberPerDay: 1,
      templateIds: TEST_TEMPLATE_IDS,
    });
    try {
      const to = nextNumber();
      const send = () => wrong.send({ to, template: 'otp.signIn', params: { code: '1', minutes: 5 }, language: 'en' });
      for (let i = 0; i < 2; i++) {
        // Twice under a cap of 1: a message the gateway never took is not one of the number's SMS.
        const outcome = await send();
        expect(outcome).toMatchObject({
          status: 'failed',
          message: 'the SMS gateway could not be reached for 1 s; the message was not sent',
        });
        if (outcome.status !== 'failed') return;
        expect((await database.db.select().from(smsMessages).where(eq(smsMessages.id, outcome.smsId)))[0]).toMatchObject({
          state: 'unsent',
        });
      }
      expect(wrong.connection!.isBound).toBe(false);
      // A caller that cannot wait long (a one-time code) says so.
      const started = Date.now();
      expect(
        await wrong.send({ to, template: 'otp.signIn', params: { code: '1', minutes: 5 }, language: 'en', waitMs: 200 }),
      ).toMatchObject({
        status: 'failed',
        message: 'the SMS gateway could not be reached for 0.2 s; the message was not sent',
      });
      // Far below the 90 s a message may otherwise wait (a loaded machine may add seconds, never a minute).
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await wrong.close();
    }
  });

  it('binds as a transceiver, or as a transmitter when told', async () => {
    expect(smsc.bindKinds[0]).toBe('bind_transceiver');
    const transmitter = new SmsSender(database.db, log, settings(smsc.port, { bind: 'transmitter' }), {
      perNumberPerDay: CAP,
      templateIds: TEST_TEMPLATE_IDS,
    });
    try {
      expect(
        (await transmitter.send({ to: nextNumber(), template: 'otp.signIn', params: { code: '1', minutes: 5 }, language: 'en' })).status,
      ).toBe('submitted');
      expect(smsc.bindKinds.at(-1)).toBe('bind_transmitter');
    } finally {
      await transmitter.close();
    }
  });

  it('without a gateway, refuses and says so', async () => {
    const none = new SmsSender(database.db, log, null, { perNumberPerDay: CAP, templateIds: TEST_TEMPLATE_IDS });
    expect(none.available).toBe(false);
    expect(await none.send({ to: nextNumber(), template: 'otp.signIn', params: { code: '1', minutes: 5 }, language: 'en' })).toEqual({
      status: 'refused',
      reason: 'not-configured',
      message: NOT_CONFIGURED,
    });
  });

  it('normalises Indian mobile numbers for the destination address', () => {
    expect(['98765 43210', '+91 98765 43210', '09876543210', '919876543210'].map(smsAddress)).toEqual(Array(4).fill('919876543210'));
    expect(smsAddress('+44 7700 900123')).toBe('447700900123');
    expect(smsAddress('12345')).toBeNull();
    expect(smsAddress('5876543210')).toBeNull();
  });
});
