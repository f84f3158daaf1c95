import { z } from 'zod';

/** Stable error codes: clients branch on these, never on message text. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  /** The password was right; the account has two-step sign-in: send the authenticator code as `totp`. */
  'TOTP_REQUIRED',
  'TOKEN_EXPIRED',
  /** The session was ended (role change, account disabled, password changed, signed out everywhere): sign in again. */
  'SESSION_ENDED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Well-formed input the server cannot use, e.g. a photo in which no Soil Health Card can be read. */
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z
  .object({
    status: z.literal('error'),
    code: z.enum(ERROR_CODES),
    message: z.string(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The error answer in `body`, or undefined when it is not one: what `errorResponseSchema` accepts, read
 * without zod, so that a client can read a refusal on a screen that loads no schema (issue 24).
 */
export function readErrorResponse(body: unknown): ErrorResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status, code, message } = body as Record<string, unknown>;
  if (status !== 'error' || !(ERROR_CODES as readonly unknown[]).includes(code) || typeof message !== 'string') return undefined;
  return { status, code: code as ErrorCode, message };
}
