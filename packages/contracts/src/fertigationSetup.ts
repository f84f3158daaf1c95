import { z } from 'zod';

/**
 * A device's fertigation setup (issue 37, dose per opening): what each nutrient valve's tank holds and
 * how much water the line carries, so that a valve opening becomes kg of nutrient and mm of water per
 * hectare. Which products may go in a tank is the agronomy profile's (packages/agronomy
 * knowledge/fertigationProfile.ts TANK_PRODUCTS); a setup naming any other product is refused (400).
 */
export const FERTIGATION_TANK_VALVES = ['nitrogen', 'phosphorus', 'potassium'] as const;
export type FertigationTankValve = (typeof FERTIGATION_TANK_VALVES)[number];

const finite = (what: string) => z.number().refine(Number.isFinite, `${what} must be a number`);

export const fertigationTankSchema = z.object({
  product: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .describe('The soluble product in the tank: urea, map, mkp, potassium_nitrate, sop or mop_white (never DAP or SSP)'),
  g_per_l: finite('g_per_l')
    .positive()
    .max(1000)
    .describe('Grams of the product per litre of the water that reaches the field through this valve'),
});
export type FertigationTank = z.infer<typeof fertigationTankSchema>;

const basalKg = (what: string) => finite(what).min(0).max(500).optional().describe(`${what} applied at sowing, kg/ha`);

export const fertigationSetupSchema = z
  .object({
    area_ha: finite('area_ha').positive().max(100).describe('The area the line irrigates, hectares'),
    flow_l_per_min: finite('flow_l_per_min').positive().max(20_000).describe('The line’s flow while a valve is open, litres per minute'),
    tanks: z
      .object({
        nitrogen: fertigationTankSchema.optional(),
        phosphorus: fertigationTankSchema.optional(),
        potassium: fertigationTankSchema.optional(),
      })
      .strict(),
    basal_applied: z
      .object({ n: basalKg('N'), p2o5: basalKg('P2O5'), k2o: basalKg('K2O') })
      .strict()
      .optional()
      .describe('The basal dose already applied this season; a nutrient left out counts as the full ICAR-IISR basal dose'),
  })
  .meta({ id: 'FertigationSetup' });
export type FertigationSetup = z.infer<typeof fertigationSetupSchema>;

export const fertigationSetupRecordSchema = fertigationSetupSchema
  .extend({ set_at: z.iso.datetime(), by: z.string().nullable() })
  .meta({ id: 'FertigationSetupRecord' });
export type FertigationSetupRecord = z.infer<typeof fertigationSetupRecordSchema>;

export const fertigationSetupResponseSchema = z
  .object({ status: z.literal('success'), deviceId: z.string(), setup: fertigationSetupRecordSchema.nullable() })
  .meta({ id: 'FertigationSetupResponse' });
export type FertigationSetupResponse = z.infer<typeof fertigationSetupResponseSchema>;

/** N, P₂O₅, K₂O in kg/ha (fertiliser convention, as the ICAR-IISR basal dose 25:60:40 is written). */
export const oxideKgSchema = z.object({ n: z.number(), p2o5: z.number(), k2o: z.number() });

/** What one opening of a valve delivers, worked from the device's setup (null in the response when the setup is unknown). */
export const fertigationDoseSchema = z
  .object({
    product: z.string().nullable().describe('The tank’s product; null for the water valve'),
    g_per_l: z.number().nullable(),
    minutes: z.number(),
    litres: z.number().describe('flow_l_per_min × minutes'),
    mm_water: z.number().describe('litres ÷ (area_ha × 10,000 m²/ha): 1 L/m² = 1 mm'),
    kg_per_ha: oxideKgSchema.describe('litres × g/L ÷ 1000 × the product’s grade (%) ÷ 100 ÷ area_ha; 0 for the water valve'),
    season_kg_per_ha: oxideKgSchema.describe('Through the drip this season before this opening (openings × each valve’s dose)'),
    limit_kg_per_ha: oxideKgSchema.describe('The most the drip may add this season'),
    formula: z.string(),
    source: z.string(),
    verification: z.enum(['checked', 'standard', 'recalled', 'judgement']),
  })
  .meta({ id: 'FertigationDose' });
export type FertigationDose = z.infer<typeof fertigationDoseSchema>;
