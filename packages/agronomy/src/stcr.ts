import type { CalculatorCrop, CalculatorSoil } from './knowledge/calculatorDoses.js';
import { say } from './lang.js';
import type { Text } from './knowledge/crops.js';
import { MANURES, MAX_MANURE_T_PER_HA, type ManureId } from './knowledge/credits.js';
import { STCR_EQUATIONS, STCR_MODEL, type StcrEquation, type StcrEquationId, type StcrNutrient } from './knowledge/stcr.js';
import type { SourceId } from './knowledge/sources.js';
import { round2 } from './ratings.js';

/**
 * Targeted-yield doses from the STCR equations of knowledge/stcr.ts (issue 37), offered beside the
 * soil-test-rating rule: F = a·T − b·S − c·O per nutrient, never below 0, for a target T inside the
 * equation's range. The planner (nutrientPlan.ts) puts the result in place of the rating rule's figure.
 */

/** Bad STCR input: the message in English and Hindi, with the same numbers. */
export class StcrInputError extends Error {
  readonly field: 'stcr' | 'target_yield';
  readonly hi: string;
  readonly mr: string;
  constructor(field: 'stcr' | 'target_yield', message: Text) {
    super(message.en);
    this.name = 'StcrInputError';
    this.field = field;
    this.hi = message.hi;
    this.mr = message.mr ?? message.hi;
  }
}

const fmt = (x: number) => String(round2(x));
const LABEL: Record<StcrNutrient, Text> = {
  n: { en: 'N', hi: 'नाइट्रोजन', mr: 'नत्र' },
  p2o5: { en: 'P₂O₅', hi: 'फॉस्फेट', mr: 'स्फुरद' },
  k2o: { en: 'K₂O', hi: 'पोटाश', mr: 'पालाश' },
};
const NUTRIENTS: readonly StcrNutrient[] = ['n', 'p2o5', 'k2o'];

export interface StcrRequest {
  equation: string;
  /** q/ha. */
  targetQPerHa: number;
  crop: CalculatorCrop;
  soil: CalculatorSoil;
  /** Available N, P2O5, K2O in the soil, kg/ha. */
  soilTest: Record<StcrNutrient, number>;
  /** Manure applied this season: its nutrients enter the equation's Co term where the paper gives one. */
  manure?: { id: ManureId; tPerHa: number } | undefined;
}

export interface StcrNutrientDose {
  /** The fertilizer dose, kg/ha (0 when the soil and manure cover the target). */
  kgPerHa: number;
  /** a·T − b·S − c·O before the floor at 0. */
  rawKgPerHa: number;
  a: number;
  b: number;
  c: number;
  soilKgPerHa: number;
  organicKgPerHa: number;
  text: Text;
}

export interface StcrResult {
  equation: StcrEquation;
  targetQPerHa: number;
  doses: Partial<Record<StcrNutrient, StcrNutrientDose>>;
  /** Nutrients the equation leaves to the rating rule, with why. */
  excluded: Partial<Record<StcrNutrient, Text>>;
  /** The manure's nutrients that entered the equation (so no separate credit is taken for them). */
  manureInEquation: Partial<Record<StcrNutrient, boolean>>;
  sources: SourceId[];
}

/** The equations a crop can use on a soil, for the calculator's choice. */
export function stcrEquationsFor(crop: CalculatorCrop, soil?: CalculatorSoil): StcrEquation[] {
  return STCR_EQUATIONS.filter((e) => e.crop === crop && (soil === undefined || e.soils.includes(soil)));
}

function equation(id: string): StcrEquation {
  const e = STCR_EQUATIONS.find((x) => x.id === id);
  if (!e) {
    const list = STCR_EQUATIONS.map((x) => `"${x.id}"`).join(', ');
    throw new StcrInputError('stcr', {
      en: `Unknown targeted-yield equation "${id}". Choose one of: ${list}.`,
      hi: `लक्षित उपज का समीकरण "${id}" नहीं मिला। इनमें से चुनें: ${list}।`,
      mr: `लक्ष्यित उत्पादनाचे समीकरण "${id}" सापडले नाही. यापैकी निवडा: ${list}.`,
    });
  }
  return e;
}

/**
 * Coefficients of one nutrient: a = 100·NR/Cf, b = Cs/Cf, c = Co/Cf, to two decimals as STCR equations are
 * printed and used, so that the dose can be worked again by hand from the figures the advice shows.
 */
export function stcrCoefficients(p: { nr: number; cs: number; cf: number; co?: number }) {
  return { a: round2((100 * p.nr) / p.cf), b: round2(p.cs / p.cf), c: p.co === undefined ? 0 : round2(p.co / p.cf) };
}

/**
 * The targeted-yield dose for each nutrient the equation covers. Throws StcrInputError (English and
 * Hindi) for an unknown equation, another crop or soil than the equation's, or a target outside its range.
 */
