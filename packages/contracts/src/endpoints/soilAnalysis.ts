import { z } from 'zod';
import { endpoint, errorResponses } from '../endpoint.js';
import { ADMIN_ROLES } from '../roles.js';
import { dataQuerySchema, deviceQuerySchema, MAX_CHART_POINTS } from '../sensors.js';
import {
  CALCULATOR_LATEST_ROWS,
  calculateQuerySchema,
  calculateResponseSchema,
  calculatorStartResponseSchema,
  HISTOGRAM_BINS,
  MAX_HECTARES,
  PH_ANALYSIS_DAYS,
  PH_ANALYSIS_MAX_ROWS,
  PH_DETECTOR,
  phAnalysisDatasetQuerySchema,
  phAnalysisDatasetResponseSchema,
  phAnalysisQuerySchema,
  phAnalysisResponseSchema,
  phGraphResponseSchema,
  PREVIOUS_LEGUME_CROPS,
  SOIL_ANALYSIS_MAX_ROWS,
  soilAnalysisListedNoSeriesResponseSchema,
  soilAnalysisListedResponseSchema,
  soilAnalysisNoSeriesResponseSchema,
  soilAnalysisQuerySchema,
  soilAnalysisResponseSchema,
  soilAnalysisRowsQuerySchema,
  soilAnalysisRowsResponseSchema,
  SOIL_ANALYSIS_PAGE_SIZE_MAX,
  visualisationResponseSchema,
  zoneCropQuerySchema,
  zoneCropsResponseSchema,
  zoneNpkResponseSchema,
  zoneQuerySchema,
  zoneSoilQuerySchema,
  zoneSoilsResponseSchema,
} from '../soilAnalysis.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['soil analysis'];
const calculatorTags = ['nutrient calculator'];
// Soil analytics (issue 9): Admin screens (spec 2.1: soil data analysis, nutrient calculator, analysis, visualisation).
const access = { roles: ADMIN_ROLES, owner: 'ownDevice' } as const;

/** How an endpoint naming a device (`deviceId`, optional) chooses it; the soybean group says the same. */
export const DEVICE =
  "`deviceId`: a device of the caller's farms (any device for staff); without it, the most recently active one. " +
  'An unknown device, or a caller with no device, is 404.';

const RANGE =
  '`startOffset`/`endOffset` (yyyy-mm-dd, Asia/Kolkata days, end day included) choose the range; default the last 7 days to today, ' +
  'as on the monitoring screen.';
const FAULTY = 'All-zero readings (a failed probe, spec 5) are left out of every figure and counted in `faulty_count`.';
const UNITS = 'Units: N, P, K mg/kg; pH; conductivity µS/cm; temperature °C; soil moisture %.';
const HISTOGRAMS =
  `Histograms: ${HISTOGRAM_BINS} equal bins from the minimum to the maximum of the range over every valid reading (from ≤ v < to; ` +
  'the last bin includes its end; a metric whose readings are all equal has one bin [v, v]; no readings, no bins).';
const DETECTOR =
  `pH anomalies: \`sensor_fault\` (pH outside ${PH_DETECTOR.validMin}–${PH_DETECTOR.validMax}, e.g. the 0 of a failed probe), ` +
  `\`stuck\` (pH, temperature and moisture unchanged for ≥ ${PH_DETECTOR.stuckMinutes} min), \`spike\` (robust z-score against the ` +
  `centred rolling median of ${PH_DETECTOR.window} valid readings above ${PH_DETECTOR.threshold} and ≥ ${PH_DETECTOR.minDeviation} pH). ` +
  `The detector sees ${PH_DETECTOR.contextRows} readings beyond each end of what is shown (or ${PH_DETECTOR.stuckMinutes} minutes of ` +
  'readings when those are more), so a verdict does not depend on the page, the page size or the range.';
const ROWS =
  'With `rows=omitted` the answer has no table rows (`data` empty): a screen that shows only the summary, or whose table ' +
  'asks for its rows when it comes into view.';
const CASCADE =
  'Names match without regard to case or extra spaces; answers use the canonical names. An unknown zone, soil, crop or NPK ratio ' +
  'is refused (400 VALIDATION_FAILED) with a message naming the field and listing the allowed values.';

