import { expect, test } from '@playwright/test';
import { runHarness } from './harness';

/*
 * A screen fetched with lazyPreloadable lost its state (photos, a soil-type result) when the language changed:
 * when its code landed while React was waiting to resume the render that first met it, React drew it in
 * React.lazy's place, and the next redraw (App redraws everything on a language change) drew the component
 * itself there, a different element type, so React mounted it afresh. Deterministic here: the code arrives a
 * microtask after it is asked for.
 */
test('a part drawn through lazyPreloadable keeps its state when its parent redraws', async ({ page }) => {
  expect(await runHarness(page, 'apps/web/src/lib/lazyPreloadable.harness.tsx', 'mountsAfterRedraw')).toBe(1);
});
