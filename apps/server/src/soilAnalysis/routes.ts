import {
  dataQuerySchema,
  HISTOGRAM_BINS,
  MAX_CHART_POINTS,
  phAnalysisDatasetQuerySchema,
  phAnalysisDatasetResponseSchema,
  phAnalysisResponseSchema,
  phGraphResponseSchema,
  SOIL_ANALYSIS_MAX_ROWS,
  soilAnalysisQuerySchema,
  soilAnalysisResponseSchema,
  visualisationResponseSchema,
} from '@agrim/contracts';
import { PH_DETECTOR } from '@agrim/agronomy';
import { callerOf } from '../access/guard.js';
import type { FastifyZodInstance } from '../http/types.js';
import { calculatorRoutes } from './calculator.routes.js';
import { DEVICE, errors, type SoilAnalysisServices } from './common.js';
import { PH_ANALYSIS_DAYS, PH_ANALYSIS_MAX_ROWS } from './ph.service.js';

const RANGE =
  '`startOffset`/`endOffset` (yyyy-mm-dd, Asia/Kolkata days, end day included) choose the range; default the last 7 days to today, ' +
  'as on the monitoring screen.';
const FAULTY = 'All-zero readings (a failed probe, spec 5) are left out of every figure and counted in `faulty_count`.';
const UNITS = 'Units: N, P, K mg/kg; pH; conductivity µS/cm; temperature °C; moisture %RH.';
const HISTOGRAMS =
  `Histograms: ${HISTOGRAM_BINS} equal bins from the minimum to the maximum of the range over every valid reading (from ≤ v < to; ` +
  'the last bin includes its end; a metric whose readings are all equal has one bin [v, v]; no readings, no bins).';
const DETECTOR =
  `pH anomalies: \`sensor_fault\` (pH outside ${PH_DETECTOR.validMin}–${PH_DETECTOR.validMax}, e.g. the 0 of a failed probe), ` +
  `\`stuck\` (pH, temperature and moisture unchanged for ≥ ${PH_DETECTOR.stuckMinutes} min), \`spike\` (robust z-score against the ` +
  `centred rolling median of ${PH_DETECTOR.window} valid readings above ${PH_DETECTOR.threshold} and ≥ ${PH_DETECTOR.minDeviation} pH). ` +
  `The detector sees ${PH_DETECTOR.contextRows} readings beyond each end of what is shown (or ${PH_DETECTOR.stuckMinutes} minutes of ` +
  'readings when those are more), so a verdict does not depend on the page, the page size or the range.';

