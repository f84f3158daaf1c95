import type { EChartsCoreOption } from 'echarts/core';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSeen } from '../lib/useInView';
import { EChart, type EchartsBuild } from './EChart';

/** ECharts with the line and bar charts, and what some charts add to them. Each fetched on first use. */
export const lineCharts = () => import('../lib/echarts');
export const zoomCharts = () => import('../lib/echartsZoom');
export const heatmapCharts = () => import('../lib/echartsHeatmap');
export const pieScatterCharts = () => import('../lib/echartsPieScatter');
export const pieScatterZoomCharts = () => Promise.all([pieScatterCharts(), zoomCharts()]).then(([charts]) => charts);

interface Props {
  /** Which build of ECharts the chart needs (`lineCharts`, `zoomCharts`, …). */
  charts: () => Promise<{ echarts: EchartsBuild }>;
  option: EChartsCoreOption;
  /** The drawing's size (its height at least), kept by the empty box until it is drawn. */
  style: CSSProperties;
}

/**
 * Charts waiting to be drawn, one per task: each chart's first drawing (ECharts setting up its canvas and laying
 * out its option) is a task of 20–60 ms unthrottled, 4x that on a phone; several charts coming into view together
 * would otherwise be drawn in the same commit, one long task of all of them (issue 43: total blocking time).
 */
const waiting: Array<() => void> = [];
let scheduled = false;
function drawNext() {
  waiting.shift()?.();
  scheduled = waiting.length > 0;
  if (scheduled) setTimeout(drawNext, 0);
}
function drawInTurn(draw: () => void) {
  waiting.push(draw);
  if (!scheduled) {
    scheduled = true;
    setTimeout(drawNext, 0);
  }
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * An ECharts drawing made when its place comes on the screen, in a task of its own, with ECharts (about 200 KB gz,
 * and its evaluation a long task of its own) fetched when the place comes near (200 px ahead): a chart below a
 * phone's fold costs the screen's load nothing (issue 43), and one a few pixels below it is not drawn on a guess
 * that the reader will scroll (the drawing is the long task, 400-500 ms at a phone's speed on /analysis). Only the
 * canvas waits: the chart's name, its text alternative and its data-* attributes are on the element around it, so
 * screen readers and tests have them from the start, and a canvas holds nothing a keyboard could reach.
 */
export function DeferredEChart({ charts, option, style }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useSeen(ref, '200px');
  const shown = useSeen(ref, '0px');
  const [lib, setLib] = useState<EchartsBuild | null>(null);
  const [drawn, setDrawn] = useState(false);
  // A failed download (offline, the chunk never fetched) is the error boundary's to tell, as a lazy screen's is.
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!near || lib) return;
    let gone = false;
    void charts().then(
      (loaded) => !gone && setLib(loaded.echarts),
      (error: unknown) => !gone && setFailed(error),
    );
    return () => {
      gone = true;
    };
  }, [near, lib, charts]);
  // flushSync: the chart is committed, and ECharts draws, in this task rather than with the next one's.
  useEffect(() => (lib && shown && !drawn ? drawInTurn(() => flushSync(() => setDrawn(true))) : undefined), [lib, shown, drawn]);
  if (failed) throw failed;
  return lib && drawn ? <EChart echarts={lib} option={option} style={style} /> : <div ref={ref} style={style} data-deferred="chart" />;
}
