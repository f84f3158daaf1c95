import { PieChart, ScatterChart } from 'echarts/charts';
import { echarts } from './echarts';

// The pie and the anomaly points are used only by the soil analytics screens, so they are added
// here, in those screens' chunks, rather than to every chart's first load.
echarts.use([PieChart, ScatterChart]);

export { echarts };
