import { CROP_STAGES, FERTIGATION_BANDS_NOTE } from '@agrim/contracts';
import type { Text } from './crops.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import { SOYBEAN_ZONES, type MonthDay, type Range } from './soybeanZones.js';
import type { Verification } from './sources.js';

/**
 * The five soybean crop stages of the product (spec 4, in this order; 'Initial seedling stage' is
 * the default), with for each: length in days, crop coefficient Kc, reference ET0 and the water the
 * crop uses, the normal and the suitable air temperatures, the fertiliser applied, and the
 * fertigation bands of spec 9.
 *
 * Stage lengths and Kc follow FAO Irrigation and Drainage Paper 56: the first four stages are FAO's
 * initial, development, mid-season and late-season stages with the Table 11 lengths for soybeans in
 * the tropics (15/15/40/15 days, 85 in all) and the Table 12 coefficients (Kc ini 0.40 — the legume
 * group value, soybeans having none of their own —, Kc mid 1.15, Kc end 0.50). FAO's late season ends
 * at harvest; the product's fifth stage, 'Maturity to Harvest', is the field drying between
 * physiological maturity (R7) and harvest (R8), taken as 10 days at Kc end (a judgement). The season
 * then lasts 95 days, that of a medium variety in the Central zone (JS 335 about 98–102, JS 95-60
 * 82–88 days).
 *
 * Water use. ETc = Kc × ET0 (FAO-56 eq. 58), summed over the days of a stage:
 *   waterUseMm = et0MmPerDay × kc × days
 * where `kc` is the stage mean of the FAO-56 Kc curve (flat Kc ini in the initial stage, a straight
 * line from Kc ini to Kc mid in development, flat Kc mid in mid-season, a straight line from Kc mid to
 * Kc end in the late season, flat Kc end from maturity to harvest) and `et0MmPerDay` is the mean of the
 * daily ET0 over the stage's calendar days, each day taking its month's long-term mean ET0 at the
 * reference site (Wardha, Vidarbha — Central zone) for a crop sown on 1 July (inside the Central
 * window of 20 June–5 July). Within every stage one of the two factors is constant, so the product of
 * the means is exact. The figures are computed below from those inputs, not typed in.
 */

export const SOYBEAN_STAGE_NAMES = CROP_STAGES;
export type SoybeanStageName = (typeof SOYBEAN_STAGE_NAMES)[number];

// ---------------------------------------------------------------- fertigation bands (spec 9)

export interface Band {
  low: number;
  high: number;
}

export interface FertigationBands {
  nitrogen: Band;
  phosphorus: Band;
  potassium: Band;
  moisture: Band;
}

/**
 * The spec 9 table, copied exactly: the product's operating bands for Start Fertigation. Below `low`
 * the reading is low and the matching valve is switched on; above `high` it is high and the valve is
 * switched off. These are the product's own operating values as specified, not agronomic
 * recommendations (several bands are 1 unit wide, and some start at 0).
 */
export const FERTIGATION_BANDS: Record<SoybeanStageName, FertigationBands> = {
  'Initial seedling stage': {
    nitrogen: { low: 18, high: 19 },
    phosphorus: { low: 18, high: 19 },
    potassium: { low: 18, high: 19 },
    moisture: { low: 0.05, high: 0.1 },
  },
  'Crop development stage': {
    nitrogen: { low: 11, high: 12 },
    phosphorus: { low: 60, high: 61 },
    potassium: { low: 0, high: 1 },
    moisture: { low: 0.1, high: 0.2 },
  },
  'Mid Season growth stage': {
    nitrogen: { low: 0, high: 1 },
    phosphorus: { low: 51, high: 52 },
    potassium: { low: 33, high: 34 },
    moisture: { low: 0.2, high: 0.3 },
  },
  'Late season growth stage': {
    nitrogen: { low: 12, high: 13 },
    phosphorus: { low: 0, high: 1 },
    potassium: { low: 44, high: 45 },
    moisture: { low: 0.05, high: 0.2 },
  },
  'Maturity to Harvest': {
    nitrogen: { low: 0, high: 1 },
    phosphorus: { low: 0, high: 1 },
    potassium: { low: 49, high: 50 },
    moisture: { low: 0.05, high: 0.2 },
  },
};

