import {
  calculateNutrients,
  calculatorCrops,
  calculatorDoses,
  calculatorSoils,
  calculatorStcrEquations,
  calculatorZones,
} from '@agrim/agronomy';
import { CALCULATOR_LATEST_ROWS, DEFAULT_CALCULATOR_ZONE, endpoints, listSuggestions, withoutSeries } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { notFound } from '../http/errors.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import { analysisCrop, calculatorRow, deviceOrNone, names } from './calculator.js';
import type { SoilAnalysisServices } from './common.js';
import { deviceOf, ownDevice } from '../sensors/records.js';

export function soilAnalysisRoutes(app: FastifyZodInstance, s: SoilAnalysisServices) {
  registerRoutes(app, endpoints.soilAnalysis, {
    analysis: async (request) => {
      const { startOffset, endOffset, language, crop, suggestions, series, rows } = request.query;
      const rule = crop === undefined ? undefined : analysisCrop(crop);
      const device = await deviceOf(request, s.devices);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      const full = await s.analysis.analysis(device.id, range, language ?? 'english', rule);
      const answer = { status: 'success' as const, ...full, combined_df: rows === 'omitted' ? [] : full.combined_df };
      const listed = suggestions === 'listed' ? listSuggestions(answer) : answer;
      return series === 'omitted' ? withoutSeries(listed) : listed;
    },
    analysisRows: async (request) => {
      const { startOffset, endOffset, language, crop, page, page_size, sort, order } = request.query;
      const rule = crop === undefined ? undefined : analysisCrop(crop);
      const device = await deviceOf(request, s.devices);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      const answer = await s.analysis.rowsPage(device.id, range, { page, size: page_size, sort, order }, language ?? 'english', rule);
      return { status: 'success' as const, ...answer };
    },
    phDataset: async (request) => {
      const { page, page_size, language } = request.query;
      const device = await deviceOf(request, s.devices);
      return { status: 'success' as const, ...(await s.ph.dataset(device.id, page, page_size, language ?? 'english')) };
    },
    phAnalysis: async (request) => {
      const device = await deviceOf(request, s.devices);
      const { language, rows } = request.query;
      return { status: 'success' as const, ...(await s.ph.analysis(device.id, language ?? 'english', new Date(), rows !== 'omitted')) };
    },
    phGraph: async (request) => {
      const { startOffset, endOffset } = request.query;
      const device = await deviceOf(request, s.devices);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      return { status: 'success' as const, ...(await s.ph.graph(device.id, range)) };
    },
    visualisation: async (request) => {
      const { startOffset, endOffset } = request.query;
      const device = await deviceOf(request, s.devices);
      const range = s.queries.dayRange(startOffset, endOffset, new Date());
      return {
        status: 'success' as const,
        deviceId: device.id,
        range: { start: range.start.toISOString(), end: range.end.toISOString() },
        data: await s.analysis.histograms(device.id, range),
        nutrient_means: await s.analysis.nutrientMeans(device.id, range),
      };
    },
    calculatorStart: async (request) => {
      const device = ownDevice.of(request) ?? (await deviceOrNone(s.devices, callerOf(request), undefined));
      return {
        status: 'success' as const,
        deviceId: device?.id ?? null,
        datass: device ? (await s.analysis.latestValid(device.id, CALCULATOR_LATEST_ROWS)).map(calculatorRow) : [],
        agroclimatic_zones: calculatorZones(),
        default_zone: DEFAULT_CALCULATOR_ZONE,
      };
    },
    zoneSoils: async (request) => ({ status: 'success' as const, soils: names(() => calculatorSoils(request.query.zone)) }),
    zoneCrops: async (request) => ({
      status: 'success' as const,
      crops: names(() => calculatorCrops(request.query.zone, request.query.soil)),
    }),
    zoneNpk: async (request) => {
      const { zone, soil, crop } = request.query;
      const options = names(() => calculatorDoses(zone, soil, crop));
      return {
        status: 'success' as const,
        npk_ratios: [...new Set(options.map((o) => o.ratio))],
        npk_options: options,
        stcr_equations: calculatorStcrEquations(zone, soil, crop),
      };
    },
    calculate: async (request) => {
      const { zone, soil, crop, npk, dose_crop: doseCrop, hectares, language } = request.query;
      const { stcr, target_yield: targetYield, manure, manure_t_ha: manureTPerHa, previous_crop: previousCrop } = request.query;
      // Names first, so a wrong name is a 400 whatever the device holds.
      names(() => calculatorDoses(zone, soil, crop));
      const device = await deviceOf(request, s.devices);
      const [latest] = await s.analysis.latestValid(device.id, 1);
      if (!latest) throw notFound('This device has no valid reading yet (all-zero probe faults are left out): the calculator needs one.');
      const result = names(() =>
        calculateNutrients({
          zone,
          soil,
          crop,
          npk,
          doseCrop,
          hectares,
          reading: latest,
          language: language ?? 'english',
          stcr,
          targetYield,
          manure,
          manureTPerHa,
          previousCrop,
        }),
      );
      return { status: 'success' as const, ...result, reading: calculatorRow(latest) };
    },
  });
}
