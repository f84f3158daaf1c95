import type { SourceId, Verification } from './sources.js';

/** A nutrient's Low / Medium / High scale: Low below `low`, High above `high`, Medium in between (both ends included). */
export interface RatingScale {
  low: number;
  high: number;
  unit: string;
  method: string;
  source: SourceId;
  verification: Verification;
  note?: string;
}

/** Soil Health Card rating scales for the primary nutrients, in kg/ha of the 0–15 cm layer. */
export const NUTRIENT_SCALES = {
  nitrogen: {
    low: 280,
    high: 560,
    unit: 'kg/ha N',
    method: 'available N, alkaline KMnO4 (Subbiah & Asija 1956)',
    source: 'methodsManual',
    verification: 'checked',
  },
  phosphorus: {
    low: 10,
    high: 25,
    unit: 'kg/ha P',
    method: 'available P, Olsen NaHCO3 (Olsen et al. 1954)',
    source: 'methodsManual',
    verification: 'checked',
    note: 'As P2O5 (× 2.29) the same scale reads 22.9 and 57.3 kg/ha; cards that print P2O5 show a normal range of about 23–57 kg/ha.',
  },
  potassium: {
    low: 108,
    high: 280,
    unit: 'kg/ha (K as printed on the card)',
    method: 'available K, neutral normal NH4OAc (flame photometer)',
    source: 'methodsManual',
    verification: 'checked',
    note: 'Some states put the Low/Medium line at 120 instead of 108 (and some label the scale K2O); the 108–280 scale of the Methods Manual is used here, on the value as printed.',
  },
} as const satisfies Record<'nitrogen' | 'phosphorus' | 'potassium', RatingScale>;

export const ORGANIC_CARBON_SCALE = {
  low: 0.5,
  high: 0.75,
  unit: '%',
  method: 'organic carbon, Walkley & Black (1934) wet oxidation',
  source: 'methodsManual',
  verification: 'checked',
} as const satisfies RatingScale;

/** The method papers behind the scales, cited with them. */
export const METHOD_SOURCES: readonly SourceId[] = ['subbiahAsija1956', 'olsen1954', 'walkleyBlack1934', 'muhr1965'];

// ---------------------------------------------------------------- conversions

export const CONVERSIONS = {
  /** mg/kg (ppm) of the 0–15 cm layer → kg/ha: 0.15 m × 10 000 m² × ~1.5 t/m³ ≈ 2.24 million kg of soil per hectare. */
  mgPerKgToKgPerHa: { factor: 2.24, source: 'methodsManual', verification: 'standard' },
  /** P → P2O5: 141.94 / (2 × 30.97). */
  pToP2o5: { factor: 2.29, source: 'fao2006', verification: 'standard' },
  /** K → K2O: 94.2 / (2 × 39.1). */
  kToK2o: { factor: 1.2, source: 'fao2006', verification: 'standard' },
  /** µS/cm → dS/m. */
  microSiemensPerCmToDsPerM: { factor: 0.001, source: 'methodsManual', verification: 'standard' },
  /** hectares in one acre. */
  hectaresPerAcre: { factor: 0.4047, source: 'acre', verification: 'standard' },
} as const satisfies Record<string, { factor: number; source: SourceId; verification: Verification }>;

// ---------------------------------------------------------------- pH

export const PH_CLASSES = [
  { class: 'Strongly acidic', hi: 'प्रबल अम्लीय', below: 5.5, category: 'Acidic' },
  { class: 'Moderately acidic', hi: 'मध्यम अम्लीय', below: 6.5, category: 'Acidic' },
  { class: 'Neutral', hi: 'उदासीन', upTo: 7.5, category: 'Optimal' },
  { class: 'Moderately alkaline', hi: 'मध्यम क्षारीय', upTo: 8.5, category: 'Alkaline' },
  { class: 'Strongly alkaline', hi: 'प्रबल क्षारीय', category: 'Alkaline' },
] as const;

/** pH scale and the two amendment thresholds (lime below 5.5, gypsum above 8.5). */
export const PH_SCALE = {
  limeBelow: 5.5,
  gypsumAbove: 8.5,
  source: 'methodsManual',
  verification: 'checked',
  note: 'pH 1:2 soil:water. Above 8.5 the soil is usually sodic (alkali): Richards (1954) defines alkali soils by pH > 8.5 and ESP > 15.',
} as const;

/** Lime (CaCO3) by pH band, kg/ha, to be confirmed by a lime requirement test. */
export const LIME_RATES = [
  { below: 4.5, kgPerHa: 850 },
  { below: 5.0, kgPerHa: 600 },
  { below: 5.5, kgPerHa: 350 },
] as const;
export const LIME_SOURCE: { source: SourceId; verification: Verification } = { source: 'keralaLime', verification: 'checked' };

export const GYPSUM_RECLAMATION = {
  /** fraction of the gypsum requirement (GR) to apply. */
  fractionOfRequirement: 0.5,
  source: 'cssriSodic',
  verification: 'recalled',
} as const;

// ---------------------------------------------------------------- electrical conductivity (1:2 soil:water, dS/m)

export const EC_CLASSES = [
  { class: 'Normal Conductivity', hi: 'सामान्य चालकता', below: 1 },
  { class: 'Critical for Germination', hi: 'अंकुरण के लिए क्रांतिक', upTo: 2 },
  { class: 'Critical for sensitive crops', hi: 'संवेदनशील फसलों के लिए क्रांतिक', upTo: 4 },
  { class: 'Injurious to most crops', hi: 'अधिकांश फसलों के लिए हानिकारक' },
] as const;
export const EC_SOURCE = {
  source: 'methodsManual',
  verification: 'checked',
  note: 'Classes of Muhr et al. (1965) as printed on Soil Health Cards; EC > 4 dS/m is the saline limit of Richards (1954). A probe reads bulk-soil EC, not the 1:2 extract, so its class is indicative only.',
} as const;

// ---------------------------------------------------------------- micronutrients and sulphur (ppm = mg/kg)

export type Micronutrient = 's' | 'zn' | 'fe' | 'cu' | 'mn' | 'b';

export interface CriticalLimit {
  critical: number;
  method: string;
  en: string;
  hi: string;
  source: SourceId;
  verification: Verification;
}

export const MICRONUTRIENT_LIMITS: Record<Micronutrient, CriticalLimit> = {
  s: {
    critical: 10,
    method: '0.15 % CaCl2 extractable',
    en: 'Sulphur (S)',
    hi: 'सल्फर/गंधक (S)',
    source: 'methodsManual',
    verification: 'checked',
  },
  zn: { critical: 0.6, method: 'DTPA', en: 'Zinc (Zn)', hi: 'जिंक/जस्ता (Zn)', source: 'methodsManual', verification: 'checked' },
  fe: { critical: 4.5, method: 'DTPA', en: 'Iron (Fe)', hi: 'आयरन/लोहा (Fe)', source: 'lindsayNorvell1978', verification: 'checked' },
  cu: { critical: 0.2, method: 'DTPA', en: 'Copper (Cu)', hi: 'कॉपर/तांबा (Cu)', source: 'lindsayNorvell1978', verification: 'checked' },
  mn: { critical: 2.0, method: 'DTPA', en: 'Manganese (Mn)', hi: 'मैंगनीज़ (Mn)', source: 'methodsManual', verification: 'checked' },
  b: { critical: 0.5, method: 'hot water soluble', en: 'Boron (B)', hi: 'बोरॉन (B)', source: 'methodsManual', verification: 'checked' },
};
