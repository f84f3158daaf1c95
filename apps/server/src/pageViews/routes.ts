import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { Db } from '../db/client.js';
import { pageViews } from '../db/schema/index.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';

/** First-party page-view analytics (spec 2.1): no third party sees who opened what. */
export function pageViewRoutes(app: FastifyZodInstance, db: Db) {
  registerRoutes(app, endpoints.pageViews, {
    record: async (request, reply) => {
      await db.insert(pageViews).values({ userId: callerOf(request).userId, path: request.body.path });
      return reply.code(201).send({ status: 'success' });
    },
  });
}
