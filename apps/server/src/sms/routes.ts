import { endpoints } from '@agrim/contracts';
import type { AuthService } from '../auth/auth.service.js';
import { type CookieSettings, sessionReplies } from '../auth/routes.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import { type SmsCodeService, smsLanguageOf } from './codes.service.js';

/** One-time codes by SMS (issue 41 item 2): sign-in and password reset for farmers with a mobile number. */
export function smsRoutes(app: FastifyZodInstance, codes: SmsCodeService, auth: AuthService, cookie: CookieSettings) {
  const { setSession, client } = sessionReplies(auth, cookie);
  const sent = (minutes: number) => ({
    status: 'success' as const,
    message: `If a farmer's account has this number, a code is on its way by SMS. It is valid for ${minutes} minutes.`,
    minutes,
  });
  registerRoutes(app, endpoints.sms, {
    codeStatus: async () => ({ status: 'success' as const, available: codes.available, minutes: codes.minutes }),
    requestSignInCode: async (request) =>
      sent(
        (await codes.request('sign-in', request.body.phoneNumber, request.ip, smsLanguageOf(request.headers['accept-language']))).minutes,
      ),
    codeLogin: async (request, reply) =>
      setSession(reply, await codes.signIn(request.body.phoneNumber, request.body.code, client(request), request.body.totp)),
    requestPasswordResetCode: async (request) =>
      sent(
        (await codes.request('password-reset', request.body.phoneNumber, request.ip, smsLanguageOf(request.headers['accept-language'])))
          .minutes,
      ),
    resetPassword: async (request, reply) =>
      setSession(reply, await codes.resetPassword(request.body.phoneNumber, request.body.code, request.body.newPassword, client(request))),
  });
}
