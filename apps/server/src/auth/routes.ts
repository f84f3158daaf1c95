import {
  changePasswordRequestSchema,
  customTokenIssueRequestSchema,
  customTokenIssueResponseSchema,
  customTokenLoginRequestSchema,
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  REFRESH_COOKIE,
  TRUSTED_DEVICE_COOKIE,
} from '@agrim/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyZodInstance } from '../http/types.js';
import { callerOf } from '../access/guard.js';
import { refuseCrossSite } from './csrf.js';
import type { AuthService, Session } from './auth.service.js';
import { totpRoutes } from './totp.routes.js';

const COOKIE_PATH = '/api/auth';
const TRUSTED_DEVICE_DAYS = 180;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export function authRoutes(app: FastifyZodInstance, auth: AuthService, cookie: { secure: boolean | 'auto'; maxAgeDays: number }) {
  const setSession = (reply: FastifyReply, session: Session) => {
    const options = { httpOnly: true, sameSite: 'strict' as const, secure: cookie.secure, path: COOKIE_PATH };
    if (session.refreshToken) {
      const maxAge = session.refreshExpiresAt
        ? Math.max(1, Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000))
        : cookie.maxAgeDays * 86_400;
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...options, maxAge });
    }
    if (session.trustedDevice) {
      reply.setCookie(TRUSTED_DEVICE_COOKIE, session.trustedDevice, { ...options, maxAge: TRUSTED_DEVICE_DAYS * 86_400 });
    }
    return session.response;
  };
  const clearSession = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  const presented = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Sets a rotating refresh token in an HttpOnly cookie, and a trusted-device cookie: failures from a browser that has signed in before count only against that browser. ' +
          'Repeated failures answer 429 with Retry-After, the wait doubling with each further failure (never a lock the right password cannot pass once the wait is over). ' +
          'An account with two-step sign-in answers 401 TOTP_REQUIRED until `totp` is sent; a disabled account 403.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      setSession(
        reply,
        await auth.login(
          request.body.email,
          request.body.password,
          { ip: request.ip, deviceCookie: request.cookies[TRUSTED_DEVICE_COOKIE] },
          request.body.totp,
        ),
      ),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
        description: 'With the cookie, needs `X-Requested-With: agrim` and a same-origin Origin; else 403.',
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: refuseCrossSite,
    },
    async (request, reply) => {
      try {
        return setSession(reply, await auth.refresh(presented(request)));
      } catch (err) {
        clearSession(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token of this browser and clear its cookie',
        description: 'With the cookie, needs `X-Requested-With: agrim` and a same-origin Origin; else 403.',
        response: { 200: okResponseSchema, 403: errorResponseSchema },
      },
      preHandler: refuseCrossSite,
    },
    async (request, reply) => {
      await auth.logout(presented(request));
      clearSession(reply);
      return { status: 'success' as const, message: 'Signed out.' };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'End every session of the caller (sign out on all devices)',
        description: 'Refresh tokens, access tokens and signed file links of every session stop at once; open live streams close.',
        response: { 200: okResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logoutEverywhere(callerOf(request));
      clearSession(reply);
      return { status: 'success' as const, message: 'Signed out on every device.' };
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password",
        description:
          'Refuses common and leaked passwords (and staff passwords under 10 characters). Wrong current passwords are limited per account (429 with Retry-After). ' +
          'Ends every session of the account, this one included, and answers with a new session for this browser (new access token and refresh cookie).',
        body: changePasswordRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      setSession(reply, await auth.changePassword(callerOf(request), request.body.currentPassword, request.body.newPassword, request.ip)),
  );

  app.post(
    '/api/auth/custom-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue a one-time sign-in token for an account of a lower role',
        description:
          "The login page reads it from the 'customToken' cookie. Only for an account the caller strictly outranks (superAdmin: Admin, Expert, user; Admin: Expert, user), " +
          'never from a session that was itself started with a custom token. Issuing and using are audited; the session it starts is marked and ends after IMPERSONATION_SESSION_MINUTES (60).',
        body: customTokenIssueRequestSchema,
        response: {
          200: customTokenIssueResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const issued = await auth.issueCustomToken(callerOf(request), request.body.email);
      return { status: 'success' as const, customToken: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/custom-token/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a one-time custom token',
        body: customTokenLoginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => setSession(reply, await auth.loginWithCustomToken(request.body.token, request.body.totp, request.ip)),
  );

  totpRoutes(app, auth.totp);
}
