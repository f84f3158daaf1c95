import {
  type CropAnalyticsResponse,
  FERTIGATION_NOTICE,
  kolkataDay,
  MOISTURE_SLIDER_LABEL,
  type FertigationStartResponse,
  type PerStageResponse,
  type PracticesResponse,
  type Role,
  type SoybeanPredictionResponse,
} from '@agrim/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { apiGet, demoDeviceId, devanagari, en, openScreen, phone, topShot } from './screens';

/*
 * The soybean screens (issue 10): SoyaBean Statistics, Crop Analytics & Fertigation and Management
 * Practices, against the real server on the simulator's demo probe. The only intercepted answer
 * is one per-stage response, to show the client's 'Invalid data' rule.
 */

const ADMINS: Role[] = ['Admin', 'superAdmin'];
const DAY_MS = 86_400_000;
const SCREENS = [
  { path: '/soya', label: 'SoyaBean Statistics' },
  { path: '/crop-analytics', label: 'Crop Analytics & Fertigation' },
  { path: '/management_practices', label: 'Management Practices' },
] as const;
const STAGES = [
  'Initial seedling stage',
  'Crop development stage',
  'Mid Season growth stage',
  'Late season growth stage',
  'Maturity to Harvest',
];

/** Picks an option of a select by its test id and visible name. */
async function pick(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const cell = (grid: Locator, row: number, field: string) => grid.locator(`[role="row"][data-rowindex="${row}"] [data-field="${field}"]`);
const perStageAnswer = (page: Page, stage: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/agri/soybean/growth/per/stages') &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { stages: string }).stages === stage &&
      r.status() === 200,
  );

test('a user does not see the soybean screens, and their addresses redirect home', async ({ page }) => {
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
  test(`${role}: SoyaBean Statistics shows the zone chart, the thresholds and both tables with the API's figures`, async ({
    page,
    request,
  }) => {
    const deviceId = await demoDeviceId(request, role);
    await signIn(page, role);
    // Held back a moment (then sent on to the real server) so 'Loading...' can be seen.
    await page.route('**/agri/soyabean/nutrient/prediction?*', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const answered = page.waitForResponse(
      (r) => r.url().includes('/agri/soyabean/nutrient/prediction?') && r.url().includes(`deviceId=${deviceId}`) && r.status() === 200,
    );
    await openScreen(page, 'SoyaBean Statistics', '/soya');
    await expect(page.getByTestId('soy-loading')).toHaveText('Loading...');
    const body = (await (await answered).json()) as SoybeanPredictionResponse;
    await page.unrouteAll();
    await expect(page.getByTestId('soy-loading')).toHaveCount(0);
    await expect(page.getByTestId('start-date')).toHaveValue(kolkataDay(new Date(Date.now() - 7 * DAY_MS)));
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.zones).toEqual(['Central', 'Southern', 'North Plain', 'North Eastern', 'Eastern']);

    // Notes: faulty readings left out, bucket means, the range's mean.
    if (body.faulty_count > 0) await expect(page.getByTestId('reading-counts')).toContainText(`${body.faulty_count} faulty reading`);
    if (body.bucket_seconds !== null) await expect(page.getByTestId('bucketed')).toContainText(`(${en(body.data.length, 0)} rows)`);
    if (body.mean) await expect(page.getByTestId('soy-mean')).toContainText(`N ${en(body.mean.nitrogen)}, P ${en(body.mean.phosphorus)}`);

    // The chart: per zone N, P, K deficiency and excess from `result`.
    const chart = page.getByTestId('zone-chart');
    await expect(chart.getByRole('heading')).toHaveText('Nutrient Levels by Zone');
    await expect(chart.locator('canvas').first()).toBeVisible();
    const values = body.zones
      .map(
        (z) =>
          `${z}:${(['nitrogen', 'phosphorus', 'potassium'] as const).flatMap((n) => [body.result[z]![n].deficiency, body.result[z]![n].excess]).join(',')}`,
      )
      .join(';');
    await expect(chart.getByRole('img')).toHaveAttribute('data-values', values);

    // The thresholds as reference.
    const central = page.getByTestId('thresholds').locator('[data-zone="Central"]');
    await expect(central.locator('[data-nutrient="nitrogen"]')).toHaveText(
      `${en(body.lower_threshold.Central!.nitrogen)}–${en(body.upper_threshold.Central!.nitrogen)}`,
    );

    // Table one: the first row's reading and its Central nitrogen deficiency and excess.
    const one = page.getByTestId('soy-table-one');
    const row = body.data[0]!;
    await expect(cell(one, 0, 'id')).toHaveText(String(row.id));
    await expect(cell(one, 0, 'nitrogen')).toHaveText(en(row.nitrogen));
    await expect(cell(one, 0, 'Central_nitrogen_deficiency')).toHaveText(en(row['Central_nitrogen_deficiency']!));
    await expect(cell(one, 0, 'Central_nitrogen_excess')).toHaveText(en(row['Central_nitrogen_excess']!));
    await expect(one.getByRole('columnheader', { name: 'Nitrogen (kg/ha)' })).toBeVisible();
    for (const tool of ['Columns', 'Filters', 'Export']) await expect(one.getByRole('button', { name: tool })).toBeVisible();

    // Table two: id, pH value, pH analysis.
    const two = page.getByTestId('soy-table-two');
    const ph = body.combined_ph_data[0]!;
    await expect(cell(two, 0, 'id')).toHaveText(String(ph.id));
    await expect(cell(two, 0, 'ph')).toHaveText(en(ph.ph));
    await expect(cell(two, 0, 'ph_analysis')).toHaveText(ph.ph_analysis);
    for (const tool of ['Columns', 'Filters', 'Export']) await expect(two.getByRole('button', { name: tool })).toBeVisible();
    await topShot(page, `${role}-_soya`);
  });

  test(`${role}: Crop Analytics shows the stage's values and charts, reloads on a stage change, and Start Fertigation lists the API's messages and commands`, async ({
    page,
  }) => {
    await signIn(page, role);
    const first = perStageAnswer(page, 'Initial seedling stage');
    const analyticsAnswer = page.waitForResponse((r) => r.url().endsWith('/agri/soybean/analytics') && r.status() === 200);
    await openScreen(page, 'Crop Analytics & Fertigation', '/crop-analytics');
    const stage = (await (await first).json()) as PerStageResponse;
    const analytics = (await (await analyticsAnswer).json()) as CropAnalyticsResponse;

    await expect(page.getByTestId('crop-type')).toHaveText('Soybean');
    await expect(page.getByTestId('crop-stage')).toHaveText('Initial seedling stage');
    await page.getByTestId('crop-stage').click();
    await expect(page.getByRole('option')).toHaveText(STAGES);
    await page.keyboard.press('Escape');

    // The per-stage table and the stage chart.
    const table = page.getByTestId('per-stage-table');
    for (const [label, entry] of Object.entries(stage.stages)) {
      const v = Object.values(entry)[0]!;
      await expect(table.locator(`[data-label="${label}"] td`)).toHaveText(typeof v === 'number' ? en(v, 3) : String(v));
    }
    const n = Object.values(stage.stages['Nitrogen (kg/ha)']!)[0];
    const p = Object.values(stage.stages['Phosphorus (kg/ha)']!)[0];
    const k = Object.values(stage.stages['Potassium (kg/ha)']!)[0];
    const stageChart = page.getByTestId('stage-chart');
    await expect(stageChart.getByRole('heading')).toHaveText('Nutrient Levels for Initial seedling stage');
    await expect(stageChart.getByRole('img')).toHaveAttribute('data-values', `${n},${p},${k}`);

    // The moisture slider: label, range and default.
    await expect(page.getByText(MOISTURE_SLIDER_LABEL)).toBeVisible();
    const slider = page.getByRole('slider', { name: MOISTURE_SLIDER_LABEL });
    await expect(slider).toHaveAttribute('aria-valuenow', '0.32');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '1');
    await expect(slider).toHaveAttribute('step', '0.01');

    // The further charts carry the analytics answer's figures.
    const chartValues = async (testId: string) => page.getByTestId(testId).getByRole('img').getAttribute('data-values');
    expect(await chartValues('chart-over-time')).toBe(
      [analytics.nutrients.nitrogen, analytics.nutrients.phosphorus, analytics.nutrients.potassium].map((s) => s.join(',')).join(';'),
    );
    expect(await chartValues('chart-sowing-spacing')).toBe(`${analytics.spacing.join(',')};${analytics.plant_spacing.join(',')}`);
    expect(await chartValues('chart-temperature')).toBe(`${analytics.min_temp.join(',')};${analytics.max_temp.join(',')}`);
    expect(await chartValues('chart-water-use')).toBe(analytics.water_use.join(','));
    const dose = analytics.dfFertilizerDose;
    expect(await chartValues('chart-applied')).toBe(
      [dose.map((d) => d.cumulative_n), dose.map((d) => d.cumulative_p2o5), dose.map((d) => d.cumulative_k2o)]
        .map((s) => s.join(','))
        .join(';'),
    );
    for (const id of ['chart-over-time', 'chart-sowing-spacing', 'chart-temperature', 'chart-water-use', 'chart-applied']) {
      await expect(page.getByTestId(id).locator('canvas').first()).toBeVisible();
    }
    await topShot(page, `${role}-_crop-analytics`);

    // A stage change reloads the per-stage values.
    const second = perStageAnswer(page, 'Crop development stage');
    await pick(page, 'crop-stage', 'Crop development stage');
    const stage2 = (await (await second).json()) as PerStageResponse;
    const n2 = Object.values(stage2.stages['Nitrogen (kg/ha)']!)[0] as number;
    await expect(table.locator('[data-label="Nitrogen (kg/ha)"] td')).toHaveText(en(n2, 3));
    await expect(stageChart.getByRole('heading')).toHaveText('Nutrient Levels for Crop development stage');

    // Start Fertigation: the list is the answer's messages, with the valve commands it sent.
    const started = page.waitForResponse((r) => r.url().endsWith('/agri/soybean/fertigation/start') && r.status() === 200);
    await page.getByRole('button', { name: 'Start Fertigation' }).click();
    const startResponse = await started;
    expect(startResponse.request().postDataJSON()).toMatchObject({ stage: 'Crop development stage', moisture: 0.32, language: 'english' });
    const answer = (await startResponse.json()) as FertigationStartResponse;
    expect(answer.recommendations.length).toBeGreaterThan(0);
    const items = page.getByTestId('recommendation');
    await expect(items.getByTestId('recommendation-message')).toHaveText(answer.recommendations.map((r) => r.message));
    for (const [i, r] of answer.recommendations.entries()) {
      await expect(items.nth(i)).toHaveAttribute('data-level', r.level);
      await expect(items.nth(i)).toHaveAttribute('data-command', r.command ?? '');
      const said = r.command === 'on' ? 'switched on' : r.command === 'off' ? 'switched off' : 'no command sent';
      await expect(items.nth(i).getByTestId('recommendation-command')).toContainText(said);
      if (r.delivery === 'published') await expect(items.nth(i)).toContainText('delivered to the device');
      if (r.delivery === 'not_sent') await expect(items.nth(i)).toContainText('recorded; not sent');
    }
    expect(
      answer.recommendations.some((r) => r.command !== null),
      'the demo reading is outside some band',
    ).toBeTruthy();
    await topShot(page, `${role}-_crop-analytics-started`);

    // The link to the stage's practices.
    await page.getByTestId('practices-link').click();
    await expect(page).toHaveURL('/management_practices?stage=Crop+development+stage');
    await expect(page.getByTestId('practice-stage')).toHaveText('Crop development stage');
  });

  test(`${role}: Management Practices changes stage, follows a sowing date and marks recalled items`, async ({ page, request }) => {
    await signIn(page, role);
    const firstAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/soybean/practices') && r.status() === 200);
    await openScreen(page, 'Management Practices', '/management_practices', false);
    const all = (await (await firstAnswer).json()) as PracticesResponse;
    await expect(page.getByTestId('practice-stage')).toHaveText('All stages');
    await expect(page.getByTestId('practice')).toHaveCount(all.practices.length);

    // A stage: its items, grouped by topic, titles in English, sources, the 'to be confirmed' marker.
    const stageAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/soybean/practices?stage=') && r.status() === 200);
    await pick(page, 'practice-stage', 'Before sowing');
    await expect(page).toHaveURL(/\?stage=Before\+sowing$/);
    const before = (await (await stageAnswer).json()) as PracticesResponse;
    expect(before.current_stage).toBe('Before sowing');
    const items = page.getByTestId('practice');
    await expect(items).toHaveCount(before.practices.length);
    const shown = new Set(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))));
    expect(shown).toEqual(new Set(before.practices.map((p) => p.id)));
    const firstItem = before.practices[0]!;
    await expect(page.locator(`[data-id="${firstItem.id}"] h3`)).toHaveText(firstItem.title.en);
    await expect(page.getByTestId('to-be-confirmed')).toHaveCount(before.practices.filter((p) => p.verification === 'recalled').length);
    const linked = before.practices.find((p) => p.url);
    if (linked) await expect(page.locator(`[data-id="${linked.id}"] a`)).toHaveAttribute('href', linked.url!);
    const topicIds = await page.locator('[data-topic]').evaluateAll((els) => els.map((e) => e.getAttribute('data-topic')));
    expect(topicIds).toEqual(before.topics.map((t) => t.id).filter((id) => before.practices.some((p) => p.topic === id)));
    await topShot(page, `${role}-_management_practices`);

    // A sowing date 30 days back: the server's current stage becomes the selected one.
    const sown = kolkataDay(new Date(Date.now() - 30 * DAY_MS));
    const dateAnswer = page.waitForResponse((r) => r.url().includes(`sowing_date=${sown}`) && r.status() === 200);
    await page.getByTestId('sowing-date').fill(sown);
    const byDate = (await (await dateAnswer).json()) as PracticesResponse;
    expect(byDate.days_after_sowing).toBe(30);
    expect(byDate.current_stage).toBeTruthy();
    await expect(page).toHaveURL('/management_practices');
    await expect(page.getByTestId('practice-stage')).toHaveText(byDate.current_stage!);
    await expect(page.getByTestId('current-stage')).toHaveText(`30 days after sowing: ${byDate.current_stage}`);
    await expect(items).toHaveCount(byDate.practices.length);

    // The API's own answer for the zone filter agrees with the screen.
    const zoneAnswer = page.waitForResponse((r) => r.url().includes('zone=Central') && r.status() === 200);
    await pick(page, 'practice-zone', 'Central');
    const central = (await (await zoneAnswer).json()) as PracticesResponse;
    await expect(items).toHaveCount(central.practices.length);
    const direct = await apiGet<PracticesResponse>(request, role, `/api/v1/soybean/practices?zone=Central&sowing_date=${sown}`);
    expect(direct.practices.map((p) => p.id)).toEqual(central.practices.map((p) => p.id));
  });
}

