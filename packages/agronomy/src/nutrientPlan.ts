import type { CreditLine } from './credits.js';
import { RATING_FACTORS, RATING_FACTORS_SOURCE } from './knowledge/adjustment.js';
import type { CropRule } from './knowledge/cropRules.js';
import type { Dose, Text } from './knowledge/crops.js';
import { say } from './lang.js';
import { FERTILIZERS, type FertilizerId } from './knowledge/fertilizers.js';
import { PH_SCALE } from './knowledge/soilTest.js';
import { SOURCES, type SourceId, type Verification } from './knowledge/sources.js';
import { HECTARES_PER_ACRE, type Rating, round2 } from './ratings.js';
import { type MicronutrientContext, type MicronutrientDecision, type MicronutrientLine, micronutrientDefaults } from './micronutrients.js';
import type { StcrResult } from './stcr.js';

/**
 * The nutrient planner (issue 20): one pure function from a recommended dose, the soil-test ratings,
 * the crop's rule (knowledge/cropRules.ts) and an area to the adjusted dose and the products to buy.
 * The fertilizer advice and Soil Health Card paths (plan.ts, `fertilizerPlan`) and the Nutrient
 * Calculator (nutrientCalculator.ts, `calculateNutrients`) both call it, so the same crop, dose and
 * soil give the same plan on either path.
 *
 * The steps:
 * 1. Each nutrient gets the soil-test-rating factor (Low 125 %, Medium 100 %, High 75 %), except
 *    - the N of a legume whose rule says its N is a starter dose: kept as recommended, whatever the
 *      soil's N rating (a Low N rating says nothing about the nodules; no source raises it);
 *    - a raise above the top of the source's range: stopped at max(recommended, cap); for a tree crop
 *      (rule.perennial) the cap is the top of the source's own range (its one figure when it prints one),
 *      because a 0–15 cm soil test says little about a tree's root zone (issue 37).
 * 2. Products: DAP for all the P2O5 (its 18 % N counted), urea (46 % N) for the rest of the N, MOP
 *    (60 % K2O) or SOP (50 % K2O, 17.5 % S) for the K2O, and a sulphur line where the crop needs S
 *    (less any S the potash brings).
 * 3. The sulphur product: the crop's own when its rule names one (groundnut: gypsum, for the calcium
 *    of the pods too); otherwise gypsum (FCO agricultural grade, 13 % S; also brings calcium, cheap and
 *    sold everywhere), but bentonite sulphur (90 % S) when the soil pH is above 8.5. Above 8.5 the soil
 *    is sodic or calcareous: a sodic soil's calcium comes from its reclamation gypsum, a separate,
 *    soil-tested dose of tonnes that replaces the sodium and that the pH advice asks for (it brings the
 *    crop's sulphur too when applied that season); a calcareous soil has calcium already (TNAU: avoid
 *    gypsum on calciferous soils); and elemental S acidifies the soil around the granule as it oxidises.
 *    A rule's own product may be held above a pH (groundnut's gypsum above 7.5, where the soil may be
 *    calcareous; issue 37).
 * 4. The SSP alternative: SSP (16 % P2O5, 11 % S) for all the P2O5, urea for all the N, the same potash;
 *    SSP's own sulphur is counted, and a sulphur product is added only for what it leaves short.
 */

export interface NutrientRatings {
  nitrogen: Rating;
  phosphorus: Rating;
  potassium: Rating;
}

export type DoseKey = 'n' | 'p2o5' | 'k2o';

export interface AdjustedDose extends Dose {
  /** Applied factors, adjusted ÷ recommended (the rating factor unless a crop rule changed it). */
  factors: Dose;
  /** Citation of the soil-test-rating rule. */
  source: string;
}

/**
 * Why a nutrient's dose is what it is: the soil-test rule ('soilTest'), a legume's starter N kept
 * ('starterN'), or a raise stopped at the top of the source's range ('capped').
 */
export type AdjustmentReason = 'soilTest' | 'starterN' | 'capped' | 'stcr';

export interface NutrientAdjustment {
  recommended: number;
  rating: Rating;
  /** The soil-test rule's factor for the rating: Low 1.25, Medium 1, High 0.75. */
  ratingFactor: number;
  /** adjusted ÷ recommended (the rating factor when the recommended dose is 0). */
  factor: number;
  /** The adjusted dose, kg/ha. */
  kgPerHa: number;
  /** What the soil-test rule alone gives, kg/ha. */
  ruleKgPerHa: number;
  reason: AdjustmentReason;
  /** The cap that stopped the raise, kg/ha (reason 'capped'). */
  capKgPerHa?: number;
  /** One sentence on the figure, English and Hindi (the same numbers in both). */
  text: Text;
}

/** A product quantity per ha and per acre, with the nutrients it supplies per ha. */
export interface ProductLine {
  product: FertilizerId;
  kgPerHa: number;
  kgPerAcre: number;
  /** Bags of the product's usual size, per acre. */
  bagsPerAcre?: number;
  bagKg?: number;
  /** Nutrients this quantity supplies, kg/ha. */
  supplies: Dose & { s: number };
}

