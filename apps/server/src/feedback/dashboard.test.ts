import { type DashboardResponse, kolkataDay, kolkataDayStart } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expertFeedback, fertilizerPredictions } from '../db/schema/index.js';
import { anotherAccount, feedbackClient, MANUAL, REGION, type Tokens, validFields } from '../../test/feedback.testkit.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Tokens;
let c: ReturnType<typeof feedbackClient>;
let expert2: string;
let expert3: string;
const today = kolkataDayStart(kolkataDay(new Date()));

/** A prediction made `at` (stored directly, as if made then). */
async function predictionAt(at: Date): Promise<string> {
  const id = await c.predict(tokens.user);
  await t.database.db.update(fertilizerPredictions).set({ predictedAt: at }).where(eq(fertilizerPredictions.id, id));
  return id;
}
async function feedbackAt(token: string, predictionId: string, at: Date | null, extra: Record<string, string> = {}) {
  const res = await c.submit(token, validFields(predictionId, extra));
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as string;
  if (at) await t.database.db.update(expertFeedback).set({ createdAt: at }).where(eq(expertFeedback.id, id));
  return id;
}

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  c = feedbackClient(t);
  expert2 = await anotherAccount(t, 'expert2@agrim.test', 'Expert');
  expert3 = await anotherAccount(t, 'expert3@agrim.test', 'Expert');
  // Predictions: two today, one 2 days ago (Week), one 10 days ago (Month), one 60 days ago (All).
  const a = await c.predict(tokens.user);
  await c.predict(tokens.Expert);
  const week = await predictionAt(new Date(today.getTime() - 2 * DAY + HOUR));
  const month = await predictionAt(new Date(today.getTime() - 10 * DAY + HOUR));
  const old = await predictionAt(new Date(today.getTime() - 60 * DAY + HOUR));
  // Expert: today (approved), week (pending), month (rejected). Expert 2: today (pending), 60 days ago (approved).
  const e1Today = await feedbackAt(tokens.Expert, a, null);
  await feedbackAt(tokens.Expert, week, new Date(today.getTime() - 2 * DAY + 2 * HOUR));
  const e1Month = await feedbackAt(tokens.Expert, month, new Date(today.getTime() - 10 * DAY + 2 * HOUR));
  await feedbackAt(expert2, a, null);
  const e2Old = await feedbackAt(expert2, old, new Date(today.getTime() - 60 * DAY + 2 * HOUR));
  for (const [id, status] of [
    [e1Today, 'Approved'],
    [e1Month, 'Rejected'],
    [e2Old, 'Approved'],
  ] as const) {
    expect((await c.decide(tokens.Admin, id, status)).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

type Overview = DashboardResponse['data']['overview'];
const figures = (o: Overview) => [
  o.total_predictions,
  o.total_feedbacks,
  o.feedbacks_approved,
  o.feedbacks_rejected,
  o['feedbacks_pending for approval'],
];
async function dashboard(token: string, filter?: string): Promise<DashboardResponse['data']> {
  const res = await c.dashboard(token, filter);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('success');
  return res.json().data;
}

describe('feedback dashboard', () => {
  // [predictions, feedbacks, approved, rejected, pending]
  it.each([
    ['Today', [2, 2, 1, 0, 1]],
    ['Week', [3, 3, 1, 0, 2]],
    ['Month', [4, 4, 1, 1, 2]],
    ['All', [5, 5, 2, 1, 2]],
  ])('Admin and superAdmin, %s: everyone’s feedback', async (filter, expected) => {
    for (const role of ['Admin', 'superAdmin'] as const)
      expect(figures((await dashboard(tokens[role], filter)).overview)).toEqual(expected);
  });

  it.each([
    ['Today', [2, 1, 1, 0, 0], [2, 1, 0, 0, 1]],
    ['Week', [3, 2, 1, 0, 1], [3, 1, 0, 0, 1]],
    ['Month', [4, 3, 1, 1, 1], [4, 1, 0, 0, 1]],
    ['All', [5, 3, 1, 1, 1], [5, 2, 1, 0, 1]],
  ])('an Expert, %s: their own feedback, everyone’s predictions', async (filter, first, second) => {
    expect(figures((await dashboard(tokens.Expert, filter)).overview)).toEqual(first);
    expect(figures((await dashboard(expert2, filter)).overview)).toEqual(second);
    expect(figures((await dashboard(expert3, filter)).overview)).toEqual([first[0], 0, 0, 0, 0]);
  });

  it('the default period is Week', async () => {
    expect(await dashboard(tokens.Admin)).toEqual(await dashboard(tokens.Admin, 'Week'));
  });

  it('per-day points: every Kolkata day of the period, zeros included, oldest first', async () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => kolkataDay(new Date(today.getTime() - (n - 1 - i) * DAY + HOUR)));
    const week = await dashboard(tokens.Admin, 'Week');
    expect(week.predictions_graph.data_points.map((p) => p.day)).toEqual(days(7));
    expect(week.predictions_graph.data_points.map((p) => p.count)).toEqual([0, 0, 0, 0, 1, 0, 2]);
    expect(week.feedback_graph.data_points.map((p) => p.count)).toEqual([0, 0, 0, 0, 1, 0, 2]);
    const sinceMidnight = await dashboard(tokens.Admin, 'Today');
    expect(sinceMidnight.feedback_graph.data_points).toEqual([{ day: days(1)[0], count: 2 }]);
    const month = await dashboard(tokens.Expert, 'Month');
    expect(month.predictions_graph.data_points).toHaveLength(30);
    expect(month.feedback_graph.data_points.filter((p) => p.count > 0)).toEqual([
      { day: days(11)[0], count: 1 },
      { day: days(3)[0], count: 1 },
      { day: days(1)[0], count: 1 },
    ]);
    const all = await dashboard(tokens.Admin, 'All');
    expect(all.predictions_graph.data_points).toHaveLength(61);
    expect(all.feedback_graph.data_points[0]).toEqual({ day: days(61)[0], count: 1 });
    expect(all.predictions_graph.data_points.reduce((s, p) => s + p.count, 0)).toBe(5);
  });

  it('last_updated is the newest prediction, feedback or decision of the period', async () => {
    const admin = (await dashboard(tokens.Admin, 'All')).overview.last_updated!;
    expect(Date.now() - Date.parse(admin)).toBeLessThan(60_000);
    // Expert 3 gave nothing: the newest prediction still dates the figures.
    expect((await dashboard(expert3, 'Today')).overview.last_updated).not.toBeNull();
  });

  it('a user 403, anonymous 401, an unknown period 400', async () => {
    expect((await c.dashboard(tokens.user, 'Week')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/fertilizer/recommendation/feedback/dashboard' })).statusCode).toBe(401);
    expect((await c.dashboard(tokens.Admin, 'Year')).statusCode).toBe(400);
  });

  it('the list filters by period too', async () => {
    const list = async (filter: string) => (await c.list(tokens.Admin, `?date_filter=${filter}`)).json().total;
    expect([await list('Today'), await list('Week'), await list('Month'), await list('All')]).toEqual([2, 3, 4, 5]);
  });
});

describe('training export of approved corrections', () => {
  let app: Awaited<ReturnType<typeof startSeededApp>>;
  beforeAll(async () => {
    app = await startSeededApp();
    const x = feedbackClient(app);
    const e2 = await anotherAccount(app, 'e2@agrim.test', 'Expert');
    const e3 = await anotherAccount(app, 'e3@agrim.test', 'Expert');
    const p1 = await x.predict(app.tokens.user);
    const p2 = await x.predict(app.tokens.user, {
      ...MANUAL,
      temperature: 31.5,
      soiltype: 'Loamy',
      croptype: 'Wheat',
      nitrogen: 8,
      potassium: 8,
      phosphorous: 19,
    });
    const p3 = await x.predict(app.tokens.user, { ...MANUAL, croptype: 'coffee' });
    const give = async (token: string, p: string, npk: string, decision?: 'Approved' | 'Rejected') => {
      const res = await x.submit(token, validFields(p, npk ? { suggestedNpk: npk, AgroZone: REGION } : {}));
      expect(res.statusCode, res.body).toBe(201);
      if (decision) expect((await x.decide(app.tokens.Admin, res.json().id, decision)).statusCode).toBe(200);
    };
    await give(app.tokens.Expert, p1, '46-0-0', 'Approved'); // Urea
    await give(e2, p1, '12-32-16', 'Approved'); // not one of the 7 grades: skipped
    await give(e3, p1, '', 'Approved'); // no suggestion: not training data
    await give(app.tokens.Expert, p2, '20.0-20-0', 'Approved'); // 20-20, written as numbers
    await give(e2, p2, '18-46-0', 'Rejected');
    await give(e3, p2, '28-28-0'); // pending
    await give(app.tokens.Expert, p3, '28-28-0', 'Approved'); // the data set's "28-28"
  });
  afterAll(() => app.close());

  const download = (token: string) => app.app.inject({ url: '/fertilizer/recommendation/feedback/export.csv', headers: bearer(token) });

  it('is the training file’s format: its header, CRLF lines, the product named as in the data set', async () => {
    const res = await download(app.tokens.Admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fertilizer-expert-feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-skipped-rows']).toBe('1');
    expect(res.headers['x-exported-rows']).toBe('3');
    expect(res.body).toBe(
      'Temparature,Humidity ,Moisture,Soil Type,Crop Type,Nitrogen,Potassium,Phosphorous,Fertilizer Name\r\n' +
        '26,52,38,Sandy,Maize,37,0,0,Urea\r\n' +
        '31.5,52,38,Loamy,Wheat,8,8,19,20-20\r\n' +
        '26,52,38,Sandy,coffee,37,0,0,28-28\r\n',
    );
  });

  it('superAdmin may export; an Expert, a user and anonymous may not', async () => {
    expect((await download(app.tokens.superAdmin)).statusCode).toBe(200);
    expect((await download(app.tokens.Expert)).statusCode).toBe(403);
    expect((await download(app.tokens.user)).statusCode).toBe(403);
    expect((await app.app.inject({ url: '/fertilizer/recommendation/feedback/export.csv' })).statusCode).toBe(401);
  });

  it("prefixes with ' a text cell a spreadsheet would run as a formula (as the report exports do)", async () => {
    const x = feedbackClient(app);
    const p = await x.predict(app.tokens.user);
    // The API only takes listed soil and crop types: a formula can only be in a stored row.
    await app.database.db
      .update(fertilizerPredictions)
      .set({ soilType: '=HYPERLINK("http://x")', cropType: '@SUM(A1)' })
      .where(eq(fertilizerPredictions.id, p));
    const res = await x.submit(app.tokens.Expert, validFields(p, { suggestedNpk: '46-0-0', AgroZone: REGION }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await x.decide(app.tokens.Admin, res.json().id, 'Approved')).statusCode).toBe(200);
    const body = (await download(app.tokens.Admin)).body;
    expect(body.endsWith('26,52,38,"\'=HYPERLINK(""http://x"")",\'@SUM(A1),37,0,0,Urea\r\n')).toBe(true);
  });
});
