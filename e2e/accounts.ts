import type { Role } from '@agrim/contracts';
import { expect, type Page } from '@playwright/test';

export const ROOT = { email: 'root@agrim.test', password: 'e2e-root-password' };
export const PASSWORD = 'e2e-password-1';

/** One account per role; the seed project creates all but the first-start superAdmin. */
export const ACCOUNTS: Record<Role, { email: string; password: string; name: string }> = {
  superAdmin: { ...ROOT, name: 'Administrator' },
  Admin: { email: 'asha.admin@agrim.test', password: PASSWORD, name: 'Asha Admin' },
  Expert: { email: 'ravi.expert@agrim.test', password: PASSWORD, name: 'Ravi Expert' },
  user: { email: 'kisan@agrim.test', password: PASSWORD, name: 'Kisan Farmer' },
};

export async function signIn(page: Page, role: Role) {
  const account = ACCOUNTS[role];
  await page.goto('/login');
  await page.getByTestId('login-username').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first signed-in page downloads and runs its screen's code: on a loaded CI machine the heaviest landing
  // (the Expert's dashboard, its chart and grid) has taken over the default 7 s.
  await expect(page.getByTestId('user-name')).toHaveText(account.name, { timeout: 20_000 });
}

export async function apiToken(request: import('@playwright/test').APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/**
 * Saves a full-page screenshot once the screen has rendered its heading and nothing is loading.
 * (Not `networkidle`: the live readings stream keeps a request open for as long as the page is.)
 */
export async function shot(page: Page, name: string) {
  await page.locator('h1').first().waitFor();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
