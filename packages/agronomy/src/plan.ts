import { FERTILIZER_CROP_TYPES, type LanguageWord, SOIL_TYPES, type SoilType } from '@agrim/contracts';
import { RATING_FACTORS, RATING_FACTORS_SOURCE } from './knowledge/adjustment.js';
import { HOT_DAY_C, MICRONUTRIENT_CORRECTIONS, MOISTURE, ORGANIC_OPTIONS, type OrganicOption, SOIL_NOTES } from './knowledge/amendments.js';
import {
  CROP_ALIASES,
  CROPS,
  type CropExtra,
  type CropKnowledge,
  type Dose,
  type PerPlant,
  type Split,
  type Text,
} from './knowledge/crops.js';
import { type CropRule, cropRule } from './knowledge/cropRules.js';
import { FERTILIZER_ALIASES, FERTILIZERS, type FertilizerId } from './knowledge/fertilizers.js';
import { EC_SOURCE, LIME_SOURCE, MICRONUTRIENT_LIMITS, type Micronutrient, NUTRIENT_SCALES, PH_SCALE } from './knowledge/soilTest.js';
import { SOURCES, type SourceId, type Verification } from './knowledge/sources.js';
import {
  type AdjustedDose,
  type CropPhNote,
  type NutrientAdjustment,
  type NutrientPlan,
  type NutrientRatings,
  type PlannedProduct,
  planNutrients,
  type ProductLine,
  straightFertilizerKg,
  type SulphurPlan,
} from './nutrientPlan.js';
import {
  classifyConductivity,
  classifyPh,
  type ConductivityClassification,
  HECTARES_PER_ACRE,
  MG_PER_KG_TO_KG_PER_HA,
  mgPerKgToKgPerHa,
  type MicronutrientStatus,
  type Nutrient,
  K_TO_K2O,
  P_TO_P2O5,
  type PhClassification,
  type Rating,
  rateMicronutrient,
  rateNutrient,
  rateOrganicCarbon,
  round2,
} from './ratings.js';

export interface AdviceInput {
  language: LanguageWord;
  /** One of FERTILIZER_CROP_TYPES. */
  crop: string;
  /** One of SOIL_TYPES. */
  soilType: string;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
  /** Probe readings are mg/kg (converted × 2.24); Soil Health Card values are kg/ha. */
  unit: 'mg/kg' | 'kg/ha';
  /** Cards print either; default 'P'. */
  phosphorusBasis?: 'P' | 'P2O5';
  /** Cards print either; default 'K'. */
  potassiumBasis?: 'K' | 'K2O';
  /** Probe soil moisture, %. */
  moisture?: number;
  temperature?: number;
  humidity?: number;
  ph?: number;
  conductivityDsPerM?: number;
  organicCarbon?: number;
  /** ppm, from a Soil Health Card. */
  micronutrients?: Partial<Record<Micronutrient, number>>;
  /** The ML model's product, discussed in the advice. */
  predicted?: { fertilizer: string; grade: string };
}

export type { Dose, Split, Text };
export type CropKey = keyof typeof CROPS;

export interface CropDose extends Dose {
  crop: CropKey;
  name: Text;
  basis: Text;
  /** Full citation of the dose. */
  source: string;
  sourceId: SourceId;
  verification: Verification;
  splits: Split[];
  potash: 'MOP' | 'SOP';
  legume: boolean;
  perennial: boolean;
  perPlant?: PerPlant;
  perAcre?: Dose;
  sulphurKgPerHa?: number;
  extras: CropExtra[];
}

function cropKey(crop: string): CropKey {
  if (typeof crop === 'string') {
    const wanted = crop.trim().toLowerCase();
    const alias = CROP_ALIASES[wanted];
    if (alias) return alias;
    const key = (Object.keys(CROPS) as CropKey[]).find((k) => k.toLowerCase() === wanted);
    if (key) return key;
  }
  throw new Error(`Unknown crop "${String(crop)}". Known crops: ${FERTILIZER_CROP_TYPES.join(', ')}.`);
}

function soilKey(soilType: string): SoilType {
  const wanted = typeof soilType === 'string' ? soilType.trim().toLowerCase() : '';
  const key = SOIL_TYPES.find((s) => s.toLowerCase() === wanted);
  if (!key) throw new Error(`Unknown soil type "${String(soilType)}". Known soil types: ${SOIL_TYPES.join(', ')}.`);
  return key;
}

