import { expect, test } from '@playwright/test';
import { axeProblems } from './axe';

/** The walks' accessibility check finds what it must, and runs again on the same document. */
test('axeProblems reports WCAG 2.1 AA violations, and none on a page without them', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<p style="color:#aaa;background:#fff">faint text</p>' +
      '<button></button></main></body></html>',
  );
  const found = await axeProblems(page, 'bad');
  expect(found.map((f) => f.split(' ')[1]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(await axeProblems(page, 'bad again'), 'a second check of the same document').toHaveLength(3);

  await page.setContent('<html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1><p>Readable</p></main></body></html>');
  expect(await axeProblems(page, 'good')).toEqual([]);
});
