import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { echarts } from './echarts';

// The model cards' confusion matrices.
echarts.use([HeatmapChart, VisualMapComponent]);

export { echarts };
