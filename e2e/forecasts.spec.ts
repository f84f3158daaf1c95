import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATASET_FILES, kolkataDay, type Role, type YieldPredictionResponse } from '@agrim/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiToken, ROOT, signIn } from './accounts';
import { canvas, en, phone, topShot } from './screens';
import { PORT } from './ports';

/*
 * Weather Prediction (spec 2.15), Yield Prediction (2.18) and the Datasets screen against the real
 * server, which imports the public rainfall and crop production files from DATASETS_DIR at start.
 */

const DATASETS = process.env.DATASETS_DIR ?? path.resolve('..', 'shared', 'datasets');
const RAINFALL_FILE = path.join(DATASETS, DATASET_FILES.rainfall);
const FIXTURES = path.resolve('test-results', 'forecast-fixtures');
const BAD_CSV = path.join(FIXTURES, 'rainfall-with-bad-rows.csv');

const ADMINS: Role[] = ['Admin', 'superAdmin'];
const DAY_MS = 86_400_000;
const ANDAMAN = 'Andaman & Nicobar Islands';

const RAINFALL_HEADER = 'SUBDIVISION,YEAR,JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC,ANNUAL,Jan-Feb,Mar-May,Jun-Sep,Oct-Dec';
const months = (v: number) => Array.from({ length: 12 }, () => v.toFixed(1)).join(',');
const totals = (v: number) => [12 * v, 2 * v, 3 * v, 4 * v, 3 * v].map((x) => x.toFixed(1)).join(',');