/** The crop's recommended N-P2O5-K2O (kg/ha) with its split schedule and source; some crops differ by soil type. */
export function cropDose(crop: string, soilType?: string): CropDose {
  const key = cropKey(crop);
  const c: CropKnowledge = CROPS[key];
  const variant = soilType === undefined ? undefined : c.bySoil?.[soilKey(soilType)];
  const dose = variant?.dose ?? c.dose;
  return {
    crop: key,
    name: { en: c.en, hi: c.hi, mr: c.mr },
    n: dose.n,
    p2o5: dose.p2o5,
    k2o: dose.k2o,
    basis: variant?.basis ?? c.basis,
    source: SOURCES[c.source].citation,
    sourceId: c.source,
    verification: c.verification,
    splits: variant?.splits ?? c.splits,
    potash: c.potash ?? 'MOP',
    legume: c.legume ?? false,
    perennial: c.perennial ?? false,
    ...(c.perPlant && !variant ? { perPlant: c.perPlant } : {}),
    ...(c.perAcre && !variant ? { perAcre: c.perAcre } : {}),
    ...(c.sulphurKgPerHa ? { sulphurKgPerHa: c.sulphurKgPerHa } : {}),
    extras: c.extras ?? [],
  };
}

export type { AdjustedDose, NutrientRatings, ProductLine };

/**
 * The plain 125 / 100 / 75 % rule: Low → 125 %, Medium → 100 %, High → 75 % of the recommended dose, per
 * nutrient, without crop rules. Plans use `planNutrients` (nutrientPlan.ts), which keeps a legume's starter
 * N and stops a raise at the top of the source's range.
 */
export function adjustDose(dose: Dose, ratings: NutrientRatings): AdjustedDose {
  const factors = { n: RATING_FACTORS[ratings.nitrogen], p2o5: RATING_FACTORS[ratings.phosphorus], k2o: RATING_FACTORS[ratings.potassium] };
  return {
    n: round2(dose.n * factors.n),
    p2o5: round2(dose.p2o5 * factors.p2o5),
    k2o: round2(dose.k2o * factors.k2o),
    factors,
    source: SOURCES[RATING_FACTORS_SOURCE.source].citation,
  };
}

// ---------------------------------------------------------------- the plan (numbers only)

export interface Reading {
  nutrient: Nutrient;
  value: number;
  unit: 'mg/kg' | 'kg/ha';
  /** kg/ha as measured (× 2.24 for mg/kg); for phosphorus and potassium on the `basis` given. */
  kgPerHa: number;
  basis?: 'P' | 'P2O5' | 'K' | 'K2O';
  /** The kg/ha the scale is applied to (phosphorus as P, potassium as K). */
  ratedKgPerHa: number;
  rating: Rating;
}

export interface ScheduleStep {
  split: Split;
  /** Nutrients applied at this step, kg/ha. */
  nutrients: Dose;
  products: ProductLine[];
}

export interface PredictedPlan {
  fertilizer: string;
  grade: { n: number; p2o5: number; k2o: number; s: number };
  product?: FertilizerId;
  /** Which need the complex is sized to meet. */
  meets: 'p2o5' | 'n' | 'k2o';
  line: Omit<ProductLine, 'product'> & { product?: FertilizerId };
  topUps: ProductLine[];
  /** What the complex supplies beyond the need, kg/ha. */
  excess: Dose;
}

export interface MoistureStatus {
  percent: number;
  status: 'dry' | 'ok' | 'wet';
  dryBelow: number;
  wetAbove: number;
}

export interface MicronutrientPlan extends MicronutrientStatus {
  correction?: (typeof MICRONUTRIENT_CORRECTIONS)[Micronutrient];
  /**
   * A low sulphur test when the crop's own sulphur line already gives this many kg S/ha: the correction is
   * not added on top, so sulphur is prescribed once (issue 37).
   */
  coveredByCropSulphurKgPerHa?: number;
}

