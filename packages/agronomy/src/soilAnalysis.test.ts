import { CONDUCTIVITY_CATEGORIES, NUTRIENT_CATEGORIES, PH_ANOMALY_REASONS, type NutrientCategory } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { PH_CLASSES } from './knowledge/soilTest.js';
import { SOURCES } from './knowledge/sources.js';
import {
  ANOMALY_SUGGESTION_SOURCES,
  ANOMALY_SUGGESTIONS,
  classifyReading,
  CONDUCTIVITY_CLASS_ADVICE,
  FERTILITY_INDEX_RULE,
  nutrientIndex,
  readingFertility,
  legumeNitrogenAdvice,
  analysisCropRule,
  isFaultyReading,
  NUTRIENT_CLASS_ADVICE,
  PH_CLASS_ADVICE,
  phSuggestion,
  type ProbeValues,
} from './soilAnalysis.js';

/** A reading that is Medium / Neutral / Normal everywhere; tests change one value. */
const base: ProbeValues = { nitrogen: 150, phosphorus: 8, potassium: 80, ph: 7, conductivity: 300 };
const withValue = (patch: Partial<ProbeValues>) => classifyReading({ ...base, ...patch });

describe('classifyReading: N, P, K on the Soil Health Card scales after mg/kg × 2.24', () => {
  it.each([
    // nitrogen: Low < 280, Medium 280–560, High > 560 kg/ha
    ['nitrogen', 124.9, 279.78, 'Low'],
    ['nitrogen', 125, 280, 'Medium'],
    ['nitrogen', 250, 560, 'Medium'],
    ['nitrogen', 250.1, 560.22, 'High'],
    // phosphorus: Low < 10, Medium 10–25, High > 25 kg/ha P
    ['phosphorus', 4.46, 9.99, 'Low'],
    ['phosphorus', 4.4643, 10, 'Medium'],
    ['phosphorus', 11.16, 25, 'Medium'],
    ['phosphorus', 11.17, 25.02, 'High'],
    // potassium: Low < 120.83, Medium 120.83–280.83, High > 280.83 kg/ha K (the card's 145–337 K₂O ÷ 1.2)
    ['potassium', 53.93, 120.8, 'Low'],
    ['potassium', 53.94, 120.83, 'Medium'],
    ['potassium', 125.37, 280.83, 'Medium'],
    ['potassium', 125.38, 280.85, 'High'],
    ['nitrogen', 0, 0, 'Low'],
  ] as const)('%s %d mg/kg = %d kg/ha is %s', (nutrient, mgPerKg, kgPerHa, category) => {
    const c = withValue({ [nutrient]: mgPerKg })[nutrient];
    expect(c.kgPerHa).toBe(kgPerHa);
    expect(c.category).toBe(category);
    expect(c.suggestion).toBe(NUTRIENT_CLASS_ADVICE[nutrient][category].suggestion);
  });

  it('gives the agronomic step of each rating', () => {
    expect(NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion.en).toMatch(/Nutrient Calculator/);
    expect(NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion.en).toMatch(/FYM/);
    expect(NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion.en).toMatch(/green manure/);
    expect(NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion.hi).toMatch(/पोषक तत्व कैलकुलेटर/);
    expect(NUTRIENT_CLASS_ADVICE.phosphorus.High.suggestion.en).toMatch(/zinc/);
    expect(NUTRIENT_CLASS_ADVICE.phosphorus.High.suggestion.hi).toMatch(/जिंक/);
    // Nitrogen's Low text leaves the dose to the planner, which knows the crop (issue 37).
    for (const n of ['phosphorus', 'potassium'] as const) expect(NUTRIENT_CLASS_ADVICE[n].Low.suggestion.en).toMatch(/25 % more/);
    for (const n of ['nitrogen', 'phosphorus', 'potassium'] as const) {
      expect(NUTRIENT_CLASS_ADVICE[n].High.suggestion.en).toMatch(/[Cc]ut .* by about 25 %/);
    }
  });

  it('refuses values no stored reading can have', () => {
    expect(() => withValue({ nitrogen: -1 })).toThrow(/nitrogen/);
    expect(() => withValue({ potassium: Number.NaN })).toThrow(/potassium/);
    expect(() => withValue({ conductivity: Number.POSITIVE_INFINITY })).toThrow(/conductivity/);
    expect(() => withValue({ ph: 15 })).toThrow(/pH/);
  });
});

