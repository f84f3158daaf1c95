import { endpoint, errorResponses } from '../endpoint.js';
import { ADMIN_ROLES } from '../roles.js';
import { FERTIGATION_NOTICE } from '../sensors.js';
import { SOIL_ANALYSIS_MAX_ROWS } from '../soilAnalysis.js';
import {
  CROP_STAGES,
  cropAnalyticsResponseSchema,
  cropParamsSchema,
  FERTIGATION_BANDS_NOTE,
  FERTIGATION_DOSE_MINUTES,
  fertigationStartRequestSchema,
  fertigationStartResponseSchema,
  growthStagesResponseSchema,
  perStageRequestSchema,
  perStageResponseSchema,
  PRACTICE_STAGE_NAMES,
  practicesQuerySchema,
  practicesResponseSchema,
  SOYA_ZONES,
  SOYBEAN_SPELLINGS,
  soybeanPredictionQuerySchema,
  soybeanPredictionResponseSchema,
  THRESHOLD_UNIT,
} from '../soybean.js';
import { DEVICE } from './soilAnalysis.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['soybean'];
const fertigationTags = ['soybean', 'fertigation'];
// Soybean analytics (issue 10): Admin screens (SoyaBean Statistics, crop analytics and fertigation, Management Practices).
const access = { roles: ADMIN_ROLES };
const ownDevice = { roles: ADMIN_ROLES, owner: 'ownDevice' } as const;

const CROP = `\`{crop}\`: ${SOYBEAN_SPELLINGS.join(' or ')} in any case (the only crop); anything else is 400 naming the allowed values.`;
const STAGES = `Stages (spec 4): ${CROP_STAGES.join(', ')}; matched ignoring case and extra spaces, anything else is 400 naming the five.`;
const BANDS =
  'Spec profile bands: the product’s fertigation table (spec 9), nitrogen, phosphorus and potassium as the probe reads them (mg/kg), moisture ' +
  `in inches/day (the slider). ${FERTIGATION_BANDS_NOTE}`;
const FERTIGATION_RULES =
  '`profile` (default `agronomy`): thresholds from the zone’s soil-test scale (nutrients in kg/ha = probe mg/kg × 2.24: a nutrient ' +
  'valve opens only below the zone’s Low line, in the stages where soybean still takes that nutrient — never N, a legume’s starter ' +
  'N is given at sowing — and closes 10 % above the line) and FAO-56 management-allowed depletion for the water valve (the probe’s ' +
  'soil moisture, %; no water from maturity to harvest). `spec`: the spec 9 table (nutrients mg/kg as the probe reads them, ' +
  '`moisture` = the slider, inches/day, required). Under every profile a nutrient rated Medium or High on the zone’s scale is never ' +
  'added, and each valve opens at most its daily and season cap (`held` says why a valve below its line stays closed). `zone`: ' +
  'default the zone of the device’s farm state, else Central. Each action carries its unit, rating, duration, the source of the ' +
  `figure and how it was verified. ${STAGES} ${DEVICE}`;