for (const [when, iso, shown] of [
  ['at 9:59 AM', '2026-11-20T09:59:00+05:30', true],
  ['at noon', '2026-11-20T12:00:00+05:30', false],
] as const) {
  test(`Crop Analytics: the fertigation window notice ${shown ? 'shows' : 'does not show'} ${when} (Asia/Kolkata), and the button stays usable`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(iso) });
    await signIn(page, 'Admin');
    await openScreen(page, 'Crop Analytics & Fertigation', '/crop-analytics');
    await expect(page.getByTestId('per-stage-table')).toBeVisible();
    const notice = page.getByTestId('fertigation-notice');
    if (shown) {
      await expect(notice).toHaveText(FERTIGATION_NOTICE);
      await expect(notice).toHaveClass(/MuiAlert-.*[Ee]rror/);
    } else {
      await expect(notice).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Start Fertigation' })).toBeEnabled();
  });
}

test("Crop Analytics: a per-stage answer without N, P and K shows 'Invalid data'", async ({ page }) => {
  await signIn(page, 'Admin');
  // Only this one answer is replaced: the validity rule is the client's (spec 5).
  await page.route('**/agri/soybean/growth/per/stages', async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as PerStageResponse;
    const stages = { Stage: body.stages.Stage!, Days: body.stages.Days!, 'Nitrogen (kg/ha)': { '0': null } };
    await route.fulfill({ response: real, json: { ...body, stages } });
  });
  await openScreen(page, 'Crop Analytics & Fertigation', '/crop-analytics');
  await expect(page.getByTestId('invalid-data')).toHaveText('Invalid data');
  await expect(page.getByTestId('per-stage-table')).toHaveCount(0);
  await expect(page.getByTestId('stage-chart')).toHaveCount(0);
  await page.unrouteAll();
  // The real answer for another stage is valid again.
  await pick(page, 'crop-stage', 'Maturity to Harvest');
  await expect(page.getByTestId('per-stage-table')).toBeVisible();
  await expect(page.getByTestId('invalid-data')).toHaveCount(0);
});

