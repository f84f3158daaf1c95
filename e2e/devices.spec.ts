import { expect, test } from '@playwright/test';
import { apiToken, ROOT, shot, signIn } from './accounts';
import { deliver, reading } from './farm';

const FARMER = 'sharma@agrim.test';

test('an Admin creates a farm, adds a farmer, registers a probe and sees it come online', async ({ page, request }) => {
  const root = await apiToken(request, ROOT.email, ROOT.password);
  const created = await request.post('/api/create/user', {
    headers: { authorization: `Bearer ${root}` },
    data: { email: FARMER, password: 'sharma-password', display_name: 'Sunita Sharma', role: 'User' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, 'Admin');
  await page.goto('/devices');
  await expect(page.getByTestId('farm-Kisan farm')).toBeVisible();

  await page.getByRole('button', { name: 'New farm' }).click();
  const farmDialog = page.getByRole('dialog', { name: 'New farm' });
  await farmDialog.getByLabel('Farm name').fill('Sharma orchard');
  await farmDialog.getByLabel('District').fill('Nashik');
  await farmDialog.getByLabel('State').fill('Maharashtra');
  await farmDialog.getByRole('button', { name: 'Create' }).click();
  const farm = page.getByTestId('farm-Sharma orchard');
  await expect(farm).toContainText('Nashik, Maharashtra');
  await expect(farm).toContainText('No devices yet.');

  await farm.getByRole('button', { name: 'Add farmer' }).click();
  await page.getByRole('dialog').getByLabel('Email of their account').fill(FARMER);
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(farm.getByText(FARMER)).toBeVisible();

  await farm.getByRole('button', { name: 'Register device' }).click();
  await page.getByRole('dialog').getByLabel('Device name (e.g. Field 1 probe)').fill('Orchard probe');
  await page.getByRole('dialog').getByRole('button', { name: 'Register device' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Device key for Orchard probe' });
  await expect(keyDialog).toContainText('it is shown only this once');
  const codes = keyDialog.locator('code');
  const deviceId = (await codes.nth(0).textContent())!;
  const deviceKey = (await codes.nth(1).textContent())!;
  expect(deviceKey).toMatch(/^agk_/);
  await expect(codes.nth(3)).toHaveText(`agrim/${deviceId}/readings`);
  await shot(page, 'Admin-_devices-key');
  await keyDialog.getByRole('button', { name: 'I have saved the key' }).click();
  await expect(farm.getByRole('row', { name: /Orchard probe/ })).toContainText('Device offline');

  await deliver(request, { deviceId, deviceKey }, [reading(new Date())]);
  await page.reload();
  await expect(page.getByTestId('farm-Sharma orchard').getByRole('row', { name: /Orchard probe/ })).toContainText('Device online');
  await shot(page, 'Admin-_devices');
});
