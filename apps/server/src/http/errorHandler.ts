import type { ErrorCode, ErrorResponse } from '@agrim/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client.js';
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
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send(body(err.code, err.messageFor(request.headers['accept-language'])));
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
    // An outage of the database is passing: the client may retry (the health endpoint shows it meanwhile).
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body('SERVICE_UNAVAILABLE', 'The database cannot be reached just now; try again shortly.'));
    }
    // A value the database cannot hold (NUL in text, a malformed uuid, a number or date out of its
    // range) is the client's input, whatever route let it through: 400, not 500.
    if (isUnstorableValue(err)) {
      request.log.warn({ err: err.message }, 'a request value the database refused');
      return reply.code(400).send(body('BAD_REQUEST', 'A value in the request cannot be stored (invalid characters, format or range).'));
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

/** PostgreSQL "data exception" codes that only a request value can cause. */
const UNSTORABLE_CODES = new Set(['22P02', '22021', '22P05', '22007', '22008', '22003', '22001']);

function isUnstorableValue(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Errors the router raises before any route or error handler runs (a malformed percent-encoding, a
 * path parameter over the length cap): Fastify's `frameworkErrors` option, in the one error shape.
 */
export function frameworkErrors(err: FastifyError, _request: unknown, reply: FastifyReply): void {
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is too long.' : 'The request path is not a valid URL.';
  void reply.code(400).send(body('BAD_REQUEST', message));
}
