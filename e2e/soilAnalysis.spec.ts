import {
  type CalculateResponse,
  DEFAULT_CALCULATOR_ZONE,
  kolkataDay,
  type PhAnalysisResponse,
  type Role,
  type SoilAnalysisNoSeriesResponse,
  type SoilAnalysisResponse,
  type SoilAnalysisRowsResponse,
} from '@agrim/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { apiGet, canvas, demoDeviceId, devanagari, en, openScreen, phone, topShot } from './screens';
import { chosen } from './select';

/*
 * The soil analytics screens (spec 2.9, 2.10, 2.12) against the real server, on the simulator's
 * demo probe (eight days of readings every 5 minutes, with its all-zero faults).
 */

const ADMINS: Role[] = ['Admin', 'superAdmin'];
const DAY_MS = 86_400_000;
const SCREENS = [
  { path: '/agri/soil/data/analysis', label: 'Soil Data Analysis' },
  { path: '/analysis', label: 'Analysis' },
  { path: '/visualisation', label: 'Visualisation' },
  { path: '/soil/nutrient/calculator', label: 'Nutrient Calculator' },
] as const;

const cell = (grid: Locator, row: number, field: string) => grid.locator(`[role="row"][data-rowindex="${row}"] [data-field="${field}"]`);
/** Picks an option of a calculator select (by value, else the nth once its options have arrived) and answers its value. */
async function pickOption(page: Page, testId: string, option: string | number = 0) {
  const select = page.getByTestId(testId);
  const value = typeof option === 'string' ? option : (await select.locator('option:not([value=""])').nth(option).getAttribute('value'))!;
  await select.selectOption(value);
  return value;
}

test('a user does not see the soil analytics screens, and their addresses redirect home', async ({ page }) => {
  await signIn(page, 'user');
  const menu = page.getByTestId('sidebar').getByRole('navigation').getByRole('link');
  await expect(menu.first()).toBeVisible();
  for (const s of SCREENS) await expect(menu.filter({ hasText: new RegExp(`^${s.label}$`) })).toHaveCount(0);
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expect(page).toHaveURL('/home');
  }
});

