import { VALVE_MAX_AGE_MINUTES } from '@agrim/contracts';
import type { Text } from './crops.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import type { SoybeanStageName } from './soybeanStages.js';
import type { Verification } from './sources.js';

/**
 * The agronomic fertigation profile for soybean (issue 20): when Start Fertigation may open a nutrient
 * or the water valve, per stage and zone, and how often. It replaces the spec 9 table as the default
 * for real valves; that table stays available as the 'spec' profile (soybeanStages.ts).
 *
 * Nutrients. A nutrient valve may open only when the nutrient is rated Low on the zone's soil-test
 * scale (below the zone's `lower` line, soybeanZones.ts), only in a stage where the crop still takes
 * that nutrient from fertiliser, and it closes again once the reading is `NUTRIENT_HYSTERESIS` above
 * the line (so a reading wobbling on the line does not switch the valve on and off).
 *
 * Water. The water valve follows FAO-56 management-allowed depletion: it opens when the soil water
 * content falls below θt = θFC − p·(θFC − θWP), with p the soybean depletion fraction corrected for
 * the stage's crop water use (FAO-56 eq. 84 note: p = p_table + 0.04 (5 − ETc)), and closes once the
 * soil is back near field capacity (θFC − REFILL_SHARE·TAW). The probe's `moisture` is read as
 * volumetric water content in percent.
 */

interface Cited {
  source: SoybeanSourceId;
  verification: Verification;
  why: Text;
}

// The soil-water model moved to soilWater.ts (issue 37), one for advice, alarms and valves; kept here for fertigation.ts.
export { type SoilWater, ZONE_SOIL_WATER } from './soilWater.js';

export const SOYBEAN_DEPLETION = {
  /** FAO-56 Table 22, soybeans: p = 0.50 for ETc ≈ 5 mm/day. */
  p: 0.5,
  /** p is raised by 0.04 per mm/day below 5 and lowered above it, kept within 0.1–0.8 (FAO-56, note to Table 22). */
  perMmPerDay: 0.04,
  min: 0.1,
  max: 0.8,
  source: 'fao56',
  verification: 'recalled',
  why: {
    en: 'FAO-56 Table 22: soybeans may use half of the available soil water (p = 0.50) before stress, adjusted for the day’s crop water use.',
    hi: 'एफएओ-56 सारणी 22: सोयाबीन उपलब्ध मृदा जल का आधा (p = 0.50) उपयोग कर सकती है, उसके बाद तनाव; दिन के फसल जल उपयोग से समायोजित।',
  },
} as const satisfies { p: number; perMmPerDay: number; min: number; max: number } & Cited;

/** The water valve closes once the soil holds all but this share of the available water (near field capacity). */
export const REFILL_SHARE = 0.1;

/** A nutrient valve closes again only when the reading is 10 % above the Low line it opened below. */
export const NUTRIENT_HYSTERESIS = 0.1;

export const HYSTERESIS_SOURCE = {
  source: 'fao56',
  verification: 'judgement',
  why: {
    en: 'Dead band between opening and closing so a reading that wobbles on a line does not switch the valve on and off: 10 % above the Low line for nutrients (about twice the probe’s stated error), refill to within 10 % of field capacity for water.',
    hi: 'खोलने और बंद करने की रेखाओं के बीच अंतर, ताकि रेखा पर डोलती रीडिंग से वाल्व बार-बार चालू-बंद न हो: पोषक तत्वों के लिए कम रेखा से 10 % ऊपर, पानी के लिए क्षेत्र क्षमता के 10 % भीतर तक।',
  },
} as const satisfies Cited;

export type FertigationNutrient = 'nitrogen' | 'phosphorus' | 'potassium';
export type FertigationParameter = FertigationNutrient | 'moisture';

/** Stages in which each valve may open at all (the crop still takes that input from the drip). */
export const STAGE_WINDOWS: Record<FertigationParameter, { stages: readonly SoybeanStageName[] } & Cited> = {
  nitrogen: {
    stages: [],
    source: 'iisrNutrients2023',
    verification: 'checked',
    why: {
      en: 'Soybean is a legume: ICAR-IISR gives its whole N dose (25 kg/ha, a starter) at sowing and no N top-dressing; the nodules supply the rest.',
      hi: 'सोयाबीन दलहनी फसल है: भा.सो.अनु.सं. इंदौर पूरी नाइट्रोजन (25 किग्रा/हे, शुरुआती मात्रा) बुवाई पर देता है, बाद में टॉप-ड्रेसिंग नहीं; बाकी गाँठें देती हैं।',
    },
  },
  phosphorus: {
    stages: ['Initial seedling stage', 'Crop development stage'],
    source: 'iisrNutrients2023',
    verification: 'judgement',
    why: {
      en: 'ICAR-IISR gives all the phosphate at sowing; through the drip it can only make up a Low soil while roots and nodules form (seedling and development stages), not later.',
      hi: 'भा.सो.अनु.सं. पूरा फॉस्फेट बुवाई पर देता है; ड्रिप से केवल जड़ें व गाँठें बनने के समय (अंकुरण व वृद्धि अवस्था) कम मिट्टी की पूर्ति हो सकती है, बाद में नहीं।',
    },
  },
  potassium: {
    stages: ['Initial seedling stage', 'Crop development stage', 'Mid Season growth stage'],
    source: 'iisrNutrients2023',
    verification: 'judgement',
    why: {
      en: 'ICAR-IISR gives all the potash at sowing; the crop keeps taking up K until pod filling (mid-season), so a Low soil may be made up through the drip until then, never in the late season or at maturity.',
      hi: 'भा.सो.अनु.सं. पूरा पोटाश बुवाई पर देता है; फसल फली भरने (मध्य अवस्था) तक पोटाश लेती है, इसलिए तब तक कम मिट्टी की पूर्ति ड्रिप से हो सकती है, पछेती अवस्था या परिपक्वता पर कभी नहीं।',
    },
  },
  moisture: {
    stages: ['Initial seedling stage', 'Crop development stage', 'Mid Season growth stage'],
    source: 'iisrPackage',
    verification: 'recalled',
    why: {
      en: 'The late season is when the leaves turn yellow: the product’s own practice (ICAR-IISR package) is to stop irrigating then, since late water only delays maturity.',
      hi: 'अंतिम अवस्था में पत्तियाँ पीली होती हैं: उत्पाद की अपनी सलाह (भा.सो.अनु.सं. पैकेज) है कि तब सिंचाई बंद करें, क्योंकि देर से दिया पानी केवल पकने में देरी करता है।',
    },
  },
};

