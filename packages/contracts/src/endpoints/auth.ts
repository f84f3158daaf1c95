import {
  changePasswordRequestSchema,
  customTokenIssueRequestSchema,
  customTokenIssueResponseSchema,
  customTokenLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
} from '../auth.js';
import { endpoint, errorResponses } from '../endpoint.js';
import { ADMIN_ROLES, ROLES } from '../roles.js';
import {
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupRequestSchema,
  totpSetupResponseSchema,
  totpStatusSchema,
} from '../totp.js';

const tags = ['auth'];
const CROSS_SITE = 'With the cookie, needs `X-Requested-With: agrim` and a same-origin Origin; else 403.';
// Two-step sign-in (issue 11): staff accounts with the most power; each sets only its own.
const totpAccess = { roles: ADMIN_ROLES, owner: 'ownAccount' } as const;
const totpErrors = errorResponses(400, 401, 403, 409, 429);

/**
 * Sign-in and sessions, passwords, one-time custom tokens and two-step sign-in (TOTP) of the
 * caller's own account (server: `apps/server/src/auth/`).
 */
export const auth = {
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    tags,
    summary: 'Sign in with email and password',
    description:
      'Sets a rotating refresh token in an HttpOnly cookie, and a trusted-device cookie: failures from a browser that has signed in before count only against that browser. ' +
      'Repeated failures answer 429 with Retry-After, the wait doubling with each further failure (never a lock the right password cannot pass once the wait is over). ' +
      'An account with two-step sign-in answers 401 TOTP_REQUIRED until `totp` is sent; a disabled account 403.',
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
    access: { roles: 'public' },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    tags,
    summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
    description: CROSS_SITE,
    response: { 200: loginResponseSchema, ...errorResponses(401, 403) },
    access: { roles: 'public', owner: 'refreshCookie' },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tags,
    summary: 'Revoke the refresh token of this browser and clear its cookie',
    description: CROSS_SITE,
    response: { 200: okResponseSchema, ...errorResponses(403) },
    access: { roles: 'public', owner: 'refreshCookie' },
  }),
  logoutAll: endpoint({
    method: 'POST',
    path: '/api/auth/logout-all',
    tags,
    summary: 'End every session of the caller (sign out on all devices)',
    description:
      'Refresh tokens, access tokens and signed file links of every session stop at once; open live streams close. ' +
      'Refused (403) from a session acting as the account (started with a custom token): that is the owner’s act.',
    response: { 200: okResponseSchema, ...errorResponses(401, 403) },
    access: { roles: ROLES, owner: 'ownAccount' },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/password',
    tags,
    summary: "Change the caller's password",
    description:
      'Refuses common and leaked passwords (and staff passwords under 10 characters). Wrong current passwords are limited per account (429 with Retry-After). ' +
      'Ends every session of the account, this one included, and answers with a new session for this browser (new access token and refresh cookie). ' +
      'Refused (403) from a session acting as the account (started with a custom token).',
    body: changePasswordRequestSchema,
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
    access: { roles: ROLES, owner: 'ownAccount' },
  }),
  issueCustomToken: endpoint({
    method: 'POST',
    path: '/api/auth/custom-token',
    tags,
    summary: 'Issue a one-time sign-in token for an account of a lower role',
    description:
      "The login page reads it from the 'customToken' cookie. Only for an account the caller strictly outranks (superAdmin: Admin, Expert, user; Admin: Expert, user), " +
      'never from a session that was itself started with a custom token. Issuing and using are audited; the session it starts is marked and ends after IMPERSONATION_SESSION_MINUTES (60).',
    body: customTokenIssueRequestSchema,
    response: { 200: customTokenIssueResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    access: { roles: ADMIN_ROLES },
  }),
  customTokenLogin: endpoint({
    method: 'POST',
    path: '/api/auth/custom-token/login',
    tags,
    summary: 'Sign in with a one-time custom token',
    body: customTokenLoginRequestSchema,
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
    access: { roles: 'public', owner: 'oneTimeToken' },
  }),
  totpStatus: endpoint({
    method: 'GET',
    path: '/api/auth/totp',
    tags,
    summary: 'Whether two-step sign-in (TOTP) is on for the caller',
    response: { 200: totpStatusSchema, ...errorResponses(401, 403) },
    access: totpAccess,
  }),
  totpSetup: endpoint({
    method: 'POST',
    path: '/api/auth/totp/setup',
    tags,
    summary: 'Start two-step sign-in: a new secret, shown this once',
    description: 'Re-checks the password. The secret waits until /enable confirms a first code; 409 while it is on.',
    body: totpSetupRequestSchema,
    response: { 200: totpSetupResponseSchema, ...totpErrors },
    access: totpAccess,
  }),
  totpEnable: endpoint({
    method: 'POST',
    path: '/api/auth/totp/enable',
    tags,
    summary: 'Turn two-step sign-in on with a first code from the app',
    body: totpEnableRequestSchema,
    response: { 200: totpStatusSchema, ...totpErrors },
    access: totpAccess,
  }),
  totpDisable: endpoint({
    method: 'POST',
    path: '/api/auth/totp/disable',
    tags,
    summary: 'Turn two-step sign-in off (password and a current code)',
    body: totpDisableRequestSchema,
    response: { 200: totpStatusSchema, ...totpErrors },
    access: totpAccess,
  }),
};
