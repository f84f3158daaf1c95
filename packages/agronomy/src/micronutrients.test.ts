import { describe, expect, it } from 'vitest';
import { fertilizerAdvice } from './advice.js';
import { calculateOption, type CalculatorOption, calculatorOptions } from './calculatorOptions.fixture.js';
import { MICRONUTRIENT_DEFAULTS } from './knowledge/micronutrients.js';
import { SOURCES } from './knowledge/sources.js';
import { micronutrientDefaults } from './micronutrients.js';

/** Every number of a text, sorted: the Hindi must say the same ones. */
const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

const reading = { nitrogen: 60, phosphorus: 6, potassium: 50 };

const options = calculatorOptions();

const calc = (o: CalculatorOption, ph: number | undefined, language: 'english' | 'hindi' = 'english') =>
  calculateOption(o, { ...reading, ...(ph !== undefined ? { ph } : {}) }, language);

describe('micronutrient defaults in the calculator (issue 37)', () => {
  it('buys the zinc sulphate or borax a dose names in its own condition, at its figure', () => {
    const named = options.filter((o) => /zinc sulphate|borax/i.test(o.dose.condition ?? ''));
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const o of named) {
      const [, kg, what] = /(\d+(?:\.\d+)?) kg (zinc sulphate|borax)/i.exec(o.dose.condition!)!;
      const product = /zinc/i.test(what!) ? 'zincSulphateHepta' : 'borax';
      const r = calc(o, 7);
      const rows = r.products.filter((p) => p.product === product);
      expect(rows, `${o.zone} ${o.crop} ${o.dose.condition}`).toHaveLength(1);
      expect(rows[0]!.kg).toBeCloseTo(Number(kg) * 2, 2);
    }
  });

  it('names each product once and each micronutrient once, for every option and pH, with the same numbers in Hindi', () => {
    let lines = 0;
    for (const o of options)
      for (const ph of [undefined, 7, 8, 9]) {
        const en = calc(o, ph);
        const hi = calc(o, ph, 'hindi');
        const products = en.products.map((p) => p.product);
        expect(new Set(products).size, `${o.zone} ${o.crop} pH ${ph}`).toBe(products.length);
        const nutrients = (en.micronutrients ?? []).map((m) => m.nutrient);
        expect(new Set(nutrients).size).toBe(nutrients.length);
        lines += nutrients.length;
        for (const [i, m] of (en.micronutrients ?? []).entries()) expect(numbers(hi.micronutrients![i]!.note)).toEqual(numbers(m.note));
        expect(hi.recommendations.length).toBe(en.recommendations.length);
      }
    expect(lines).toBeGreaterThan(100);
  });

  it('gives rice on a sodic soil zinc sulphate once: 25 kg/ha reclaimed, 37.5 kg/ha at pH above 8.5', () => {
    const sodic = options.find((o) => o.soil === 'Saline-Alkali' && o.dose.crop === 'Rice' && /sodic/.test(o.dose.condition ?? ''))!;
    const reclaimed = calc(sodic, 8.2);
    expect(reclaimed.products.filter((p) => p.product === 'zincSulphateHepta').map((p) => p.kg)).toEqual([50]);
    const unreclaimed = calc(sodic, 9.1);
    expect(unreclaimed.products.filter((p) => p.product === 'zincSulphateHepta').map((p) => p.kg)).toEqual([75]);
    expect(unreclaimed.micronutrients).toHaveLength(1);
    expect(unreclaimed.recommendations.filter((l) => /zinc sulphate/i.test(l) && /kg\/ha/.test(l))).toHaveLength(1);
  });
});