/** SoyaBean Statistics, crop analytics and fertigation, Management Practices (server: `apps/server/src/soybean/`). */
export const soybean = {
  prediction: endpoint({
    method: 'GET',
    path: '/agri/soyabean/nutrient/prediction',
    tags,
    summary: 'SoyaBean Statistics: the readings of a range against each soybean zone’s nutrient thresholds (kg/ha) and pH range',
    description:
      '`startOffset`/`endOffset` (yyyy-mm-dd, Asia/Kolkata days, end day included) choose the range; default the last 7 days to today. ' +
      `\`data\` (table one): one row per valid reading, oldest first (\`id\` from 1); above ${SOIL_ANALYSIS_MAX_ROWS} valid readings the ` +
      'rows are means of equal time buckets of `bucket_seconds` from the first reading, as in Soil Data Analysis. Each row has N, P, K in ' +
      `kg/ha (probe mg/kg × ${THRESHOLD_UNIT.mgPerKgToKgPerHa}, 0–15 cm; N as N, P as P, K as K, 2 decimals) and for every zone ` +
      `(${SOYA_ZONES.join(', ')}) and nutrient the flat keys \`<Zone>_<nutrient>_deficiency\` = max(0, lower − value) and ` +
      '`<Zone>_<nutrient>_excess` = max(0, value − upper), kg/ha, 2 decimals (the zone name as written, e.g. `North Plain_nitrogen_excess`). ' +
      '`result`: the same figures for `mean`, the mean N, P, K (kg/ha) of every valid reading of the range (all zeros and `mean` null ' +
      'without a reading). `lower_threshold`/`upper_threshold`: the zones’ thresholds, kg/ha. `ph`: each zone’s soybean pH range and ' +
      'whether the range’s mean pH is Below, Within (ends included) or Above it (null without a reading). `combined_ph_data` (table two): ' +
      'each row’s pH with `ph_analysis` in `language` (english or hindi): its Soil Health Card pH class and the zones whose soybean pH ' +
      'range it fits. All-zero readings (a failed probe, spec 5) are left out and counted in `faulty_count`. `sources`: the citations ' +
      'the thresholds and pH ranges rest on. `row_count`: the number of rows of the two tables. With `rows=omitted` the answer has ' +
      'no rows (`data` and `combined_ph_data` empty, `row_count` as ever): the screen draws its chart, thresholds and notes from it, ' +
      `and its tables ask for the rows when they come into view. ${DEVICE}`,
    query: soybeanPredictionQuerySchema,
    response: { 200: soybeanPredictionResponseSchema, ...errors },
    access: ownDevice,
  }),
  growthStages: endpoint({
    method: 'GET',
    path: '/agri/:crop/growth/stages',
    tags,
    summary: 'The crop stages, in order (the first is the default)',
    description: `${CROP} ${STAGES}`,
    params: cropParamsSchema,
    response: { 200: growthStagesResponseSchema, ...errors },
    access,
  }),
  perStage: endpoint({
    method: 'POST',
    path: '/agri/:crop/growth/per/stages',
    tags,
    summary: 'Per-stage values of one crop stage (spec 3): days, the N, P, K stage targets and the moisture target',
    description:
      `${CROP} ${STAGES} \`stages\` maps each label to a one-value map {"0": value}, in this order: Stage (the name), Days (stage ` +
      'length, days), Nitrogen (kg/ha), Phosphorus (kg/ha), Potassium (kg/ha) — the stage target of the product’s bands, the midpoint ' +
      'of the stage’s band —, Moisture (inches/day), the midpoint of its moisture band. `bands`: the stage’s bands (low to high). ' +
      BANDS,
    params: cropParamsSchema,
    body: perStageRequestSchema,
    response: { 200: perStageResponseSchema, ...errors },
    access,
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/agri/:crop/analytics',
    tags,
    summary: 'Crop analytics charts: sowing time and spacing by zone; per stage days, ET0, Kc, water use, temperatures and nutrients',
    description:
      `${CROP} Aligned arrays. Per zone (\`zones\`): \`sowing_times\` (the sowing window, e.g. "20 Jun – 5 Jul"), \`sowing_start_day\` ` +
      '(day of the year the window opens, common year), `spacing` and `plant_spacing` (row and plant-to-plant spacing, cm, the midpoint ' +
      'of the recommended range). Per stage, in stage order (`stages`, `crop_stages`, `growth_stages` are the same names): `days` (stage ' +
      'length), `et_values` (mean reference ET0, mm/day), `kc` (stage mean crop coefficient, FAO-56), `water_use` (ET0 × Kc × days, mm), ' +
      '`min_temp`/`max_temp` (long-term mean daily minimum and maximum air temperature, °C) at the reference site and sowing date ' +
      '(`reference`), `nutrients` (the N, P, K stage targets, the midpoints of the product’s bands, as in per/stages). ' +
      '`dfFertilizerDose`: fertiliser applied per stage from its first day (`day`, days after sowing), kg/ha of N, P2O5, K2O and S, ' +
      'with cumulative N, P2O5, K2O (the Central zone recommendation, all at sowing). `sources`: the citations the figures rest on.',
    params: cropParamsSchema,
    response: { 200: cropAnalyticsResponseSchema, ...errors },
    access,
  }),
  fertigationPreview: endpoint({
    method: 'POST',
    path: '/agri/:crop/fertigation/preview',
    tags: fertigationTags,
    summary: 'Preview of Start Fertigation: which valves would open, for how long and why; nothing is sent or recorded',
    description: `${CROP} Same body and answer as Start Fertigation, with \`preview\` true and no command ids. ${FERTIGATION_RULES}`,
    params: cropParamsSchema,
    body: fertigationStartRequestSchema,
    response: { 200: fertigationStartResponseSchema, ...errors },
    access: ownDevice,
  }),
  fertigationStart: endpoint({
    method: 'POST',
    path: '/agri/:crop/fertigation/start',
    tags: fertigationTags,
    summary: 'Start Fertigation: the latest reading against the stage’s thresholds, and the valve commands sent',
    description:
      `${CROP} Compares the device’s latest valid reading (all-zero readings left out; 404 without one) with the stage’s thresholds. ` +
      `Below the opening line: level \`low\` and, unless held, the matching solenoid valve is switched ON for ${FERTIGATION_DOSE_MINUTES} ` +
      'minutes; above the closing line: `high`, the valve is switched OFF; in between: `ok`, no command. Messages in `language` ' +
      '(english or hindi). Every command is recorded (who, when, which valve, the profile and the reason) and published to the device ' +
      '(`delivery` published, or not_sent without a broker); the dashboard fertigation toggle is the separate main valve. `in_window`: ' +
      `whether now is inside the fertigation window (Asia/Kolkata 10:00–19:00); outside it \`notice\` is "${FERTIGATION_NOTICE}" and the ` +
      `commands are still sent (the spec does not block the button). ${FERTIGATION_RULES} ${BANDS}`,
    params: cropParamsSchema,
    body: fertigationStartRequestSchema,
    response: { 200: fertigationStartResponseSchema, ...errors },
    access: ownDevice,
  }),
  practices: endpoint({
    method: 'GET',
    path: '/api/v1/soybean/practices',
    tags,
    summary: 'Management Practices: soybean practices by crop stage and zone, in English, Hindi and Marathi, with their sources',
    description:
      `\`stage\`: one of ${PRACTICE_STAGE_NAMES.join(', ')} (case ignored). Without it, \`sowing_date\` (yyyy-mm-dd) gives the current stage: ` +
      'the days from sowing to today (Asia/Kolkata; sowing day = day 0) against the stage calendar (`stages`, `from_day`–`to_day`); before ' +
      'the sowing date it is Before sowing, past the last stage the last stage. With neither, every practice is listed and ' +
      `\`current_stage\` is null. \`zone\`: one of ${SOYA_ZONES.join(', ')} (case ignored): the zone’s own items plus the ` +
      'general ones (`zones` null). Unknown stage or zone: 400 naming the allowed values. Each item has its title and text in `en`, `hi` and ' +
      '`mr` (stages also name `hi` and `mr`), the source citation and link, and how it was verified (checked, recalled, judgement).',
    query: practicesQuerySchema,
    response: { 200: practicesResponseSchema, ...errors },
    access,
  }),
};