export interface Plan {
  crop: CropDose;
  soilType: SoilType;
  unit: 'mg/kg' | 'kg/ha';
  conversionFactor: number;
  readings: Record<Nutrient, Reading>;
  recommended: Dose;
  /** The dose adjusted to the soil test and the crop's rule (nutrientPlan.ts). */
  adjusted: AdjustedDose;
  /** Per nutrient: the factor applied and why (soil-test rule, a legume's starter N, a cap). */
  adjustments: Record<'n' | 'p2o5' | 'k2o', NutrientAdjustment>;
  /** The crop's planner rule (knowledge/cropRules.ts). */
  rule: CropRule;
  /**
   * The main plan: DAP for P2O5 (its N counted), urea for the rest of N, MOP (or SOP) for K2O, then the
   * sulphur product when the crop needs S.
   */
  products: ProductLine[];
  nFromDapKgPerHa: number;
  /** The SSP alternative for phosphate: SSP + urea for all N + the same potash (+ sulphur SSP leaves short). */
  ssp: { products: ProductLine[]; sulphurKgPerHa: number; sulphurTopUp?: ProductLine };
  sulphur?: Omit<SulphurPlan, 'line'> & { line: ProductLine };
  /** The soil pH outside the crop's range (nutrientPlan.ts `cropPh`). */
  cropPh?: CropPhNote;
  predicted?: PredictedPlan;
  /** The model's product when its grade could not be read. */
  predictedUnreadable?: string;
  schedule: ScheduleStep[];
  /** Applications outside the schedule's products (groundnut's gypsum at pegging), per ha and per acre. */
  extras: (Omit<CropExtra, 'product'> & { product: FertilizerId; kgPerAcre: number })[];
  moisture?: MoistureStatus;
  hot?: boolean;
  ph?: PhClassification;
  conductivity?: ConductivityClassification;
  organicCarbon?: { percent: number; rating: Rating };
  micronutrients: MicronutrientPlan[];
  /**
   * Zinc, boron and iron by crop and soil where nothing measured them (issue 37, nutrientPlan.ts): one line
   * per nutrient, its soil application also in `products` and `extras`. A card's deficient value that a line
   * corrects has no `correction` of its own in `micronutrients`.
   */
  micronutrientDefaults?: NonNullable<NutrientPlan['micronutrients']>;
  organic: OrganicOption[];
  /** Ids of every source the plan used, in citing order. */
  sources: SourceId[];
}

const perAcre = (kgPerHa: number) => round2(kgPerHa * HECTARES_PER_ACRE);

export { type StraightFertilizerKg, straightFertilizerKg } from './nutrientPlan.js';

/** The product line of a planner product (per ha and per acre; the area's `kg`, `bags` and `role` left out). */
function toLine({ product, kgPerHa, kgPerAcre, bagsPerAcre, bagKg, supplies }: PlannedProduct): ProductLine {
  return { product, kgPerHa, kgPerAcre, ...(bagKg ? { bagKg, bagsPerAcre: bagsPerAcre! } : {}), supplies };
}

function line(product: FertilizerId, kgPerHa: number): ProductLine {
  const f: { n: number; p2o5: number; k2o: number; s?: number; bagKg?: number } = FERTILIZERS[product];
  const kg = Math.max(0, kgPerHa);
  const acre = perAcre(kg);
  return {
    product,
    kgPerHa: round2(kg),
    kgPerAcre: acre,
    ...(f.bagKg ? { bagKg: f.bagKg, bagsPerAcre: round2(acre / f.bagKg) } : {}),
    supplies: {
      n: round2((kg * f.n) / 100),
      p2o5: round2((kg * f.p2o5) / 100),
      k2o: round2((kg * f.k2o) / 100),
      s: round2((kg * (f.s ?? 0)) / 100),
    },
  };
}

function reading(nutrient: Nutrient, value: number, unit: 'mg/kg' | 'kg/ha', basis?: Reading['basis']): Reading {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new Error(`${nutrient} must be a non-negative number, got ${String(value)}.`);
  const kgPerHa = unit === 'mg/kg' ? mgPerKgToKgPerHa(value) : value;
  const ratedKgPerHa = basis === 'P2O5' ? round2(kgPerHa / P_TO_P2O5) : basis === 'K2O' ? round2(kgPerHa / K_TO_K2O) : kgPerHa;
  return { nutrient, value, unit, kgPerHa, ...(basis ? { basis } : {}), ratedKgPerHa, rating: rateNutrient(nutrient, ratedKgPerHa) };
}

