/**
 * Issue 41 item 2: one-time codes by SMS. A farmer registered by mobile number signs in, or resets
 * their password, with a 6-digit code the stand-in SMPP gateway receives; wrong, expired, reused and
 * worn-out codes are refused; the limits per number, per address and per day hold (each test fails
 * without its limit); an unknown number and a staff member's number are answered exactly as a
 * farmer's; staff with two-step sign-in never get a code; without a gateway the code path says so.
 */
import { REFRESH_COOKIE, TRUSTED_DEVICE_COOKIE } from '@agrim/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, PASSWORD, startSeededApp, startTestApp } from '../../test/harness.js';
import { startSmsc, TEST_TEMPLATE_IDS } from '../../test/smpp.testkit.js';
import { codeSentTo, smsTo } from '../../test/smsCodes.testkit.js';
import { TOTP_STEP_SECONDS, totpCode } from '../auth/totp.js';
import { auditLog, smsCodes } from '../db/schema/index.js';

const PER_NUMBER = 3;
const PER_NUMBER_PER_DAY = 5;
const PER_ADDRESS = 6;
const PER_ADDRESS_PER_DAY = 9;
const WINDOW_MINUTES = 15;
const MAX_TRIES = 4;

const smsc = await startSmsc();
let t: Awaited<ReturnType<typeof startSeededApp>>;

