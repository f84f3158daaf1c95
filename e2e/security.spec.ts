import { FERTILIZER_CROP_TYPES } from '@agrim/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiToken, ROOT, shot, signIn } from './accounts';
import { parseCsp, violations, watchCsp } from './csp';

/**
 * The web app under its Content-Security-Policy (every screen's walk, e2e/walk.ts, checks each screen), and text
 * that users typed (names, farm and device names, feedback) shows literally, never as markup.
 */
test.describe.configure({ mode: 'serial' });

test('the HTML document carries the strict policy and the security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/home', '/user_management']) {
    const res = await request.get(path, { headers: { accept: 'text/html' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const csp = parseCsp(res.headers()['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src'), 'scripts only from our origin: no inline, no eval').toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Our own service worker only (issue 24, the offline app).
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    for (const [name, sources] of csp) {
      expect(sources, `${name} allows no eval`).not.toContain("'unsafe-eval'");
      expect(sources, `${name} allows no wildcard`).not.toContain('*');
      if (name.startsWith('script')) expect(sources, name).not.toContain("'unsafe-inline'");
    }
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
    // The built page itself has no inline script for the policy to block.
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  }
});

test('the API documentation page passes the same policy', async ({ page }) => {
  const console = await watchCsp(page);
  const res = await page.goto('/docs');
  parseCsp(res?.headers()['content-security-policy']);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Agrim API');
  // The tags are folded (app.ts): every tag is listed, and one opens to its operations.
  await expect(page.locator('.opblock-tag')).toHaveCount(20);
  await page.locator('.opblock-tag[data-tag="users"]').click();
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await violations(page, console)).toEqual([]);
});

/**
 * Each payload marks what it would inject with data-xss and, were a handler ever to run, sets
 * window.__xss: both must stay absent, and the text must read exactly as typed.
 */
const STAMP = Date.now().toString(36);
const PAYLOADS = {
  name: `<img src=x data-xss onerror="window.__xss='name'">Mira ${STAMP}`,
  farm: `<svg data-xss onload="window.__xss='farm'"></svg>Farm "${STAMP}" & co`,
  district: `<iframe data-xss src="javascript:window.__xss='district'"></iframe>`,
  state: `<b data-xss>bold</b>{{7*7}}\${7*7}`,
  device: `<script data-xss>window.__xss='device'</script>Probe ${STAMP}`,
  reason: `**not bold** [link](javascript:window.__xss='reason') <img src=x data-xss onerror="window.__xss='reason'"> ${STAMP}`,
};
const XSS_EXPERT = { email: `xss.${STAMP}@agrim.test`, password: 'xss-expert-password-1' };

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as Record<string, unknown> & { data: { id: string } };
}

async function expectInert(page: Page, console: string[]) {
  await expect(page.locator('[data-xss]')).toHaveCount(0);
  await expect(page.locator('img[src="x"], iframe[src^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await violations(page, console)).toEqual([]);
}

test('hostile names and texts stored through the API show literally on every screen that shows them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const root = await apiToken(request, ROOT.email, ROOT.password);
  await post(request, root, '/api/create/user', { ...XSS_EXPERT, display_name: PAYLOADS.name, role: 'Expert' });
  const farm = await post(request, root, '/api/farms', { name: PAYLOADS.farm, district: PAYLOADS.district, state: PAYLOADS.state });
  await post(request, root, `/api/farms/${farm.data.id}/devices`, { name: PAYLOADS.device });

  // The Expert with the hostile name gives feedback with a hostile reason on a real prediction.
  const expert = await apiToken(request, XSS_EXPERT.email, XSS_EXPERT.password);
  const prediction = (await post(request, expert, '/agri/fertilizer/recommendation/id', {
    temperature: 30,
    humidity: 50,
    moisture: 40,
    nitrogen: 20,
    potassium: 10,
    phosphorous: 15,
    croptype: FERTILIZER_CROP_TYPES[0],
    soiltype: 'Black',
  })) as unknown as { id: string };
  const feedback = await request.post('/fertilizer/recommendation/expert/feedback', {
    headers: { authorization: `Bearer ${expert}` },
    multipart: { prediction_id: prediction.id, rating: '3', ratingReason: PAYLOADS.reason, confidenceLevel: 'High' },
  });
  expect(feedback.status(), await feedback.text()).toBe(201);

  const console = await watchCsp(page);
  await signIn(page, 'superAdmin');

  await page.goto('/user_management');
  await expect(page.getByRole('grid')).toContainText(PAYLOADS.name);
  await expectInert(page, console);

  await page.goto('/devices');
  const card = page.locator('main');
  for (const text of [PAYLOADS.farm, PAYLOADS.device]) await expect(card).toContainText(text);
  await expectInert(page, console);
  await shot(page, 'security-hostile-devices');

  await page.goto('/feedback/summary');
  const row = page.getByRole('row').filter({ hasText: STAMP });
  await expect(row).toContainText(PAYLOADS.name);
  await row.getByRole('button', { name: 'View details' }).click();
  await expect(page.getByTestId('details-comments')).toHaveText(PAYLOADS.reason);
  await expect(page.getByTestId('details-comments').locator('a, strong')).toHaveCount(0);
  await expectInert(page, console);
  await page.keyboard.press('Escape');

  // The Expert's own name in the top bar.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByTestId('login-username').fill(XSS_EXPERT.email);
  await page.getByTestId('login-password').fill(XSS_EXPERT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-name')).toHaveText(PAYLOADS.name);
  await page.goto('/account');
  await expect(page.locator('main')).toContainText(PAYLOADS.name);
  await expectInert(page, console);
  await shot(page, 'security-hostile-account');
});

test('the refresh cookie cannot be used without the web app header or from another origin', async ({ page }) => {
  await signIn(page, 'user');
  // The page's own renewal (what the app does on a 401) works...
  const own = await page.evaluate(async () => {
    const res = await fetch('/api/auth/refresh', { method: 'POST', headers: { 'x-requested-with': 'agrim' } });
    return res.status;
  });
  expect(own).toBe(200);
  // ...a same-origin call without the header is refused and leaves the session alone...
  const bare = await page.evaluate(async () => {
    const res = await fetch('/api/auth/refresh', { method: 'POST' });
    return { status: res.status, body: (await res.json()) as { status: string; code: string } };
  });
  expect(bare).toMatchObject({ status: 403, body: { status: 'error', code: 'FORBIDDEN' } });
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(ACCOUNTS.user.name);
});
