import { SOYBEAN_STAGE_NAMES } from '@agrim/agronomy';
import { endpoints, type FertigationStartRequest } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { FastifyRequest } from 'fastify';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import { cropOf, type SoybeanServices } from './common.js';
import { SoybeanFertigationService } from './fertigation.service.js';
import { practices } from './practices.js';
import { SoybeanPredictionService } from './prediction.service.js';
import { cropAnalytics, perStage, stageOf } from './stages.js';
import { deviceOf } from '../sensors/records.js';

export function soybeanRoutes(app: FastifyZodInstance, s: SoybeanServices) {
  const prediction = new SoybeanPredictionService(s.analysis);
  const fertigation = new SoybeanFertigationService(s.db, s.analysis, s.fertigation);

  async function fertigationAsk(request: FastifyRequest, body: FertigationStartRequest) {
    const device = await deviceOf(request, s.devices);
    const ask = {
      stage: stageOf(body.stage),
      profile: body.profile ?? 'agronomy',
      zone: body.zone,
      moisture: body.moisture,
      language: body.language ?? 'english',
    } as const;
    return { ask, device };
  }

  registerRoutes(app, endpoints.soybean, {
    prediction: async (request) => {
      const { startOffset, endOffset, language, rows } = request.query;
      const device = await deviceOf(request, s.devices);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      const answer = await prediction.prediction(device.id, range, language ?? 'english', rows !== 'omitted');
      return { status: 'success' as const, ...answer };
    },
    growthStages: async (request) => {
      cropOf(request.params.crop);
      return { status: 'success' as const, stages: [...SOYBEAN_STAGE_NAMES] };
    },
    perStage: async (request) => {
      cropOf(request.params.crop);
      return { status: 'success' as const, ...perStage(stageOf(request.body.stages)) };
    },
    analytics: async (request) => ({ status: 'success' as const, ...cropAnalytics(cropOf(request.params.crop)) }),
    fertigationPreview: async (request) => {
      cropOf(request.params.crop);
      const { ask, device } = await fertigationAsk(request, request.body);
      return { status: 'success' as const, ...(await fertigation.preview(device.id, device.farmId, ask)) };
    },
    fertigationStart: async (request) => {
      cropOf(request.params.crop);
      const caller = callerOf(request);
      const { ask, device } = await fertigationAsk(request, request.body);
      return { status: 'success' as const, ...(await fertigation.start(caller, device.id, device.farmId, ask)) };
    },
    practices: async (request) => ({ status: 'success' as const, ...practices(request.query) }),
  });
}
