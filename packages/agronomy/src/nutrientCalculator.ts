import {
  AGRO_REGION_NAMES,
  type AnalysisLanguage,
  type CalculateResponse,
  MAX_HECTARES,
  type NpkOption,
  type StcrEquationOption,
} from '@agrim/contracts';
import { type Lang, langOf, say } from './lang.js';
import { type CreditLine, nutrientCredits } from './credits.js';
import { RATING_FACTORS_SOURCE } from './knowledge/adjustment.js';
import type { ManureId, PreviousLegume } from './knowledge/credits.js';
import {
  CALCULATOR_CROPS,
  CALCULATOR_DOSES,
  CALCULATOR_SEASON_NAMES,
  type CalculatorDose,
  type CalculatorSoil,
  type CroppingSystem,
} from './knowledge/calculatorDoses.js';
import { type CropRule, cropRule } from './knowledge/cropRules.js';
import type { Text } from './knowledge/crops.js';
import { FERTILIZERS, type FertilizerId } from './knowledge/fertilizers.js';
import { CONVERSIONS, NUTRIENT_SCALES } from './knowledge/soilTest.js';
import { SOURCES } from './knowledge/sources.js';
import { STCR_EQUATIONS } from './knowledge/stcr.js';
import { StcrInputError, type StcrResult, stcrDoses } from './stcr.js';
import {
  type AdjustmentReason,
  MIN_UREA_TOP_UP_N_KG_PER_HA,
  type NutrientAdjustment,
  type NutrientPlan,
  type NutrientRatings,
  planNutrients,
  type PlannedProduct,
  straightFertilizerKg,
} from './nutrientPlan.js';
import {
  classifyConductivity,
  classifyPh,
  microSiemensPerCmToDsPerM,
  mgPerKgToKgPerHa,
  type Nutrient,
  type Rating,
  rateNutrient,
  round2,
} from './ratings.js';

/**
 * The Nutrient Calculator (spec 2.10, issue 9): the zone → soil → cropping system → N:P2O5:K2O cascade
 * over knowledge/calculatorDoses.ts, and the calculation for a device's latest reading and an area.
 */

export type CalculatorField = 'zone' | 'soil' | 'crop' | 'npk' | 'dose_crop';

const FIELD_NAMES: Record<CalculatorField, string> = {
  zone: 'agro-climatic zone',
  soil: 'soil',
  crop: 'cropping system',
  npk: 'N:P2O5:K2O ratio',
  dose_crop: 'crop for this ratio',
};

/** A zone, soil, cropping system or ratio that is not in the table; `allowed` lists the valid values. */
export class CalculatorInputError extends Error {
  readonly field: CalculatorField;
  readonly allowed: string[];

  constructor(field: CalculatorField, value: unknown, allowed: readonly string[]) {
    super(`Unknown ${FIELD_NAMES[field]} "${String(value)}". Choose one of: ${allowed.map((a) => `"${a}"`).join(', ')}.`);
    this.name = 'CalculatorInputError';
    this.field = field;
    this.allowed = [...allowed];
  }
}

/** Case-insensitive, surrounding and repeated spaces ignored. */
const normalise = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '');

function pick<T extends string>(field: CalculatorField, value: unknown, allowed: readonly T[]): T {
  const wanted = normalise(value);
  const hit = wanted === '' ? undefined : allowed.find((a) => normalise(a) === wanted);
  if (hit === undefined) throw new CalculatorInputError(field, value, allowed);
  return hit;
}

function zoneSoils(zone: string) {
  const name = pick('zone', zone, AGRO_REGION_NAMES);
  return { zone: name, soils: CALCULATOR_DOSES[name] };
}

function soilSystems(zone: string, soil: string) {
  const z = zoneSoils(zone);
  const name = pick('soil', soil, Object.keys(z.soils) as CalculatorSoil[]);
  return { zone: z.zone, soil: name, systems: z.soils[name] ?? [] };
}

function croppingSystem(zone: string, soil: string, crop: string): { zone: string; soil: CalculatorSoil; system: CroppingSystem } {
  const s = soilSystems(zone, soil);
  const name = pick(
    'crop',
    crop,
    s.systems.map((x) => x.name),
  );
  return { zone: s.zone, soil: s.soil, system: s.systems.find((x) => x.name === name)! };
}

/** "N:P2O5:K2O" in kg/ha, e.g. "120:60:40", "125:62.5:30" (no trailing ".0"). */
export function formatNpkRatio(dose: { n: number; p2o5: number; k2o: number }): string {
  return [dose.n, dose.p2o5, dose.k2o].map((x) => String(x)).join(':');
}

/** "120 : 60 : 40" → [120, 60, 40]; null when it is not three non-negative numbers. */
function parseNpkRatio(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(':').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  return parts.map(Number) as [number, number, number];
}

function option(dose: CalculatorDose): NpkOption {
  return {
    ratio: formatNpkRatio(dose),
    crop: CALCULATOR_CROPS[dose.crop].en,
    season: dose.season,
    condition: dose.condition,
    n: dose.n,
    p2o5: dose.p2o5,
    k2o: dose.k2o,
    source: SOURCES[dose.source].citation,
    verification: dose.verification,
  };
}

/** The 32 agro-climatic zones, in the order of AGRO_CLIMATIC_REGIONS ('Western Himalayas (J & K, H.P.)' first). */
export function calculatorZones(): string[] {
  return [...AGRO_REGION_NAMES];
}

/** Soils of a zone, main soil first. Throws CalculatorInputError for an unknown zone. */
export function calculatorSoils(zone: string): string[] {
  return Object.keys(zoneSoils(zone).soils);
}

/** Cropping systems of a zone's soil, e.g. "Rice - Wheat". */
export function calculatorCrops(zone: string, soil: string): string[] {
  return soilSystems(zone, soil).systems.map((s) => s.name);
}

/** One option per crop and season of the system, in the table's order (identical ratios included). */
export function calculatorDoses(zone: string, soil: string, crop: string): NpkOption[] {
  return croppingSystem(zone, soil, crop).system.doses.map(option);
}

// ---------------------------------------------------------------- the calculation

