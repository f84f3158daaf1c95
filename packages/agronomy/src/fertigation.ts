import { FERTIGATION_DOSE_MINUTES, type FertigationDose, type FertigationSetup, type LanguageWord, type Texts } from '@agrim/contracts';
import { type Lang, langOf, say } from './lang.js';
import {
  CALIBRATION_RULE,
  DOSE_CAPS,
  DOSE_CAPS_SOURCE,
  DRIP_KG_LIMIT,
  type FertigationNutrient,
  type FertigationParameter,
  HYSTERESIS_SOURCE,
  NUTRIENT_HYSTERESIS,
  REFILL_SHARE,
  SOYBEAN_DEPLETION,
  STAGE_WINDOWS,
  TANK_NUTRIENT,
  TANK_PRODUCTS,
  TANK_REFUSED,
  TANK_RULE,
  type TankNutrient,
  type TankProductId,
  VALVE_SAFETY,
  ZONE_SOIL_WATER,
} from './knowledge/fertigationProfile.js';
import { SOYBEAN_SOURCES } from './knowledge/soybeanSources.js';
import type { Band, SoybeanStage } from './knowledge/soybeanStages.js';
import { FERTIGATION_BANDS_SOURCE } from './knowledge/soybeanStages.js';
import { SOYBEAN_ZONES, THRESHOLD_UNIT, type SoybeanZone } from './knowledge/soybeanZones.js';
import type { Verification } from './knowledge/sources.js';
import type { Rating } from './ratings.js';

/**
 * Start Fertigation's decision (issue 20): for each of nitrogen, phosphorus, potassium and soil
 * moisture, whether its valve opens, closes or stays as it is, and why. Pure: the caller supplies the
 * reading, the stage, the zone and how often each valve has already opened; the server sends what this
 * decides. Two profiles: 'agronomy' (the default: thresholds from the zone's soil-test scale and FAO-56)
 * and 'spec' (the spec 9 table, kept for compatibility: its bands decide the level and the message).
 * Whatever the profile, no valve opens outside its stage window, on a stale reading or a dead or frozen
 * channel, nor beyond the dose caps; a nutrient valve never opens for a nutrient rated Medium or High on
 * the zone's scale, nor on an uncalibrated probe. Closing is never held. With the device's fertigation
 * setup (tanks, flow, area) each opening is also worked into kg of N, P2O5, K2O and mm of water per
 * hectare, and a nutrient valve whose next opening would take the season's drip past DRIP_KG_LIMIT is
 * held ('kg_cap'); without it the dose per opening is unknown and only the openings are capped.
 */

export const FERTIGATION_PROFILES = ['agronomy', 'spec'] as const;
export type FertigationProfileId = (typeof FERTIGATION_PROFILES)[number];
export const FERTIGATION_PARAMETERS: readonly FertigationParameter[] = ['nitrogen', 'phosphorus', 'potassium', 'moisture'];
export type FertigationValve = 'nitrogen' | 'phosphorus' | 'potassium' | 'water';
export const VALVE_OF: Record<FertigationParameter, FertigationValve> = {
  nitrogen: 'nitrogen',
  phosphorus: 'phosphorus',
  potassium: 'potassium',
  moisture: 'water',
};

export const FERTIGATION_HOLDS = ['stage', 'fault', 'stale', 'uncalibrated', 'rating', 'daily_cap', 'kg_cap', 'season_cap'] as const;
export type FertigationHold = (typeof FERTIGATION_HOLDS)[number];
export type ChannelFault = 'zero' | 'stuck';

export interface FertigationInput {
  profile: FertigationProfileId;
  stage: SoybeanStage;
  zone: SoybeanZone;
  /** The latest valid probe reading: N, P, K in mg/kg; moisture volumetric %. */
  reading: { nitrogen: number; phosphorus: number; potassium: number; moisture: number };
  /** The spec profile's moisture: the screen's slider, inches/day (spec 5). Required for that profile. */
  slider?: number;
  /** Openings ('on' commands) of each valve today (Asia/Kolkata) and in the season so far. */
  usage: Record<FertigationValve, { today: number; season: number }>;
  /** Minutes since the reading was taken: older than VALVE_SAFETY.maxAgeMinutes, it opens nothing. */
  readingAgeMinutes: number;
  /** Probe channels that read exactly 0 or are frozen: their valve opens nothing. */
  channelFaults?: Partial<Record<FertigationParameter, ChannelFault>>;
  /** Whether the reading's N, P and K were corrected by a lab calibration of this probe: else no nutrient valve opens. */
  calibrated: boolean;
  /** The device's tanks, line flow and area (issue 37): null or absent, the dose per opening is unknown. Check it with tankProblems first. */
  setup?: FertigationSetup | null;
  language: LanguageWord;
}

