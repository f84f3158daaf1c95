import { z } from 'zod';
import { signInNameOf } from './phone.js';
import { roleSchema } from './roles.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .email()
  .max(254)
  .transform((v) => v.trim().toLowerCase());
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** A code from an authenticator app: six digits (RFC 6238, 30-second steps). */
export const totpCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
  .describe('The 6-digit code shown by the authenticator app');

/**
 * Issue 41: the sign-in form's Username, an email or a farmer's Indian mobile number in any usual
 * spelling (`98765 43210`, `+91 98765 43210`, `09876543210`), read as the lower-cased email or the
 * number in E.164 (`+919876543210`).
 */
export const signInNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .transform((value, ctx) => {
    const name = signInNameOf(value);
    if (name?.kind === 'phone') return name.phone;
    if (name?.kind === 'email' && emailSchema.safeParse(name.email).success) return name.email;
    ctx.addIssue({ code: 'custom', message: 'Enter your email, or your 10-digit mobile number.' });
    return z.NEVER;
  });

export const loginRequestSchema = z
  .object({
    email: signInNameSchema.describe(
      'The Username: the account’s email or, for a farmer (role user), their 10-digit Indian mobile number (with or without +91 or 0, spaces allowed; issue 41)',
    ),
    // Sign-in accepts any length up to the cap so older accounts are never locked out by policy.
    password: z.string().min(1).max(PASSWORD_MAX),
    totp: totpCodeSchema.optional().describe('Required, and only read, when the account has two-step sign-in (else 401 TOTP_REQUIRED)'),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string().describe('The account’s email, or for a farmer registered by mobile number only, the number (E.164; issue 41)'),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z
  .object({
    status: z.literal('success'),
    token: z.string().describe('Signed access token (JWT, HS256) carrying the role claim'),
    expiresIn: z.number().int().describe('Seconds until the access token expires'),
    user: sessionUserSchema,
    impersonator: z
      .object({ email: z.string(), name: z.string() })
      .nullable()
      .optional()
      .describe('Set when the session was started with a custom token: the account acting as `user` (the session is short-lived)'),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const customTokenIssueRequestSchema = z
  .object({ email: signInNameSchema.describe('The account’s email, or a farmer’s mobile number (issue 41)') })
  .meta({ id: 'CustomTokenIssueRequest' });

export const customTokenIssueResponseSchema = z
  .object({
    status: z.literal('success'),
    customToken: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'CustomTokenIssueResponse' });

export const customTokenLoginRequestSchema = z
  .object({
    token: z.string().min(1).max(512),
    totp: totpCodeSchema.optional().describe('Required when the account has two-step sign-in; the token stays unused until then'),
  })
  .meta({ id: 'CustomTokenLoginRequest' });

export const changePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: passwordSchema })
  .meta({ id: 'ChangePasswordRequest' });

export const okResponseSchema = z.object({ status: z.literal('success'), message: z.string() }).meta({ id: 'OkResponse' });

/** Browser storage keys of spec 3 ("Browser-stored session values"). */
export const SESSION_KEYS = {
  isAuthenticated: 'isAuthenticated',
  name: 'name',
  userRole: 'userRole',
  userToken: 'userToken',
} as const;

export const CUSTOM_TOKEN_COOKIE = 'customToken';
export const REFRESH_COOKIE = 'agrim_refresh';
/** Marks a browser that has signed in to an account: its failed sign-ins count only against itself (auth/throttle.ts). */
export const TRUSTED_DEVICE_COOKIE = 'agrim_device';
/**
 * Sent by the web app on refresh and logout: a cross-site form cannot set a custom header, so a
 * request carrying the refresh cookie without it did not come from our own page.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'agrim';
