import { expect, test } from '@playwright/test';
import { runHarness } from './harness';

/*
 * Charts are drawn by the project's EChart, not echarts-for-react (which drew every chart in the animation frame
 * after a throwaway instance): the chart is drawn in the task that commits it, and follows its box's width.
 */
test('a chart is drawn in the task that commits it and follows its box when it narrows', async ({ page }) => {
  const widths = await runHarness(page, 'apps/web/src/components/EChart.harness.tsx', 'widths');
  expect(widths).toEqual({ committed: '400px', narrowed: '240px' });
});
