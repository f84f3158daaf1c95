import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts every chart uses, so the chart library stays out of the first screen's bundle; the zoom slider,
// the heatmap and the pie are added by the modules beside this one, in the chunks of the charts that need them:
// evaluating the library was a long task of every chart screen's load (issue 43 item 5).
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { echarts };
