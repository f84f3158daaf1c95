import { type Browser, expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ROOT, shot } from './accounts';
import { deliver, keepOnline, reading, type SeededDevice } from './farm';
import { choose } from './select';

/*
 * Issue 22, "Done when": from the suite's fresh install, the superAdmin registers a farmer with a
 * new farm and device through the UI, the device sends readings with the key shown once, and the
 * farmer signs in and runs a soil test to its PDF report. A farmer with a farm but no device is told
 * the next step on every screen that needs one.
 */

test.describe.configure({ mode: 'serial' });
test.use({ geolocation: { latitude: 22.7195687, longitude: 75.8577258 }, permissions: ['geolocation'] });

const RUN = Date.now().toString(36);
const FARMER = { email: `meena-${RUN}@agrim.test`, password: 'meena-first-day-1', name: 'Meena Yadav' };
const WAITING = { email: `gopal-${RUN}@agrim.test`, password: 'gopal-first-day-1', name: 'Gopal Verma' };
const PROBE = { nitrogen: 28.5, phosphorus: 11.2, potassium: 19.7, temperature: 25.4, moisture: 36.1, conductivity: 398, ph: 6.6 };

async function signInAs(page: Page, account: { email: string; password: string; name: string }) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-name')).toHaveText(account.name);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({
    geolocation: { latitude: 22.7195687, longitude: 75.8577258 },
    permissions: ['geolocation'],
  });
  return context.newPage();
}

/** Fills the account part of the registration dialog, with role User. */
async function fillFarmer(page: Page, account: { email: string; password: string; name: string }) {
  await page.getByRole('button', { name: 'Register New User' }).click();
  const dialog = page.getByRole('dialog', { name: /Register/ });
  await dialog.getByLabel('Name').first().fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await choose(dialog.getByRole('combobox', { name: 'Role' }), /^User/);
  await expect(dialog.getByRole('heading', { name: 'Their farm' })).toBeVisible();
  return dialog;
}