test('Management Practices and Crop Analytics in Hindi', async ({ page, request }) => {
  await signIn(page, 'Admin');
  await page.goto('/management_practices?stage=Mid+Season+growth+stage');
  await expect(page.getByTestId('practice').first()).toBeVisible();
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(devanagari);
  const body = await apiGet<PracticesResponse>(request, 'Admin', '/api/v1/soybean/practices?stage=Mid+Season+growth+stage');
  const item = body.practices[0]!;
  await expect(page.locator(`[data-id="${item.id}"] h3`)).toHaveText(item.title.hi);
  await expect(page.getByTestId('practice-stage')).toHaveText(body.stages.find((s) => s.name === 'Mid Season growth stage')!.hi);
  await topShot(page, 'Admin-hi-_management_practices');

  await page.goto('/crop-analytics');
  await expect(page.getByTestId('per-stage-table')).toBeVisible();
  await expect(page.getByTestId('stage-chart').getByRole('heading')).toHaveText(devanagari);
  await expect(page.getByRole('button', { name: 'फर्टिगेशन शुरू करें' })).toBeVisible();
  await topShot(page, 'Admin-hi-_crop-analytics');
});

test('the soybean screens on a phone', async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await signIn(page, 'Admin');
  for (const s of SCREENS) {
    await page.goto(s.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.label);
    if (s.path === '/management_practices') await expect(page.getByTestId('practice').first()).toBeVisible();
    else await expect(page.locator('canvas').first()).toBeVisible();
    await topShot(page, `Admin-phone-${s.path.replaceAll('/', '_')}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), s.path).toBeLessThanOrEqual(360);
  }
  await context.close();
});
