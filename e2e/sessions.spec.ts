import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiToken, shot } from './accounts';

const RUN = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

/** A fresh farmer, so ending its sessions touches no other walk. */
async function freshFarmer(request: import('@playwright/test').APIRequestContext, tag: string) {
  const admin = await apiToken(request, ACCOUNTS.Admin.email, ACCOUNTS.Admin.password);
  const email = `${tag}-${RUN}@agrim.test`;
  const password = `${tag}-quartz-${RUN}`;
  const created = await request.post('/api/create/user', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email, password, display_name: `Farmer ${tag}`, role: 'User' },
  });
  expect(created.status()).toBe(201);
  return { email, password, name: `Farmer ${tag}`, admin };
}

test('an Admin signed in as a farmer sees who is acting, on a phone, and the audit log shows "acting as"', async ({ browser, request }) => {
  // Three browser contexts and two languages on a busy 2-core machine.
  test.setTimeout(120_000);
  const farmer = await freshFarmer(request, 'acted');
  const issued = await request.post('/api/auth/custom-token', {
    headers: { authorization: `Bearer ${farmer.admin}` },
    data: { email: farmer.email },
  });
  expect(issued.status()).toBe(200);
  // An Admin cannot do the same for the superAdmin.
  const upwards = await request.post('/api/auth/custom-token', {
    headers: { authorization: `Bearer ${farmer.admin}` },
    data: { email: ACCOUNTS.superAdmin.email },
  });
  expect(upwards.status()).toBe(403);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await phone.newPage();
  await page.goto('/login');
  // Drawn first: the sign-in page reads (and deletes) the link's cookie as it renders.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await phone.addCookies([{ name: 'customToken', value: (await issued.json()).customToken, url: page.url() }]);
  await page.goto('/login');
  const banner = page.getByTestId('acting-as');
  await expect(banner).toContainText(`${ACCOUNTS.Admin.name} is signed in as ${farmer.name}`);
  await expect(page.getByTestId('user-name')).toHaveText(farmer.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'user-acting-as-phone');
  // Hindi too.
  await page.evaluate(() => localStorage.setItem('agrim.language', 'hi'));
  await page.reload();
  await expect(banner).toContainText('के रूप में साइन इन हैं');
  await shot(page, 'user-acting-as-phone-hi');
  await phone.close();

  const root = await browser.newContext();
  const audit = await root.newPage();
  await audit.goto('/login');
  await audit.getByTestId('login-username').fill(ACCOUNTS.superAdmin.email);
  await audit.getByTestId('login-password').fill(ACCOUNTS.superAdmin.password);
  await audit.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Leave the sign-in page only once signed in: going to /audit before that lands back on /login.
  await audit.waitForURL((url) => !url.pathname.startsWith('/login'));
  await audit.goto('/audit');
  const used = audit
    .getByTestId('audit-entry')
    .filter({ hasText: 'Signed in as another account' })
    .filter({ hasText: farmer.email })
    .first();
  await expect(used).toContainText(`${ACCOUNTS.Admin.email} acting as ${farmer.email}`);
  await expect(audit.getByTestId('audit-entry').filter({ hasText: 'Sign-in link issued' }).filter({ hasText: farmer.email })).toHaveCount(
    1,
  );
  await shot(audit, 'superAdmin-_audit-acting-as');
  await root.close();
});

test('a farmer whose sessions were ended elsewhere is told so on the sign-in page', async ({ page, request }) => {
  const farmer = await freshFarmer(request, 'ended');
  await page.goto('/login');
  await page.getByTestId('login-username').fill(farmer.email);
  await page.getByTestId('login-password').fill(farmer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-name')).toHaveText(farmer.name);
  // Another device of the farmer signs out everywhere.
  const elsewhere = await apiToken(request, farmer.email, farmer.password);
  expect((await request.post('/api/auth/logout-all', { headers: { authorization: `Bearer ${elsewhere}` } })).status()).toBe(200);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('session-ended')).toContainText('Your session has ended');
  await page.screenshot({ path: 'test-results/screenshots/anonymous-login-session-ended.png', fullPage: true });
});
