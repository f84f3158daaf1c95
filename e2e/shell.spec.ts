import type { Role } from '@agrim/contracts';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiToken, shot, signIn } from './accounts';
import { englishOn, enteredData } from './hindiText';

/** Each role's sidebar, in order, for the screens this build has. */
const STAFF_MENU = [
  'Soil Health Monitoring',
  'Soil Testing',
  'Alerts',
  'Dashboard',
  'Fertilizer Recommendation',
  'Crop Recommendation',
  'Model Report',
  'Soil Data Analysis',
  'Analysis',
  'Visualisation',
  'SoyaBean Statistics',
  'Crop Analytics & Fertigation',
  'Management Practices',
  'Weather Prediction',
  'Soil Type Detector',
  'Reports',
  'Soyabean Plant Heath Detection',
  'Seed Quality Detection',
  'Yield Prediction',
  'Soil Analysis and Fertilizer Recommendation System',
  'Nutrient Calculator',
  'User Management',
  'Farms & Devices',
  'Datasets',
  'My Account',
];
const MENUS: Record<Role, string[]> = {
  // The audit log is the superAdmin's alone, after Datasets.
  superAdmin: STAFF_MENU.flatMap((item) => (item === 'Datasets' ? [item, 'Audit log'] : [item])),
  Admin: STAFF_MENU,
  Expert: ['Dashboard', 'Fertilizer Recommendation', 'My Account'],
  user: ['Soil Health Monitoring', 'Soil Testing', 'Alerts', 'Fertilizer Recommendation', 'My Account'],
};
const LANDING: Record<Role, string> = { superAdmin: '/home', Admin: '/home', Expert: '/feedback/summary', user: '/home' };

const sidebarItems = (page: import('@playwright/test').Page) => page.getByTestId('sidebar').getByRole('navigation').getByRole('link');

for (const role of Object.keys(MENUS) as Role[]) {
  test(`${role}: signs in, lands on the role's home, sees exactly its menu`, async ({ page }) => {
    await signIn(page, role);
    await expect(page).toHaveURL(LANDING[role]);
    await expect(sidebarItems(page)).toHaveText(MENUS[role]);
    // Every menu item has its icon (issue 22: Crop Analytics & Fertigation had none).
    const withoutIcon = await sidebarItems(page).evaluateAll((links) =>
      links.filter((a) => !a.querySelector('.MuiListItemIcon-root svg')).map((a) => a.textContent),
    );
    expect(withoutIcon).toEqual([]);
    // The active entry is highlighted in green.
    const active = page.getByRole('navigation', { name: 'Main menu' }).locator('a.active');
    await expect(active).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await page.goto('/');
    await expect(page).toHaveURL(LANDING[role]);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(LANDING[role]);
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Agrim`);
    for (const path of new Set([
      LANDING[role],
      '/account',
      ...(role === 'Admin' || role === 'superAdmin' ? ['/user_management', '/devices', '/feedback/summary'] : []),
      ...(role === 'Expert' ? ['/profile'] : []),
    ])) {
      await page.goto(path);
      await shot(page, `${role}-${path.replace(/\//g, '_')}`);
    }
  });
}

test('a user typing an Admin-only URL is sent to their own home', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/user_management');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
});

