import { z } from 'zod';
import { fertigationDoseSchema, fertigationSetupRecordSchema } from './fertigationSetup.js';
import { analysisLanguageSchema, rowsOptionSchema } from './soilAnalysis.js';
import { dataQuerySchema, readingSchema } from './sensors.js';
import { textsSchema } from './texts.js';
import { VALVES } from './valves.js';

/**
 * Soybean analytics (issue 10): SoyaBean Statistics (spec 2.13), crop analytics and fertigation
 * (2.14) and Management Practices. Field names of spec sections 3 and 7 are kept; extensions are
 * snake_case. Nutrient figures compared with zone thresholds are kg/ha (a probe's mg/kg × 2.24).
 */

export const SOYA_ZONES = ['Central', 'Southern', 'North Plain', 'North Eastern', 'Eastern'] as const;
export type SoyaZone = (typeof SOYA_ZONES)[number];
export const CROP_STAGES = [
  'Initial seedling stage',
  'Crop development stage',
  'Mid Season growth stage',
  'Late season growth stage',
  'Maturity to Harvest',
] as const;
export type CropStage = (typeof CROP_STAGES)[number];
export const DEFAULT_CROP_STAGE: CropStage = 'Initial seedling stage';
/** The crops of the `{crop}` path segment; 'soyabean' (the spec's spelling elsewhere) is accepted too. */
export const ANALYTICS_CROPS = ['soybean'] as const;
/** Spellings of the `{crop}` path segment that mean soybean (any case): the spec writes both. */
export const SOYBEAN_SPELLINGS = ['soybean', 'soyabean'] as const;
/** Spec 5 moisture slider. */
export const MOISTURE_SLIDER = { min: 0, max: 1, step: 0.01, default: 0.32 } as const;
export const MOISTURE_SLIDER_LABEL = 'Select Current Soil Moisture (in inches/day):';
/** How long a valve that Start Fertigation switches on stays open, minutes (then it closes by itself). */
export const FERTIGATION_DOSE_MINUTES = 15;
/** A reading older than this opens no valve (issue 37; the why is packages/agronomy's VALVE_SAFETY). */
export const VALVE_MAX_AGE_MINUTES = 60;

/**
 * The unit of the soybean zones' nutrient thresholds: kg/ha of the 0–15 cm layer, as soil-test ratings are
 * printed. A probe's mg/kg reading × `mgPerKgToKgPerHa` compares with them.
 */
export const THRESHOLD_UNIT = {
  unit: 'kg/ha',
  layer: '0–15 cm',
  /** mg/kg of the 0–15 cm layer × 2.24 = kg/ha (about 2.24 million kg of soil per hectare; agronomy knowledge/soilTest.ts). */
  mgPerKgToKgPerHa: 2.24,
  forms: { nitrogen: 'N', phosphorus: 'P (not P2O5)', potassium: 'K (not K2O)' },
} as const satisfies {
  unit: string;
  layer: string;
  mgPerKgToKgPerHa: number;
  forms: Record<'nitrogen' | 'phosphorus' | 'potassium', string>;
};
/** Where the fertigation bands of the spec profile come from (agronomy FERTIGATION_BANDS_SOURCE). */
export const FERTIGATION_BANDS_NOTE =
  'Source: product specification, section 9 (copied exactly). Operating bands of the product, not agronomic advice.';

const npk = z.object({ nitrogen: z.number(), phosphorus: z.number(), potassium: z.number() });
const perZone = <T extends z.ZodType>(value: T) => z.record(z.enum(SOYA_ZONES), value);

// ---------------------------------------------------------------- SoyaBean Statistics (spec 2.13)

export const soybeanPredictionQuerySchema = dataQuerySchema.extend({ language: analysisLanguageSchema.optional(), rows: rowsOptionSchema });

