import { readFileSync } from 'node:fs';
import { type Role, SOIL_TEST_CSV_COLUMNS, PREDICTION_CSV_COLUMNS, FEEDBACK_CSV_COLUMNS, PAGE_VIEW_CSV_COLUMNS } from '@agrim/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiToken, shot, signIn } from './accounts';
import { seededDevice } from './farm';
import { canvas } from './screens';
import { choose } from './select';

const ADMINS = ['Admin', 'superAdmin'] as const;

async function token(request: APIRequestContext, role: Role) {
  return apiToken(request, ACCOUNTS[role].email, ACCOUNTS[role].password);
}

/** Clicks a download button; returns the saved file's bytes and the URL the page fetched. */
async function download(page: Page, testId: string, urlPart: string) {
  const fetched = page.waitForResponse((r) => r.url().includes(urlPart) && r.request().method() === 'GET');
  const saved = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const response = await fetched;
  expect(response.status()).toBe(200);
  const file = await saved;
  const bytes = readFileSync((await file.path())!);
  return { bytes, url: response.url(), name: file.suggestedFilename() };
}

/** CSV lines (CRLF or LF), without the trailing empty one. Quoted line breaks do not occur in these files' e2e data. */
const lines = (text: string) => text.split(/\r?\n/).filter((l, i, all) => l !== '' || i < all.length - 1);

async function sameAsApi(request: APIRequestContext, auth: string, got: { bytes: Buffer; url: string }, header?: readonly string[]) {
  const api = await request.get(got.url, { headers: { authorization: `Bearer ${auth}` } });
  expect(api.status()).toBe(200);
  const want = lines(await api.text());
  const have = lines(got.bytes.toString('utf8'));
  if (header) expect(have[0]).toBe(header.join(','));
  expect(have[0]).toBe(want[0]);
  expect(have.length).toBe(want.length);
  return have.length - 1;
}

test.beforeAll(async ({ request }) => {
  // A soil test so the recent table and the CSV have a row: the farmer starts one on the seeded probe.
  const auth = await token(request, 'user');
  const res = await request.post('/api/v1/soil_test/start', {
    headers: { authorization: `Bearer ${auth}` },
    data: { soil_type: 'Black cotton soil', deviceId: seededDevice().deviceId },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  // Abort it at once: a test left in progress would reopen the farmer's soil test wizard in the later walks.
  const { test_id } = (await res.json()) as { test_id: number };
  const aborted = await request.put(`/api/v1/soil_test/${test_id}/abort`, {
    headers: { authorization: `Bearer ${auth}` },
    data: { reason: 'Started only to give the reports a soil test row' },
  });
  expect(aborted.status(), await aborted.text()).toBe(200);
});

test('a user is sent away from /reports and the menu has no Reports', async ({ page }) => {
  await signIn(page, 'user');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
  await page.goto('/reports');
  await expect(page).toHaveURL('/home');
});

for (const role of ADMINS) {
  test(`${role}: the Reports screen downloads each file as the API serves it and charts the page views`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const auth = await token(request, role);
    await signIn(page, role);
    // Open a few screens first: their views must show in the chart.
    for (const path of ['/soil-testing', '/devices', '/devices']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const before = await request.get('/api/v1/reports/page-views', { headers: { authorization: `Bearer ${auth}` } });
    const devicesViews = ((await before.json()) as { screens: { path: string; total: number }[] }).screens.find(
      (s) => s.path === '/devices',
    );
    expect(devicesViews?.total ?? 0).toBeGreaterThanOrEqual(2);

    await page.getByTestId('sidebar').getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL('/reports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');

    // Sensor data: the farmer's probe over the default 7 days.
    const select = page.getByTestId('device-select');
    if (await select.count()) await choose(select, /^Field 1 probe · Kisan farm/);
    const csv = await download(page, 'download-sensor-csv', '/agri/data.csv');
    expect(csv.url).toContain(`deviceId=${seededDevice().deviceId}`);
    expect(
      await sameAsApi(request, auth, csv, [
        'timestamp',
        'nitrogen',
        'phosphorus',
        'potassium',
        'temperature',
        'moisture',
        'conductivity',
        'ph',
      ]),
    ).toBeGreaterThan(100);
    const pdf = await download(page, 'download-sensor-pdf', '/api/v1/reports/sensors.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.name).toMatch(/^agrim-sensor-summary-.+\.pdf$/);
    // The summary comes in the screen's language.
    expect(pdf.url).toContain('language=english');

    // Soil tests: the CSV, and a recent test's PDF report.
    const soil = await download(page, 'download-soil-csv', '/api/v1/reports/soil-tests.csv');
    expect(await sameAsApi(request, auth, soil, SOIL_TEST_CSV_COLUMNS)).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('soil-testing-link')).toHaveAttribute('href', '/soil-testing');
    const firstPdf = page.getByTestId('recent-soil-tests').getByRole('button').first();
    const testPdf = await download(page, (await firstPdf.getAttribute('data-testid'))!, '/report');
    expect(testPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Predictions and feedback.
    await sameAsApi(
      request,
      auth,
      await download(page, 'download-predictions-csv', '/api/v1/reports/predictions.csv'),
      PREDICTION_CSV_COLUMNS,
    );
    await sameAsApi(request, auth, await download(page, 'download-feedback-csv', '/api/v1/reports/feedback.csv'), FEEDBACK_CSV_COLUMNS);
    await sameAsApi(request, auth, await download(page, 'download-corrections-csv', '/feedback/export.csv'));

    // Page views: the chart is drawn and the totals table counts this test's visits.
    const chart = page.getByTestId('page-views-chart');
    await canvas(chart);
    const devicesRow = page.getByTestId('page-view-totals').locator('tr[data-path="/devices"]');
    await expect(devicesRow).toContainText('Devices');
    expect(Number(await devicesRow.locator('td').last().textContent())).toBeGreaterThanOrEqual(devicesViews!.total);
    const views = await download(page, 'download-page-views-csv', '/api/v1/reports/page-views.csv');
    expect(await sameAsApi(request, auth, views, PAGE_VIEW_CSV_COLUMNS)).toBeGreaterThanOrEqual(2);

    // Model cards, with the link to the full cards.
    await expect(page.getByTestId('tabular-models').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('model-report-link')).toHaveAttribute('href', '/crop-recommendation/report');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${role}-_reports`);

    if (role === 'Admin') {
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('रिपोर्ट');
      await expect(page.getByRole('heading', { name: 'पेज व्यू' })).toBeVisible();
      await expect(page.getByTestId('download-sensor-pdf')).toHaveText('PDF सारांश डाउनलोड करें');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${role}-hindi-_reports`);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    }
  });
}

test('on a phone the Reports screen fits the width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'Admin');
  await page.goto('/reports');
  await canvas(page.getByTestId('page-views-chart'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'Admin-phone-_reports');
  await context.close();
});