describe('classifyReading: pH', () => {
  it.each([
    [4.2, 'Strongly acidic', 'Acidic'],
    [5.49, 'Strongly acidic', 'Acidic'],
    [5.5, 'Strongly acidic', 'Acidic'],
    [5.51, 'Moderately acidic', 'Acidic'],
    [6.49, 'Moderately acidic', 'Acidic'],
    [6.5, 'Neutral', 'Optimal'],
    [7.5, 'Neutral', 'Optimal'],
    [7.51, 'Moderately alkaline', 'Alkaline'],
    [8.5, 'Moderately alkaline', 'Alkaline'],
    [8.51, 'Strongly alkaline', 'Alkaline'],
  ] as const)('pH %d is %s (%s)', (ph, cls, category) => {
    const c = withValue({ ph }).ph;
    expect(c.class).toBe(cls);
    expect(c.category).toBe(category);
    expect(c.suggestion).toEqual(phSuggestion(ph));
  });

  it('advises lime up to 5.5 at the rate of the pH band, gypsum above 8.5, nothing in the neutral range', () => {
    expect(phSuggestion(4.2).en).toMatch(/lime .* 850 kg\/ha/);
    expect(phSuggestion(4.7).en).toMatch(/600 kg\/ha/);
    expect(phSuggestion(5.49).en).toMatch(/350 kg\/ha/);
    expect(phSuggestion(5.2).hi).toMatch(/चूना/);
    expect(phSuggestion(5.2).hi).toMatch(/350 किलो\/हेक्टेयर/);
    expect(phSuggestion(5.5).en).toMatch(/350 kg\/ha/);
    expect(phSuggestion(5.51).en).not.toMatch(/Apply agricultural lime/);
    expect(phSuggestion(8.5).en).not.toMatch(/Apply gypsum|apply gypsum/);
    expect(phSuggestion(8.51).en).toMatch(/gypsum requirement/);
    expect(phSuggestion(8.51).hi).toMatch(/जिप्सम/);
    expect(phSuggestion(7)).toEqual(PH_CLASS_ADVICE.Neutral.suggestion);
    expect(PH_CLASS_ADVICE['Strongly acidic'].suggestion.en).toMatch(/350–1000 kg\/ha by pH \(140–400 kg\/acre\)/);
  });

  it('uses the lime rate of the pH band the reading falls in, both ends of a band inclusive (Kerala bands)', () => {
    expect(phSuggestion(3.2).en).toMatch(/1000 kg\/ha/);
    expect(phSuggestion(4.4).en).toMatch(/850 kg\/ha/);
    expect(phSuggestion(4.5).en).toMatch(/600 kg\/ha/);
    expect(phSuggestion(5.0).en).toMatch(/600 kg\/ha \(240 kg\/acre\)/);
    expect(phSuggestion(5.0).hi).toMatch(/600 किलो\/हेक्टेयर/);
    expect(phSuggestion(5.1).en).toMatch(/350 kg\/ha/);
  });

  it('gives the fault advice, not lime, for a pH the detector calls a sensor fault', () => {
    for (const ph of [0, 2.99, 10.01, 14, Number.NaN, Number.POSITIVE_INFINITY, -1])
      expect(phSuggestion(ph), String(ph)).toEqual(ANOMALY_SUGGESTIONS.sensor_fault);
    expect(phSuggestion(3).en).toMatch(/lime/);
    expect(phSuggestion(10).en).toMatch(/gypsum/);
  });
});

