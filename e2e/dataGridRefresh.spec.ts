import { expect, test } from '@playwright/test';
import { axeProblems } from './axe';
import { runHarness } from './harness';

/* A grid fetching its rows again shows a bar, and axe-core finds nothing in it (MUI's own bar is an unnamed progressbar inside the grid). */
test('a grid refetching its rows shows a bar and passes axe-core', async ({ page }) => {
  expect(await runHarness(page, 'apps/web/src/components/DataGrid.harness.tsx', 'refetching')).toBeGreaterThan(300);
  expect(await page.locator('.MuiDataGrid-row').count()).toBe(2);
  expect(await axeProblems(page, 'refetching grid')).toEqual([]);
});
