import { expect, test } from '@playwright/test';
import { signIn } from './accounts';

// The only test that lets the app's service worker run (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

const SCREENS = ['/home', '/soil-testing', '/fertilizer-recommendation'];

test('offline, screens opened before show their last data under an offline banner (issue 24)', async ({ page, context }) => {
  await signIn(page, 'user');
  await expect(page).toHaveURL('/home');
  // Once the worker controls the page, each screen is opened online so its code and data are kept.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const online: Record<string, string> = {};
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Loaded: no spinner or placeholder left (the live stream keeps the network busy on /home).
    await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
    online[path] = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  }

  await context.setOffline(true);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText(/You are offline.*as of/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(online[path]!);
  }
  // The home screen's tiles come from the kept copy of the last answer, not an error.
  await page.goto('/home');
  await expect(page.getByTestId('tile-nitrogen-value')).not.toBeEmpty();
  await expect(page.getByText('Could not reach the server')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