export function stcrDoses(req: StcrRequest): StcrResult {
  const eq = equation(req.equation);
  if (eq.crop !== req.crop)
    throw new StcrInputError('stcr', {
      en: `The equation "${eq.id}" is for ${eq.name.en}; the chosen dose is for ${req.crop}.`,
      hi: `समीकरण "${eq.id}" ${eq.name.hi} के लिए है; चुनी गई मात्रा ${req.crop} की है।`,
      mr: `समीकरण "${eq.id}" ${say(eq.name, 'mr')} साठी आहे; निवडलेली मात्रा ${req.crop} ची आहे.`,
    });
  if (!eq.soils.includes(req.soil))
    throw new StcrInputError('stcr', {
      en: `The equation "${eq.id}" was fitted on ${eq.soils.join(', ')} soil, not ${req.soil}.`,
      hi: `समीकरण "${eq.id}" ${eq.soils.join(', ')} मिट्टी पर बना है, ${req.soil} पर नहीं।`,
      mr: `समीकरण "${eq.id}" ${eq.soils.join(', ')} मातीवर तयार केले आहे, ${req.soil} वर नाही.`,
    });
  const t = req.targetQPerHa;
  const { min, max } = eq.targetQPerHa;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < min || t > max)
    throw new StcrInputError('target_yield', {
      en: `Target yield must be between ${min} and ${max} q/ha for ${eq.name.en} (the yields the equation holds for), got ${String(t)}.`,
      hi: `${eq.name.hi} के लिए लक्षित उपज ${min} से ${max} क्विंटल/हेक्टेयर के बीच होनी चाहिए (जिन उपजों पर समीकरण लागू है), दी गई: ${String(t)}।`,
      mr: `${say(eq.name, 'mr')} साठी लक्ष्यित उत्पादन ${min} ते ${max} क्विंटल/हेक्टर दरम्यान असावे (ज्या उत्पादनांवर समीकरण लागू आहे), दिलेले: ${String(t)}.`,
    });

  const manure = req.manure && req.manure.tPerHa > 0 ? req.manure : undefined;
  if (manure && manure.tPerHa > MAX_MANURE_T_PER_HA)
    throw new StcrInputError('stcr', {
      en: `Manure must be at most ${MAX_MANURE_T_PER_HA} t/ha, got ${manure.tPerHa}.`,
      hi: `खाद अधिकतम ${MAX_MANURE_T_PER_HA} टन/हेक्टेयर हो सकती है, दी गई: ${manure.tPerHa}।`,
      mr: `सेंद्रिय खत जास्तीत जास्त ${MAX_MANURE_T_PER_HA} टन/हेक्टर असू शकते, दिलेले: ${manure.tPerHa}.`,
    });

  const doses: StcrResult['doses'] = {};
  const manureInEquation: StcrResult['manureInEquation'] = {};
  for (const k of NUTRIENTS) {
    const p = eq.parameters[k];
    if (!p) continue;
    const { a, b, c } = stcrCoefficients(p);
    const soil = req.soilTest[k];
    const organic = manure && p.co !== undefined ? manure.tPerHa * 10 * MANURES[manure.id].percent[k] : 0;
    if (organic > 0) manureInEquation[k] = true;
    const raw = a * t - b * soil - c * organic;
    const dose = Math.max(0, raw);
    const org =
      organic > 0
        ? {
            en: ` − ${fmt(c)} × ${fmt(organic)} (${MANURES[manure!.id].name.en})`,
            hi: ` − ${fmt(c)} × ${fmt(organic)} (${MANURES[manure!.id].name.hi})`,
            mr: ` − ${fmt(c)} × ${fmt(organic)} (${say(MANURES[manure!.id].name, 'mr')})`,
          }
        : { en: '', hi: '', mr: '' };
    const zero =
      raw < 0
        ? {
            en: ': the soil covers the target, so none',
            hi: ': लक्ष्य की पूर्ति मिट्टी से हो जाती है, इसलिए शून्य',
            mr: ': लक्ष्याची पूर्तता मातीतूनच होते, म्हणून शून्य',
          }
        : { en: '', hi: '', mr: '' };
    doses[k] = {
      kgPerHa: round2(dose),
      rawKgPerHa: round2(raw),
      a: round2(a),
      b: round2(b),
      c: round2(c),
      soilKgPerHa: round2(soil),
      organicKgPerHa: round2(organic),
      text: {
        en: `${LABEL[k].en} for a target of ${fmt(t)} q/ha (${eq.name.en}): ${fmt(a)} × ${fmt(t)} − ${fmt(b)} × ${fmt(soil)} (soil)${org.en} = ${fmt(raw)}${raw < 0 ? `${zero.en} → ${fmt(dose)}` : ''} kg/ha.`,
        hi: `${fmt(t)} क्विंटल/हेक्टेयर के लक्ष्य के लिए ${LABEL[k].hi} (${eq.name.hi}): ${fmt(a)} × ${fmt(t)} − ${fmt(b)} × ${fmt(soil)} (मिट्टी)${org.hi} = ${fmt(raw)}${raw < 0 ? `${zero.hi} → ${fmt(dose)}` : ''} किलो/हेक्टेयर।`,
        mr: `हेक्टरी ${fmt(t)} क्विंटल लक्ष्यासाठी ${say(LABEL[k], 'mr')} (${say(eq.name, 'mr')}): ${fmt(a)} × ${fmt(t)} − ${fmt(b)} × ${fmt(soil)} (माती)${org.mr} = ${fmt(raw)}${raw < 0 ? `${zero.mr} → ${fmt(dose)}` : ''} kg/ha.`,
      },
    };
  }
  const excluded: StcrResult['excluded'] = {};
  for (const k of NUTRIENTS)
    if (!eq.parameters[k])
      excluded[k] = {
        en: `${LABEL[k].en} follows the soil-test rating rule: the equation's source gives no usable figure for it.`,
        hi: `${LABEL[k].hi} मिट्टी जाँच रेटिंग के नियम से: समीकरण के स्रोत में इसका उपयोग योग्य आँकड़ा नहीं है।`,
        mr: `${say(LABEL[k], 'mr')} माती परीक्षण श्रेणीच्या नियमानुसार: समीकरणाच्या स्रोतात त्यासाठी वापरण्यायोग्य आकडा नाही.`,
      };
  const sources: SourceId[] = [STCR_MODEL.source, eq.source];
  if (manure && Object.keys(manureInEquation).length) sources.push(MANURES[manure.id].source);
  return { equation: eq, targetQPerHa: t, doses, excluded, manureInEquation, sources };
}

export type { StcrEquationId };
