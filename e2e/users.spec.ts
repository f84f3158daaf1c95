import { expect, type Locator, test } from '@playwright/test';
import { ACCOUNTS, shot, signIn } from './accounts';
import { gridChunkRequests } from './gridChunks';
import { choose } from './select';

/** The dialog opens on User (a farmer, with the farm step); staff are chosen. */
const chooseRole = (dialog: Locator, role: 'Expert' | 'Admin') => choose(dialog.getByRole('combobox', { name: 'Role' }), role);

test('an Admin registers a new Expert, sees them listed, and the Expert can sign in', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/user_management');
  const grid = page.getByRole('grid');
  await expect(grid).toContainText(ACCOUNTS.Admin.email);
  // Only staff are listed: the farmer account is not.
  await expect(grid).not.toContainText(ACCOUNTS.user.email);

  await page.getByRole('button', { name: 'Register New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register New User' });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  // A new account is a farmer's by default (issue 39), who may have an email or a mobile number (issue 41).
  await expect(dialog.getByText('Enter an email or a mobile number: the farmer signs in with either.')).toBeVisible();
  await expect(dialog.getByText('Password is required.')).toBeVisible();
  // By role and exact: the farmer's 'Farm name' field matches a label search for 'Name' too.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Soil Expert');
  await dialog.getByLabel('Email').fill('meera@agrim.test');
  await dialog.getByLabel('Password').fill('meera-password');
  await dialog.getByLabel('Phone Number').fill('91234 56789');
  await chooseRole(dialog, 'Expert');
  await shot(page, 'Admin-register-dialog');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Account created for meera@agrim.test.');
  await expect(dialog).toBeHidden();
  await expect(grid).toContainText('meera@agrim.test');
  await shot(page, 'Admin-user_management-after-register');

  // Registering the same email again: the server's message as a warning.
  await page.getByRole('button', { name: 'Register New User' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Again');
  await dialog.getByLabel('Email').fill('MEERA@agrim.test');
  await dialog.getByLabel('Password').fill('meera-password');
  await chooseRole(dialog, 'Expert');
  await dialog.getByRole('button', { name: 'Register' }).click();
  // The open dialog is modal, so the toast is outside the accessibility tree: find it by its class.
  await expect(page.locator('.MuiSnackbar-root .MuiAlert-colorWarning')).toHaveText('An account with this email already exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByTestId('login-username').fill('meera@agrim.test');
  await page.getByTestId('login-password').fill('meera-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Meera Soil Expert');
  await page.goto('/account');
  await expect(page.getByTestId('account-details')).toContainText('+919123456789');
  await expect(page.getByTestId('account-details')).toContainText('Expert');
});

test('the staff table pages 10 at a time with 10/20/30 options', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.superAdmin.email, password: ACCOUNTS.superAdmin.password },
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < 11; i++) {
    const res = await request.post('/api/create/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: `pager${i}@agrim.test`, password: 'pager-password', display_name: `Pager ${i}`, role: 'Expert' },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page, 'superAdmin');
  await page.goto('/user_management');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(11); // header + 10
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '30']);
  await page.getByRole('option', { name: '20' }).click();
  await expect(grid.getByRole('row')).not.toHaveCount(11);
});

test('on a phone the staff are a list of cards, paged as the grid, and the grid comes only when asked for (issue 43 item 5)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const gridChunks = gridChunkRequests(page);
  await signIn(page, 'superAdmin');
  await page.goto('/user_management');
  const list = page.getByRole('list', { name: 'Staff accounts' });
  const cards = list.getByRole('listitem');
  await expect(list).toContainText('@agrim.test');
  // Paged as the grid: 10 a page, the range as its footer says it.
  const range = page.getByText(/^1–\d+ of \d+$/);
  const [, to, total] = /^1–(\d+) of (\d+)$/.exec((await range.textContent()) ?? '')!.map(Number);
  expect(to).toBe(Math.min(10, total!));
  await expect(cards).toHaveCount(to!);
  // Each card names its fields as the grid's headers do; the columns a phone hides (S.No., Photo) stay hidden.
  const first = cards.first();
  await expect(first.locator('dt')).toContainText(['Name', 'Email', 'Role']);
  await expect(first.locator('dt', { hasText: 'S.No.' })).toHaveCount(0);
  if (total! > 10) {
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(new RegExp(`^11–\\d+ of ${total}$`))).toBeVisible();
    await page.getByRole('button', { name: 'Go to previous page' }).click();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shot(page, 'superAdmin-phone-user_management-list');
  await expect(page.getByRole('grid')).toHaveCount(0);
  expect(gridChunks).toEqual([]);

  // "Table view" draws the full grid (its code fetched now), "List view" the cards again.
  await page.getByRole('button', { name: 'Table view' }).click();
  await expect(page.getByRole('grid', { name: 'Staff accounts' })).toContainText('@agrim.test');
  expect(gridChunks.length).toBeGreaterThan(0);
  await expect(list).toHaveCount(0);
  await shot(page, 'superAdmin-phone-user_management-table');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(cards).toHaveCount(to!);
  await context.close();
});