for (const role of ADMINS) {
  test(`${role}: Soil Data Analysis rates the last 7 days' readings, draws the histograms and the pie, and says when a range is empty`, async ({
    page,
    request,
  }) => {
    // Six charts, each fetched (ECharts) and drawn once scrolled to, after the 25-row grid: over 60 s at load 16.
    test.setTimeout(90_000);
    const deviceId = await demoDeviceId(request, role);
    const start = kolkataDay(new Date(Date.now() - 7 * DAY_MS));
    const end = kolkataDay(new Date());
    await signIn(page, role);
    const answered = page.waitForResponse(
      (r) => r.url().includes('/get/soil/data/analysis?') && r.url().includes(`deviceId=${deviceId}`) && r.status() === 200,
    );
    const rowsAnswer = (match: string) =>
      page.waitForResponse(
        (r) =>
          r.url().includes('/get/soil/data/analysis/rows?') &&
          r.url().includes(`deviceId=${deviceId}`) &&
          r.url().includes(match) &&
          r.status() === 200,
      );
    const firstPage = rowsAnswer('page=1&');
    await openScreen(page, 'Soil Data Analysis', '/agri/soil/data/analysis');
    // The screen asks for its notes, suggestions and charts without the rows and the df_* series, which it does not
    // draw; the grid asks the server for one sorted page at a time.
    const response = await answered;
    expect(new URL(response.url()).searchParams.get('series')).toBe('omitted');
    expect(new URL(response.url()).searchParams.get('rows')).toBe('omitted');
    const body = (await response.json()) as SoilAnalysisNoSeriesResponse;
    expect(Object.keys(body).filter((k) => k.startsWith('df_'))).toEqual([]);
    expect(body.combined_df).toEqual([]);
    const rowsResponse = await firstPage;
    expect(Object.fromEntries(new URL(rowsResponse.url()).searchParams)).toMatchObject({ page_size: '25', sort: 'id', order: 'asc' });
    const rows = (await rowsResponse.json()) as SoilAnalysisRowsResponse;
    expect(rows.rows).toHaveLength(25);
    expect(Date.parse(body.range.start)).toBeLessThan(Date.parse(body.range.end));
    await expect(page.getByTestId('start-date')).toHaveValue(start);
    await expect(page.getByTestId('end-date')).toHaveValue(end);

    // Counts: the analysed readings, the faulty ones left out, and (over 2,000 readings) bucket means.
    expect(body.raw_count).toBeGreaterThan(1500);
    const valid = body.raw_count - body.faulty_count;
    await expect(page.getByTestId('reading-counts')).toContainText(`${en(valid)} readings analysed.`);
    if (body.faulty_count > 0) await expect(page.getByTestId('reading-counts')).toContainText(`${body.faulty_count} faulty reading`);
    if (body.bucket_seconds !== null) {
      await expect(page.getByTestId('bucketed')).toContainText(`(${en(body.row_count, 0)} rows); the histograms use every reading.`);
    } else {
      await expect(page.getByTestId('bucketed')).toHaveCount(0);
    }
    await expect(page.getByTestId('soil-fertility')).toContainText(`Soil fertility of the period: ${body.soil_fertility!.category}`);

    // The grid: the first row as the server gave it, each category a chip coloured by spec 5's rule.
    const grid = page.getByTestId('soil-analysis-grid');
    const first = rows.rows[0]!;
    await expect(cell(grid, 0, 'date')).toHaveText(first.date);
    await expect(cell(grid, 0, 'time')).toHaveText(first.time);
    await expect(cell(grid, 0, 'nitrogen')).toHaveText(en(first.nitrogen));
    const tone = (c: string) =>
      ['Low', 'Acidic', 'Critical for Germination', 'Injurious to most crops'].includes(c)
        ? 'red'
        : ['High', 'Optimal', 'Normal Conductivity'].includes(c)
          ? 'green'
          : 'yellow';
    for (const m of ['nitrogen', 'phosphorus', 'potassium', 'ph', 'conductivity'] as const) {
      const chip = cell(grid, 0, `${m}_category`).locator('.MuiChip-root');
      await expect(chip).toHaveText(first[`${m}_category`]);
      await expect(chip).toHaveAttribute('data-tone', tone(first[`${m}_category`]));
      await expect(cell(grid, 0, `${m}_suggestion`)).toHaveText(first[`${m}_suggestion`]);
    }
    await expect(cell(grid, 0, 'Soil Fertility').locator('.MuiChip-root')).toHaveText(first['Soil Fertility']);
    await expect(grid.getByRole('columnheader', { name: 'Nitrogen (mg/kg)' })).toBeVisible();
    await expect(grid).toContainText(`1–25 of ${en(rows.total, 0)}`);
    // Each suggestion of the period once, under the grid, with how many rows call for it (counted by the server).
    const top = body.suggestion_counts[0]!;
    await expect(page.getByTestId('suggestions')).toContainText(top.suggestion);
    await expect(page.getByTestId('suggestions')).toContainText(`${en(top.rows, 0)} row`);

    // The next page and a sort come from the server: page 2 starts at row 26; nitrogen's lowest first.
    const secondPage = rowsAnswer('page=2&');
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    const second = ((await (await secondPage).json()) as SoilAnalysisRowsResponse).rows;
    expect(second[0]!.id).toBe(26);
    await expect(cell(grid, 0, 'time')).toHaveText(second[0]!.time);
    const byNitrogen = rowsAnswer('sort=nitrogen&order=asc');
    await grid.locator('[role="columnheader"][data-field="nitrogen"]').click();
    const lowest = (await (await byNitrogen).json()) as SoilAnalysisRowsResponse;
    expect(lowest.page).toBe(1);
    expect(lowest.rows.map((r) => r.nitrogen)).toEqual([...lowest.rows.map((r) => r.nitrogen)].sort((a, b) => a - b));
    await expect(cell(grid, 0, 'nitrogen')).toHaveText(en(lowest.rows[0]!.nitrogen));
    await expect(cell(grid, 0, 'time')).toHaveText(lowest.rows[0]!.time);
    // A page that cannot come (the connection drops) says so above the grid, which keeps its pager.
    const rowsUrl = '**/get/soil/data/analysis/rows?**';
    await page.route(rowsUrl, (route) => route.abort('connectionreset'));
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    await expect(grid.getByRole('alert')).toContainText('Could not load the data: ');
    await expect(grid).toContainText(`26–50 of ${en(lowest.total, 0)}`);
    await page.unroute(rowsUrl);
    await grid.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(cell(grid, 0, 'time')).toHaveText(lowest.rows[0]!.time);
    await expect(grid.getByRole('alert')).toHaveCount(0);

    // Histograms of N, P, K, pH and conductivity over every valid reading, and the Nutrient Composition pie.
    for (const f of ['nitrogen', 'phosphorus', 'potassium', 'ph', 'conductivity']) {
      const h = page.getByTestId(`histogram-${f}`);
      await canvas(h);
      await expect(h.getByRole('img')).toHaveAttribute('data-readings', String(valid));
    }
    await expect(page.getByRole('heading', { name: 'Nutrient Composition' })).toBeVisible();
    await canvas(page.getByTestId('nutrient-composition'));
    await topShot(page, `${role}-_agri_soil_data_analysis`);

    // A range without readings says so.
    const empty = page.waitForResponse((r) => r.url().includes('/get/soil/data/analysis?') && r.url().includes('endOffset=2020-01-02'));
    await page.getByTestId('start-date').fill('2020-01-01');
    await page.getByTestId('end-date').fill('2020-01-02');
    expect(((await (await empty).json()) as SoilAnalysisResponse).raw_count).toBe(0);
    await expect(page.getByTestId('empty-range')).toHaveText('No readings from this device between 1 Jan 2020 and 2 Jan 2020.');
    await expect(page.getByTestId('soil-analysis-grid')).toHaveCount(0);

    if (role === 'Admin') {
      // Hindi: the labels, and the suggestions come back from the server in Hindi.
      await page.getByTestId('end-date').fill(end);
      await page.getByTestId('start-date').fill(start);
      await expect(cell(grid, 0, 'date')).toHaveText(first.date);
      const hindi = page.waitForResponse((r) => r.url().includes('/get/soil/data/analysis?') && r.url().includes('language=hindi'));
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await hindi;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मृदा डेटा विश्लेषण');
      await expect(page.getByRole('heading', { name: 'पोषक तत्व संरचना' })).toBeVisible();
      await expect(cell(grid, 0, 'nitrogen_suggestion')).toHaveText(devanagari);
      await topShot(page, `${role}-hindi-_agri_soil_data_analysis`);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Data Analysis');
    }
  });

  test(`${role}: Analysis shows the pH summary, the pH chart and the server-paged pH table (page 2 starts at SL No 101)`, async ({
    page,
    request,
  }) => {
    const deviceId = await demoDeviceId(request, role);
    await signIn(page, role);
    // The simulator adds a reading every few seconds: the screen is compared with the answers it got.
    const summaryAnswer = page.waitForResponse(
      (r) => r.url().includes('/agri/ph/analysis?') && r.url().includes(`deviceId=${deviceId}`) && r.status() === 200,
    );
    const firstPage = page.waitForResponse(
      (r) => r.url().includes('/agri/ph/analysis/dataset?') && r.url().includes(`deviceId=${deviceId}`) && r.url().includes('page=1&'),
    );
    await openScreen(page, 'Analysis', '/analysis');
    const table = (await (await firstPage).json()) as { total: number; agri_data: Array<{ id: number; pH: number }> };
    expect(table.total).toBeGreaterThan(200);
    expect(new URL((await firstPage).url()).searchParams.get('page_size')).toBe('100');

    const { summary, data } = (await (await summaryAnswer).json()) as PhAnalysisResponse;
    expect(new URL((await summaryAnswer).url()).searchParams.get('deviceId')).toBe(deviceId);
    // The screen shows the summary and pages through the table: the answer comes without its 2,000 rows.
    expect(data).toEqual([]);
    await expect(page.getByTestId('ph-total')).toHaveText(en(summary.total, 0));
    await expect(page.getByTestId('ph-anomalies')).toHaveText(en(summary.anomalies, 0));
    await expect(page.getByTestId('ph-mean')).toHaveText(en(summary.mean!));
    for (const reason of ['sensor_fault', 'stuck', 'spike'] as const)
      await expect(page.getByTestId(`reason-${reason}`)).toContainText(en(summary.by_reason[reason] ?? 0, 0));
    await expect(page.getByTestId('category-Optimal')).toContainText(en(summary.by_category.Optimal ?? 0, 0));

    const chart = page.getByTestId('ph-chart');
    await canvas(chart);
    expect(Number(await chart.getByRole('img').getAttribute('data-points'))).toBeGreaterThan(100);

    // The table: SL No, pH, Anomaly Status, Suggestion, Timestamp; 100 rows from SL No 1.
    const grid = page.getByTestId('ph-table');
    for (const name of ['SL No', 'pH', 'Anomaly Status', 'Suggestion', 'Timestamp'])
      await expect(grid.getByRole('columnheader', { name, exact: true })).toBeVisible();
    await expect(cell(grid, 0, 'id')).toHaveText('1');
    await expect(cell(grid, 0, 'pH')).toHaveText(en(table.agri_data[0]!.pH));
    await expect(cell(grid, 0, 'timestamp')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d\d (am|pm)$/i);
    await expect(grid.getByText(`1–100 of ${en(table.total, 0)}`)).toBeVisible();
    await topShot(page, `${role}-_analysis`);

    const secondPage = page.waitForResponse((r) => r.url().includes('/agri/ph/analysis/dataset?') && r.url().includes('page=2&'));
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    expect((await secondPage).status()).toBe(200);
    const second = (await (await secondPage).json()) as { total: number };
    await expect(cell(grid, 0, 'id')).toHaveText('101');
    await expect(cell(grid, 99, 'id')).toHaveText('200');
    await expect(grid.getByText(`101–200 of ${en(second.total, 0)}`)).toBeVisible();
  });

  test(`${role}: Visualisation shows histograms of the chosen features (N, P, K first), the NPK pie, and 'No Data Found' when empty`, async ({
    page,
  }) => {
    await signIn(page, role);
    await openScreen(page, 'Visualisation', '/visualisation');
    await expect(page.getByRole('heading', { name: 'Histograms of Selected Features' })).toBeVisible();
    const histograms = page.locator('[data-testid^="histogram-"]');
    await expect(histograms).toHaveCount(3);
    for (const f of ['nitrogen', 'phosphorus', 'potassium']) await canvas(page.getByTestId(`histogram-${f}`));
    await expect(page.getByRole('heading', { name: 'Device NPK Pie Chart' })).toBeVisible();
    await canvas(page.getByTestId('npk-pie'));

    // Add pH and moisture, remove phosphorus: each feature a button pressed or not.
    const features = page.getByRole('group', { name: 'Features' });
    const ph = features.getByRole('button', { name: 'pH', exact: true });
    await expect(ph).toHaveAttribute('aria-pressed', 'false');
    await ph.click();
    await expect(ph).toHaveAttribute('aria-pressed', 'true');
    await features.getByRole('button', { name: 'Moisture (%)' }).click();
    await expect(histograms).toHaveCount(5);
    await canvas(page.getByTestId('histogram-ph'));
    const phosphorus = features.getByRole('button', { name: /^Phosphorus/ });
    await expect(phosphorus).toHaveAttribute('aria-pressed', 'true');
    // By keyboard, as a reader without a pointer would.
    await phosphorus.focus();
    await page.keyboard.press('Enter');
    await expect(phosphorus).toHaveAttribute('aria-pressed', 'false');
    await expect(histograms).toHaveCount(4);
    await expect(page.getByTestId('histogram-phosphorus')).toHaveCount(0);
    await topShot(page, `${role}-_visualisation`);

    await page.getByTestId('start-date').fill('2020-01-01');
    await page.getByTestId('end-date').fill('2020-01-02');
    await expect(page.getByTestId('no-data')).toHaveText('No Data Found');
    await expect(page.getByTestId('npk-pie')).toContainText('No Data Found');
  });

  test(`${role}: the Nutrient Calculator's cascade gives a result equal to the API's, and the area is checked`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const deviceId = await demoDeviceId(request, role);
    await signIn(page, role);
    // The demo probe chosen as a reader would (the screen's device choice): by default the screen follows the most
    // recently active device, which other walks' probes can become while this one runs.
    await page.evaluate((id) => sessionStorage.setItem('agrim.analysisDevice', id), deviceId);
    await openScreen(page, 'Nutrient Calculator', '/soil/nutrient/calculator');
    const latest = page.getByTestId('latest-data');
    await expect(latest.getByRole('columnheader', { name: 'Nitrogen' })).toBeVisible();
    await expect(latest.locator('[role="row"][data-rowindex]')).toHaveCount(10);

    // Default zone; Calculate appears only once a ratio is chosen; a change clears the levels below.
    await expect(chosen(page.getByTestId('zone-select'))).toHaveText(DEFAULT_CALCULATOR_ZONE);
    await expect(page.getByTestId('hectares')).toHaveValue('1.0');
    const calculate = page.getByRole('button', { name: 'Calculate Nutrients' });
    await expect(calculate).toHaveCount(0);
    const soil = await pickOption(page, 'soil-select');
    const crop = await pickOption(page, 'crop-select');
    await expect(calculate).toHaveCount(0);
    const npk = await pickOption(page, 'npk-select');
    await expect(calculate).toBeVisible();
    await pickOption(page, 'zone-select', 1);
    for (const level of ['soil-select', 'crop-select', 'npk-select']) await expect(page.getByTestId(level)).toHaveValue('');
    await expect(calculate).toHaveCount(0);
    await pickOption(page, 'zone-select', DEFAULT_CALCULATOR_ZONE);
    await pickOption(page, 'soil-select', soil);
    await pickOption(page, 'crop-select', crop);
    await pickOption(page, 'npk-select', npk);

    // The area: negative or non-numeric is refused on the screen and nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/get/zone/predict/nutrient/calculator')) sent++;
    });
    const hectares = page.getByTestId('hectares');
    await hectares.fill('-2');
    await expect(page.getByText('The area must be greater than 0 hectares.')).toBeVisible();
    await calculate.click();
    await hectares.fill('two');
    await expect(page.getByText('Enter the area as a number, e.g. 1.5')).toBeVisible();
    await calculate.click();
    await page.waitForTimeout(300);
    expect(sent).toBe(0);

    // A server refusal (400) shows its message: the ratio is changed on its way to the server.
    await hectares.fill('2.5');
    await page.route(
      (url) => url.pathname === '/get/zone/predict/nutrient/calculator',
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('npk', '1:2:3');
        return route.continue({ url: url.toString() });
      },
    );
    await calculate.click();
    await expect(page.getByTestId('calculation-error')).toContainText('The calculation failed: ');
    await expect(page.getByTestId('calculation-error')).toContainText('npk');
    await page.unrouteAll();

    // The whole cascade to a result whose numbers are the API's for the same query.
    const query = new URLSearchParams({ zone: DEFAULT_CALCULATOR_ZONE, soil, crop, npk, hectares: '2.5', deviceId, language: 'english' });
    const answered = page.waitForResponse((r) => r.url().includes('/get/zone/predict/nutrient/calculator?') && r.status() === 200);
    await calculate.click();
    const sentUrl = new URL((await answered).url());
    for (const [k, v] of query) expect(sentUrl.searchParams.get(k), k).toBe(v);
    // The screen shows what it was answered; the same query asked again gives the same figures (the
    // simulator's newest reading may have moved on meanwhile: it gives the current values).
    const api = (await (await answered).json()) as CalculateResponse;
    const again = await apiGet<CalculateResponse>(request, role, `/get/zone/predict/nutrient/calculator?${query}`);
    expect(again.recommended_nutrients).toEqual(api.recommended_nutrients);
    expect(again.dose).toEqual(api.dose);
    expect(again.hectares).toBe(2.5);
    if (again.reading.timestamp === api.reading.timestamp) expect(again).toEqual(api);
    const result = page.getByTestId('calculation-result');
    await expect(result.getByRole('heading', { name: 'Nutrients for 2.5 ha' })).toBeVisible();
    const rows = page.getByTestId('nutrients-table').locator('tbody tr');
    await expect(rows).toHaveCount(api.nutrients_table.length);
    for (const [i, row] of api.nutrients_table.entries()) {
      await expect(rows.nth(i).locator('th, td')).toHaveText([
        row.Nutrient,
        en(row.Current),
        en(row.Recommended),
        en(row.Required),
        en(row.Excess),
      ]);
    }
    for (const n of ['nitrogen', 'phosphorus', 'potassium'] as const) {
      await expect(page.getByTestId(`Current-${n}`)).toHaveText(en(api.current_values[n]));
      await expect(page.getByTestId(`Recommended-${n}`)).toHaveText(en(api.recommended_nutrients[n]));
      await expect(page.getByTestId(`Required-${n}`)).toHaveText(en(api.required_nutrients[n]));
      await expect(page.getByTestId(`Excess-${n}`)).toHaveText(en(api.excess_nutrients[n]));
    }
    await expect(page.getByTestId('total-Required')).toHaveText(`Total required: ${en(api.total_required_nutrients)} kg`);
    await expect(page.getByTestId('total-Excess')).toHaveText(`Total excess: ${en(api.total_excess_nutrients)} kg`);
    await expect(page.getByTestId('ratings')).toContainText(`Nitrogen (N): ${api.ratings.nitrogen}`);
    for (const p of api.products) await expect(page.getByTestId(`product-${p.product}`)).toContainText(en(p.kg));
    await expect(page.getByTestId('recommendations').locator('li')).toHaveText(api.recommendations);
    // What to do (products, recommendations) comes before how it was worked out (the tables).
    const order = await result
      .locator('[data-testid="products"], [data-testid="recommendations"], [data-testid="nutrients-table"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['products', 'recommendations', 'nutrients-table']);
    await expect(page.getByTestId('dose')).toContainText(`Source: ${api.dose.source}`);
    await canvas(page.getByTestId('nutrient-comparison'));
    await topShot(page, `${role}-_soil_nutrient_calculator`);

    if (role === 'superAdmin') {
      // Hindi: the same result with its texts from the server in Hindi.
      const hindi = page.waitForResponse(
        (r) => r.url().includes('/get/zone/predict/nutrient/calculator?') && r.url().includes('language=hindi'),
      );
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      expect((await hindi).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('पोषक तत्व कैलकुलेटर');
      await expect(page.getByRole('heading', { name: 'पोषक तत्व तुलना' })).toBeVisible();
      await expect(page.getByTestId('recommendations').locator('li').first()).toHaveText(devanagari);
      await topShot(page, `${role}-hindi-_soil_nutrient_calculator`);
      await page.getByRole('button', { name: 'English' }).click();
    }
  });
}

