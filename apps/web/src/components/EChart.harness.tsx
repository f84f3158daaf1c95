/**
 * A page for e2e/echart.spec.ts (bundled there, never part of the app): a chart committed with flushSync, as
 * DeferredEChart commits one, then its box narrowed, as a phone turned upright narrows it.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { echarts } from '../lib/echarts';
import { EChart } from './EChart';

const option = {
  animation: false,
  xAxis: { type: 'category', data: ['a', 'b'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data: [1, 2] }],
};
const canvasWidth = () => document.querySelector('canvas')?.style.width ?? 'none';

/** The canvas's width right after the commit, and after the box went from 400 to 240 px wide. */
(window as unknown as { widths: () => Promise<object> }).widths = async () => {
  const box = document.getElementById('root')!;
  box.style.width = '400px';
  flushSync(() => createRoot(box).render(<EChart echarts={echarts} option={option} style={{ height: 200 }} />));
  const committed = canvasWidth();
  box.style.width = '240px';
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { committed, narrowed: canvasWidth() };
};
