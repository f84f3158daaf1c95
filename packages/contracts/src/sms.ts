import { z } from 'zod';
import { loginResponseSchema, passwordSchema, totpCodeSchema } from './auth.js';
import { canonicalIndianPhone } from './phone.js';

/**
 * One-time codes by SMS (issue 41 item 2): a farmer signs in, or resets their password, with a
 * 6-digit code sent to their mobile number. Kept apart from `auth.ts` so that the app's first
 * screens do not load these schemas (the sign-in page loads them with its SMS path).
 */

/** A farmer's Indian mobile number in any usual spelling (`98765 43210`, `+91 98765 43210`, `09876543210`), read as E.164. */
export const smsCodeNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(25)
  .transform((value, ctx) => {
    const phone = canonicalIndianPhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'Enter your 10-digit mobile number.' });
    return z.NEVER;
  })
  .describe('The 10-digit Indian mobile number of a farmer’s account (with or without +91 or 0, spaces allowed)');

/** A code sent by SMS: six digits. */
export const smsCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.')
  .describe('The 6-digit code from the SMS');

export const smsCodeStatusSchema = z
  .object({
    status: z.literal('success'),
    available: z.boolean().describe('Whether an SMS gateway is configured: without one, codes cannot be sent (requests answer 409)'),
    minutes: z.number().int().describe('How long a code is valid (SMS_CODE_MINUTES)'),
  })
  .meta({ id: 'SmsCodeStatus' });
export type SmsCodeStatus = z.infer<typeof smsCodeStatusSchema>;

export const smsCodeRequestSchema = z.object({ phoneNumber: smsCodeNumberSchema }).meta({ id: 'SmsCodeRequest' });

export const smsCodeSentSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    minutes: z.number().int().describe('How long the code is valid'),
  })
  .meta({ id: 'SmsCodeSent' });

export const smsCodeLoginRequestSchema = z
  .object({
    phoneNumber: smsCodeNumberSchema,
    code: smsCodeSchema,
    totp: totpCodeSchema.optional().describe('Only for an account with two-step sign-in (else 401 TOTP_REQUIRED); farmers have none'),
  })
  .meta({ id: 'SmsCodeLoginRequest' });

export const smsPasswordResetRequestSchema = z
  .object({ phoneNumber: smsCodeNumberSchema, code: smsCodeSchema, newPassword: passwordSchema })
  .meta({ id: 'SmsPasswordResetRequest' });

export { loginResponseSchema as smsCodeLoginResponseSchema };