export interface CalculateNutrientsInput {
  zone: string;
  soil: string;
  /** The cropping system. */
  crop: string;
  /** One of the system's ratios, "N:P2O5:K2O" kg/ha; the first crop and season with that ratio is used. */
  npk: string;
  /**
   * The crop of the dose when two crops of the system share a ratio (e.g. pearl millet and mustard,
   * both 80:40:40, where only mustard needs sulphur): its English name as in the options.
   */
  doseCrop?: string | undefined;
  hectares: number;
  /** The latest valid probe reading: N, P, K in mg/kg, pH, conductivity in µS/cm. */
  reading: { nitrogen: number; phosphorus: number; potassium: number; ph?: number; conductivity?: number };
  language: AnalysisLanguage;
  /** Issue 37: a targeted-yield equation id (knowledge/stcr.ts) and the target, q/ha. */
  stcr?: string | undefined;
  targetYield?: number | undefined;
  /** Issue 37: manure applied this season (fresh t/ha) and the legume grown before, for the credits. */
  manure?: ManureId | undefined;
  manureTPerHa?: number | undefined;
  previousCrop?: string | undefined;
}

export type NutrientCalculation = Omit<CalculateResponse, 'status' | 'reading'>;

type Npk = { nitrogen: number; phosphorus: number; potassium: number };

const NUTRIENTS: readonly Nutrient[] = ['nitrogen', 'phosphorus', 'potassium'];
const DOSE_KEY = { nitrogen: 'n', phosphorus: 'p2o5', potassium: 'k2o' } as const;

const NUTRIENT_NAMES: Record<Lang, Record<Nutrient, string>> = {
  en: { nitrogen: 'Nitrogen (N)', phosphorus: 'Phosphorus (P₂O₅)', potassium: 'Potassium (K₂O)' },
  hi: { nitrogen: 'नाइट्रोजन (N)', phosphorus: 'फॉस्फेट (P₂O₅)', potassium: 'पोटाश (K₂O)' },
  mr: { nitrogen: 'नत्र (N)', phosphorus: 'स्फुरद (P₂O₅)', potassium: 'पालाश (K₂O)' },
};
const RATING_NAMES: Record<Lang, Record<Rating, string>> = {
  en: { Low: 'Low', Medium: 'Medium', High: 'High' },
  hi: { Low: 'कम', Medium: 'मध्यम', High: 'अधिक' },
  mr: { Low: 'कमी', Medium: 'मध्यम', High: 'जास्त' },
};
const SOIL_NAMES: Record<CalculatorSoil, string> = {
  Alluvial: 'जलोढ़',
  Black: 'काली',
  Red: 'लाल',
  'Red and Yellow': 'लाल-पीली',
  Laterite: 'लैटेराइट',
  Mountain: 'पर्वतीय',
  Desert: 'मरुस्थलीय',
  'Coastal Alluvial': 'तटीय जलोढ़',
  'Coastal Sandy': 'तटीय रेतीली',
  'Mixed Red and Black': 'मिश्रित लाल-काली',
  'Saline-Alkali': 'लवणीय-क्षारीय',
};
const SOIL_NAMES_MR: Record<CalculatorSoil, string> = {
  Alluvial: 'गाळाची',
  Black: 'काळी',
  Red: 'लाल',
  'Red and Yellow': 'लाल-पिवळी',
  Laterite: 'जांभी',
  Mountain: 'डोंगराळ',
  Desert: 'वाळवंटी',
  'Coastal Alluvial': 'किनारपट्टीची गाळाची',
  'Coastal Sandy': 'किनारपट्टीची वालुकामय',
  'Mixed Red and Black': 'मिश्र लाल-काळी',
  'Saline-Alkali': 'क्षारयुक्त-चोपण',
};

const SYSTEM_WORDS_HI: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CALCULATOR_CROPS).map(([key, c]) => [key, c.hi])),
  Fallow: 'परती',
  'Ahu rice': 'आहु धान',
  'Sali rice': 'साली धान',
  'Rabi sorghum': 'रबी ज्वार',
};
/** "Soybean - Wheat" → "सोयाबीन - गेहूँ" (words without a Hindi name stay as they are). */
const systemHi = (name: string) =>
  name
    .split(/( - | \+ )/)
    .map((part) => SYSTEM_WORDS_HI[part] ?? part)
    .join('');
const SYSTEM_WORDS_MR: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CALCULATOR_CROPS).map(([key, c]) => [key, c.mr])),
  Fallow: 'पड',
  'Ahu rice': 'आहू भात',
  'Sali rice': 'साली भात',
  'Rabi sorghum': 'रब्बी ज्वारी',
};
/** "Soybean - Wheat" → "सोयाबीन - गहू". */
const systemMr = (name: string) =>
  name
    .split(/( - | \+ )/)
    .map((part) => SYSTEM_WORDS_MR[part] ?? part)
    .join('');

/** Two decimals at most, no trailing zeros: 71.8144 → "71.81", 150 → "150". */
const fmt = (x: number) => String(round2(x));
const round4 = (x: number) => Math.round(x * 10000) / 10000;
/** The planner writes Hindi units in full (किलो/हेक्टेयर); the calculator's texts use the short forms. */
const hiUnits = (text: string) => text.replaceAll('किलो/हेक्टेयर', 'किग्रा/हे').replaceAll('किलो', 'किग्रा');
/** A planner text in the asked language: Marathi keeps the planner's kg/ha, as the glossary writes units. */
const planText = (text: Text, lang: Lang) => (lang === 'en' ? text.en : lang === 'mr' ? say(text, 'mr') : hiUnits(text.hi));
/** A source's short name in every language it has (sources.ts; Marathi where written). */
const SOURCE_NAME = (id: keyof typeof SOURCES): Text => {
  const s: { citation: string; hi: string; mr?: string } = SOURCES[id];
  return { en: s.citation, hi: s.hi, ...(s.mr ? { mr: s.mr } : {}) };
};
const pct = (factor: number) => `${Math.round(factor * 100)} %`;

function finiteHectares(hectares: number): number {
  if (typeof hectares !== 'number' || !Number.isFinite(hectares))
    throw new RangeError(`Hectares must be a number, got ${String(hectares)}.`);
  if (hectares <= 0) throw new RangeError(`Hectares must be greater than 0, got ${hectares}.`);
  if (hectares > MAX_HECTARES) throw new RangeError(`Hectares must be at most ${MAX_HECTARES}, got ${hectares}.`);
  return hectares;
}

interface ProductQuantity {
  product: FertilizerId;
  name: string;
  kg: number;
  bags: number | null;
  bag_kg: number | null;
}