/** At most this many 15-minute openings of each valve per calendar day (Asia/Kolkata) and per season (the last 120 days). */
export const DOSE_CAPS: Record<FertigationParameter, { perDay: number; perSeason: number }> = {
  nitrogen: { perDay: 1, perSeason: 2 },
  phosphorus: { perDay: 1, perSeason: 4 },
  potassium: { perDay: 1, perSeason: 6 },
  moisture: { perDay: 4, perSeason: 200 },
};

/** A soybean season is about 95–100 days (soybeanStages.ts); 120 days covers it with its sowing window. */
export const SEASON_DAYS = 120;

export const DOSE_CAPS_SOURCE = {
  source: 'iisrNutrients2023',
  verification: 'judgement',
  why: {
    en: 'The whole season’s nutrients are one basal dose (ICAR-IISR 25:60:40:20 kg/ha); a drip top-up is a small correction, so each nutrient valve opens at most once a day and a few times a season. Water: at most four 15-minute runs a day.',
    hi: 'पूरे मौसम के पोषक तत्व एक ही आधार मात्रा हैं (भा.सो.अनु.सं. 25:60:40:20 किग्रा/हे); ड्रिप से पूर्ति छोटा सुधार है, इसलिए हर पोषक वाल्व दिन में अधिकतम एक बार और मौसम में कुछ ही बार खुलता है। पानी: दिन में अधिकतम चार बार 15 मिनट।',
  },
} as const satisfies Cited;

/**
 * What a reading must be before it may open a valve (issue 37): fresh, every channel alive, and for a
 * nutrient valve a probe calibrated against a lab test of the same field. Closing a valve is always allowed.
 */
export const VALVE_SAFETY = {
  /** A reading older than this opens nothing. */
  maxAgeMinutes: VALVE_MAX_AGE_MINUTES,
  /** A channel whose readings over this many hours (at least `stuckMinReadings` of them) are exactly equal is stuck. */
  stuckHours: 3,
  stuckMinReadings: 3,
  source: 'fao56',
  verification: 'judgement',
  why: {
    en: 'A valve acts only on what the soil holds now: soil water moves by a few percent a day between rains, so an hour-old reading still stands, but an older one may predate rain or an irrigation (the device is then also close to the 30-minute silence alarm twice over). A channel that reads exactly 0, or exactly the same value for three hours, is a dead or frozen sensor, not a soil.',
    hi: 'वाल्व केवल मिट्टी की अभी की स्थिति पर चलता है: बारिशों के बीच मिट्टी का पानी दिन में कुछ प्रतिशत ही बदलता है, इसलिए एक घंटा पुरानी रीडिंग मान्य है, पर उससे पुरानी बारिश या सिंचाई से पहले की हो सकती है। जो चैनल ठीक 0 या तीन घंटे तक बिल्कुल एक ही मान पढ़े, वह खराब या अटका हुआ सेंसर है, मिट्टी नहीं।',
  },
} as const satisfies { maxAgeMinutes: number; stuckHours: number; stuckMinReadings: number } & Cited;

export const CALIBRATION_RULE = {
  source: 'shcScale',
  verification: 'judgement',
  why: {
    en: 'A probe estimates N, P and K from the soil’s conductivity; the ratings are defined on laboratory extractions (alkaline KMnO4 N, Olsen or Bray P, NH4OAc K). Until the probe is calibrated against a lab test of the same field, its N, P and K are field estimates and open no nutrient valve.',
    hi: 'प्रोब N, P और K का अनुमान मिट्टी की चालकता से लगाता है; श्रेणियाँ प्रयोगशाला विधियों (क्षारीय KMnO4 N, ओल्सेन या ब्रे P, NH4OAc K) पर बनी हैं। जब तक प्रोब को उसी खेत की प्रयोगशाला जाँच से कैलिब्रेट नहीं किया जाता, उसके N, P, K खेत के अनुमान हैं और कोई पोषक वाल्व नहीं खोलते।',
  },
} as const satisfies Cited;