test('a visitor who is not signed in is sent to /login from any screen', async ({ page }) => {
  for (const path of ['/', '/user_management', '/account', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
  await shot(page, 'anonymous-login');
});

test('a wrong password shows the error banner and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(ACCOUNTS.user.email);
  await page.getByTestId('login-password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByTestId('login-password')).toHaveAttribute('type', 'text');
  await shot(page, 'login-error');
});

test('logout returns to /login, clears the session, and Back shows no protected data', async ({ page }) => {
  await signIn(page, 'Admin');
  await sidebarItems(page).filter({ hasText: 'My Account' }).click();
  await sidebarItems(page).filter({ hasText: 'User Management' }).click();
  await expect(page.getByRole('grid')).toContainText(ACCOUNTS.Expert.email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  const stored = await page.evaluate(() => ['isAuthenticated', 'name', 'userRole', 'userToken'].map((k) => localStorage.getItem(k)));
  expect(stored).toEqual([null, null, null, null]);
  // Back lands on an entry of a protected screen, which must not render for a signed-out visitor.
  await page.goBack();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(ACCOUNTS.Admin.email)).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  // The revoked refresh cookie cannot bring the session back.
  const refreshed = await page.evaluate(async () => (await fetch('/api/auth/refresh', { method: 'POST' })).status);
  expect(refreshed).toBe(401);
});

test('signing out in one tab signs out the other (role re-read from storage)', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'Admin');
  const second = await context.newPage();
  await second.goto('/account');
  await expect(second.getByTestId('account-details')).toContainText(ACCOUNTS.Admin.email);
  await first.getByRole('button', { name: 'Account menu' }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(second).toHaveURL('/login');
});

test('the search box finds screens the user may open and jumps to them', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.goto('/account');
  // A plain box until first used (issue 24): what is typed before the search's code arrives is kept.
  await page.getByRole('textbox', { name: 'Search screens' }).pressSequentially('user');
  const search = page.getByRole('combobox', { name: 'Search screens' });
  await expect(search).toHaveValue('user');
  await expect(search).toBeFocused();
  await search.pressSequentially(' man');
  // The search's own list: User Management's filters are native drop-downs, whose choices are options too.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['User Management']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user_management');
  // Hindi names match too, whatever the screen language.
  await search.fill('खाता');
  await expect(options).toHaveText(['My Account']);
  await search.fill('fertigation');
  await expect(options).toHaveText(['Crop Analytics & Fertigation']);
  await search.fill('no such screen');
  await expect(page.getByText('No screen matches')).toBeVisible();
});

test('on a phone the sign-in page starts with a skip link that takes the keyboard past the language switch, in both languages (issue 39)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  for (const [language, name] of [
    ['English', 'Skip to main content'],
    ['हिन्दी', 'मुख्य सामग्री पर जाएँ'],
  ] as const) {
    if (language === 'हिन्दी') {
      // Chosen, then the page opened again (the choice is kept): the keyboard starts at the top.
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await page.reload();
      // As on the first pass: the keyboard is used once the page is there, not while it still loads.
      await expect(page.getByTestId('login-username')).toBeVisible();
    }
    // Out of sight until the keyboard reaches it: the first tab stop, drawn when focused.
    const skip = page.getByRole('link', { name });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: `test-results/screenshots/login-skip-link-${language === 'English' ? 'en' : 'hi'}-phone.png` });
    // Enter moves the focus to the sign-in form (the page's main landmark): the next Tab is the email field.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL('/login');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('login-username')).toBeFocused();
  }
});

test('switching to Hindi translates the shell and is remembered', async ({ page }) => {
  await signIn(page, 'Admin');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  const hindiMenu = [
    'मृदा स्वास्थ्य निगरानी',
    'मृदा परीक्षण',
    'चेतावनियाँ',
    'डैशबोर्ड',
    'उर्वरक सिफ़ारिश',
    'फसल सिफ़ारिश',
    'मॉडल रिपोर्ट',
    'मृदा डेटा विश्लेषण',
    'विश्लेषण',
    'डेटा चित्रण',
    'सोयाबीन आँकड़े',
    'फसल विश्लेषण और फर्टिगेशन',
    'प्रबंधन पद्धतियाँ',
    'मौसम पूर्वानुमान',
    'मृदा प्रकार पहचान',
    'रिपोर्ट',
    'सोयाबीन पौधा स्वास्थ्य पहचान',
    'बीज गुणवत्ता पहचान',
    'उपज पूर्वानुमान',
    'मृदा विश्लेषण और उर्वरक सिफ़ारिश प्रणाली',
    'पोषक तत्व कैलकुलेटर',
    'उपयोगकर्ता प्रबंधन',
    'खेत और उपकरण',
    'डेटासेट',
    'मेरा खाता',
  ];
  await page.goto('/user_management');
  await expect(sidebarItems(page)).toHaveText(hindiMenu);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोगकर्ता प्रबंधन');
  await page.reload();
  await expect(sidebarItems(page)).toHaveText(hindiMenu);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const font = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('Noto Sans Devanagari');
  await shot(page, 'Admin-hindi-user_management');
  await page.goto('/account');
  await shot(page, 'Admin-hindi-account');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(sidebarItems(page)).toHaveText(MENUS.Admin);
});

