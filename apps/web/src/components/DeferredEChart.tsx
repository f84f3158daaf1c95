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
 * Charts waiting to be drawn, one at a time: each chart's first drawing (ECharts reading its option, then laying
 * it out and painting it in the next animation frame) costs 20–60 ms unthrottled, 4x that on a phone; charts
 * coming into view together would otherwise be drawn in the same tasks, long ones of all of them (issue 43: total
 * blocking time). The next chart starts after the last one's first drawing is on its canvas.
 */
type Draw = (done: () => void) => void;
const waiting: Draw[] = [];
let drawing = false;
function drawNext() {
  const draw = waiting.shift();
  drawing = !!draw;
  if (!draw) return;
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    clearTimeout(fallback);
    setTimeout(drawNext, 0);
  };
  // A drawing that never tells (a box with no size, say) must not leave the charts after it undrawn.
  const fallback = setTimeout(finish, 1000);
  draw(finish);
}
/**
 * ECharts measures its labels in its default font, and the page's first measuring in a font loads it (about 10 ms
 * unthrottled, inside the first chart's drawing): done before the first chart, in a task of its own.
 */
function measureFirstText(done: () => void) {
  const context = document.createElement('canvas').getContext('2d');
  if (context) {
    context.font = '12px sans-serif';
    context.measureText('0123456789 Nitrogen (mg/kg)');
  }
  done();
}
let measured = false;
function drawInTurn(draw: Draw) {
  if (!measured) {
    measured = true;
    waiting.push(measureFirstText);
  }
  waiting.push(draw);
  if (!drawing) {
    drawing = true;
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
  // The turn's end: the chart's first drawing, or the chart gone before it (its turn must not hold the others).
  const done = useRef<(() => void) | null>(null);
  useEffect(() => () => done.current?.(), []);
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
  // flushSync: the chart is committed, and ECharts reads its option, in this task rather than with the next one's.
  useEffect(
    () =>
      lib && shown && !drawn
        ? drawInTurn((finished) => {
            done.current = finished;
            flushSync(() => setDrawn(true));
          })
        : undefined,
    [lib, shown, drawn],
  );
  if (failed) throw failed;
  return lib && drawn ? (
    <EChart echarts={lib} option={option} style={style} onDrawn={() => done.current?.()} />
  ) : (
    <div ref={ref} style={style} data-deferred="chart" />
  );
}