export const FERTIGATION_BANDS_SOURCE = {
  source: 'productSpec',
  verification: 'checked',
  note: FERTIGATION_BANDS_NOTE,
  units: {
    nutrients:
      'The table prints no unit. Spec 9 gives nutrients in mg/kg ("kg or kg/ha in calculator and stage views"); the bands are compared with the latest device readings of nitrogen, phosphorus and potassium.',
    moisture: 'The crop-analytics soil-moisture slider value (spec 5: "Select Current Soil Moisture (in inches/day):", 0–1, step 0.01).',
  },
} as const satisfies { source: SoybeanSourceId; verification: Verification; note: string; units: Record<string, string> };

// ---------------------------------------------------------------- FAO-56 inputs

export const FAO56_SOYBEAN = {
  /** Table 11, soybeans, tropics, planted December: initial, development, mid-season, late season (days). */
  lengths: { initial: 15, development: 15, midSeason: 40, lateSeason: 15 },
  region: 'Tropics (planting December)',
  /** Table 12: legume group Kc ini (soybeans list none of their own), soybeans Kc mid and Kc end. */
  kcIni: 0.4,
  kcMid: 1.15,
  kcEnd: 0.5,
  source: 'fao56',
  verification: 'checked',
  note: 'Lengths and Kc mid / Kc end read from the pyfao56 transcription of Tables 11 and 12 (soybeans: tropics 15/15/40/15, central USA 20/35/60/25, Japan 20/25/75/30; Kc mid 1.15, Kc end 0.50). That transcription fills soybean Kc ini with 0.5; 0.40 is the legume group value of Table 12. Kc ini in FAO-56 also rises with frequent wetting (monsoon showers every few days), so 0.40 is the dry-surface value.',
} as const satisfies {
  lengths: Record<string, number>;
  region: string;
  kcIni: number;
  kcMid: number;
  kcEnd: number;
  source: SoybeanSourceId;
  verification: Verification;
  note: string;
};

/** The product's fifth stage, beyond FAO's late season: physiological maturity (R7) to harvest (R8). */
export const MATURITY_TO_HARVEST = {
  days: 10,
  kc: FAO56_SOYBEAN.kcEnd,
  source: 'fehrCaviness1977',
  verification: 'judgement',
  note: 'Roughly a week to ten days pass from R7 (one pod of mature colour) to R8 (95 % of pods mature) in dry weather; taken as 10 days. Kc end is held flat while the crop dries standing.',
} as const satisfies { days: number; kc: number; source: SoybeanSourceId; verification: Verification; note: string };

export interface MonthlyClimate {
  month: number;
  tMinC: number;
  tMaxC: number;
  /** Reference evapotranspiration, FAO Penman–Monteith, mm/day. */
  et0MmPerDay: number;
  rainMm: number;
}

/** Long-term monthly normals at 20.59° N, 78.96° E, 247 m (Wardha district, Vidarbha; Central zone). */
export const REFERENCE_CLIMATE = {
  site: 'Wardha district, Vidarbha, Maharashtra (20.59° N, 78.96° E, 247 m)',
  months: [
    { month: 1, tMinC: 13.9, tMaxC: 29.4, et0MmPerDay: 3.3, rainMm: 10 },
    { month: 2, tMinC: 16.3, tMaxC: 32.6, et0MmPerDay: 4.5, rainMm: 12 },
    { month: 3, tMinC: 20.2, tMaxC: 37.0, et0MmPerDay: 5.6, rainMm: 21 },
    { month: 4, tMinC: 25.0, tMaxC: 40.9, et0MmPerDay: 6.9, rainMm: 14 },
    { month: 5, tMinC: 28.0, tMaxC: 42.8, et0MmPerDay: 8.4, rainMm: 14 },
    { month: 6, tMinC: 26.7, tMaxC: 37.9, et0MmPerDay: 6.4, rainMm: 175 },
    { month: 7, tMinC: 24.4, tMaxC: 32.0, et0MmPerDay: 4.2, rainMm: 356 },
    { month: 8, tMinC: 23.8, tMaxC: 30.7, et0MmPerDay: 3.7, rainMm: 338 },
    { month: 9, tMinC: 23.3, tMaxC: 32.1, et0MmPerDay: 4.1, rainMm: 219 },
    { month: 10, tMinC: 20.5, tMaxC: 32.9, et0MmPerDay: 4.3, rainMm: 48 },
    { month: 11, tMinC: 15.9, tMaxC: 30.7, et0MmPerDay: 3.7, rainMm: 8 },
    { month: 12, tMinC: 12.8, tMaxC: 28.6, et0MmPerDay: 3.1, rainMm: 13 },
  ],
  source: 'et0Wardha',
  verification: 'checked',
} as const satisfies { site: string; months: readonly MonthlyClimate[]; source: SoybeanSourceId; verification: Verification };

