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
    mr: 'एफएओ-56 तक्ता 22: पाण्याचा ताण येण्यापूर्वी सोयाबीन उपलब्ध मृदा जलापैकी निम्मे (p = 0.50) वापरू शकते; दिवसाच्या पीक पाणी वापरानुसार हे प्रमाण बदलले जाते.',
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
    mr: 'उघडण्याच्या आणि बंद करण्याच्या रेषांमध्ये अंतर ठेवले आहे, जेणेकरून रेषेवर हेलकावे खाणाऱ्या रीडिंगमुळे व्हॉल्व्ह सतत चालू-बंद होणार नाही: अन्नद्रव्यांसाठी कमी रेषेच्या 10 % वर (प्रोबच्या सांगितलेल्या त्रुटीच्या सुमारे दुप्पट), पाण्यासाठी क्षेत्र क्षमतेच्या 10 % आतपर्यंत भरणे.',
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
      mr: 'सोयाबीन हे कडधान्य पीक आहे: भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था संपूर्ण नत्र मात्रा (25 kg/ha, सुरुवातीची मात्रा) पेरणीच्या वेळी देते आणि नत्राचे वरखत देत नाही; उरलेले नत्र मुळांवरील गाठी पुरवतात.',
    },
  },
  phosphorus: {
    stages: ['Initial seedling stage', 'Crop development stage'],
    source: 'iisrNutrients2023',
    verification: 'judgement',
    why: {
      en: 'ICAR-IISR gives all the phosphate at sowing; through the drip it can only make up a Low soil while roots and nodules form (seedling and development stages), not later.',
      hi: 'भा.सो.अनु.सं. पूरा फॉस्फेट बुवाई पर देता है; ड्रिप से केवल जड़ें व गाँठें बनने के समय (अंकुरण व वृद्धि अवस्था) कम मिट्टी की पूर्ति हो सकती है, बाद में नहीं।',
      mr: 'भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था संपूर्ण स्फुरद पेरणीच्या वेळी देते; ठिबकद्वारे फक्त मुळे व गाठी तयार होत असताना (रोप व वाढीची अवस्था) कमी मातीची भरपाई होऊ शकते, नंतर नाही.',
    },
  },
  potassium: {
    stages: ['Initial seedling stage', 'Crop development stage', 'Mid Season growth stage'],
    source: 'iisrNutrients2023',
    verification: 'judgement',
    why: {
      en: 'ICAR-IISR gives all the potash at sowing; the crop keeps taking up K until pod filling (mid-season), so a Low soil may be made up through the drip until then, never in the late season or at maturity.',
      hi: 'भा.सो.अनु.सं. पूरा पोटाश बुवाई पर देता है; फसल फली भरने (मध्य अवस्था) तक पोटाश लेती है, इसलिए तब तक कम मिट्टी की पूर्ति ड्रिप से हो सकती है, पछेती अवस्था या परिपक्वता पर कभी नहीं।',
      mr: 'भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था संपूर्ण पालाश पेरणीच्या वेळी देते; पीक शेंगा भरेपर्यंत (हंगामाच्या मध्यापर्यंत) पालाश घेत राहते, म्हणून तोपर्यंत कमी मातीची भरपाई ठिबकद्वारे होऊ शकते, हंगामाच्या उत्तरार्धात किंवा परिपक्वतेच्या वेळी कधीच नाही.',
    },
  },
  moisture: {
    stages: ['Initial seedling stage', 'Crop development stage', 'Mid Season growth stage'],
    source: 'iisrPackage',
    verification: 'recalled',
    why: {
      en: 'The late season is when the leaves turn yellow: the product’s own practice (ICAR-IISR package) is to stop irrigating then, since late water only delays maturity.',
      hi: 'अंतिम अवस्था में पत्तियाँ पीली होती हैं: उत्पाद की अपनी सलाह (भा.सो.अनु.सं. पैकेज) है कि तब सिंचाई बंद करें, क्योंकि देर से दिया पानी केवल पकने में देरी करता है।',
      mr: 'हंगामाच्या उत्तरार्धात पाने पिवळी पडतात: उत्पादनाची स्वतःची शिफारस (भाकृअनुप-भारतीय सोयाबीन संशोधन संस्थेची पद्धती) तेव्हा पाणी देणे थांबवण्याची आहे, कारण उशिरा दिलेले पाणी फक्त परिपक्वता लांबवते.',
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
    mr: 'संपूर्ण हंगामाची अन्नद्रव्ये पेरणीच्या वेळची एकच मात्रा आहेत (भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था 25:60:40:20 kg/ha); ठिबकद्वारे भरपाई ही लहान दुरुस्ती आहे, म्हणून प्रत्येक अन्नद्रव्य व्हॉल्व्ह दिवसातून जास्तीत जास्त एकदा आणि हंगामात काही वेळाच उघडतो. पाणी: दिवसातून जास्तीत जास्त चार वेळा 15 मिनिटे.',
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
    mr: 'व्हॉल्व्ह फक्त मातीच्या सध्याच्या स्थितीवर चालतो: दोन पावसांच्या दरम्यान मातीतील पाणी दिवसाला काही टक्केच बदलते, म्हणून एक तास जुने रीडिंग ग्राह्य धरले जाते, पण त्याहून जुने रीडिंग पाऊस किंवा सिंचनापूर्वीचे असू शकते (तेव्हा उपकरणही 30 मिनिटांच्या शांततेच्या अलार्मच्या दुप्पट कालावधीजवळ असते). जो चॅनेल नेमके 0, किंवा तीन तास नेमके तेच मूल्य दाखवतो, तो बंद पडलेला किंवा अडकलेला सेन्सर आहे, माती नव्हे.',
  },
} as const satisfies { maxAgeMinutes: number; stuckHours: number; stuckMinReadings: number } & Cited;

