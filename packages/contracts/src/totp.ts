import { z } from 'zod';
import { PASSWORD_MAX, totpCodeSchema } from './auth.js';

export const totpStatusSchema = z
  .object({
    status: z.literal('success'),
    enabled: z.boolean(),
    pending: z.boolean().describe('A secret was issued by setup and awaits its first code'),
    enabledAt: z.string().nullable().describe('UTC, ISO 8601'),
  })
  .meta({ id: 'TotpStatus' });
export type TotpStatus = z.infer<typeof totpStatusSchema>;

export const totpSetupRequestSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) }).meta({ id: 'TotpSetupRequest' });

export const totpSetupResponseSchema = z
  .object({
    status: z.literal('success'),
    secret: z.string().describe('Base32; shown this once and never again'),
    otpauthUri: z.string().describe('otpauth://totp/… for a QR code'),
  })
  .meta({ id: 'TotpSetupResponse' });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableRequestSchema = z.object({ code: totpCodeSchema }).meta({ id: 'TotpEnableRequest' });

export const totpDisableRequestSchema = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX), code: totpCodeSchema })
  .meta({ id: 'TotpDisableRequest' });

/** The issuer name authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Agrim';
