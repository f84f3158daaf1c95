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
    // The card's normal level, 145–337 kg/ha K₂O, as K with the product's K₂O factor (× 1.2): 145 / 1.2 = 120.83,
    // 337 / 1.2 = 280.83, so a card value and the same value converted get the same rating (issue 37).
    low: 120.83,
    high: 280.83,
    unit: 'kg/ha K',
    method: 'available K, neutral normal NH4OAc (flame photometer)',
    source: 'shcPortalCards',
    verification: 'checked',
    note: 'Read on the two portal Soil Health Cards kept in shared/datasets/soil-health-cards/ (Kullu, Himachal Pradesh 2016-17; Bagalkote, Karnataka 2017): "Available Potassium (K) … normal level 145 - 337 kg/ha", a K₂O scale (cardForms.ts), with 122.85 rated Low. Until issue 37 the line was Low < 108 kg K/ha, marked checked against the Methods Manual, a text no stored copy shows; the card is what the farmer holds. Some state labs print 120–280 K, within rounding of this scale.',
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
  { class: 'Strongly acidic', hi: 'प्रबल अम्लीय', mr: 'तीव्र आम्लधर्मी', upTo: 5.5, category: 'Acidic' },
  { class: 'Moderately acidic', hi: 'मध्यम अम्लीय', mr: 'मध्यम आम्लधर्मी', below: 6.5, category: 'Acidic' },
  { class: 'Neutral', hi: 'उदासीन', mr: 'उदासीन', upTo: 7.5, category: 'Optimal' },
  { class: 'Moderately alkaline', hi: 'मध्यम क्षारीय', mr: 'मध्यम विम्लधर्मी', upTo: 8.5, category: 'Alkaline' },
  { class: 'Strongly alkaline', hi: 'प्रबल क्षारीय', mr: 'तीव्र विम्लधर्मी', category: 'Alkaline' },
] as const;

/**
 * Where the five pH classes come from (issue 37: they were called the Soil Health Card's). They are the
 * soil-testing bands commonly quoted from Indian manuals, not the portal card's: both portal cards kept in
 * shared/datasets/soil-health-cards/ print the normal level "7, Neutral" and rate pH 7.30 and 7.70
 * "Moderately alkaline", where these bands call 7.30 Neutral. Two cards show the card's line above 7 but
 * not its other limits, so the bands are kept and attributed honestly rather than half-aligned.
 */
export const PH_CLASSES_SOURCE = {
  source: 'methodsManual',
  verification: 'recalled',
  cardSource: 'shcPortalCards',
  note: 'Bands 5.5 / 6.5 / 7.5 / 8.5 as commonly quoted from the Methods Manual (2011), whose table is not in a stored copy. The portal card rates pH above 7 Moderately alkaline (7.30 and 7.70 on the two cards), so a card may call a soil alkaline that these bands call neutral.',
} as const satisfies { source: SourceId; verification: Verification; cardSource: SourceId; note: string };

/**
 * pH scale and the two amendment thresholds: lime up to pH 5.5 (the Kerala table's strongly acid band
 * 5.1–5.5 includes 5.5 and limes it at 350 kg/ha; issue 20), gypsum above 8.5.
 */
export const PH_SCALE = {
  limeUpTo: 5.5,
  gypsumAbove: 8.5,
  source: 'methodsManual',
  verification: 'checked',
  note: 'pH 1:2 soil:water. Above 8.5 the soil is usually sodic (alkali): Richards (1954) defines alkali soils by pH > 8.5 and ESP > 15.',
} as const;

/**
 * Lime (CaCO3) by pH band, kg/ha, to be confirmed by a lime requirement test. The rows are those of
 * the Kerala soil fertility classes (keralaLime, https://keralasoilfertility.net/en/soil_fertility_classes.jsp):
 * ultra acid < 3.5 → 1000, extremely acid 3.5–4.4 → 850, very strongly acid 4.5–5.0 → 600, strongly
 * acid 5.1–5.5 → 350. Both ends of a printed range belong to that row (`upTo` is inclusive), so pH
 * 4.5 and 5.0 take 600 and 5.2 takes 350. A reading between two printed ranges (4.4 < pH < 4.5,
 * 5.0 < pH < 5.1) takes the row above it, i.e. the smaller dose: the table is printed to 0.1 pH, the
 * difference is within a probe's accuracy, and these are general rates for a lime requirement test to
 * confirm, where under-liming is corrected next season but over-liming (P, Zn, B and Mn tied up) is
 * not. Kerala also limes moderately and slightly acid soils (5.6–6.0 → 250, 6.1–6.5 → 100); those rows
 * are left out because the product advises lime only for strongly acid soils (pH ≤ 5.5,
 * PH_SCALE.limeUpTo), where a crop loses yield without it.
 */
export const LIME_RATES = [
  { below: 3.5, kgPerHa: 1000 },
  { upTo: 4.4, kgPerHa: 850 },
  { upTo: 5.0, kgPerHa: 600 },
  { upTo: 5.5, kgPerHa: 350 },
] as const;

