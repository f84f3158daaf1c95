import path from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

/*
 * A screen fetched with lazyPreloadable lost its state (photos, a soil-type result) when the language changed:
 * when its code landed while React was waiting to resume the render that first met it, React drew it in
 * React.lazy's place, and the next redraw (App redraws everything on a language change) drew the component
 * itself there, a different element type, so React mounted it afresh. Deterministic here: the code arrives a
 * microtask after it is asked for. No server: the page is built from the harness.
 */
test('a part drawn through lazyPreloadable keeps its state when its parent redraws', async ({ page }) => {
  const bundle = await build({
    entryPoints: [path.resolve('apps/web/src/lib/lazyPreloadable.harness.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  await page.setContent('<div id="root"></div>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  expect(await page.evaluate(() => (window as unknown as { mountsAfterRedraw: () => Promise<number> }).mountsAfterRedraw())).toBe(1);
});
