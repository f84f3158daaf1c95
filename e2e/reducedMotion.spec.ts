import { expect, test } from '@playwright/test';
import { runHarness } from './harness';

/*
 * A reader whose phone asks for less motion gets none: the theme's base styles end every animation at once, so a
 * spinner stands still, and an indeterminate bar stands part-filled rather than stopped off its track (empty).
 */
const harness = 'apps/web/src/app/theme.harness.tsx';

test('a spinner spins for a reader who does not mind motion and stands still for one who asks for less', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await runHarness(page, harness, 'spinner')).toEqual({ turns: 'infinite', duration: '1.4s' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await runHarness(page, harness, 'spinner')).toEqual({ turns: '1', duration: '1e-05s' });
});

test('an indeterminate bar sweeps for a reader who does not mind motion and stands part-filled for one who asks for less', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await runHarness<{ animation: string }>(page, harness, 'bar')).animation).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await runHarness<{ animation: string; filled: number }>(page, harness, 'bar');
  expect(still.animation).toBe('none');
  expect(still.filled).toBeGreaterThanOrEqual(0.3);
  expect(still.filled).toBeLessThan(1);
});
