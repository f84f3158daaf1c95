import { expect, test } from '@playwright/test';
import { runHarness } from './harness';

/*
 * A reader whose phone asks for less motion gets none: the theme's base styles end every animation at once, so a
 * spinner stands still.
 */
test('a spinner spins for a reader who does not mind motion and stands still for one who asks for less', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await runHarness(page, 'apps/web/src/app/theme.harness.tsx', 'spinner')).toEqual({ turns: 'infinite', duration: '1.4s' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await runHarness(page, 'apps/web/src/app/theme.harness.tsx', 'spinner')).toEqual({ turns: '1', duration: '1e-05s' });
});
