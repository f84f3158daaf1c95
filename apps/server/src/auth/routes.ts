import { endpoints, REFRESH_COOKIE, TRUSTED_DEVICE_COOKIE } from '@agrim/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { AuthService, Session } from './auth.service.js';
import { refuseCrossSite } from './csrf.js';

const COOKIE_PATH = '/api/auth';

/**
 * Signing an account out everywhere and changing its password are its owner's acts: a session
 * acting as the account (started with a custom token, issue 18) could otherwise lock the owner out
 * of their own sessions (issue 38). Its own sign-out stays open to it.
 */
function ownerOnly(request: FastifyRequest) {
  const caller = callerOf(request);
  if (!caller.impersonator) return caller;
  throw new AppError('FORBIDDEN', {
    en: `This session acts as ${caller.email} for ${caller.impersonator.email}: only the account's owner can sign it out everywhere or change its password. Sign out of this session instead.`,
    hi: `यह सत्र ${caller.impersonator.email} की ओर से ${caller.email} के रूप में चल रहा है: हर जगह से साइन आउट करना या पासवर्ड बदलना केवल खाते का मालिक कर सकता है। इसके बजाय इस सत्र से साइन आउट करें।`,
    mr: `हे सत्र ${caller.impersonator.email} यांच्याकडून ${caller.email} म्हणून चालू आहे: सर्व ठिकाणांहून साइन आउट करणे किंवा पासवर्ड बदलणे फक्त खात्याचा मालक करू शकतो. त्याऐवजी या सत्रातून साइन आउट करा.`,
  });
}

export interface CookieSettings {
  secure: boolean | 'auto';
  maxAgeDays: number;
}

/**
 * How a sign-in answers (password, custom token, a code by SMS): the refresh and trusted-device
 * cookies set, the session's body returned; and the client a sign-in comes from.
 */
export function sessionReplies(auth: AuthService, cookie: CookieSettings) {
  const setSession = (reply: FastifyReply, session: Session) => {
    const options = { httpOnly: true, sameSite: 'strict' as const, secure: cookie.secure, path: COOKIE_PATH };
    if (session.refreshToken) {
      const maxAge = session.refreshExpiresAt
        ? Math.max(1, Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000))
        : cookie.maxAgeDays * 86_400;
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...options, maxAge });
    }
    if (session.trustedDevice) {
      reply.setCookie(TRUSTED_DEVICE_COOKIE, session.trustedDevice, { ...options, maxAge: auth.devices.cookieMaxAgeSeconds });
    }
    return session.response;
  };
  const client = (request: FastifyRequest) => ({ ip: request.ip, deviceCookie: request.cookies[TRUSTED_DEVICE_COOKIE] });
  return { setSession, client };
}

export function authRoutes(app: FastifyZodInstance, auth: AuthService, cookie: CookieSettings) {
  const { setSession, client } = sessionReplies(auth, cookie);
  const clearSession = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  const presented = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];
  // Two-step sign-in of the caller's own account; nobody can set or clear another account's.
  const totp = auth.totp;

  registerRoutes(app, endpoints.auth, {
    login: async (request, reply) =>
      setSession(reply, await auth.login(request.body.email, request.body.password, client(request), request.body.totp)),
    refresh: {
      options: { preHandler: refuseCrossSite },
      handler: async (request, reply) => {
        try {
          return setSession(reply, await auth.refresh(presented(request)));
        } catch (err) {
          clearSession(reply);
          throw err;
        }
      },
    },
    logout: {
      options: { preHandler: refuseCrossSite },
      handler: async (request, reply) => {
        await auth.logout(presented(request));
        clearSession(reply);
        return { status: 'success' as const, message: 'Signed out.' };
      },
    },
    logoutAll: async (request, reply) => {
      await auth.logoutEverywhere(ownerOnly(request));
      clearSession(reply);
      return { status: 'success' as const, message: 'Signed out on every device.' };
    },
    changePassword: async (request, reply) =>
      setSession(
        reply,
        await auth.changePassword(ownerOnly(request), request.body.currentPassword, request.body.newPassword, client(request)),
      ),
    issueCustomToken: async (request) => {
      const issued = await auth.issueCustomToken(callerOf(request), request.body.email);
      return { status: 'success' as const, customToken: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
    customTokenLogin: async (request, reply) =>
      setSession(reply, await auth.loginWithCustomToken(request.body.token, request.body.totp, request.ip)),
    totpStatus: async (request) => totp.status(callerOf(request)),
    totpSetup: async (request) => totp.setup(callerOf(request), request.body.password, request.ip),
    totpEnable: async (request) => totp.enable(callerOf(request), request.body.code, request.ip),
    totpDisable: async (request) => totp.disable(callerOf(request), request.body.password, request.body.code, request.ip),
  });
}