/** A row of table one: the reading (kg/ha) and `<Zone>_<nutrient>_deficiency` / `_excess` for every zone and nutrient. */
export const soybeanRowSchema = z
  .object({ id: z.number().int(), timestamp: z.iso.datetime(), nitrogen: z.number(), phosphorus: z.number(), potassium: z.number() })
  .catchall(z.number())
  .meta({ id: 'SoybeanNutrientRow' });

export const soybeanPredictionResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    range: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    zones: z.array(z.enum(SOYA_ZONES)),
    /** Per zone and nutrient: below the lower threshold by (deficiency) and above the upper by (excess), kg/ha, for the range's mean. */
    result: perZone(
      z.object({
        nitrogen: z.object({ deficiency: z.number(), excess: z.number() }),
        phosphorus: z.object({ deficiency: z.number(), excess: z.number() }),
        potassium: z.object({ deficiency: z.number(), excess: z.number() }),
      }),
    ),
    /** Mean N, P, K of the range, kg/ha. */
    mean: npk.nullable(),
    lower_threshold: perZone(npk),
    upper_threshold: perZone(npk),
    /** The zone's pH range for soybean and where the range's mean pH falls. */
    ph: perZone(z.object({ lower: z.number(), upper: z.number(), status: z.enum(['Below', 'Within', 'Above']).nullable() })),
    data: z.array(soybeanRowSchema),
    combined_ph_data: z.array(z.object({ id: z.number().int(), timestamp: z.iso.datetime(), ph: z.number(), ph_analysis: z.string() })),
    /** How many rows table one (and table two) has, whether or not `rows=omitted` left them out of this answer. */
    row_count: z.number().int(),
    /** Null when each row is one reading; else rows are means of time buckets this long. */
    bucket_seconds: z.number().int().nullable(),
    faulty_count: z.number().int(),
    sources: z.array(z.string()),
  })
  .meta({ id: 'SoybeanNutrientPrediction' });
export type SoybeanPredictionResponse = z.infer<typeof soybeanPredictionResponseSchema>;

// ---------------------------------------------------------------- crop analytics (spec 2.14, 3)

export const cropParamsSchema = z.object({ crop: z.string().trim().min(1).max(40) });

export const cropAnalyticsResponseSchema = z
  .object({
    status: z.literal('success'),
    crop: z.string(),
    /** Sowing time versus spacing by zone: aligned arrays, one entry per zone. */
    zones: z.array(z.string()),
    sowing_times: z.array(z.string()).describe('Sowing window per zone, e.g. "20 Jun – 5 Jul"'),
    sowing_start_day: z.array(z.number().int()).describe('Day of the year the window opens, per zone'),
    spacing: z.array(z.number()).describe('Row spacing per zone, cm'),
    plant_spacing: z.array(z.number()).describe('Plant-to-plant spacing per zone, cm'),
    /** Per stage (aligned arrays in stage order). */
    stages: z.array(z.string()),
    crop_stages: z.array(z.string()),
    growth_stages: z.array(z.string()),
    days: z.array(z.number()).describe('Stage length, days'),
    et_values: z.array(z.number()).describe('Reference ET0 over the stage, mm/day'),
    kc: z.array(z.number()),
    water_use: z.array(z.number()).describe('Crop water use over the stage, mm (ET0 × Kc × days)'),
    min_temp: z.array(z.number()).describe('Mean daily minimum air temperature over the stage at the reference site, °C'),
    max_temp: z.array(z.number()),
    /** Nutrient levels over time: the stage targets (kg/ha) in stage order. */
    nutrients: z.object({ nitrogen: z.array(z.number()), phosphorus: z.array(z.number()), potassium: z.array(z.number()) }),
    /** Nutrient amounts applied over time: per stage, kg/ha, and cumulative. */
    dfFertilizerDose: z.array(
      z.object({
        stage: z.string(),
        day: z.number(),
        n: z.number(),
        p2o5: z.number(),
        k2o: z.number(),
        s: z.number(),
        cumulative_n: z.number(),
        cumulative_p2o5: z.number(),
        cumulative_k2o: z.number(),
      }),
    ),
    reference: z.string().describe('The reference site and sowing date the stage figures are computed for'),
    sources: z.array(z.string()),
  })
  .meta({ id: 'CropAnalytics' });
