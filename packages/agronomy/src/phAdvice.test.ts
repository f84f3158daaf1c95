import { describe, expect, it } from 'vitest';
import { fertilizerAdvice } from './advice.js';
import { cropRule } from './knowledge/cropRules.js';
import { PH_SCALE } from './knowledge/soilTest.js';
import { calculateNutrients } from './nutrientCalculator.js';
import { planNutrients } from './nutrientPlan.js';
import { fertilizerPlan } from './plan.js';
import { PH_CLASS_ADVICE } from './soilAnalysis.js';

/** Issue 37, the pH items: each was wrong before and is a test here. */

const MEDIUM = { nitrogen: 'Medium', phosphorus: 'Medium', potassium: 'Medium' } as const;
const sodic = PH_SCALE.gypsumAbove + 0.2;

describe('above pH 8.5 the sulphur line agrees with the gypsum advice', () => {
  it('says the reclamation gypsum brings the calcium that replaces sodium, never that calcium is not lacking', () => {
    const plan = planNutrients({ recommended: { n: 80, p2o5: 40, k2o: 40 }, ratings: MEDIUM, rule: cropRule('Mustard'), ph: sodic });
    expect(plan.sulphur).toMatchObject({ product: 'bentoniteS', choice: 'alkaline' });
    expect(plan.sulphur!.text.en).not.toMatch(/calcium is not what the soil lacks/);
    expect(plan.sulphur!.text.en).toMatch(/calcium replaces the sodium/);
    expect(plan.sulphur!.text.hi).toMatch(/कैल्शियम सोडियम को हटाता है/);
    const md = fertilizerAdvice({
      language: 'english',
      crop: 'Oil seeds',
      soilType: 'Loamy',
      unit: 'kg/ha',
      nitrogen: 300,
      phosphorus: 12,
      potassium: 150,
      ph: sodic,
    }).markdown;
    expect(md).toMatch(/apply gypsum at 50 % of the gypsum requirement/);
    expect(md).not.toMatch(/calcium is not what/);
  });
});

describe('soybean at a sodic pH is said to be unsuited (TNAU: pH 6.0–7.5)', () => {
  const range = cropRule('Soybean').ph!;

  it('the planner, the advice and the calculator say so, in English and Hindi', () => {
    const plan = planNutrients({ recommended: { n: 25, p2o5: 60, k2o: 40 }, ratings: MEDIUM, rule: cropRule('Soybean'), ph: sodic });
    expect(plan.cropPh).toMatchObject({ unsuited: true, min: range.min, max: range.max });
    expect(plan.cropPh!.text.en).toMatch(/Soybean is not suited to this soil/);
    const card = { crop: 'Pulses', soilType: 'Black', unit: 'kg/ha', nitrogen: 300, phosphorus: 12, potassium: 150, ph: sodic } as const;
    // Pulses have no pH rule: only soybean's range was read.
    expect(fertilizerPlan({ language: 'english', ...card }).cropPh).toBeUndefined();
    const calc = (language: 'english' | 'hindi') =>
      calculateNutrients({
        zone: 'Central Plateau & Hills (M.P.)',
        soil: 'Black',
        crop: 'Soybean - Wheat',
        npk: '25:60:40',
        hectares: 1,
        reading: { nitrogen: 150, phosphorus: 6, potassium: 100, ph: sodic, conductivity: 300 },
        language,
      }).recommendations;
    expect(calc('english').some((l) => /Soybean is not suited to this soil: pH 8.7/.test(l))).toBe(true);
    expect(calc('hindi').some((l) => /सोयाबीन इस मिट्टी के लिए उपयुक्त नहीं है: pH 8.7/.test(l))).toBe(true);
  });

  it('inside its range nothing is said; just outside, a milder note', () => {
    const at = (ph: number) =>
      planNutrients({ recommended: { n: 25, p2o5: 60, k2o: 40 }, ratings: MEDIUM, rule: cropRule('Soybean'), ph }).cropPh;
    expect(at(range.max)).toBeUndefined();
    expect(at(range.min)).toBeUndefined();
    expect(at(range.max + 0.3)).toMatchObject({ unsuited: false });
    expect(at(range.max + 0.3)!.text.en).toMatch(/above the 6–7.5 that suits soybean/);
  });
});

describe('alkaline-soil N advice names no SSP as an N source and does not prefer ammonium sulphate', () => {
  it.each(['Moderately alkaline', 'Strongly alkaline'] as const)('%s', (cls) => {
    const { en } = PH_CLASS_ADVICE[cls].suggestion;
    expect(en).not.toMatch(/SSP over urea|ammonium sulphate (or SSP )?over urea/);
  });

  it('the sodic-soil line of the fertilizer advice', () => {
    for (const language of ['english', 'hindi'] as const) {
      const md = fertilizerAdvice({
        language,
        crop: 'Wheat',
        soilType: 'Loamy',
        unit: 'kg/ha',
        nitrogen: 300,
        phosphorus: 12,
        potassium: 150,
        ph: sodic,
      }).markdown;
      expect(md).not.toMatch(/ammonium sulphate rather than urea|यूरिया की जगह अमोनियम सल्फेट/);
      expect(md).toMatch(language === 'english' ? /put urea into the soil/ : /यूरिया सतह पर छोड़ने के बजाय मिट्टी में/);
    }
  });
});

describe('sulphur is prescribed once', () => {
  it('a low S test on a crop with its own sulphur line gets no second sulphur correction', () => {
    const input = {
      crop: 'Oil seeds',
      soilType: 'Loamy',
      unit: 'kg/ha',
      nitrogen: 300,
      phosphorus: 12,
      potassium: 150,
      micronutrients: { s: 5 },
    } as const;
    const plan = fertilizerPlan({ language: 'english', ...input });
    const s = plan.micronutrients.find((m) => m.nutrient === 's')!;
    expect(s.deficient).toBe(true);
    expect(s.correction).toBeUndefined();
    expect(s.coveredByCropSulphurKgPerHa).toBe(plan.sulphur!.needKgPerHa);
    const md = fertilizerAdvice({ language: 'english', ...input }).markdown;
    expect(md).not.toMatch(/154 kg\/ha gypsum/);
    expect(md).toMatch(/covers it; give no other sulphur/);
    expect(fertilizerAdvice({ language: 'hindi', ...input }).markdown).toMatch(/अलग से गंधक न दें/);
  });

  it('a crop without a sulphur line still gets the correction', () => {
    const plan = fertilizerPlan({
      language: 'english',
      crop: 'Wheat',
      soilType: 'Loamy',
      unit: 'kg/ha',
      nitrogen: 300,
      phosphorus: 12,
      potassium: 150,
      micronutrients: { s: 5 },
    });
    expect(plan.micronutrients.find((m) => m.nutrient === 's')!.correction).toBeDefined();
  });
});
