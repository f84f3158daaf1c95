import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './accounts';
import { axeProblems } from './axe';
import { measure, openAt as open, overflow, settled } from './widthCheck';

/**
 * Phone-first (issue 22, item 4): every screen's width at 360 and 1366 px is checked by the screen
 * walk (e2e/walk.ts). Here the main dialogs are opened on a phone and must fit it, and the staff
 * table must show its columns whole on a laptop.
 */

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
    ...(await axeProblems(page, where)),
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
