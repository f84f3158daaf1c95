import { endpoints } from '@agrim/contracts';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ForecastService } from './forecasts.service.js';

export function forecastRoutes(app: FastifyZodInstance, forecasts: ForecastService) {
  registerRoutes(app, endpoints.forecasts, {
    subdivisions: async () => ({ status: 'success' as const, subdivisions: await forecasts.subdivisions() }),
    rainfall: async (request) => ({ status: 'success' as const, subdivisions: await forecasts.predicted(request.body.subdivisions) }),
    rainfallFuture: async (request) => ({
      status: 'success' as const,
      subdivisions: await forecasts.future(request.body.subdivisions, request.body.future_date),
    }),
    yieldCrops: async () => ({ status: 'success' as const, crops: await forecasts.cropNames() }),
    yieldStates: async (request) => ({ status: 'success' as const, crop_type_state_data: await forecasts.statesOf(request.body.Crop) }),
    yieldDistricts: async (request) => ({
      status: 'success' as const,
      crop_type_district_data: await forecasts.districtsOf(request.body.Crop, request.body.State),
    }),
    yieldPrediction: async (request) => forecasts.yieldPrediction(request.body.Crop, request.body.State, request.body.District),
  });
}