test.beforeAll(async ({ playwright }) => {
  mkdirSync(FIXTURES, { recursive: true });
  // Lines 2 and 7 are good; 3 to 6 are not (the report numbers lines as in the file, the header being line 1).
  writeFileSync(
    BAD_CSV,
    [
      RAINFALL_HEADER,
      `TEST REGION,2001,${months(10)},${totals(10)}`,
      `TEST REGION,twenty,${months(10)},${totals(10)}`,
      `,2003,${months(10)},${totals(10)}`,
      `TEST REGION,2004,-5.0,${months(10).split(',').slice(1).join(',')},${totals(10)}`,
      'TEST REGION,2005,1.0,2.0',
      `TEST REGION,2006,${months(20)},${totals(20)}`,
      '',
    ].join('\n'),
  );
  // The server imports both datasets in the background after it starts: wait for them.
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const token = await apiToken(api, ROOT.email, ROOT.password);
  await expect
    .poll(
      async () => {
        const res = await api.get('/api/v1/datasets', { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { datasets: Array<{ current: unknown }> };
        return body.datasets.filter((d) => d.current !== null).length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(2);
  await api.dispose();
});

const card = (page: Page, slug: string) => page.getByTestId(`subdivision-${slug}`);
const chip = (page: Page, name: string) => page.getByTestId('subdivision-select').locator('.MuiChip-root', { hasText: name });

async function pick(page: Page, combobox: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function expectChart(chart: Locator) {
  await canvas(chart);
}

async function noWiderThan(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const role of ['user', 'Expert'] as const) {
  test(`${role}: the forecast screens and Datasets are not in the menu and their addresses redirect home`, async ({ page }) => {
    await signIn(page, role);
    const menu = page.getByTestId('sidebar').getByRole('navigation').getByRole('link');
    await expect(menu.first()).toBeVisible();
    for (const label of ['Weather Prediction', 'Yield Prediction', 'Datasets'])
      await expect(menu.filter({ hasText: label })).toHaveCount(0);
    const home = role === 'Expert' ? '/feedback/summary' : '/home';
    for (const screen of ['/weather-prediction', '/yield-prediction', '/datasets']) {
      await page.goto(screen);
      await expect(page).toHaveURL(home);
    }
  });
}

for (const role of ADMINS) {
  test(`${role}: rainfall of the default subdivision with R² and its table; a second subdivision; a future date and its charts, cleared by a new selection`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, role);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Weather Prediction' }).click();
    await expect(page).toHaveURL('/weather-prediction');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather Prediction');
    await expect(page.getByRole('combobox', { name: 'All Division' })).toBeVisible();
    await expect(chip(page, ANDAMAN)).toBeVisible();

    const andaman = card(page, 'andaman-nicobar-islands');
    await expect(andaman.getByRole('heading', { level: 2 })).toHaveText(ANDAMAN);
    await expect(andaman.getByTestId('rsquare')).toHaveText(/^R²: -?\d+\.\d\d$/);
    const chart = andaman.getByTestId('rainfall-chart');
    await expectChart(chart);
    // The observed months (over a century) and the forecast over the held-out decade and the next 12 months.
    expect(Number(await chart.getAttribute('data-actual-points'))).toBeGreaterThan(1000);
    expect(Number(await chart.getAttribute('data-forecast-points'))).toBeGreaterThanOrEqual(120 + 12);
    await expect(andaman.getByTestId('rsquare-help')).toContainText('Measured on the last 10 years of the data');
    await expect(andaman.getByTestId('backtest')).toHaveText(
      /^Average error on those years: [\d,.]+ mm a month\. Compared with the usual rainfall of the month: [\d,.]+ mm; with the same month a year before: [\d,.]+ mm\.$/,
    );

    // The forecast table: Timestamp and Rainfall (mm), 10 rows a page, then 20.
    const grid = andaman.getByRole('grid');
    await expect(grid.getByRole('columnheader', { name: 'Timestamp' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Rainfall (mm)' })).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(11); // header + 10
    await topShot(page, `${role}-_weather-prediction`);
    await andaman.getByRole('combobox', { name: /rows per page/i }).click();
    await expect(page.getByRole('option')).toHaveText(['10', '20', '30']);
    await page.getByRole('option', { name: '20' }).click();
    await expect(grid.getByRole('row')).toHaveCount(13); // header + the 12 months after the data

    // A second subdivision gets its own card; the first keeps its own.
    const answered = page.waitForResponse((r) => r.url().endsWith('/get/weather/predicted') && r.request().method() === 'POST');
    await pick(page, 'All Division', 'Kerala', 'Kerala');
    expect((await answered).status()).toBe(200);
    const kerala = card(page, 'kerala');
    await expect(kerala.getByTestId('rsquare')).toHaveText(/^R²: -?\d+\.\d\d$/);
    await expectChart(kerala.getByTestId('rainfall-chart'));
    await expect(page.locator('[data-testid^="subdivision-"][data-subdivision]')).toHaveCount(2);

    // Spec 2.15: 'Select a future date for forecasting', label Start Time; past days refused.
    await expect(page.getByText('Select a future date for forecasting')).toBeVisible();
    const date = page.getByLabel('Start Time');
    const today = kolkataDay(new Date());
    await expect(date).toHaveAttribute('min', today);
    await date.fill(kolkataDay(new Date(Date.now() - 3 * DAY_MS)));
    await expect(page.getByText('Choose today or a later date.')).toBeVisible();
    await expect(page.getByTestId('future-forecast')).toHaveCount(0);

    const future = kolkataDay(new Date(Date.now() + 2 * 365 * DAY_MS));
    const futures = Promise.all(
      [0, 1].map(() => page.waitForResponse((r) => r.url().endsWith('/get/weather/predicted/future') && r.request().method() === 'POST')),
    );
    await date.fill(future);
    for (const res of await futures) expect(res.status()).toBe(200);
    for (const c of [andaman, kerala]) {
      await expect(c.getByTestId('future-forecast').getByRole('heading')).toHaveText(/^Forecast up to \d{1,2} \w{3} \d{4}$/);
      const futureChart = c.getByTestId('future-chart');
      await expectChart(futureChart);
      // Every month from the end of the data (2015) up to the chosen date.
      expect(Number(await futureChart.getAttribute('data-forecast-points'))).toBeGreaterThan(12 * 10);
    }
    await topShot(page, `${role}-weather-prediction-future`);

    // Spec 4: changing the chosen subdivisions clears the future date and its charts.
    await chip(page, 'Kerala').locator('.MuiChip-deleteIcon').click();
    await expect(kerala).toHaveCount(0);
    await expect(date).toHaveValue('');
    await expect(page.getByTestId('future-forecast')).toHaveCount(0);
    await expect(andaman.getByTestId('rainfall-chart')).toBeVisible();

    if (role === 'Admin') {
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मौसम पूर्वानुमान');
      await expect(page.getByRole('combobox', { name: 'सभी उपखंड' })).toBeVisible();
      await expect(andaman.getByRole('columnheader', { name: 'वर्षा (मि.मी.)' })).toBeVisible();
      await expect(andaman.getByTestId('backtest')).toContainText('उन वर्षों पर औसत त्रुटि');
      await topShot(page, `${role}-hindi-_weather-prediction`);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weather Prediction');
    }
  });
}

test('an incomplete forecast entry shows which index is missing; a missing dataset says how to import it', async ({ page }) => {
  await signIn(page, 'Admin');
  let missingAt = -1;
  await page.route('**/get/weather/predicted', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { subdivisions: Array<Record<string, number[]>> };
    const yhat = body.subdivisions[0]!['forecast-yhat']!;
    missingAt = yhat.length - 1;
    yhat.pop();
    await route.fulfill({ response: res, json: body });
  });
  const fetched = page.waitForResponse((r) => r.url().endsWith('/get/weather/predicted'));
  await page.goto('/weather-prediction');
  await fetched;
  expect(missingAt).toBeGreaterThan(0);
  const andaman = card(page, 'andaman-nicobar-islands');
  await expect(andaman.getByTestId('missing-index')).toHaveText(`Error: Missing data for index ${missingAt}`);
  await expect(andaman.getByTestId('rainfall-chart')).toHaveCount(0);
  await topShot(page, 'Admin-weather-prediction-missing-index');
  await page.unroute('**/get/weather/predicted');

  // The server answers 409 while the rainfall dataset has not been imported.
  await page.route('**/weather/prediction', (route) =>
    route.fulfill({
      status: 409,
      json: { status: 'error', code: 'CONFLICT', message: 'The rainfall dataset has not been imported.' },
    }),
  );
  await page.goto('/weather-prediction');
  const missing = page.getByTestId('missing-dataset');
  await expect(missing).toContainText('The rainfall dataset (“Rainfall in India 1901-2015”) has not been imported');
  await expect(missing).toContainText('npm run data -- import rainfall "rainfall in india 1901-2015.csv"');
  await topShot(page, 'Admin-weather-prediction-no-dataset');
  await missing.getByRole('link', { name: 'Open Datasets' }).click();
  await expect(page).toHaveURL('/datasets');
});

for (const role of ADMINS) {
  test(`${role}: Soyabean, a state, then a district gives the production trend with its forecast; another crop; a failure clears it`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, role);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Yield Prediction' }).click();
    await expect(page).toHaveURL('/yield-prediction');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yield Prediction');
    await expect(page.getByRole('combobox', { name: 'Crop' })).toHaveValue('Soyabean');
    await expect(page.getByTestId('yield-no-data')).toHaveText('No Data available for yield prediction trends');
    // Spec 2.18: the district selector appears only once a state is chosen.
    await expect(page.getByRole('combobox', { name: 'District' })).toHaveCount(0);
    await topShot(page, `${role}-_yield-prediction-empty`);

    await pick(page, 'State', 'Madhya', 'Madhya Pradesh');
    await expect(page.getByRole('combobox', { name: 'District' })).toBeVisible();
    const predicted = page.waitForResponse((r) => r.url().endsWith('/get/soyabean/yield/prediction') && r.request().method() === 'POST');
    await pick(page, 'District', 'INDO', 'INDORE');
    const answer = await predicted;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as YieldPredictionResponse;
    await expect(page.getByTestId('yield-title')).toHaveText('Soybean Production Trend in Madhya Pradesh, INDORE');
    const chart = page.getByTestId('yield-chart');
    await expectChart(chart);
    // Both lines: the years of the data and the forecast years.
    expect(Number(await chart.getAttribute('data-historical-points'))).toBeGreaterThanOrEqual(10);
    expect(Number(await chart.getAttribute('data-future-points'))).toBeGreaterThan(0);
    await expect(page.getByTestId('yield-method')).toContainText('Method: the area sown times the yield per hectare.');
    // The forecast's basis, with the API's figures.
    const basis = body.model.basis!;
    await expect(page.getByTestId('yield-basis')).toHaveText(
      `The last area sown, ${en(basis.area, 0)} ha, times the yield of the last 3 years, ${en(basis.yield_per_ha, 2)} tonnes a hectare.`,
    );
    await expect(page.getByTestId('yield-backtest')).toHaveText(/Tested on the last \d+ years of this series|Too few years/);
    await expect(page.getByTestId('yield-no-data')).toHaveCount(0);
    await topShot(page, `${role}-_yield-prediction`);

    // Another state clears the district and the chart.
    await pick(page, 'State', 'Mahar', 'Maharashtra');
    await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue('');
    await expect(page.getByTestId('yield-chart')).toHaveCount(0);
    await expect(page.getByTestId('yield-no-data')).toBeVisible();

    if (role === 'superAdmin') {
      // A crop other than soybean is named in the title.
      await pick(page, 'Crop', 'Rice', 'Rice');
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
      await pick(page, 'State', 'Madhya', 'Madhya Pradesh');
      await pick(page, 'District', 'INDO', 'INDORE');
      await expect(page.getByTestId('yield-title')).toHaveText('Rice Production Trend in Madhya Pradesh, INDORE');
      await expectChart(page.getByTestId('yield-chart'));
    } else {
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await pick(page, 'राज्य', 'Madhya', 'Madhya Pradesh');
      await pick(page, 'ज़िला', 'INDO', 'INDORE');
      await expect(page.getByTestId('yield-title')).toHaveText('Madhya Pradesh, INDORE में सोयाबीन उत्पादन का रुझान');
      await expectChart(page.getByTestId('yield-chart'));
      await topShot(page, `${role}-hindi-_yield-prediction`);
      await page.getByRole('button', { name: 'English' }).click();
    }

    // Spec 8: a failed prediction clears the result and says there is no data.
    await page.route('**/get/soyabean/yield/prediction', (route) =>
      route.fulfill({ status: 500, json: { status: 'error', code: 'INTERNAL', message: 'Something broke.' } }),
    );
    await pick(page, 'District', 'DEW', 'DEWAS');
    await expect(page.getByTestId('yield-no-data')).toHaveText('No Data available for yield prediction trends');
    await expect(page.getByTestId('yield-chart')).toHaveCount(0);
    await expect(page.getByTestId('yield-title')).toHaveCount(0);
    await page.unroute('**/get/soyabean/yield/prediction');
  });
}

test('without the crop production dataset the yield screen says which file to import and where', async ({ page }) => {
  await signIn(page, 'superAdmin');
  await page.route('**/get/yield/crops', (route) =>
    route.fulfill({
      status: 409,
      json: { status: 'error', code: 'CONFLICT', message: 'The crop production dataset has not been imported.' },
    }),
  );
  await page.goto('/yield-prediction');
  const missing = page.getByTestId('missing-dataset');
  await expect(missing).toContainText('The crop production dataset (“Crop Production in India”) has not been imported');
  await expect(missing).toContainText('npm run data -- import crop-production "crop_production.csv"');
  await expect(missing.getByRole('link', { name: 'Open Datasets' })).toHaveAttribute('href', '/datasets');
});

test('on a phone the forecast screens and Datasets fit the screen, in English and Hindi', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await phone(browser);
  const page = await context.newPage();
  await signIn(page, 'Admin');
  await page.goto('/weather-prediction');
  const andaman = card(page, 'andaman-nicobar-islands');
  await expectChart(andaman.getByTestId('rainfall-chart'));
  // A phone lists the months as cards (RowList): 10 a page, as the grid.
  await expect(andaman.getByTestId('row-card')).toHaveCount(10);
  await page.getByLabel('Start Time').fill(kolkataDay(new Date(Date.now() + 365 * DAY_MS)));
  await expectChart(andaman.getByTestId('future-chart'));
  await noWiderThan(page, 360);
  await topShot(page, 'Admin-phone-_weather-prediction');

  await page.goto('/yield-prediction');
  await pick(page, 'State', 'Madhya', 'Madhya Pradesh');
  await pick(page, 'District', 'INDO', 'INDORE');
  await expectChart(page.getByTestId('yield-chart'));
  await noWiderThan(page, 360);
  await topShot(page, 'Admin-phone-_yield-prediction');

  await page.goto('/datasets');
  await expect(page.getByTestId('dataset-rainfall').getByTestId('dataset-rows')).toHaveText('4,116');
  await noWiderThan(page, 360);
  await topShot(page, 'Admin-phone-_datasets');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('डेटासेट');
  await noWiderThan(page, 360);
  await topShot(page, 'Admin-phone-hindi-_datasets');
  await page.goto('/weather-prediction');
  await expectChart(card(page, 'andaman-nicobar-islands').getByTestId('rainfall-chart'));
  await noWiderThan(page, 360);
  await topShot(page, 'Admin-phone-hindi-_weather-prediction');
  await page.getByRole('button', { name: 'English' }).click();
  await context.close();
});

for (const role of ADMINS) {
  test(`${role}: Datasets lists both kinds with their current version${role === 'Admin' ? '; a file with bad rows is refused with its lines, then imported without them, then the real file again' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, role);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Datasets' }).click();
    await expect(page).toHaveURL('/datasets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datasets');
    const rainfall = page.getByTestId('dataset-rainfall');
    const crops = page.getByTestId('dataset-crop-production');
    await expect(rainfall.getByRole('heading', { level: 2 })).toHaveText('Rainfall by subdivision');
    await expect(crops.getByRole('heading', { level: 2 })).toHaveText('Crop production by district');
    await expect(rainfall.getByTestId('dataset-expected-file')).toHaveText(DATASET_FILES.rainfall);
    await expect(crops.getByTestId('dataset-expected-file')).toHaveText(DATASET_FILES['crop-production']);
    await expect(crops.getByTestId('dataset-rows')).toHaveText(/^\d{1,3}(,\d{2,3})+$/);
    await expect(page.getByTestId('dataset-sources')).toContainText('Rainfall in India 1901-2015');
    await expect(page.getByTestId('dataset-sources')).toContainText('data.gov.in');
    await expect(page.getByTestId('dataset-sources')).toContainText('npm run data -- import <kind> <file>');
    if (role !== 'Admin') {
      await expect(rainfall.getByTestId('dataset-version')).toHaveText(/^v\d+$/);
      await topShot(page, `${role}-_datasets`);
      return;
    }
    await expect(rainfall.getByTestId('dataset-version')).toHaveText('v1');
    await expect(rainfall.getByTestId('dataset-rows')).toHaveText('4,116');
    await expect(rainfall.getByTestId('dataset-imported-by')).toHaveText('the server at start (DATASETS_DIR)');
    await expect(rainfall).toContainText('Subdivisions');
    await topShot(page, `${role}-_datasets`);

    // All or nothing by default: the bad rows are listed with their lines and nothing changes.
    await rainfall.getByTestId('dataset-file-rainfall').setInputFiles(BAD_CSV);
    await expect(rainfall.getByTestId('dataset-file-name')).toHaveText('rainfall-with-bad-rows.csv');
    const refused = page.waitForResponse((r) => r.url().includes('/api/v1/datasets/rainfall/import'));
    await rainfall.getByTestId('dataset-import-rainfall').click();
    expect((await refused).status()).toBe(422);
    await expect(rainfall.getByTestId('import-refused')).toContainText('Nothing was imported');
    await expect(rainfall.getByTestId('import-refused')).toContainText('4 rows were rejected.');
    const lines = rainfall.getByTestId('rejected-rows').locator('tbody tr');
    await expect(lines).toHaveCount(4);
    await expect(lines.locator('td:first-child')).toHaveText(['3', '4', '5', '6']);
    await expect(lines.nth(1)).toContainText('SUBDIVISION is empty');
    await expect(rainfall.getByTestId('dataset-version')).toHaveText('v1');
    await topShot(page, `${role}-datasets-refused`);

    // With 'skip the bad ones' the two good rows become version 2, and the report still lists the rest.
    await rainfall.getByRole('checkbox', { name: 'Import the valid rows and skip the bad ones' }).check();
    const imported = page.waitForResponse((r) => r.url().includes('/api/v1/datasets/rainfall/import?skip_bad_rows=true'));
    await rainfall.getByTestId('dataset-import-rainfall').click();
    expect((await imported).status()).toBe(200);
    await expect(rainfall.getByTestId('import-done')).toContainText('2 rows imported from rainfall-with-bad-rows.csv: now version 2.');
    await expect(rainfall.getByTestId('import-done')).toContainText('4 rows were rejected.');
    await expect(lines).toHaveCount(4);
    await expect(rainfall.getByTestId('dataset-version')).toHaveText('v2');
    await expect(rainfall.getByTestId('dataset-rows')).toHaveText('2');
    await expect(rainfall.getByTestId('dataset-imported-by')).toHaveText(ACCOUNTS.Admin.email);
    await topShot(page, `${role}-datasets-skipped`);

    // The forecast screen follows at once: only the test region is left.
    await page.goto('/weather-prediction');
    await expect(chip(page, 'TEST REGION')).toBeVisible();
    await page.goto('/datasets');

    // The real file again, as version 3.
    await rainfall.getByRole('checkbox', { name: 'Import the valid rows and skip the bad ones' }).uncheck();
    await rainfall.getByTestId('dataset-file-rainfall').setInputFiles(RAINFALL_FILE);
    await rainfall.getByTestId('dataset-import-rainfall').click();
    await expect(rainfall.getByTestId('import-done')).toContainText('4,116 rows imported', { timeout: 30_000 });
    await expect(rainfall.getByTestId('dataset-version')).toHaveText('v3');
    await expect(rainfall.getByTestId('dataset-rows')).toHaveText('4,116');
    await page.goto('/weather-prediction');
    await expect(card(page, 'andaman-nicobar-islands').getByTestId('rsquare')).toBeVisible();
  });
}