export function soilAnalysisRoutes(app: FastifyZodInstance, s: SoilAnalysisServices) {
  app.get(
    '/get/soil/data/analysis',
    {
      schema: {
        tags: ['soil analysis'],
        summary: 'Soil Data Analysis: the readings of a range classified, their series, histograms and nutrient means',
        description:
          `${RANGE} \`combined_df\`: one row per valid reading, oldest first (\`id\` from 1); above ${SOIL_ANALYSIS_MAX_ROWS} valid readings ` +
          'the rows are means of equal time buckets of `bucket_seconds` from the first reading, each at its start. Each row has N, P and K ' +
          'rated Low/Medium/High on the Soil Health Card scales (mg/kg × 2.24 → kg/ha), the pH category (Acidic/Optimal/Alkaline), the ' +
          'conductivity class (µS/cm × 0.001 → dS/m), a suggestion for each in `language` (english or hindi), the date, time (HH:mm:ss) ' +
          "and weekday in Asia/Kolkata, and 'Soil Fertility': Parker's nutrient index of the row's N, P, K ratings (Low 1, Medium 2, " +
          'High 3; < 1.67 Low, > 2.33 High). `df_*`: each value of the rows as a series. `soil_fertility`: the same index over every row ' +
          `of the range. \`nutrient_means\`: mean N, P, K in mg/kg over the valid readings (the Nutrient Composition pie). ${HISTOGRAMS} ` +
          `${FAULTY} ${UNITS} ${DEVICE}`,
        querystring: soilAnalysisQuerySchema,
        response: { 200: soilAnalysisResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { deviceId, startOffset, endOffset, language } = request.query;
      const device = await s.devices.resolve(callerOf(request), deviceId);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      return { status: 'success' as const, ...(await s.analysis.analysis(device.id, range, language ?? 'english')) };
    },
  );

  app.get(
    '/agri/ph/analysis/dataset',
    {
      schema: {
        tags: ['soil analysis'],
        summary: 'pH Analysis table: one page of every pH reading of the device, newest first, with its anomaly verdict',
        description:
          '`page` is 1-based (the screen sends its 0-based page + 1); `total` counts every reading of the device; `id` is the SL No, the ' +
          'position in the whole list from 1, so pages continue each other. A page past the end has no rows (not an error). ' +
          '`suggestion` (in `language`) says what to do about an anomaly, else the advice of the pH class (lime up to 5.5, gypsum above ' +
          `8.5). All-zero readings are listed, flagged \`sensor_fault\`. ${DETECTOR} ${DEVICE}`,
        querystring: phAnalysisDatasetQuerySchema,
        response: { 200: phAnalysisDatasetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { deviceId, page, page_size, language } = request.query;
      const device = await s.devices.resolve(callerOf(request), deviceId);
      return { status: 'success' as const, ...(await s.ph.dataset(device.id, page, page_size, language ?? 'english')) };
    },
  );

  app.get(
    '/agri/ph/analysis',
    {
      schema: {
        tags: ['soil analysis'],
        summary: `The pH readings of the last ${PH_ANALYSIS_DAYS} days analysed, and their summary`,
        description:
          `\`data\`: the newest ${PH_ANALYSIS_MAX_ROWS} readings of the last ${PH_ANALYSIS_DAYS} × 24 h, newest first, as rows of the pH table ` +
          '(same SL No and verdicts as GET /agri/ph/analysis/dataset). `summary` covers every reading of the window: `total`, ' +
          '`anomalies` and `by_reason`; `by_category` (Acidic < 6.5 ≤ Optimal ≤ 7.5 < Alkaline) and pH `mean`/`min`/`max` leave out ' +
          `sensor faults (null when nothing is left). ${DETECTOR} ${DEVICE}`,
        querystring: phAnalysisDatasetQuerySchema.pick({ deviceId: true, language: true }),
        response: { 200: phAnalysisResponseSchema, ...errors },
      },
    },
    async (request) => {
      const device = await s.devices.resolve(callerOf(request), request.query.deviceId);
      return { status: 'success' as const, ...(await s.ph.analysis(device.id, request.query.language ?? 'english')) };
    },
  );

  app.get(
    '/api/v1/ai/ph_graph',
    {
      schema: {
        tags: ['soil analysis'],
        summary: 'The pH series of a range with its rolling median and the anomalies marked (the pH chart)',
        description:
          `${RANGE} \`chart_data\` holds parallel arrays, oldest first: \`timestamps\`, \`ph\`, \`rolling_median\` (the detector's ` +
          `centred median of the valid readings around the point; null where it has none) and \`anomaly\` (the reason or null). Above ` +
          `${MAX_CHART_POINTS} readings each point is an equal time bucket of \`bucket_seconds\` (from the first reading, at its start): ` +
          'pH is the mean of its readings that are not sensor faults, the median the mean of their medians, and the anomaly that of any ' +
          `anomalous reading in it (sensor_fault before stuck before spike), found on the raw readings. ${DETECTOR} ${DEVICE}`,
        querystring: dataQuerySchema,
        response: { 200: phGraphResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { deviceId, startOffset, endOffset } = request.query;
      const device = await s.devices.resolve(callerOf(request), deviceId);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      return { status: 'success' as const, ...(await s.ph.graph(device.id, range)) };
    },
  );

  app.get(
    '/agri/ph/visualisation',
    {
      schema: {
        tags: ['soil analysis'],
        summary: 'Visualisation: a histogram of each of the seven probe values and the N, P, K means of a range',
        description:
          `${RANGE} \`data\`: one histogram per value (nitrogen, phosphorus, potassium, temperature, moisture, conductivity, pH) with its ` +
          `unit and the number of readings counted. ${HISTOGRAMS} \`nutrient_means\`: mean N, P, K in mg/kg (the NPK pie); null when ` +
          `the range has no valid reading ('No Data Found'). All-zero readings are left out. ${UNITS} ${DEVICE}`,
        querystring: dataQuerySchema,
        response: { 200: visualisationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { deviceId, startOffset, endOffset } = request.query;
      const device = await s.devices.resolve(callerOf(request), deviceId);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      return {
        status: 'success' as const,
        deviceId: device.id,
        range: { start: range.start.toISOString(), end: range.end.toISOString() },
        data: await s.analysis.histograms(device.id, range),
        nutrient_means: await s.analysis.nutrientMeans(device.id, range),
      };
    },
  );

  calculatorRoutes(app, s);
}