/** Sowing date the stage calendar is computed for: 1 July, inside the Central zone window. */
export const REFERENCE_SOWING: MonthDay = { month: 7, day: 1 };

// ---------------------------------------------------------------- stage definitions

type Fao56Stage = 'initial' | 'development' | 'mid-season' | 'late season';

interface StageDefinition {
  name: SoybeanStageName;
  hi: string;
  /** Marathi (issue 41): the names PRACTICE_STAGE_MR and the web's soybean.mr.ts give the stages. */
  mr: string;
  fao56Stage: Fao56Stage | null;
  description: Text;
  days: number;
  /** Kc at the first and the last day of the stage (the FAO-56 curve is a straight line in between). */
  kcStart: number;
  kcEnd: number;
  suitedTempC: Range;
  suitedTempNote: Text;
}

const F = FAO56_SOYBEAN;

const DEFINITIONS: readonly StageDefinition[] = [
  {
    name: 'Initial seedling stage',
    hi: 'प्रारंभिक अंकुर अवस्था',
    mr: 'सुरुवातीची रोप अवस्था',
    fao56Stage: 'initial',
    description: {
      en: 'Sowing to about 10 % ground cover: germination, emergence and the first trifoliate leaves (VE–V2).',
      hi: 'बुवाई से लगभग 10 % भूमि ढकने तक: अंकुरण, पौधे निकलना और पहली तीन-पत्ती वाली पत्तियाँ।',
      mr: 'पेरणीपासून सुमारे 10 % जमीन झाकेपर्यंत: उगवण, रोपे जमिनीवर येणे आणि पहिली त्रिदली पाने (VE–V2).',
    },
    days: F.lengths.initial,
    kcStart: F.kcIni,
    kcEnd: F.kcIni,
    suitedTempC: { min: 18, max: 35 },
    suitedTempNote: {
      en: 'Germination needs soil at 15.5 °C or more; hot, dry topsoil above about 35 °C hurts emergence.',
      hi: 'अंकुरण के लिए मिट्टी का तापमान 15.5 °C या अधिक चाहिए; 35 °C से अधिक गर्म व सूखी ऊपरी मिट्टी में अंकुरण बिगड़ता है।',
      mr: 'उगवणीसाठी मातीचे तापमान 15.5 °C किंवा जास्त लागते; सुमारे 35 °C पेक्षा जास्त उष्ण व कोरड्या वरच्या थरामुळे रोपे जमिनीवर येण्यास बाधा येते.',
    },
  },
  {
    name: 'Crop development stage',
    hi: 'फसल विकास अवस्था',
    mr: 'पीक वाढीची अवस्था',
    fao56Stage: 'development',
    description: {
      en: 'About 10 % to full ground cover: leaves and branches grow fast, nodules start fixing nitrogen, and the first flowers open near the end (V3–R1).',
      hi: 'लगभग 10 % से पूरी भूमि ढकने तक: पत्तियाँ व शाखाएँ तेज़ी से बढ़ती हैं, जड़ों की गाँठें नाइट्रोजन बनाने लगती हैं और अंत में पहले फूल आते हैं।',
      mr: 'सुमारे 10 % पासून संपूर्ण जमीन झाकेपर्यंत: पाने व फांद्या वेगाने वाढतात, मुळांवरील गाठी नत्र स्थिर करू लागतात आणि शेवटी पहिली फुले उमलतात (V3–R1).',
    },
    days: F.lengths.development,
    kcStart: F.kcIni,
    kcEnd: F.kcMid,
    suitedTempC: { min: 20, max: 32 },
    suitedTempNote: {
      en: 'Growth is fastest near the optimum of 26.5–30 °C.',
      hi: '26.5–30 °C के आसपास बढ़वार सबसे तेज़ होती है।',
      mr: '26.5–30 °C या अनुकूल तापमानाजवळ वाढ सर्वाधिक वेगाने होते.',
    },
  },
  {
    name: 'Mid Season growth stage',
    hi: 'मध्य-मौसम वृद्धि अवस्था (फूल व फली)',
    mr: 'हंगामाच्या मध्यातील वाढीची अवस्था (फुलोरा व शेंगा)',
    fao56Stage: 'mid-season',
    description: {
      en: 'Full cover: flowering, pod formation and seed filling (R1–R6); the crop uses most water now and is most sensitive to drought.',
      hi: 'पूरी भूमि ढकी हुई: फूल आना, फलियाँ बनना और दाना भरना; इस समय फसल सबसे अधिक पानी लेती है और सूखे से सबसे अधिक प्रभावित होती है।',
      mr: 'संपूर्ण जमीन झाकलेली: फुलोरा, शेंगा लागणे आणि दाणे भरणे (R1–R6); या काळात पीक सर्वाधिक पाणी वापरते आणि पाण्याच्या ताणाला सर्वाधिक संवेदनशील असते.',
    },
    days: F.lengths.midSeason,
    kcStart: F.kcMid,
    kcEnd: F.kcMid,
    suitedTempC: { min: 22, max: 32 },
    suitedTempNote: {
      en: 'Flowers and young pods drop in hot, dry spells above about 32–35 °C; cool weather delays flowering.',
      hi: '32–35 °C से अधिक गर्म व सूखे दिनों में फूल और छोटी फलियाँ झड़ती हैं; ठंडा मौसम फूल आने में देरी करता है।',
      mr: 'सुमारे 32–35 °C पेक्षा जास्त उष्ण व कोरड्या दिवसांत फुले आणि लहान शेंगा गळतात; थंड हवामानामुळे फुलोरा उशिरा येतो.',
    },
  },
  {
    name: 'Late season growth stage',
    hi: 'अंतिम वृद्धि अवस्था (दाना पकना)',
    mr: 'हंगामाच्या उत्तरार्धातील वाढीची अवस्था (दाणे पक्व होणे)',
    fao56Stage: 'late season',
    description: {
      en: 'Seed filling ends, leaves turn yellow and fall, and the crop reaches physiological maturity (R6–R7).',
      hi: 'दाना भरना पूरा होता है, पत्तियाँ पीली होकर गिरने लगती हैं और दाना पूरी तरह पक जाता है।',
      mr: 'दाणे भरणे पूर्ण होते, पाने पिवळी पडून गळू लागतात आणि पीक शारीरिक परिपक्वतेला पोहोचते (R6–R7).',
    },
    days: F.lengths.lateSeason,
    kcStart: F.kcMid,
    kcEnd: F.kcEnd,
    suitedTempC: { min: 20, max: 30 },
    suitedTempNote: {
      en: 'Moderate temperatures and enough moisture give full, heavy seeds.',
      hi: 'मध्यम तापमान और पर्याप्त नमी से दाने पूरे और भारी बनते हैं।',
      mr: 'मध्यम तापमान आणि पुरेसा ओलावा असल्यास दाणे पूर्ण भरलेले व वजनदार होतात.',
    },
  },
  {
    name: 'Maturity to Harvest',
    hi: 'परिपक्वता से कटाई तक',
    mr: 'परिपक्वता ते काढणी',
    fao56Stage: null,
    description: {
      en: 'Pods turn brown and seeds dry in the field from physiological maturity to harvest maturity (R7–R8); harvest when about 95 % of the pods are brown.',
      hi: 'दाना पक जाने के बाद कटाई योग्य होने तक फलियाँ भूरी होती हैं और दाने खेत में सूखते हैं; लगभग 95 % फलियाँ भूरी हो जाएँ तब कटाई करें।',
      mr: 'शारीरिक परिपक्वतेपासून काढणीयोग्य होईपर्यंत शेंगा तपकिरी होतात आणि दाणे शेतातच वाळतात (R7–R8); सुमारे 95 % शेंगा तपकिरी झाल्यावर काढणी करा.',
    },
    days: MATURITY_TO_HARVEST.days,
    kcStart: MATURITY_TO_HARVEST.kc,
    kcEnd: MATURITY_TO_HARVEST.kc,
    suitedTempC: { min: 15, max: 32 },
    suitedTempNote: {
      en: 'Dry, sunny weather is best; rain on a ripe crop spoils seed and makes pods shatter.',
      hi: 'सूखा, धूप वाला मौसम सबसे अच्छा है; पकी फसल पर बारिश से दाना खराब होता है और फलियाँ चटकती हैं।',
      mr: 'कोरडे, उन्हाचे हवामान सर्वोत्तम; पक्व पिकावर पाऊस पडल्यास दाणे खराब होतात आणि शेंगा तडकतात.',
    },
  },
];