/** A planner product for the whole area, named in the asked language. */
function product(p: PlannedProduct, lang: Lang): ProductQuantity {
  const f: { en: string; hi: string; mr: string; bagKg?: number } = FERTILIZERS[p.product];
  return { product: p.product, name: f[lang], kg: p.kg, bags: p.bags, bag_kg: f.bagKg ?? null };
}

const REASON: Record<AdjustmentReason, NutrientCalculation['adjustments']['nitrogen']['reason']> = {
  soilTest: 'soil_test',
  starterN: 'legume_starter_n',
  capped: 'capped',
  stcr: 'stcr',
};

/** The equations of a zone's system on a soil, for the calculator's choice (issue 37). */
export function calculatorStcrEquations(zone: string, soil: string, crop: string): StcrEquationOption[] {
  const { soil: s, system } = croppingSystem(zone, soil, crop);
  const crops = new Set(system.doses.map((d) => d.crop));
  return STCR_EQUATIONS.filter((e) => crops.has(e.crop) && e.soils.includes(s)).map((e) => ({
    id: e.id,
    crop: CALCULATOR_CROPS[e.crop].en,
    state: e.state,
    soils: [...e.soils],
    name: e.name.en,
    min_q_ha: e.targetQPerHa.min,
    max_q_ha: e.targetQPerHa.max,
    source: SOURCES[e.source].citation,
    verification: e.verification,
  }));
}

/**
 * The calculator's result for one reading and area: soil N, P2O5, K2O (kg/ha) with their Soil Health Card
 * ratings, the zone's recommended dose for the chosen crop (kg/ha), the dose adjusted to the ratings for the
 * whole area (kg), the part the soil covers (kg), the straight fertilizers to buy and the advice in English
 * or Hindi. Throws CalculatorInputError for an unknown zone, soil, system or ratio, RangeError for hectares.
 */