describe('classifyReading: conductivity µS/cm → dS/m', () => {
  it.each([
    [0, 0, 'Normal Conductivity'],
    [999, 0.999, 'Normal Conductivity'],
    [1000, 1, 'Critical for Germination'],
    [2000, 2, 'Critical for Germination'],
    [2001, 2.001, 'Critical for sensitive crops'],
    [3000, 3, 'Critical for sensitive crops'],
    [3001, 3.001, 'Injurious to most crops'],
    [4000, 4, 'Injurious to most crops'],
    [20000, 20, 'Injurious to most crops'],
  ] as const)('%d µS/cm = %d dS/m is %s', (microSiemens, dSPerM, category) => {
    const c = withValue({ conductivity: microSiemens }).conductivity;
    expect(c.dSPerM).toBe(dSPerM);
    expect(c.category).toBe(category);
    expect(c.suggestion).toBe(CONDUCTIVITY_CLASS_ADVICE[category].suggestion);
  });

  it('the four classes are the contract categories and say what to do', () => {
    expect(Object.keys(CONDUCTIVITY_CLASS_ADVICE).sort()).toEqual([...CONDUCTIVITY_CATEGORIES].sort());
    expect(CONDUCTIVITY_CLASS_ADVICE['Injurious to most crops'].suggestion.en).toMatch(/[Ll]each/);
    expect(CONDUCTIVITY_CLASS_ADVICE['Injurious to most crops'].suggestion.en).toMatch(/salt-tolerant/);
    expect(CONDUCTIVITY_CLASS_ADVICE['Critical for Germination'].suggestion.en).toMatch(/pre-sowing irrigation/);
  });
});

describe("Parker's nutrient index (per nutrient over samples) and a reading's mean score", () => {
  const many = (counts: Partial<Record<NutrientCategory, number>>) =>
    (Object.entries(counts) as [NutrientCategory, number][]).flatMap(([c, k]) => Array<NutrientCategory>(k).fill(c));

  it.each([
    [['Low', 'Low', 'Low'], 1, 'Low'],
    [['Low', 'Low', 'Medium'], 1.33, 'Low'],
    [['Low', 'Medium', 'Medium'], 1.67, 'Medium'],
    [['Low', 'High', 'Medium'], 2, 'Medium'],
    [['Medium', 'Medium', 'High'], 2.33, 'Medium'],
    [['Medium', 'High', 'High'], 2.67, 'High'],
    [['High', 'High', 'High'], 3, 'High'],
  ] as const)('%j: index %d, %s', (ratings, index, category) => {
    expect(nutrientIndex(ratings)).toEqual({ index, category });
    expect(readingFertility(ratings)).toEqual({ index, category });
  });

  it('classes on the index rounded to two decimals: < 1.67 Low, 1.67–2.33 Medium (both included), > 2.33 High', () => {
    expect(nutrientIndex(many({ Low: 34, Medium: 66 }))).toEqual({ index: 1.66, category: 'Low' });
    expect(nutrientIndex(many({ Low: 33, Medium: 67 }))).toEqual({ index: 1.67, category: 'Medium' });
    expect(nutrientIndex(many({ Medium: 67, High: 33 }))).toEqual({ index: 2.33, category: 'Medium' });
    expect(nutrientIndex(many({ Medium: 66, High: 34 }))).toEqual({ index: 2.34, category: 'High' });
    // 1.665 and 2.335 lie on the rounding edge; what matters is that the class follows the shown index.
    for (const counts of [
      { Low: 335, Medium: 665 },
      { Medium: 665, High: 335 },
    ]) {
      const f = nutrientIndex(many(counts));
      expect(f.category).toBe(f.index < 1.67 ? 'Low' : f.index > 2.33 ? 'High' : 'Medium');
    }
    expect(FERTILITY_INDEX_RULE).toMatchObject({ scores: { Low: 1, Medium: 2, High: 3 }, lowBelow: 1.67, highAbove: 2.33 });
  });

  it('is the mean rating score of a reading', () => {
    // N Low (100 mg/kg = 224 kg/ha), P Medium (5 → 11.2), K Medium (80 → 179.2): (1 + 2 + 2) / 3
    expect(classifyReading({ ...base, nitrogen: 100, phosphorus: 5, potassium: 80 }).fertility).toEqual({
      index: 1.67,
      category: 'Medium',
    });
    expect(classifyReading({ ...base, nitrogen: 300, phosphorus: 20, potassium: 80 }).fertility).toEqual({ index: 2.67, category: 'High' });
    expect(classifyReading({ ...base, nitrogen: 10, phosphorus: 1, potassium: 10 }).fertility).toEqual({ index: 1, category: 'Low' });
  });

  it('refuses no ratings or an unknown one', () => {
    expect(() => nutrientIndex([])).toThrow(/at least one/);
    expect(() => readingFertility([])).toThrow(/at least one/);
    expect(() => nutrientIndex(['Low', 'Very high' as NutrientCategory])).toThrow(/Very high/);
  });
});