export type ProductRole = 'phosphate' | 'nitrogen' | 'potash' | 'sulphur' | 'micronutrient';

export interface PlannedProduct extends ProductLine {
  role: ProductRole;
  /** kg for the whole area. */
  kg: number;
  /** Bags for the whole area; null when the product has no usual bag. */
  bags: number | null;
}

export type SulphurProduct = 'gypsum' | 'bentoniteS';

export interface SulphurPlan {
  /** kg S/ha the crop needs (a named product: its rate × its S content). */
  needKgPerHa: number;
  /** S the other products of the main plan bring (SOP), kg/ha. */
  fromOtherProductsKgPerHa: number;
  product: SulphurProduct;
  /**
   * 'crop': the rule names the product; 'default': gypsum; 'alkaline': bentonite S above pH 8.5;
   * 'calcareous': the rule's product is held because the soil pH says it may hold free lime (groundnut's
   * gypsum above pH 7.5, issue 37): the line is 0 kg and the text says what to check.
   */
  choice: 'crop' | 'default' | 'alkaline' | 'calcareous';
  line: PlannedProduct;
  /** When it goes in, when not with the other products at sowing. */
  timing?: Text;
  /** The need, the product and why, English and Hindi (the same numbers in both). */
  text: Text;
  source: SourceId;
  verification: Verification;
}

/** The crop's soil pH range and where the soil is outside it (issue 37). */
export interface CropPhNote {
  ph: number;
  min: number;
  max: number;
  /** pH above PH_SCALE.gypsumAbove (sodic or strongly alkaline): the crop is not suited until the soil is reclaimed. */
  unsuited: boolean;
  text: Text;
}

export interface SspAlternative {
  /** SSP for the P2O5, urea for all the N, the same potash, and a sulphur top-up when SSP leaves S short. */
  products: PlannedProduct[];
  /** The S that SSP brings, kg/ha. */
  sulphurKgPerHa: number;
  /** The sulphur product still needed with SSP, if any. */
  sulphurTopUp?: PlannedProduct;
}

export interface NutrientPlanInput {
  /** The source's recommended dose, kg/ha of N, P2O5, K2O. */
  recommended: Dose;
  ratings: NutrientRatings;
  /** The crop's rule, `cropRule(name)`; NO_RULE for a crop without one. */
  rule: CropRule;
  /** Potash fertilizer; default MOP. */
  potash?: 'MOP' | 'SOP';
  /** Area the `kg` and `bags` are for; default 1 ha. */
  hectares?: number;
  /** Soil pH when known: chooses the sulphur product. */
  ph?: number;
  /**
   * Targeted-yield doses (stcr.ts, issue 37): they replace the rating rule's figure for the nutrients the
   * equation covers, except a legume's starter N, which stays.
   */
  stcr?: StcrResult;
  /** Manure and preceding-legume credits (credits.ts, issue 37), deducted from the dose before the products. */
  credits?: CreditLine[];
  /**
   * The crop, system and dose the micronutrient defaults depend on (issue 37, micronutrients.ts); the pH is
   * `ph`. Without it the plan names no micronutrient.
   */
  micronutrients?: Omit<MicronutrientContext, 'ph'>;
}

export interface NutrientPlan {
  hectares: number;
  recommended: Dose;
  adjusted: AdjustedDose;
  adjustments: Record<DoseKey, NutrientAdjustment>;
  /** DAP, urea, potash (in that order, zero quantities included), then the sulphur line when the crop needs S. */
  products: PlannedProduct[];
  /** N that the DAP brings, kg/ha. */
  nFromDapKgPerHa: number;
  sulphur?: SulphurPlan;
  ssp: SspAlternative;
  rule: CropRule;
  /** When the soil pH is outside the crop's range (rule.ph). */
  cropPh?: CropPhNote;
  stcr?: StcrResult;
  /** The credits and their sum per nutrient, kg/ha; `adjusted` is the dose after them (issue 37). */
  credits?: { lines: CreditLine[]; kgPerHa: Dose };
  /**
   * Zinc, boron and iron by crop and soil, one line per nutrient (issue 37); a soil application is also a
   * row of `products` (role 'micronutrient'), a foliar spray is advice only.
   */
  micronutrients?: { lines: (MicronutrientLine & { line?: PlannedProduct })[]; dropped: MicronutrientDecision['dropped'] };
  /** Ids of the sources the plan used, in citing order. */
  sources: SourceId[];
}

const LABEL: Record<'en' | 'hi' | 'mr', Record<DoseKey, string>> = {
  en: { n: 'N', p2o5: 'P₂O₅', k2o: 'K₂O' },
  hi: { n: 'नाइट्रोजन', p2o5: 'फॉस्फेट', k2o: 'पोटाश' },
  mr: { n: 'नत्र', p2o5: 'स्फुरद', k2o: 'पालाश' },
};
const RATING_HI: Record<Rating, string> = { Low: 'कम', Medium: 'मध्यम', High: 'अधिक' };
const RATING_MR: Record<Rating, string> = { Low: 'कमी', Medium: 'मध्यम', High: 'जास्त' };
/** A crop's name in a Marathi sentence; the rule of a crop without one has an empty name. */
const cropMr = (name: Text, none: string) => name.mr || none;