export function calculateNutrients(input: CalculateNutrientsInput): NutrientCalculation {
  const hectares = finiteHectares(input.hectares);
  const lang: Lang = langOf(input.language);
  const { zone, soil, system } = croppingSystem(input.zone, input.soil, input.crop);

  const wanted = parseNpkRatio(input.npk);
  const sameRatio = wanted ? system.doses.filter((x) => x.n === wanted[0] && x.p2o5 === wanted[1] && x.k2o === wanted[2]) : [];
  if (sameRatio.length === 0)
    throw new CalculatorInputError(
      'npk',
      input.npk,
      system.doses.map(formatNpkRatio).filter((r, i, all) => all.indexOf(r) === i),
    );
  const cropName = (x: CalculatorDose) => CALCULATOR_CROPS[x.crop].en;
  const dose = input.doseCrop === undefined ? sameRatio[0]! : sameRatio.find((x) => normalise(cropName(x)) === normalise(input.doseCrop));
  if (!dose) throw new CalculatorInputError('dose_crop', input.doseCrop, [...new Set(sameRatio.map(cropName))]);

  // Soil: mg/kg → kg/ha (× 2.24), rated as elements; shown as N, P2O5 (× 2.29), K2O (× 1.2).
  const { reading } = input;
  const kgPerHa: Npk = {
    nitrogen: mgPerKgToKgPerHa(reading.nitrogen),
    phosphorus: mgPerKgToKgPerHa(reading.phosphorus),
    potassium: mgPerKgToKgPerHa(reading.potassium),
  };
  const ratings: NutrientRatings = {
    nitrogen: rateNutrient('nitrogen', kgPerHa.nitrogen),
    phosphorus: rateNutrient('phosphorus', kgPerHa.phosphorus),
    potassium: rateNutrient('potassium', kgPerHa.potassium),
  };
  const toKgHa = CONVERSIONS.mgPerKgToKgPerHa.factor;
  const current: Npk = {
    nitrogen: round2(reading.nitrogen * toKgHa),
    phosphorus: round2(reading.phosphorus * toKgHa * CONVERSIONS.pToP2o5.factor),
    potassium: round2(reading.potassium * toKgHa * CONVERSIONS.kToK2o.factor),
  };

  const recommended: Npk = { nitrogen: dose.n, phosphorus: dose.p2o5, potassium: dose.k2o };
  // The planner (nutrientPlan.ts), as the fertilizer advice uses it: the soil-test rule with the crop's
  // rule (a legume's starter N kept, a raise capped at the top of the source's range), DAP for P2O5 (its N
  // counted), urea for the rest, MOP (SOP) for K2O and the crop's sulphur, for the whole area.
  const potash = dose.potash ?? 'MOP';
  const rule = cropRule(dose.crop);
  // Issue 37: the targeted-yield equation (its soil term in the same kg/ha the table shows) and the credits.
  let stcr: StcrResult | undefined;
  const manure =
    input.manureTPerHa !== undefined && input.manureTPerHa > 0
      ? { id: input.manure ?? ('fym' as const), tPerHa: input.manureTPerHa }
      : undefined;
  if (input.stcr !== undefined) {
    if (input.targetYield === undefined)
      throw new StcrInputError('target_yield', {
        en: 'A target yield (q/ha) is needed with a targeted-yield equation.',
        hi: 'लक्षित उपज समीकरण के साथ लक्षित उपज (क्विंटल/हेक्टेयर) देना ज़रूरी है।',
        mr: 'लक्ष्यित उत्पादनाच्या समीकरणासोबत लक्ष्यित उत्पादन (क्विंटल/हेक्टर) देणे आवश्यक आहे.',
      });
    stcr = stcrDoses({
      equation: input.stcr,
      targetQPerHa: input.targetYield,
      crop: dose.crop,
      soil,
      soilTest: { n: current.nitrogen, p2o5: current.phosphorus, k2o: current.potassium },
      manure,
    });
  }
  const credits: CreditLine[] = nutrientCredits(
    {
      manure: input.manureTPerHa !== undefined ? { id: input.manure ?? 'fym', tPerHa: input.manureTPerHa } : undefined,
      previousLegume: input.previousCrop as PreviousLegume | undefined,
    },
    dose.crop,
    rule.legume,
    stcr?.manureInEquation,
  );
  const plan = planNutrients({
    recommended: { n: dose.n, p2o5: dose.p2o5, k2o: dose.k2o },
    ratings,
    rule,
    potash,
    hectares,
    ...(typeof reading.ph === 'number' && Number.isFinite(reading.ph) && reading.ph > 0 && reading.ph <= 14 ? { ph: reading.ph } : {}),
    ...(stcr ? { stcr } : {}),
    ...(credits.length ? { credits } : {}),
    micronutrients: { crop: dose.crop, system: system.name, condition: dose.condition, doseSource: dose.source },
  });
  const { adjusted } = plan;
  const perHa: Npk = { nitrogen: adjusted.n, phosphorus: adjusted.p2o5, potassium: adjusted.k2o };
  const required: Npk = {
    nitrogen: round2(perHa.nitrogen * hectares),
    phosphorus: round2(perHa.phosphorus * hectares),
    potassium: round2(perHa.potassium * hectares),
  };
  // What the soil covers: measured before the credits, which are the manure's and the legume's share.
  const beforeCredits: Npk = {
    nitrogen: plan.adjustments.n.kgPerHa,
    phosphorus: plan.adjustments.p2o5.kgPerHa,
    potassium: plan.adjustments.k2o.kgPerHa,
  };
  const excess: Npk = {
    nitrogen: round2(Math.max(0, recommended.nitrogen - beforeCredits.nitrogen) * hectares),
    phosphorus: round2(Math.max(0, recommended.phosphorus - beforeCredits.phosphorus) * hectares),
    potassium: round2(Math.max(0, recommended.potassium - beforeCredits.potassium) * hectares),
  };
  const sum = (v: Npk) => round2(v.nitrogen + v.phosphorus + v.potassium);

  const products = plan.products.filter((p) => p.kg > 0).map((p) => product(p, lang));
  const dapN = straightFertilizerKg(adjusted, potash).dapN * hectares;
  const adjustments = Object.fromEntries(
    NUTRIENTS.map((n) => {
      const a = plan.adjustments[DOSE_KEY[n]];
      return [
        n,
        {
          factor: round4(a.factor),
          rating_factor: a.ratingFactor,
          kg_per_ha: a.kgPerHa,
          reason: REASON[a.reason],
          cap_kg_per_ha: a.capKgPerHa ?? null,
          note: planText(a.text, lang),
        },
      ];
    }),
  ) as NutrientCalculation['adjustments'];
  const s = plan.sulphur;
  const sulphur: NutrientCalculation['sulphur'] = s
    ? {
        need_kg_per_ha: s.needKgPerHa,
        required_kg: round2(s.needKgPerHa * hectares),
        product: s.product,
        product_name: FERTILIZERS[s.product][lang],
        product_kg: s.line.kg,
        timing: s.timing ? planText(s.timing, lang) : null,
        note: planText(s.text, lang),
      }
    : null;

  const nutrients_table = NUTRIENTS.map((n) => ({
    Nutrient: NUTRIENT_NAMES[lang][n],
    Current: current[n],
    Recommended: recommended[n],
    Required: required[n],
    Excess: excess[n],
  }));

  const recommendations = advice({
    lang,
    zone,
    soil,
    system: system.name,
    dose,
    hectares,
    kgPerHa,
    current,
    ratings,
    adjustments: plan.adjustments,
    rule,
    plan,
    recommended,
    perHa,
    required,
    excess,
    products,
    dapN,
    ph: reading.ph,
    conductivity: reading.conductivity,
  });

  const stcrUsed: NutrientCalculation['stcr'] = stcr
    ? {
        id: stcr.equation.id,
        name: say(stcr.equation.name, lang),
        target_q_ha: stcr.targetQPerHa,
        nutrients: NUTRIENTS.flatMap((n) => {
          const d = stcr.doses[DOSE_KEY[n]];
          return d
            ? [
                {
                  nutrient: n,
                  a: d.a,
                  b: d.b,
                  c: d.c,
                  soil_kg_per_ha: d.soilKgPerHa,
                  organic_kg_per_ha: d.organicKgPerHa,
                  kg_per_ha: d.kgPerHa,
                },
              ]
            : [];
        }),
        source: SOURCES[stcr.equation.source].citation,
      }
    : null;

  return {
    current_values: current,
    recommended_nutrients: recommended,
    required_nutrients: required,
    excess_nutrients: excess,
    total_required_nutrients: sum(required),
    total_excess_nutrients: sum(excess),
    recommendations,
    nutrients_table,
    hectares,
    ratings,
    dose: option(dose),
    products,
    adjustments,
    sulphur,
    stcr: stcrUsed,
    credits: credits.map((c) => ({
      kind: c.kind,
      n: c.n,
      p2o5: c.p2o5,
      k2o: c.k2o,
      note: planText(c.text, lang),
      source: SOURCES[c.source].citation,
      verification: c.verification,
    })),
    micronutrients: (plan.micronutrients?.lines ?? []).map((m) => ({
      nutrient: m.nutrient,
      product: m.line?.product ?? null,
      product_name: m.line ? FERTILIZERS[m.line.product][lang] : null,
      kg_per_ha: m.line?.kgPerHa ?? null,
      kg: m.line?.kg ?? null,
      note: planText(m.text, lang),
      source: SOURCES[m.source].citation,
      verification: m.verification,
    })),
  };
}

// ---------------------------------------------------------------- the advice text

interface AdviceFacts {
  lang: Lang;
  zone: string;
  soil: CalculatorSoil;
  system: string;
  dose: CalculatorDose;
  hectares: number;
  kgPerHa: Npk;
  current: Npk;
  ratings: NutrientRatings;
  adjustments: Record<'n' | 'p2o5' | 'k2o', NutrientAdjustment>;
  rule: CropRule;
  plan: NutrientPlan;
  recommended: Npk;
  perHa: Npk;
  required: Npk;
  excess: Npk;
  products: ProductQuantity[];
  dapN: number;
  ph?: number | undefined;
  conductivity?: number | undefined;
}

const OXIDE: Record<Nutrient, string> = { nitrogen: 'N', phosphorus: 'P₂O₅', potassium: 'K₂O' };
const ELEMENT: Record<Nutrient, string> = { nitrogen: 'N', phosphorus: 'P', potassium: 'K' };

