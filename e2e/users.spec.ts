import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, shot, signIn } from './accounts';

/** The dialog opens on User (a farmer, with the farm step); staff are chosen. */
async function chooseRole(page: Page, dialog: Locator, role: 'Expert' | 'Admin') {
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

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
  await chooseRole(page, dialog, 'Expert');
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
  await chooseRole(page, dialog, 'Expert');
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
