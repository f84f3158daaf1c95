import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { type CSSProperties, useEffectEvent, useLayoutEffect, useRef } from 'react';

/** The ECharts build a chart is drawn with (`lib/echarts*.ts`), as much of it as this component uses. */
export interface EchartsBuild {
  init: (dom: HTMLElement, theme?: undefined, opts?: { renderer: 'canvas' }) => EChartsType;
}

interface Props {
  echarts: EchartsBuild;
  option: EChartsCoreOption;
  style: CSSProperties;
  /** Told once, when the first drawing is on the canvas. */
  onDrawn?: () => void;
}

/**
 * An ECharts drawing: the option is read in the task that commits the chart, and laid out and painted in the
 * animation frame after it (ECharts' `lazyUpdate`), a task of its own. The two together were a phone's longest
 * task on a chart screen (ECharts' code running for the first time, issue 43 item 5). Not echarts-for-react,
 * which makes a throwaway instance first and draws the real one in the animation frame after it.
 */
export function EChart({ echarts, option, style, onDrawn }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const tell = useEffectEvent(() => onDrawn?.());
  useLayoutEffect(() => {
    const dom = ref.current!;
    const drawn = echarts.init(dom, undefined, { renderer: 'canvas' });
    chart.current = drawn;
    const first = () => {
      drawn.off('rendered', first);
      tell();
    };
    drawn.on('rendered', first);
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
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [echarts, option]);
  return <div ref={ref} style={style} />;
}
