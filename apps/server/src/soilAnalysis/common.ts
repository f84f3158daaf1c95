import { errorResponseSchema } from '@agrim/contracts';
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

export const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const DEVICE =
  "`deviceId`: a device of the caller's farms (any device for staff); without it, the most recently active one. " +
  'An unknown device, or a caller with no device, is 404.';