export const CALIBRATION_RULE = {
  source: 'shcScale',
  verification: 'judgement',
  why: {
    en: 'A probe estimates N, P and K from the soil’s conductivity; the ratings are defined on laboratory extractions (alkaline KMnO4 N, Olsen or Bray P, NH4OAc K). Until the probe is calibrated against a lab test of the same field, its N, P and K are field estimates and open no nutrient valve.',
    hi: 'प्रोब N, P और K का अनुमान मिट्टी की चालकता से लगाता है; श्रेणियाँ प्रयोगशाला विधियों (क्षारीय KMnO4 N, ओल्सेन या ब्रे P, NH4OAc K) पर बनी हैं। जब तक प्रोब को उसी खेत की प्रयोगशाला जाँच से कैलिब्रेट नहीं किया जाता, उसके N, P, K खेत के अनुमान हैं और कोई पोषक वाल्व नहीं खोलते।',
    mr: 'प्रोब मातीच्या विद्युत वाहकतेवरून N, P आणि K चा अंदाज लावतो; श्रेणी प्रयोगशाळा पद्धतींवर (अल्कधर्मी KMnO4 N, ओल्सेन किंवा ब्रे P, NH4OAc K) ठरलेल्या आहेत. त्याच शेताच्या प्रयोगशाळा परीक्षणाशी प्रोबचे कॅलिब्रेशन होईपर्यंत त्याचे N, P, K हे शेतातील अंदाज आहेत आणि ते कोणताही अन्नद्रव्य व्हॉल्व्ह उघडत नाहीत.',
  },
} as const satisfies Cited;

// ------------------------------------------------------------- dose per opening (issue 37)

export type TankNutrient = 'n' | 'p2o5' | 'k2o';
/** The nutrient each tank valve is for, as the product's grade names it (P as P2O5, K as K2O). */
export const TANK_NUTRIENT: Record<FertigationNutrient, TankNutrient> = { nitrogen: 'n', phosphorus: 'p2o5', potassium: 'k2o' };

