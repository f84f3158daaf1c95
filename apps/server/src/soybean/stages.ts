import {
  type Band,
  REFERENCE_CLIMATE,
  REFERENCE_SOWING,
  SOYBEAN_SOURCES,
  SOYBEAN_STAGE_NAMES,
  SOYBEAN_STAGE_SOURCES,
  SOYBEAN_STAGES,
  SOYBEAN_ZONES,
  type MonthDay,
  type SoybeanSourceId,
  type SoybeanStage,
  soybeanStage,
} from '@agrim/agronomy';
import type { CropAnalyticsResponse, PerStageResponse } from '@agrim/contracts';
import { notOneOf, roundTo } from './common.js';

/** The stage of a name (case and spaces ignored), or a 400 naming the five stages. */
export function stageOf(name: string): SoybeanStage {
  const stage = soybeanStage(name);
  if (!stage) throw notOneOf('stages', name, SOYBEAN_STAGE_NAMES);
  return stage;
}

/** The stage target of a band of the product (spec 9): its midpoint. */
export const midpoint = (band: Band) => roundTo((band.low + band.high) / 2, 4);

/** Spec 3 per-stage response: each label to a one-value map {"0": value}, in the order of the contract. */
export function perStage(stage: SoybeanStage): Omit<PerStageResponse, 'status'> {
  const b = stage.fertigation;
  return {
    stages: {
      Stage: { '0': stage.name },
      Days: { '0': stage.days },
      'Nitrogen (kg/ha)': { '0': midpoint(b.nitrogen) },
      'Phosphorus (kg/ha)': { '0': midpoint(b.phosphorus) },
      'Potassium (kg/ha)': { '0': midpoint(b.potassium) },
      'Moisture (inches/day)': { '0': midpoint(b.moisture) },
    },
    bands: { nitrogen: { ...b.nitrogen }, phosphorus: { ...b.phosphorus }, potassium: { ...b.potassium }, moisture: { ...b.moisture } },
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const monthDay = (d: MonthDay) => `${d.day} ${MONTHS[d.month - 1]}`;
/** Day of the year (1–366) of a month and day in a common year. */
export const dayOfYear = (d: MonthDay) => DAYS_BEFORE_MONTH[d.month - 1]! + d.day;
const mid = (r: { min: number; max: number }) => roundTo((r.min + r.max) / 2, 2);

/** Citations of some sources, each once, in the order given. */
const cite = (ids: Iterable<SoybeanSourceId>) => [...new Set(ids)].map((id) => SOYBEAN_SOURCES[id].citation);

/** Crop analytics (spec 2.14, 3): the zones' sowing windows and spacing, and per stage its days, water, temperatures and nutrients. */
export function cropAnalytics(crop: string): Omit<CropAnalyticsResponse, 'status'> {
  const names = SOYBEAN_STAGES.map((s) => s.name);
  let cumulative = { n: 0, p2o5: 0, k2o: 0 };
  const dose = SOYBEAN_STAGES.map((s) => {
    const a = s.appliedKgPerHa;
    cumulative = { n: cumulative.n + a.n, p2o5: cumulative.p2o5 + a.p2o5, k2o: cumulative.k2o + a.k2o };
    return {
      stage: s.name,
      day: s.fromDay,
      n: a.n,
      p2o5: a.p2o5,
      k2o: a.k2o,
      s: a.s,
      cumulative_n: roundTo(cumulative.n, 2),
      cumulative_p2o5: roundTo(cumulative.p2o5, 2),
      cumulative_k2o: roundTo(cumulative.k2o, 2),
    };
  });
  return {
    crop,
    zones: SOYBEAN_ZONES.map((z) => z.name),
    sowing_times: SOYBEAN_ZONES.map((z) => `${monthDay(z.sowingWindow.from)} – ${monthDay(z.sowingWindow.to)}`),
    sowing_start_day: SOYBEAN_ZONES.map((z) => dayOfYear(z.sowingWindow.from)),
    spacing: SOYBEAN_ZONES.map((z) => mid(z.spacing.rowCm)),
    plant_spacing: SOYBEAN_ZONES.map((z) => mid(z.spacing.plantCm)),
    stages: names,
    crop_stages: names,
    growth_stages: names,
    days: SOYBEAN_STAGES.map((s) => s.days),
    et_values: SOYBEAN_STAGES.map((s) => s.et0MmPerDay),
    kc: SOYBEAN_STAGES.map((s) => s.kc),
    water_use: SOYBEAN_STAGES.map((s) => s.waterUseMm),
    min_temp: SOYBEAN_STAGES.map((s) => s.normalTempC.min),
    max_temp: SOYBEAN_STAGES.map((s) => s.normalTempC.max),
    nutrients: {
      nitrogen: SOYBEAN_STAGES.map((s) => midpoint(s.fertigation.nitrogen)),
      phosphorus: SOYBEAN_STAGES.map((s) => midpoint(s.fertigation.phosphorus)),
      potassium: SOYBEAN_STAGES.map((s) => midpoint(s.fertigation.potassium)),
    },
    dfFertilizerDose: dose,
    reference: `${REFERENCE_CLIMATE.site}, sown ${monthDay(REFERENCE_SOWING)}: stage days, ET0, Kc, water use and temperatures are for this site and date.`,
    sources: cite([
      ...SOYBEAN_ZONES.flatMap((z) => [z.sowingWindow.source, z.spacing.source]),
      ...Object.values(SOYBEAN_STAGE_SOURCES).map((s) => s.source),
    ]),
  };
}
