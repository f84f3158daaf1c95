import { expect, type Page, test } from '@playwright/test';
import { base32Decode, hotp, totpStep } from '../apps/server/src/auth/totp';
import { apiToken, ROOT, shot } from './accounts';
import { phone, topShot } from './screens';

/** A fresh Admin of its own: the seeded accounts other specs sign in with must never get a second factor. */
const ADMIN = { email: `totp.${Date.now().toString(36)}@agrim.test`, password: 'totp-e2e-password', name: 'Tara Two-Step' };

/**
 * The authenticator app, in the test: the code of the current step, or of the next one when the
 * current step's code has already been spent (the server accepts each step once, and one step of
 * drift). Further ahead than that the server would refuse it, so it waits for the clock instead.
 */
function authenticator(secret: string) {
  const key = base32Decode(secret);
  let last = -Infinity;
  return {
    async next() {
      let step = Math.max(totpStep(Date.now()), last + 1);
      while (step > totpStep(Date.now()) + 1) {
        await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 + 1_000 - Date.now()));
        step = Math.max(totpStep(Date.now()), last + 1);
      }
      last = step;
      return hotp(key, step);
    },
    /** Six digits that are no code of any step the server would accept now. */
    wrong() {
      const now = totpStep(Date.now());
      const valid = new Set([-1, 0, 1, 2].map((d) => hotp(key, now + d)));
      return ['000000', '111111', '222222'].find((c) => !valid.has(c))!;
    },
  };
}

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function signInWithPassword(page: Page, signInLabel: string) {
  await page.getByTestId('login-username').fill(ADMIN.email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: signInLabel, exact: true }).click();
}

test('an Admin turns on two-step sign-in, and sign-in then asks for the code (phone, English and Hindi)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const root = await apiToken(request, ROOT.email, ROOT.password);
  const created = await request.post('/api/create/user', {
    headers: { authorization: `Bearer ${root}` },
    data: { email: ADMIN.email, password: ADMIN.password, display_name: ADMIN.name, role: 'Admin' },
  });
  expect(created.status(), await created.text()).toBe(201);

  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithPassword(page, 'Sign in');
  await expect(page).not.toHaveURL(/\/login/);

  // Enrol: password re-check, then the QR code and the key, shown once.
  await page.goto('/account');
  const section = page.getByTestId('totp-section');
  await expect(section.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(section.getByTestId('totp-status')).toHaveText('Off');
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await section.getByTestId('totp-password').fill('not my password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('alert')).toHaveText('The password is wrong.');
  await section.getByTestId('totp-password').fill(ADMIN.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByTestId('totp-qr')).toBeVisible();
  await expect(section.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await section.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await fitsPhone(page);
  await topShot(page, 'totp-phone-setup-en');

  const app = authenticator(secret);
  await section.getByTestId('totp-code').fill(app.wrong());
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('alert')).toContainText('The code is wrong or was already used');
  await section.getByTestId('totp-code').fill(await app.next());
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByTestId('totp-status')).toContainText('On since');
  await expect(section.getByTestId('totp-secret')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Two-step sign-in is on.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(section.getByRole('heading', { name: 'दो-चरणीय साइन-इन' })).toBeVisible();
  await expect(section.getByTestId('totp-status')).toContainText('से चालू');
  await fitsPhone(page);
  await topShot(page, 'totp-phone-account-on-hi');

  // Sign out and in again, in Hindi: the password alone is not enough.
  await page.getByRole('button', { name: 'खाता मेनू' }).click();
  await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, 'साइन इन करें');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना कोड डालें');
  await page.getByTestId('totp-code').fill(app.wrong());
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('कोड गलत है');
  await expect(page).toHaveURL(/\/login/);
  await fitsPhone(page);
  await shot(page, 'totp-phone-login-code-hi');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await expect(page.locator('form').getByRole('alert')).toContainText('The code is wrong or was already used');
  await shot(page, 'totp-phone-login-code-en');
  await page.getByTestId('totp-code').fill(await app.next());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(section.getByTestId('totp-status')).toContainText('On since');

  // Turning it off takes the password and a fresh code; then the password alone signs in again.
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await section.getByTestId('totp-password').fill(ADMIN.password);
  await section.getByTestId('totp-code').fill(await app.next());
  await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(section.getByTestId('totp-status')).toHaveText('Off');
  const plain = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(plain.status()).toBe(200);
  await context.close();
});

test('user and Expert accounts have no two-step sign-in section', async ({ browser, request }) => {
  const root = await apiToken(request, ROOT.email, ROOT.password);
  const email = `totp-expert.${Date.now().toString(36)}@agrim.test`;
  await request.post('/api/create/user', {
    headers: { authorization: `Bearer ${root}` },
    data: { email, password: ADMIN.password, display_name: 'Esha Expert', role: 'Expert' },
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(page.getByTestId('account-details')).toBeVisible();
  await expect(page.getByTestId('totp-section')).toHaveCount(0);
  await context.close();
});