/** The LIME_RATES row for a pH (undefined above the table); whether to lime at all is PH_SCALE's call. */
export const limeRateFor = (ph: number): (typeof LIME_RATES)[number] | undefined =>
  LIME_RATES.find((r) => ('below' in r ? ph < r.below : ph <= r.upTo));
export const LIME_SOURCE: { source: SourceId; verification: Verification } = { source: 'keralaLime', verification: 'checked' };

export const GYPSUM_RECLAMATION = {
  /** fraction of the gypsum requirement (GR) to apply. */
  fractionOfRequirement: 0.5,
  source: 'cssriSodic',
  verification: 'recalled',
} as const;

// ---------------------------------------------------------------- electrical conductivity (1:2 soil:water, dS/m)

/**
 * Muhr et al. (1965) classes for EC of the 1:2 soil:water extract, as reproduced in Indian soil
 * testing manuals (the card itself prints the normal range, 0–1 dS/m): < 1 normal, 1–2 critical for germination, > 2–3
 * critical for the growth of salt-sensitive crops, > 3 injurious to most crops. The 4 dS/m line of
 * Richards (1954) is for the saturation-paste extract (ECe), about 2.7 × the 1:2 reading
 * (kumarSarangiSingh2023), so 4 dS/m ECe is only about 1.5 dS/m in the 1:2 extract and is not a
 * class limit here.
 */
export const EC_CLASSES = [
  { class: 'Normal Conductivity', hi: 'सामान्य चालकता', mr: 'सामान्य वाहकता', below: 1 },
  { class: 'Critical for Germination', hi: 'अंकुरण के लिए क्रांतिक', mr: 'उगवणीसाठी क्रांतिक', upTo: 2 },
  { class: 'Critical for sensitive crops', hi: 'संवेदनशील फसलों के लिए क्रांतिक', mr: 'संवेदनशील पिकांसाठी क्रांतिक', upTo: 3 },
  { class: 'Injurious to most crops', hi: 'अधिकांश फसलों के लिए हानिकारक', mr: 'बहुतेक पिकांसाठी हानिकारक' },
] as const;
export const EC_SOURCE = {
  source: 'methodsManual',
  /** The 1/2/3 limits are the ones commonly quoted from Muhr et al. via the manual; no reproduction was read while writing this. */
  verification: 'recalled',
  extractSource: 'kumarSarangiSingh2023',
  note: 'Classes of Muhr et al. (1965) for the 1:2 soil:water extract as reproduced in Indian soil-testing manuals (< 1, 1–2, > 2–3, > 3 dS/m); Soil Health Cards print the normal range 0–1 dS/m. EC > 4 dS/m, the saline limit of Richards (1954), is for the saturation extract (ECe ≈ 2.7 × EC 1:2) and is not used on a 1:2 reading. A probe reads bulk-soil EC, not the 1:2 extract, so its class is indicative only.',
} as const satisfies { source: SourceId; verification: Verification; extractSource: SourceId; note: string };

// ---------------------------------------------------------------- micronutrients and sulphur (ppm = mg/kg)

export type Micronutrient = 's' | 'zn' | 'fe' | 'cu' | 'mn' | 'b';

export interface CriticalLimit {
  critical: number;
  method: string;
  en: string;
  hi: string;
  mr: string;
  source: SourceId;
  verification: Verification;
}

export const MICRONUTRIENT_LIMITS: Record<Micronutrient, CriticalLimit> = {
  s: {
    critical: 10,
    method: '0.15 % CaCl2 extractable',
    en: 'Sulphur (S)',
    hi: 'सल्फर/गंधक (S)',
    mr: 'गंधक (S)',
    source: 'methodsManual',
    verification: 'checked',
  },
  zn: {
    critical: 0.6,
    method: 'DTPA',
    en: 'Zinc (Zn)',
    hi: 'जिंक/जस्ता (Zn)',
    mr: 'जस्त (Zn)',
    source: 'methodsManual',
    verification: 'checked',
  },
  fe: {
    critical: 4.5,
    method: 'DTPA',
    en: 'Iron (Fe)',
    hi: 'आयरन/लोहा (Fe)',
    mr: 'लोह (Fe)',
    source: 'lindsayNorvell1978',
    verification: 'checked',
  },
  cu: {
    critical: 0.2,
    method: 'DTPA',
    en: 'Copper (Cu)',
    hi: 'कॉपर/तांबा (Cu)',
    mr: 'तांबे (Cu)',
    source: 'lindsayNorvell1978',
    verification: 'checked',
  },
  mn: {
    critical: 2.0,
    method: 'DTPA',
    en: 'Manganese (Mn)',
    hi: 'मैंगनीज़ (Mn)',
    mr: 'मँगनीज (Mn)',
    source: 'methodsManual',
    verification: 'checked',
  },
  b: {
    critical: 0.5,
    method: 'hot water soluble',
    en: 'Boron (B)',
    hi: 'बोरॉन (B)',
    mr: 'बोरॉन (B)',
    source: 'methodsManual',
    verification: 'checked',
  },
};
