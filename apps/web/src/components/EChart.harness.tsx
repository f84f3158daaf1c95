/**
 * A page for e2e/echart.spec.ts (bundled there, never part of the app): a chart committed with flushSync, as
 * DeferredEChart commits one, then its box narrowed, as a phone turned upright narrows it; and when the chart
 * says its first drawing is done (DeferredEChart draws the next chart then).
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

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The canvas's width once first drawn, and after the box went from 400 to 240 px wide. */
(window as unknown as { widths: () => Promise<object> }).widths = async () => {
  const box = document.getElementById('root')!;
  box.style.width = '400px';
  flushSync(() => createRoot(box).render(<EChart echarts={echarts} option={option} style={{ height: 200 }} />));
  await frame();
  await frame();
  const drawn = canvasWidth();
  box.style.width = '240px';
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { drawn, narrowed: canvasWidth() };
};

/** Whether the chart was painted in the committing task, and whether it told of its drawing once painted. */
(window as unknown as { firstDrawing: () => Promise<object> }).firstDrawing = async () => {
  const box = document.getElementById('root')!;
  box.style.width = '400px';
  let told = 0;
  // ECharts makes its canvas when it first paints.
  const painted = () => {
    const canvas = document.querySelector('canvas');
    return !!canvas
      ?.getContext('2d')!
      .getImageData(0, 0, canvas.width, canvas.height)
      .data.some((value) => value !== 0);
  };
  flushSync(() => createRoot(box).render(<EChart echarts={echarts} option={option} style={{ height: 200 }} onDrawn={() => (told += 1)} />));
  const inCommit = { painted: painted(), told };
  const until = Date.now() + 5000;
  while (told === 0 && Date.now() < until) await frame();
  const tellingPainted = painted();
  // Drawn again at another width: the chart tells of its first drawing only.
  box.style.width = '300px';
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { inCommit, told, tellingPainted };
};
