import { describe, expect, it } from 'vitest';
import { deferredHomeFiles, offlineHome } from './offlineHome';

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], facadeModuleId: string | null = null) => ({
  fileName,
  imports,
  dynamicImports,
  name: fileName.replace(/-.*$/, '').replace(/^assets\//, ''),
  facadeModuleId,
});

const BUILD = [
  // The entry imports every screen lazily: none of them is /home's.
  chunk('assets/index-1.js', ['assets/react-2.js'], ['assets/OtherPage-9.js'], '/app/index.html'),
  chunk('assets/react-2.js', []),
  chunk('assets/home-3.js', ['assets/react-2.js', 'assets/index-1.js'], ['assets/FertigationCard-4.js', 'assets/HomeCharts-5.js']),
  chunk('assets/FertigationCard-4.js', ['assets/home-3.js', 'assets/DialogTitle-6.js'], [], '/app/src/FertigationCard.tsx'),
  chunk('assets/DialogTitle-6.js', ['assets/react-2.js']),
  chunk('assets/HomeCharts-5.js', ['assets/home-3.js'], ['assets/SensorChartPlot-7.js'], '/app/src/HomeCharts.tsx'),
  chunk('assets/SensorChartPlot-7.js', ['assets/echarts-8.js', 'assets/HomeCharts-5.js'], [], '/app/src/SensorChartPlot.tsx'),
  chunk('assets/echarts-8.js', []),
  chunk('assets/OtherPage-9.js', ['assets/react-2.js', 'assets/Other-10.js'], [], '/app/src/OtherPage.tsx'),
  chunk('assets/Other-10.js', []),
];

describe("/home's deferred parts, precached for an offline home (issue 39)", () => {
  it('names every file the fertigation card and the charts load, down to the chart library, and nothing /home loads anyway', () => {
    expect(deferredHomeFiles(BUILD)).toEqual([
      'assets/DialogTitle-6.js',
      'assets/FertigationCard-4.js',
      'assets/HomeCharts-5.js',
      'assets/SensorChartPlot-7.js',
      'assets/echarts-8.js',
    ]);
  });

  it('adds them to the precache once, beside the shell', () => {
    const { plugin, manifestTransform } = offlineHome();
    const bundle = Object.fromEntries(BUILD.map((c) => [c.fileName, { ...c, type: 'chunk' }]));
    (plugin.generateBundle as unknown as (o: unknown, b: unknown) => void)({}, bundle);
    const { manifest } = manifestTransform([
      { url: 'index.html', revision: 'abc', size: 1 },
      { url: 'assets/echarts-8.js', revision: null, size: 2 },
    ]);
    expect(manifest.map((e) => e.url)).toEqual([
      'index.html',
      'assets/echarts-8.js',
      'assets/DialogTitle-6.js',
      'assets/FertigationCard-4.js',
      'assets/HomeCharts-5.js',
      'assets/SensorChartPlot-7.js',
    ]);
  });

  it('fails the build when the home group is gone', () => {
    expect(() => deferredHomeFiles([chunk('assets/index-1.js', [])])).toThrow(/no home chunk/);
  });
});