// ---------------------------------------------------------------- calendar arithmetic

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Month (1–12) of the day `offset` days after the reference sowing date (offset 0 = sowing day). */
export function monthAfterSowing(offset: number, sowing: MonthDay = REFERENCE_SOWING): number {
  let month = sowing.month;
  let day = sowing.day + offset;
  for (;;) {
    const length = DAYS_IN_MONTH[(month - 1) % 12] ?? 30;
    if (day <= length) return month;
    day -= length;
    month = (month % 12) + 1;
  }
}

function climate(month: number): MonthlyClimate {
  const m = REFERENCE_CLIMATE.months.find((c) => c.month === month);
  if (!m) throw new Error(`no climate for month ${month}`);
  return m;
}

/** Mean over `days` days starting `startOffset` days after sowing of one monthly climate value. */
function stageMean(startOffset: number, days: number, pick: (c: MonthlyClimate) => number): number {
  let sum = 0;
  for (let d = 0; d < days; d++) sum += pick(climate(monthAfterSowing(startOffset + d)));
  return sum / days;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------- nutrients applied by stage

const CENTRAL = SOYBEAN_ZONES.find((z) => z.name === 'Central');
if (!CENTRAL) throw new Error('Central zone missing');

/**
 * Fertiliser applied in each stage, kg/ha, from the Central zone dose (IISR 25:60:40:20 N:P2O5:K2O:S,
 * all at sowing): the whole dose falls in the initial seedling stage and nothing later. These are
 * amounts applied, not the crop's uptake, which is far larger for N (most of it fixed by the nodules).
 */
export const NUTRIENT_SCHEDULE = {
  dose: { n: CENTRAL.dose.n, p2o5: CENTRAL.dose.p2o5, k2o: CENTRAL.dose.k2o, s: CENTRAL.dose.s ?? 0 },
  /** Share of the season's dose applied in each stage (each column adds up to 1). */
  shares: {
    'Initial seedling stage': 1,
    'Crop development stage': 0,
    'Mid Season growth stage': 0,
    'Late season growth stage': 0,
    'Maturity to Harvest': 0,
  } satisfies Record<SoybeanStageName, number>,
  source: CENTRAL.dose.source,
  verification: CENTRAL.dose.verification,
} as const;

export interface NutrientAmounts {
  n: number;
  p2o5: number;
  k2o: number;
  s: number;
}

// ---------------------------------------------------------------- the stages

export interface SoybeanStage {
  name: SoybeanStageName;
  hi: string;
  mr: string;
  /** 1–5 in the order of the spec. */
  order: number;
  /** The FAO-56 stage it matches; null for 'Maturity to Harvest', which FAO-56 does not have. */
  fao56Stage: Fao56Stage | null;
  description: Text;
  days: number;
  /** Days after sowing of the first and last day of the stage (sowing day = 0). */
  fromDay: number;
  toDay: number;
  kcStart: number;
  kcEnd: number;
  /** Stage mean of the Kc curve. */
  kc: number;
  /** Mean reference ET0 over the stage at the reference site, mm/day (3 decimals). */
  et0MmPerDay: number;
  /** Crop water use = et0MmPerDay × kc × days, mm (1 decimal). */
  waterUseMm: number;
  /** Long-term mean daily minimum and maximum air temperature over the stage at the reference site, °C. */
  normalTempC: { min: number; max: number };
  /** Air temperature range that suits the crop in this stage, °C (a judgement from the sources). */
  suitedTempC: Range;
  suitedTempNote: Text;
  /** Fertiliser applied in the stage, kg/ha. */
  appliedKgPerHa: NutrientAmounts;
  fertigation: FertigationBands;
}

function buildStages(): SoybeanStage[] {
  let offset = 0;
  return DEFINITIONS.map((d, i) => {
    const kc = (d.kcStart + d.kcEnd) / 2;
    const et0 = stageMean(offset, d.days, (c) => c.et0MmPerDay);
    const share = NUTRIENT_SCHEDULE.shares[d.name];
    const dose = NUTRIENT_SCHEDULE.dose;
    const stage: SoybeanStage = {
      name: d.name,
      hi: d.hi,
      mr: d.mr,
      order: i + 1,
      fao56Stage: d.fao56Stage,
      description: d.description,
      days: d.days,
      fromDay: offset,
      toDay: offset + d.days - 1,
      kcStart: d.kcStart,
      kcEnd: d.kcEnd,
      kc: round(kc, 3),
      et0MmPerDay: round(et0, 3),
      waterUseMm: round(et0 * kc * d.days, 1),
      normalTempC: {
        min: round(
          stageMean(offset, d.days, (c) => c.tMinC),
          1,
        ),
        max: round(
          stageMean(offset, d.days, (c) => c.tMaxC),
          1,
        ),
      },
      suitedTempC: d.suitedTempC,
      suitedTempNote: d.suitedTempNote,
      appliedKgPerHa: { n: dose.n * share, p2o5: dose.p2o5 * share, k2o: dose.k2o * share, s: dose.s * share },
      fertigation: FERTIGATION_BANDS[d.name],
    };
    offset += d.days;
    return stage;
  });
}

export const SOYBEAN_STAGES: readonly SoybeanStage[] = buildStages();

/** Where the figures of each field come from. */
export const SOYBEAN_STAGE_SOURCES = {
  lengthsAndKc: { source: FAO56_SOYBEAN.source, verification: FAO56_SOYBEAN.verification },
  maturityToHarvest: { source: MATURITY_TO_HARVEST.source, verification: MATURITY_TO_HARVEST.verification },
  climate: { source: REFERENCE_CLIMATE.source, verification: REFERENCE_CLIMATE.verification },
  suitedTemperature: { source: 'tnauSoybean', verification: 'judgement' },
  applied: { source: NUTRIENT_SCHEDULE.source, verification: NUTRIENT_SCHEDULE.verification },
  fertigation: { source: FERTIGATION_BANDS_SOURCE.source, verification: FERTIGATION_BANDS_SOURCE.verification },
} as const satisfies Record<string, { source: SoybeanSourceId; verification: Verification }>;

/** The whole season at the reference site. */
export const SOYBEAN_SEASON = {
  days: SOYBEAN_STAGES.reduce((a, s) => a + s.days, 0),
  waterUseMm: round(
    SOYBEAN_STAGES.reduce((a, s) => a + s.waterUseMm, 0),
    1,
  ),
} as const;

/** Stage by name, ignoring case and surrounding or repeated spaces; undefined when unknown. */
export function soybeanStage(name: string): SoybeanStage | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return SOYBEAN_STAGES.find((s) => s.name.toLowerCase() === key);
}
