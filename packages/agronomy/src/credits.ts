import { CALCULATOR_CROPS, type CalculatorCrop } from './knowledge/calculatorDoses.js';
import type { Text } from './knowledge/crops.js';
import { say } from './lang.js';
import {
  FIRST_SEASON_AVAILABILITY,
  legumeCredit,
  MANURES,
  MAX_MANURE_T_PER_HA,
  type ManureId,
  PREVIOUS_LEGUMES,
  type PreviousLegume,
} from './knowledge/credits.js';
import type { SourceId, Verification } from './knowledge/sources.js';
import { round2 } from './ratings.js';

/**
 * Nutrient credits (issue 37): a manure of this season (its amount × its typical analysis × the share
 * the first crop gets) and a preceding legume's N for the next cereal. The planner deducts them from
 * the dose and lists them.
 */

export type CreditKey = 'n' | 'p2o5' | 'k2o';

export interface CreditsInput {
  manure?: { id: ManureId; tPerHa: number } | undefined;
  previousLegume?: PreviousLegume | undefined;
}

export interface CreditLine {
  kind: 'manure' | 'legume';
  /** kg/ha deducted from the dose (0 for a nutrient counted in the STCR equation instead). */
  n: number;
  p2o5: number;
  k2o: number;
  text: Text;
  source: SourceId;
  verification: Verification;
}

/** Bad credit input, in English and Hindi. */
export class CreditInputError extends Error {
  readonly field: 'manure_t_ha' | 'manure' | 'previous_crop';
  readonly hi: string;
  readonly mr: string;
  constructor(field: CreditInputError['field'], message: Text) {
    super(message.en);
    this.name = 'CreditInputError';
    this.field = field;
    this.hi = message.hi;
    this.mr = message.mr ?? message.hi;
  }
}

const fmt = (x: number) => String(round2(x));
const KEYS: readonly CreditKey[] = ['n', 'p2o5', 'k2o'];

/**
 * The credit lines for a crop. `inEquation` marks nutrients whose manure share the STCR equation already
 * counts (its Co term): no credit is taken for those, and the line says so.
 */