function nutrientLine(f: AdviceFacts, n: Nutrient): string {
  const { lang } = f;
  const scale = NUTRIENT_SCALES[n];
  const rating = f.ratings[n];
  const ox = OXIDE[n];
  const soilHas =
    n === 'nitrogen'
      ? `${fmt(f.current[n])} ${lang === 'en' ? 'kg/ha of available N' : lang === 'mr' ? 'kg/ha उपलब्ध N' : 'किग्रा/हे उपलब्ध N'}`
      : lang === 'en'
        ? `${fmt(f.current[n])} kg/ha of available ${ox} (${fmt(f.kgPerHa[n])} kg/ha ${ELEMENT[n]})`
        : lang === 'mr'
          ? `${fmt(f.current[n])} kg/ha उपलब्ध ${ox} (${fmt(f.kgPerHa[n])} kg/ha ${ELEMENT[n]})`
          : `${fmt(f.current[n])} किग्रा/हे उपलब्ध ${ox} (${fmt(f.kgPerHa[n])} किग्रा/हे ${ELEMENT[n]})`;
  const a = f.adjustments[DOSE_KEY[n]];
  if (lang === 'en') {
    const head = `${NUTRIENT_NAMES.en[n].replace(/ \(.*\)$/, '')}: the soil has ${soilHas}, rated ${rating} (Low below ${scale.low}, High above ${scale.high} kg/ha ${ELEMENT[n]}).`;
    if (f.recommended[n] === 0) return `${head} The recommendation asks for no ${ox} for this crop here.`;
    const covered = f.excess[n] > 0 ? ` The soil already covers the other ${fmt(f.excess[n])} kg.` : '';
    // A crop rule changed the figure (a legume's starter N kept, a raise capped): say why, then the amount.
    if (a.reason !== 'soilTest')
      return `${head} ${a.text.en} Apply ${fmt(f.perHa[n])} kg/ha${credited(f, n, 'en')}, ${fmt(f.required[n])} kg ${ox} on ${fmt(f.hectares)} ha.${covered}`;
    return `${head} Apply ${pct(a.ratingFactor)} of the recommended ${fmt(f.recommended[n])} kg/ha = ${fmt(a.kgPerHa)} kg/ha${credited(f, n, 'en')}, ${fmt(f.required[n])} kg ${ox} on ${fmt(f.hectares)} ha.${covered}`;
  }
  if (lang === 'mr') {
    const head = `${NUTRIENT_NAMES.mr[n].replace(/ \(.*\)$/, '')}: मातीत ${soilHas} आहे — ${RATING_NAMES.mr[rating]} (${scale.low} पेक्षा कमी = कमी, ${scale.high} पेक्षा जास्त = जास्त, kg/ha ${ELEMENT[n]}).`;
    if (f.recommended[n] === 0) return `${head} येथे या पिकासाठी ${ox} ची शिफारस नाही.`;
    const covered = f.excess[n] > 0 ? ` उरलेले ${fmt(f.excess[n])} kg मातीतूनच मिळते.` : '';
    if (a.reason !== 'soilTest')
      return `${head} ${say(a.text, 'mr')} हेक्टरी ${fmt(f.perHa[n])} kg द्या${credited(f, n, 'mr')}, म्हणजे ${fmt(f.hectares)} हेक्टरमध्ये ${fmt(f.required[n])} kg ${ox}.${covered}`;
    return `${head} शिफारस केलेल्या ${fmt(f.recommended[n])} kg/ha चे ${pct(a.ratingFactor)} = ${fmt(a.kgPerHa)} kg/ha${credited(f, n, 'mr')} द्या, म्हणजे ${fmt(f.hectares)} हेक्टरमध्ये ${fmt(f.required[n])} kg ${ox}.${covered}`;
  }
  const name = NUTRIENT_NAMES.hi[n].replace(/ \(.*\)$/, '');
  const head = `${name}: मिट्टी में ${soilHas} है — ${RATING_NAMES.hi[rating]} (${scale.low} से कम = कम, ${scale.high} से अधिक = अधिक, किग्रा/हे ${ELEMENT[n]})।`;
  if (f.recommended[n] === 0) return `${head} इस फसल के लिए यहाँ ${ox} की सिफ़ारिश नहीं है।`;
  const covered = f.excess[n] > 0 ? ` बाकी ${fmt(f.excess[n])} किग्रा की पूर्ति मिट्टी पहले से करती है।` : '';
  if (a.reason !== 'soilTest')
    return `${head} ${hiUnits(a.text.hi)} ${fmt(f.perHa[n])} किग्रा/हे डालें${credited(f, n, 'hi')}, यानी ${fmt(f.hectares)} हेक्टेयर में ${fmt(f.required[n])} किग्रा ${ox}।${covered}`;
  return `${head} अनुशंसित ${fmt(f.recommended[n])} किग्रा/हे का ${pct(a.ratingFactor)} = ${fmt(a.kgPerHa)} किग्रा/हे${credited(f, n, 'hi')} डालें, यानी ${fmt(f.hectares)} हेक्टेयर में ${fmt(f.required[n])} किग्रा ${ox}।${covered}`;
}

/** " less 30 kg/ha of credits = 120 kg/ha" when credits (issue 37) took some of the nutrient. */
function credited(f: AdviceFacts, n: Nutrient, lang: Lang): string {
  const c = f.plan.credits?.kgPerHa[DOSE_KEY[n]] ?? 0;
  if (c <= 0) return '';
  const before = f.adjustments[DOSE_KEY[n]].kgPerHa;
  if (lang === 'mr') return ` मधून ${fmt(Math.min(c, before))} kg/ha ची वजावट (खाली) वजा करून = ${fmt(f.perHa[n])} kg/ha`;
  return lang === 'en'
    ? ` less ${fmt(Math.min(c, before))} kg/ha of credits (below) = ${fmt(f.perHa[n])} kg/ha`
    : ` में से ${fmt(Math.min(c, before))} किग्रा/हे की छूट (नीचे) घटाकर = ${fmt(f.perHa[n])} किग्रा/हे`;
}

