import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiToken, shot, signIn } from './accounts';
import { seededDevice } from './farm';
import { choose } from './select';

const RUN = Date.now().toString(36);
const PERSON = `audited-${RUN}@agrim.test`;

const entries = (page: Page) => page.getByTestId('audit-entry');

test.describe.configure({ mode: 'serial' });

test('a superAdmin creates an account, changes its role on User Management, switches the valve, and reads it all in the audit log', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/create/user', {
    headers: auth,
    data: { email: PERSON, password: 'audited-password', display_name: 'Audited Person', role: 'Expert' },
  });
  expect(created.status()).toBe(201);
  const valve = await request.post('/agri/fertigation', { headers: auth, data: { deviceId: seededDevice().deviceId, state: 'off' } });
  expect(valve.status()).toBe(200);

  await signIn(page, 'superAdmin');
  await page.goto('/user_management');
  await choose(page.getByRole('combobox', { name: `Change role of ${PERSON}` }), 'Admin');
  await expect(page.locator('.MuiSnackbar-root .MuiAlert-message')).toHaveText(`${PERSON} is now Admin.`);

  await page.getByTestId('sidebar').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/audit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const table = page.getByTestId('audit-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Time (IST)', 'Done by', 'Role', 'Action', 'On', 'Details']);
  // Newest first: the role change, then the valve, then the account.
  const roleRow = entries(page).filter({ hasText: 'Role changed' }).filter({ hasText: PERSON }).first();
  await expect(roleRow).toContainText(ACCOUNTS.superAdmin.email);
  await expect(roleRow).toContainText('Super admin');
  await expect(roleRow).toContainText(`email: ${PERSON}; from: Expert; to: Admin`);
  await expect(entries(page).filter({ hasText: 'Account created' }).filter({ hasText: PERSON })).toHaveCount(1);
  await expect(entries(page).filter({ hasText: 'Valve command' }).first()).toContainText(`Device ${seededDevice().deviceId}`);
  await expect(entries(page).filter({ hasText: 'Valve command' }).first()).toContainText('valve: main; state: off');
  // The first superAdmin, made at the server's first start, is the system's doing.
  await shot(page, 'superAdmin-_audit');

  // By action: only role changes.
  // The screen keeps the entries it showed until the new answer is drawn (in a transition): wait for that answer.
  await choose(page.getByRole('combobox', { name: 'Action' }), 'Role changed');
  await expect
    .poll(async () => new Set(await entries(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))))
    .toEqual(new Set(['account.role_changed']));

  // By actor: part of an email, any case; another person's actions drop out.
  await choose(page.getByRole('combobox', { name: 'Action' }), 'All actions');
  await page.getByTestId('audit-actor').fill('ROOT@');
  await expect(entries(page).filter({ hasText: 'System' })).toHaveCount(0);
  await expect(entries(page).filter({ hasText: PERSON }).first()).toBeVisible();
  await expect
    .poll(async () => {
      const actors = await entries(page).locator('td:nth-child(2)').allTextContents();
      return actors.length > 0 && actors.every((actor) => actor.includes(ACCOUNTS.superAdmin.email));
    })
    .toBe(true);
  await page.getByTestId('audit-actor').fill('nobody-at-all');
  await expect(page.getByTestId('audit-none')).toHaveText('No entries match these filters.');
  await page.getByTestId('audit-actor').fill('');
  await expect(entries(page).first()).toBeVisible();

  // The CSV of what is filtered.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^agrim-audit-\d{4}-\d{2}-\d{2}\.csv$/);

  // Hindi.
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऑडिट लॉग');
  await expect(entries(page).filter({ hasText: 'भूमिका बदली गई' }).filter({ hasText: PERSON }).first()).toContainText(
    'पहले: विशेषज्ञ; अब: प्रशासक',
  );
  await shot(page, 'superAdmin-hindi-_audit');
  await page.getByRole('button', { name: 'English' }).first().click();
});

test('an Admin has no audit log: not in the menu, and /audit sends them home', async ({ page, request }) => {
  await signIn(page, 'Admin');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Datasets' })).toBeVisible();
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page).toHaveURL('/home');
  const token = await apiToken(request, ACCOUNTS.Admin.email, ACCOUNTS.Admin.password);
  expect((await request.get('/api/v1/audit', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
});

test('on a 360 px phone the entries are cards and nothing is wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'superAdmin');
  await page.goto('/audit');
  await expect(page.getByTestId('audit-cards')).toBeVisible();
  await expect(page.getByTestId('audit-table')).toHaveCount(0);
  await expect(entries(page).filter({ hasText: PERSON }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'superAdmin-phone-_audit');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऑडिट लॉग');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'superAdmin-phone-hindi-_audit');
  await page.getByRole('button', { name: 'English' }).first().click();
  await context.close();
});