test('on a 360 px phone every soil analytics screen fits the width', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await phone(browser);
  const page = await context.newPage();
  await signIn(page, 'Admin');
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.label);
    if (s.path === '/soil/nutrient/calculator') {
      await pickOption(page, 'soil-select');
      await pickOption(page, 'crop-select');
      await pickOption(page, 'npk-select');
      await page.getByRole('button', { name: 'Calculate Nutrients' }).click();
      await expect(page.getByTestId('calculation-result')).toBeVisible();
    } else if (s.path === '/agri/soil/data/analysis') {
      // A phone's page is 10 cards; a suggestion stands in two lines and shows whole while it has focus (a tap).
      const cards = page.getByTestId('soil-analysis-grid').getByTestId('row-card');
      await expect(cards).toHaveCount(10);
      const suggestion = cards.first().locator('dd [tabindex="0"]').first();
      const clamped = (await suggestion.boundingBox())!.height;
      await suggestion.tap();
      await expect.poll(async () => (await suggestion.boundingBox())!.height).toBeGreaterThan(clamped * 1.5);
      await canvas(page.locator('[role="img"][aria-describedby]').first());
    } else {
      // The first chart (drawn once scrolled near: DeferredEChart).
      await canvas(page.locator('[role="img"][aria-describedby]').first());
    }
    await topShot(page, `Admin-phone-${s.path.replaceAll('/', '_')}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), s.path).toBeLessThanOrEqual(360);
  }
  await context.close();
});
