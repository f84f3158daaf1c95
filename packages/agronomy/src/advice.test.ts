import { FERTILIZER_CROP_TYPES, SOIL_TYPES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { SOIL_WATER_SOURCES } from './advice.js';
import { ADVICE_TEMPLATE, type AdviceInput, fertilizerAdvice, SOIL_TYPE_SOIL_WATER, soilWaterLines } from './index.js';

/** What to do first, then how it was worked out (issue 22). */
const ENGLISH_HEADINGS = [
  '## What to buy',
  '## When to apply',
  '## Water and soil condition',
  '## Organic options',
  '## Soil test ratings',
  '## Recommended dose for',
  '## Sources',
];

const card: AdviceInput = {
  language: 'english',
  crop: 'Paddy',
  soilType: 'Clayey',
  nitrogen: 480,
  phosphorus: 9.63,
  potassium: 201,
  unit: 'kg/ha',
  moisture: 70,
  ph: 5.2,
  conductivityDsPerM: 2.5,
  organicCarbon: 0.42,
  micronutrients: { zn: 0.4, fe: 3, b: 0.3, s: 8, mn: 1.5, cu: 0.3 },
  predicted: { fertilizer: '14-35-14', grade: '14-35-14' },
};

/** Share of letters (any script) that are Devanagari. */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  const deva = letters.filter((c) => /[\u0900-\u097F]/.test(c));
  return deva.length / letters.length;
}