export interface TankProduct {
  en: string;
  hi: string;
  mr: string;
  /** Grade, % of product weight. */
  n: number;
  p2o5: number;
  k2o: number;
  source: SoybeanSourceId;
  verification: Verification;
}

/**
 * The soluble products that may go in a nutrient valve's tank (the product is allowed in a valve's tank
 * when it carries that valve's nutrient). The list is the ICAR-IASRI fertigation lesson's (TANK_RULE);
 * the grades are the Fertiliser Control Order's for 100 % water-soluble fertilisers, recalled (the order
 * itself was not read here; a TNAU practical sheet prints the same MAP, MKP and SOP grades).
 */
export const TANK_PRODUCTS = {
  urea: {
    en: 'Urea (46-0-0)',
    hi: 'यूरिया (46-0-0)',
    mr: 'युरिया (46-0-0)',
    n: 46,
    p2o5: 0,
    k2o: 0,
    source: 'fcoWaterSoluble',
    verification: 'standard',
  },
  map: {
    en: 'Mono-ammonium phosphate, water-soluble/technical grade (12-61-0)',
    hi: 'मोनो अमोनियम फॉस्फेट, जल-घुलनशील (12-61-0)',
    mr: 'मोनो अमोनियम फॉस्फेट, पाण्यात विरघळणारे (12-61-0)',
    n: 12,
    p2o5: 61,
    k2o: 0,
    source: 'fcoWaterSoluble',
    verification: 'recalled',
  },
  mkp: {
    en: 'Mono-potassium phosphate (0-52-34)',
    hi: 'मोनो पोटैशियम फॉस्फेट (0-52-34)',
    mr: 'मोनो पोटॅशियम फॉस्फेट (0-52-34)',
    n: 0,
    p2o5: 52,
    k2o: 34,
    source: 'fcoWaterSoluble',
    verification: 'recalled',
  },
  potassium_nitrate: {
    en: 'Potassium nitrate (13-0-45)',
    hi: 'पोटैशियम नाइट्रेट (13-0-45)',
    mr: 'पोटॅशियम नायट्रेट (13-0-45)',
    n: 13,
    p2o5: 0,
    k2o: 45,
    source: 'fcoWaterSoluble',
    verification: 'recalled',
  },
  sop: {
    en: 'Sulphate of potash, water-soluble grade (0-0-50)',
    hi: 'सल्फेट ऑफ पोटाश, जल-घुलनशील (0-0-50)',
    mr: 'सल्फेट ऑफ पोटॅश, पाण्यात विरघळणारे (0-0-50)',
    n: 0,
    p2o5: 0,
    k2o: 50,
    source: 'fcoWaterSoluble',
    verification: 'recalled',
  },
  mop_white: {
    en: 'Muriate of potash, white soluble grade (0-0-60)',
    hi: 'म्यूरेट ऑफ पोटाश, सफ़ेद घुलनशील (0-0-60)',
    mr: 'म्युरेट ऑफ पोटॅश, पांढरे विरघळणारे (0-0-60)',
    n: 0,
    p2o5: 0,
    k2o: 60,
    source: 'fcoWaterSoluble',
    verification: 'standard',
  },
} as const satisfies Record<string, TankProduct>;
export type TankProductId = keyof typeof TANK_PRODUCTS;

