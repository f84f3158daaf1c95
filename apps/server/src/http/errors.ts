import { type ErrorCode, type Language, LANGUAGES, type Texts } from '@agrim/contracts';

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

/** A message in every language of the product; the error handler picks one by the request's Accept-Language. */
export type Bilingual = Texts;

/**
 * The language a request prefers among the product's (`Accept-Language`, its weights and order; `mr-IN`
 * counts as `mr`): English when it names none of them.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag!.trim().toLowerCase().split('-')[0] as Language;
    if (!(LANGUAGES as readonly string[]).includes(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (best === null || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/** The one error type services throw; the error handler turns it into `{status:'error', code, message}`. */
export class AppError extends Error {
  readonly statusCode: number;
  /** The message in each language, when the service gave them (a plain string is English only: staff or developer text). */
  readonly texts: Texts | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string | Texts,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.texts = typeof message === 'string' ? undefined : message;
    this.statusCode = STATUS[code];
  }

  /** The message in the language the client asked for (when one was given in it). */
  messageFor(acceptLanguage: string | undefined): string {
    return this.texts?.[requestLanguage(acceptLanguage)] ?? this.message;
  }
}

export const unauthenticated = (message = 'Sign in to continue.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
