import type { CalculatorCrop, CalculatorSoil } from './calculatorDoses.js';
import type { Text } from './crops.js';
import type { SourceId, Verification } from './sources.js';

/**
 * Soil-test crop response (STCR) targeted-yield equations (issue 37), AICRP-STCR, Ramamoorthy's
 * inductive-cum-targeted-yield model:
 *
 *   F = (100 · NR / Cf) · T − (Cs / Cf) · S − (Co / Cf) · O
 *
 * F fertilizer nutrient (kg N, P2O5, K2O/ha), T target yield (q/ha), S the soil test (kg/ha), O the
 * nutrient the manure brings (kg/ha); NR the nutrient a quintal of produce takes up (kg/q), Cs, Cf, Co
 * the per cent contributions of the soil, the fertilizer and the manure to the uptake. The equation is
 * that definition, read on agriinfo.in ("Target yield fertilizer recommendations": F = NR/CF × 100 × T −
 * CS/CF × S), so it is `standard`; each pair below keeps the basic parameters as its paper's abstract
 * prints them, and the coefficients are computed from them rather than copied.
 *
 * Only pairs whose basic parameters could be read are here. No published equation for soybean in
 * Madhya Pradesh, wheat in Madhya Pradesh or Uttar Pradesh, or rice in Tamil Nadu or Odisha could be read
 * in a stored text (their pages are stored without the equations; the OUAT bulletin "Soil Testing and
 * Fertilizer Recommendation in Orissa", 2008, only by its front pages), so those pairs are left out.
 */

export type StcrNutrient = 'n' | 'p2o5' | 'k2o';

export interface StcrBasicParameters {
  /** kg of the nutrient (N, P2O5, K2O) taken up per quintal of produce. */
  nr: number;
  /** Per cent contribution of the soil test to the uptake. */
  cs: number;
  /** Per cent contribution of fertilizer to the uptake. */
  cf: number;
  /** Per cent contribution of the manure's nutrient (STCR-IPNS); absent when the paper gives none for FYM. */
  co?: number;
}

export interface StcrEquation {
  id: 'maize-tn-vertisol' | 'wheat-pb-alluvial';
  crop: CalculatorCrop;
  state: string;
  /** Calculator soils the experiment's soil stands for; another soil is refused. */
  soils: readonly CalculatorSoil[];
  name: Text;
  /** Per nutrient; a nutrient left out keeps the soil-test-rating rule (`excluded` says why). */
  parameters: Partial<Record<StcrNutrient, StcrBasicParameters>>;
  excluded?: Partial<Record<StcrNutrient, string>>;
  /** The target yields the equation may be used for, q/ha. */
  targetQPerHa: { min: number; max: number; verification: Verification; note: string };
  source: SourceId;
  verification: Verification;
  /** Where the parameters were read. */
  note: string;
  /**
   * The form of the soil test in S: the abstracts give NR as P2O5 and K2O and Cs as a percentage, a ratio of
   * like quantities, so the soil test is taken as kg P2O5 and K2O/ha (judgement; the papers' own equations
   * could not be read to confirm).
   */
  soilTestForm: { verification: Verification; note: string };
}

const SOIL_FORM = {
  verification: 'judgement',
  note: "The abstract gives NR in kg N, P2O5 and K2O per quintal and Cs as a per cent; a per cent compares like quantities, so S is read as available N, P2O5 and K2O in kg/ha (probe P × 2.29, K × 1.2). The paper's own equations were not readable here to confirm the form.",
} as const;

export const STCR_EQUATIONS: readonly StcrEquation[] = [
  {
    id: 'maize-tn-vertisol',
    crop: 'Maize',
    state: 'Tamil Nadu',
    soils: ['Black'],
    name: {
      en: 'Maize, Tamil Nadu (Vertisol), STCR-IPNS',
      hi: 'मक्का, तमिलनाडु (काली मिट्टी), एसटीसीआर-आईपीएनएस',
      mr: 'मका, तमिळनाडू (काळी माती), एसटीसीआर-आयपीएनएस',
    },
    parameters: {
      n: { nr: 2.08, cs: 43.01, cf: 55.0, co: 49.01 },
      p2o5: { nr: 0.73, cs: 44.03, cf: 49.83, co: 19.71 },
      k2o: { nr: 1.38, cs: 9.17, cf: 76.99, co: 39.83 },
    },
    targetQPerHa: {
      min: 90,
      max: 110,
      verification: 'checked',
      note: 'https://ijcmas.com/abstractview.php?ID=9896&vol=7-9-2018&SNo=261 — Suresh & Santhi (2018), validation of the STCR-IPNS prescription for hybrid maize on Vertisol in three locations of southern Tamil Nadu at yield targets of 9.0, 10.0 and 11.0 t/ha.',
    },
    source: 'stcrMaizeTnVertisol',
    verification: 'checked',
    note: 'http://masujournal.org/106/190266.php — abstract: NR 2.08, 0.73 and 1.38 kg N, P2O5, K2O per quintal; Cs 43.01, 44.03, 9.17; Cf 55.00, 49.83, 76.99; Co 49.01, 19.71, 39.83 % (Manickapuram, Theni district, southern zone, Vertisol, 2016–17).',
    soilTestForm: SOIL_FORM,
  },
  {
    id: 'wheat-pb-alluvial',
    crop: 'Wheat',
    state: 'Punjab',
    soils: ['Alluvial'],
    name: { en: 'Wheat, Punjab (alluvial soil), STCR', hi: 'गेहूँ, पंजाब (जलोढ़ मिट्टी), एसटीसीआर', mr: 'गहू, पंजाब (गाळाची माती), एसटीसीआर' },
    parameters: {
      n: { nr: 2.06, cs: 52.3, cf: 54 },
      p2o5: { nr: 0.78, cs: 11.7, cf: 50 },
    },
    excluded: {
      k2o: 'The abstract prints Cf for K as 20.6 %, which gives 1.95 / 0.206 = 9.47 kg K2O per quintal, about 470 kg K2O/ha before the soil term at 50 q/ha: far above any wheat potash dose, most likely a misprint. K2O stays on the soil-test-rating rule.',
    },
    targetQPerHa: {
      min: 40,
      max: 55,
      verification: 'judgement',
      note: "The abstract names no yield targets. The bounds keep the equation to the irrigated wheat yields Punjab farms reach (about 4–5.5 t/ha), not beyond the range an STCR field gradient can have covered; to be replaced by the paper's validation targets when read.",
    },
    source: 'stcrWheatPunjab',
    verification: 'checked',
    note: 'https://epubs.icar.org.in/index.php/IJAgS/article/view/125137 — abstract: 2.06, 0.78, 1.95 kg N, P2O5, K2O per quintal; soil and fertilizer contributions 52.3 and 54 % N, 11.7 and 50 % P (PAU research farm, Ludhiana, 2019–2021). The organic source of that study is rice residue, not FYM, so no FYM term is used.',
    soilTestForm: SOIL_FORM,
  },
];

export type StcrEquationId = StcrEquation['id'];

export const STCR_EQUATION_IDS = STCR_EQUATIONS.map((e) => e.id);

/** The Ramamoorthy model itself (the formula, not a figure): agriinfo.in, read. */
export const STCR_MODEL = {
  source: 'stcrModel' as const satisfies SourceId,
  verification: 'standard' as Verification,
  note: 'http://agriinfo.in/default.aspx?page=topic&superid=4&topicid=1828 — "Yield Targeting Equation: F Nutrient = NR/CF × 100 × T – CS/CF × S Nutrients" (MPKV Rahuri STCR project).',
};