function productsLines(f: AdviceFacts): string[] {
  const { lang } = f;
  if (f.products.length === 0) return [];
  const items = f.products.map((p) => {
    const bags =
      p.bags === null
        ? ''
        : lang === 'en'
          ? ` (${fmt(p.bags)} bags of ${p.bag_kg} kg)`
          : lang === 'mr'
            ? ` (${p.bag_kg} kg च्या ${fmt(p.bags)} गोण्या)`
            : ` (${p.bag_kg} किग्रा के ${fmt(p.bags)} बैग)`;
    return lang === 'hi' ? `${p.name} ${fmt(p.kg)} किग्रा${bags}` : `${p.name} ${fmt(p.kg)} kg${bags}`;
  });
  const lines = [
    lang === 'en'
      ? `To buy for ${fmt(f.hectares)} ha: ${items.join('; ')}.`
      : lang === 'mr'
        ? `${fmt(f.hectares)} हेक्टरसाठी खरेदी करा: ${items.join('; ')}.`
        : `${fmt(f.hectares)} हेक्टेयर के लिए खरीदें: ${items.join('; ')}।`,
  ];
  const needN = f.required.nitrogen;
  const urea = f.products.find((p) => p.product === 'Urea' && p.kg > 0);
  if (f.dapN > 0 && needN > 0) {
    if (f.dapN < needN && !urea)
      lines.push(
        lang === 'en'
          ? `The DAP brings ${fmt(f.dapN)} of the ${fmt(needN)} kg N; the ${fmt(needN - f.dapN)} kg left is under ${MIN_UREA_TOP_UP_N_KG_PER_HA} kg N per hectare, too little to spread evenly, so no urea is bought.`
          : lang === 'mr'
            ? `डीएपीमधून ${fmt(needN)} पैकी ${fmt(f.dapN)} kg N मिळते; उरलेले ${fmt(needN - f.dapN)} kg हे हेक्टरी ${MIN_UREA_TOP_UP_N_KG_PER_HA} kg N पेक्षा कमी आहे, ते समान पसरवणे शक्य नाही, म्हणून युरिया नाही.`
            : `डीएपी से ${fmt(needN)} में से ${fmt(f.dapN)} किग्रा N मिलता है; बची ${fmt(needN - f.dapN)} किग्रा मात्रा ${MIN_UREA_TOP_UP_N_KG_PER_HA} किग्रा N प्रति हेक्टेयर से कम है, समान रूप से बिखेरना संभव नहीं, इसलिए यूरिया नहीं।`,
      );
    else if (f.dapN >= needN)
      lines.push(
        lang === 'en'
          ? `The DAP alone brings ${fmt(f.dapN)} kg N, as much as or more than the ${fmt(needN)} kg needed, so no urea is required.`
          : lang === 'mr'
            ? `फक्त डीएपीमधूनच ${fmt(f.dapN)} kg N मिळते, जे आवश्यक ${fmt(needN)} kg इतके किंवा जास्त आहे, म्हणून युरियाची गरज नाही.`
            : `अकेले डीएपी से ${fmt(f.dapN)} किग्रा N मिल जाता है, जो ज़रूरी ${fmt(needN)} किग्रा के बराबर या अधिक है, इसलिए यूरिया की ज़रूरत नहीं।`,
      );
    else
      lines.push(
        lang === 'en'
          ? `The DAP brings ${fmt(f.dapN)} kg of the N; urea supplies the remaining ${fmt(needN - f.dapN)} kg.`
          : lang === 'mr'
            ? `डीएपीमधून ${fmt(f.dapN)} kg N मिळते; उरलेले ${fmt(needN - f.dapN)} kg युरियामधून.`
            : `डीएपी से ${fmt(f.dapN)} किग्रा N मिलता है; बाकी ${fmt(needN - f.dapN)} किग्रा यूरिया से।`,
      );
  }
  lines.push(...sulphurLines(f));
  // Zinc, boron and iron by crop and soil (issue 37): the planner's sentence, then the area's quantity.
  for (const m of f.plan.micronutrients?.lines ?? []) {
    const area = !m.line
      ? ''
      : lang === 'en'
        ? ` On ${fmt(f.hectares)} ha: ${FERTILIZERS[m.line.product].en} ${fmt(m.line.kg)} kg.`
        : lang === 'mr'
          ? ` ${fmt(f.hectares)} हेक्टरमध्ये: ${FERTILIZERS[m.line.product].mr} ${fmt(m.line.kg)} kg.`
          : ` ${fmt(f.hectares)} हेक्टेयर में: ${FERTILIZERS[m.line.product].hi} ${fmt(m.line.kg)} किग्रा।`;
    lines.push(`${planText(m.text, lang)}${area}`);
  }
  if (f.dose.potash === 'SOP')
    lines.push(
      lang === 'en'
        ? 'Potash is given as SOP (sulphate of potash): chloride from MOP spoils the leaf of this crop.'
        : lang === 'mr'
          ? 'पालाश एसओपी (सल्फेट ऑफ पोटॅश) स्वरूपात द्या: एमओपीमधील क्लोराइडमुळे या पिकाची पाने खराब होतात.'
          : 'पोटाश एसओपी (सल्फेट ऑफ पोटाश) के रूप में दें: एमओपी का क्लोराइड इस फसल की पत्ती खराब करता है।',
    );
  return lines;
}

const SULPHUR_WORDS: Record<'gypsum' | 'bentoniteS', Record<Lang, string>> = {
  gypsum: { en: 'gypsum', hi: 'जिप्सम', mr: 'जिप्सम' },
  bentoniteS: { en: 'bentonite sulphur', hi: 'बेंटोनाइट सल्फर', mr: 'बेंटोनाइट सल्फर' },
};

