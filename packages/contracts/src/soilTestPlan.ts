import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { textsSchema } from './texts.js';
import { FERTILIZER_CROP_TYPES, SOIL_TYPES } from './recommendations.js';
import { MAX_HECTARES } from './soilAnalysis.js';

/**
 * Issue 39: a soil test's readings rated in words (Soil Health Card scales, the pH and EC classes, the
 * soil type's own soil-water lines) and the fertilizer plan made from the test. Both come from the
 * server's rating and planning functions (packages/agronomy); the screens only draw them.
 */

const bilingual = textsSchema;

/** How a rating reads at a glance: ok (nothing to do), watch (the plan or care allows for it), act (do something first). */
export const RATING_TONES = ['ok', 'watch', 'act'] as const;
export type RatingTone = (typeof RATING_TONES)[number];

const sourceRef = z.object({ id: z.string(), en: z.string(), hi: z.string(), mr: z.string() }).describe('A short name of the publication');

const ratingBase = {
  label: bilingual.describe('The rating in words, as the chip shows it'),
  means: bilingual.describe('One line: what the rating means for the farmer'),
  tone: z.enum(RATING_TONES),
  source: sourceRef,
};

export const nutrientRatingSchema = z.object({
  value: z.number().describe('mg/kg as rated: the probe’s value, or the lab-corrected one when `corrected`'),
  kg_per_ha: z.number().describe('mg/kg × 2.24 (0–15 cm layer), the element as the Soil Health Card scale reads it'),
  rating: z.enum(['Low', 'Medium', 'High']),
  ...ratingBase,
});

export const soilTestRatingsSchema = z
  .object({
    corrected: z.boolean().describe('N, P, K (and pH when the lab gave one) were corrected by the probe’s lab calibration before rating'),
    calibrated_at: z.iso.datetime().nullable(),
    nitrogen: nutrientRatingSchema.nullable(),
    phosphorus: nutrientRatingSchema.nullable(),
    potassium: nutrientRatingSchema.nullable(),
    ph: z
      .object({
        value: z.number(),
        class: z.string().describe('Soil Health Card pH class (English)'),
        ...ratingBase,
      })
      .nullable(),
    conductivity: z
      .object({
        value: z.number().describe('µS/cm as measured'),
        ds_per_m: z.number(),
        class: z.string().describe('EC class (English)'),
        ...ratingBase,
      })
      .nullable(),
    moisture: z
      .object({
        value: z.number().describe('Soil moisture, % of the soil volume'),
        status: z
          .enum(['dry', 'ok', 'wet', 'waterlogged', 'aboveSaturation'])
          .nullable()
          .describe('null: a soil type without soil-water lines'),
        lines: z
          .object({ dry_below: z.number(), field_capacity: z.number(), waterlogged_above: z.number(), saturation: z.number() })
          .nullable()
          .describe('The soil type’s own lines, % volumetric (knowledge/soilWater.ts)'),
        ...ratingBase,
      })
      .nullable(),
    estimate_note: bilingual.describe('Probe N, P and K are field estimates, not lab values (and whether they were corrected)'),
  })
  .meta({ id: 'SoilTestRatings' });
export type SoilTestRatings = z.infer<typeof soilTestRatingsSchema>;

// ---------------------------------------------------------------- the plan from a test

export const PLAN_AREA_UNITS = ['acre', 'ha'] as const;
export type PlanAreaUnit = (typeof PLAN_AREA_UNITS)[number];

export const soilTestPlanQuerySchema = z.object({
  crop: z.enum(FERTILIZER_CROP_TYPES).describe('The crop to grow (the fertilizer screen’s list)'),
  area: z.coerce.number().positive().max(MAX_HECTARES).default(1).describe('The field’s area in `area_unit`'),
  area_unit: z.enum(PLAN_AREA_UNITS).default('acre'),
  soil_type: z
    .enum(SOIL_TYPES)
    .optional()
    .describe('Needed only when the test’s soil type is not one of the five (Black, Clayey, Loamy, Red, Sandy)'),
});
export type SoilTestPlanQuery = z.infer<typeof soilTestPlanQuerySchema>;