export type CropAnalyticsResponse = z.infer<typeof cropAnalyticsResponseSchema>;

export const growthStagesResponseSchema = z.object({ status: z.literal('success'), stages: z.array(z.string()) });

export const perStageRequestSchema = z.object({ stages: z.string().trim().min(1).max(80) });
/**
 * Spec 3: `stages` maps a label to a one-value map ({"0": value}), pandas style; the third to fifth
 * entries are nitrogen, phosphorus, potassium in kg/ha. Keys in order: Stage, Days, Nitrogen (kg/ha),
 * Phosphorus (kg/ha), Potassium (kg/ha), Moisture (inches/day).
 */
export const perStageResponseSchema = z
  .object({
    status: z.literal('success'),
    stages: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    bands: z.object({
      nitrogen: z.object({ low: z.number(), high: z.number() }),
      phosphorus: z.object({ low: z.number(), high: z.number() }),
      potassium: z.object({ low: z.number(), high: z.number() }),
      moisture: z.object({ low: z.number(), high: z.number() }),
    }),
  })
  .meta({ id: 'PerStageData' });
export type PerStageResponse = z.infer<typeof perStageResponseSchema>;

// ---------------------------------------------------------------- Start Fertigation (spec 9, issue 20)

/**
 * 'agronomy' (default): thresholds from the zone's soil-test scale and FAO-56 management-allowed
 * depletion, with stage windows, hysteresis and dose caps. 'spec': the spec 9 table, kept for
 * compatibility. Under every profile a nutrient valve never opens for a nutrient rated Medium or High.
 */
export const FERTIGATION_PROFILE_IDS = ['agronomy', 'spec'] as const;
export type FertigationProfileName = (typeof FERTIGATION_PROFILE_IDS)[number];

export const fertigationStartRequestSchema = z
  .object({
    stage: z.string().trim().min(1).max(80),
    moisture: z
      .number()
      .refine(Number.isFinite, 'moisture must be a number')
      .min(MOISTURE_SLIDER.min)
      .max(MOISTURE_SLIDER.max)
      .optional()
      .describe('The slider value, inches/day: required by the spec profile; the agronomy profile reads the probe’s soil moisture'),
    deviceId: z.uuid().optional(),
    language: analysisLanguageSchema.optional(),
    profile: z.enum(FERTIGATION_PROFILE_IDS).optional().describe('Default agronomy'),
    zone: z
      .enum(SOYA_ZONES)
      .optional()
      .describe("Soybean zone of the thresholds; default: the zone of the device's farm state, else Central"),
  })
  .meta({ id: 'FertigationStartRequest' });
export type FertigationStartRequest = z.infer<typeof fertigationStartRequestSchema>;

