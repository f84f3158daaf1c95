import {
  FEEDBACK_CSV_COLUMNS,
  kolkataDay,
  PAGE_VIEW_CSV_COLUMNS,
  PREDICTION_CSV_COLUMNS,
  type Role,
  SENSOR_METRICS,
  SOIL_TEST_CSV_COLUMNS,
} from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expertFeedback, fertilizerPredictions, pageViews, soilTests, users } from '../db/schema/index.js';
import { type Registered, reading, sensorKit } from '../../test/sensors.testkit.js';
import { kolkataTime } from '../lib/time.js';
import { csvCell } from '../lib/csv.js';
import { csvObjects, pdfText, readCsv } from '../../test/reports.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
const ids: Record<Role, string> = {} as Record<Role, string>;

// Three Asia/Kolkata days of readings: 2026-03-01 .. 2026-03-03, with two faulty (all-zero) readings.
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`).toISOString();
const sent = DAYS.flatMap((day, d) =>
  [0, 1, 2, 3].map((i) =>
    reading(at(day, `0${i + 1}:00`), {
      nitrogen: 10 + d * 10 + i,
      phosphorus: 5 + i,
      potassium: 100 + d,
      temperature: 20 + i,
      moisture: 30,
      conductivity: 400 + d * 100,
      ph: 6.5 + i / 10,
    }),
  ),
);
const faulty = [at('2026-03-02', '10:00'), at('2026-03-02', '11:00')].map((ts) =>
  reading(ts, Object.fromEntries(SENSOR_METRICS.map((m) => [m, 0]))),
);

beforeAll(async () => {
  t = await startSeededApp();
  kit = sensorKit(t, t.tokens.Admin);
  device = await kit.farmWithDevice('Report farm', EMAILS.user);
  await kit.sendOk(device, [...sent, ...faulty]);
  // A reading the day after the range: left out.
  await kit.sendOk(device, [reading(at('2026-03-04', '00:30'), { nitrogen: 999 })]);
  for (const role of ['superAdmin', 'Admin', 'Expert', 'user'] as const) {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, EMAILS[role]));
    ids[role] = u!.id;
  }
}, 60_000);
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const ENDPOINTS = () => [
  `/api/v1/reports/sensors.pdf?deviceId=${device.id}&startOffset=2026-03-01&endOffset=2026-03-03`,
  '/api/v1/reports/soil-tests.csv',
  '/api/v1/reports/predictions.csv',
  '/api/v1/reports/feedback.csv',
  '/api/v1/reports/page-views',
  '/api/v1/reports/page-views.csv',
];

describe('access', () => {
  it('anonymous 401, user and Expert 403, Admin and superAdmin 200', async () => {
    for (const url of ENDPOINTS()) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      for (const role of ['user', 'Expert'] as const) {
        const res = await get(t.tokens[role], url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
      }
      for (const role of ['Admin', 'superAdmin'] as const) expect((await get(t.tokens[role], url)).statusCode, `${role} ${url}`).toBe(200);
    }
  });

  it('bad filters are the 400 error shape', async () => {
    for (const url of [
      '/api/v1/reports/soil-tests.csv?status=done',
      '/api/v1/reports/predictions.csv?from_date=2026-02-30',
      '/api/v1/reports/page-views?from=2026-03-05&to=2026-03-01',
      '/api/v1/reports/page-views?from=2024-01-01&to=2026-03-01',
      `/api/v1/reports/sensors.pdf?deviceId=${device.id}&startOffset=2026-03-05&endOffset=2026-03-01`,
    ]) {
      const res = await get(t.tokens.Admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    }
    const unknown = await get(t.tokens.Admin, '/api/v1/reports/sensors.pdf?deviceId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('CSV cells', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const f of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(csvCell(f).replace(/^"/, '').startsWith(`'${f[0]}`)).toBe(true);
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(kolkataTime(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02 00:00:00');
  });
});

