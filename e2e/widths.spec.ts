import { type Role, ROLES, SCREEN_ROUTES } from '@agrim/contracts';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './accounts';

/**
 * Phone-first (issue 22, item 4): on a phone no screen scrolls sideways, and on a laptop every
 * screen fits its window too. Every role opens every screen it may open, at 390 px (a phone) and
 * 1366 px (a laptop); the farmer's screens also at 360 px, the narrowest phone we support. The main
 * dialogs are opened on a phone and must fit it.
 */

const WIDTHS: Record<Role, number[]> = { superAdmin: [390, 1366], Admin: [390, 1366], Expert: [390, 1366], user: [360, 390, 1366] };

const screensOf = (role: Role) => SCREEN_ROUTES.filter((r) => r.roles.includes(role)).map((r) => r.path);

async function open(browser: Browser, width: number) {
  const phone = width < 600;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 768 }, isMobile: phone, hasTouch: phone });
  return { context, page: await context.newPage() };
}

/**
 * The screen has its heading and nothing is loading any more. A screen still loading after 15 s is
 * measured anyway (and named in the test's annotations): the width check is not a speed check.
 */
async function settled(page: Page, where = '') {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => test.info().annotations.push({ type: 'still loading', description: where }));
  // Charts and grids lay out once more after their data arrives.
  await page.waitForTimeout(400);
}

interface Width {
  viewport: number;
  html: number;
  body: number;
  /** The elements that stick out of the window on the right, widest first, each described once. */
  offenders: string[];
}

/**
 * The document's and body's scroll widths against the window, and what sticks out: elements whose
 * right edge passes the window's and that no frame of their own (an ancestor that scrolls or clips
 * and itself fits) holds in.
 */