test("a farmer's first day: registered with a new farm and device, readings arrive, a soil test runs to its PDF report", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, { ...ROOT, name: 'Administrator' });
  await page.goto('/user_management');
  const dialog = await fillFarmer(page, FARMER);
  // Nothing is sent without a farm name.
  await dialog.getByLabel('A new farm').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Enter the farm’s name.')).toBeVisible();
  await dialog.getByLabel('Farm name').fill(`Yadav farm ${RUN}`);
  await dialog.getByLabel('District').fill('Dewas');
  await dialog.getByLabel('State').fill('Madhya Pradesh');
  await dialog.getByLabel('Register a soil sensor on this farm now').check();
  await dialog.getByLabel('Device name (e.g. Field 1 probe)').fill('Yadav probe');
  await shot(page, 'onboarding-register-farmer');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  const keyDialog = page.getByRole('dialog', { name: 'Device key for Yadav probe' });
  await expect(keyDialog).toContainText('it is shown only this once');
  const codes = keyDialog.locator('code');
  const device: SeededDevice = { deviceId: (await codes.nth(0).textContent())!, deviceKey: (await codes.nth(1).textContent())! };
  expect(device.deviceKey).toMatch(/^agk_/);
  await shot(page, 'onboarding-device-key');
  await keyDialog.getByRole('button', { name: 'I have saved the key' }).click();
  await expect(keyDialog).toBeHidden();

  // The farmer is in the Farmers view (the staff table stays staff-only), with farm and device.
  await expect(page.getByRole('grid', { name: 'Staff accounts' }).getByText(FARMER.email)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Farmers' }).click();
  await page.getByLabel('Search name, email or phone').fill('Meena');
  const row = page.getByRole('row', { name: new RegExp(FARMER.name) });
  await expect(row).toContainText(`Yadav farm ${RUN}`);
  await expect(row).toContainText('Yadav probe');
  await shot(page, 'onboarding-farmers');

  // The device reports with its key, over HTTP.
  const now = Date.now();
  const history = [];
  for (let t = now - 6 * 3_600_000; t <= now - 60_000; t += 15 * 60_000) history.push(reading(new Date(t)));
  expect(((await deliver(request, device, history)) as { accepted: number }).accepted).toBe(history.length);

  // The farmer signs in: readings on /home, then a soil test through the wizard to its report.
  const farmer = await freshPage(browser);
  await signInAs(farmer, FARMER);
  await farmer.goto('/home');
  await expect(farmer.getByTestId('no-device-panel')).toHaveCount(0);
  await expect(farmer.getByText('Yadav probe').first()).toBeVisible();
  await shot(farmer, 'onboarding-farmer-home');

  await farmer.goto('/soil-testing');
  await farmer.getByRole('button', { name: 'Start Soil Testing' }).click();
  const wizard = farmer.getByRole('dialog', { name: 'Soil Testing', exact: true });
  await wizard.getByLabel('Soil Type').fill('Black');
  await wizard.getByLabel('Depth Input').fill('8');
  const started = farmer.waitForResponse((r) => r.url().endsWith('/api/v1/soil_test/start') && r.request().method() === 'POST');
  await wizard.getByRole('button', { name: 'Proceed' }).click();
  expect((await started).ok()).toBe(true);
  const id = ((await (await started).json()) as { test_id: number }).test_id;
  const probe = farmer.getByRole('dialog', { name: 'Sensor probe' });
  await probe.getByRole('button', { name: 'Confirm' }).click();
  await expect(probe).toBeHidden();
  const stop = await keepOnline(request, device, PROBE);
  try {
    await wizard.getByRole('button', { name: 'Start Test' }).click();
    await expect(wizard.getByTestId('countdown')).toBeVisible();
    await expect(wizard.getByTestId('result-nitrogen-value')).toHaveText('28.5mg/kg', { timeout: 60_000 });
  } finally {
    await stop();
  }
  await shot(farmer, 'onboarding-farmer-results');
  await wizard.getByRole('button', { name: 'Close soil testing' }).click();

  const testRow = farmer
    .locator('.MuiDataGrid-row')
    .filter({ has: farmer.locator('[data-field="id"]', { hasText: new RegExp(`^${id}$`) }) });
  await testRow.getByRole('button', { name: 'View Details' }).click();
  const report = farmer.getByRole('dialog', { name: 'Soil Testing Report' });
  await expect(report.getByTestId('report-id')).toHaveText(String(id));
  await expect(report.getByTestId('report-nitrogen')).toHaveText('28.5');
  await shot(farmer, 'onboarding-farmer-report');
  const download = farmer.waitForEvent('download');
  await report.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^soil-test-${id}-.+\\.pdf$`));
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
  await farmer.context().close();
});

test('a farmer registered onto an existing farm with no device is told the next step, in English and Hindi', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAs(page, { ...ROOT, name: 'Administrator' });
  await page.goto('/user_management');
  const dialog = await fillFarmer(page, WAITING);
  await dialog.getByLabel('A new farm').check();
  await dialog.getByLabel('Farm name').fill(`Verma plot ${RUN}`);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Account created for ${WAITING.email}, on Verma plot ${RUN}.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Farmers' }).click();
  await page.getByLabel('Search name, email or phone').fill(WAITING.email);
  await expect(page.getByRole('row', { name: new RegExp(WAITING.name) })).toContainText('No device yet');

  const farmer = await freshPage(browser);
  await signInAs(farmer, WAITING);
  for (const path of ['/home', '/soil-testing']) {
    await farmer.goto(path);
    const panel = farmer.getByTestId('no-device-panel');
    await expect(panel).toContainText('Your soil sensor is not set up yet', { timeout: 20_000 });
    await expect(panel).toContainText('Your farm has no soil sensor registered yet.');
    await expect(panel).toContainText('Ask your Admin or cooperative');
    await shot(farmer, `onboarding-waiting${path.replace('/', '-')}`);
  }
  // No dead button: the wizard's start is not offered until a sensor is registered.
  await expect(farmer.getByRole('button', { name: 'Start Soil Testing' })).toHaveCount(0);

  await farmer.setViewportSize({ width: 360, height: 760 });
  await farmer.evaluate(() => localStorage.setItem('agrim.language', 'hi'));
  await farmer.goto('/home');
  await expect(farmer.getByTestId('no-device-panel')).toContainText('आपका मृदा सेंसर अभी सेट नहीं है');
  expect(await farmer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(farmer, 'onboarding-waiting-home-hi-360');
  await farmer.context().close();
});
