import { endpoint, errorResponses } from '../endpoint.js';
import { pageViewRequestSchema, pageViewResponseSchema } from '../pageViews.js';
import { ROLES } from '../roles.js';

/** First-party page-view analytics (spec 2.1; server: `apps/server/src/pageViews/`): no third party sees who opened what. */
export const pageViews = {
  record: endpoint({
    method: 'POST',
    path: '/api/page-views',
    tags: ['analytics'],
    summary: 'Record that the caller opened a screen',
    description:
      'Only a screen of the app the caller’s role can open (SCREEN_ROUTES; anything else: 400), stored by its screen path; ' +
      'at most 120 a minute per account (then 429 with Retry-After).',
    body: pageViewRequestSchema,
    response: { 201: pageViewResponseSchema, ...errorResponses(400, 401, 429) },
    access: { roles: ROLES, owner: 'recordedAsCaller' },
  }),
};
