import {
  calculatorDoses,
  CalculatorInputError,
  calculateNutrients,
  calculatorCrops,
  calculatorSoils,
  calculatorZones,
} from '@agrim/agronomy';
import {
  CALCULATOR_LATEST_ROWS,
  calculateQuerySchema,
  calculateResponseSchema,
  calculatorStartResponseSchema,
  DEFAULT_CALCULATOR_ZONE,
  deviceQuerySchema,
  MAX_HECTARES,
  type Reading,
  zoneCropQuerySchema,
  zoneCropsResponseSchema,
  zoneNpkResponseSchema,
  zoneQuerySchema,
  zoneSoilQuerySchema,
  zoneSoilsResponseSchema,
} from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../access/guard.js';
import { AppError, notFound } from '../http/errors.js';
import type { FastifyZodInstance } from '../http/types.js';
import { DEVICE, errors, type SoilAnalysisServices } from './common.js';

const CASCADE =
  'Names match without regard to case or extra spaces; answers use the canonical names. An unknown zone, soil, crop or NPK ratio ' +
  'is refused (400 VALIDATION_FAILED) with a message naming the field and listing the allowed values.';

/** The agronomy package's refusal of a name (its message lists the allowed values), as a 400 prefixed with the query field. */
function refused(err: unknown): never {
  if (err instanceof CalculatorInputError) throw new AppError('VALIDATION_FAILED', `${err.field}: ${err.message}`);
  throw err;
}

function names<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    return refused(err);
  }
}

/** The calculator's reading fields (the grid's columns). */
const row = (r: Reading) => ({
  timestamp: r.timestamp,
  nitrogen: r.nitrogen,
  phosphorus: r.phosphorus,
  potassium: r.potassium,
  temperature: r.temperature,
  humidity: r.humidity,
  ph: r.ph,
  conductivity: r.conductivity,
});

export function calculatorRoutes(app: FastifyZodInstance, s: SoilAnalysisServices) {
  /** The device asked for, or the caller's default one; null only when no device is asked for and the caller has none. */
  async function deviceOrNone(request: FastifyRequest, deviceId: string | undefined) {
    try {
      return await s.devices.resolve(callerOf(request), deviceId);
    } catch (err) {
      if (!deviceId && err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  app.get(
    '/get/soil/nutrient/calculator',
    {
      schema: {
        tags: ['nutrient calculator'],
        summary: 'Nutrient Calculator start: the latest readings, the agro-climatic zones and the default zone',
        description:
          `\`datass\`: the device's ${CALCULATOR_LATEST_ROWS} newest valid readings (all-zero probe faults left out), newest first; ` +
          'N, P, K mg/kg, temperature °C, humidity %RH, pH, conductivity µS/cm. `agroclimatic_zones`: the agro-climatic zones (the ' +
          "Planning Commission's regions and their sub-zones), in order; `default_zone` is the screen's first choice. `deviceId`: a device of the caller's farms " +
          '(any for staff), default the most recently active one; an unknown device is 404, but a caller with no device at all gets ' +
          '`deviceId: null` and an empty `datass` (the zones still work).',
        querystring: deviceQuerySchema,
        response: { 200: calculatorStartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const device = await deviceOrNone(request, request.query.deviceId);
      return {
        status: 'success' as const,
        deviceId: device?.id ?? null,
        datass: device ? (await s.analysis.latestValid(device.id, CALCULATOR_LATEST_ROWS)).map(row) : [],
        agroclimatic_zones: calculatorZones(),
        default_zone: DEFAULT_CALCULATOR_ZONE,
      };
    },
  );

  app.get(
    '/get/zone/soil/nutrient/calculator',
    {
      schema: {
        tags: ['nutrient calculator'],
        summary: 'The soils of an agro-climatic zone',
        description: CASCADE,
        querystring: zoneQuerySchema,
        response: { 200: zoneSoilsResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, soils: names(() => calculatorSoils(request.query.zone)) }),
  );

  app.get(
    '/get/zone/crop/nutrient/calculator',
    {
      schema: {
        tags: ['nutrient calculator'],
        summary: 'The cropping systems of a zone and soil',
        description: `Cropping systems such as "Rice - Wheat". ${CASCADE}`,
        querystring: zoneSoilQuerySchema,
        response: { 200: zoneCropsResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, crops: names(() => calculatorCrops(request.query.zone, request.query.soil)) }),
  );

  app.get(
    '/get/zone/npk/nutrient/calculator',
    {
      schema: {
        tags: ['nutrient calculator'],
        summary: 'The recommended N:P2O5:K2O doses (kg/ha) of a cropping system in a zone and soil',
        description:
          '`npk_options`: the general recommended dose of each crop and season of the system, N, P2O5 and K2O in kg/ha, with its ' +
          'source; `npk_ratios`: their "N:P2O5:K2O" ratios in the same order, each once. ' +
          CASCADE,
        querystring: zoneCropQuerySchema,
        response: { 200: zoneNpkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { zone, soil, crop } = request.query;
      const options = names(() => calculatorDoses(zone, soil, crop));
      return { status: 'success' as const, npk_ratios: [...new Set(options.map((o) => o.ratio))], npk_options: options };
    },
  );

  app.get(
    '/get/zone/predict/nutrient/calculator',
    {
      schema: {
        tags: ['nutrient calculator'],
        summary: "Nutrients for a crop's dose on an area, from the device's latest valid reading",
        description:
          '`current_values`: soil available N, P2O5, K2O in kg/ha from the latest valid reading (mg/kg × 2.24; P2O5 = P × 2.29; ' +
          'K2O = K × 1.2), rated Low/Medium/High in `ratings`. `recommended_nutrients`: the chosen dose, kg/ha. `required_nutrients`: ' +
          'fertilizer nutrient to apply on the whole area in kg, the dose adjusted to the soil test (Low 125 %, Medium 100 %, High 75 %) ' +
          "× hectares (a legume's starter N is kept whatever the N rating, and a raise stops at the top of the source's range: " +
          '`adjustments` gives each factor and why). `excess_nutrients`: the part of the dose the soil already covers, kg on the whole ' +
          'area. Totals are their sums in kg. `products`: DAP for P2O5 (its N counted), urea for the remaining N, MOP (SOP) for K2O ' +
          'and, where the crop needs sulphur (`sulphur`), gypsum or, above pH 8.5, bentonite sulphur; kg and bags for the whole area. ' +
          `\`hectares\`: a number above 0 and at most ${MAX_HECTARES} (default 1). A device without a valid reading is 404. ${CASCADE} ${DEVICE}`,
        querystring: calculateQuerySchema,
        response: { 200: calculateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { zone, soil, crop, npk, dose_crop: doseCrop, hectares, deviceId, language } = request.query;
      // Names first, so a wrong name is a 400 whatever the device holds.
      names(() => calculatorDoses(zone, soil, crop));
      const device = await s.devices.resolve(callerOf(request), deviceId);
      const [latest] = await s.analysis.latestValid(device.id, 1);
      if (!latest) throw notFound('This device has no valid reading yet (all-zero probe faults are left out): the calculator needs one.');
      const result = names(() =>
        calculateNutrients({ zone, soil, crop, npk, doseCrop, hectares, reading: latest, language: language ?? 'english' }),
      );
      return { status: 'success' as const, ...result, reading: row(latest) };
    },
  );
}