beforeAll(async () => {
  t = await startSeededApp({
    ...smsc.env,
    SMS_CODES_PER_NUMBER: String(PER_NUMBER),
    SMS_CODES_PER_NUMBER_PER_DAY: String(PER_NUMBER_PER_DAY),
    SMS_CODES_PER_ADDRESS: String(PER_ADDRESS),
    SMS_CODES_PER_ADDRESS_PER_DAY: String(PER_ADDRESS_PER_DAY),
    SMS_CODE_WINDOW_MINUTES: String(WINDOW_MINUTES),
    SMS_CODE_MAX_TRIES: String(MAX_TRIES),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smsc.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let ipCount = 0;
/** A fresh client address for each test, so the per-address limits of one never touch another. */
const freshIp = () => `10.42.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
let serial = 0;
/** A fresh valid Indian mobile number. */
const freshNumber = () => `+919${String(812345000 + ++serial).padStart(9, '0')}`;

async function phoneFarmer() {
  const phone = freshNumber();
  const password = `sms-farmer-${serial}-kharif-season`;
  const user = await t.app.services.users.create(null, {
    password,
    role: 'User',
    display_name: `SMS farmer ${serial}`,
    phone_number: phone,
  });
  return { id: user.id, phone, local: phone.slice(3), password };
}

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers, cookies });
const askSignIn = (phoneNumber: string, ip: string, lang?: string) =>
  post('/api/auth/sms-code', { phoneNumber }, ip, lang ? { 'accept-language': lang } : {});
const askReset = (phoneNumber: string, ip: string) => post('/api/auth/password-reset/sms-code', { phoneNumber }, ip);
const codeLogin = (phoneNumber: string, code: string, ip: string, cookies: Record<string, string> = {}) =>
  post('/api/auth/sms-code/login', { phoneNumber, code }, ip, {}, cookies);
const reset = (phoneNumber: string, code: string, newPassword: string, ip: string) =>
  post('/api/auth/password-reset', { phoneNumber, code, newPassword }, ip);

/** Asks for a sign-in code and reads it from the gateway. */
async function signInCode(phone: string, ip = freshIp(), lang?: string) {
  const before = smsc.submitted.length;
  const res = await askSignIn(phone, ip, lang);
  expect(res.statusCode, res.body).toBe(200);
  return (await codeSentTo(smsc, smsTo(phone), before)).code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Lets the background SMS of a request finish, so a test can see that none went out. */
const settled = () => t.app.services.smsCodes.settled();

describe('signing in with a code by SMS', () => {
  it('sends a 6-digit code to the farmer’s number (DLT template, English) and signs in with it like a password sign-in', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const before = smsc.submitted.length;
    const asked = await askSignIn(`${farmer.local.slice(0, 5)} ${farmer.local.slice(5)}`, ip);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'success', minutes: 5 });
    await codeSentTo(smsc, smsTo(farmer.phone), before);
    const sms = smsc.submitted.slice(before).find((m) => m.to === smsTo(farmer.phone))!;
    expect(sms.to).toBe(smsTo(farmer.phone));
    expect(sms.templateId).toBe(TEST_TEMPLATE_IDS['otp.signIn'].en);
    expect(sms.text).toMatch(/^\d{6} is your Agrim sign-in code\. It expires in 5 minutes\./);
    const code = sms.text.slice(0, 6);
    // Only a hash is kept.
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, farmer.phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const res = await codeLogin(farmer.phone, code, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', user: { email: farmer.phone, role: 'user' } });
    expect(res.cookies.map((c) => c.name).sort()).toEqual([TRUSTED_DEVICE_COOKIE, REFRESH_COOKIE].sort());
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/get/user', headers: bearer(res.json().token) });
    expect(me.statusCode).toBe(200);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, farmer.id));
    const masked = `+91 ••••••${farmer.phone.slice(-4)}`;
    expect(entries.find((e) => e.action === 'auth.sms_code_requested')).toMatchObject({
      ip,
      actorId: null,
      details: { purpose: 'sign-in', phone: masked, account: true },
    });
    expect(entries.find((e) => e.action === 'auth.sms_code_used')).toMatchObject({ ip, details: { purpose: 'sign-in', phone: masked } });
    // The number is masked in the code entries' details.
    const details = entries.filter((e) => e.action.startsWith('auth.sms_code')).map((e) => e.details);
    expect(JSON.stringify(details)).not.toContain(farmer.phone.slice(3));
  });

  it('texts in Hindi (UCS-2) to a reader of Hindi', async () => {
    const farmer = await phoneFarmer();
    const before = smsc.submitted.length;
    await signInCode(farmer.phone, freshIp(), 'hi');
    const sms = smsc.submitted.slice(before).find((s) => s.to === smsTo(farmer.phone))!;
    expect(sms.dataCoding).toBe(8);
    expect(sms.templateId).toBe(TEST_TEMPLATE_IDS['otp.signIn'].hi);
    expect(sms.text).toContain('आपका अग्रिम साइन-इन कोड है');
  });

  it('refuses a wrong code, a used code, and a code of the other kind', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const code = await signInCode(farmer.phone, ip);
    const bad = await codeLogin(farmer.phone, wrong(code), ip);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The code is wrong or has expired. Check the SMS, or ask for a new code.',
    });
    // A sign-in code does not reset a password.
    expect((await reset(farmer.phone, code, 'a-brand-new-kharif-password', ip)).statusCode).toBe(401);
    expect((await codeLogin(farmer.phone, code, ip)).statusCode).toBe(200);
    const again = await codeLogin(farmer.phone, code, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_CREDENTIALS');
  });

  it(`voids a code after ${MAX_TRIES} tries, the right code then too`, async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const code = await signInCode(farmer.phone, ip);
    for (let i = 0; i < MAX_TRIES; i++) expect((await codeLogin(farmer.phone, wrong(code), ip)).statusCode).toBe(401);
    expect((await codeLogin(farmer.phone, code, ip)).statusCode).toBe(401);
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const code = await signInCode(farmer.phone, ip);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const res = await codeLogin(farmer.phone, code, ip);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('accepts a code in its fifth minute', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const code = await signInCode(farmer.phone, ip);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 60_000 + 50_000);
    expect((await codeLogin(farmer.phone, code, ip)).statusCode).toBe(200);
  });

  it('keeps only the newest code of a number usable', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const first = await signInCode(farmer.phone, ip);
    const second = await signInCode(farmer.phone, ip);
    if (first !== second) expect((await codeLogin(farmer.phone, first, ip)).statusCode).toBe(401);
    expect((await codeLogin(farmer.phone, second, ip)).statusCode).toBe(200);
  });

  it('trusts the browser as a password sign-in does: a browser with our cookie keeps it', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const first = await codeLogin(farmer.phone, await signInCode(farmer.phone, ip), ip);
    const device = first.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE)!.value;
    const second = await codeLogin(farmer.phone, await signInCode(farmer.phone, ip), ip, { [TRUSTED_DEVICE_COOKIE]: device });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.cookies.find((c) => c.name === TRUSTED_DEVICE_COOKIE)).toBeUndefined();
    // The browser is trusted: the password's failures from it count only against it (auth/throttle.ts).
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: farmer.phone, password: farmer.password },
      remoteAddress: ip,
      cookies: { [TRUSTED_DEVICE_COOKIE]: device },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a disabled farmer: no SMS is sent', async () => {
    const farmer = await phoneFarmer();
    const admin = await t.app.services.tokens.verify(t.tokens.superAdmin);
    await t.app.services.users.disable(admin, farmer.id);
    const before = smsc.submitted.length;
    expect((await askSignIn(farmer.phone, freshIp())).statusCode).toBe(200);
    await settled();
    expect(smsc.submitted.slice(before).filter((s) => s.to === smsTo(farmer.phone))).toEqual([]);
  });
});

describe('never telling whether a number has an account', () => {
  it('answers an unknown number, a staff member’s and a farmer’s the same, and texts only the farmer', async () => {
    const farmer = await phoneFarmer();
    const unknown = freshNumber();
    const staffPhone = freshNumber();
    const staff = await t.app.services.users.create(null, {
      email: `sms-staff-${serial}@agrim.test`,
      password: PASSWORD,
      role: 'Admin',
      display_name: 'SMS staff',
      phone_number: staffPhone,
    });
    expect(staff.id).toBeTruthy();
    const before = smsc.submitted.length;
    const answers = [];
    for (const phone of [farmer.phone, unknown, staffPhone]) {
      const res = await askSignIn(phone, freshIp());
      answers.push({ status: res.statusCode, body: res.body, cookies: res.cookies, type: res.headers['content-type'] });
      const resetRes = await askReset(phone, freshIp());
      answers.push({ status: resetRes.statusCode, body: resetRes.body, cookies: resetRes.cookies, type: resetRes.headers['content-type'] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    await settled();
    expect(
      smsc.submitted
        .slice(before)
        .map((s) => s.to)
        .sort(),
    ).toEqual([smsTo(farmer.phone), smsTo(farmer.phone)]);
    // A code for a number without one is refused as a wrong code.
    const res = await codeLogin(unknown, '123456', freshIp());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, unknown));
    expect(row).toMatchObject({ userId: null, codeHash: null });
  });

  it('gives staff with two-step sign-in no way around it: no SMS, and no code signs them in', async () => {
    const staffPhone = freshNumber();
    const email = `sms-totp-${serial}@agrim.test`;
    await t.app.services.users.create(null, {
      email,
      password: PASSWORD,
      role: 'Admin',
      display_name: 'TOTP admin',
      phone_number: staffPhone,
    });
    const token = (await t.login(email)).json().token;
    const caller = await t.app.services.tokens.verify(token);
    const { secret } = await t.app.services.auth.totp.setup(caller, PASSWORD, '127.0.0.1');
    await t.app.services.auth.totp.enable(caller, totpCode(secret, Date.now() - TOTP_STEP_SECONDS * 1000), '127.0.0.1');
    const ip = freshIp();
    const before = smsc.submitted.length;
    expect((await askSignIn(staffPhone, ip)).statusCode).toBe(200);
    expect((await askReset(staffPhone, ip)).statusCode).toBe(200);
    await settled();
    expect(smsc.submitted.slice(before).filter((s) => s.to === smsTo(staffPhone))).toEqual([]);
    for (const code of ['000000', '123456', totpCode(secret, Date.now())]) {
      expect((await codeLogin(staffPhone, code, ip)).statusCode).toBe(401);
      expect((await reset(staffPhone, code, 'a-brand-new-admin-password', ip)).statusCode).toBe(401);
    }
    // Their email, password and code still sign them in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD, totp: totpCode(secret, Date.now()) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});

describe('limits on asking for codes (regression: each fails without its limit)', () => {
  it(`per number: ${PER_NUMBER} in ${WINDOW_MINUTES} minutes from any addresses, then 429 with Retry-After, for an unknown number too`, async () => {
    for (const phone of [(await phoneFarmer()).phone, freshNumber()]) {
      for (let i = 0; i < PER_NUMBER; i++) expect((await askSignIn(phone, freshIp())).statusCode).toBe(200);
      // Password-reset codes count on the same number.
      const res = await askReset(phone, freshIp());
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(WINDOW_MINUTES * 60 - 30);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
      const hi = await post('/api/auth/sms-code', { phoneNumber: phone }, freshIp(), { 'accept-language': 'hi' });
      expect(hi.json().message).toMatch(/^बहुत सारे कोड माँगे गए।/);
    }
  });

  it(`per number per day: ${PER_NUMBER_PER_DAY} in 24 hours, however they are spread over the windows`, async () => {
    const phone = (await phoneFarmer()).phone;
    vi.useFakeTimers({ toFake: ['Date'] });
    let asked = 0;
    while (asked < PER_NUMBER_PER_DAY) {
      for (let i = 0; i < PER_NUMBER - 1 && asked < PER_NUMBER_PER_DAY; i++, asked++) {
        expect((await askSignIn(phone, freshIp())).statusCode).toBe(200);
      }
      vi.setSystemTime(Date.now() + (WINDOW_MINUTES + 1) * 60_000);
    }
    const res = await askSignIn(phone, freshIp());
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(WINDOW_MINUTES * 60);
    // A day after the first, the number may ask again.
    vi.setSystemTime(Date.now() + 86_400_000);
    expect((await askSignIn(phone, freshIp())).statusCode).toBe(200);
  });

  it(`per address: ${PER_ADDRESS} in ${WINDOW_MINUTES} minutes, any numbers`, async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await askSignIn(freshNumber(), ip)).statusCode).toBe(200);
    const res = await askSignIn(freshNumber(), ip);
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().message).toMatch(/^Too many codes asked for\. Wait \d+ minutes and try again\.$/);
    // Another address is not slowed.
    expect((await askSignIn(freshNumber(), freshIp())).statusCode).toBe(200);
  });

  it(`per address per day: ${PER_ADDRESS_PER_DAY} in 24 hours`, async () => {
    const ip = freshIp();
    vi.useFakeTimers({ toFake: ['Date'] });
    let asked = 0;
    while (asked < PER_ADDRESS_PER_DAY) {
      for (let i = 0; i < PER_ADDRESS - 1 && asked < PER_ADDRESS_PER_DAY; i++, asked++) {
        expect((await askSignIn(freshNumber(), ip)).statusCode).toBe(200);
      }
      vi.setSystemTime(Date.now() + (WINDOW_MINUTES + 1) * 60_000);
    }
    const res = await askSignIn(freshNumber(), ip);
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(WINDOW_MINUTES * 60);
  });
});

describe('resetting a password with a code by SMS', () => {
  it('sets the new password (password rules first), ends every session and signs this browser in', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: farmer.phone, password: farmer.password } });
    expect(old.statusCode).toBe(200);
    const oldToken = old.json().token;
    const before = smsc.submitted.length;
    expect((await askReset(farmer.local, ip)).statusCode).toBe(200);
    const { code, text } = await codeSentTo(smsc, smsTo(farmer.phone), before);
    expect(text).toContain('is your Agrim password reset code');
    expect(smsc.submitted.slice(before).find((s) => s.to === smsTo(farmer.phone))!.templateId).toBe(
      TEST_TEMPLATE_IDS['otp.passwordReset'].en,
    );
    // A common password is refused as a change refuses it; the code stays usable.
    const weak = await reset(farmer.phone, code, 'password123', ip);
    expect(weak.statusCode, weak.body).toBe(400);
    // Not a sign-in code.
    expect((await codeLogin(farmer.phone, code, ip)).statusCode).toBe(401);
    const next = 'rabi-wheat-after-soybean-2026';
    const res = await reset(farmer.phone, code, next, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', user: { email: farmer.phone } });
    expect(res.cookies.map((c) => c.name)).toContain(REFRESH_COOKIE);
    // Every earlier session ended.
    const stale = await t.app.inject({ method: 'GET', url: '/api/v1/get/user', headers: bearer(oldToken) });
    expect(stale.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/get/user', headers: bearer(res.json().token) });
    expect(fresh.statusCode).toBe(200);
    // The old password no longer signs in; the new one does.
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: farmer.phone, password }, remoteAddress: freshIp() });
    expect((await signIn(farmer.password)).statusCode).toBe(401);
    expect((await signIn(next)).statusCode).toBe(200);
    // Single use.
    expect((await reset(farmer.phone, code, 'another-new-password-2027', ip)).statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password_reset'), eq(auditLog.targetId, farmer.id)));
    expect(entry).toMatchObject({ actorId: farmer.id, ip, details: { via: 'sms-code', phone: `+91 ••••••${farmer.phone.slice(-4)}` } });
  });
});

describe('without an SMS gateway', () => {
  it('says so (status), and refuses asking for or using a code with a clear 409 in English and Hindi', async () => {
    const bare = await startTestApp({});
    try {
      const status = await bare.app.inject({ method: 'GET', url: '/api/auth/sms-code' });
      expect(status.json()).toEqual({ status: 'success', available: false, minutes: 5 });
      for (const [url, payload] of [
        ['/api/auth/sms-code', { phoneNumber: '98765 43210' }],
        ['/api/auth/password-reset/sms-code', { phoneNumber: '98765 43210' }],
        ['/api/auth/sms-code/login', { phoneNumber: '98765 43210', code: '123456' }],
        ['/api/auth/password-reset', { phoneNumber: '98765 43210', code: '123456', newPassword: 'a-long-new-password-1' }],
      ] as const) {
        const en = await bare.app.inject({ method: 'POST', url, payload });
        expect(en.statusCode, url).toBe(409);
        expect(en.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('no SMS gateway configured') });
        const hi = await bare.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'hi' } });
        expect(hi.json().message).toContain('कोई एसएमएस गेटवे सेट नहीं है');
      }
    } finally {
      await bare.close();
    }
  }, 180_000);

  it('reports a gateway when one is configured', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/sms-code' });
    expect(status.json()).toEqual({ status: 'success', available: true, minutes: 5 });
  });
});

describe('input', () => {
  it('refuses what is not a mobile number or not 6 digits (400)', async () => {
    expect((await askSignIn('12345', freshIp())).statusCode).toBe(400);
    expect((await codeLogin('98765 43210', '12345', freshIp())).statusCode).toBe(400);
  });
});

describe('alert channels of a farmer registered by number only (issue 41)', () => {
  it('offers no email: the preferences say the account has none, and turning email on is refused (409)', async () => {
    const farmer = await phoneFarmer();
    const ip = freshIp();
    const token = (await codeLogin(farmer.phone, await signInCode(farmer.phone, ip), ip)).json().token as string;
    const prefs = await t.app.inject({ method: 'GET', url: '/api/alerts/preferences', headers: bearer(token) });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect(prefs.json()).toMatchObject({ accountHasEmail: false, data: { email: false } });
    const put = (email: boolean, lang?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/alerts/preferences',
        headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
        payload: { ...prefs.json().data, email },
      });
    const refused = await put(true);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^This account has no email address/);
    expect((await put(true, 'hi')).json().message).toMatch(/^इस खाते का कोई ईमेल पता नहीं है/);
    expect((await put(false)).statusCode).toBe(200);
    // An account with an email has it.
    const withEmail = await t.app.inject({ method: 'GET', url: '/api/alerts/preferences', headers: bearer(t.tokens.user) });
    expect(withEmail.json().accountHasEmail).toBe(true);
  });
});