/** Two decimals at most, no trailing zeros. */
const fmt = (x: number) => String(round2(x));
const pct = (f: number) => `${Math.round(f * 100)} %`;
const share = (product: FertilizerId, nutrient: 'n' | 'p2o5' | 'k2o' | 's') => {
  const f: { n: number; p2o5: number; k2o: number; s?: number } = FERTILIZERS[product];
  return (nutrient === 's' ? (f.s ?? 0) : f[nutrient]) / 100;
};

/** Kilograms of straight fertilizer that supply a dose (same area as the dose; not rounded). */
export interface StraightFertilizerKg {
  dapKg: number;
  /** N that the DAP brings (18 % of it). */
  dapN: number;
  ureaKg: number;
  potashKg: number;
}

/**
 * N left after the DAP below which no urea is bought: under 5 kg N/ha (about 11 kg urea/ha) cannot be
 * spread evenly by hand and is within the DAP's own margin; mostly a legume's starter N that the DAP
 * nearly covers (a judgement, issue 20: it replaces 3–4 kg urea lines).
 */
export const MIN_UREA_TOP_UP_N_KG_PER_HA = 5;

/**
 * The straight-fertilizer plan: DAP (18-46-0) for all the P2O5 with its N counted, urea (46 % N) for the
 * rest of the N (none when DAP already brings enough or leaves less than MIN_UREA_TOP_UP_N_KG_PER_HA),
 * MOP (60 % K2O) or SOP (50 %) for the K2O.
 */
export function straightFertilizerKg(need: Dose, potash: 'MOP' | 'SOP' = 'MOP'): StraightFertilizerKg {
  const dapKg = need.p2o5 / share('DAP', 'p2o5');
  const dapN = dapKg * share('DAP', 'n');
  const shortN = Math.max(0, need.n - dapN);
  const ureaKg = shortN < MIN_UREA_TOP_UP_N_KG_PER_HA && dapN > 0 ? 0 : shortN / share('Urea', 'n');
  const potashKg = need.k2o / share(potash, 'k2o');
  return { dapKg, dapN, ureaKg, potashKg };
}

/** A product line from an unrounded kg/ha: per ha, per acre and for the area, with what it supplies. */
export function plannedProduct(product: FertilizerId, kgPerHa: number, role: ProductRole, hectares = 1): PlannedProduct {
  const f: { n: number; bagKg?: number } = FERTILIZERS[product];
  const kg = Math.max(0, kgPerHa);
  const acre = round2(kg * HECTARES_PER_ACRE);
  const area = kg * hectares;
  return {
    product,
    role,
    kgPerHa: round2(kg),
    kgPerAcre: acre,
    ...(f.bagKg ? { bagKg: f.bagKg, bagsPerAcre: round2(acre / f.bagKg) } : {}),
    supplies: {
      n: round2(kg * share(product, 'n')),
      p2o5: round2(kg * share(product, 'p2o5')),
      k2o: round2(kg * share(product, 'k2o')),
      s: round2(kg * share(product, 's')),
    },
    kg: round2(area),
    bags: f.bagKg ? round2(area / f.bagKg) : null,
  };
}

