import {
  errorResponseSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupRequestSchema,
  totpSetupResponseSchema,
  totpStatusSchema,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { TotpService } from './totp.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Two-step sign-in of the caller's own account; nobody can set or clear another account's. */
export function totpRoutes(app: FastifyZodInstance, totp: TotpService) {
  app.get(
    '/api/auth/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether two-step sign-in (TOTP) is on for the caller',
        response: { 200: totpStatusSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => totp.status(callerOf(request)),
  );

  app.post(
    '/api/auth/totp/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start two-step sign-in: a new secret, shown this once',
        description: 'Re-checks the password. The secret waits until /enable confirms a first code; 409 while it is on.',
        body: totpSetupRequestSchema,
        response: { 200: totpSetupResponseSchema, ...errors },
      },
    },
    async (request) => totp.setup(callerOf(request), request.body.password, request.ip),
  );

  app.post(
    '/api/auth/totp/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a first code from the app',
        body: totpEnableRequestSchema,
        response: { 200: totpStatusSchema, ...errors },
      },
    },
    async (request) => totp.enable(callerOf(request), request.body.code, request.ip),
  );

  app.post(
    '/api/auth/totp/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off (password and a current code)',
        body: totpDisableRequestSchema,
        response: { 200: totpStatusSchema, ...errors },
      },
    },
    async (request) => totp.disable(callerOf(request), request.body.password, request.body.code, request.ip),
  );
}