/** The crop's sulphur (the planner's sentence, then the area's quantity) and the SSP alternative that counts its S. */
function sulphurLines(f: AdviceFacts): string[] {
  const { lang, plan, hectares } = f;
  const s = plan.sulphur;
  if (!s) return [];
  const name = FERTILIZERS[s.product][lang];
  const short = SULPHUR_WORDS[s.product][lang];
  const area =
    s.line.kg <= 0
      ? ''
      : lang === 'en'
        ? ` On ${fmt(hectares)} ha: ${name} ${fmt(s.line.kg)} kg (${fmt(s.needKgPerHa * hectares)} kg sulphur).`
        : lang === 'mr'
          ? ` ${fmt(hectares)} हेक्टरमध्ये: ${name} ${fmt(s.line.kg)} kg (${fmt(s.needKgPerHa * hectares)} kg गंधक).`
          : ` ${fmt(hectares)} हेक्टेयर में: ${name} ${fmt(s.line.kg)} किग्रा (${fmt(s.needKgPerHa * hectares)} किग्रा गंधक)।`;
  const lines = [`${planText(s.text, lang)}${area}`];
  const [ssp, urea] = plan.ssp.products;
  if (!ssp || !urea || ssp.kg <= 0) return lines;
  const sspS = fmt(plan.ssp.sulphurKgPerHa * hectares);
  const topUp = plan.ssp.sulphurTopUp;
  const rest =
    s.choice === 'calcareous'
      ? ''
      : s.timing && topUp
        ? lang === 'en'
          ? `; the ${short} is still given, for its calcium`
          : lang === 'mr'
            ? `; ${short} तरीही द्या, त्यातील कॅल्शियमसाठी`
            : `; ${short} फिर भी दें, इसके कैल्शियम के लिए`
        : topUp
          ? lang === 'en'
            ? `; add ${short} ${fmt(topUp.kg)} kg for the sulphur it leaves short`
            : lang === 'mr'
              ? `; त्यातून कमी पडणाऱ्या गंधकासाठी ${short} ${fmt(topUp.kg)} kg आणखी द्या`
              : `; उससे कम पड़ने वाली गंधक के लिए ${short} ${fmt(topUp.kg)} किग्रा और डालें`
          : lang === 'en'
            ? `, enough for the crop's sulphur, so no ${short} is needed`
            : lang === 'mr'
              ? `, जे पिकाच्या गंधकासाठी पुरेसे आहे, म्हणून ${short} ची गरज नाही`
              : `, जो फसल की गंधक के लिए काफ़ी है, इसलिए ${short} की ज़रूरत नहीं`;
  lines.push(
    lang === 'en'
      ? `Or use SSP instead of DAP: SSP ${fmt(ssp.kg)} kg brings the ${fmt(f.required.phosphorus)} kg P₂O₅ and ${sspS} kg sulphur${rest}; then urea ${fmt(urea.kg)} kg gives all the N, with the same potash.`
      : lang === 'mr'
        ? `किंवा डीएपीऐवजी एसएसपी वापरा: एसएसपी ${fmt(ssp.kg)} kg मधून ${fmt(f.required.phosphorus)} kg P₂O₅ आणि ${sspS} kg गंधक मिळते${rest}; मग संपूर्ण N युरिया ${fmt(urea.kg)} kg मधून, आणि पालाश तेवढेच.`
        : `या डीएपी की जगह एसएसपी लें: एसएसपी ${fmt(ssp.kg)} किग्रा से ${fmt(f.required.phosphorus)} किग्रा P₂O₅ और ${sspS} किग्रा गंधक मिलती है${rest}; तब पूरा N यूरिया ${fmt(urea.kg)} किग्रा से, और पोटाश उतना ही।`,
  );
  return lines;
}

function phLine(lang: Lang, ph: number | undefined): string | null {
  if (typeof ph !== 'number' || !Number.isFinite(ph) || ph <= 0 || ph > 14) return null;
  const c = classifyPh(ph);
  if (lang === 'en') {
    const fix =
      c.amendment === 'lime'
        ? ` Apply about ${c.limeKgPerHa} kg/ha of agricultural lime (CaCO3) before sowing; confirm the rate with a lime requirement test.`
        : c.amendment === 'gypsum'
          ? ' The soil is likely sodic: reclaim it with gypsum (about half the gypsum requirement of a soil test) for the fertilizer to work well.'
          : ' No amendment is needed.';
    return `Soil pH ${fmt(ph)}: ${c.class}.${fix}`;
  }
  if (lang === 'mr') {
    const fix =
      c.amendment === 'lime'
        ? ` पेरणीपूर्वी हेक्टरी सुमारे ${c.limeKgPerHa} kg शेतीचा चुना (CaCO3) द्या; मात्रा चुना आवश्यकता चाचणीने निश्चित करा.`
        : c.amendment === 'gypsum'
          ? ' माती चोपण (सोडिक) असू शकते: खताचा पूर्ण फायदा मिळण्यासाठी माती परीक्षणानुसार जिप्सम (जिप्सम आवश्यकतेच्या सुमारे निम्मा) देऊन सुधारणा करा.'
          : ' कोणत्याही भूसुधारकाची गरज नाही.';
    return `मातीचा सामू (pH) ${fmt(ph)}: ${c.mr}.${fix}`;
  }
  const fix =
    c.amendment === 'lime'
      ? ` बुवाई से पहले लगभग ${c.limeKgPerHa} किग्रा/हे कृषि चूना (CaCO3) डालें; मात्रा चूना आवश्यकता जाँच से पक्की करें।`
      : c.amendment === 'gypsum'
        ? ' मिट्टी क्षारीय (ऊसर) हो सकती है: खाद का पूरा लाभ लेने के लिए मिट्टी जाँच के अनुसार जिप्सम (जिप्सम आवश्यकता का लगभग आधा) डालकर सुधार करें।'
        : ' किसी सुधारक की ज़रूरत नहीं।';
  return `मिट्टी का pH ${fmt(ph)}: ${c.hi}।${fix}`;
}

function ecLine(lang: Lang, microSiemens: number | undefined): string | null {
  if (typeof microSiemens !== 'number' || !Number.isFinite(microSiemens) || microSiemens < 0) return null;
  const dS = microSiemensPerCmToDsPerM(microSiemens);
  const c = classifyConductivity(dS);
  const salty = c.class !== 'Normal Conductivity';
  if (lang === 'en')
    return `Electrical conductivity ${fmt(dS)} dS/m (${fmt(microSiemens)} µS/cm): ${c.class}.${
      salty ? ' Salts reduce the response to fertilizer: leach them with good-quality water and prefer salt-tolerant varieties.' : ''
    } The probe reads bulk soil EC, so the class is indicative.`;
  if (lang === 'mr')
    return `विद्युत वाहकता (EC) ${fmt(dS)} dS/m (${fmt(microSiemens)} µS/cm): ${c.mr}.${
      salty ? ' क्षारांमुळे खताचा परिणाम कमी होतो: चांगल्या पाण्याने क्षार धुऊन काढा आणि क्षार-सहनशील वाण निवडा.' : ''
    } प्रोब मातीची एकूण वाहकता मोजतो, म्हणून ही श्रेणी अंदाजे आहे.`;
  return `विद्युत चालकता ${fmt(dS)} dS/m (${fmt(microSiemens)} µS/cm): ${c.hi}।${
    salty ? ' लवण खाद का असर घटाते हैं: अच्छे पानी से लवण धोएँ और लवण-सहनशील किस्में चुनें।' : ''
  } प्रोब मिट्टी की कुल चालकता मापता है, इसलिए यह श्रेणी अनुमानित है।`;
}

