import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';

/** The ECharts build a chart is drawn with (`lib/echarts*.ts`), as much of it as this component uses. */
export interface EchartsBuild {
  init: (dom: HTMLElement, theme?: undefined, opts?: { renderer: 'canvas' }) => EChartsType;
}

interface Props {
  echarts: EchartsBuild;
  option: EChartsCoreOption;
  style: CSSProperties;
}

/**
 * An ECharts drawing, made in the task that commits it: ECharts draws synchronously in `setOption`. Not
 * echarts-for-react, which makes a throwaway instance first and draws the real one in the animation frame after
 * it, together with every other chart drawn in that frame, one long task of all of them (issue 43 item 5).
 */
export function EChart({ echarts, option, style }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  useLayoutEffect(() => {
    const dom = ref.current!;
    const drawn = echarts.init(dom, undefined, { renderer: 'canvas' });
    chart.current = drawn;
    // The observer reports the size once on observing: only a size the drawing does not have redraws it.
    const resized = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      if (Math.round(width) !== drawn.getWidth() || Math.round(height) !== drawn.getHeight()) drawn.resize();
    });
    resized.observe(dom);
    return () => {
      resized.disconnect();
      drawn.dispose();
      chart.current = null;
    };
  }, [echarts]);
  // A new option is a new drawing (another answer, another language), not merged into the last.
  useLayoutEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [echarts, option]);
  return <div ref={ref} style={style} />;
}