function adjustment(key: DoseKey, recommended: number, rating: Rating, rule: CropRule): NutrientAdjustment {
  const ratingFactor = RATING_FACTORS[rating];
  const ruleKg = round2(recommended * ratingFactor);
  const en = LABEL.en[key];
  const hi = LABEL.hi[key];
  const mr = LABEL.mr[key];
  const base = { recommended, rating, ratingFactor, ruleKgPerHa: ruleKg };

  if (key === 'n' && rule.starterN && recommended > 0) {
    const would =
      ruleKg === recommended
        ? { en: '', hi: '', mr: '' }
        : {
            en: ` (the soil-test rule would give ${pct(ratingFactor)} = ${fmt(ruleKg)} kg/ha)`,
            hi: ` (मिट्टी जाँच के नियम से ${pct(ratingFactor)} = ${fmt(ruleKg)} किलो/हेक्टेयर होती)`,
            mr: ` (माती परीक्षणाच्या नियमानुसार ${pct(ratingFactor)} = ${fmt(ruleKg)} kg/ha झाली असती)`,
          };
    return {
      ...base,
      factor: 1,
      kgPerHa: recommended,
      reason: 'starterN',
      text: {
        en: `N stays at the recommended starter dose, ${fmt(recommended)} kg/ha${would.en}: ${rule.starterN.why.en}.`,
        hi: `नाइट्रोजन अनुशंसित शुरुआती मात्रा ${fmt(recommended)} किलो/हेक्टेयर पर ही रखी गई है${would.hi}: ${rule.starterN.why.hi}।`,
        mr: `नत्र शिफारस केलेल्या सुरुवातीच्या मात्रेवरच, ${fmt(recommended)} kg/ha, ठेवले आहे${would.mr}: ${say(rule.starterN.why, 'mr')}.`,
      },
    };
  }

  // A tree crop: the top of the source's range (issue 37). A tree has no separate dose cap.
  const tree = rule.perennial;
  const cap = tree ? round2(recommended * tree.topFactor[key]) : rule.maxKgPerHa?.[key];
  if (cap !== undefined && ruleKg > Math.max(recommended, cap)) {
    const limit = Math.max(recommended, cap);
    if (tree)
      return {
        ...base,
        factor: recommended > 0 ? limit / recommended : ratingFactor,
        kgPerHa: limit,
        reason: 'capped',
        capKgPerHa: limit,
        text: {
          en: `${en}: the soil is rated ${rating}, and ${pct(ratingFactor)} of the recommended ${fmt(recommended)} kg/ha would be ${fmt(ruleKg)} kg/ha, above the top of the source's range for this tree crop (${fmt(cap)} kg/ha): ${limit > recommended ? `capped at ${fmt(limit)} kg/ha` : `kept at the recommended ${fmt(limit)} kg/ha`}; ${tree.why.en}.`,
          hi: `${hi}: मिट्टी की रेटिंग ${RATING_HI[rating]} है, और अनुशंसित ${fmt(recommended)} किलो/हेक्टेयर का ${pct(ratingFactor)} = ${fmt(ruleKg)} किलो/हेक्टेयर होता, जो इस पेड़ वाली फसल के लिए स्रोत की सीमा के ऊपरी छोर (${fmt(cap)} किलो/हेक्टेयर) से अधिक है: इसलिए ${limit > recommended ? `${fmt(limit)} किलो/हेक्टेयर पर रोका गया` : `अनुशंसित ${fmt(limit)} किलो/हेक्टेयर ही रखी गई`}; ${tree.why.hi}।`,
          mr: `${mr}: मातीची श्रेणी ${RATING_MR[rating]} आहे, आणि शिफारस केलेल्या ${fmt(recommended)} kg/ha चे ${pct(ratingFactor)} = ${fmt(ruleKg)} kg/ha झाले असते, जे या फळझाड पिकासाठी स्रोताच्या मर्यादेच्या वरच्या टोकापेक्षा (${fmt(cap)} kg/ha) जास्त आहे: म्हणून ${limit > recommended ? `${fmt(limit)} kg/ha वर थांबवले` : `शिफारस केलेलीच ${fmt(limit)} kg/ha ठेवली`}; ${say(tree.why, 'mr')}.`,
        },
      };
    return {
      ...base,
      factor: recommended > 0 ? limit / recommended : ratingFactor,
      kgPerHa: limit,
      reason: 'capped',
      capKgPerHa: limit,
      text: {
        en: `${en}: the soil is rated ${rating}, and ${pct(ratingFactor)} of the recommended ${fmt(recommended)} kg/ha would be ${fmt(ruleKg)} kg/ha, above the top of the source's range (${fmt(cap)} kg/ha): ${limit > cap ? `kept at the recommended ${fmt(limit)} kg/ha` : `capped at ${fmt(limit)} kg/ha`}.`,
        hi: `${hi}: मिट्टी की रेटिंग ${RATING_HI[rating]} है, और अनुशंसित ${fmt(recommended)} किलो/हेक्टेयर का ${pct(ratingFactor)} = ${fmt(ruleKg)} किलो/हेक्टेयर होता, जो स्रोत की सिफ़ारिश की ऊपरी सीमा (${fmt(cap)} किलो/हेक्टेयर) से अधिक है: इसलिए ${limit > cap ? `अनुशंसित ${fmt(limit)} किलो/हेक्टेयर ही रखी गई` : `${fmt(limit)} किलो/हेक्टेयर पर रोका गया`}।`,
        mr: `${mr}: मातीची श्रेणी ${RATING_MR[rating]} आहे, आणि शिफारस केलेल्या ${fmt(recommended)} kg/ha चे ${pct(ratingFactor)} = ${fmt(ruleKg)} kg/ha झाले असते, जे स्रोताच्या शिफारशीच्या वरच्या मर्यादेपेक्षा (${fmt(cap)} kg/ha) जास्त आहे: म्हणून ${limit > cap ? `शिफारस केलेलीच ${fmt(limit)} kg/ha ठेवली` : `${fmt(limit)} kg/ha वर थांबवले`}.`,
      },
    };
  }

  return {
    ...base,
    factor: ratingFactor,
    kgPerHa: ruleKg,
    reason: 'soilTest',
    text: {
      en: `${en}: the soil is rated ${rating}, so ${pct(ratingFactor)} of the recommended ${fmt(recommended)} kg/ha = ${fmt(ruleKg)} kg/ha.`,
      hi: `${hi}: मिट्टी की रेटिंग ${RATING_HI[rating]} है, इसलिए अनुशंसित ${fmt(recommended)} किलो/हेक्टेयर का ${pct(ratingFactor)} = ${fmt(ruleKg)} किलो/हेक्टेयर।`,
      mr: `${mr}: मातीची श्रेणी ${RATING_MR[rating]} आहे, म्हणून शिफारस केलेल्या ${fmt(recommended)} kg/ha चे ${pct(ratingFactor)} = ${fmt(ruleKg)} kg/ha.`,
    },
  };
}

