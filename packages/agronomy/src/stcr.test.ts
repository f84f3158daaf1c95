import { PREVIOUS_LEGUME_CROPS } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { nutrientCredits } from './credits.js';
import { cropRule } from './knowledge/cropRules.js';
import { PREVIOUS_LEGUMES } from './knowledge/credits.js';
import { STCR_EQUATIONS } from './knowledge/stcr.js';
import { SOURCES } from './knowledge/sources.js';
import { calculateNutrients } from './nutrientCalculator.js';
import { planNutrients } from './nutrientPlan.js';
import { StcrInputError, stcrCoefficients, stcrDoses } from './stcr.js';

/** The maize (Tamil Nadu, Vertisol) dose worked by hand below, with FYM in the equation. */
const MAIZE_BY_HAND = {
  equation: 'maize-tn-vertisol',
  targetQPerHa: 100,
  crop: 'Maize',
  soil: 'Black',
  soilTest: { n: 224, p2o5: 51.3, k2o: 403.2 },
  manure: { id: 'fym', tPerHa: 12.5 },
} as const;

const numbers = (s: string) => (s.match(/\d+(\.\d+)?/g) ?? []).sort().join(' ');

describe('STCR targeted-yield doses (issue 37)', () => {
  it('computes the coefficients from the basic parameters: a = 100·NR/Cf, b = Cs/Cf, c = Co/Cf', () => {
    expect(stcrCoefficients({ nr: 2.08, cs: 43.01, cf: 55, co: 49.01 })).toEqual({ a: 3.78, b: 0.78, c: 0.89 });
    expect(stcrCoefficients({ nr: 0.78, cs: 11.7, cf: 50 })).toEqual({ a: 1.56, b: 0.23, c: 0 });
  });

  it('works the maize (Tamil Nadu, Vertisol) dose by hand, with FYM in the equation', () => {
    const r = stcrDoses(MAIZE_BY_HAND);
    // 3.78 × 100 − 0.78 × 224 − 0.89 × 62.5 = 147.655
    expect(r.doses.n?.kgPerHa).toBe(147.66);
    expect(r.doses.p2o5?.kgPerHa).toBe(90.86);
    expect(r.doses.k2o?.kgPerHa).toBe(98.12);
    expect(r.manureInEquation).toEqual({ n: true, p2o5: true, k2o: true });
  });

  it('never prescribes below 0, and says the soil covers the target', () => {
    const r = stcrDoses({
      equation: 'wheat-pb-alluvial',
      targetQPerHa: 40,
      crop: 'Wheat',
      soil: 'Alluvial',
      soilTest: { n: 600, p2o5: 100, k2o: 300 },
    });
    // 3.81 × 40 − 0.97 × 600 = −429.6
    expect(r.doses.n?.rawKgPerHa).toBe(-429.6);
    expect(r.doses.n?.kgPerHa).toBe(0);
    expect(r.doses.n?.text.en).toContain('the soil covers the target');
    expect(r.doses.k2o).toBeUndefined();
    expect(r.excluded.k2o?.en).toContain('rating rule');
  });

  it('refuses a target outside the range, another crop or soil, in English and Hindi with the same numbers', () => {
    const base = {
      equation: 'maize-tn-vertisol',
      crop: 'Maize' as const,
      soil: 'Black' as const,
      soilTest: { n: 200, p2o5: 40, k2o: 300 },
    };
    for (const targetQPerHa of [89.9, 110.1, Number.NaN]) {
      const err = (() => {
        try {
          stcrDoses({ ...base, targetQPerHa });
        } catch (e) {
          return e;
        }
      })() as StcrInputError;
      expect(err).toBeInstanceOf(StcrInputError);
      expect(err.field).toBe('target_yield');
      expect(numbers(err.message)).toBe(numbers(err.hi));
    }
    expect(() => stcrDoses({ ...base, targetQPerHa: 100, crop: 'Wheat' })).toThrow(/for Maize/);
    expect(() => stcrDoses({ ...base, targetQPerHa: 100, soil: 'Red' })).toThrow(/fitted on Black/);
    expect(() => stcrDoses({ ...base, targetQPerHa: 100, equation: 'soybean-mp' })).toThrow(StcrInputError);
  });

  it('cites a source with a verification for every equation, its range and its soil-test form', () => {
    for (const e of STCR_EQUATIONS) {
      expect(SOURCES[e.source]).toBeDefined();
      expect(e.note).toMatch(/^https?:\/\//);
      expect(['checked', 'recalled', 'judgement']).toContain(e.targetQPerHa.verification);
      expect(e.targetQPerHa.note.length).toBeGreaterThan(20);
      expect(e.targetQPerHa.min).toBeLessThan(e.targetQPerHa.max);
    }
  });
});

describe('credits (issue 37)', () => {
  it('credits FYM by its amount, analysis and first-season share, and deducts it in the plan', () => {
    const [line] = nutrientCredits({ manure: { id: 'fym', tPerHa: 10 } }, 'Wheat', false);
    // 10 t × 0.5 % = 50 kg N × 0.3; 20 kg P2O5 × 0.6; 50 kg K2O × 0.65
    expect(line).toMatchObject({ kind: 'manure', n: 15, p2o5: 12, k2o: 32.5 });
    const plan = planNutrients({
      recommended: { n: 120, p2o5: 60, k2o: 40 },
      ratings: { nitrogen: 'Medium', phosphorus: 'Medium', potassium: 'Medium' },
      rule: cropRule('Wheat'),
      credits: [line!],
    });
    expect([plan.adjusted.n, plan.adjusted.p2o5, plan.adjusted.k2o]).toEqual([105, 48, 7.5]);
    expect(plan.adjustments.n.kgPerHa).toBe(120);
  });

  it("credits a preceding legume's N to the next cereal only where a trial was read", () => {
    expect(nutrientCredits({ previousLegume: 'Green gram' }, 'Wheat', false)[0]).toMatchObject({ n: 30, verification: 'checked' });
    expect(nutrientCredits({ previousLegume: 'Chickpea' }, 'Maize', false)[0]).toMatchObject({ n: 18 });
    expect(nutrientCredits({ previousLegume: 'Chickpea' }, 'Rice', false)[0]).toMatchObject({ n: 0 });
    expect(nutrientCredits({ previousLegume: 'Green gram' }, 'Soybean', true)[0]!.text.en).toContain('itself a legume');
  });

  it('knows a credit rule or a "no trial" answer for every legume the screen offers', () => {
    expect(Object.keys(PREVIOUS_LEGUMES).sort()).toEqual([...PREVIOUS_LEGUME_CROPS].sort());
  });

  it('refuses a manure amount out of range and an unknown legume, with the same numbers in Hindi', () => {
    for (const tPerHa of [-1, 51]) {
      try {
        nutrientCredits({ manure: { id: 'fym', tPerHa } }, 'Wheat', false);
        expect.unreachable();
      } catch (e) {
        const err = e as Error & { hi: string; field: string };
        expect(err.field).toBe('manure_t_ha');
        expect(numbers(err.message)).toBe(numbers(err.hi));
      }
    }
    expect(() => nutrientCredits({ previousLegume: 'Banana' as never }, 'Wheat', false)).toThrow(/previous crop/);
  });
});

describe('the calculator with STCR and credits', () => {
  const reading = { nitrogen: 100, phosphorus: 10, potassium: 150, ph: 8, conductivity: 300 };
  const input = {
    zone: 'Southern Plateau & Hills (Tamil Nadu)',
    soil: 'Black',
    crop: 'Maize - Black gram',
    npk: '135:62.5:50',
    hectares: 1,
    reading,
    stcr: 'maize-tn-vertisol',
    targetYield: 100,
    manure: 'fym' as const,
    manureTPerHa: 12.5,
  };

  it('gives the same numbers in English and Hindi', () => {
    const en = calculateNutrients({ ...input, language: 'english' });
    const hi = calculateNutrients({ ...input, language: 'hindi' });
    expect(en.required_nutrients).toEqual({ nitrogen: 147.66, phosphorus: 90.86, potassium: 98.12 });
    expect(hi.required_nutrients).toEqual(en.required_nutrients);
    expect(en.recommendations.length).toBe(hi.recommendations.length);
    en.recommendations.forEach((line, i) => {
      if (line.startsWith('Source of the dose') || line.startsWith('The dose is adjusted')) return;
      expect(numbers(hi.recommendations[i]!.replaceAll('P₂O₅', '').replaceAll('K₂O', '')), line).toBe(
        numbers(line.replaceAll('P₂O₅', '').replaceAll('K₂O', '')),
      );
    });
  });

  it('without STCR or credits, gives the plan it gave before', () => {
    const { stcr: _s, targetYield: _t, manure: _m, manureTPerHa: _f, ...plain } = input;
    const r = calculateNutrients({ ...plain, language: 'english' });
    expect(r.stcr).toBeNull();
    expect(r.credits).toEqual([]);
    // Rating rule: N Low 135 × 1.25, P Medium, K High 50 × 0.75.
    expect(r.required_nutrients).toEqual({ nitrogen: 168.75, phosphorus: 62.5, potassium: 37.5 });
  });
});

// Issue 41: the credit and targeted-yield sentences in Marathi, not the Hindi, with the English figures.
describe('credits and targeted-yield doses in Marathi', () => {
  const marathi = (t: { en: string; hi: string; mr?: string }) => {
    expect(t.mr, t.en).toBeTruthy();
    expect(t.mr).not.toBe(t.hi);
    expect(t.mr).not.toMatch(/नाइट्रोजन|मिट्टी|किलो\/हेक्टेयर|घटाया/);
    expect(numbers(t.mr!), t.mr).toBe(numbers(t.en));
  };

  it('says every credit line in Marathi', () => {
    const lines = [
      ...nutrientCredits({ manure: { id: 'fym', tPerHa: 10 }, previousLegume: 'Green gram' }, 'Wheat', false),
      ...nutrientCredits({ manure: { id: 'compost', tPerHa: 5 }, previousLegume: 'Chickpea' }, 'Rice', false),
      ...nutrientCredits({ previousLegume: 'Green gram' }, 'Soybean', true),
      ...nutrientCredits({ manure: { id: 'fym', tPerHa: 12.5 } }, 'Maize', false, { n: true, p2o5: true, k2o: true }),
    ];
    expect(lines).toHaveLength(6);
    for (const l of lines) marathi(l.text);
    expect(lines[0]!.text.mr).toMatch(/^कुजलेले शेणखत हेक्टरी 10 टन/);
    expect(lines[1]!.text.mr).toMatch(/^मूग नंतर गहू पिकाला कमी नत्र लागते/);
  });

  it('says every targeted-yield dose and excluded nutrient in Marathi', () => {
    const maize = stcrDoses(MAIZE_BY_HAND);
    const wheat = stcrDoses({
      equation: 'wheat-pb-alluvial',
      targetQPerHa: 40,
      crop: 'Wheat',
      soil: 'Alluvial',
      soilTest: { n: 600, p2o5: 90, k2o: 900 },
    });
    const texts = [maize, wheat].flatMap((r) => [...Object.values(r.doses).map((d) => d!.text), ...Object.values(r.excluded)]);
    expect(texts.length).toBeGreaterThan(3);
    for (const t of texts) marathi(t);
  });
});