/** Soil Data Analysis, pH Analysis, Visualisation and the Nutrient Calculator (server: `apps/server/src/soilAnalysis/`). */
export const soilAnalysis = {
  analysis: endpoint({
    method: 'GET',
    path: '/get/soil/data/analysis',
    tags,
    summary: 'Soil Data Analysis: the readings of a range classified, their series, histograms and nutrient means',
    description:
      `${RANGE} \`combined_df\`: one row per valid reading, oldest first (\`id\` from 1); above ${SOIL_ANALYSIS_MAX_ROWS} valid readings ` +
      'the rows are means of equal time buckets of `bucket_seconds` from the first reading, each at its start. Each row has N, P and K ' +
      'rated Low/Medium/High on the Soil Health Card scales (mg/kg × 2.24 → kg/ha), the pH category (Acidic/Optimal/Alkaline), the ' +
      'conductivity class (µS/cm × 0.001 → dS/m), a suggestion for each in `language` (english or hindi), the date, time (HH:mm:ss) ' +
      "and weekday in Asia/Kolkata, and 'Soil Fertility': the mean score of the row's N, P, K ratings (Low 1, Medium 2, " +
      "High 3; < 1.67 Low, > 2.33 High; a one-reading summary, not Parker's index). With `crop` (a calculator or advice crop " +
      'name) the nitrogen suggestion fits the crop: a legume gets its starter dose only; an unknown crop is refused (400). ' +
      "`df_*`: each value of the rows as a series. `nutrient_index`: Parker's nutrient index of each of N, P, K over the rows " +
      'of the range; `soil_fertility`: the mean of the three. ' +
      `\`nutrient_means\`: mean N, P, K in mg/kg over the valid readings (the Nutrient Composition pie). ${HISTOGRAMS} ` +
      `${FAULTY} ${UNITS} ${DEVICE} With \`suggestions=listed\` each suggestion text comes once, in \`suggestions\`, and each row ` +
      'has `suggestion_ids` (the places of its nitrogen, phosphorus, potassium, pH and conductivity texts in that list) ' +
      'instead of the five `*_suggestion` texts: a few texts repeated on every row made most of the answer. With ' +
      '`series=omitted` the answer has no `df_*` series (a screen that draws none of them). ' +
      `\`row_count\`: the rows of \`combined_df\`; \`suggestion_counts\`: each suggestion of the rows once with its measure, ` +
      `category and how many rows call for it. ${ROWS.replace('`data`', '`combined_df`')} The screen pages its grid through ` +
      '`GET /get/soil/data/analysis/rows`.',
    query: soilAnalysisQuerySchema,
    // The serialisers (generated and zod's) write an answer by the first branch it fits, and a branch allows keys
    // it does not name: so each listed form comes before its form without `suggestions` (with no rows a listed
    // answer fits both), and each form with series before the same without.
    response: {
      200: z.union([
        soilAnalysisListedResponseSchema,
        soilAnalysisResponseSchema,
        soilAnalysisListedNoSeriesResponseSchema,
        soilAnalysisNoSeriesResponseSchema,
      ]),
      ...errors,
    },
    access,
  }),
  analysisRows: endpoint({
    method: 'GET',
    path: '/get/soil/data/analysis/rows',
    tags,
    summary: 'Soil Data Analysis: one sorted page of the grid',
    description:
      `The rows of \`combined_df\` of \`GET /get/soil/data/analysis\` for the same device, range, \`language\` and \`crop\` ` +
      '(same `id`s, each suggestion text on its row), sorted by `sort` (`id`: time; a measure: its value, which orders its ' +
      'category too; `soil_fertility_index`) in `order`, ties by `id`, and cut to page `page` (1-based) of `page_size` ' +
      `(at most ${SOIL_ANALYSIS_PAGE_SIZE_MAX}). \`total\`: the rows of every page. ${RANGE} ${DEVICE}`,
    query: soilAnalysisRowsQuerySchema,
    response: { 200: soilAnalysisRowsResponseSchema, ...errors },
    access,
  }),
  phDataset: endpoint({
    method: 'GET',
    path: '/agri/ph/analysis/dataset',
    tags,
    summary: 'pH Analysis table: one page of every pH reading of the device, newest first, with its anomaly verdict',
    description:
      '`page` is 1-based (the screen sends its 0-based page + 1); `total` counts every reading of the device; `id` is the SL No, the ' +
      'position in the whole list from 1, so pages continue each other. A page past the end has no rows (not an error). ' +
      '`suggestion` (in `language`) says what to do about an anomaly, else the advice of the pH class (lime up to 5.5, gypsum above ' +
      `8.5). All-zero readings are listed, flagged \`sensor_fault\`. ${DETECTOR} ${DEVICE}`,
    query: phAnalysisDatasetQuerySchema,
    response: { 200: phAnalysisDatasetResponseSchema, ...errors },
    access,
  }),
  phAnalysis: endpoint({
    method: 'GET',
    path: '/agri/ph/analysis',
    tags,
    summary: `The pH readings of the last ${PH_ANALYSIS_DAYS} days analysed, and their summary`,
    description:
      `\`data\`: the newest ${PH_ANALYSIS_MAX_ROWS} readings of the last ${PH_ANALYSIS_DAYS} × 24 h, newest first, as rows of the pH table ` +
      '(same SL No and verdicts as GET /agri/ph/analysis/dataset). `summary` covers every reading of the window: `total`, ' +
      '`anomalies` and `by_reason`; `by_category` (Acidic < 6.5 ≤ Optimal ≤ 7.5 < Alkaline) and pH `mean`/`min`/`max` leave out ' +
      `sensor faults (null when nothing is left). ${ROWS} ${DETECTOR} ${DEVICE}`,
    query: phAnalysisQuerySchema,
    response: { 200: phAnalysisResponseSchema, ...errors },
    access,
  }),
  phGraph: endpoint({
    method: 'GET',
    path: '/api/v1/ai/ph_graph',
    tags,
    summary: 'The pH series of a range with its rolling median and the anomalies marked (the pH chart)',
    description:
      `${RANGE} \`chart_data\` holds parallel arrays, oldest first: \`timestamps\`, \`ph\`, \`rolling_median\` (the detector's ` +
      `centred median of the valid readings around the point; null where it has none) and \`anomaly\` (the reason or null). Above ` +
      `${MAX_CHART_POINTS} readings each point is an equal time bucket of \`bucket_seconds\` (from the first reading, at its start): ` +
      'pH is the mean of its readings that are not sensor faults, the median the mean of their medians, and the anomaly that of any ' +
      `anomalous reading in it (sensor_fault before stuck before spike), found on the raw readings. ${DETECTOR} ${DEVICE}`,
    query: dataQuerySchema,
    response: { 200: phGraphResponseSchema, ...errors },
    access,
  }),
  visualisation: endpoint({
    method: 'GET',
    path: '/agri/ph/visualisation',
    tags,
    summary: 'Visualisation: a histogram of each of the seven probe values and the N, P, K means of a range',
    description:
      `${RANGE} \`data\`: one histogram per value (nitrogen, phosphorus, potassium, temperature, moisture, conductivity, pH) with its ` +
      `unit and the number of readings counted. ${HISTOGRAMS} \`nutrient_means\`: mean N, P, K in mg/kg (the NPK pie); null when ` +
      `the range has no valid reading ('No Data Found'). All-zero readings are left out. ${UNITS} ${DEVICE}`,
    query: dataQuerySchema,
    response: { 200: visualisationResponseSchema, ...errors },
    access,
  }),
  calculatorStart: endpoint({
    method: 'GET',
    path: '/get/soil/nutrient/calculator',
    tags: calculatorTags,
    summary: 'Nutrient Calculator start: the latest readings, the agro-climatic zones and the default zone',
    description:
      `\`datass\`: the device's ${CALCULATOR_LATEST_ROWS} newest valid readings (all-zero probe faults left out), newest first; ` +
      'N, P, K mg/kg, temperature °C, humidity %RH, pH, conductivity µS/cm. `agroclimatic_zones`: the agro-climatic zones (the ' +
      "Planning Commission's regions and their sub-zones), in order; `default_zone` is the screen's first choice. `deviceId`: a device of the caller's farms " +
      '(any for staff), default the most recently active one; an unknown device is 404, but a caller with no device at all gets ' +
      '`deviceId: null` and an empty `datass` (the zones still work).',
    query: deviceQuerySchema,
    response: { 200: calculatorStartResponseSchema, ...errors },
    access,
  }),
  zoneSoils: endpoint({
    method: 'GET',
    path: '/get/zone/soil/nutrient/calculator',
    tags: calculatorTags,
    summary: 'The soils of an agro-climatic zone',
    description: CASCADE,
    query: zoneQuerySchema,
    response: { 200: zoneSoilsResponseSchema, ...errors },
    access: { roles: ADMIN_ROLES },
  }),
  zoneCrops: endpoint({
    method: 'GET',
    path: '/get/zone/crop/nutrient/calculator',
    tags: calculatorTags,
    summary: 'The cropping systems of a zone and soil',
    description: `Cropping systems such as "Rice - Wheat". ${CASCADE}`,
    query: zoneSoilQuerySchema,
    response: { 200: zoneCropsResponseSchema, ...errors },
    access: { roles: ADMIN_ROLES },
  }),
  zoneNpk: endpoint({
    method: 'GET',
    path: '/get/zone/npk/nutrient/calculator',
    tags: calculatorTags,
    summary: 'The recommended N:P2O5:K2O doses (kg/ha) of a cropping system in a zone and soil',
    description:
      '`npk_options`: the general recommended dose of each crop and season of the system, N, P2O5 and K2O in kg/ha, with its ' +
      'source; `npk_ratios`: their "N:P2O5:K2O" ratios in the same order, each once. ' +
      CASCADE,
    query: zoneCropQuerySchema,
    response: { 200: zoneNpkResponseSchema, ...errors },
    access: { roles: ADMIN_ROLES },
  }),
  calculate: endpoint({
    method: 'GET',
    path: '/get/zone/predict/nutrient/calculator',
    tags: calculatorTags,
    summary: "Nutrients for a crop's dose on an area, from the device's latest valid reading",
    description:
      '`current_values`: soil available N, P2O5, K2O in kg/ha from the latest valid reading (mg/kg × 2.24; P2O5 = P × 2.29; ' +
      'K2O = K × 1.2), rated Low/Medium/High in `ratings`. `recommended_nutrients`: the chosen dose, kg/ha. `required_nutrients`: ' +
      'fertilizer nutrient to apply on the whole area in kg, the dose adjusted to the soil test (Low 125 %, Medium 100 %, High 75 %) ' +
      "× hectares (a legume's starter N is kept whatever the N rating, and a raise stops at the top of the source's range: " +
      '`adjustments` gives each factor and why). `excess_nutrients`: the part of the dose the soil already covers, kg on the whole ' +
      'area. Totals are their sums in kg. `products`: DAP for P2O5 (its N counted), urea for the remaining N, MOP (SOP) for K2O ' +
      'and, where the crop needs sulphur (`sulphur`), gypsum or, above pH 8.5, bentonite sulphur; kg and bags for the whole area; then ' +
      'zinc sulphate or borax where the crop, system, dose or soil pH calls for a micronutrient the probe cannot measure ' +
      '(`micronutrients`, one line per nutrient; an iron spray on a soil above pH 7.5 is a line with no product). ' +
      'Targeted yield (optional): `stcr`, an equation id of `stcr_equations` for the system and soil, with `target_yield` in q/ha ' +
      "inside the equation's range, replaces the ±25 % rule for the nutrients the equation covers (`stcr` in the answer gives its " +
      'coefficients); an unknown equation, a missing or out-of-range target is 400 in English and Hindi. Credits (optional): `manure_t_ha`, fresh t/ha ' +
      'applied this season (`manure`: `fym` or `compost`, default `fym`), and `previous_crop`, the legume grown before ' +
      `(${PREVIOUS_LEGUME_CROPS.join(', ')}), are deducted from the dose and listed in \`credits\`; a negative manure, one above the credit limit or an unknown ` +
      'legume is 400, in English and Hindi. ' +
      `\`hectares\`: a number above 0 and at most ${MAX_HECTARES} (default 1). A device without a valid reading is 404. ${CASCADE} ${DEVICE}`,
    query: calculateQuerySchema,
    response: { 200: calculateResponseSchema, ...errors },
    access,
  }),
};
