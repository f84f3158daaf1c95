import { FERTILIZER_CROP_TYPES, SOIL_TYPES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { fertilizerAdvice } from './advice.js';
import { RATING_FACTORS } from './knowledge/adjustment.js';
import { CALCULATOR_DOSES, type CalculatorDose } from './knowledge/calculatorDoses.js';
import { CROPS } from './knowledge/crops.js';
import { cropRule } from './knowledge/cropRules.js';
import { NUTRIENT_SCALES } from './knowledge/soilTest.js';
import { calculateNutrients, formatNpkRatio } from './nutrientCalculator.js';
import { fertilizerPlan } from './plan.js';
import { MG_PER_KG_TO_KG_PER_HA, type Nutrient, type Rating } from './ratings.js';

/**
 * Issue 37, harm 3: no dose in any path goes beyond its source's range. The range of a dose:
 * - an annual crop's: the soil-test rule's 75–125 % of the source's figure, no higher than a crop rule's cap
 *   (soybean's IISR range) and no higher than the figure itself for a legume's starter N;
 * - a tree crop's (knowledge/crops.ts `perennial`, or a calculator dose given per palm): the source's own
 *   figure, or the top of the range the source prints (pomegranate 600–700 g N a plant).
 */

const RATINGS: readonly Rating[] = ['Low', 'Medium', 'High'];
const NUTRIENTS: readonly Nutrient[] = ['nitrogen', 'phosphorus', 'potassium'];
const KEY = { nitrogen: 'n', phosphorus: 'p2o5', potassium: 'k2o' } as const;

/** A kg/ha value inside each rating band of the Soil Health Card scale (element basis). */
const kgPerHaRated = (n: Nutrient, r: Rating) => {
  const { low, high } = NUTRIENT_SCALES[n];
  return r === 'Low' ? low / 2 : r === 'Medium' ? (low + high) / 2 : high * 1.5;
};

const COMBOS: Record<Nutrient, Rating>[] = RATINGS.flatMap((nitrogen) =>
  RATINGS.flatMap((phosphorus) => RATINGS.map((potassium) => ({ nitrogen, phosphorus, potassium }))),
);

/** The top of the source's range for one nutrient of a dose, kg/ha. */
function top(crop: string, key: 'n' | 'p2o5' | 'k2o', recommended: number, tree: boolean): number {
  const rule = cropRule(crop);
  if (tree) return recommended * (rule.perennial?.topFactor[key] ?? 1);
  if (key === 'n' && rule.starterN) return recommended;
  const raised = recommended * RATING_FACTORS.Low;
  const cap = rule.maxKgPerHa?.[key];
  return cap === undefined ? raised : Math.min(raised, Math.max(recommended, cap));
}

/** A calculator dose for a tree: given per palm (the table's `perPalm`, named in the condition). */
const perPalm = (d: CalculatorDose) => /per palm/.test(d.condition ?? '');

describe('no dose goes beyond its source range (issue 37, harm 3)', () => {
  it('the Nutrient Calculator, every zone, soil, system, dose and rating', () => {
    const over: string[] = [];
    let count = 0;
    for (const [zone, soils] of Object.entries(CALCULATOR_DOSES))
      for (const [soil, systems] of Object.entries(soils))
        for (const system of systems ?? [])
          for (const dose of system.doses)
            for (const ratings of COMBOS) {
              const reading = Object.fromEntries(NUTRIENTS.map((n) => [n, kgPerHaRated(n, ratings[n]) / MG_PER_KG_TO_KG_PER_HA])) as Record<
                Nutrient,
                number
              >;
              const r = calculateNutrients({
                zone,
                soil,
                crop: system.name,
                npk: formatNpkRatio(dose),
                doseCrop: dose.crop === 'Toria' ? 'Toria (rapeseed)' : dose.crop,
                hectares: 1,
                reading: { ...reading, ph: 7, conductivity: 300 },
                language: 'english',
              });
              count++;
              expect(r.ratings).toEqual(ratings);
              for (const n of NUTRIENTS) {
                const key = KEY[n];
                const limit = top(dose.crop, key, dose[key], perPalm(dose));
                if (r.required_nutrients[n] > limit + 0.01)
                  over.push(
                    `${zone} / ${soil} / ${system.name} / ${dose.crop} ${formatNpkRatio(dose)} ${JSON.stringify(ratings)}: ${n} ${r.required_nutrients[n]} > ${limit}`,
                  );
              }
            }
    expect(count).toBeGreaterThan(5000);
    expect(over).toEqual([]);
  });

  it('the fertilizer advice and Soil Health Card plan, every crop, soil, rating and pH', () => {
    const over: string[] = [];
    for (const crop of FERTILIZER_CROP_TYPES)
      for (const soilType of SOIL_TYPES)
        for (const ratings of COMBOS)
          for (const ph of [undefined, 6.8, 8.7]) {
            const plan = fertilizerPlan({
              language: 'english',
              crop,
              soilType,
              unit: 'kg/ha',
              nitrogen: kgPerHaRated('nitrogen', ratings.nitrogen),
              phosphorus: kgPerHaRated('phosphorus', ratings.phosphorus),
              potassium: kgPerHaRated('potassium', ratings.potassium),
              ...(ph === undefined ? {} : { ph }),
            });
            const tree = CROPS[plan.crop.crop].perennial === true;
            for (const n of NUTRIENTS) {
              const key = KEY[n];
              const limit = top(plan.crop.crop, key, plan.recommended[key], tree);
              if (plan.adjusted[key] > limit + 0.01)
                over.push(`${crop} on ${soilType} ${JSON.stringify(ratings)} pH ${ph}: ${key} ${plan.adjusted[key]} > ${limit}`);
            }
          }
    expect(over).toEqual([]);
  });

  it('pomegranate on a Low soil stays within 700 g N a plant (not 781 g), and the advice says to analyse the leaves', () => {
    const c = CROPS.pomegranate;
    const grams = cropRule('pomegranate').perennial?.gramsPerPlantTop;
    expect(grams).toBeDefined();
    const { markdown, plan } = fertilizerAdvice({
      language: 'english',
      crop: 'pomegranate',
      soilType: 'Red',
      unit: 'kg/ha',
      nitrogen: kgPerHaRated('nitrogen', 'Low'),
      phosphorus: kgPerHaRated('phosphorus', 'Low'),
      potassium: kgPerHaRated('potassium', 'Low'),
    });
    const perPlant = (kg: number) => (kg * 1000) / c.perPlant!.plantsPerHa;
    expect(perPlant(plan.adjusted.n)).toBeLessThanOrEqual(grams!.n + 0.1);
    expect(perPlant(plan.adjusted.n)).toBeGreaterThan(c.perPlant!.gramsN);
    expect(perPlant(plan.adjusted.p2o5)).toBeLessThanOrEqual(grams!.p2o5 + 0.1);
    expect(plan.adjustments.n.reason).toBe('capped');
    expect(markdown).toContain('have the leaves analysed');
    const hi = fertilizerAdvice({
      language: 'hindi',
      crop: 'pomegranate',
      soilType: 'Red',
      unit: 'kg/ha',
      nitrogen: kgPerHaRated('nitrogen', 'Low'),
      phosphorus: kgPerHaRated('phosphorus', 'Low'),
      potassium: kgPerHaRated('potassium', 'Low'),
    }).markdown;
    expect(hi).toContain('पत्ती विश्लेषण');
  });
});