/** Spreads urea over the splits so each gets its share of N less the N DAP brings at that step. */
function ureaBySplit(splits: Split[], n: number, dapN: number): number[] {
  const want = splits.map((s) => s.n * n - s.p2o5 * dapN);
  const short = want.map((w) => Math.max(0, w));
  const over = want.reduce((sum, w) => sum + Math.max(0, -w), 0);
  const total = short.reduce((a, b) => a + b, 0);
  const scale = total > 0 ? Math.max(0, total - over) / total : 0;
  return short.map((w) => w * scale);
}

function parseGrade(grade: string): { n: number; p2o5: number; k2o: number; s: number } | undefined {
  const nums = (grade.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (nums.length < 2 || nums.some((x) => x > 100)) return undefined;
  return { n: nums[0]!, p2o5: nums[1]!, k2o: nums[2] ?? 0, s: nums[3] ?? 0 };
}

function predictedPlan(predicted: { fertilizer: string; grade: string }, need: Dose, potash: 'MOP' | 'SOP'): PredictedPlan | undefined {
  const name = String(predicted.fertilizer ?? '').trim();
  const gradeText = String(predicted.grade ?? '').trim();
  const product = FERTILIZER_ALIASES[name.toLowerCase()] ?? FERTILIZER_ALIASES[gradeText.toLowerCase()];
  const known = product ? FERTILIZERS[product] : undefined;
  const grade =
    parseGrade(gradeText) ?? (known ? { n: known.n, p2o5: known.p2o5, k2o: known.k2o, s: 's' in known ? known.s : 0 } : undefined);
  if (!grade || grade.n + grade.p2o5 + grade.k2o <= 0) return undefined;
  const meets: PredictedPlan['meets'] = grade.p2o5 > 0 && need.p2o5 > 0 ? 'p2o5' : grade.n > 0 && need.n > 0 ? 'n' : 'k2o';
  const percent = grade[meets];
  const kg = percent > 0 ? (need[meets] * 100) / percent : 0;
  const supplies = { n: (kg * grade.n) / 100, p2o5: (kg * grade.p2o5) / 100, k2o: (kg * grade.k2o) / 100, s: (kg * grade.s) / 100 };
  const acre = perAcre(kg);
  const topUps: ProductLine[] = [];
  const rest = { n: need.n - supplies.n, p2o5: need.p2o5 - supplies.p2o5, k2o: need.k2o - supplies.k2o };
  // P top-up from SSP so that no more N is added than asked for.
  if (rest.p2o5 > 0.05) topUps.push(line('SSP', rest.p2o5 / 0.16));
  if (rest.n > 0.05) topUps.push(line('Urea', rest.n / 0.46));
  if (rest.k2o > 0.05) topUps.push(line(potash, rest.k2o / (FERTILIZERS[potash].k2o / 100)));
  return {
    fertilizer: predicted.fertilizer,
    grade,
    ...(product ? { product } : {}),
    meets,
    line: {
      ...(product ? { product } : {}),
      kgPerHa: round2(kg),
      kgPerAcre: acre,
      bagKg: 50,
      bagsPerAcre: round2(acre / 50),
      supplies: { n: round2(supplies.n), p2o5: round2(supplies.p2o5), k2o: round2(supplies.k2o), s: round2(supplies.s) },
    },
    topUps,
    excess: { n: round2(Math.max(0, -rest.n)), p2o5: round2(Math.max(0, -rest.p2o5)), k2o: round2(Math.max(0, -rest.k2o)) },
  };
}

function optional(value: number | undefined, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${name} must be a number, got ${String(value)}.`);
  return value;
}

/** Every number of the advice: ratings, doses, products per ha and per acre, schedule and corrections. No text. */
export function fertilizerPlan(input: AdviceInput): Plan {
  if (input.unit !== 'mg/kg' && input.unit !== 'kg/ha') throw new Error(`unit must be "mg/kg" or "kg/ha", got ${String(input.unit)}.`);
  const soilType = soilKey(input.soilType);
  const crop = cropDose(input.crop, soilType);
  const sources = new Set<SourceId>(['methodsManual']);

  const basis = input.phosphorusBasis ?? 'P';
  const readings: Record<Nutrient, Reading> = {
    nitrogen: reading('nitrogen', input.nitrogen, input.unit),
    phosphorus: reading('phosphorus', input.phosphorus, input.unit, basis),
    potassium: reading('potassium', input.potassium, input.unit, input.potassiumBasis),
  };
  for (const s of Object.values(NUTRIENT_SCALES)) sources.add(s.source);

  const recommended: Dose = { n: crop.n, p2o5: crop.p2o5, k2o: crop.k2o };
  const ph = optional(input.ph, 'pH');
  sources.add(crop.sourceId);

  // The planner (nutrientPlan.ts), as the Nutrient Calculator uses it: the soil-test rule with the crop's
  // rule; DAP first for phosphate (its N counted), urea for the rest of N, MOP (SOP for tobacco) for
  // potash, and sulphur where the crop needs it.
  const rule = cropRule(crop.crop);
  const planned = planNutrients({
    recommended,
    ratings: { nitrogen: readings.nitrogen.rating, phosphorus: readings.phosphorus.rating, potassium: readings.potassium.rating },
    rule,
    potash: crop.potash,
    ...(ph !== undefined ? { ph } : {}),
    micronutrients: {
      crop: crop.crop,
      measured: { zn: input.micronutrients?.zn, b: input.micronutrients?.b, fe: input.micronutrients?.fe },
    },
  });
  for (const id of planned.sources) sources.add(id);
  sources.add('acre');
  const { adjusted, adjustments } = planned;
  const products = planned.products.map(toLine);
  const ssp = {
    products: planned.ssp.products.map(toLine),
    sulphurKgPerHa: planned.ssp.sulphurKgPerHa,
    ...(planned.ssp.sulphurTopUp ? { sulphurTopUp: toLine(planned.ssp.sulphurTopUp) } : {}),
  };
  const sulphur = planned.sulphur ? { ...planned.sulphur, line: toLine(planned.sulphur.line) } : undefined;

  const { dapKg, dapN, ureaKg, potashKg } = straightFertilizerKg(adjusted, crop.potash);
  const urea = ureaKg > 0 ? ureaBySplit(crop.splits, adjusted.n, dapN) : [];
  const schedule: ScheduleStep[] = crop.splits.map((split, i) => {
    const stepProducts = [
      line('DAP', split.p2o5 * dapKg),
      line('Urea', (urea[i] ?? 0) / 0.46),
      line(crop.potash, split.k2o * potashKg),
      // Sulphur goes in at sowing with the rest, unless the crop's product has its own time (an extra below).
      ...(i === 0 && sulphur && !sulphur.timing ? [sulphur.line] : []),
    ].filter((p) => p.kgPerHa > 0);
    return {
      split,
      nutrients: { n: round2(split.n * adjusted.n), p2o5: round2(split.p2o5 * adjusted.p2o5), k2o: round2(split.k2o * adjusted.k2o) },
      products: stepProducts,
    };
  });
  // The crop's own sulphur product with its time (groundnut's gypsum at pegging) replaces the same product
  // in the crop's extras, so it is not given twice.
  const timedSulphur =
    sulphur?.timing && sulphur.line.kgPerHa > 0
      ? [
          {
            product: sulphur.product,
            kgPerHa: sulphur.line.kgPerHa,
            kgPerAcre: sulphur.line.kgPerAcre,
            timing: sulphur.timing,
            source: sulphur.source,
          },
        ]
      : [];
  const extras: Plan['extras'] = [
    ...timedSulphur,
    // A product the planner held (groundnut's gypsum on a soil that may be calcareous) is not given as an extra either.
    ...crop.extras
      .filter((e) => !timedSulphur.some((t) => t.product === e.product))
      .filter((e) => !(sulphur?.choice === 'calcareous' && e.product === sulphur.product))
      .map((e) => ({ ...e, kgPerAcre: perAcre(e.kgPerHa) })),
  ];
  for (const e of extras) sources.add(e.source);

  const predicted = input.predicted ? predictedPlan(input.predicted, adjusted, crop.potash) : undefined;
  // The micronutrient defaults' soil applications, with their time (issue 37).
  for (const m of planned.micronutrients?.lines ?? [])
    if (m.line)
      extras.push({
        product: m.line.product,
        kgPerHa: m.line.kgPerHa,
        kgPerAcre: m.line.kgPerAcre,
        timing: m.entry.timing,
        source: m.source,
      });

  // water and soil condition
  const moisture = optional(input.moisture, 'moisture');
  const temperature = optional(input.temperature, 'temperature');
  const ec = optional(input.conductivityDsPerM, 'conductivity');
  const oc = optional(input.organicCarbon, 'organic carbon');
  sources.add(MOISTURE.source);
  const moistureStatus: MoistureStatus | undefined =
    moisture === undefined
      ? undefined
      : {
          percent: moisture,
          status: moisture < MOISTURE.dryBelow ? 'dry' : moisture > MOISTURE.wetAbove ? 'wet' : 'ok',
          dryBelow: MOISTURE.dryBelow,
          wetAbove: MOISTURE.wetAbove,
        };
  sources.add(SOIL_NOTES[soilType]!.source);

  const phClass = ph === undefined ? undefined : classifyPh(ph);
  if (phClass?.amendment === 'lime') sources.add(LIME_SOURCE.source);
  if (phClass?.amendment === 'gypsum') {
    sources.add('cssriSodic');
    sources.add('richards1954');
  }
  if (phClass) sources.add(PH_SCALE.source);
  const ecClass = ec === undefined ? undefined : classifyConductivity(ec);
  if (ecClass) {
    sources.add(EC_SOURCE.source);
    if (ecClass.class !== 'Normal Conductivity') sources.add('cssriSodic');
    if (ecClass.class === 'Injurious to most crops') sources.add('richards1954');
  }
  const organicCarbon = oc === undefined ? undefined : { percent: oc, rating: rateOrganicCarbon(oc) };

  const micronutrients: MicronutrientPlan[] = [];
  for (const key of Object.keys(MICRONUTRIENT_LIMITS) as Micronutrient[]) {
    const value = optional(input.micronutrients?.[key], key);
    if (value === undefined) continue;
    const status = rateMicronutrient(key, value);
    sources.add(MICRONUTRIENT_LIMITS[key].source);
    // Sulphur once: the crop's own sulphur line (20–52 kg S/ha) already covers the 20 kg S correction.
    const cropS = key === 's' && sulphur && sulphur.line.kgPerHa > 0 ? sulphur.needKgPerHa : 0;
    if (status.deficient && cropS > 0) {
      micronutrients.push({ ...status, coveredByCropSulphurKgPerHa: cropS });
      continue;
    }
    if (status.deficient) sources.add(MICRONUTRIENT_CORRECTIONS[key].source);
    micronutrients.push({ ...status, ...(status.deficient ? { correction: MICRONUTRIENT_CORRECTIONS[key] } : {}) });
  }
  // A deficiency the plan's own micronutrient line corrects is not corrected a second time (issue 37).
  const corrected = new Set(planned.micronutrients?.lines.map((l) => l.nutrient));
  for (const [i, m] of micronutrients.entries())
    if (m.deficient && m.correction && corrected.has(m.nutrient as 'zn' | 'b' | 'fe')) {
      const { correction: _replaced, ...rest } = m;
      micronutrients[i] = rest;
    }

  const organic = ORGANIC_OPTIONS.filter((o) => {
    if (o.for === 'perennials') return crop.perennial;
    if (o.id === 'fym' && crop.perennial) return false;
    if (o.for === 'legumes') return crop.legume;
    if (o.for === 'non-legumes') return !crop.legume && !crop.perennial;
    return true;
  });
  for (const o of organic) sources.add(o.source);

  return {
    crop,
    soilType,
    unit: input.unit,
    conversionFactor: input.unit === 'mg/kg' ? MG_PER_KG_TO_KG_PER_HA : 1,
    readings,
    recommended,
    adjusted,
    adjustments,
    rule,
    products,
    nFromDapKgPerHa: planned.nFromDapKgPerHa,
    ssp,
    ...(sulphur ? { sulphur } : {}),
    ...(planned.cropPh ? { cropPh: planned.cropPh } : {}),
    ...(predicted ? { predicted } : {}),
    ...(input.predicted && !predicted ? { predictedUnreadable: String(input.predicted.fertilizer) } : {}),
    schedule,
    extras,
    ...(moistureStatus ? { moisture: moistureStatus } : {}),
    ...(temperature !== undefined ? { hot: temperature > HOT_DAY_C } : {}),
    ...(phClass ? { ph: phClass } : {}),
    ...(ecClass ? { conductivity: ecClass } : {}),
    ...(organicCarbon ? { organicCarbon } : {}),
    micronutrients,
    ...(planned.micronutrients ? { micronutrientDefaults: planned.micronutrients } : {}),
    organic,
    sources: [...sources],
  };
}
