import { FERTIGATION_BANDS_SOURCE, PRACTICE_STAGES, SOYBEAN_STAGE_NAMES, SOYBEAN_ZONE_NAMES, THRESHOLD_UNIT } from '@agrim/agronomy';
import {
  cropAnalyticsResponseSchema,
  cropParamsSchema,
  FERTIGATION_DOSE_MINUTES,
  FERTIGATION_NOTICE,
  fertigationStartRequestSchema,
  fertigationStartResponseSchema,
  growthStagesResponseSchema,
  perStageRequestSchema,
  perStageResponseSchema,
  practicesQuerySchema,
  practicesResponseSchema,
  SOIL_ANALYSIS_MAX_ROWS,
  soybeanPredictionQuerySchema,
  soybeanPredictionResponseSchema,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { FastifyZodInstance } from '../http/types.js';
import { DEVICE } from '../soilAnalysis/common.js';
import { cropOf, errors, SOYBEAN_SPELLINGS, type SoybeanServices } from './common.js';
import { SoybeanFertigationService } from './fertigation.service.js';
import { practices } from './practices.js';
import { SoybeanPredictionService } from './prediction.service.js';
import { cropAnalytics, perStage, stageOf } from './stages.js';

const CROP = `\`{crop}\`: ${SOYBEAN_SPELLINGS.join(' or ')} in any case (the only crop); anything else is 400 naming the allowed values.`;
const STAGES = `Stages (spec 4): ${SOYBEAN_STAGE_NAMES.join(', ')}; matched ignoring case and extra spaces, anything else is 400 naming the five.`;
const BANDS =
  'Bands: the product’s fertigation table (spec 9), nitrogen, phosphorus and potassium as the probe reads them (mg/kg), moisture ' +
  `in inches/day (the slider). ${FERTIGATION_BANDS_SOURCE.note}`;

export function soybeanRoutes(app: FastifyZodInstance, s: SoybeanServices) {
  const prediction = new SoybeanPredictionService(s.analysis);
  const fertigation = new SoybeanFertigationService(s.analysis, s.fertigation);

  app.get(
    '/agri/soyabean/nutrient/prediction',
    {
      schema: {
        tags: ['soybean'],
        summary: 'SoyaBean Statistics: the readings of a range against each soybean zone’s nutrient thresholds (kg/ha) and pH range',
        description:
          '`startOffset`/`endOffset` (yyyy-mm-dd, Asia/Kolkata days, end day included) choose the range; default the last 7 days to today. ' +
          `\`data\` (table one): one row per valid reading, oldest first (\`id\` from 1); above ${SOIL_ANALYSIS_MAX_ROWS} valid readings the ` +
          'rows are means of equal time buckets of `bucket_seconds` from the first reading, as in Soil Data Analysis. Each row has N, P, K in ' +
          `kg/ha (probe mg/kg × ${THRESHOLD_UNIT.mgPerKgToKgPerHa}, 0–15 cm; N as N, P as P, K as K, 2 decimals) and for every zone ` +
          `(${SOYBEAN_ZONE_NAMES.join(', ')}) and nutrient the flat keys \`<Zone>_<nutrient>_deficiency\` = max(0, lower − value) and ` +
          '`<Zone>_<nutrient>_excess` = max(0, value − upper), kg/ha, 2 decimals (the zone name as written, e.g. `North Plain_nitrogen_excess`). ' +
          '`result`: the same figures for `mean`, the mean N, P, K (kg/ha) of every valid reading of the range (all zeros and `mean` null ' +
          'without a reading). `lower_threshold`/`upper_threshold`: the zones’ thresholds, kg/ha. `ph`: each zone’s soybean pH range and ' +
          'whether the range’s mean pH is Below, Within (ends included) or Above it (null without a reading). `combined_ph_data` (table two): ' +
          'each row’s pH with `ph_analysis` in `language` (english or hindi): its Soil Health Card pH class and the zones whose soybean pH ' +
          'range it fits. All-zero readings (a failed probe, spec 5) are left out and counted in `faulty_count`. `sources`: the citations ' +
          `the thresholds and pH ranges rest on. ${DEVICE}`,
        querystring: soybeanPredictionQuerySchema,
        response: { 200: soybeanPredictionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { deviceId, startOffset, endOffset, language } = request.query;
      const device = await s.devices.resolve(callerOf(request), deviceId);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      return { status: 'success' as const, ...(await prediction.prediction(device.id, range, language ?? 'english')) };
    },
  );

  app.get(
    '/agri/:crop/growth/stages',
    {
      schema: {
        tags: ['soybean'],
        summary: 'The crop stages, in order (the first is the default)',
        description: `${CROP} ${STAGES}`,
        params: cropParamsSchema,
        response: { 200: growthStagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      cropOf(request.params.crop);
      return { status: 'success' as const, stages: [...SOYBEAN_STAGE_NAMES] };
    },
  );

  app.post(
    '/agri/:crop/growth/per/stages',
    {
      schema: {
        tags: ['soybean'],
        summary: 'Per-stage values of one crop stage (spec 3): days, the N, P, K stage targets and the moisture target',
        description:
          `${CROP} ${STAGES} \`stages\` maps each label to a one-value map {"0": value}, in this order: Stage (the name), Days (stage ` +
          'length, days), Nitrogen (kg/ha), Phosphorus (kg/ha), Potassium (kg/ha) — the stage target of the product’s bands, the midpoint ' +
          'of the stage’s band —, Moisture (inches/day), the midpoint of its moisture band. `bands`: the stage’s bands (low to high). ' +
          BANDS,
        params: cropParamsSchema,
        body: perStageRequestSchema,
        response: { 200: perStageResponseSchema, ...errors },
      },
    },
    async (request) => {
      cropOf(request.params.crop);
      return { status: 'success' as const, ...perStage(stageOf(request.body.stages)) };
    },
  );

  app.get(
    '/agri/:crop/analytics',
    {
      schema: {
        tags: ['soybean'],
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
      },
    },
    async (request) => ({ status: 'success' as const, ...cropAnalytics(cropOf(request.params.crop)) }),
  );

  app.post(
    '/agri/:crop/fertigation/start',
    {
      schema: {
        tags: ['soybean', 'fertigation'],
        summary: 'Start Fertigation: the latest reading and the soil moisture against the stage’s bands, and the valve commands sent',
        description:
          `${CROP} ${STAGES} Compares the device’s latest valid reading (nitrogen, phosphorus, potassium, mg/kg; all-zero readings left ` +
          'out; 404 without one) and `moisture` (the slider, inches/day, 0–1) with the stage’s bands. Below low: level `low`, the message ' +
          `says so and the matching solenoid valve (nitrogen, phosphorus, potassium; water for moisture) is switched ON for ` +
          `${FERTIGATION_DOSE_MINUTES} minutes; above high: \`high\`, the valve is switched OFF; from low to high (ends included): \`ok\`, no ` +
          'command. Messages in `language` (english or hindi). Every command is recorded (who, when, which valve) and published to the ' +
          'device (`delivery` published, or not_sent without a broker); the dashboard fertigation toggle is the separate main valve. ' +
          `\`in_window\`: whether now is inside the fertigation window (Asia/Kolkata 10:00–19:00); outside it \`notice\` is "${FERTIGATION_NOTICE}" ` +
          `and the commands are still sent (the spec does not block the button). ${BANDS} ${DEVICE}`,
        params: cropParamsSchema,
        body: fertigationStartRequestSchema,
        response: { 200: fertigationStartResponseSchema, ...errors },
      },
    },
    async (request) => {
      cropOf(request.params.crop);
      const { stage, moisture, deviceId, language } = request.body;
      const found = stageOf(stage);
      const caller = callerOf(request);
      const device = await s.devices.resolve(caller, deviceId);
      return { status: 'success' as const, ...(await fertigation.start(caller, device.id, found, moisture, language ?? 'english')) };
    },
  );

  app.get(
    '/api/v1/soybean/practices',
    {
      schema: {
        tags: ['soybean'],
        summary: 'Management Practices: soybean practices by crop stage and zone, in English and Hindi, with their sources',
        description:
          `\`stage\`: one of ${PRACTICE_STAGES.join(', ')} (case ignored). Without it, \`sowing_date\` (yyyy-mm-dd) gives the current stage: ` +
          'the days from sowing to today (Asia/Kolkata; sowing day = day 0) against the stage calendar (`stages`, `from_day`–`to_day`); before ' +
          'the sowing date it is Before sowing, past the last stage the last stage. With neither, every practice is listed and ' +
          `\`current_stage\` is null. \`zone\`: one of ${SOYBEAN_ZONE_NAMES.join(', ')} (case ignored): the zone’s own items plus the ` +
          'general ones (`zones` null). Unknown stage or zone: 400 naming the allowed values. Each item has its title and text in `en` and ' +
          '`hi`, the source citation and link, and how it was verified (checked, recalled, judgement).',
        querystring: practicesQuerySchema,
        response: { 200: practicesResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...practices(request.query) }),
  );
}