function advice(f: AdviceFacts): string[] {
  const { lang, dose } = f;
  const crop = CALCULATOR_CROPS[dose.crop];
  const ratio = formatNpkRatio(dose);
  // The condition in the asked language (issue 37: knowledge/calculatorConditionsHi.ts; a test keeps every one translated).
  const when = (
    lang === 'en'
      ? [dose.season, dose.condition]
      : [say(CALCULATOR_SEASON_NAMES[dose.season], lang), (lang === 'mr' ? dose.conditionMr : null) ?? dose.conditionHi ?? dose.condition]
  )
    .filter(Boolean)
    .join(', ');
  const ruled = Object.values(f.adjustments).some((a) => a.reason !== 'soilTest' && a.recommended > 0);
  const lines: string[] = [
    lang === 'en'
      ? `Recommended dose for ${crop.en} (${when}) in the ${f.system} system on ${f.soil} soil, ${f.zone}: ${ratio} kg N:P₂O₅:K₂O per hectare.`
      : lang === 'mr'
        ? `${f.zone} मधील ${SOIL_NAMES_MR[f.soil]} मातीत ${systemMr(f.system)} पीक पद्धतीतील ${crop.mr} (${when}) साठी शिफारस केलेली मात्रा: हेक्टरी ${ratio} kg N:P₂O₅:K₂O.`
        : `${f.zone} की ${SOIL_NAMES[f.soil]} मिट्टी में ${systemHi(f.system)} फसल चक्र की ${crop.hi} (${when}) के लिए अनुशंसित मात्रा: ${ratio} किग्रा N:P₂O₅:K₂O प्रति हेक्टेयर।`,
    // A crop the soil's pH does not suit is said before the doses (issue 37).
    ...(f.plan.cropPh ? [planText(f.plan.cropPh.text, lang)] : []),
    ...NUTRIENTS.map((n) => nutrientLine(f, n)),
    ...(f.plan.stcr ? Object.values(f.plan.stcr.excluded).map((t) => planText(t, lang)) : []),
    ...(f.plan.credits?.lines ?? []).map((c) => planText(c.text, lang)),
    lang === 'en'
      ? `The dose is adjusted to the soil test by the rating rule (Low 125 %, Medium 100 %, High 75 % of the recommended dose${ruled ? `; except where ${f.plan.stcr ? 'the targeted-yield equation or ' : ''}the crop rule said above` : ''}): ${SOURCES[RATING_FACTORS_SOURCE.source].citation}`
      : lang === 'mr'
        ? `मात्रा माती परीक्षण श्रेणीच्या नियमानुसार कमी-जास्त केली आहे (कमी 125 %, मध्यम 100 %, जास्त 75 %${ruled ? `; वर सांगितलेला ${f.plan.stcr ? 'लक्ष्यित उत्पादनाचे समीकरण किंवा ' : ''}पिकाचा नियम वगळता` : ''}): ${say(SOURCE_NAME(RATING_FACTORS_SOURCE.source), 'mr')}.`
        : `मात्रा मिट्टी जाँच रेटिंग के नियम से घटाई-बढ़ाई गई है (कम 125 %, मध्यम 100 %, अधिक 75 %${ruled ? `; सिवाय ऊपर बताए ${f.plan.stcr ? 'लक्षित उपज समीकरण या ' : ''}फसल के नियम के` : ''}): ${SOURCES[RATING_FACTORS_SOURCE.source].hi}।`,
    ...productsLines(f),
  ];
  if (f.rule.starterN)
    lines.push(
      lang === 'en'
        ? `${crop.en} is a legume: its N is a starter dose only, kept as recommended whatever the soil N rating; treat the seed with Rhizobium culture.`
        : lang === 'mr'
          ? `${crop.mr} हे कडधान्य पीक आहे: त्याचे N फक्त सुरुवातीची (स्टार्टर) मात्रा आहे, जी मातीच्या N श्रेणीनुसार कमी-जास्त केली जात नाही; बियाण्याला रायझोबियम जिवाणू संवर्धकाची बीजप्रक्रिया करा.`
          : `${crop.hi} दलहनी फसल है: इसका N केवल शुरुआती (स्टार्टर) मात्रा है, जो मिट्टी की N रेटिंग से घटाई-बढ़ाई नहीं जाती; बीज को राइजोबियम कल्चर से उपचारित करें।`,
    );
  else if (f.rule.legume)
    lines.push(
      lang === 'en'
        ? `${crop.en} is a legume: treat the seed with Rhizobium culture.`
        : lang === 'mr'
          ? `${crop.mr} हे कडधान्य पीक आहे: बियाण्याला रायझोबियम जिवाणू संवर्धकाची बीजप्रक्रिया करा.`
          : `${crop.hi} दलहनी फसल है: बीज को राइजोबियम कल्चर से उपचारित करें।`,
    );
  const ph = phLine(lang, f.ph);
  if (ph) lines.push(ph);
  const ec = ecLine(lang, f.conductivity);
  if (ec) lines.push(ec);
  const source = SOURCES[dose.source];
  if (lang === 'en')
    lines.push(
      `Source of the dose: ${source.citation}${
        dose.verification === 'checked'
          ? ' The figure was checked against that publication.'
          : ' The figure is quoted as commonly recalled from that publication: confirm with your KVK / state agricultural university.'
      }`,
    );
  else if (lang === 'mr')
    lines.push(
      `मात्रेचा स्रोत: ${say(SOURCE_NAME(dose.source), 'mr')}.${
        dose.verification === 'checked'
          ? ' हा आकडा त्या प्रकाशनातून तपासला आहे.'
          : ' हा आकडा त्या प्रकाशनातून स्मरणाच्या आधारे लिहिला आहे: आपल्या कृषी विज्ञान केंद्राकडून (KVK) / राज्य कृषी विद्यापीठाकडून खात्री करा.'
      }`,
    );
  else
    lines.push(
      `मात्रा का स्रोत: ${source.hi}।${
        dose.verification === 'checked'
          ? ' यह आँकड़ा उस प्रकाशन से जाँचा गया है।'
          : ' यह आँकड़ा उस प्रकाशन से स्मृति के आधार पर लिखा गया है: अपने KVK / राज्य कृषि विश्वविद्यालय से पुष्टि करें।'
      }`,
    );
  return lines;
}
