import { expect, test } from '@playwright/test';

/*
 * Every page starts a worker that loads ICU's number, date and collation data (apps/web/src/lib/intlWarmup.ts), so
 * the page's own first formatter does not load it on the main thread (issue 43 item 5). The worker closes itself
 * once done.
 */
test('a page loads Intl data in a worker of its own, which then closes', async ({ page }) => {
  // Listened for from the worker's start: it may well be done before the page has drawn anything.
  const closed = new Promise<string>((resolve) => page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const url = await Promise.race([closed, page.waitForTimeout(10_000).then(() => 'no worker closed within 10 s')]);
  expect(url).toMatch(/^https?:\/\/[^/]+\/assets\/intlWarmup\.worker-[\w-]+\.js$/);
});
