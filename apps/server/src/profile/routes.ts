import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ProfileService } from './profile.service.js';

export function profileRoutes(app: FastifyZodInstance, profiles: ProfileService) {
  registerRoutes(app, endpoints.profile, {
    get: async (request) => ({ status: 'success' as const, data: await profiles.get(callerOf(request)) }),
    upload: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
      // Files only: one CV and the two dataset lists (the service checks each field's count).
      const { files } = await readMultipart(request, { files: 5, fields: 0 });
      const result = await profiles.upload(callerOf(request), files);
      return reply.code(201).send({ status: 'success', ...result });
    },
  });
}