const PRODUCT_NAME: Record<SulphurProduct, Text> = {
  gypsum: { en: 'gypsum', hi: 'जिप्सम', mr: 'जिप्सम' },
  bentoniteS: { en: 'bentonite sulphur', hi: 'बेंटोनाइट सल्फर', mr: 'बेंटोनाइट सल्फर' },
};

function sulphurText(
  need: number,
  fromOther: number,
  product: SulphurProduct,
  choice: SulphurPlan['choice'],
  kgPerHa: number,
  rule: CropRule,
): Text {
  const name = PRODUCT_NAME[product];
  const pctS = fmt(share(product, 's') * 100);
  const other =
    fromOther > 0
      ? {
          en: ` (the SOP already brings ${fmt(fromOther)} kg)`,
          hi: ` (इसमें से ${fmt(fromOther)} किलो एसओपी से मिल जाता है)`,
          mr: ` (त्यापैकी ${fmt(fromOther)} kg एसओपीमधून आधीच मिळते)`,
        }
      : { en: '', hi: '', mr: '' };
  const nameMr = say(name, 'mr');
  if (choice === 'calcareous' && rule.sulphur?.product) {
    const limit = fmt(rule.sulphur.notAbovePh?.ph ?? PH_SCALE.gypsumAbove);
    return {
      en: `${rule.name.en || 'The crop'}: no ${name.en} is bought. The soil pH is above ${limit}, where soil often holds free lime (calcareous), and the source advises against ${name.en} on such soil. Check first: if a drop of dilute acid on the soil does not fizz, the soil has no free lime and ${name.en} ${fmt(rule.sulphur.productKgPerHa)} kg/ha ${rule.sulphur.timing.en} still helps; SSP as the phosphate also brings sulphur.`,
      hi: `${rule.name.hi || 'फसल'}: ${name.hi} नहीं खरीदा गया। मिट्टी का pH ${limit} से ऊपर है, जहाँ मिट्टी में प्रायः मुक्त चूना (कैल्शियम कार्बोनेट) होता है, और स्रोत ऐसी मिट्टी में ${name.hi} न देने की सलाह देता है। पहले जाँचें: मिट्टी पर हल्के अम्ल की बूँद डालने पर झाग न उठे तो मुक्त चूना नहीं है और ${name.hi} ${fmt(rule.sulphur.productKgPerHa)} किलो/हेक्टेयर ${rule.sulphur.timing.hi} अब भी लाभ देता है; फॉस्फेट के लिए एसएसपी से भी गंधक मिलती है।`,
      mr: `${cropMr(rule.name, 'पीक')}: ${nameMr} खरेदी केलेले नाही. मातीचा सामू (pH) ${limit} च्या वर आहे, जिथे मातीत बहुधा मुक्त चुना (कॅल्शियम कार्बोनेट) असतो, आणि स्रोत अशा मातीत ${nameMr} न देण्याचा सल्ला देतो. आधी तपासा: मातीवर सौम्य आम्लाचा थेंब टाकल्यावर फेस आला नाही तर मुक्त चुना नाही आणि ${nameMr} ${fmt(rule.sulphur.productKgPerHa)} kg/ha ${say(rule.sulphur.timing, 'mr')} अजूनही फायदेशीर आहे; स्फुरदासाठी एसएसपी वापरल्यास त्यातूनही गंधक मिळतो.`,
    };
  }
  if (choice === 'crop' && rule.sulphur?.product) {
    const s = rule.sulphur;
    const why = s.why.en.charAt(0).toUpperCase() + s.why.en.slice(1);
    return {
      en: `${rule.name.en || 'The crop'}: ${name.en} ${fmt(s.productKgPerHa)} kg/ha (${pctS} % S, that is ${fmt(need)} kg sulphur/ha), ${s.timing.en}. ${why}.`,
      hi: `${rule.name.hi || 'फसल'}: ${name.hi} ${fmt(s.productKgPerHa)} किलो/हेक्टेयर (${pctS} % गंधक, यानी ${fmt(need)} किलो गंधक/हेक्टेयर), ${s.timing.hi}। ${s.why.hi}।`,
      mr: `${cropMr(rule.name, 'पीक')}: ${nameMr} ${fmt(s.productKgPerHa)} kg/ha (${pctS} % गंधक, म्हणजे हेक्टरी ${fmt(need)} kg गंधक), ${say(s.timing, 'mr')}. ${say(s.why, 'mr')}.`,
    };
  }
  if (kgPerHa <= 0.005)
    return {
      en: `${rule.name.en || 'The crop'} needs ${fmt(need)} kg sulphur/ha: the SOP already brings it, so no sulphur product is needed.`,
      hi: `${rule.name.hi || 'फसल'} को ${fmt(need)} किलो गंधक/हेक्टेयर चाहिए: यह एसओपी से ही मिल जाता है, इसलिए गंधक की अलग खाद नहीं चाहिए।`,
      mr: `${rule.name.mr ? `${rule.name.mr}: हेक्टरी` : 'पिकाला हेक्टरी'} ${fmt(need)} kg गंधक लागतो: तो एसओपीमधूनच मिळतो, म्हणून गंधकाचे वेगळे खत लागत नाही.`,
    };
  const why =
    choice === 'alkaline'
      ? {
          en: `the soil pH is above ${PH_SCALE.gypsumAbove}: the soil is sodic or holds free lime. A sodic soil needs its own reclamation gypsum, tonnes to a soil test, whose calcium replaces the sodium (see the pH advice); a few kg of crop gypsum cannot do that, and if the reclamation gypsum goes in this season it brings this sulphur too, so skip this line then. Bentonite sulphur also slightly acidifies the soil around it as it turns to sulphate`,
          hi: `मिट्टी का pH ${PH_SCALE.gypsumAbove} से ऊपर है: मिट्टी ऊसर (सोडिक) है या उसमें मुक्त चूना है। ऊसर मिट्टी को मिट्टी जाँच के अनुसार टनों में सुधार वाला जिप्सम चाहिए, जिसका कैल्शियम सोडियम को हटाता है (पीएच की सलाह देखें); फसल के लिए कुछ किलो जिप्सम यह नहीं कर सकता, और सुधार वाला जिप्सम इसी मौसम में डालें तो यह गंधक भी उसी से मिल जाती है, तब यह खाद न लें। बेंटोनाइट सल्फर सल्फेट बनते समय आसपास की मिट्टी को थोड़ा अम्लीय भी करता है`,
          mr: `मातीचा सामू (pH) ${PH_SCALE.gypsumAbove} च्या वर आहे: माती चोपण (सोडिक) आहे किंवा तिच्यात मुक्त चुना आहे. चोपण मातीला माती परीक्षणानुसार टनांमध्ये सुधारणेसाठीचा जिप्सम लागतो, ज्यातील कॅल्शियम सोडियमची जागा घेतो (सामू (pH) विषयक सल्ला पाहा); पिकासाठीचे काही किलो जिप्सम हे करू शकत नाही, आणि सुधारणेचा जिप्सम याच हंगामात दिल्यास हा गंधकही त्यातूनच मिळतो, तेव्हा ही ओळ वगळा. बेंटोनाइट सल्फर सल्फेटमध्ये रूपांतरित होताना भोवतालची माती थोडी आम्लधर्मीही करतो`,
        }
      : {
          en: 'gypsum is cheap, sold everywhere and also brings calcium',
          hi: 'जिप्सम सस्ता है, हर जगह मिलता है और साथ में कैल्शियम भी देता है',
          mr: 'जिप्सम स्वस्त आहे, सर्वत्र मिळतो आणि सोबत कॅल्शियमही देतो',
        };
  return {
    en: `${rule.name.en || 'The crop'} needs ${fmt(need)} kg sulphur/ha${other.en}: ${name.en} (${pctS} % S) ${fmt(kgPerHa)} kg/ha at sowing, because ${why.en}.`,
    hi: `${rule.name.hi || 'फसल'} को ${fmt(need)} किलो गंधक/हेक्टेयर चाहिए${other.hi}: बुवाई पर ${name.hi} (${pctS} % गंधक) ${fmt(kgPerHa)} किलो/हेक्टेयर, क्योंकि ${why.hi}।`,
    mr: `${rule.name.mr ? `${rule.name.mr}: हेक्टरी` : 'पिकाला हेक्टरी'} ${fmt(need)} kg गंधक लागतो${other.mr}: पेरणीच्या वेळी ${nameMr} (${pctS} % गंधक) ${fmt(kgPerHa)} kg/ha, कारण ${why.mr}.`,
  };
}

