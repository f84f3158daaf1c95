import type { CropFeature } from '@agrim/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { topShot } from './screens';
import { REPORT_URL } from './ports';

/*
 * Crop recommendation (spec 2.5) and the models' report against the real server and its trained
 * models. The rice values are a typical row of the data set, inside the sliders' ranges.
 */

const LABELS: Record<CropFeature, string> = {
  N: 'Nitrogen (N)',
  P: 'Phosphorus (P)',
  K: 'Potassium (K)',
  temperature: 'Temperature',
  humidity: 'Humidity',
  ph: 'pH',
  rainfall: 'Rainfall',
};
const CROP_FEATURES = Object.keys(LABELS) as CropFeature[];
const RICE: Record<CropFeature, number> = { N: 85, P: 58, K: 41, temperature: 22, humidity: 82, ph: 7, rainfall: 200 };

const slider = (page: Page, f: CropFeature) => page.getByRole('slider', { name: LABELS[f], exact: true });

async function setSliders(page: Page, values: Record<CropFeature, number>) {
  for (const f of CROP_FEATURES) {
    await slider(page, f).fill(String(values[f]));
    await expect(slider(page, f)).toHaveValue(String(values[f]));
  }
}

async function predict(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/ai/recommend_crop'));
  await page.getByRole('button', { name: 'Predict' }).click();
  return answered;
}

test('an Admin sets typical rice values and gets rice, the best three and the inputs that drove it', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/crop-recommendation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crop Recommendation');
  await expect(page.getByText('No recommendation data available.')).toBeVisible();
  // Spec 9 defaults, each with its unit; pH neutral 7 rather than the spec's 11.27 (issue 37).
  await expect(page.getByTestId('crop-value-N')).toHaveText('3 kg/ha');
  await expect(page.getByTestId('crop-value-K')).toHaveText('9 kg/ha');
  await expect(page.getByTestId('crop-value-temperature')).toHaveText('35 °C');
  await expect(page.getByTestId('crop-value-humidity')).toHaveText('13.5 %');
  await expect(page.getByTestId('crop-value-ph')).toHaveText('7');
  await expect(page.getByTestId('crop-value-rainfall')).toHaveText('50 mm');
  // Spec 5 ranges.
  await expect(slider(page, 'K')).toHaveAttribute('max', '200');
  await expect(slider(page, 'temperature')).toHaveAttribute('min', '-10');
  await expect(slider(page, 'ph')).toHaveAttribute('step', '0.1');
  await expect(slider(page, 'humidity')).toHaveAttribute('max', '100');
  await topShot(page, 'Admin-_crop-recommendation');

  await setSliders(page, RICE);
  await expect(page.getByTestId('crop-value-rainfall')).toHaveText('200 mm');
  const res = await predict(page);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { prediction: string; probability: number; top: unknown[]; drivers: unknown[] };
  expect(body.prediction).toBe('rice');
  await expect(page.getByTestId('crop-recommendation')).toHaveText('Recommendation: Rice');
  // Issue 39: the answer takes focus, so it is read next.
  await expect(page.locator(':focus')).toContainText('Recommendation: Rice');
  await expect(page.getByText('No recommendation data available.')).toHaveCount(0);
  const top = page.getByTestId('crop-top').getByRole('listitem');
  await expect(top).toHaveCount(3);
  await expect(top.first()).toContainText('Rice');
  await expect(top.first()).toContainText('%');
  await expect(page.getByTestId('crop-drivers').getByRole('listitem')).toHaveCount(7);
  await expect(page.getByText('Green bars pushed the model towards Rice')).toBeVisible();
  await expect(page.getByTestId('crop-low-confidence')).toHaveCount(body.probability < 0.5 ? 1 : 0);
  await topShot(page, 'Admin-crop-recommendation-rice');

  // Moving a slider afterwards says the answer is for the old values.
  await slider(page, 'rainfall').fill('120');
  await expect(page.getByTestId('crop-stale')).toBeVisible();
  await slider(page, 'rainfall').fill('200');
  await expect(page.getByTestId('crop-stale')).toHaveCount(0);

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फसल सिफ़ारिश');
  await expect(page.getByTestId('crop-recommendation')).toHaveText('सिफ़ारिश: चावल');
  await expect(page.getByRole('slider', { name: 'नाइट्रोजन (N)' })).toHaveValue('85');
  await expect(page.getByTestId('crop-value-rainfall')).toHaveText('200 मि.मी.');
  await topShot(page, 'Admin-hindi-crop-recommendation-rice');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crop Recommendation');
});

test('values far from any crop are flagged as uncertain, and a rejected call shows the server message', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/crop-recommendation');
  // The defaults (N 3, P 4, K 9 kg/ha, 35 °C, 13.5 % humidity) are unlike every row the model learned from.
  const res = await predict(page);
  const body = (await res.json()) as { prediction: string; probability: number };
  expect(body.probability).toBeLessThan(0.5);
  await expect(page.getByTestId('crop-prediction')).not.toBeEmpty();
  await expect(page.getByTestId('crop-confidence')).toHaveText(`${Math.round(body.probability * 1000) / 10}% sure`);
  await expect(page.getByTestId('crop-low-confidence')).toContainText('The model is not sure');
  await topShot(page, 'Admin-crop-recommendation-defaults');

  // A value the sliders cannot produce, sent anyway: the server's validation message, and the button works again.
  await page.route('**/api/v1/ai/recommend_crop', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), N: 150 }) }),
  );
  const rejected = await predict(page);
  expect(rejected.status()).toBe(400);
  const error = page.getByTestId('crop-error');
  await expect(error).toContainText('The recommendation failed');
  await expect(error).toContainText('N: must be at most 100.');
  await expect(page.getByRole('button', { name: 'Predict' })).toBeEnabled();
  await topShot(page, 'Admin-crop-recommendation-error');
  await page.unroute('**/api/v1/ai/recommend_crop');
  await predict(page);
  await expect(error).toHaveCount(0);
});

