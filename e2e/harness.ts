import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';

/**
 * Opens a harness page (a .harness.tsx beside the code it exercises, bundled here, never part of the app)
 * and calls the function it puts on window. No server.
 */
export async function runHarness<T>(page: Page, file: string, fn: string): Promise<T> {
  const bundle = await build({
    entryPoints: [path.resolve(file)],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  await page.setContent('<div id="root"></div>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  return page.evaluate((name) => (window as unknown as Record<string, () => Promise<T>>)[name]!(), fn);
}