test('on a phone a farmer switches to मराठी: three languages fit the app bar, the screens show no English, the choice is kept (issue 41)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The app bar's (the fertilizer screen has its own advice-language toggle).
  const bar = page.locator('header');
  const fits = async (where: string, scope = bar) => {
    const languages = scope.getByRole('button', { name: /^(English|हिन्दी|मराठी)$/ });
    await expect(languages).toHaveCount(3);
    for (const button of await languages.all()) await expect(button, where).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
  };
  await page.goto('/login');
  await expect(page.getByTestId('login-username')).toBeVisible();
  await fits('/login', page.locator('body'));
  await page.screenshot({ path: 'test-results/screenshots/login-three-languages-phone.png' });
  await signIn(page, 'user');
  await bar.getByRole('button', { name: 'मराठी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(bar.getByRole('button', { name: 'मराठी' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  await fits('the app bar');
  // Each button a tab stop with a visible focus ring.
  await bar.getByRole('button', { name: 'हिन्दी' }).focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'मराठी' })).toBeFocused();
  expect(await bar.getByRole('button', { name: 'मराठी' }).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.screenshot({ path: 'test-results/screenshots/appbar-marathi-phone.png', clip: { x: 0, y: 0, width: 360, height: 72 } });

  const entered = await enteredData(request);
  const english: string[] = [];
  for (const screen of ['/home', '/soil-testing', '/fertilizer-recommendation']) {
    await page.goto(screen);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await shot(page, `user-marathi${screen.replace('/', '-')}-phone`);
    await fits(screen);
    english.push(...(await englishOn(page, screen, entered)));
  }
  expect(english).toEqual([]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(bar.getByRole('button', { name: 'मराठी' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('agrim.language'))).toBe('mr');
});

test("a farmer whose phone speaks none of the app's languages reads their farm's state's; English phones stay English (issue 41)", async ({
  browser,
}) => {
  // The seed farm is in Madhya Pradesh: Hindi. Nothing is stored, so a later choice or another browser decides afresh.
  for (const [locale, lang] of [
    ['gu-IN', 'hi'],
    ['en-US', 'en'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signIn(page, 'user');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('header').getByRole('button', { name: lang === 'hi' ? 'हिन्दी' : 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('agrim.language'))).toBeNull();
    await context.close();
  }
});

test('on a phone the sidebar opens from the menu icon', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'Admin');
  await page.goto('/user_management');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await shot(page, 'Admin-phone-user_management');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebarItems(page)).toHaveText(MENUS.Admin);
  // The menu opens over the page from its top (with the image screens it is longer than a phone screen and scrolls).
  await expect(sidebarItems(page).first()).toBeInViewport({ ratio: 1 });
  await shot(page, 'Admin-phone-menu');
  await sidebarItems(page).filter({ hasText: 'My Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await context.close();
});

test('a custom sign-in token in the customToken cookie signs in once; a bad one stays on /login', async ({ page, request, context }) => {
  const admin = await apiToken(request, ACCOUNTS.Admin.email, ACCOUNTS.Admin.password);
  const issued = await request.post('/api/auth/custom-token', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email: ACCOUNTS.Expert.email },
  });
  const { customToken } = (await issued.json()) as { customToken: string };
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url());
  const domain = new URL(test.info().project.use.baseURL!).hostname || url.hostname;
  await context.addCookies([{ name: 'customToken', value: customToken, domain, path: '/' }]);
  await page.goto('/login');
  await expect(page.getByTestId('user-name')).toHaveText(ACCOUNTS.Expert.name);
  await expect(page).toHaveURL(LANDING.Expert);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Logged out first: a login page still on its way would otherwise take the cookie before the reload.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await context.addCookies([{ name: 'customToken', value: customToken, domain, path: '/' }]);
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveText('The sign-in link did not work. Sign in with your password.');
  await expect(page).toHaveURL('/login');
});

test('the generic error page offers a way back', async ({ page }) => {
  await signIn(page, 'Expert');
  await page.goto('/errors');
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(page.getByText('There was a problem on our end. Please try again later.')).toBeVisible();
  await shot(page, 'Expert-errors');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(LANDING.Expert);
});

test('the API documentation at /docs lists the endpoints with their access rules', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/docs');
  // The tags are folded (app.ts): open the two this test reads.
  await page.locator('.opblock-tag[data-tag="users"]').click();
  await page.locator('.opblock-tag[data-tag="auth"]').click();
  await expect(page.getByText('/api/create/user').first()).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  await page.getByText('/api/get/user/registered').first().click();
  await expect(page.getByText('Access: superAdmin, Admin.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/api-docs.png' });
  expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
});