/** Every number in the text, sorted (sources excluded: their citations are in the original language). */
function numbers(markdown: string): string[] {
  const body = markdown.split(/\n## (?:Sources|स्रोत)\n/)[0]!;
  return (body.match(/\d+(?:\.\d+)?/g) ?? []).sort();
}

describe('fertilizerAdvice sections', () => {
  it('has the English sections in order', () => {
    const { markdown } = fertilizerAdvice(card);
    const at = ENGLISH_HEADINGS.map((h) => markdown.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('opens with what to do, in Hindi too, and says the dose before the products', () => {
    const hi = fertilizerAdvice({ ...card, language: 'hindi' }).markdown;
    const at = ['## क्या खरीदें', '## कब डालें', '## पानी और मिट्टी की दशा', '## जैविक विकल्प', '## मिट्टी जाँच की रेटिंग', '## स्रोत'].map((h) =>
      hi.indexOf(h),
    );
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const { markdown, plan } = fertilizerAdvice(card);
    const buy = markdown.split('## What to buy')[1]!.split('## When to apply')[0]!;
    expect(buy.trimStart()).toMatch(/^Your dose: \*\*[\d.]+-[\d.]+-[\d.]+\*\* kg/);
    expect(buy).toContain(`**${Math.round(plan.adjusted.n * 10) / 10}-`);
  });

  it('covers lime, salinity, micronutrients and paddy water management when the card shows them', () => {
    const { markdown } = fertilizerAdvice(card);
    expect(markdown).toContain('agricultural lime');
    expect(markdown).toContain('lime requirement test');
    expect(markdown).toContain('Critical for sensitive crops');
    expect(markdown).toContain('zinc sulphate (21 % Zn) 25 kg/ha');
    expect(markdown).toContain('ferrous sulphate 50 kg/ha');
    expect(markdown).toContain('borax 10 kg/ha');
    expect(markdown).toContain('Copper (Cu) 0.3 ppm is above the critical 0.2 ppm');
    expect(markdown).toContain('for paddy, lower the water');
    expect(markdown).toContain('NPK 14-35-14');
    const organic = markdown.split('## Organic options')[1]!.split('## Sources')[0]!;
    expect(organic).toContain('Azospirillum');
    expect(organic).not.toContain('Rhizobium');
  });

  it('advises gypsum for sodic soil and irrigation for dry soil', () => {
    const { markdown } = fertilizerAdvice({ ...card, crop: 'Wheat', ph: 9.1, moisture: 12, conductivityDsPerM: 5 });
    expect(markdown).toContain('gypsum at 50 % of the gypsum requirement');
    expect(markdown).toContain('irrigate before applying fertilizer');
    expect(markdown).toContain('The soil is saline (above 3 dS/m)');
  });

  it('calls a 1:2 reading above 3 dS/m saline (Muhr et al.), not only above the saturation-extract 4', () => {
    expect(fertilizerAdvice({ ...card, conductivityDsPerM: 3 }).markdown).toContain('Salts will hurt sensitive crops');
    const { markdown, plan } = fertilizerAdvice({ ...card, conductivityDsPerM: 3.5 });
    expect(plan.conductivity?.class).toBe('Injurious to most crops');
    expect(markdown).toContain('The soil is saline (above 3 dS/m)');
    expect(fertilizerAdvice({ ...card, conductivityDsPerM: 3.5, language: 'hindi' }).markdown).toContain(
      'मिट्टी लवणीय है (3 डेसी सीमेंस/मी से ऊपर)',
    );
  });

  it('lists the sources it used, with the crop source', () => {
    const { markdown, plan } = fertilizerAdvice(card);
    const sources = markdown.split('## Sources')[1]!;
    expect(sources).toContain('TNAU Agritech Portal: Crop Production — Rice');
    expect(sources).toContain('Fertiliser (Control) Order, 1985');
    expect(sources).toContain('Kerala');
    // The plan's sources, then the soil-water model's (the card has a moisture reading).
    expect(plan.sources.length + SOIL_WATER_SOURCES.length).toBe(sources.trim().split('\n').length);
    expect(sources).toContain('FAO Irrigation and Drainage Paper 56');
    expect(fertilizerAdvice({ ...card, moisture: undefined }).markdown.split('## Sources')[1]).not.toContain('Paper 56');
  });

  it('describes its template', () => {
    expect(ADVICE_TEMPLATE).toContain('125 %');
    expect(ADVICE_TEMPLATE).toContain('× 2.24');
  });
});

describe('Hindi advice', () => {
  const inputs: AdviceInput[] = [
    card,
    {
      language: 'english',
      crop: 'Wheat',
      soilType: 'Loamy',
      nitrogen: 100,
      phosphorus: 8,
      potassium: 150,
      unit: 'mg/kg',
      moisture: 25,
      temperature: 38,
    },
    ...FERTILIZER_CROP_TYPES.map((crop, i) => ({
      language: 'english' as const,
      crop,
      soilType: SOIL_TYPES[i % SOIL_TYPES.length]!,
      nitrogen: 40 + i * 7,
      phosphorus: 3 + i,
      potassium: 30 + i * 9,
      unit: 'mg/kg' as const,
      moisture: (i * 13) % 90,
      predicted: { fertilizer: 'DAP', grade: '18-46-0' },
    })),
  ];

  it.each(inputs.map((input) => [input.crop, input] as const))('is Hindi for %s, with the same numbers as the English', (_crop, input) => {
    const en = fertilizerAdvice(input).markdown;
    const hi = fertilizerAdvice({ ...input, language: 'hindi' }).markdown;
    expect(devanagariShare(hi)).toBeGreaterThan(0.6);
    for (const heading of ENGLISH_HEADINGS) expect(hi).not.toContain(heading);
    for (const heading of ['## मिट्टी जाँच की रेटिंग', '## क्या खरीदें', '## कब डालें', '## पानी और मिट्टी की दशा', '## जैविक विकल्प', '## स्रोत']) {
      expect(hi).toContain(heading);
    }
    expect(numbers(hi)).toEqual(numbers(en));
  });

  it('uses the Hindi product names', () => {
    const hi = fertilizerAdvice({ ...card, language: 'hindi' }).markdown;
    expect(hi).toContain('यूरिया');
    expect(hi).toContain('डीएपी');
    expect(hi).toContain('एमओपी');
  });
});

describe("soil moisture on the soil type's own lines (issue 37: one soil-water model)", () => {
  const water = (soilType: string, moisture: number, language: 'english' | 'hindi' = 'english') =>
    fertilizerAdvice({ ...card, crop: 'Wheat', soilType, moisture, language })
      .markdown.split(language === 'english' ? '## Water and soil condition' : '## पानी और मिट्टी की दशा')[1]!
      .split('\n- ')[1]!;

  it('calls 50 % on a black soil more than it can hold, where the flat lines called it suitable', () => {
    const text = water('Black', 50);
    expect(text).toContain('Soil moisture 50 % (volumetric) is more than Black soil can hold (saturation about 47.5 %)');
    expect(text).not.toContain('suitable');
  });

  it('calls 40 % on a black soil waterlogged and 37 % above field capacity', () => {
    expect(water('Black', 40)).toContain('near the saturation of Black soil (47.5 %; above 37.5 % less than a tenth of the soil is air)');
    expect(water('Black', 37)).toContain('above the field capacity of Black soil (36 %)');
  });

  it('calls 25 % on a black clay dry (below 29 %), where the flat 20 % line called it suitable', () => {
    expect(water('Black', 25)).toContain('is low for Black soil: below 29 %');
  });

  it('calls 15 % on a sandy soil wet (field capacity 12 %) and 22 % on a loam suitable', () => {
    expect(water('Sandy', 15)).toContain('above the field capacity of Sandy soil (12 %)');
    expect(water('Loamy', 22)).toContain('between the dry line 18.5 % and field capacity 25 % of Loamy soil: suitable');
  });

  it('uses the lines of soilWater.ts for every soil type, in order, and says the same numbers in Hindi', () => {
    for (const [soilType, soil] of Object.entries(SOIL_TYPE_SOIL_WATER)) {
      const l = soilWaterLines(soil);
      expect(100 * soil.wiltingPoint).toBeLessThan(l.dryBelow);
      expect(l.dryBelow).toBeLessThan(l.fieldCapacity);
      expect(l.fieldCapacity).toBeLessThan(l.waterloggedAbove);
      expect(l.waterloggedAbove).toBeLessThan(l.saturation);
      for (const m of [
        l.dryBelow - 1,
        (l.dryBelow + l.fieldCapacity) / 2,
        l.fieldCapacity + 0.5,
        l.waterloggedAbove + 0.5,
        l.saturation + 1,
      ]) {
        const en = water(soilType, m);
        const hi = water(soilType, m, 'hindi');
        expect(en).toContain('(volumetric');
        expect(hi).toContain('(आयतनात्मक');
        const nums = (t: string) => (t.match(/\d+(?:\.\d+)?/g) ?? []).sort();
        expect(nums(hi)).toEqual(nums(en));
      }
    }
  });
});