function measure(page: Page, viewport: number): Promise<Width> {
  return page.evaluate((viewport) => {
    const limit = Math.min(window.innerWidth, viewport);
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.id;
      const cls =
        typeof el.className === 'string'
          ? el.className
              .split(/\s+/)
              .filter((c) => c && !/^css-/.test(c))
              .slice(0, 3)
              .join('.')
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${id ? ` "${id}"` : ''}${cls ? ` .${cls}` : ''}> ${Math.round(r.left)}–${Math.round(r.right)} px "${text}"`;
    };
    const framed = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= limit + 1) return true;
        if (style.position === 'fixed') return false;
      }
      return false;
    };
    const out: Array<{ el: Element; width: number }> = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= limit + 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (framed(el)) continue;
      out.push({ el, width: r.width });
    }
    // The outermost offenders say where to look; their children would repeat them.
    const outer = out.filter(({ el }) => !out.some((o) => o.el !== el && o.el.contains(el) && o.el !== document.body));
    outer.sort((a, b) => b.width - a.width);
    return {
      viewport: limit,
      html: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      offenders: outer.slice(0, 5).map(({ el }) => describe(el)),
    };
  }, viewport);
}

function overflow(where: string, w: Width): string | null {
  if (w.html <= w.viewport && w.body <= w.viewport) return null;
  return `${where}: document ${w.html} px, body ${w.body} px wide in a ${w.viewport} px window; widest offenders:\n    ${w.offenders.join('\n    ') || '(none found outside a frame)'}`;
}

for (const role of ROLES) {
  for (const width of WIDTHS[role]) {
    test(`${role} at ${width} px: no screen is wider than the window`, async ({ browser }) => {
      test.setTimeout(420_000);
      const { context, page } = await open(browser, width);
      await signIn(page, role);
      const failures: string[] = [];
      for (const path of screensOf(role)) {
        await page.goto(path);
        await expect(page, `${role} may open ${path}`).toHaveURL(path);
        await settled(page, path);
        const problem = overflow(path, await measure(page, width));
        if (problem) failures.push(problem);
        if (width < 600) {
          await page.screenshot({
            path: `test-results/screenshots/widths-${width}-${role}${path.replace(/\//g, '_')}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
      const slow = test
        .info()
        .annotations.filter((a) => a.type === 'still loading')
        .map((a) => a.description);
      if (slow.length) console.log(`${role} at ${width} px, measured while still loading: ${slow.join(', ')}`);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}

/** The dialog's frame lies inside the window, its content does not scroll sideways, and the page behind still fits. */
async function fits(page: Page, dialog: Locator, where: string) {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400);
  const box = (await dialog.boundingBox())!;
  const inner = await dialog.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  const problems = [
    box.x < 0 || box.x + box.width > 390 + 1
      ? `${where}: the dialog spans ${Math.round(box.x)}–${Math.round(box.x + box.width)} px of 390`
      : null,
    inner.scroll > inner.client + 1 ? `${where}: the dialog's content is ${inner.scroll} px wide in ${inner.client} px` : null,
    overflow(where, await measure(page, 390)),
  ].filter((p) => p !== null);
  expect(problems, problems.join('\n')).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/widths-dialog-${where.replace(/\W+/g, '_')}.png` });
}

test('on a phone the register-user, device-key and feedback dialogs fit the screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await open(browser, 390);
  const page = admin.page;
  await signIn(page, 'Admin');
  await page.goto('/user_management');
  await settled(page);
  await page.getByRole('button', { name: 'Register New User' }).click();
  await fits(page, page.getByRole('dialog'), 'register user');
  await page.keyboard.press('Escape');

  await page.goto('/devices');
  await settled(page);
  const farm = page.getByTestId('farm-Kisan farm');
  await farm.getByRole('button', { name: 'Register device' }).click();
  await page.getByRole('dialog').getByLabel('Device name (e.g. Field 1 probe)').fill(`Phone-width probe ${Date.now()}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Register device' }).click();
  const keyDialog = page.getByRole('dialog', { name: /^Device key for/ });
  await expect(keyDialog).toContainText('it is shown only this once');
  await fits(page, keyDialog, 'device key');
  await keyDialog.getByRole('button', { name: 'I have saved the key' }).click();
  await admin.context.close();

  const expert = await open(browser, 390);
  await signIn(expert.page, 'Expert');
  await expert.page.goto('/fertilizer-recommendation');
  await settled(expert.page);
  await expert.page.getByRole('tabpanel').getByTestId('predict').click();
  const feedback = expert.page.getByRole('dialog', { name: 'Feedback on this recommendation' });
  await expect(feedback.getByTestId('summary-npk')).toHaveText(/^\d+-\d+-\d+$/);
  await fits(expert.page, feedback, 'feedback');
  await expert.context.close();
});

test('at 1366 px User Management shows every column of spec 2.20, none cut, with whole emails', async ({ browser }) => {
  const { context, page } = await open(browser, 1366);
  await signIn(page, 'superAdmin');
  await page.goto('/user_management');
  await settled(page);
  const grid = page.getByRole('grid');
  // Rows loaded (whoever other walks registered last is on the first page).
  await expect(grid.locator('[role="gridcell"][data-field="email"]').first()).toContainText('@');
  const columns = ['S.No.', 'Photo', 'Name', 'Email', 'Created at', 'Last login', 'Last refreshed', 'Email verified', 'Role'];
  const frame = (await grid.boundingBox())!;
  for (const name of columns) {
    const header = grid.getByRole('columnheader', { name, exact: true });
    await expect(header, `the ${name} column is shown`).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1, `the ${name} column lies inside the table's frame`).toBe(
      true,
    );
    const title = header.locator('.MuiDataGrid-columnHeaderTitle');
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    expect(cut, `the ${name} header is not cut`).toBe(false);
  }
  // Nothing to scroll to sideways inside the table either: the columns fit, so the grid has no horizontal scrollbar.
  await expect(grid.locator('.MuiDataGrid-scrollbar--horizontal')).toHaveCount(0);
  // Every email is whole: its cell's content fits the cell.
  const cells = grid.locator('[role="gridcell"][data-field="email"]');
  expect(await cells.count()).toBeGreaterThan(0);
  for (const cell of await cells.all()) {
    const fits = await cell.evaluate((el) => {
      const inner = el.firstElementChild ?? el;
      return inner.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1;
    });
    expect(fits, `${await cell.textContent()} is shown whole`).toBe(true);
  }
  await page.screenshot({ path: 'test-results/screenshots/widths-1366-user_management.png' });
  await context.close();
});
