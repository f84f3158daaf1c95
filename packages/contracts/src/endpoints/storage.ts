import { z } from 'zod';
import { endpoint, errorResponses } from '../endpoint.js';
import { STAFF_ROLES } from '../roles.js';
import { sasTokenQuerySchema, sasTokenResponseSchema } from '../storage.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['files'];

/** Stored files: signed links and the files they open (server: `apps/server/src/storage/`). */
export const storage = {
  /** Soil test images have their own link (`soilTests.sasToken`). */
  sasToken: endpoint({
    method: 'GET',
    path: '/generate-sas-token',
    tags,
    summary:
      'A time-limited signature (10 minutes, and no longer than the session that asked) to append to expert-feedback-module, expert-profile or image-analysis file links',
    description: "Experts' links open their own files; Admin and superAdmin links open everyone's. Other containers: 404.",
    query: sasTokenQuerySchema,
    response: { 200: sasTokenResponseSchema, ...errors },
    access: { roles: STAFF_ROLES, owner: 'ownFileLinks' },
  }),
  /** The link's query string is the signature; the server reads it from the raw query. */
  file: endpoint({
    method: 'GET',
    path: '/api/files/:container/:name',
    tags,
    summary: 'A stored file, by a signed link (the query string of a generate-sas-token call for its container)',
    description:
      'An expired, altered or other-container signature is 403; a file that is not the grant holder’s (and the holder is not staff) is 404. ' +
      'Files are sent as attachments with nosniff and a sandboxing CSP; an image keeps its type only while its bytes still sniff as that type.',
    params: z.object({ container: z.string().max(64), name: z.string().max(80) }),
    response: { ...errors },
    access: { roles: 'public', owner: 'signedLink' },
  }),
};