export const TANK_RULE = {
  source: 'iasriFertigation',
  verification: 'checked',
  why: {
    en: 'Only fully water-soluble products go through the drip: urea for N; mono-ammonium phosphate (or phosphoric acid) for P; potassium sulphate, potassium chloride (the white soluble grade: red MOP carries insoluble iron oxide — judgement), potassium nitrate or mono-potassium phosphate for K (ICAR-IASRI fertigation lesson). Sulphate products form gypsum in water rich in calcium: jar-test SOP in the farm’s water first.',
    hi: 'ड्रिप से केवल पूरी तरह जल-घुलनशील उर्वरक: नाइट्रोजन के लिए यूरिया; फॉस्फोरस के लिए मोनो अमोनियम फॉस्फेट (या फॉस्फोरिक अम्ल); पोटाश के लिए पोटैशियम सल्फेट, सफ़ेद घुलनशील म्यूरेट ऑफ पोटाश (लाल एमओपी में अघुलनशील आयरन ऑक्साइड होता है — विवेक), पोटैशियम नाइट्रेट या मोनो पोटैशियम फॉस्फेट (भाकृअनुप-आईएएसआरआई फर्टिगेशन पाठ)। कैल्शियम वाले पानी में सल्फेट उर्वरक जिप्सम बनाते हैं: एसओपी को पहले खेत के पानी में जार में घोलकर जाँचें।',
    mr: 'ठिबकमधून फक्त पूर्णपणे पाण्यात विरघळणारी खते: नत्रासाठी युरिया; स्फुरदासाठी मोनो अमोनियम फॉस्फेट (किंवा फॉस्फोरिक आम्ल); पालाशसाठी पोटॅशियम सल्फेट, पांढरे विरघळणारे पोटॅशियम क्लोराइड (लाल एमओपीमध्ये न विरघळणारे लोह ऑक्साइड असते — अनुमान), पोटॅशियम नायट्रेट किंवा मोनो पोटॅशियम फॉस्फेट (भाकृअनुप-भारतीय कृषी सांख्यिकी संशोधन संस्थेचा फर्टिगेशन पाठ). कॅल्शियमयुक्त पाण्यात सल्फेट खतांपासून जिप्सम तयार होतो: आधी शेतातील पाण्यात एसओपीची बरणी चाचणी करा.',
  },
} as const satisfies Cited;

/** Products that never go in a tank, and why (a setup naming one is refused). */
export const TANK_REFUSED = {
  dap: {
    en: 'DAP (18-46-0)',
    hi: 'डीएपी (18-46-0)',
    mr: 'डीएपी (18-46-0)',
    source: 'thamaraiselvi2019',
    verification: 'judgement',
    why: {
      en: 'DAP is a granular soil fertiliser with insoluble impurities and an alkaline solution: in hard or saline water its phosphate precipitates as calcium and magnesium phosphates (more than twice the P lost from MAP in a TNAU test) and blocks the drippers. Use water-soluble MAP (12-61-0) or MKP (0-52-34).',
      hi: 'डीएपी मिट्टी में डालने का दानेदार उर्वरक है, इसमें अघुलनशील अशुद्धियाँ हैं और इसका घोल क्षारीय है: कठोर या खारे पानी में इसका फॉस्फेट कैल्शियम व मैग्नीशियम फॉस्फेट बनकर जम जाता है (टीएनएयू जाँच में एमएपी से दोगुने से अधिक) और ड्रिपर बंद करता है। जल-घुलनशील एमएपी (12-61-0) या एमकेपी (0-52-34) लें।',
      mr: 'डीएपी हे मातीत देण्याचे दाणेदार खत आहे, त्यात न विरघळणारी अशुद्धी असते आणि त्याचे द्रावण अल्कधर्मी असते: कठीण किंवा क्षारयुक्त पाण्यात त्यातील स्फुरद कॅल्शियम व मॅग्नेशियम फॉस्फेटच्या रूपात साकळते (तमिळनाडू कृषी विद्यापीठाच्या चाचणीत एमएपीच्या दुपटीहून जास्त) आणि ड्रिपर बंद करते. पाण्यात विरघळणारे एमएपी (12-61-0) किंवा एमकेपी (0-52-34) वापरा.',
    },
  },
  ssp: {
    en: 'SSP (single superphosphate)',
    hi: 'एसएसपी (सिंगल सुपर फॉस्फेट)',
    mr: 'सिंगल सुपर फॉस्फेट (एसएसपी)',
    source: 'thamaraiselvi2019',
    verification: 'judgement',
    why: {
      en: 'SSP is about half gypsum and only partly water-soluble: what does not dissolve settles in the tank and lines, and its phosphate precipitates most of all in hard or saline water (TNAU test). Apply it at sowing in the soil, never through the drip.',
      hi: 'एसएसपी में लगभग आधा जिप्सम है और यह पूरा नहीं घुलता: न घुला भाग टंकी और नलियों में जमता है, और कठोर या खारे पानी में इसका फॉस्फेट सबसे अधिक जमता है (टीएनएयू जाँच)। इसे बुवाई पर मिट्टी में दें, ड्रिप से कभी नहीं।',
      mr: 'सिंगल सुपर फॉस्फेटमध्ये सुमारे निम्मा जिप्सम असतो आणि ते पूर्ण विरघळत नाही: न विरघळलेला भाग टाकीत आणि नळ्यांत साचतो, आणि कठीण किंवा क्षारयुक्त पाण्यात त्यातील स्फुरद सर्वाधिक साकळतो (तमिळनाडू कृषी विद्यापीठाची चाचणी). ते पेरणीच्या वेळी मातीत द्या, ठिबकमधून कधीच नाही.',
    },
  },
} as const satisfies Record<string, { en: string; hi: string; mr: string } & Cited>;

