/**
 * The access matrix's world and one concrete request per endpoint (matrix.test.ts). Two farms: farm
 * A with farmer A (the seeded `user`) and a device with readings, a soil test with a photo, a card
 * reading; farm B with farmer B and its own device. Requests name farm A's records, so farmer B is
 * the "other farm" caller. Not used by the server.
 */
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEFAULT_CALCULATOR_ZONE,
  type ErrorCode,
  FEEDBACK_CONTAINER,
  feedbackFieldsSchema,
  fertilizerPredictionRequestSchema,
  REFRESH_COOKIE,
  shcConfirmRequestSchema,
  SOIL_TEST_IMAGE_CONTAINER,
} from '@agrim/contracts';
import { calculatorCrops, calculatorDoses, calculatorSoils } from '@agrim/agronomy';
import { sql } from 'drizzle-orm';
import type { Caller } from '../src/auth/tokens.js';
import { TOTP_STEP_SECONDS, totpCode } from '../src/auth/totp.js';
import { cropSubset, rainfallSubset } from './datasets.testkit.js';
import { plainPng } from './imageAnalysis.testkit.js';
import { MANUAL } from './recommendations.testkit.js';
import { minutesAgo, reading, sensorKit } from './sensors.testkit.js';
import type { SmscStandIn } from './smpp.testkit.js';
import { codeSentTo, smsTo } from './smsCodes.testkit.js';
import { multipart, png } from './soilTests.testkit.js';
import { buildZip } from './zip.js';
import { EMAILS, PASSWORD, refreshCookie, type startSeededApp } from './harness.js';

export const CALLERS = ['anonymous', 'user', 'Expert', 'Admin', 'superAdmin', 'otherFarm'] as const;
export type CallerName = (typeof CALLERS)[number];
type Account = Exclude<CallerName, 'anonymous'>;

export const OTHER_FARMER = 'farmer-b@agrim.test';
const SPARE_MEMBER = 'matrix-spare@agrim.test';
/** A farmer for the membership fixtures alone: the role fixture turns the spare into an Expert, and only farmers are farm members. */
const MEMBER_FARMER = 'matrix-member@agrim.test';

