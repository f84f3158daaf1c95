import type { DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';
import type { SoilAnalysisService } from './analysis.service.js';
import type { PhAnalysisService } from './ph.service.js';

export interface SoilAnalysisServices {
  devices: DeviceService;
  queries: ReadingQueryService;
  analysis: SoilAnalysisService;
  ph: PhAnalysisService;
}
