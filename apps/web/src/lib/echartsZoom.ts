import { DataZoomComponent } from 'echarts/components';
import { echarts } from './echarts';

// The zoom slider under the time series (the sensor charts, the pH chart, rainfall).
echarts.use([DataZoomComponent]);

export { echarts };