export interface Req {
  /** The URL with its path parameters filled in (default: the policy's path, when it has none). */
  url?: string;
  query?: Record<string, string>;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface Fixture {
  /** Called once per caller, so a request that uses up a record (abort, approve…) gets a fresh one each time. */
  request: (w: World, caller: CallerName) => Req | Promise<Req>;
  /**
   * Whose record the request names. `farm`: farm A's, which staff may also reach: farmer B gets 404.
   * `self`: farmer A's own, which no one else may reach, staff included: every other caller 404.
   */
  record?: 'farm' | 'self';
  /** An authorised call that cannot reach 2xx without heavy work: the answer it gets instead, and why. */
  authorised?: { status: number; code: ErrorCode; why: string };
  /** Server-Sent Events: read the head of the stream, then hang up. */
  sse?: true;
  /** What the head of the stream must hold (default: farm A's device id, as the reading stream names it). */
  sseHead?: string;
  /** The call ends every session of the caller (sign out everywhere, password change): sign in again after it. */
  endsSessions?: true;
}

export type SeededApp = Awaited<ReturnType<typeof startSeededApp>>;

/** A farmer registered by number only, for the one-time code endpoints (issue 41): a code is sent to it for every caller. */
const SMS_FARMER_PHONE = '+919812300041';
/** A number no account has. */
const UNKNOWN_PHONE = '+919812300042';
/** Each caller asks for codes: the limits are raised so that the run never meets them (smsCodes.test.ts tests them). */
export const MATRIX_SMS_ENV = {
  SMS_CODES_PER_NUMBER: '100',
  SMS_CODES_PER_NUMBER_PER_DAY: '100',
  SMS_CODES_PER_ADDRESS: '1000',
  SMS_CODES_PER_ADDRESS_PER_DAY: '10000',
  SMS_PER_NUMBER_PER_DAY: '1000',
};

export async function buildWorld(t: SeededApp, smsc: SmscStandIn) {
  const s = t.app.services;
  await s.users.create(null, { password: PASSWORD, role: 'User', display_name: 'SMS farmer', phone_number: SMS_FARMER_PHONE });
  await s.users.create(null, { email: OTHER_FARMER, password: PASSWORD, role: 'User', display_name: 'Farmer B', phone_number: undefined });
  const spare = await s.users.create(null, {
    email: SPARE_MEMBER,
    password: PASSWORD,
    role: 'User',
    display_name: 'Spare',
    phone_number: undefined,
  });
  const member = await s.users.create(null, {
    email: MEMBER_FARMER,
    password: PASSWORD,
    role: 'User',
    display_name: 'Member',
    phone_number: undefined,
  });
  const tokens: Record<Account, string> = { ...t.tokens, otherFarm: await login(t, OTHER_FARMER) };
  const callers = {} as Record<Account, Caller>;
  for (const [name, token] of Object.entries(tokens) as Array<[Account, string]>) callers[name] = await s.tokens.verify(token);

  const kit = sensorKit(t, tokens.Admin);
  const deviceA = await kit.farmWithDevice('Matrix farm A', EMAILS.user);
  const deviceB = await kit.farmWithDevice('Matrix farm B', OTHER_FARMER);
  await kit.sendOk(deviceA, [reading(minutesAgo(30)), reading(minutesAgo(20), { ph: 6.2 }), reading(minutesAgo(10))]);
  await kit.sendOk(deviceB, [reading(minutesAgo(15), { nitrogen: 301 })]);

  // Farmer A's soil test, complete, with a photo: read, reported and linked by every caller.
  const soilTest = await runSoilTest(t, callers.user, deviceA.id, 'results-due');
  await s.soilTests.submitResults(await s.soilTests.owned(callers.user, soilTest), { n: 30, p: 16, k: 22, ph: 7 }, null);
  const image = (await s.soilTests.addImages(await s.soilTests.owned(callers.user, soilTest), [{ filename: 'soil.png', bytes: png() }]))
    .images[0]!;

  // Farmer A's own card reading (typed values: reading a photo is minutes of OCR).
  const card = await s.cards.enter(callers.user, shcConfirmRequestSchema.parse({ ...CARD, language: 'english' }));

  // Small cuts of the real datasets, so the forecasts answer (the import endpoint is called too).
  await s.datasets.importBytes('rainfall', rainfallSubset([RAIN_SUBDIVISION]), { importedBy: 'matrix', sourceFile: 'rain.csv' });
  await s.datasets.importBytes('crop-production', cropSubset('Soyabean', ['Madhya Pradesh']), {
    importedBy: 'matrix',
    sourceFile: 'soyabean.csv',
  });
  const builtIn = (await s.imageModels.models()).find((m) => !m.dir);

  let seq = 0;
  return {
    t,
    smsc,
    tokens,
    callers,
    deviceA,
    deviceB,
    soilTest,
    imageUrl: image.url,
    cardId: card.id,
    builtInModelId: builtIn?.id ?? 'none-installed',
    spareId: spare.id,
    memberId: member.id,
    /** The two-step secrets this run set up, by caller. */
    totpSecrets: new Map<CallerName, string>(),
    /** A number unique within the run, for names that must not repeat. */
    next: () => ++seq,
    /** A new session for a caller whose sessions a call ended. */
    renew: (caller: Account) => login(t, caller === 'otherFarm' ? OTHER_FARMER : EMAILS[caller]),
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

async function login(t: SeededApp, email: string): Promise<string> {
  const res = await t.login(email);
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.body}`);
  return res.json().token as string;
}

const RAIN_SUBDIVISION = 'ANDAMAN & NICOBAR ISLANDS';
const CARD = {
  crop_type: 'Maize',
  soil_type: 'Black',
  parameters: { n: { value: 250, unit: 'kg/ha' }, p: { value: 12, unit: 'kg/ha' }, k: { value: 150, unit: 'kg/ha' } },
};
const RESULTS = { n: 30, p: 16, k: 22, moisture_percent: 31, temperature_c: 25, electrical_conductivity: 400, ph: 7 };
const RICE = { N: 85, P: 58, K: 41, temperature: 21.8, humidity: 80.3, ph: 7.04, rainfall: 200 };
const ADVICE = {
  temperature: 26,
  humidity: 52,
  soil_moisture: 38,
  nitrogen: 100,
  phosphorus: 8,
  potassium: 150,
  crop_type: 'Wheat',
  soil_type: 'Loamy',
};

type Stage = 'started' | 'placed' | 'results-due';

/** Cancels the account's tests in progress (one may be open at a time), then runs a new one on `deviceId` up to `stage`. */
async function runSoilTest(t: SeededApp, caller: Caller, deviceId: string, stage: Stage): Promise<number> {
  const tests = t.app.services.soilTests;
  await closeOpenTests(t, caller);
  const test = await tests.start(caller, { soil_type: 'Black', deviceId });
  if (stage === 'started') return test.id;
  const placed = await tests.probe(test, true, true);
  if (stage === 'placed') return test.id;
  // Confirmed long enough ago that the countdown is over and results are due.
  await tests.confirm(placed, new Date(Date.now() - 60 * 60_000));
  return test.id;
}

async function closeOpenTests(t: SeededApp, caller: Caller) {
  const tests = t.app.services.soilTests;
  for (const status of ['started', 'running'] as const) {
    const { data } = await tests.list(caller, { status, user_id: caller.userId, page: 1, page_size: 100 });
    for (const open of data) await tests.abort(caller, await tests.owned(caller, open.id), 'matrix clean-up');
  }
}

/** Two-step sign-in on for a staff caller (a new secret, confirmed with the current code); returns the secret. */
async function totpOn(w: World, caller: 'Admin' | 'superAdmin'): Promise<string> {
  const totp = w.t.app.services.auth.totp;
  const known = w.totpSecrets.get(caller);
  if (known && (await totp.status(w.callers[caller])).enabled) return known;
  const { secret } = await totp.setup(w.callers[caller], PASSWORD, '127.0.0.1');
  await totp.enable(w.callers[caller], totpCode(secret, Date.now()), '127.0.0.1');
  w.totpSecrets.set(caller, secret);
  return secret;
}

/** A code of the next step: the current one may already be spent, and codes are good once. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + TOTP_STEP_SECONDS * 1000);

async function totpOff(w: World, caller: 'Admin' | 'superAdmin') {
  const totp = w.t.app.services.auth.totp;
  if (!(await totp.status(w.callers[caller])).enabled) return;
  await totp.disable(w.callers[caller], PASSWORD, nextCode(w.totpSecrets.get(caller)!), '127.0.0.1');
}

/** Farmer A's device presents its own key, farmer B's device its key for A's device, the rest none. */
function deviceKeyOf(w: World, c: CallerName): Record<string, string> {
  if (c === 'user') return { 'x-device-key': w.deviceA.key };
  return c === 'otherFarm' ? { 'x-device-key': w.deviceB.key } : {};
}

const isAdmin = (c: CallerName): c is 'Admin' | 'superAdmin' => c === 'Admin' || c === 'superAdmin';

/** A new farmer account (every staff role outranks it); its id. */
const freshAccount = async (w: World) =>
  (
    await w.t.app.services.users.create(null, {
      email: `matrix-account-${w.next()}@agrim.test`,
      password: PASSWORD,
      role: 'User',
      display_name: 'Matrix account',
      phone_number: undefined,
    })
  ).id;

/** A new device on farm A; its id. */
const spareDevice = async (w: World) => (await w.t.app.services.devices.register(w.deviceA.farmId, `Matrix spare ${w.next()}`)).device.id;

const freshTest = (w: World, stage: Stage) => runSoilTest(w.t, w.callers.user, w.deviceA.id, stage);

/** A fertilizer prediction of farmer A and an Expert's pending feedback on it. */
async function pendingFeedback(w: World): Promise<string> {
  const s = w.t.app.services;
  const prediction = await s.fertilizer.predict(w.callers.user, fertilizerPredictionRequestSchema.parse(MANUAL));
  const fields = feedbackFieldsSchema.parse({ prediction_id: prediction.id, rating: '7', ratingReason: 'Fine.', confidenceLevel: 'High' });
  return s.feedback.submit(w.callers.Expert, fields, []);
}

const form = (fields: Record<string, string>, files: Array<{ field: string; filename: string; type: string; bytes: Buffer }>) => {
  const body = multipart(fields, files);
  return { payload: body.payload, headers: body.headers };
};
const photo = async (fields: Record<string, string> = {}) =>
  form(fields, [{ field: 'file', filename: 'photo.png', type: 'image/png', bytes: await plainPng() }]);

const zone = DEFAULT_CALCULATOR_ZONE;
const soil = () => calculatorSoils(zone)[0]!;
const crop = () => calculatorCrops(zone, soil())[0]!;
/** A new silence rule on farm A's device, made by an Admin; its id. */
async function freshRule(w: World): Promise<number> {
  const input = {
    farmId: w.deviceA.farmId,
    deviceId: w.deviceA.id,
    name: `Matrix rule ${w.next()}`,
    kind: 'silence' as const,
    minutes: 60,
    enabled: true,
  };
  const rules = w.t.app.services.alertRules;
  return (await rules.create(w.callers.Admin, await rules.ownedFarm(w.callers.Admin, input.farmId), input)).id;
}

/** A new active alarm of farm A's device (its rule fresh, so it is the only open one): the silence check raises it. */
async function freshAlarm(w: World): Promise<number> {
  const ruleId = await freshRule(w);
  const { rows } = await w.t.database.db.execute(
    sql`insert into alarms (rule_id, farm_id, device_id, first_seen, last_seen, message_en, message_hi)
        values (${ruleId}, ${w.deviceA.farmId}, ${w.deviceA.id}, now(), now(), 'matrix', 'matrix') returning id`,
  );
  return Number((rows[0] as { id: number }).id);
}

const onA = (w: World, query: Record<string, string> = {}): Req => ({ query: { ...query, deviceId: w.deviceA.id } });
const today = () => new Date().toISOString().slice(0, 10);

const htmlAsJpeg = {
  field: 'file',
  filename: 'card.jpg',
  type: 'image/jpeg',
  bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
};

/** A fresh one-time code sent to the SMS farmer, read from the stand-in gateway. */
async function smsCode(w: World, purpose: 'sign-in' | 'password-reset'): Promise<string> {
  const before = w.smsc.submitted.length;
  await w.t.app.services.smsCodes.request(purpose, SMS_FARMER_PHONE, '127.0.0.1', 'en');
  return (await codeSentTo(w.smsc, smsTo(SMS_FARMER_PHONE), before)).code;
}

/** One request per endpoint, keyed as ACCESS_POLICY is. */
export const FIXTURES: Record<string, Fixture> = {
  'GET /api/health': { request: () => ({}) },
  'POST /api/auth/login': { request: () => ({ payload: { email: EMAILS.user, password: PASSWORD } }) },
  'POST /api/auth/refresh': {
    request: async (w) => {
      const cookie = refreshCookie(await w.t.login(EMAILS.user));
      return { headers: { cookie: `${REFRESH_COOKIE}=${cookie}`, [CSRF_HEADER]: CSRF_HEADER_VALUE } };
    },
  },
  'POST /api/auth/logout': {
    request: async (w) => ({
      headers: { cookie: `${REFRESH_COOKIE}=${refreshCookie(await w.t.login(EMAILS.user))}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    }),
  },
  'POST /api/auth/custom-token/login': {
    request: async (w) => ({ payload: { token: (await w.t.app.services.auth.issueCustomToken(w.callers.Admin, EMAILS.user)).token } }),
  },
  'GET /api/auth/sms-code': { request: () => ({}) },
  'POST /api/auth/sms-code': { request: () => ({ payload: { phoneNumber: UNKNOWN_PHONE } }) },
  'POST /api/auth/password-reset/sms-code': { request: () => ({ payload: { phoneNumber: UNKNOWN_PHONE } }) },
  'POST /api/auth/sms-code/login': {
    request: async (w) => ({ payload: { phoneNumber: SMS_FARMER_PHONE, code: await smsCode(w, 'sign-in') } }),
  },
  'POST /api/auth/password-reset': {
    request: async (w) => ({ payload: { phoneNumber: SMS_FARMER_PHONE, code: await smsCode(w, 'password-reset'), newPassword: PASSWORD } }),
  },
  'POST /api/auth/custom-token': { request: () => ({ payload: { email: EMAILS.user } }) },
  // The new password is the old one: the accounts keep working for the rest of the run.
  'POST /api/auth/password': {
    request: () => ({ payload: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
    endsSessions: true,
  },
  'POST /api/auth/logout-all': { request: () => ({}), endsSessions: true },
  'GET /api/auth/totp': { request: () => ({}) },
  'POST /api/auth/totp/setup': {
    request: async (w, c) => {
      if (isAdmin(c)) await totpOff(w, c);
      return { payload: { password: PASSWORD } };
    },
  },
  'POST /api/auth/totp/enable': {
    request: async (w, c) => {
      if (!isAdmin(c)) return { payload: { code: '123456' } };
      await totpOff(w, c);
      const { secret } = await w.t.app.services.auth.totp.setup(w.callers[c], PASSWORD, '127.0.0.1');
      w.totpSecrets.set(c, secret);
      return { payload: { code: totpCode(secret, Date.now()) } };
    },
  },
  'POST /api/auth/totp/disable': {
    request: async (w, c) => ({ payload: { password: PASSWORD, code: isAdmin(c) ? nextCode(await totpOn(w, c)) : '123456' } }),
  },
  'GET /api/v1/get/user': { request: () => ({}) },
  'POST /api/create/user': {
    request: (w, c) => ({ payload: { email: `matrix-${c.toLowerCase()}-${w.next()}@agrim.test`, password: PASSWORD, role: 'User' } }),
  },
  'GET /api/get/user/registered': { request: () => ({}) },
  'GET /api/users/farmers': { request: () => ({ url: '/api/users/farmers?search=a&page=1&page_size=10' }) },
  'PATCH /api/users/:id/role': {
    request: (w) => ({ url: `/api/users/${w.spareId}/role`, payload: { role: w.next() % 2 ? 'Expert' : 'User' } }),
  },
  // Account lifecycle (issue 18): a fresh farmer account per call, so each caller acts on one it outranks.
  'POST /api/users/:id/disable': { request: async (w) => ({ url: `/api/users/${await freshAccount(w)}/disable` }) },
  'POST /api/users/:id/enable': {
    request: async (w) => {
      const id = await freshAccount(w);
      await w.t.app.services.users.disable(w.callers.superAdmin, id);
      return { url: `/api/users/${id}/enable` };
    },
  },
  'DELETE /api/users/:id': { request: async (w) => ({ url: `/api/users/${await freshAccount(w)}` }) },
  'POST /api/page-views': { request: () => ({ payload: { path: '/account' } }) },
  'POST /api/v1/devices/:deviceId/readings': {
    request: (w, c) => ({
      url: `/api/v1/devices/${w.deviceA.id}/readings`,
      headers: deviceKeyOf(w, c),
      payload: { readings: [reading(minutesAgo(60 + w.next()))] },
    }),
  },
  'POST /api/v1/devices/:deviceId/valve/ack': {
    request: async (w, c) => {
      const sent = await w.t.app.services.fertigation.command(w.callers.user, w.deviceA.id, 'main', 'off', 0);
      return {
        url: `/api/v1/devices/${w.deviceA.id}/valve/ack`,
        headers: deviceKeyOf(w, c),
        payload: { commandId: sent.commandId, valve: 'main', state: 'off' },
      };
    },
  },
  'GET /agri/data': { request: (w) => onA(w), record: 'farm' },
  'GET /agri/data.csv': { request: (w) => onA(w), record: 'farm' },
  'GET /agri/latest/data': { request: (w) => onA(w), record: 'farm' },
  'GET /agri/latest': { request: (w) => onA(w), record: 'farm' },
  'GET /api/stream/readings': { request: (w) => onA(w), record: 'farm', sse: true },
  'GET /agri/fertigation': { request: (w) => onA(w), record: 'farm' },
  'POST /agri/fertigation': { request: (w) => ({ payload: { deviceId: w.deviceA.id, state: 'off' } }), record: 'farm' },
  'GET /api/devices': { request: () => ({}) },
  'GET /api/farms': { request: () => ({}) },
  'POST /api/farms': { request: (w) => ({ payload: { name: `Matrix farm ${w.next()}` } }) },
  'POST /api/farms/:farmId/members': {
    request: (w) => ({ url: `/api/farms/${w.deviceA.farmId}/members`, payload: { email: MEMBER_FARMER } }),
  },
  'DELETE /api/farms/:farmId/members/:userId': {
    request: async (w) => {
      await w.t.app.services.farms.addMember(w.deviceA.farmId, MEMBER_FARMER);
      return { url: `/api/farms/${w.deviceA.farmId}/members/${w.memberId}` };
    },
  },
  'POST /api/farms/:farmId/devices': {
    request: (w) => ({ url: `/api/farms/${w.deviceA.farmId}/devices`, payload: { name: `Matrix probe ${w.next()}` } }),
  },
  // A spare device of farm A each call: farm A's own device keeps its key for the ingest fixture.
  'POST /api/farms/:farmId/devices/:deviceId/key/revoke': {
    request: async (w) => ({ url: `/api/farms/${w.deviceA.farmId}/devices/${await spareDevice(w)}/key/revoke` }),
  },
  'POST /api/farms/:farmId/devices/:deviceId/key/rotate': {
    request: async (w) => ({ url: `/api/farms/${w.deviceA.farmId}/devices/${await spareDevice(w)}/key/rotate` }),
  },
  'GET /api/devices/:deviceId/calibration': { request: (w) => ({ url: `/api/devices/${w.deviceA.id}/calibration` }), record: 'farm' },
  // Farm A's probe reads the testkit's default values: a lab test of the same values in kg/ha (× 2.24) calibrates it with factors 1.
  'PUT /api/devices/:deviceId/calibration': {
    request: (w) => ({
      url: `/api/devices/${w.deviceA.id}/calibration`,
      payload: {
        lab: { nitrogen: 54.88, phosphorus: 31.81, potassium: 49.5, ph: 7.05 },
        phosphorus_form: 'P',
        potassium_form: 'K',
        sampled_at: new Date().toISOString(),
      },
    }),
    record: 'farm',
  },
  'DELETE /api/devices/:deviceId/calibration': { request: (w) => ({ url: `/api/devices/${w.deviceA.id}/calibration` }), record: 'farm' },
  'GET /api/devices/:deviceId/fertigation-setup': {
    request: (w) => ({ url: `/api/devices/${w.deviceA.id}/fertigation-setup` }),
    record: 'farm',
  },
  'PUT /api/devices/:deviceId/fertigation-setup': {
    request: (w) => ({
      url: `/api/devices/${w.deviceA.id}/fertigation-setup`,
      payload: { area_ha: 0.5, flow_l_per_min: 100, tanks: { potassium: { product: 'mop_white', g_per_l: 2 } } },
    }),
    record: 'farm',
  },
  'GET /api/v1/soil_test': { request: () => ({}) },
  'GET /api/v1/soil_test/generate-sas-token': { request: () => ({ query: { container: SOIL_TEST_IMAGE_CONTAINER } }) },
  'GET /api/v1/soil_test/:id': { request: (w) => ({ url: `/api/v1/soil_test/${w.soilTest}` }), record: 'farm' },
  'POST /api/v1/soil_test/start': {
    request: async (w, c) => {
      // One test in progress per account: the caller's earlier one (from this run) is closed first.
      if (c !== 'anonymous') await closeOpenTests(w.t, w.callers[c]);
      return { payload: { soil_type: 'Black', deviceId: w.deviceA.id } };
    },
    record: 'farm',
  },
  'PUT /api/v1/soil_test/:id/probe': {
    request: async (w) => ({
      url: `/api/v1/soil_test/${await freshTest(w, 'started')}/probe`,
      payload: { probe_placed: true, placement_validated: true },
    }),
    record: 'farm',
  },
  'PUT /api/v1/soil_test/:id/confirm': {
    request: async (w) => ({ url: `/api/v1/soil_test/${await freshTest(w, 'placed')}/confirm`, payload: { test_confirmed: true } }),
    record: 'farm',
  },
  'PUT /api/v1/soil_test/:id/abort': {
    request: async (w) => ({ url: `/api/v1/soil_test/${await freshTest(w, 'started')}/abort`, payload: { reason: 'Rain' } }),
    record: 'farm',
  },
  'PUT /api/v1/soil_test/:id/results': {
    request: async (w) => ({ url: `/api/v1/soil_test/${await freshTest(w, 'results-due')}/results`, payload: RESULTS }),
    record: 'farm',
  },
  'POST /api/v1/soil_test/:id/images': {
    request: async (w) => ({
      url: `/api/v1/soil_test/${await freshTest(w, 'started')}/images`,
      ...form({}, [{ field: 'image', filename: 'soil.png', type: 'image/png', bytes: png() }]),
    }),
    record: 'farm',
  },
  'GET /api/v1/soil_test/:id/report': { request: (w) => ({ url: `/api/v1/soil_test/${w.soilTest}/report` }), record: 'farm' },
  'GET /api/v1/soil_test/:id/prescription': {
    request: (w) => ({ url: `/api/v1/soil_test/${w.soilTest}/prescription?crop=Wheat&area=1` }),
    record: 'farm',
  },
  'GET /api/v1/soil_test/:id/plan': {
    request: (w) => ({ url: `/api/v1/soil_test/${w.soilTest}/plan?crop=Wheat&area=1` }),
    record: 'farm',
  },
  'POST /api/v1/ai/recommend_crop': { request: () => ({ payload: RICE }) },
  'POST /api/v1/ai/recommendation_crop': {
    request: (w) => ({
      payload: { nitrogen: 20, phosphorus: 60, potassium: 20, temperature: 20, humidity: 20, ph: 6, rainfall: 100, deviceId: w.deviceA.id },
    }),
    record: 'farm',
  },
  'GET /api/v1/ml/models': { request: () => ({}) },
  'GET /api/v1/fertilizer/predictions': { request: () => ({}) },
  'POST /agri/fertilizer/recommendation/id': { request: () => ({ payload: MANUAL }) },
  'POST /agri/fertilizer/recommendation/gpt': { request: () => ({ payload: ADVICE }) },
  'GET /get/latest/prompt': { request: () => ({}) },
  'POST /api/v1/fert/prediction/shc': {
    request: () => form({ language: 'english', crop_type: 'Maize', soil_type: 'Black' }, [htmlAsJpeg]),
    authorised: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', why: 'reading a real card photo is minutes of offline OCR' },
  },
  'POST /api/v1/fert/prediction/shc/values': { request: () => ({ payload: { ...CARD, language: 'english' } }) },
  'POST /api/v1/fert/prediction/shc/:id/confirm': {
    request: (w) => ({ url: `/api/v1/fert/prediction/shc/${w.cardId}/confirm`, payload: { ...CARD, language: 'english' } }),
    record: 'self',
  },
  'POST /fertilizer/recommendation/expert/feedback': {
    request: async (w) => {
      const prediction = await w.t.app.services.fertilizer.predict(w.callers.user, fertilizerPredictionRequestSchema.parse(MANUAL));
      return { payload: { prediction_id: prediction.id, rating: 8, ratingReason: 'Urea suits it.', confidenceLevel: 'High' } };
    },
  },
  'GET /fertilizer/recommendation/get/expert/feedback/uid': { request: () => ({}) },
  'GET /fertilizer/recommendation/get/expert/feedback': { request: () => ({}) },
  'POST /feedback/approval': { request: async (w) => ({ payload: { feedback_id: await pendingFeedback(w), status: 'Approved' } }) },
  'GET /fertilizer/recommendation/feedback/dashboard': { request: () => ({}) },
  'GET /fertilizer/recommendation/feedback/export.csv': { request: () => ({}) },
  'GET /api/v1/get/profile': { request: () => ({}) },
  'POST /api/v1/upload/data': {
    request: () =>
      form({}, [
        { field: 'fertilizer_dataset', filename: 'trial.csv', type: 'text/csv', bytes: Buffer.from('Nitrogen,Potassium\r\n37,0\r\n') },
      ]),
  },
  'GET /generate-sas-token': { request: () => ({ query: { container: FEEDBACK_CONTAINER } }) },
  'POST /get/soil/type/predict': { request: () => photo() },
  'POST /get/soil/test/analysis': {
    request: () => form({}, [htmlAsJpeg]),
    authorised: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', why: 'reading a real report photo is minutes of offline OCR' },
  },
  'POST /get/soyabean/disease/prediction': { request: () => photo() },
  'POST /get/tomato/disease/prediction': { request: () => photo() },
  'POST /get/soyabean/seed/prediction': {
    request: () => photo(),
    authorised: { status: 409, code: 'CONFLICT', why: 'no seed model ships with the server; one is trained or dropped in' },
  },
  'GET /api/v1/ml/image-models': { request: () => ({}) },
  'POST /api/v1/ml/image-models/train': {
    request: async (w) => {
      const zip = buildZip([{ name: 'a/1.png', data: await plainPng(), method: 'store' }]);
      return form({ task: 'soil-type', name: `matrix-${w.next()}` }, [
        { field: 'file', filename: 'photos.zip', type: 'application/zip', bytes: zip },
      ]);
    },
    authorised: {
      status: 422,
      code: 'UNPROCESSABLE',
      why: 'training a model takes minutes: a zip with too few photos is refused after the checks',
    },
  },
  'GET /api/v1/ml/image-models/jobs': { request: () => ({}) },
  'GET /api/v1/ml/image-models/jobs/:id': {
    request: () => ({ url: '/api/v1/ml/image-models/jobs/00000000-0000-4000-8000-000000000000' }),
    authorised: { status: 404, code: 'NOT_FOUND', why: 'a job exists only after a real training run (minutes)' },
  },
  'DELETE /api/v1/ml/image-models/:id': {
    request: (w) => ({ url: `/api/v1/ml/image-models/${encodeURIComponent(w.builtInModelId)}` }),
    authorised: {
      status: 409,
      code: 'CONFLICT',
      why: 'only a trained model can be removed, and training takes minutes: a built-in one is refused',
    },
  },
  'GET /api/v1/datasets': { request: () => ({}) },
  'POST /api/v1/datasets/:kind/import': {
    request: () => ({
      url: '/api/v1/datasets/rainfall/import',
      ...form({}, [{ field: 'file', filename: 'rain.csv', type: 'text/csv', bytes: rainfallSubset([RAIN_SUBDIVISION]) }]),
    }),
  },
  'GET /weather/prediction': { request: () => ({}) },
  'POST /get/weather/predicted': { request: () => ({ payload: { subdivisions: [RAIN_SUBDIVISION] } }) },
  'POST /get/weather/predicted/future': { request: () => ({ payload: { subdivisions: [RAIN_SUBDIVISION], future_date: '2060-01-01' } }) },
  'GET /get/yield/crops': { request: () => ({}) },
  'POST /get/soyabean/yield/prediction/state': { request: () => ({ payload: { Crop: 'Soyabean' } }) },
  'POST /get/soyabean/yield/prediction/state/district': { request: () => ({ payload: { Crop: 'Soyabean', State: 'Madhya Pradesh' } }) },
  'POST /get/soyabean/yield/prediction': {
    request: () => ({ payload: { Crop: 'Soyabean', State: 'Madhya Pradesh', District: 'INDORE' } }),
  },
  'GET /get/soil/data/analysis': { request: (w) => onA(w), record: 'farm' },
  'GET /get/soil/data/analysis/rows': { request: (w) => onA(w, { page: '1', page_size: '10' }), record: 'farm' },
  'GET /agri/ph/analysis/dataset': { request: (w) => onA(w, { page: '1', page_size: '10' }), record: 'farm' },
  'GET /agri/ph/analysis': { request: (w) => onA(w), record: 'farm' },
  'GET /api/v1/ai/ph_graph': { request: (w) => onA(w), record: 'farm' },
  'GET /agri/ph/visualisation': { request: (w) => onA(w), record: 'farm' },
  'GET /get/soil/nutrient/calculator': { request: (w) => onA(w), record: 'farm' },
  'GET /get/zone/soil/nutrient/calculator': { request: () => ({ query: { zone } }) },
  'GET /get/zone/crop/nutrient/calculator': { request: () => ({ query: { zone, soil: soil() } }) },
  'GET /get/zone/npk/nutrient/calculator': { request: () => ({ query: { zone, soil: soil(), crop: crop() } }) },
  'GET /get/zone/predict/nutrient/calculator': {
    request: (w) => onA(w, { zone, soil: soil(), crop: crop(), npk: calculatorDoses(zone, soil(), crop())[0]!.ratio, hectares: '1.0' }),
    record: 'farm',
  },
  'GET /agri/soyabean/nutrient/prediction': { request: (w) => onA(w), record: 'farm' },
  'GET /agri/:crop/growth/stages': { request: () => ({ url: '/agri/soybean/growth/stages' }) },
  'POST /agri/:crop/growth/per/stages': {
    request: () => ({ url: '/agri/soybean/growth/per/stages', payload: { stages: 'Initial seedling stage' } }),
  },
  'GET /agri/:crop/analytics': { request: () => ({ url: '/agri/soyabean/analytics' }) },
  'POST /agri/:crop/fertigation/start': {
    request: (w) => ({
      url: '/agri/soybean/fertigation/start',
      payload: { deviceId: w.deviceA.id, stage: 'Initial seedling stage', moisture: 0.07 },
    }),
    record: 'farm',
  },
  'POST /agri/:crop/fertigation/preview': {
    request: (w) => ({
      url: '/agri/soybean/fertigation/preview',
      payload: { deviceId: w.deviceA.id, stage: 'Crop development stage', zone: 'Central' },
    }),
    record: 'farm',
  },
  'GET /api/v1/soybean/practices': { request: () => ({ query: { zone: 'Central' } }) },
  'GET /api/v1/reports/sensors.pdf': { request: (w) => onA(w), record: 'farm' },
  'GET /api/v1/reports/soil-tests.csv': { request: () => ({}) },
  'GET /api/v1/reports/predictions.csv': { request: () => ({}) },
  'GET /api/v1/reports/feedback.csv': { request: () => ({}) },
  'GET /api/v1/reports/page-views': { request: () => ({ query: { to: today() } }) },
  'GET /api/v1/reports/page-views.csv': { request: () => ({ query: { to: today() } }) },
  'GET /api/v1/audit': { request: () => ({ query: { limit: '5' } }) },
  'GET /api/v1/audit.csv': { request: () => ({}) },
  // Alerts (issue 26): farm A's rules and alarms; a fresh one where the call uses it up.
  'GET /api/alerts/rules': { request: () => ({}) },
  'POST /api/alerts/rules': {
    request: (w) => ({ payload: { farmId: w.deviceA.farmId, name: `Matrix rule ${w.next()}`, kind: 'silence', minutes: 60 } }),
    record: 'farm',
  },
  'POST /api/alerts/staff-rules': { request: (w) => ({ payload: { name: `Feedback waiting ${w.next()}` } }) },
  'PATCH /api/alerts/rules/:id': {
    request: async (w) => ({ url: `/api/alerts/rules/${await freshRule(w)}`, payload: { name: `Renamed ${w.next()}` } }),
    record: 'farm',
  },
  'DELETE /api/alerts/rules/:id': { request: async (w) => ({ url: `/api/alerts/rules/${await freshRule(w)}` }), record: 'farm' },
  'GET /api/alerts/defaults': { request: (w) => ({ query: { farmId: w.deviceA.farmId } }), record: 'farm' },
  'GET /api/alerts/alarms': { request: () => ({ query: { view: 'history' } }) },
  'GET /api/alerts/alarms.csv': { request: () => ({}) },
  'POST /api/alerts/alarms/:id/acknowledge': {
    request: async (w) => ({ url: `/api/alerts/alarms/${await freshAlarm(w)}/acknowledge` }),
    record: 'farm',
  },
  'GET /api/alerts/notifications': { request: () => ({}) },
  'POST /api/alerts/notifications/read': { request: () => ({}) },
  'GET /api/alerts/deliveries': { request: () => ({}) },
  'GET /api/alerts/preferences': { request: () => ({}) },
  'PUT /api/alerts/preferences': {
    request: () => ({ payload: { language: 'hi', email: false, sms: false, quietFrom: '22:00', quietTo: '06:00' } }),
  },
  'GET /api/stream/alerts': { request: () => ({}), sse: true, sseHead: 'event: ready' },
  // A signed link of farmer A's photo: the link is the permission, whoever holds it.
  'GET /api/files/:container/:name': {
    request: async (w) => {
      const res = await w.t.app.inject({
        url: '/api/v1/soil_test/generate-sas-token',
        query: { container: SOIL_TEST_IMAGE_CONTAINER },
        headers: { authorization: `Bearer ${w.tokens.user}` },
      });
      const query = Object.fromEntries(new URLSearchParams(res.json().sas_token as string));
      return { url: w.imageUrl, query };
    },
  },
};