describe('micronutrientDefaults', () => {
  it('keeps the most specific entry and lists the ones it stands for', () => {
    const d = micronutrientDefaults({
      crop: 'Rice',
      system: 'Rice - Wheat',
      condition: 'reclaimed sodic soil (gypsum applied); add 25 kg zinc sulphate',
      doseSource: 'cssriCrops',
      ph: 9,
    });
    expect(d.lines.map((l) => l.id)).toEqual(['sodicRiceZincUnreclaimed']);
    expect(d.lines[0]!.replaces).toEqual(['sodicRiceZincReclaimed', 'hauRiceZinc']);
    const reclaimed = micronutrientDefaults({
      crop: 'Rice',
      system: 'Rice - Wheat',
      condition: 'reclaimed sodic soil',
      doseSource: 'cssriCrops',
      ph: 8,
    });
    expect(reclaimed.lines.map((l) => [l.id, l.soil?.kgPerHa])).toEqual([['sodicRiceZincReclaimed', 25]]);
    expect(reclaimed.lines[0]!.replaces).toEqual(['hauRiceZinc']);
    // Rice of a rice–wheat system elsewhere: HAU's figure.
    const plain = micronutrientDefaults({ crop: 'Rice', system: 'Rice - Wheat', condition: null, doseSource: 'upAgriPop', ph: 7 });
    expect(plain.lines.map((l) => [l.id, l.soil?.kgPerHa])).toEqual([['hauRiceZinc', 24.71]]);
  });

  it('drops a default when a soil test shows the nutrient at or above its critical limit', () => {
    const d = micronutrientDefaults({ crop: 'Ground Nuts', ph: 8, measured: { b: 0.5, fe: 3 } });
    expect(d.dropped.map((x) => x.nutrient)).toEqual(['b']);
    expect(d.lines.map((l) => l.id)).toEqual(['groundnutIronSpray']);
    expect(d.lines[0]!.soil).toBeUndefined();
  });

  it('gives nothing to a crop none of the entries names', () => {
    expect(micronutrientDefaults({ crop: 'Cotton', system: 'Cotton - Wheat', ph: 9 }).lines).toEqual([]);
  });

  it('says where each checked figure was read, and the same numbers in Hindi', () => {
    for (const e of MICRONUTRIENT_DEFAULTS) {
      if (e.verification === 'checked') expect(`${e.note} ${(SOURCES[e.source] as { url?: string }).url ?? ''}`).toMatch(/https?:\/\//);
      expect(numbers(e.timing.hi)).toEqual(numbers(e.timing.en));
      expect(numbers(e.why.hi)).toEqual(numbers(e.why.en));
      expect(e.asDefault.note.length).toBeGreaterThan(20);
    }
  });

  // Issue 41: each entry and each plan line in Marathi, not the Hindi, with the English figures.
  it('says every entry and line in Marathi with the same numbers', () => {
    const texts = MICRONUTRIENT_DEFAULTS.flatMap((e) => [e.timing, e.why]);
    for (const crop of ['Rice', 'Wheat', 'Toria', 'Mustard', 'Ground Nuts'])
      for (const ph of [7, 8, 9])
        for (const measured of [undefined, { zn: 0.1, b: 0.1, fe: 0.1 }])
          texts.push(...micronutrientDefaults({ crop, system: 'Rice - Wheat', condition: null, ph, measured }).lines.map((l) => l.text));
    expect(texts.length).toBeGreaterThan(40);
    for (const t of texts) {
      expect(t.mr, t.en).toBeTruthy();
      if (t.en.split(' ').length > 3) expect(t.mr).not.toBe(t.hi);
      expect(t.mr).not.toMatch(/जिंक|आयरन|किलो\/हेक्टेयर|मिट्टी|करें/);
      expect(numbers(t.mr!), t.mr).toEqual(numbers(t.en));
    }
  });
});

describe('micronutrient defaults in the fertilizer advice (issue 37)', () => {
  const paddy = {
    language: 'english' as const,
    crop: 'Paddy',
    soilType: 'Loamy',
    nitrogen: 100,
    phosphorus: 8,
    potassium: 60,
    unit: 'mg/kg' as const,
    ph: 9,
  };

  it('corrects a card zinc deficiency once, with the sodic-soil dose', () => {
    const { markdown, plan } = fertilizerAdvice({ ...paddy, micronutrients: { zn: 0.4 } });
    expect(plan.products.filter((p) => p.product === 'zincSulphateHepta').map((p) => p.kgPerHa)).toEqual([37.5]);
    expect(plan.micronutrients.find((m) => m.nutrient === 'zn')?.correction).toBeUndefined();
    expect(markdown).not.toMatch(/zinc sulphate \(21 % Zn\) 25 kg\/ha/);
    expect(markdown).toContain('the Zinc (Zn) line under "What to buy" corrects it');
  });

  it('leaves zinc out when the card shows enough', () => {
    const { plan } = fertilizerAdvice({ ...paddy, micronutrients: { zn: 1.2 } });
    expect(plan.products.some((p) => p.product === 'zincSulphateHepta')).toBe(false);
    expect(plan.micronutrientDefaults?.dropped.map((d) => d.nutrient)).toEqual(['zn']);
  });

  it.each([
    ['Paddy', 9, { zn: 0.4 }],
    ['Ground Nuts', 8, undefined],
    ['Oil seeds', 7, undefined],
  ] as const)('writes %s in Hindi with the same numbers', (crop, ph, micronutrients) => {
    const input = { ...paddy, crop, ph, ...(micronutrients ? { micronutrients } : {}) };
    const body = (md: string) => md.split(/\n## (?:Sources|स्रोत)\n/)[0]!;
    const en = fertilizerAdvice(input).markdown;
    const hi = fertilizerAdvice({ ...input, language: 'hindi' }).markdown;
    expect(numbers(body(hi))).toEqual(numbers(body(en)));
    expect(en).toMatch(/Zinc sulphate|Borax|ferrous sulphate/);
  });
});
