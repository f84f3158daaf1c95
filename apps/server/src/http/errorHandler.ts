import type { ErrorCode, ErrorResponse } from '@agrim/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function body(code: ErrorCode, message: string): ErrorResponse {
  return { status: 'error', code, message };
}

/** Every failure leaves as `{status:'error', code, message}`; input problems are 4xx, never 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).headers(err.headers).send(body(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details = err.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return `${field || where}: ${issue.message}`;
        })
        .join('; ');
      return reply.code(400).send(body('VALIDATION_FAILED', `Invalid ${where}: ${details}`));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This content type is not accepted here; send application/json.'
            : err.message;
      return reply.code(status).send(body(code, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send(body('INTERNAL', 'Something went wrong on our side.'));
  });
}