/**
 * The most the drip may add in a season, per nutrient (kg/ha of N, P2O5, K2O): the season's total
 * (basal at sowing + drip) may reach at most `seasonShare` of the ICAR-IISR basal dose, so the drip
 * adds at most seasonShare × basal − basal applied (the full basal dose when the farmer gave none).
 */
export const DRIP_KG_LIMIT = {
  /** ICAR-IISR's basal dose for soybean, kg/ha, all at sowing. */
  basal: { n: 25, p2o5: 60, k2o: 40 },
  /** 125 %: the soil-test rating rule's dose for a Low soil (adjustment.ts RATING_FACTORS.Low). */
  seasonShare: 1.25,
  source: 'iisrNutrients2023',
  verification: 'judgement',
  why: {
    en: 'A nutrient valve opens only for a soil rated Low, and the soil-test rule gives a Low soil 125 % of the recommended dose (ICAR-IISR 25:60:40 kg/ha N:P2O5:K2O, all at sowing): so the season’s basal and drip together stop at 125 % of it. With the full basal applied, the drip may add at most 6.25 kg N, 15 kg P2O5 and 10 kg K2O per hectare.',
    hi: 'पोषक वाल्व केवल कम श्रेणी की मिट्टी पर खुलता है, और मृदा-परीक्षण नियम कम मिट्टी को अनुशंसित मात्रा का 125 % देता है (भा.सो.अनु.सं. 25:60:40 किग्रा/हे N:P2O5:K2O, सब बुवाई पर): इसलिए मौसम में आधार और ड्रिप मिलाकर उसके 125 % पर रुकते हैं। पूरी आधार मात्रा दी गई हो तो ड्रिप अधिकतम 6.25 किग्रा N, 15 किग्रा P2O5 और 10 किग्रा K2O प्रति हेक्टेयर जोड़ सकती है।',
    mr: 'अन्नद्रव्य व्हॉल्व्ह फक्त कमी श्रेणीच्या मातीसाठी उघडतो, आणि माती परीक्षणाचा नियम कमी मातीला शिफारस केलेल्या मात्रेच्या 125 % देतो (भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था 25:60:40 kg/ha N:P2O5:K2O, सर्व पेरणीच्या वेळी): म्हणून हंगामातील पेरणीची मात्रा आणि ठिबक मिळून त्याच्या 125 % वर थांबतात. पेरणीची पूर्ण मात्रा दिली असल्यास ठिबक हेक्टरी जास्तीत जास्त 6.25 kg N, 15 kg P2O5 आणि 10 kg K2O देऊ शकते.',
  },
} as const satisfies { basal: Record<TankNutrient, number>; seasonShare: number } & Cited;
