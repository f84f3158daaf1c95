import type { ErrorCode } from '@agrim/contracts';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into `{status:'error', code, message}`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const unauthenticated = (message = 'Sign in to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
