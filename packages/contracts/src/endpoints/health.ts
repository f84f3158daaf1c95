import { endpoint } from '../endpoint.js';
import { healthResponseSchema } from '../health.js';

/** Liveness of the server, its database and MQTT ingestion (server: `apps/server/src/health/`). */
export const health = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
    access: { roles: 'public' },
  }),
};
