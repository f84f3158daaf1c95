import { type Browser, expect, type Page, test } from '@playwright/test';
import { ROOT, shot } from './accounts';
import { chosen } from './select';

/*
 * Issue 41, item 1 ("Done when", its first two steps): the superAdmin registers a farmer by mobile
 * number only (no email), and the farmer signs in with `98765 43210`, the Username field saying it
 * takes an email or a mobile number.
 */

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const FARMER = { phone: '98765 43210', password: 'sukhdev-khet-monsoon-7', name: 'Sukhdev Patil' };

async function signIn(page: Page, username: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-name')).toHaveText(name, { timeout: 20_000 });
}

async function phonePage(browser: Browser, locale = 'en-IN') {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale });
  return context.newPage();
}

test('the superAdmin registers a farmer by mobile number only; the farmer signs in with 98765 43210', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, ROOT.email, ROOT.password, 'Administrator');
  await page.goto('/user_management');
  await page.getByRole('button', { name: 'Register New User' }).click();
  const dialog = page.getByRole('dialog', { name: /Register/ });
  // The dialog opens on User (a farmer): the email is optional once a mobile number is given.
  await expect(chosen(dialog.getByRole('combobox', { name: 'Role' }))).toHaveText('User');
  await dialog.getByLabel('Name').first().fill(FARMER.name);
  await dialog.getByLabel('Password').fill(FARMER.password);
  // Neither an email nor a number: the dialog says what it needs.
  await dialog.getByLabel('A new farm').check();
  await dialog.getByLabel('Farm name').fill(`Patil farm ${RUN}`);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Enter an email or a mobile number: the farmer signs in with either.')).toBeVisible();
  // A landline is not a mobile number.
  await dialog.getByTestId('register-phone').fill('0731 234 5678');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Enter a 10-digit Indian mobile number, such as 98765 43210.')).toBeVisible();
  await dialog.getByTestId('register-phone').fill(FARMER.phone);
  await expect(dialog.getByText('Optional when you give a mobile number')).toBeVisible();
  await shot(page, 'mobile-register-farmer');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(`Account created for +919876543210, on Patil farm ${RUN}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same number again (another spelling) is refused: one account per number.
  await page.getByRole('button', { name: 'Register New User' }).click();
  const again = page.getByRole('dialog', { name: /Register/ });
  await again.getByLabel('Name').first().fill('Someone Else');
  await again.getByLabel('Password').fill('another-farmer-pass-41');
  await again.getByTestId('register-phone').fill('+91 98765 43210');
  await again.getByLabel('A new farm').check();
  await again.getByLabel('Farm name').fill(`Other farm ${RUN}`);
  await again.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(/An account with this mobile number already exists/)).toBeVisible();
  // The warning toast lies over the dialog's buttons for 6 s: the dialog closes with Escape.
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // The Farmers view shows the number whole to the superAdmin, and no email.
  await page.getByRole('tab', { name: 'Farmers' }).click();
  await page.getByLabel('Search name, email or phone').fill('Sukhdev');
  const row = page.getByRole('row', { name: new RegExp(FARMER.name) });
  await expect(row).toContainText('+919876543210');
  await expect(row).toContainText(`Patil farm ${RUN}`);

  // The farmer, on a phone, signs in with the number as they say it.
  const farmer = await phonePage(browser);
  await farmer.goto('/login');
  await expect(farmer.getByText('Email or mobile number (10 digits, +91 optional)')).toBeVisible();
  await shot(farmer, 'mobile-login-hint-phone');
  await signIn(farmer, FARMER.phone, FARMER.password, FARMER.name);
  await farmer.goto('/account');
  await expect(farmer.getByText('+919876543210')).toBeVisible();
  await shot(farmer, 'mobile-account-phone');
  await farmer.context().close();

  // In Hindi, the field says so too, and a wrong password is told in Hindi.
  const hindi = await phonePage(browser, 'hi-IN');
  await hindi.goto('/login');
  await hindi.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(hindi.getByText('ईमेल या मोबाइल नंबर (10 अंक, +91 ज़रूरी नहीं)')).toBeVisible();
  await hindi.getByTestId('login-username').fill('+91 98765 43210');
  await hindi.getByTestId('login-password').fill('not-the-password');
  await hindi.getByTestId('login-password').press('Enter');
  await expect(hindi.getByRole('alert')).toHaveText('मोबाइल नंबर या पासवर्ड गलत है। स्टाफ़ खाते अपने ईमेल से साइन इन करते हैं।');
  await shot(hindi, 'mobile-login-wrong-hi');
  await hindi.context().close();
});