export function nutrientCredits(
  input: CreditsInput,
  crop: CalculatorCrop,
  legumeCrop: boolean,
  inEquation: Partial<Record<CreditKey, boolean>> = {},
): CreditLine[] {
  const lines: CreditLine[] = [];
  const m = input.manure;
  if (m && !(m.id in MANURES))
    throw new CreditInputError('manure', {
      en: `Unknown manure "${String(m.id)}". Choose one of: "fym", "compost".`,
      hi: `खाद "${String(m.id)}" मान्य नहीं है। इनमें से चुनें: "fym", "compost"।`,
      mr: `सेंद्रिय खत "${String(m.id)}" वैध नाही. यापैकी निवडा: "fym", "compost".`,
    });
  if (m && (typeof m.tPerHa !== 'number' || !Number.isFinite(m.tPerHa) || m.tPerHa < 0 || m.tPerHa > MAX_MANURE_T_PER_HA))
    throw new CreditInputError('manure_t_ha', {
      en: `Manure must be a number from 0 to ${MAX_MANURE_T_PER_HA} t/ha, got ${String(m.tPerHa)}.`,
      hi: `खाद की मात्रा 0 से ${MAX_MANURE_T_PER_HA} टन/हेक्टेयर के बीच की संख्या होनी चाहिए, दी गई: ${String(m.tPerHa)}।`,
      mr: `सेंद्रिय खताची मात्रा 0 ते ${MAX_MANURE_T_PER_HA} टन/हेक्टर दरम्यानची संख्या असावी, दिलेली: ${String(m.tPerHa)}.`,
    });
  if (m && m.tPerHa > 0) {
    const a = MANURES[m.id];
    const total = Object.fromEntries(KEYS.map((k) => [k, m.tPerHa * 10 * a.percent[k]])) as Record<CreditKey, number>;
    const credit = Object.fromEntries(KEYS.map((k) => [k, inEquation[k] ? 0 : round2(total[k] * FIRST_SEASON_AVAILABILITY[k])])) as Record<
      CreditKey,
      number
    >;
    const counted = KEYS.filter((k) => inEquation[k]);
    const pctEn = `${fmt(a.percent.n)} % N, ${fmt(a.percent.p2o5)} % P₂O₅, ${fmt(a.percent.k2o)} % K₂O`;
    const pctHi = `${fmt(a.percent.n)} % नाइट्रोजन, ${fmt(a.percent.p2o5)} % फॉस्फेट, ${fmt(a.percent.k2o)} % पोटाश`;
    const pctMr = `${fmt(a.percent.n)} % नत्र, ${fmt(a.percent.p2o5)} % स्फुरद, ${fmt(a.percent.k2o)} % पालाश`;
    const nameMr = say(a.name, 'mr');
    const totals = `${fmt(total.n)} : ${fmt(total.p2o5)} : ${fmt(total.k2o)}`;
    const shares = `${Math.round(FIRST_SEASON_AVAILABILITY.n * 100)} %, ${Math.round(FIRST_SEASON_AVAILABILITY.p2o5 * 100)} %, ${Math.round(FIRST_SEASON_AVAILABILITY.k2o * 100)} %`;
    const text: Text =
      counted.length === KEYS.length
        ? {
            en: `${cap(a.name.en)} ${fmt(m.tPerHa)} t/ha (${pctEn}) brings ${totals} kg N : P₂O₅ : K₂O per ha; the targeted-yield equation counts it through its manure term, so nothing more is deducted.`,
            hi: `${a.name.hi} ${fmt(m.tPerHa)} टन/हेक्टेयर (${pctHi}) से ${totals} किलो नाइट्रोजन : फॉस्फेट : पोटाश प्रति हेक्टेयर मिलता है; लक्षित उपज का समीकरण इसे अपनी खाद वाली मद में गिनता है, इसलिए अलग से कुछ नहीं घटाया गया।`,
            mr: `${nameMr} हेक्टरी ${fmt(m.tPerHa)} टन (${pctMr}) पासून हेक्टरी ${totals} kg नत्र : स्फुरद : पालाश मिळते; लक्षित उत्पादनाचे समीकरण ते आपल्या सेंद्रिय खताच्या पदात मोजते, म्हणून आणखी काहीही वजा केलेले नाही.`,
          }
        : {
            en: `${cap(a.name.en)} ${fmt(m.tPerHa)} t/ha (${pctEn}) brings ${totals} kg N : P₂O₅ : K₂O per ha; this season's crop gets about ${shares} of it, so ${fmt(credit.n)} kg N, ${fmt(credit.p2o5)} kg P₂O₅ and ${fmt(credit.k2o)} kg K₂O per ha are deducted from the dose.`,
            hi: `${a.name.hi} ${fmt(m.tPerHa)} टन/हेक्टेयर (${pctHi}) से ${totals} किलो नाइट्रोजन : फॉस्फेट : पोटाश प्रति हेक्टेयर मिलता है; इस मौसम की फसल को इसका लगभग ${shares} मिलता है, इसलिए मात्रा से ${fmt(credit.n)} किलो नाइट्रोजन, ${fmt(credit.p2o5)} किलो फॉस्फेट और ${fmt(credit.k2o)} किलो पोटाश प्रति हेक्टेयर घटाया गया।`,
            mr: `${nameMr} हेक्टरी ${fmt(m.tPerHa)} टन (${pctMr}) पासून हेक्टरी ${totals} kg नत्र : स्फुरद : पालाश मिळते; या हंगामाच्या पिकाला त्यापैकी सुमारे ${shares} मिळते, म्हणून मात्रेतून हेक्टरी ${fmt(credit.n)} kg नत्र, ${fmt(credit.p2o5)} kg स्फुरद आणि ${fmt(credit.k2o)} kg पालाश वजा केले आहे.`,
          };
    lines.push({ kind: 'manure', ...credit, text, source: a.source, verification: a.verification });
  }

  const prev = input.previousLegume;
  if (prev !== undefined) {
    if (!(prev in PREVIOUS_LEGUMES))
      throw new CreditInputError('previous_crop', {
        en: `Unknown previous crop "${String(prev)}". Choose one of: ${Object.keys(PREVIOUS_LEGUMES)
          .map((x) => `"${x}"`)
          .join(', ')}.`,
        hi: `पिछली फसल "${String(prev)}" मान्य नहीं है। इनमें से चुनें: ${Object.keys(PREVIOUS_LEGUMES)
          .map((x) => `"${x}"`)
          .join(', ')}।`,
        mr: `मागील पीक "${String(prev)}" वैध नाही. यापैकी निवडा: ${Object.keys(PREVIOUS_LEGUMES)
          .map((x) => `"${x}"`)
          .join(', ')}.`,
      });
    const name = PREVIOUS_LEGUMES[prev];
    const c = legumeCredit(crop, prev);
    if (c)
      lines.push({
        kind: 'legume',
        n: c.kgNPerHa,
        p2o5: 0,
        k2o: 0,
        text: {
          en: `After ${name.en}, the ${CALCULATOR_CROPS[crop].en.toLowerCase()} needs less N: ${c.rangeKgPerHa[0] === c.rangeKgPerHa[1] ? `${c.kgNPerHa}` : `${c.rangeKgPerHa[0]}–${c.rangeKgPerHa[1]}`} kg N/ha in the trials, so ${c.kgNPerHa} kg N/ha is deducted (the lower end, as the saving varies with the legume's residue).`,
          hi: `${name.hi} के बाद ${CALCULATOR_CROPS[crop].hi} को कम नाइट्रोजन चाहिए: परीक्षणों में ${c.rangeKgPerHa[0] === c.rangeKgPerHa[1] ? `${c.kgNPerHa}` : `${c.rangeKgPerHa[0]}–${c.rangeKgPerHa[1]}`} किलो नाइट्रोजन/हेक्टेयर, इसलिए ${c.kgNPerHa} किलो नाइट्रोजन/हेक्टेयर घटाया गया (निचली सीमा, क्योंकि बचत दलहन के अवशेष पर निर्भर है)।`,
          mr: `${say(name, 'mr')} नंतर ${say(CALCULATOR_CROPS[crop], 'mr')} पिकाला कमी नत्र लागते: प्रयोगांमध्ये हेक्टरी ${c.rangeKgPerHa[0] === c.rangeKgPerHa[1] ? `${c.kgNPerHa}` : `${c.rangeKgPerHa[0]}–${c.rangeKgPerHa[1]}`} kg नत्र, म्हणून हेक्टरी ${c.kgNPerHa} kg नत्र वजा केले आहे (खालची मर्यादा, कारण बचत कडधान्याच्या अवशेषांवर अवलंबून असते).`,
        },
        source: c.source,
        verification: c.verification,
      });
    else
      lines.push({
        kind: 'legume',
        n: 0,
        p2o5: 0,
        k2o: 0,
        text: legumeCrop
          ? {
              en: `The crop is itself a legume: no N credit is taken for the ${name.en} before it.`,
              hi: `यह फसल स्वयं दलहनी है: पहले की ${name.hi} के लिए नाइट्रोजन नहीं घटाई गई।`,
              mr: `हे पीक स्वतःच कडधान्य आहे: आधीच्या ${say(name, 'mr')} पिकासाठी नत्र वजा केलेले नाही.`,
            }
          : {
              en: `No N credit for ${name.en} before this crop: no trial for the pair was read, so the dose is not cut.`,
              hi: `इस फसल से पहले ${name.hi} के लिए नाइट्रोजन नहीं घटाई गई: इस जोड़ी का कोई परीक्षण नहीं पढ़ा गया, इसलिए मात्रा कम नहीं की गई।`,
              mr: `या पिकाआधीच्या ${say(name, 'mr')} पिकासाठी नत्र वजा केलेले नाही: या जोडीचा कोणताही प्रयोग वाचलेला नाही, म्हणून मात्रा कमी केलेली नाही.`,
            },
        source: 'narwal1983Wheat',
        verification: 'judgement',
      });
  }
  return lines;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
