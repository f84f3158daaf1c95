import { expect, test } from '@playwright/test';
import { runHarness } from './harness';

/*
 * Charts are drawn by the project's EChart, not echarts-for-react (which drew every chart in the animation frame
 * after a throwaway instance): the chart reads its option in the task that commits it and is painted in the
 * animation frame after (a task of its own), telling once when it is; it follows its box's width.
 */
test('a chart is drawn as wide as its box and follows its box when it narrows', async ({ page }) => {
  const widths = await runHarness(page, 'apps/web/src/components/EChart.harness.tsx', 'widths');
  expect(widths).toEqual({ drawn: '400px', narrowed: '240px' });
});

test('a chart is painted in the frame after its commit and tells once that it is drawn', async ({ page }) => {
  const first = await runHarness(page, 'apps/web/src/components/EChart.harness.tsx', 'firstDrawing');
  expect(first).toEqual({ inCommit: { painted: false, told: 0 }, told: 1, tellingPainted: true });
});
