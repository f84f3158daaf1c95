/**
 * An uncertainty band for an ECharts line chart, which has no range-area series: an invisible line
 * at the lower bound, then the band's width stacked on it and filled. Points are [x, lower, upper].
 */
export function bandSeries(name: string, colour: string, points: ReadonlyArray<readonly [x: number, lower: number, upper: number]>) {
  return [
    {
      name: 'lower',
      type: 'line' as const,
      stack: 'band',
      symbol: 'none',
      lineStyle: { opacity: 0 },
      tooltip: { show: false },
      data: points.map(([x, lower]) => [x, lower]),
    },
    {
      name,
      type: 'line' as const,
      stack: 'band',
      symbol: 'none',
      color: colour,
      lineStyle: { opacity: 0 },
      areaStyle: { color: colour },
      data: points.map(([x, lower, upper]) => [x, upper - lower]),
    },
  ];
}