export interface FertigationStep {
  parameter: FertigationParameter;
  valve: FertigationValve;
  value: number;
  unit: 'kg/ha' | 'mg/kg' | '%' | 'inches/day';
  /** Below `low` the valve opens; above `high` it closes; in between nothing changes. */
  low: number;
  high: number;
  level: 'low' | 'ok' | 'high';
  /** Soil-test rating of the nutrient on the zone's scale; null for moisture. */
  rating: Rating | null;
  command: 'on' | 'off' | null;
  duration_minutes: number | null;
  /** Why a valve the band would open stays closed. */
  held: FertigationHold | null;
  message: string;
  source: string;
  verification: Verification;
  /** What one opening delivers, from the setup; null when unknown (no setup, or no tank for this nutrient valve). */
  dose: FertigationDose | null;
  /** The dose per opening in words, or that it is unknown. */
  dose_note: string;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const fmt = (x: number) => String(round(x));

const NAMES = {
  nitrogen: { en: 'Nitrogen', hi: 'नाइट्रोजन', mr: 'नत्र' },
  phosphorus: { en: 'Phosphorus', hi: 'फॉस्फोरस', mr: 'स्फुरद' },
  potassium: { en: 'Potassium', hi: 'पोटैशियम', mr: 'पालाश' },
  moisture: { en: 'Soil moisture', hi: 'मिट्टी की नमी', mr: 'मातीतील ओलावा' },
} as const;
const VALVE_NAMES = {
  nitrogen: { en: 'nitrogen', hi: 'नाइट्रोजन', mr: 'नत्र' },
  phosphorus: { en: 'phosphorus', hi: 'फॉस्फोरस', mr: 'स्फुरद' },
  potassium: { en: 'potassium', hi: 'पोटैशियम', mr: 'पालाश' },
  water: { en: 'water', hi: 'पानी', mr: 'पाणी' },
} as const;
const RATING_HI: Record<Rating, string> = { Low: 'कम', Medium: 'मध्यम', High: 'अधिक' };
const RATING_MR: Record<Rating, string> = { Low: 'कमी', Medium: 'मध्यम', High: 'जास्त' };

/** Rating of a nutrient (kg/ha) on the zone's soybean scale: below `lower` Low, above `upper` High. */
export function zoneRating(zone: SoybeanZone, nutrient: FertigationNutrient, kgPerHa: number): Rating {
  const t = zone.thresholds[nutrient];
  return kgPerHa < t.lower ? 'Low' : kgPerHa > t.upper ? 'High' : 'Medium';
}

/** FAO-56 depletion fraction for the stage's crop water use, and the water valve's opening and closing lines (%). */
export function waterBand(stage: SoybeanStage, zone: SoybeanZone): Band & { p: number; etcMmPerDay: number } {
  const soil = ZONE_SOIL_WATER[zone.name];
  const etc = stage.et0MmPerDay * stage.kc;
  const d = SOYBEAN_DEPLETION;
  const p = Math.min(d.max, Math.max(d.min, d.p + d.perMmPerDay * (5 - etc)));
  const taw = soil.fieldCapacity - soil.wiltingPoint;
  return {
    low: round(100 * (soil.fieldCapacity - p * taw), 1),
    high: round(100 * (soil.fieldCapacity - REFILL_SHARE * taw), 1),
    p: round(p, 3),
    etcMmPerDay: round(etc, 2),
  };
}

interface Band2 extends Band {
  value: number;
  unit: FertigationStep['unit'];
  source: string;
  verification: Verification;
}

function agronomyBand(input: FertigationInput, parameter: FertigationParameter): Band2 {
  const { zone, stage, reading } = input;
  if (parameter === 'moisture') {
    const b = waterBand(stage, zone);
    const soil = ZONE_SOIL_WATER[zone.name];
    return {
      low: b.low,
      high: b.high,
      value: reading.moisture,
      unit: '%',
      source: SOYBEAN_SOURCES[SOYBEAN_DEPLETION.source].citation,
      verification: soil.verification,
    };
  }
  const t = zone.thresholds[parameter];
  return {
    low: t.lower,
    high: round(t.lower * (1 + NUTRIENT_HYSTERESIS)),
    value: round(reading[parameter] * THRESHOLD_UNIT.mgPerKgToKgPerHa),
    unit: 'kg/ha',
    source: SOYBEAN_SOURCES[t.source].citation,
    verification: t.verification,
  };
}

function specBand(input: FertigationInput, parameter: FertigationParameter): Band2 {
  const band = input.stage.fertigation[parameter];
  const value = parameter === 'moisture' ? input.slider : input.reading[parameter];
  if (value === undefined) throw new RangeError('The spec profile compares the moisture slider: send `moisture` (0–1, inches/day).');
  return {
    low: band.low,
    high: band.high,
    value,
    unit: parameter === 'moisture' ? 'inches/day' : 'mg/kg',
    source: SOYBEAN_SOURCES[FERTIGATION_BANDS_SOURCE.source].citation,
    verification: FERTIGATION_BANDS_SOURCE.verification,
  };
}

/** Why the valve stays closed although the band says open, in the caller's language. */
function holdText(
  hold: FertigationHold,
  parameter: FertigationParameter,
  input: FertigationInput,
  rating: Rating | null,
  lang: Lang,
  ctx: DoseContext | null,
): string {
  const cap = DOSE_CAPS[parameter];
  const used = input.usage[VALVE_OF[parameter]];
  switch (hold) {
    case 'stage':
      return say(STAGE_WINDOWS[parameter].why, lang);
    case 'fault':
      return input.channelFaults?.[parameter] === 'zero'
        ? lang === 'en'
          ? 'the probe’s channel for it reads exactly 0, a dead sensor rather than a soil: check the probe.'
          : lang === 'mr'
            ? 'त्याचा प्रोब चॅनेल नेमके 0 दाखवत आहे, ही माती नव्हे तर बंद पडलेला सेन्सर आहे: प्रोब तपासा.'
            : 'इसका प्रोब चैनल ठीक 0 पढ़ रहा है, यह मिट्टी नहीं बल्कि खराब सेंसर है: प्रोब जाँचें।'
        : lang === 'en'
          ? `the probe’s channel for it has read exactly the same value for ${VALVE_SAFETY.stuckHours} hours, a frozen sensor: check the probe.`
          : lang === 'mr'
            ? `त्याचा प्रोब चॅनेल ${VALVE_SAFETY.stuckHours} तासांपासून नेमके तेच मूल्य दाखवत आहे, सेन्सर अडकला आहे: प्रोब तपासा.`
            : `इसका प्रोब चैनल ${VALVE_SAFETY.stuckHours} घंटे से बिल्कुल एक ही मान पढ़ रहा है, सेंसर अटका है: प्रोब जाँचें।`;
    case 'stale':
      return lang === 'en'
        ? `the latest reading is ${Math.round(input.readingAgeMinutes)} minutes old, older than ${VALVE_SAFETY.maxAgeMinutes}: a valve opens only on a fresh reading. Check that the probe is sending.`
        : lang === 'mr'
          ? `नवीनतम रीडिंग ${Math.round(input.readingAgeMinutes)} मिनिटे जुने आहे, ${VALVE_SAFETY.maxAgeMinutes} पेक्षा जास्त: व्हॉल्व्ह फक्त ताज्या रीडिंगवरच उघडतो. प्रोब डेटा पाठवत आहे का ते तपासा.`
          : `नवीनतम रीडिंग ${Math.round(input.readingAgeMinutes)} मिनट पुरानी है, ${VALVE_SAFETY.maxAgeMinutes} से अधिक: वाल्व केवल ताज़ा रीडिंग पर खुलता है। जाँचें कि प्रोब डेटा भेज रहा है।`;
    case 'uncalibrated':
      return say(CALIBRATION_RULE.why, lang);
    case 'rating':
      return lang === 'en'
        ? `It is rated ${rating} for soybean in the ${input.zone.name} zone, so no ${NAMES[parameter].en.toLowerCase()} is added (only a Low soil is topped up).`
        : lang === 'mr'
          ? `${input.zone.mr ?? input.zone.hi} विभागात सोयाबीनसाठी याची श्रेणी ${RATING_MR[rating!]} आहे, म्हणून ${NAMES[parameter].mr} दिले जात नाही (फक्त कमी श्रेणीची भरपाई केली जाते).`
          : `${input.zone.hi} में सोयाबीन के लिए यह ${RATING_HI[rating!]} श्रेणी में है, इसलिए ${NAMES[parameter].hi} नहीं दी जाती (केवल कम श्रेणी की पूर्ति होती है)।`;
    case 'daily_cap':
      return lang === 'en'
        ? `The valve already opened ${used.today} time(s) today, the daily limit is ${cap.perDay}: try again tomorrow.`
        : lang === 'mr'
          ? `व्हॉल्व्ह आज ${used.today} वेळा उघडला आहे, दैनिक मर्यादा ${cap.perDay} आहे: उद्या पुन्हा प्रयत्न करा.`
          : `वाल्व आज ${used.today} बार खुल चुका है, दैनिक सीमा ${cap.perDay} है: कल फिर प्रयास करें।`;
    case 'kg_cap': {
      const x = kgCapped(ctx, VALVE_OF[parameter])!;
      const next = round(ctx!.season[x] + ctx!.openings[VALVE_OF[parameter]]!.kg[x]);
      return lang === 'en'
        ? `another opening would bring this season’s ${NUTRIENT_FORMS[x]} through the drip to ${fmt(next)} kg/ha, above its limit of ${fmt(ctx!.limit[x])} kg/ha (${DRIP_KG_LIMIT.seasonShare * 100} % of the ICAR-IISR basal dose, less the basal applied): ask your agronomist before adding more.`
        : lang === 'mr'
          ? `आणखी एकदा उघडल्यास या हंगामात ठिबकद्वारे ${NUTRIENT_FORMS[x]} ${fmt(next)} kg/ha होईल, जे मर्यादा ${fmt(ctx!.limit[x])} kg/ha पेक्षा जास्त आहे (भाकृअनुप-भारतीय सोयाबीन संशोधन संस्थेच्या पेरणीच्या वेळच्या मात्रेच्या ${DRIP_KG_LIMIT.seasonShare * 100} %, दिलेली मात्रा वजा करून): आणखी देण्यापूर्वी आपल्या कृषी तज्ज्ञाला विचारा.`
          : `एक बार और खुलने से इस मौसम ड्रिप से ${NUTRIENT_FORMS[x]} ${fmt(next)} किग्रा/हे हो जाएगी, सीमा ${fmt(ctx!.limit[x])} किग्रा/हे से अधिक (भा.सो.अनु.सं. आधार मात्रा का ${DRIP_KG_LIMIT.seasonShare * 100} %, दी गई आधार मात्रा घटाकर): और देने से पहले अपने कृषि विशेषज्ञ से पूछें।`;
    }
    case 'season_cap':
      return lang === 'en'
        ? `The valve already opened ${used.season} time(s) this season, the season’s limit is ${cap.perSeason}: ask your agronomist before adding more.`
        : lang === 'mr'
          ? `व्हॉल्व्ह या हंगामात ${used.season} वेळा उघडला आहे, हंगामाची मर्यादा ${cap.perSeason} आहे: आणखी देण्यापूर्वी आपल्या कृषी तज्ज्ञाला विचारा.`
          : `वाल्व इस मौसम में ${used.season} बार खुल चुका है, मौसम की सीमा ${cap.perSeason} है: और देने से पहले अपने कृषि विशेषज्ञ से पूछें।`;
  }
}

function unitText(unit: FertigationStep['unit'], lang: Lang): string {
  if (lang === 'en') return unit === 'inches/day' ? ' inches/day' : unit === '%' ? ' %' : ` ${unit}`;
  // Marathi writes units as the English does (the glossary).
  if (lang === 'mr') return unit === 'inches/day' ? ' इंच/दिवस' : ` ${unit}`;
  return unit === 'kg/ha' ? ' किग्रा/हे' : unit === 'mg/kg' ? ' मिग्रा/किग्रा' : unit === '%' ? ' %' : ' इंच/दिन';
}

// ------------------------------------------------------------- dose per opening (issue 37)

const NUTRIENT_FORMS: Record<TankNutrient, string> = { n: 'N', p2o5: 'P2O5', k2o: 'K2O' };
const TANK_NUTRIENTS: readonly TankNutrient[] = ['n', 'p2o5', 'k2o'];
const TANK_VALVES = ['nitrogen', 'phosphorus', 'potassium'] as const;
type Kg = Record<TankNutrient, number>;
const zeroKg = (): Kg => ({ n: 0, p2o5: 0, k2o: 0 });

/** A product name as a setup may write it ("MOP white", "Potassium-nitrate") as the profile's id. */
export const tankProductId = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export interface TankProblem {
  valve: FertigationNutrient;
  product: string;
  /** refused: DAP or SSP; unknown: not a product the profile allows; wrong_valve: it carries none of the valve's nutrient. */
  kind: 'refused' | 'unknown' | 'wrong_valve';
}

const isRefused = (id: string): id is keyof typeof TANK_REFUSED => Object.hasOwn(TANK_REFUSED, id);
const isAllowed = (id: string): id is TankProductId => Object.hasOwn(TANK_PRODUCTS, id);

/** What is wrong with a setup's tanks: a product the profile refuses or does not know, or one in the wrong valve's tank. */
export function tankProblems(setup: FertigationSetup): TankProblem[] {
  const problems: TankProblem[] = [];
  for (const valve of TANK_VALVES) {
    const tank = setup.tanks[valve];
    if (!tank) continue;
    const id = tankProductId(tank.product);
    if (isRefused(id)) problems.push({ valve, product: tank.product, kind: 'refused' });
    else if (!isAllowed(id)) problems.push({ valve, product: tank.product, kind: 'unknown' });
    else if (TANK_PRODUCTS[id][TANK_NUTRIENT[valve]] <= 0) problems.push({ valve, product: tank.product, kind: 'wrong_valve' });
  }
  return problems;
}

/** The problems of tankProblems in words, in English and Hindi (the server's 400). */
export function tankProblemsText(problems: TankProblem[]): Texts {
  const allowed = Object.keys(TANK_PRODUCTS).join(', ');
  const line = (p: TankProblem, lang: Lang) => {
    const id = tankProductId(p.product);
    const valve = say(VALVE_NAMES[p.valve], lang);
    if (isRefused(id))
      return {
        en: `${valve} tank: ${TANK_REFUSED[id].why.en}`,
        hi: `${valve} टंकी: ${TANK_REFUSED[id].why.hi}`,
        mr: `${valve} टाकी: ${say(TANK_REFUSED[id].why, 'mr')}`,
      }[lang];
    if (!isAllowed(id))
      return {
        en: `${valve} tank: “${p.product}” is not a soluble product the profile allows (${allowed}).`,
        hi: `${valve} टंकी: “${p.product}” ऐसा घुलनशील उर्वरक नहीं है जिसकी प्रोफ़ाइल अनुमति देती है (${allowed})।`,
        mr: `${valve} टाकी: “${p.product}” हे प्रोफाइल परवानगी देते असे विद्राव्य खत नाही (${allowed}).`,
      }[lang];
    return {
      en: `${valve} tank: ${TANK_PRODUCTS[id].en} carries no ${valve}.`,
      hi: `${valve} टंकी: ${TANK_PRODUCTS[id].hi} में ${valve} नहीं है।`,
      mr: `${valve} टाकी: ${say(TANK_PRODUCTS[id], 'mr')} मध्ये ${valve} नाही.`,
    }[lang];
  };
  return {
    en: `The fertigation setup is refused. ${problems.map((p) => line(p, 'en')).join(' ')}`,
    hi: `फर्टिगेशन सेटअप अस्वीकार। ${problems.map((p) => line(p, 'hi')).join(' ')}`,
    mr: `फर्टिगेशन सेटअप नाकारला. ${problems.map((p) => line(p, 'mr')).join(' ')}`,
  };
}

/** The most the drip may add this season, kg/ha: seasonShare × the ICAR-IISR basal dose − the basal applied (the full basal when not given). */
export function dripKgLimit(setup: FertigationSetup): Kg {
  const limit = zeroKg();
  for (const x of TANK_NUTRIENTS) {
    const basal = DRIP_KG_LIMIT.basal[x];
    limit[x] = round(Math.max(0, DRIP_KG_LIMIT.seasonShare * basal - (setup.basal_applied?.[x] ?? basal)), 4);
  }
  return limit;
}

export interface OpeningDose {
  product: TankProductId | null;
  litres: number;
  mm: number;
  productKg: number;
  /** kg/ha of N, P2O5, K2O (unrounded). */
  kg: Kg;
}

/**
 * One opening of a valve (FERTIGATION_DOSE_MINUTES): litres = flow × minutes; mm of water = litres ÷
 * (area × 10,000 m²/ha); kg/ha of each nutrient = litres × g/L ÷ 1000 × grade % ÷ 100 ÷ area. Null for a
 * nutrient valve with no tank (or a product the profile does not allow: tankProblems refuses such a setup).
 */
export function openingDose(setup: FertigationSetup, valve: FertigationValve): OpeningDose | null {
  const litres = setup.flow_l_per_min * FERTIGATION_DOSE_MINUTES;
  const mm = litres / (setup.area_ha * 10_000);
  if (valve === 'water') return { product: null, litres, mm, productKg: 0, kg: zeroKg() };
  const tank = setup.tanks[valve];
  const product = tank ? tankProductId(tank.product) : '';
  if (!tank || !isAllowed(product)) return null;
  const grade = TANK_PRODUCTS[product];
  const productKg = (litres * tank.g_per_l) / 1000;
  const kg = zeroKg();
  for (const x of TANK_NUTRIENTS) kg[x] = (productKg * grade[x]) / 100 / setup.area_ha;
  return { product, litres, mm, productKg, kg };
}

interface DoseContext {
  setup: FertigationSetup;
  openings: Record<FertigationValve, OpeningDose | null>;
  /** Through the drip this season: each nutrient valve's openings × its dose per opening (today's setup). */
  season: Kg;
  limit: Kg;
}

function doseContext(input: FertigationInput): DoseContext | null {
  const setup = input.setup;
  if (!setup) return null;
  const openings: Record<FertigationValve, OpeningDose | null> = {
    nitrogen: openingDose(setup, 'nitrogen'),
    phosphorus: openingDose(setup, 'phosphorus'),
    potassium: openingDose(setup, 'potassium'),
    water: openingDose(setup, 'water'),
  };
  const season = zeroKg();
  for (const v of TANK_VALVES) for (const x of TANK_NUTRIENTS) season[x] += input.usage[v].season * (openings[v]?.kg[x] ?? 0);
  return { setup, openings, season, limit: dripKgLimit(setup) };
}

/** The nutrient whose season limit the valve's next opening would pass, if any (every nutrient the product carries counts). */
function kgCapped(ctx: DoseContext | null, valve: FertigationValve): TankNutrient | null {
  const o = ctx?.openings[valve];
  if (!ctx || !o || valve === 'water') return null;
  return TANK_NUTRIENTS.find((x) => o.kg[x] > 0 && ctx.season[x] + o.kg[x] > ctx.limit[x] + 1e-9) ?? null;
}

const kgText = (kg: Kg) =>
  TANK_NUTRIENTS.filter((x) => kg[x] > 0)
    .map((x) => `${fmt(kg[x])} kg ${NUTRIENT_FORMS[x]}`)
    .join(' + ');

function doseOf(ctx: DoseContext | null, valve: FertigationValve, lang: Lang): { dose: FertigationDose | null; note: string } {
  if (!ctx)
    return {
      dose: null,
      note:
        lang === 'en'
          ? 'Dose per opening unknown: set this device’s fertigation setup (each tank’s product and g/L, the line’s flow, the area) to see the kg per hectare and mm of water of an opening and to cap the season by kg; until then only the openings are capped.'
          : lang === 'mr'
            ? 'प्रत्येक वेळी उघडण्याची मात्रा माहीत नाही: या उपकरणाचे फर्टिगेशन सेटअप (प्रत्येक टाकीचे खत व g/L, लाइनचा प्रवाह, क्षेत्रफळ) भरा, मग प्रत्येक वेळची kg प्रति हेक्टर आणि mm पाणी दिसेल आणि हंगामाची मर्यादा kg नुसार लागेल; तोपर्यंत फक्त उघडण्याच्या वेळा मोजल्या जातात.'
            : 'प्रति बार खुलने की मात्रा अज्ञात: इस डिवाइस का फर्टिगेशन सेटअप (हर टंकी का उर्वरक व ग्राम/लीटर, लाइन का प्रवाह, क्षेत्रफल) भरें, तब हर बार की किग्रा/हेक्टेयर और मिमी पानी दिखेगी और मौसम की सीमा किग्रा से लगेगी; तब तक केवल बार गिने जाते हैं।',
    };
  const o = ctx.openings[valve];
  if (!o)
    return {
      dose: null,
      note:
        lang === 'en'
          ? `No tank is set for the ${VALVE_NAMES[valve].en} valve: its dose per opening is unknown, so only its openings are capped.`
          : lang === 'mr'
            ? `${VALVE_NAMES[valve].mr} व्हॉल्व्हची टाकी सेट केलेली नाही: प्रत्येक वेळी उघडण्याची मात्रा माहीत नाही, म्हणून फक्त उघडण्याच्या वेळा मोजल्या जातात.`
            : `${VALVE_NAMES[valve].hi} वाल्व की टंकी सेट नहीं है: प्रति बार की मात्रा अज्ञात है, इसलिए केवल बार गिने जाते हैं।`,
    };
  const { setup } = ctx;
  const litres = `${fmt(setup.flow_l_per_min)} L/min × ${FERTIGATION_DOSE_MINUTES} min = ${fmt(o.litres)} L`;
  const water = `${litres}; ${fmt(o.litres)} L ÷ (${fmt(setup.area_ha)} ha × 10,000 m²/ha) = ${fmt(round(o.mm, 3))} mm of water`;
  const tank = valve === 'water' ? null : setup.tanks[valve]!;
  const grade = o.product ? TANK_PRODUCTS[o.product] : null;
  const limitSource = SOYBEAN_SOURCES[DRIP_KG_LIMIT.source].citation;
  const dose: FertigationDose = {
    product: o.product,
    g_per_l: tank?.g_per_l ?? null,
    minutes: FERTIGATION_DOSE_MINUTES,
    litres: round(o.litres),
    mm_water: round(o.mm, 3),
    kg_per_ha: { n: round(o.kg.n), p2o5: round(o.kg.p2o5), k2o: round(o.kg.k2o) },
    season_kg_per_ha: { n: round(ctx.season.n), p2o5: round(ctx.season.p2o5), k2o: round(ctx.season.k2o) },
    limit_kg_per_ha: { ...ctx.limit },
    formula:
      tank && grade
        ? `${water}; ${fmt(o.litres)} L × ${fmt(tank.g_per_l)} g/L ÷ 1000 = ${fmt(o.productKg)} kg ${o.product}; ` +
          TANK_NUTRIENTS.filter((x) => grade[x] > 0)
            .map(
              (x) =>
                `${fmt(o.productKg)} kg × ${grade[x]} % ${NUTRIENT_FORMS[x]} ÷ ${fmt(setup.area_ha)} ha = ${fmt(o.kg[x])} kg ${NUTRIENT_FORMS[x]}/ha`,
            )
            .join('; ')
        : water,
    source: grade
      ? `Grade: ${SOYBEAN_SOURCES[grade.source].citation} (${grade.verification}). Products: ${SOYBEAN_SOURCES[TANK_RULE.source].citation} (${TANK_RULE.verification}). Limit: ${limitSource} (${DRIP_KG_LIMIT.verification}).`
      : 'Water: 1 litre spread over 1 m² is 1 mm; 1 ha = 10,000 m².',
    verification: grade ? DRIP_KG_LIMIT.verification : 'standard',
  };
  if (!tank || !grade)
    return {
      dose,
      note:
        lang === 'en'
          ? `One ${FERTIGATION_DOSE_MINUTES}-minute opening: ${litres} over ${fmt(setup.area_ha)} ha = ${fmt(round(o.mm, 3))} mm of water.`
          : lang === 'mr'
            ? `एकदा ${FERTIGATION_DOSE_MINUTES} मिनिटे उघडणे: ${litres}, ${fmt(setup.area_ha)} ha वर = ${fmt(round(o.mm, 3))} mm पाणी.`
            : `एक बार ${FERTIGATION_DOSE_MINUTES} मिनट खुलना: ${litres}, ${fmt(setup.area_ha)} हे पर = ${fmt(round(o.mm, 3))} मिमी पानी।`,
    };
  const season = TANK_NUTRIENTS.filter((x) => o.kg[x] > 0)
    .map((x) => `${fmt(ctx.season[x])}/${fmt(ctx.limit[x])} kg ${NUTRIENT_FORMS[x]}`)
    .join(', ');
  return {
    dose,
    note:
      lang === 'en'
        ? `One ${FERTIGATION_DOSE_MINUTES}-minute opening: ${litres} at ${fmt(tank.g_per_l)} g/L = ${fmt(o.productKg)} kg ${grade.en} over ${fmt(setup.area_ha)} ha = ${kgText(o.kg)} per ha and ${fmt(round(o.mm, 3))} mm of water. Drip this season so far / limit, per ha: ${season}.`
        : lang === 'mr'
          ? `एकदा ${FERTIGATION_DOSE_MINUTES} मिनिटे उघडणे: ${litres}, ${fmt(tank.g_per_l)} g/L = ${fmt(o.productKg)} kg ${grade.mr}, ${fmt(setup.area_ha)} ha वर = ${kgText(o.kg)} प्रति ha आणि ${fmt(round(o.mm, 3))} mm पाणी. या हंगामात ठिबकद्वारे आतापर्यंत / मर्यादा, प्रति ha: ${season}.`
          : `एक बार ${FERTIGATION_DOSE_MINUTES} मिनट खुलना: ${litres}, ${fmt(tank.g_per_l)} ग्राम/लीटर = ${fmt(o.productKg)} किग्रा ${grade.hi}, ${fmt(setup.area_ha)} हे पर = ${kgText(o.kg)} प्रति हे और ${fmt(round(o.mm, 3))} मिमी पानी। इस मौसम ड्रिप से अब तक / सीमा, प्रति हे: ${season}।`,
  };
}

/**
 * The first rule that keeps a valve closed although its band says open, the same rules under every
 * profile. The spec profile's water band compares the farmer's slider, not the probe, so the probe's
 * age and channels do not hold it.
 */
function holdOf(
  input: FertigationInput,
  parameter: FertigationParameter,
  band: Band2,
  rating: Rating | null,
  ctx: DoseContext | null,
): FertigationHold | null {
  const fromProbe = band.unit !== 'inches/day';
  const used = input.usage[VALVE_OF[parameter]];
  const cap = DOSE_CAPS[parameter];
  if (!STAGE_WINDOWS[parameter].stages.includes(input.stage.name)) return 'stage';
  if (fromProbe && input.channelFaults?.[parameter]) return 'fault';
  if (fromProbe && !(input.readingAgeMinutes <= VALVE_SAFETY.maxAgeMinutes)) return 'stale';
  if (parameter !== 'moisture' && !input.calibrated) return 'uncalibrated';
  if (rating !== null && rating !== 'Low') return 'rating';
  if (used.today >= cap.perDay) return 'daily_cap';
  if (kgCapped(ctx, VALVE_OF[parameter])) return 'kg_cap';
  if (used.season >= cap.perSeason) return 'season_cap';
  return null;
}

function decideOne(input: FertigationInput, parameter: FertigationParameter, ctx: DoseContext | null): FertigationStep {
  const band = input.profile === 'spec' ? specBand(input, parameter) : agronomyBand(input, parameter);
  const valve = VALVE_OF[parameter];
  const lang: Lang = langOf(input.language);
  const level: FertigationStep['level'] = band.value < band.low ? 'low' : band.value > band.high ? 'high' : 'ok';
  const rating =
    parameter === 'moisture' ? null : zoneRating(input.zone, parameter, input.reading[parameter] * THRESHOLD_UNIT.mgPerKgToKgPerHa);

  const hold = level === 'low' ? holdOf(input, parameter, band, rating, ctx) : null;
  const command = level === 'low' && !hold ? 'on' : level === 'high' ? 'off' : null;

  const name = say(NAMES[parameter], lang);
  const v = say(VALVE_NAMES[valve], lang);
  const dose = doseOf(ctx, valve, lang);
  const u = unitText(band.unit, lang);
  const val = `${fmt(band.value)}${u}`;
  const rated =
    rating === null
      ? ''
      : lang === 'en'
        ? `, rated ${rating}`
        : lang === 'mr'
          ? `, श्रेणी ${RATING_MR[rating]}`
          : `, ${RATING_HI[rating]} श्रेणी`;
  let message: string;
  if (level === 'low' && command === 'on')
    message =
      lang === 'en'
        ? `${name} is low (${val} < ${fmt(band.low)}${rated}). Switching ON the ${v} solenoid valve for ${FERTIGATION_DOSE_MINUTES} minutes.`
        : lang === 'mr'
          ? `${name} कमी आहे (${val} < ${fmt(band.low)}${rated}). ${v} सोलेनॉइड व्हॉल्व्ह ${FERTIGATION_DOSE_MINUTES} मिनिटांसाठी चालू केला जात आहे.`
          : `${name} कम है (${val} < ${fmt(band.low)}${rated})। ${v} सोलेनॉइड वाल्व ${FERTIGATION_DOSE_MINUTES} मिनट के लिए चालू किया जा रहा है।`;
  else if (level === 'low')
    message =
      lang === 'en'
        ? `${name} is below the opening line (${val} < ${fmt(band.low)}${rated}), but the ${v} valve stays closed: ${holdText(hold!, parameter, input, rating, lang, ctx)}`
        : lang === 'mr'
          ? `${name} उघडण्याच्या रेषेखाली आहे (${val} < ${fmt(band.low)}${rated}), तरीही ${v} व्हॉल्व्ह बंद राहील: ${holdText(hold!, parameter, input, rating, lang, ctx)}`
          : `${name} खोलने की रेखा से नीचे है (${val} < ${fmt(band.low)}${rated}), फिर भी ${v} वाल्व बंद रहेगा: ${holdText(hold!, parameter, input, rating, lang, ctx)}`;
  else if (level === 'high')
    message =
      lang === 'en'
        ? `${name} is high (${val} > ${fmt(band.high)}${rated}). Switching OFF the ${v} solenoid valve.`
        : lang === 'mr'
          ? `${name} जास्त आहे (${val} > ${fmt(band.high)}${rated}). ${v} सोलेनॉइड व्हॉल्व्ह बंद केला जात आहे.`
          : `${name} अधिक है (${val} > ${fmt(band.high)}${rated})। ${v} सोलेनॉइड वाल्व बंद किया जा रहा है।`;
  else
    message =
      lang === 'en'
        ? `${name} is within the range (${fmt(band.low)} to ${fmt(band.high)}${u}): ${val}${rated}. No change to the ${v} solenoid valve.`
        : lang === 'mr'
          ? `${name} मर्यादेत आहे (${fmt(band.low)} ते ${fmt(band.high)}${u}): ${val}${rated}. ${v} सोलेनॉइड व्हॉल्व्हमध्ये कोणताही बदल नाही.`
          : `${name} सीमा (${fmt(band.low)} से ${fmt(band.high)}${u}) के भीतर है: ${val}${rated}। ${v} सोलेनॉइड वाल्व में कोई बदलाव नहीं।`;

  const source =
    hold === 'stage'
      ? STAGE_WINDOWS[parameter]
      : hold === 'daily_cap' || hold === 'season_cap'
        ? DOSE_CAPS_SOURCE
        : hold === 'kg_cap'
          ? DRIP_KG_LIMIT
          : hold === 'fault' || hold === 'stale'
            ? VALVE_SAFETY
            : hold === 'uncalibrated'
              ? CALIBRATION_RULE
              : null;
  return {
    parameter,
    valve,
    value: band.value,
    unit: band.unit,
    low: band.low,
    high: band.high,
    level,
    rating,
    command,
    duration_minutes: command === 'on' ? FERTIGATION_DOSE_MINUTES : null,
    held: hold,
    message,
    source: source ? SOYBEAN_SOURCES[source.source].citation : band.source,
    verification: source ? source.verification : band.verification,
    dose: dose.dose,
    dose_note: dose.note,
  };
}

/** The four valve decisions, in the order nitrogen, phosphorus, potassium, moisture (the order commands are sent). */
export function fertigationDecision(input: FertigationInput): FertigationStep[] {
  const ctx = doseContext(input);
  return FERTIGATION_PARAMETERS.map((p) => decideOne(input, p, ctx));
}

/** Where the profile's figures come from (for the screen's "why" and the API docs). */
export const FERTIGATION_PROFILE_SOURCES = {
  hysteresis: HYSTERESIS_SOURCE,
  caps: DOSE_CAPS_SOURCE,
  depletion: SOYBEAN_DEPLETION,
  safety: VALVE_SAFETY,
  calibration: CALIBRATION_RULE,
  tanks: TANK_RULE,
  kgLimit: DRIP_KG_LIMIT,
} as const;

/**
 * Which probe channels are dead (exactly 0) or frozen (exactly the same over the last
 * VALVE_SAFETY.stuckHours, from at least stuckMinReadings readings): `spread` is each channel's
 * max − min over that window and `count` the readings in it.
 */
export function channelFaults(
  reading: FertigationInput['reading'],
  window: { count: number; spread: FertigationInput['reading'] } | null,
): Partial<Record<FertigationParameter, ChannelFault>> {
  const faults: Partial<Record<FertigationParameter, ChannelFault>> = {};
  for (const p of FERTIGATION_PARAMETERS) {
    if (reading[p] === 0) faults[p] = 'zero';
    else if (window && window.count >= VALVE_SAFETY.stuckMinReadings && window.spread[p] === 0) faults[p] = 'stuck';
  }
  return faults;
}

/** The soybean zone a state belongs to (first zone listing it; the part in brackets ignored, case ignored); undefined when none. */
export function soybeanZoneOfState(state: string | null | undefined): SoybeanZone | undefined {
  const wanted = state?.trim().toLowerCase();
  if (!wanted) return undefined;
  return SOYBEAN_ZONES.find((z) => z.states.en.some((s) => s.replace(/\s*\(.*\)\s*$/, '').toLowerCase() === wanted));
}
