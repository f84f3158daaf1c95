import { endpoint, errorResponses } from '../endpoint.js';
import {
  smsCodeLoginRequestSchema,
  smsCodeLoginResponseSchema,
  smsCodeRequestSchema,
  smsCodeSentSchema,
  smsCodeStatusSchema,
  smsPasswordResetRequestSchema,
} from '../sms.js';

const tags = ['auth'];
const ASKING =
  'Answers the same whether or not a farmer’s account has the number (nothing is sent for an unknown number, nor for a staff account’s: staff sign in with email, password and their second factor). ' +
  'A new code voids the number’s earlier ones. Limited per number and per client address, in a window and per day (429 with Retry-After; docs/security.md); 409 when no SMS gateway is configured.';
const USING =
  'The number’s newest code of this kind, valid SMS_CODE_MINUTES (5), single use, void after SMS_CODE_MAX_TRIES (5) tries; a wrong, used, expired or void code is 401 INVALID_CREDENTIALS, as is a number without one.';

/**
 * One-time codes by SMS (issue 41 item 2): a farmer (role user) with a mobile number signs in, or
 * resets their password, with a 6-digit code sent over the SMS gateway (server: `apps/server/src/sms/`).
 */
export const sms = {
  codeStatus: endpoint({
    method: 'GET',
    path: '/api/auth/sms-code',
    tags,
    summary: 'Whether codes by SMS can be sent (an SMS gateway is configured)',
    response: { 200: smsCodeStatusSchema },
    access: { roles: 'public' },
  }),
  requestSignInCode: endpoint({
    method: 'POST',
    path: '/api/auth/sms-code',
    tags,
    summary: 'Send a sign-in code by SMS to a farmer’s mobile number',
    description: ASKING,
    body: smsCodeRequestSchema,
    response: { 200: smsCodeSentSchema, ...errorResponses(400, 409, 429) },
    access: { roles: 'public' },
  }),
  codeLogin: endpoint({
    method: 'POST',
    path: '/api/auth/sms-code/login',
    tags,
    summary: 'Sign in with a code sent by SMS',
    description: `${USING} Sets the same cookies as password sign-in (refresh, trusted device); the account then trusts this browser. A disabled account is 403.`,
    body: smsCodeLoginRequestSchema,
    response: { 200: smsCodeLoginResponseSchema, ...errorResponses(400, 401, 403, 409) },
    access: { roles: 'public' },
  }),
  requestPasswordResetCode: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/sms-code',
    tags,
    summary: 'Send a password-reset code by SMS to a farmer’s mobile number',
    description: ASKING,
    body: smsCodeRequestSchema,
    response: { 200: smsCodeSentSchema, ...errorResponses(400, 409, 429) },
    access: { roles: 'public' },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    tags,
    summary: 'Set a new password with a code sent by SMS',
    description:
      `${USING} The new password follows the password rules of a change (400 otherwise; the code stays usable until it is void). ` +
      'Ends every session of the account (session version +1, trusted browsers forgotten) and answers with a new session for this browser.',
    body: smsPasswordResetRequestSchema,
    response: { 200: smsCodeLoginResponseSchema, ...errorResponses(400, 401, 403, 409) },
    access: { roles: 'public' },
  }),
};
