import { z } from 'zod';

/**
 * Probe calibration (issue 37): a lab test of the same field corrects the probe's N, P, K (a factor
 * each) and pH (an offset); ratings, advice, alarms and valves then read the corrected values, and an
 * uncalibrated probe never drives a nutrient valve.
 */
const kgPerHa = (what: string) =>
  z
    .number()
    .refine(Number.isFinite, `${what} must be a number`)
    .positive()
    .max(5000)
    .describe(`${what}, kg/ha as the lab report or Soil Health Card prints it`);

export const calibrationRequestSchema = z
  .object({
    lab: z.object({
      nitrogen: kgPerHa('Available nitrogen (N)'),
      phosphorus: kgPerHa('Available phosphorus, in `phosphorus_form`'),
      potassium: kgPerHa('Available potassium, in `potassium_form`'),
      ph: z.number().refine(Number.isFinite, 'ph must be a number').min(2).max(12).optional(),
    }),
    phosphorus_form: z
      .enum(['P', 'P2O5'])
      .optional()
      .describe('How the report prints phosphorus; default P2O5, as national portal cards do'),
    potassium_form: z.enum(['K', 'K2O']).optional().describe('How the report prints potassium; default K2O, as national portal cards do'),
    soil_test_id: z.number().int().positive().optional().describe('A completed soil test of this probe whose sample went to the lab'),
    sampled_at: z.iso
      .datetime()
      .optional()
      .describe('When the lab sample was taken (with no soil test): paired with the probe’s readings of that time'),
  })
  .meta({ id: 'CalibrationRequest' });
export type CalibrationRequest = z.infer<typeof calibrationRequestSchema>;

const npk = z.object({ nitrogen: z.number(), phosphorus: z.number(), potassium: z.number() });

export const probeCalibrationSchema = z
  .object({
    factors: npk.describe('The probe’s N, P, K (mg/kg) are multiplied by these'),
    ph_offset: z.number().nullable().describe('Added to the probe’s pH; null when the lab gave none'),
    lab: npk.extend({ ph: z.number().nullable() }),
    phosphorus_form: z.enum(['P', 'P2O5']),
    potassium_form: z.enum(['K', 'K2O']),
    probe: npk.extend({ ph: z.number() }).describe('The probe’s values paired with the lab’s (mg/kg, pH)'),
    soil_test_id: z.number().int().nullable(),
    sampled_at: z.iso.datetime(),
    calibrated_at: z.iso.datetime(),
    by: z.string().nullable(),
  })
  .meta({ id: 'ProbeCalibration' });
export type ProbeCalibrationRecord = z.infer<typeof probeCalibrationSchema>;

export const calibrationResponseSchema = z
  .object({ status: z.literal('success'), deviceId: z.string(), calibration: probeCalibrationSchema.nullable() })
  .meta({ id: 'CalibrationResponse' });
export type CalibrationResponse = z.infer<typeof calibrationResponseSchema>;
