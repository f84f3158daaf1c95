import {
  CONVERSIONS,
  EC_CLASSES,
  limeRateFor,
  MICRONUTRIENT_LIMITS,
  type Micronutrient,
  NUTRIENT_SCALES,
  ORGANIC_CARBON_SCALE,
  PH_CLASSES,
  PH_SCALE,
  type RatingScale,
} from './knowledge/soilTest.js';

export type Rating = 'Low' | 'Medium' | 'High';
export type Nutrient = 'nitrogen' | 'phosphorus' | 'potassium';

/** mg/kg of the 0–15 cm layer → kg/ha (2.24 million kg of soil per hectare). */
export const MG_PER_KG_TO_KG_PER_HA = CONVERSIONS.mgPerKgToKgPerHa.factor;
export const P_TO_P2O5 = CONVERSIONS.pToP2o5.factor;
export const K_TO_K2O = CONVERSIONS.kToK2o.factor;
export const HECTARES_PER_ACRE = CONVERSIONS.hectaresPerAcre.factor;

/** Rounds to 2 decimals so that 250 × 2.24 is 560, not 560.0000000000001. */
export const round2 = (x: number) => Math.round(x * 100) / 100;

export function mgPerKgToKgPerHa(mgPerKg: number): number {
  return round2(mgPerKg * MG_PER_KG_TO_KG_PER_HA);
}

export function microSiemensPerCmToDsPerM(microSiemensPerCm: number): number {
  return microSiemensPerCm * CONVERSIONS.microSiemensPerCmToDsPerM.factor;
}

function rateOn(scale: RatingScale, value: number): Rating {
  if (value < scale.low) return 'Low';
  if (value > scale.high) return 'High';
  return 'Medium';
}

function finite(value: number, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got ${String(value)}.`);
  return value;
}

/**
 * Soil Health Card rating of a primary nutrient. `kgPerHa` is N, P (not P2O5) or K as printed on
 * the card: Low below the scale's lower limit, Medium up to and including the upper limit, High above.
 */
export function rateNutrient(nutrient: Nutrient, kgPerHa: number): Rating {
  const scale = NUTRIENT_SCALES[nutrient];
  if (!scale) throw new Error(`Unknown nutrient "${String(nutrient)}": expected nitrogen, phosphorus or potassium.`);
  return rateOn(scale, finite(kgPerHa, nutrient));
}

export function rateOrganicCarbon(percent: number): Rating {
  return rateOn(ORGANIC_CARBON_SCALE, finite(percent, 'organic carbon'));
}

export type PhClass = (typeof PH_CLASSES)[number]['class'];
/** Coarse category for colour coding (spec 5: Acidic red, Optimal green, others yellow). */
export type PhCategory = (typeof PH_CLASSES)[number]['category'];

export interface PhClassification {
  ph: number;
  class: PhClass;
  /** The class in Hindi and Marathi. */
  hi: string;
  mr: string;
  category: PhCategory;
  /** Lime up to pH 5.5, gypsum above 8.5. */
  amendment: 'lime' | 'gypsum' | null;
  /** General lime rate (kg CaCO3/ha) for acid soils, by LIME_RATES band; confirm with a lime requirement test. */
  limeKgPerHa?: number;
}

/**
 * pH classes of the Indian soil-testing bands (PH_CLASSES_SOURCE; not the portal card's, which rates pH
 * above 7 moderately alkaline): up to 5.5 strongly acidic (lime), above 5.5 to below 6.5
 * moderately acidic, 6.5–7.5 neutral, above 7.5 up to 8.5 moderately alkaline, above 8.5
 * strongly alkaline (sodic; gypsum).
 */
export function classifyPh(ph: number): PhClassification {
  if (typeof ph !== 'number' || !Number.isFinite(ph) || ph < 0 || ph > 14)
    throw new Error(`pH must be a number from 0 to 14, got ${String(ph)}.`);
  const entry =
    PH_CLASSES.find((c) => ('below' in c ? ph < c.below : 'upTo' in c ? ph <= c.upTo : true)) ?? PH_CLASSES[PH_CLASSES.length - 1]!;
  const amendment = ph <= PH_SCALE.limeUpTo ? 'lime' : ph > PH_SCALE.gypsumAbove ? 'gypsum' : null;
  // Rate by the Kerala pH bands, both ends of a printed band inclusive (see LIME_RATES).
  const lime = amendment === 'lime' ? limeRateFor(ph) : undefined;
  return {
    ph,
    class: entry.class,
    hi: entry.hi,
    mr: entry.mr,
    category: entry.category,
    amendment,
    ...(lime ? { limeKgPerHa: lime.kgPerHa } : {}),
  };
}

export type ConductivityClass = (typeof EC_CLASSES)[number]['class'];

export interface ConductivityClassification {
  dSPerM: number;
  class: ConductivityClass;
  hi: string;
  mr: string;
}

/**
 * Electrical conductivity classes (1:2 soil:water, dS/m; Muhr et al. 1965): below 1 normal, 1–2
 * critical for germination, above 2 up to 3 critical for sensitive crops, above 3 injurious to most
 * crops. (4 dS/m is the saline line of the saturation extract, not of the 1:2 extract.)
 */
export function classifyConductivity(dSPerM: number): ConductivityClassification {
  finite(dSPerM, 'conductivity');
  const entry =
    EC_CLASSES.find((c) => ('below' in c ? dSPerM < c.below : 'upTo' in c ? dSPerM <= c.upTo : true)) ?? EC_CLASSES[EC_CLASSES.length - 1]!;
  return { dSPerM, class: entry.class, hi: entry.hi, mr: entry.mr };
}

export interface MicronutrientStatus {
  nutrient: Micronutrient;
  ppm: number;
  critical: number;
  deficient: boolean;
}

/** Below the critical limit is deficient. */
export function rateMicronutrient(nutrient: Micronutrient, ppm: number): MicronutrientStatus {
  const limit = MICRONUTRIENT_LIMITS[nutrient];
  if (!limit) throw new Error(`Unknown micronutrient "${String(nutrient)}".`);
  finite(ppm, nutrient);
  return { nutrient, ppm, critical: limit.critical, deficient: ppm < limit.critical };
}