describe('nitrogen advice knows the crop (issue 37, harm 4)', () => {
  const low = { ...base, nitrogen: 10 };
  const tells25MoreUrea = (text: string) => /25 %/.test(text) && /urea/i.test(text);

  it('the Low text without a crop gives no dose and keeps legumes off urea', () => {
    const en = classifyReading(low).nitrogen.suggestion.en;
    expect(classifyReading(low).nitrogen.category).toBe('Low');
    expect(tells25MoreUrea(en)).toBe(false);
    expect(en).toMatch(/soybean/);
    expect(en).toMatch(/no urea top-dressing/);
    expect(NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion.hi).toMatch(/यूरिया की ऊपरी खाद नहीं/);
  });

  it.each(['Soybean', 'soyabean', 'Groundnut', 'Ground Nuts', 'Chickpea', 'Pulses'])('%s: starter N only, at every N rating', (crop) => {
    const rule = analysisCropRule(crop);
    expect(rule?.starterN).toBeDefined();
    for (const nitrogen of [10, 150, 300]) {
      const s = classifyReading({ ...base, nitrogen }, { crop: rule! }).nitrogen.suggestion;
      expect(tells25MoreUrea(s.en)).toBe(false);
      expect(s.en).toMatch(/starter nitrogen at sowing/);
      expect(s.en).toContain(rule!.name.en);
      expect(s.hi).toContain(rule!.name.hi);
      expect(s.hi).toMatch(/राइजोबियम/);
    }
    expect(legumeNitrogenAdvice(rule!, 'Low').suggestion.en).toMatch(/Nitrogen is low/);
  });

  it('a cereal keeps the general text; an unknown crop is not a crop', () => {
    const wheat = analysisCropRule('wheat');
    expect(wheat).toBeDefined();
    expect(classifyReading(low, { crop: wheat! }).nitrogen.suggestion).toEqual(NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion);
    expect(analysisCropRule('banana split')).toBeUndefined();
  });
});

describe('isFaultyReading', () => {
  const zero = { nitrogen: 0, phosphorus: 0, potassium: 0, ph: 0, conductivity: 0, temperature: 0, moisture: 0 };
  it('is true only when all seven values are exactly 0', () => {
    expect(isFaultyReading(zero)).toBe(true);
    for (const key of Object.keys(zero) as (keyof typeof zero)[]) {
      expect(isFaultyReading({ ...zero, [key]: 0.1 }), key).toBe(false);
      expect(isFaultyReading({ ...zero, [key]: Number.NaN }), key).toBe(false);
    }
    expect(isFaultyReading({ ...base, temperature: 25, moisture: 30 })).toBe(false);
  });
});

