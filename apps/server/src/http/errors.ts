import type { ErrorCode } from '@agrim/contracts';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  TOKEN_EXPIRED: 401,
  SESSION_ENDED: 401,
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

/** A message in both of the product's languages; the error handler picks one by the request's Accept-Language. */
export interface Bilingual {
  en: string;
  hi: string;
}

/** The one error type services throw; the error handler turns it into `{status:'error', code, message}`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly hindi: string | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string | Bilingual,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.hindi = typeof message === 'string' ? undefined : message.hi;
    this.statusCode = STATUS[code];
  }

  /** The message in the language the client asked for (Hindi when it prefers `hi` and one was given). */
  messageFor(acceptLanguage: string | undefined): string {
    return this.hindi && /^\s*hi\b/i.test(acceptLanguage ?? '') ? this.hindi : this.message;
  }
}

export const unauthenticated = (message = 'Sign in to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