test('on a phone the sliders stack in one column, the answer follows them, and the report fits', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'Admin');
  await page.goto('/crop-recommendation');
  const n = await page.getByText(LABELS.N, { exact: true }).boundingBox();
  const p = await page.getByText(LABELS.P, { exact: true }).boundingBox();
  expect(p!.y).toBeGreaterThan(n!.y);
  expect(Math.abs(p!.x - n!.x)).toBeLessThan(2);
  await setSliders(page, RICE);
  await predict(page);
  await expect(page.getByTestId('crop-recommendation')).toHaveText('Recommendation: Rice');
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await topShot(page, 'Admin-phone-_crop-recommendation');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByTestId('crop-recommendation')).toHaveText('सिफ़ारिश: चावल');
  await topShot(page, 'Admin-phone-hindi-_crop-recommendation');
  await page.getByRole('button', { name: 'English' }).click();

  // The report: the 22-class heatmap scrolls sideways inside its panel, the page does not.
  await page.goto('/crop-recommendation/report');
  await page.getByTestId('confusion-heatmap').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('confusion-heatmap').locator('canvas').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await topShot(page, 'Admin-phone-_crop-recommendation_report');
  await context.close();
});

test("a superAdmin reads both models' cards: figures, confusion heatmap, per-class table", async ({ page }) => {
  await signIn(page, 'superAdmin');
  await page.goto('/crop-recommendation');
  await page.getByRole('link', { name: 'How the model was built' }).click();
  await expect(page).toHaveURL('/crop-recommendation/report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Model Report');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Crop recommendation', 'Fertilizer recommendation']);

  const crop = page.getByTestId('model-card-crop');
  await expect(crop.getByTestId('stat-accuracy')).toContainText(/\d+(\.\d)?%/);
  await expect(crop.getByTestId('stat-accuracy')).toContainText('95 % interval');
  await expect(crop.getByTestId('stat-f1')).toContainText(/0\.\d+|1/);
  await expect(crop.getByRole('heading', { name: 'Confusion matrix' })).toBeVisible();
  // Each chart is drawn when scrolled near (DeferredEChart).
  await crop.getByTestId('confusion-heatmap').scrollIntoViewIfNeeded();
  await expect(crop.getByTestId('confusion-heatmap').locator('canvas').first()).toBeVisible();
  await crop.getByTestId('feature-importance').scrollIntoViewIfNeeded();
  await expect(crop.getByTestId('feature-importance').locator('canvas').first()).toBeVisible();
  await expect(crop.getByTestId('per-class-table').locator('tbody tr')).toHaveCount(22);
  await expect(crop.getByTestId('model-classes')).toContainText('Rice');
  await topShot(page, 'superAdmin-_crop-recommendation_report');

  await tabs.filter({ hasText: 'Fertilizer recommendation' }).click();
  const fertilizer = page.getByTestId('model-card-fertilizer');
  await expect(fertilizer.getByTestId('stat-accuracy')).toContainText('%');
  await fertilizer.getByTestId('confusion-heatmap').scrollIntoViewIfNeeded();
  await expect(fertilizer.getByTestId('confusion-heatmap').locator('canvas').first()).toBeVisible();
  await expect(fertilizer.getByTestId('per-class-table').locator('tbody tr')).not.toHaveCount(0);
  await topShot(page, 'superAdmin-crop-recommendation-report-fertilizer');
});

test('the report frames the external report the server is configured with', async ({ page }) => {
  await signIn(page, 'superAdmin');
  await page.goto('/crop-recommendation/report');
  const external = page.getByTestId('external-report');
  await expect(external.getByRole('heading', { name: 'External report' })).toBeVisible();
  const frame = external.locator('iframe');
  await expect(frame).toHaveAttribute('src', REPORT_URL);
  await expect(frame).toHaveAttribute('title', 'Externally hosted crop recommendation report');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  // The page really loads (the frame is lazy: scroll to it): the Content-Security-Policy allows framing that origin.
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('[data-testid="external-report"] iframe').getByRole('heading')).toHaveText(
    'Crop recommendation report (external)',
  );
  const link = external.getByRole('link', { name: 'Open in a new tab' });
  await expect(link).toHaveAttribute('href', REPORT_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('external-report-hint')).toHaveCount(0);
});

test('a user typing the crop screens is sent to their own home', async ({ page }) => {
  await signIn(page, 'user');
  for (const path of ['/crop-recommendation', '/crop-recommendation/report']) {
    await page.goto(path);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { name: 'Crop Recommendation' })).toHaveCount(0);
  }
});