/** The adjusted dose, the products per ha and for the area, the sulphur line and the SSP alternative. */
export function planNutrients(input: NutrientPlanInput): NutrientPlan {
  const { recommended, ratings, rule } = input;
  const potash = input.potash ?? 'MOP';
  const hectares = input.hectares ?? 1;
  if (typeof hectares !== 'number' || !Number.isFinite(hectares) || hectares <= 0)
    throw new RangeError(`hectares must be a number above 0, got ${String(hectares)}.`);
  for (const k of ['n', 'p2o5', 'k2o'] as const)
    if (typeof recommended[k] !== 'number' || !Number.isFinite(recommended[k]) || recommended[k] < 0)
      throw new RangeError(`The recommended ${k} must be a non-negative number, got ${String(recommended[k])}.`);

  const sources = new Set<SourceId>([RATING_FACTORS_SOURCE.source]);
  const adjustments = {
    n: adjustment('n', recommended.n, ratings.nitrogen, rule),
    p2o5: adjustment('p2o5', recommended.p2o5, ratings.phosphorus, rule),
    k2o: adjustment('k2o', recommended.k2o, ratings.potassium, rule),
  };
  if (input.stcr) {
    for (const k of ['n', 'p2o5', 'k2o'] as const) {
      const d = input.stcr.doses[k];
      if (!d || adjustments[k].reason === 'starterN') continue;
      const rec = adjustments[k].recommended;
      adjustments[k] = { ...adjustments[k], factor: rec > 0 ? d.kgPerHa / rec : 1, kgPerHa: d.kgPerHa, reason: 'stcr', text: d.text };
    }
    for (const id of input.stcr.sources) sources.add(id);
  }
  for (const a of Object.values(adjustments)) {
    if (a.reason === 'starterN' && rule.starterN) sources.add(rule.starterN.source);
    if (a.reason === 'capped' && rule.perennial) sources.add(rule.perennial.source);
    else if (a.reason === 'capped' && rule.maxKgPerHa) sources.add(rule.maxKgPerHa.source);
  }
  // Credits come off the dose the rule or the equation gave; a nutrient never goes below 0.
  const lines = input.credits ?? [];
  const credit: Dose = {
    n: round2(lines.reduce((sum, l) => sum + l.n, 0)),
    p2o5: round2(lines.reduce((sum, l) => sum + l.p2o5, 0)),
    k2o: round2(lines.reduce((sum, l) => sum + l.k2o, 0)),
  };
  for (const l of lines) sources.add(l.source);
  const net = (k: DoseKey) => round2(Math.max(0, adjustments[k].kgPerHa - credit[k]));
  const factorAfter = (k: DoseKey) => (credit[k] > 0 && recommended[k] > 0 ? net(k) / recommended[k] : adjustments[k].factor);
  const adjusted: AdjustedDose = {
    n: net('n'),
    p2o5: net('p2o5'),
    k2o: net('k2o'),
    factors: { n: factorAfter('n'), p2o5: factorAfter('p2o5'), k2o: factorAfter('k2o') },
    source: SOURCES[RATING_FACTORS_SOURCE.source].citation,
  };
  sources.add('fco1985');

  const kg = straightFertilizerKg(adjusted, potash);
  const products: PlannedProduct[] = [
    plannedProduct('DAP', kg.dapKg, 'phosphate', hectares),
    plannedProduct('Urea', kg.ureaKg, 'nitrogen', hectares),
    plannedProduct(potash, kg.potashKg, 'potash', hectares),
  ];

  // Sulphur: the rule's product, or gypsum, or bentonite S above pH 8.5.
  const s = rule.sulphur;
  const ph = typeof input.ph === 'number' && Number.isFinite(input.ph) ? input.ph : undefined;
  const alkaline = ph !== undefined && ph > PH_SCALE.gypsumAbove;
  // The rule's own product held on a soil that may be calcareous (groundnut's gypsum, TNAU).
  const calcareous = s?.product !== undefined && s.notAbovePh !== undefined && ph !== undefined && ph > s.notAbovePh.ph;
  const sProduct: SulphurProduct = s?.product ?? (alkaline ? 'bentoniteS' : 'gypsum');
  const choice: SulphurPlan['choice'] = calcareous ? 'calcareous' : s?.product ? 'crop' : alkaline ? 'alkaline' : 'default';
  const needS = !s ? 0 : s.product ? s.productKgPerHa * share(s.product, 's') : s.kgPerHa;
  const potashS = kg.potashKg * share(potash, 's');
  /** kg/ha of the sulphur product that covers the need left after `otherS` (a named product: its rate). */
  const sulphurKg = (otherS: number) =>
    calcareous ? 0 : s?.product ? s.productKgPerHa : Math.max(0, needS - otherS) / share(sProduct, 's');

  let sulphur: SulphurPlan | undefined;
  if (s) {
    sources.add(s.source);
    const sKg = sulphurKg(potashS);
    const line = plannedProduct(sProduct, sKg, 'sulphur', hectares);
    if (line.kgPerHa > 0) products.push(line);
    sulphur = {
      needKgPerHa: round2(needS),
      fromOtherProductsKgPerHa: s.product ? 0 : round2(Math.min(needS, potashS)),
      product: sProduct,
      choice,
      line,
      ...(s.product && !calcareous ? { timing: s.timing } : {}),
      text: sulphurText(needS, s.product ? 0 : round2(Math.min(needS, potashS)), sProduct, choice, sKg, rule),
      source: s.source,
      verification: s.verification,
    };
  }

  // Micronutrients the probe cannot measure (issue 37): one line per nutrient, bought once.
  let micronutrients: NutrientPlan['micronutrients'];
  if (input.micronutrients) {
    const decision = micronutrientDefaults({ ...input.micronutrients, ph: input.ph });
    const withLines = decision.lines.map((l) => {
      sources.add(l.source);
      if (!l.soil) return l;
      const line = plannedProduct(l.soil.product, l.soil.kgPerHa, 'micronutrient', hectares);
      products.push(line);
      return { ...l, line };
    });
    micronutrients = { lines: withLines, dropped: decision.dropped };
  }

  // SSP alternative: its 11 % S counted; a sulphur top-up only for what it leaves short.
  const sspKg = adjusted.p2o5 / share('SSP', 'p2o5');
  const sspS = sspKg * share('SSP', 's');
  const sspProducts = [
    plannedProduct('SSP', sspKg, 'phosphate', hectares),
    plannedProduct('Urea', adjusted.n / share('Urea', 'n'), 'nitrogen', hectares),
    plannedProduct(potash, kg.potashKg, 'potash', hectares),
  ];
  const topUpKg = s ? sulphurKg(sspS + potashS) : 0;
  const sulphurTopUp = topUpKg > 0.005 ? plannedProduct(sProduct, topUpKg, 'sulphur', hectares) : undefined;
  if (sulphurTopUp) sspProducts.push(sulphurTopUp);

  // The crop's pH range (issue 37): outside it the plan says so; above 8.5 the crop is not suited.
  let cropPh: CropPhNote | undefined;
  if (rule.ph && ph !== undefined && (ph < rule.ph.min || ph > rule.ph.max)) {
    const { min, max } = rule.ph;
    const unsuited = ph > PH_SCALE.gypsumAbove;
    const crop = rule.name;
    const range = `${fmt(min)}–${fmt(max)}`;
    cropPh = {
      ph,
      min,
      max,
      unsuited,
      text: unsuited
        ? {
            en: `${crop.en} is not suited to this soil: pH ${fmt(ph)} is above ${PH_SCALE.gypsumAbove} (sodic or strongly alkaline), far above the ${range} ${crop.en.toLowerCase()} grows in (TNAU). Reclaim the soil with gypsum first, or grow a tolerant crop such as rice or dhaincha; the doses below are for the soil once reclaimed.`,
            hi: `${crop.hi} इस मिट्टी के लिए उपयुक्त नहीं है: pH ${fmt(ph)} है, ${PH_SCALE.gypsumAbove} से ऊपर (ऊसर या प्रबल क्षारीय), जबकि ${crop.hi} ${range} pH में उगती है (त.ना.कृ.वि.)। पहले जिप्सम से मिट्टी सुधारें, या धान या ढैंचा जैसी सहनशील फसल लें; नीचे की मात्राएँ सुधरी हुई मिट्टी के लिए हैं।`,
            mr: `${cropMr(crop, 'हे पीक')} या मातीसाठी योग्य नाही: सामू (pH) ${fmt(ph)} आहे, ${PH_SCALE.gypsumAbove} च्या वर (चोपण किंवा तीव्र अल्कधर्मी), तर ${cropMr(crop, 'हे पीक')} ${range} सामूमध्ये (pH) येते (तमिळनाडू कृषी विद्यापीठ). आधी जिप्समने मातीची सुधारणा करा, किंवा भात किंवा धैंचा यासारखे सहनशील पीक घ्या; खालील मात्रा सुधारलेल्या मातीसाठी आहेत.`,
          }
        : {
            en: `pH ${fmt(ph)} is ${ph < min ? 'below' : 'above'} the ${range} that suits ${crop.en.toLowerCase()} (TNAU): expect a weaker crop${ph < min ? '; lime as advised' : '; zinc and iron are less available, watch for their deficiency'}.`,
            hi: `pH ${fmt(ph)} ${crop.hi} के लिए उपयुक्त ${range} से ${ph < min ? 'कम' : 'अधिक'} है (त.ना.कृ.वि.): फसल कमज़ोर रह सकती है${ph < min ? '; सलाह के अनुसार चूना डालें' : '; जिंक और आयरन कम मिलते हैं, इनकी कमी पर नज़र रखें'}।`,
            mr: `सामू (pH) ${fmt(ph)} हा ${crop.mr ? `${crop.mr} पिकासाठी` : 'या पिकासाठी'} योग्य ${range} पेक्षा ${ph < min ? 'कमी' : 'जास्त'} आहे (तमिळनाडू कृषी विद्यापीठ): पीक कमकुवत राहू शकते${ph < min ? '; सल्ल्यानुसार चुना द्या' : '; जस्त आणि लोह कमी उपलब्ध होतात, त्यांच्या कमतरतेकडे लक्ष ठेवा'}.`,
          },
    };
  }

  return {
    hectares,
    recommended: { n: recommended.n, p2o5: recommended.p2o5, k2o: recommended.k2o },
    adjusted,
    adjustments,
    products,
    nFromDapKgPerHa: round2(kg.dapN),
    ...(sulphur ? { sulphur } : {}),
    ssp: { products: sspProducts, sulphurKgPerHa: round2(sspS), ...(sulphurTopUp ? { sulphurTopUp } : {}) },
    rule,
    ...(cropPh ? { cropPh } : {}),
    ...(input.stcr ? { stcr: input.stcr } : {}),
    ...(lines.length ? { credits: { lines, kgPerHa: credit } } : {}),
    sources: [...sources],
    ...(micronutrients ? { micronutrients } : {}),
  };
}