const planProduct = z.object({
  product: z.string(),
  name: bilingual,
  kg: z.number().describe('For the whole area'),
  bags: z
    .number()
    .nullable()
    .describe('Bags of `bag_kg` for the whole area (two decimals at most, as the calculator gives them); null for a product sold loose'),
  bag_kg: z.number().nullable(),
});

export const soilTestPlanSchema = z
  .object({
    soil_test_id: z.number().int(),
    crop: z.object({ key: z.string(), name: bilingual }),
    soil_type: z.enum(SOIL_TYPES),
    area: z.number(),
    area_unit: z.enum(PLAN_AREA_UNITS),
    hectares: z.number(),
    corrected: z.boolean().describe('The device’s lab calibration corrected N, P, K (and pH) before planning'),
    calibrated_at: z.iso.datetime().nullable(),
    values: z
      .object({ n: z.number(), p: z.number(), k: z.number(), ph: z.number().nullable() })
      .describe('mg/kg and pH the plan used (corrected when `corrected`)'),
    ratings: z.object({
      nitrogen: z.enum(['Low', 'Medium', 'High']),
      phosphorus: z.enum(['Low', 'Medium', 'High']),
      potassium: z.enum(['Low', 'Medium', 'High']),
    }),
    dose: z.object({
      recommended: z.object({ n: z.number(), p2o5: z.number(), k2o: z.number() }).describe('kg/ha, the crop’s dose'),
      adjusted: z.object({ n: z.number(), p2o5: z.number(), k2o: z.number() }).describe('kg/ha, adjusted to the soil test'),
      basis: bilingual,
    }),
    buy: z.array(planProduct).describe('What to buy for the whole area'),
    when: z
      .array(z.object({ stage: bilingual, timing: bilingual, products: z.array(planProduct) }))
      .describe('When to apply what, for the whole area'),
    extras: z.array(z.object({ product: z.string(), name: bilingual, kg: z.number(), timing: bilingual })),
    notes: z.array(bilingual).describe('Why the dose moved from the crop’s (soil-test rule, a legume’s starter N, a cap)'),
    estimate_note: bilingual,
    sources: z.array(sourceRef),
  })
  .meta({ id: 'SoilTestPlan' });
export type SoilTestPlan = z.infer<typeof soilTestPlanSchema>;

export const soilTestPlanResponseSchema = z
  .object({ status: z.literal('success'), data: soilTestPlanSchema })
  .meta({ id: 'SoilTestPlanResponse' });

// ---------------------------------------------------------------- the one-page prescription

/** The query of the prescription PDF: the plan's, and the reader's language. Each error names the field in English and Hindi. */
export const soilTestPrescriptionQuerySchema = z.object({
  crop: z
    .enum(FERTILIZER_CROP_TYPES, {
      error: 'choose a crop of the fertilizer list (e.g. crop=Wheat) · फ़सल: खाद सूची की कोई फ़सल चुनें (जैसे crop=Wheat)',
    })
    .describe('The crop to grow (the fertilizer screen’s list)'),
  area: z.coerce
    .number({ error: 'the area is a number · क्षेत्रफल एक संख्या हो' })
    .positive({ error: 'the area is more than 0 · क्षेत्रफल 0 से अधिक हो' })
    .max(MAX_HECTARES, { error: `the area is at most ${MAX_HECTARES} · क्षेत्रफल अधिकतम ${MAX_HECTARES}` })
    .default(1)
    .describe('The field’s area in `area_unit`'),
  area_unit: z.enum(PLAN_AREA_UNITS, { error: 'area_unit is acre or ha · area_unit acre या ha हो' }).default('acre'),
  soil_type: z
    .enum(SOIL_TYPES, { error: `soil_type is one of ${SOIL_TYPES.join(', ')} · soil_type इनमें से एक हो: ${SOIL_TYPES.join(', ')}` })
    .optional()
    .describe('Needed only when the test’s soil type is not one of the five'),
  lang: z
    .enum(LANGUAGES, { error: 'lang is en, hi or mr · lang en, hi या mr हो · lang en, hi किंवा mr असावी' })
    .default('en')
    .describe('The language of the page'),
});
export type SoilTestPrescriptionQuery = z.infer<typeof soilTestPrescriptionQuerySchema>;