describe('texts and sources', () => {
  const advice = [
    ...Object.values(NUTRIENT_CLASS_ADVICE).flatMap((byRating) => Object.values(byRating)),
    ...Object.values(PH_CLASS_ADVICE),
    ...Object.values(CONDUCTIVITY_CLASS_ADVICE),
  ];
  const texts = [...advice.map((a) => a.suggestion), ...Object.values(ANOMALY_SUGGESTIONS), phSuggestion(4.2), phSuggestion(5.2)];

  it('every class has advice: 3 ratings × 3 nutrients, 5 pH classes, 4 EC classes, 3 anomaly reasons', () => {
    for (const n of ['nitrogen', 'phosphorus', 'potassium'] as const)
      expect(Object.keys(NUTRIENT_CLASS_ADVICE[n]).sort()).toEqual([...NUTRIENT_CATEGORIES].sort());
    expect(Object.keys(PH_CLASS_ADVICE).sort()).toEqual(PH_CLASSES.map((c) => c.class).sort());
    expect(Object.keys(ANOMALY_SUGGESTIONS).sort()).toEqual([...PH_ANOMALY_REASONS].sort());
  });

  it('English has no Devanagari; Hindi is Devanagari with no Latin letters', () => {
    for (const text of texts) {
      expect(text.en.length).toBeGreaterThan(20);
      expect(text.en).not.toMatch(/[\u0900-\u097F]/);
      expect(text.hi.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(20);
      expect(text.hi, text.hi).not.toMatch(/[A-Za-z]/);
    }
  });

  it('every rule cites sources that exist', () => {
    for (const a of advice) {
      expect(a.sources.length).toBeGreaterThan(0);
      for (const id of a.sources) expect(SOURCES[id], id).toBeDefined();
    }
    for (const id of [...FERTILITY_INDEX_RULE.sources, ...ANOMALY_SUGGESTION_SOURCES]) expect(SOURCES[id], id).toBeDefined();
    expect(SOURCES.parker1951.citation).toMatch(/Agronomy Journal 43: 105–112/);
  });

  it('anomaly advice: check, clean, recalibrate, re-seat, ignore', () => {
    expect(ANOMALY_SUGGESTIONS.sensor_fault.en).toMatch(/ignore/);
    expect(ANOMALY_SUGGESTIONS.sensor_fault.en).toMatch(/recalibrate/);
    expect(ANOMALY_SUGGESTIONS.spike.en).toMatch(/re-seat/);
    expect(ANOMALY_SUGGESTIONS.stuck.en).toMatch(/restart/);
  });
});

// Issue 41: every suggestion of the soil data analysis in Marathi, not the Hindi, with the English figures.
describe('suggestions in Marathi', () => {
  const numbers = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).sort();
  it('says every class, lime, anomaly and legume suggestion in Marathi', () => {
    const texts = [
      ...Object.values(NUTRIENT_CLASS_ADVICE).flatMap((byCategory) => Object.values(byCategory).map((a) => a.suggestion)),
      ...Object.values(PH_CLASS_ADVICE).map((a) => a.suggestion),
      ...[4, 4.6, 5.2, 5.5, 6, 7, 8, 9].map((ph) => phSuggestion(ph)),
      ...Object.values(CONDUCTIVITY_CLASS_ADVICE).map((a) => a.suggestion),
      ...Object.values(ANOMALY_SUGGESTIONS),
      ...(['Low', 'Medium', 'High'] as const).map((c) => legumeNitrogenAdvice(analysisCropRule('Soybean')!, c).suggestion),
    ];
    expect(texts.length).toBeGreaterThan(25);
    for (const t of texts) {
      expect(t.mr, t.en).toBeTruthy();
      expect(t.mr).not.toBe(t.hi);
      expect(t.mr).not.toMatch(/मिट्टी|नाइट्रोजन|किलो\/हेक्टेयर|\sहै[\s।,:;.]|करें|।/);
      expect(numbers(t.mr!), t.mr).toEqual(numbers(t.en));
    }
    expect(legumeNitrogenAdvice(analysisCropRule('Soybean')!, 'Low').suggestion.mr).toMatch(/^नत्र कमी आहे, पण सोयाबीन हे कडधान्य पीक आहे/);
  });
});