export const fertigationActionSchema = z.object({
  parameter: z.enum(['nitrogen', 'phosphorus', 'potassium', 'moisture']),
  value: z.number(),
  /** kg/ha (agronomy nutrients), mg/kg (spec nutrients), % (probe soil moisture), inches/day (the spec's slider). */
  unit: z.enum(['kg/ha', 'mg/kg', '%', 'inches/day']),
  low: z.number(),
  high: z.number(),
  level: z.enum(['low', 'ok', 'high']),
  /** Soil-test rating of the nutrient on the zone's scale; null for moisture. */
  rating: z.enum(['Low', 'Medium', 'High']).nullable(),
  message: z.string(),
  valve: z.enum(VALVES),
  /** The command sent to the valve; null when nothing is sent (inside the band, or held). */
  command: z.enum(['on', 'off']).nullable(),
  duration_minutes: z.number().nullable(),
  /**
   * Why a valve below its opening line stays closed: not a stage for it, a dead or frozen probe channel, a
   * stale reading, an uncalibrated probe (nutrient valves), rated Medium/High, or a dose cap (openings a day, kg of a
   * nutrient through the drip this season (`kg_cap`, issue 37), openings a season).
   */
  held: z.enum(['stage', 'fault', 'stale', 'uncalibrated', 'rating', 'daily_cap', 'kg_cap', 'season_cap']).nullable(),
  /** Citation of the figure the decision rests on, and how it was verified. */
  source: z.string(),
  verification: z.enum(['checked', 'standard', 'recalled', 'judgement']),
  /** What one opening delivers (kg/ha of N, P2O5, K2O and mm of water), from the device's fertigation setup; null when unknown. */
  dose: fertigationDoseSchema.nullable(),
  /** The dose per opening in words, or that it is unknown and why (in the language asked). */
  dose_note: z.string(),
  command_id: z.string().nullable(),
  /**
   * 'published': handed to the broker (or the simulator), not yet a sign the valve moved; 'not_sent': nothing went
   * out (still recorded). What the device then did: the fertigation status's `valves`, by `command_id` (issue 39).
   */
  delivery: z.enum(['published', 'not_sent']).nullable(),
});
export type FertigationAction = z.infer<typeof fertigationActionSchema>;

export const fertigationStartResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    stage: z.enum(CROP_STAGES),
    profile: z.enum(FERTIGATION_PROFILE_IDS),
    zone: z.enum(SOYA_ZONES),
    /** True for the preview: nothing was sent or recorded. */
    preview: z.boolean(),
    in_window: z.boolean(),
    notice: z.string().nullable(),
    /** The probe's latest valid reading, corrected by its lab calibration when it has one. */
    reading: readingSchema,
    reading_age_minutes: z.number().describe('How old the reading is: older than 60 minutes it opens no valve'),
    calibrated: z.boolean().describe('Whether the probe is calibrated against a lab test: without it no nutrient valve opens'),
    recommendations: z.array(fertigationActionSchema),
    /** The device's fertigation setup (tanks, flow, area); null: the dose per opening is unknown and only the openings are capped. */
    fertigation_setup: fertigationSetupRecordSchema.nullable(),
  })
  .meta({ id: 'FertigationStartResponse' });
export type FertigationStartResponse = z.infer<typeof fertigationStartResponseSchema>;

// ---------------------------------------------------------------- Management Practices

export const PRACTICE_STAGE_NAMES = ['Before sowing', ...CROP_STAGES] as const;
export const practicesQuerySchema = z.object({
  stage: z.string().trim().max(80).optional().describe('One of PRACTICE_STAGE_NAMES; default: the stage of `sowing_date`, else all'),
  zone: z.string().trim().max(40).optional(),
  sowing_date: z.iso.date().optional().describe('yyyy-mm-dd: the current stage is worked out from the days since sowing'),
});
export const practicesResponseSchema = z
  .object({
    status: z.literal('success'),
    stages: z.array(
      z.object({ name: z.string(), hi: z.string(), mr: z.string(), from_day: z.number().nullable(), to_day: z.number().nullable() }),
    ),
    topics: z.array(z.object({ id: z.string(), name: textsSchema })),
    zones: z.array(z.string()),
    /** The stage shown: the one asked for, or the one the sowing date gives; null for all. */
    current_stage: z.string().nullable(),
    days_after_sowing: z.number().int().nullable(),
    practices: z.array(
      z.object({
        id: z.string(),
        stage: z.string(),
        topic: z.string(),
        zones: z.array(z.string()).nullable().describe('Zones the item is for; null: every zone'),
        title: textsSchema,
        text: textsSchema,
        source: z.string(),
        url: z.string().nullable(),
        verification: z.string(),
      }),
    ),
  })
  .meta({ id: 'ManagementPractices' });
export type PracticesResponse = z.infer<typeof practicesResponseSchema>;
