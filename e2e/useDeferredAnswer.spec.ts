import { expect, test } from '@playwright/test';
import { runHarness } from './harness';

/*
 * TanStack Query returns a new result object on every render, so a screen that deferred the result itself
 * drew its answer again, in the background, after every slider move or key typed (session 24's review).
 * useDeferredAnswer keeps the result while the answer is unchanged.
 */
test('a deferred answer is drawn again when it changes, not when its screen redraws', async ({ page }) => {
  const draws = await runHarness(page, 'apps/web/src/lib/useDeferredAnswer.harness.tsx', 'drawsOfPart');
  expect(draws).toEqual({ afterRedraws: 0, shown: '2' });
});