describe('GET /api/v1/reports/sensors.pdf', () => {
  it('summarises the range: counts, min/mean/max, charts, page numbers', async () => {
    const res = await get(t.tokens.Admin, `/api/v1/reports/sensors.pdf?deviceId=${device.id}&startOffset=2026-03-01&endOffset=2026-03-03`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="agrim-sensor-summary-[0-9a-f]{8}-2026-03-01-to-2026-03-03\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages, all } = await pdfText(res.rawPayload);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    expect(all).toContain('Sensor Data Summary');
    expect(all).toContain('Report farm probe');
    expect(all).toContain('Report farm');
    expect(all).toContain('1 Mar 2026 – 3 Mar 2026');
    expect(all).toMatch(/Readings 14\b/);
    expect(all).toMatch(/Faulty readings \(all zero\) 2 \(14\.3 %\)/);
    // Nitrogen over the 12 valid readings: min 10, max 33, mean (10..13 + 20..23 + 30..33)/12 = 21.5.
    expect(all).toMatch(/Nitrogen mg\/kg 10 21\.5 33/);
    expect(all).toMatch(/Conductivity [µμ]S\/cm 400 500 600/);
    expect(all).toContain('Nitrogen, phosphorus and potassium (daily mean)');
    expect(all).toContain(`Page 1 of ${totalPages}`);
    expect(all).toContain(`Page ${totalPages} of ${totalPages}`);
  });

  it('the service aggregates per Asia/Kolkata day', async () => {
    const { ReportService } = await import('./reports.service.js');
    const range = t.app.services.queries.dayRange('2026-03-01', '2026-03-03', new Date());
    const s = await new ReportService(t.database.db).sensorSummary(device.id, range);
    expect(s.count).toBe(14);
    expect(s.faulty).toBe(2);
    expect(s.days.map((d) => [d.day, d.count, d.faulty, d.mean.nitrogen])).toEqual([
      ['2026-03-01', 4, 0, 11.5],
      ['2026-03-02', 6, 2, 21.5],
      ['2026-03-03', 4, 0, 31.5],
    ]);
    expect(s.stats.ph).toEqual({ min: 6.5, mean: expect.closeTo(6.65, 9), max: 6.8 });
  });

  it('a range without readings still gives a one-page PDF that says so', async () => {
    const res = await get(
      t.tokens.superAdmin,
      `/api/v1/reports/sensors.pdf?deviceId=${device.id}&startOffset=2025-01-01&endOffset=2025-01-02`,
    );
    const { totalPages, all } = await pdfText(res.rawPayload);
    expect(totalPages).toBe(1);
    expect(all).toContain('No readings in this range.');
    expect(all).toContain('Page 1 of 1');
  });

  it('is in Hindi with language=hindi, English by default; other languages are refused', async () => {
    const url = `/api/v1/reports/sensors.pdf?deviceId=${device.id}&startOffset=2026-03-01&endOffset=2026-03-03`;
    const res = await get(t.tokens.Admin, `${url}&language=hindi`);
    expect(res.statusCode).toBe(200);
    const { totalPages, all } = await pdfText(res.rawPayload);
    expect(all).toMatch(/\p{Script=Devanagari}/u);
    expect(all).toContain('सेंसर डेटा सारांश');
    expect(all).toContain(`पृष्ठ ${totalPages} / ${totalPages}`);
    expect(all).not.toContain('Sensor Data Summary');
    expect((await pdfText((await get(t.tokens.Admin, `${url}&language=english`)).rawPayload)).all).toContain('Sensor Data Summary');
    expect((await get(t.tokens.Admin, `${url}&language=french`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/reports/soil-tests.csv', () => {
  it('holds exactly the stored tests with every field, filtered by day and status', async () => {
    const db = t.database.db;
    const base = { userId: ids.user, deviceId: device.id, durationMs: 300_000 };
    const inserted = await db
      .insert(soilTests)
      .values([
        {
          ...base,
          status: 'complete',
          soilType: 'Black, cotton',
          startedAt: new Date('2026-03-01T05:00:00Z'),
          n: 45,
          p: 23.5,
          k: 180,
          ph: 6.8,
          remarks: 'Said "good"\nline two',
          probePlaced: true,
          resultsSource: 'server',
          timerStartedAt: new Date('2026-03-01T05:01:00Z'),
          timerCompletedAt: new Date('2026-03-01T05:06:00Z'),
        },
        {
          ...base,
          status: 'aborted',
          soilType: 'Red',
          startedAt: new Date('2026-03-02T18:29:59Z'),
          remarks: '=HYPERLINK("x")',
          abortReason: '@rain',
          abortedAt: new Date('2026-03-02T18:40:00Z'),
          depthCm: 15,
          latitude: 22.71,
          longitude: 75.85,
        },
        {
          ...base,
          userId: ids.Admin,
          status: 'complete',
          soilType: 'Alluvial',
          startedAt: new Date('2026-03-02T18:30:00Z'),
          n: 1,
          p: 2,
          k: 3,
          electricalConductivity: 1250,
          moisturePercent: 30.5,
          temperatureC: -1.5,
        },
      ])
      .returning();
    const all = csvObjects((await get(t.tokens.Admin, '/api/v1/reports/soil-tests.csv')).body);
    expect(all.map((r) => Number(r.id))).toEqual(inserted.map((r) => r.id));
    const res = await get(t.tokens.Admin, '/api/v1/reports/soil-tests.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="agrim-soil-tests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const { header } = readCsv(res.body);
    expect(header).toEqual([...SOIL_TEST_CSV_COLUMNS]);
    const str = (v: number | null) => (v === null ? '' : String(v));
    const iso = (d: Date | null) => d?.toISOString() ?? '';
    all.forEach((row, i) => {
      const s = inserted[i]!;
      expect(row).toEqual({
        id: String(s.id),
        status: s.status,
        started_at_utc: s.startedAt.toISOString(),
        started_at_kolkata: kolkataTime(s.startedAt),
        user_email: s.userId === ids.user ? EMAILS.user : EMAILS.Admin,
        user_name: s.userId === ids.user ? 'user Person' : 'Admin Person',
        device_id: device.id,
        device_name: 'Report farm probe',
        farm_name: 'Report farm',
        soil_type: s.soilType,
        depth_cm: str(s.depthCm),
        latitude: str(s.latitude),
        longitude: str(s.longitude),
        probe_placed: String(s.probePlaced),
        placement_validated: String(s.placementValidated),
        test_confirmed: String(s.testConfirmed),
        timer_started_at_utc: iso(s.timerStartedAt),
        timer_completed_at_utc: iso(s.timerCompletedAt),
        duration_ms: String(s.durationMs),
        nitrogen: str(s.n),
        phosphorus: str(s.p),
        potassium: str(s.k),
        moisture_percent: str(s.moisturePercent),
        temperature_c: str(s.temperatureC),
        electrical_conductivity: str(s.electricalConductivity),
        ph: str(s.ph),
        remarks: s.remarks === '=HYPERLINK("x")' ? `'${s.remarks}` : (s.remarks ?? ''),
        results_source: s.resultsSource ?? '',
        abort_reason: s.abortReason === '@rain' ? "'@rain" : (s.abortReason ?? ''),
        aborted_at_utc: iso(s.abortedAt),
        device_error: '',
      });
    });
    // 2026-03-02T18:29:59Z is still 2 March in Asia/Kolkata; 18:30:00Z is 3 March.
    const day2 = csvObjects((await get(t.tokens.Admin, '/api/v1/reports/soil-tests.csv?from_date=2026-03-02&to_date=2026-03-02')).body);
    expect(day2.map((r) => r.soil_type)).toEqual(['Red']);
    const complete = csvObjects((await get(t.tokens.Admin, '/api/v1/reports/soil-tests.csv?status=complete&from_date=2026-03-01')).body);
    expect(complete.map((r) => r.soil_type)).toEqual(['Black, cotton', 'Alluvial']);
  });
});

describe('GET /api/v1/reports/predictions.csv and feedback.csv', () => {
  it('hold exactly the stored predictions and feedback', async () => {
    const db = t.database.db;
    const common = {
      temperature: 26,
      humidity: 52,
      moisture: 38,
      cropType: 'Maize',
      soilType: 'Loamy',
      modelType: 'forest',
      probability: 0.91,
      modelVersion: 'v1',
    };
    const preds = await db
      .insert(fertilizerPredictions)
      .values([
        {
          ...common,
          userId: ids.user,
          nitrogen: 37,
          phosphorus: 0,
          potassium: 0,
          fertilizer: 'Urea',
          predictedNpk: '46-0-0',
          predictedAt: new Date('2026-03-01T04:00:00Z'),
        },
        {
          ...common,
          userId: ids.Expert,
          nitrogen: -1,
          phosphorus: 12,
          potassium: 10,
          cropType: '+Sugarcane',
          fertilizer: 'DAP',
          predictedNpk: '18-46-0',
          predictedAt: new Date('2026-03-01T04:00:00Z'),
        },
        {
          ...common,
          userId: ids.Admin,
          nitrogen: 5,
          phosphorus: 5,
          potassium: 5,
          fertilizer: '14-35-14',
          predictedNpk: '14-35-14',
          predictedAt: new Date('2026-03-03T20:00:00Z'),
        },
      ])
      .returning();
    await db.insert(expertFeedback).values([
      {
        predictionId: preds[0]!.id,
        userId: ids.Expert,
        score: 8,
        comments: 'Fine, but add "zinc"',
        confidenceLevel: 'High',
        alternativeNpk: '',
        createdAt: new Date('2026-03-02T00:00:00Z'),
      },
      {
        predictionId: preds[0]!.id,
        userId: ids.Admin,
        score: 3,
        comments: '-too much',
        confidenceLevel: 'Low',
        alternativeNpk: '18-46-0',
        status: 'Approved',
        decidedAt: new Date('2026-03-02T06:00:00Z'),
        decidedBy: ids.superAdmin,
        createdAt: new Date('2026-03-02T01:00:00Z'),
      },
    ]);
    const res = await get(t.tokens.superAdmin, '/api/v1/reports/predictions.csv');
    expect(readCsv(res.body).header).toEqual([...PREDICTION_CSV_COLUMNS]);
    const rows = csvObjects(res.body);
    // Oldest first; equal times in id order.
    const order = [...preds].sort((a, b) => a.predictedAt.getTime() - b.predictedAt.getTime() || a.id.localeCompare(b.id));
    expect(rows.map((r) => r.id)).toEqual(order.map((p) => p.id));
    for (const row of rows) {
      const p = preds.find((x) => x.id === row.id)!;
      const who = (Object.keys(ids) as Role[]).find((r) => ids[r] === p.userId)!;
      expect(row).toEqual({
        id: p.id,
        predicted_at_utc: p.predictedAt.toISOString(),
        predicted_at_kolkata: kolkataTime(p.predictedAt),
        user_email: EMAILS[who],
        user_name: `${who} Person`,
        user_role: who,
        temperature: '26',
        humidity: '52',
        moisture: '38',
        nitrogen: String(p.nitrogen),
        phosphorus: String(p.phosphorus),
        potassium: String(p.potassium),
        crop_type: p.cropType.startsWith('+') ? `'${p.cropType}` : p.cropType,
        soil_type: 'Loamy',
        model_type: 'forest',
        model_version: 'v1',
        fertilizer: p.fertilizer,
        predicted_npk: p.predictedNpk,
        probability: '0.91',
        feedback_count: p.id === preds[0]!.id ? '2' : '0',
      });
    }
    const day3 = csvObjects((await get(t.tokens.Admin, '/api/v1/reports/predictions.csv?from_date=2026-03-04&to_date=2026-03-04')).body);
    expect(day3.map((r) => r.fertilizer)).toEqual(['14-35-14']);

    const fb = await get(t.tokens.Admin, '/api/v1/reports/feedback.csv');
    expect(readCsv(fb.body).header).toEqual([...FEEDBACK_CSV_COLUMNS]);
    const fbRows = csvObjects(fb.body);
    expect(
      fbRows.map((r) => [r.expert_email, r.score, r.comments, r.status, r.decided_by_email, r.prediction_fertilizer, r.alternative_npk]),
    ).toEqual([
      [EMAILS.Expert, '8', 'Fine, but add "zinc"', 'Pending', '', 'Urea', ''],
      [EMAILS.Admin, '3', "'-too much", 'Approved', EMAILS.superAdmin, 'Urea', '18-46-0'],
    ]);
    expect(fbRows[1]!.decided_at_utc).toBe('2026-03-02T06:00:00.000Z');
    expect(fbRows[0]!.created_at_kolkata).toBe('2026-03-02 05:30:00');
  });
});

describe('page views', () => {
  it('counts views per screen per Asia/Kolkata day, with the screen label keys, as JSON and CSV', async () => {
    const db = t.database.db;
    await db.insert(pageViews).values([
      { userId: ids.Admin, path: '/home', at: new Date('2026-03-01T18:29:59Z') }, // 1 March, 23:59:59 IST
      { userId: ids.Admin, path: '/home', at: new Date('2026-03-01T18:30:00Z') }, // 2 March
      { userId: ids.user, path: '/home', at: new Date('2026-03-02T10:00:00Z') },
      { userId: ids.Admin, path: '/reports', at: new Date('2026-03-02T11:00:00Z') },
      { userId: ids.Admin, path: '/not-a-screen', at: new Date('2026-03-03T11:00:00Z') },
      { userId: ids.Admin, path: '/reports', at: new Date('2026-03-10T11:00:00Z') }, // outside the range
    ]);
    const res = await get(t.tokens.Admin, '/api/v1/reports/page-views?from=2026-03-01&to=2026-03-03');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      from: '2026-03-01',
      to: '2026-03-03',
      days: DAYS,
      screens: [
        { path: '/home', labelKey: 'screens.home', total: 3 },
        { path: '/not-a-screen', labelKey: null, total: 1 },
        { path: '/reports', labelKey: 'screens.reports', total: 1 },
      ],
      counts: [
        { day: '2026-03-01', path: '/home', views: 1 },
        { day: '2026-03-02', path: '/home', views: 2 },
        { day: '2026-03-02', path: '/reports', views: 1 },
        { day: '2026-03-03', path: '/not-a-screen', views: 1 },
      ],
      total: 5,
    });
    const csv = await get(t.tokens.Admin, '/api/v1/reports/page-views.csv?from=2026-03-01&to=2026-03-03');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="agrim-page-views-2026-03-01-to-2026-03-03.csv"');
    const { header, rows } = readCsv(csv.body);
    expect(header).toEqual([...PAGE_VIEW_CSV_COLUMNS]);
    expect(rows).toEqual([
      ['2026-03-01', '/home', 'screens.home', '1'],
      ['2026-03-02', '/home', 'screens.home', '2'],
      ['2026-03-02', '/reports', 'screens.reports', '1'],
      ['2026-03-03', '/not-a-screen', '', '1'],
    ]);
  });

  it('defaults to the 30 days to today, and counts a view recorded through the API', async () => {
    await t.app.inject({ method: 'POST', url: '/api/page-views', headers: bearer(t.tokens.superAdmin), payload: { path: '/reports' } });
    const body = (await get(t.tokens.Admin, '/api/v1/reports/page-views')).json();
    expect(body.to).toBe(kolkataDay(new Date()));
    expect(body.days).toHaveLength(30);
    expect(body.counts).toContainEqual({ day: kolkataDay(new Date()), path: '/reports', views: 1 });
  });
});
