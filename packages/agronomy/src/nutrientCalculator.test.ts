import { AGRO_REGION_NAMES, calculateResponseSchema, DEFAULT_CALCULATOR_ZONE } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CalculateNutrientsInput,
  calculateNutrients,
  CalculatorInputError,
  calculatorCrops,
  calculatorDoses,
  calculatorSoils,
  calculatorZones,
  formatNpkRatio,
} from './nutrientCalculator.js';

const HP = DEFAULT_CALCULATOR_ZONE; // 'Western Himalayas (J & K, H.P.)'
const MALWA = 'Western Plateau & Hills (Malwa, M.P.)';

function thrown(fn: () => unknown): CalculatorInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CalculatorInputError) return e;
    throw e;
  }
  throw new Error('expected a CalculatorInputError');
}

/**
 * Worked example 1 — maize in the Maize - Wheat system, Mountain soil, Western Himalayas (HP Department
 * of Agriculture: hybrids and composites in high-rainfall areas 120:60:40 kg/ha), 2 ha, English.
 *
 *   Reading N 24, P 14, K 22 mg/kg; pH 5.2; EC 450 µS/cm.
 *   N  24 × 2.24 = 53.76 kg/ha                        → Low    (< 280)   → 125 % of 120 = 150 kg/ha
 *   P  14 × 2.24 = 31.36 kg/ha P; × 2.29 = 71.81 P2O5 → High   (> 25 P)  →  75 % of  60 =  45 kg/ha
 *   K  22 × 2.24 = 49.28 kg/ha K; × 1.2  = 59.14 K2O  → Low    (< 120.83) → 125 % of  40 =  50 kg/ha
 *
 *   Required on 2 ha: N 150 × 2 = 300, P2O5 45 × 2 = 90, K2O 50 × 2 = 100   → total 490 kg
 *   Excess on 2 ha:   N 0, P2O5 (60 − 45) × 2 = 30, K2O 0                   → total  30 kg
 *
 *   DAP  = 90 / 0.46              = 195.65 kg → 195.65 / 50 = 3.91 bags
 *   N from DAP = 195.652 × 0.18   =  35.22 kg
 *   urea = (300 − 35.217) / 0.46  = 575.61 kg → 575.61 / 45 = 12.79 bags
 *   MOP  = 100 / 0.60             = 166.67 kg → 166.67 / 50 = 3.33 bags
 *   pH 5.2 → Strongly acidic → lime 350 kg/ha; EC 0.45 dS/m → Normal Conductivity.
 */
const example1: CalculateNutrientsInput = {
  zone: HP,
  soil: 'Mountain',
  crop: 'Maize - Wheat',
  npk: '120:60:40',
  hectares: 2,
  reading: { nitrogen: 24, phosphorus: 14, potassium: 22, ph: 5.2, conductivity: 450 },
  language: 'english',
};

/**
 * Worked example 2 — soybean in the Soybean - Wheat system, Black soil, Malwa (ICAR-IISR: 25:60:40 kg/ha
 * with 20 kg S), 1.5 ha, Hindi.
 *
 *   Reading N 150, P 5, K 140 mg/kg; pH 8.7; EC 1500 µS/cm.
 *   N 150 × 2.24 = 336 kg/ha                          → Medium (280–560) → 100 % of 25 = 25 kg/ha
 *   P   5 × 2.24 = 11.2 kg/ha P; × 2.29 = 25.65 P2O5  → Medium (10–25)   → 100 % of 60 = 60 kg/ha
 *   K 140 × 2.24 = 313.6 kg/ha K; × 1.2 = 376.32 K2O  → High   (> 280)   →  75 % of 40 = 30 kg/ha
 *
 *   Required on 1.5 ha: N 37.5, P2O5 90, K2O 45 → total 172.5 kg
 *   Excess on 1.5 ha:   K2O (40 − 30) × 1.5 = 15 → total 15 kg
 *
 *   DAP  = 90 / 0.46               = 195.65 kg → 3.91 bags; it brings 35.22 kg N
 *   urea = (37.5 − 35.217) / 0.46  =   4.96 kg → 4.96 / 45 = 0.11 bags
 *   MOP  = 45 / 0.60               =  75 kg    → 1.5 bags
 *   S    = 20 kg/ha × 1.5 ha       =  30 kg; pH 8.7 > 8.5, so bentonite sulphur (90 % S):
 *          30 / 0.90               =  33.33 kg (no usual bag size)
 *   pH 8.7 → Strongly alkaline (gypsum); EC 1.5 dS/m → Critical for Germination.
 */
const example2: CalculateNutrientsInput = {
  zone: MALWA,
  soil: 'Black',
  crop: 'Soybean - Wheat',
  npk: '25:60:40',
  hectares: 1.5,
  reading: { nitrogen: 150, phosphorus: 5, potassium: 140, ph: 8.7, conductivity: 1500 },
  language: 'hindi',
};

describe('worked example 1: maize, 2 ha, English', () => {
  const r = calculateNutrients(example1);

  it('converts the reading to kg/ha and rates it', () => {
    expect(r.current_values).toEqual({ nitrogen: 53.76, phosphorus: 71.81, potassium: 59.14 });
    expect(r.ratings).toEqual({ nitrogen: 'Low', phosphorus: 'High', potassium: 'Low' });
  });

  it('adjusts the dose 125 / 100 / 75 % and multiplies by the area', () => {
    expect(r.recommended_nutrients).toEqual({ nitrogen: 120, phosphorus: 60, potassium: 40 });
    expect(r.required_nutrients).toEqual({ nitrogen: 300, phosphorus: 90, potassium: 100 });
    expect(r.excess_nutrients).toEqual({ nitrogen: 0, phosphorus: 30, potassium: 0 });
    expect(r.total_required_nutrients).toBe(490);
    expect(r.total_excess_nutrients).toBe(30);
    expect(r.hectares).toBe(2);
  });

  it('buys DAP, urea and MOP for the whole area', () => {
    expect(r.products).toEqual([
      { product: 'DAP', name: 'DAP (diammonium phosphate)', kg: 195.65, bags: 3.91, bag_kg: 50 },
      { product: 'Urea', name: 'Urea', kg: 575.61, bags: 12.79, bag_kg: 45 },
      { product: 'MOP', name: 'MOP (muriate of potash)', kg: 166.67, bags: 3.33, bag_kg: 50 },
    ]);
  });

  it('fills the table in English and returns the chosen dose', () => {
    expect(r.nutrients_table).toEqual([
      { Nutrient: 'Nitrogen (N)', Current: 53.76, Recommended: 120, Required: 300, Excess: 0 },
      { Nutrient: 'Phosphorus (P₂O₅)', Current: 71.81, Recommended: 60, Required: 90, Excess: 30 },
      { Nutrient: 'Potassium (K₂O)', Current: 59.14, Recommended: 40, Required: 100, Excess: 0 },
    ]);
    expect(r.dose).toMatchObject({
      ratio: '120:60:40',
      crop: 'Maize',
      season: 'Kharif',
      n: 120,
      p2o5: 60,
      k2o: 40,
      verification: 'checked',
    });
    expect(r.dose.source).toMatch(/Himachal Pradesh/);
  });

  it('explains every figure in sentences', () => {
    const text = r.recommendations.join('\n');
    expect(text).toContain('120:60:40 kg N:P₂O₅:K₂O per hectare');
    expect(text).toContain('53.76 kg/ha of available N, rated Low');
    expect(text).toContain('125 % of the recommended 120 kg/ha = 150 kg/ha, 300 kg N on 2 ha');
    expect(text).toContain('71.81 kg/ha of available P₂O₅ (31.36 kg/ha P), rated High');
    expect(text).toContain('The soil already covers the other 30 kg.');
    expect(text).toContain('DAP (diammonium phosphate) 195.65 kg (3.91 bags of 50 kg)');
    expect(text).toContain('urea supplies the remaining 264.78 kg');
    expect(text).toContain('Soil pH 5.2: Strongly acidic. Apply about 350 kg/ha of agricultural lime');
    expect(text).toContain('0.45 dS/m (450 µS/cm): Normal Conductivity');
    expect(text).toContain('The figure was checked against that publication.');
    expect(text).not.toContain('KVK');
  });

  it('fits the response contract', () => {
    expect(() =>
      calculateResponseSchema.parse({
        status: 'success',
        reading: {
          timestamp: '2025-01-01T00:00:00.000Z',
          nitrogen: 24,
          phosphorus: 14,
          potassium: 22,
          temperature: 20,
          humidity: 50,
          ph: 5.2,
          conductivity: 450,
        },
        ...r,
      }),
    ).not.toThrow();
  });
});

describe('worked example 2: soybean, 1.5 ha, Hindi', () => {
  const r = calculateNutrients(example2);

  it('computes the figures', () => {
    expect(r.current_values).toEqual({ nitrogen: 336, phosphorus: 25.65, potassium: 376.32 });
    expect(r.ratings).toEqual({ nitrogen: 'Medium', phosphorus: 'Medium', potassium: 'High' });
    expect(r.recommended_nutrients).toEqual({ nitrogen: 25, phosphorus: 60, potassium: 40 });
    expect(r.required_nutrients).toEqual({ nitrogen: 37.5, phosphorus: 90, potassium: 45 });
    expect(r.excess_nutrients).toEqual({ nitrogen: 0, phosphorus: 0, potassium: 15 });
    expect(r.total_required_nutrients).toBe(172.5);
    expect(r.total_excess_nutrients).toBe(15);
  });

  it('names products and table rows in Hindi', () => {
    // DAP 90 / 0.46 = 195.65 kg brings 35.22 kg N of the 37.5 kg (1.5 ha): 2.28 kg short, 1.52 kg/ha, under the
    // 5 kg N/ha worth spreading → no urea line (issue 20; it was 4.96 kg of urea).
    expect(r.products).toEqual([
      { product: 'DAP', name: 'डीएपी', kg: 195.65, bags: 3.91, bag_kg: 50 },
      { product: 'MOP', name: 'एमओपी (म्यूरेट ऑफ पोटाश)', kg: 75, bags: 1.5, bag_kg: 50 },
      { product: 'bentoniteS', name: 'बेंटोनाइट सल्फर (90 % गंधक)', kg: 33.33, bags: null, bag_kg: null },
    ]);
    expect(r.sulphur).toMatchObject({ need_kg_per_ha: 20, required_kg: 30, product: 'bentoniteS', product_kg: 33.33 });
    expect(r.nutrients_table.map((row) => row.Nutrient)).toEqual(['नाइट्रोजन (N)', 'फॉस्फेट (P₂O₅)', 'पोटाश (K₂O)']);
    expect(r.nutrients_table[2]).toEqual({ Nutrient: 'पोटाश (K₂O)', Current: 376.32, Recommended: 40, Required: 45, Excess: 15 });
  });

  it('writes the advice in Hindi, with the legume, pH and EC notes', () => {
    const text = r.recommendations.join('\n');
    expect(text).toContain('सोयाबीन - गेहूँ फसल चक्र की सोयाबीन');
    expect(text).toContain('25:60:40 किग्रा N:P₂O₅:K₂O प्रति हेक्टेयर');
    expect(text).toContain('मिट्टी में 376.32 किग्रा/हे उपलब्ध K₂O (313.6 किग्रा/हे K) है — अधिक');
    expect(text).toContain('अनुशंसित 40 किग्रा/हे का 75 % = 30 किग्रा/हे डालें, यानी 1.5 हेक्टेयर में 45 किग्रा K₂O');
    expect(text).toContain('दलहनी फसल');
    expect(text).toContain('मिट्टी का pH 8.7: प्रबल क्षारीय');
    expect(text).toContain('जिप्सम');
    expect(text).toContain('1.5 dS/m (1500 µS/cm): अंकुरण के लिए क्रांतिक');
    expect(text).not.toMatch(/\bApply\b|\bthe soil\b/);
  });
});

describe('the cascade', () => {
  it('offers the 32 zones in order, the default first', () => {
    expect(calculatorZones()).toEqual([...AGRO_REGION_NAMES]);
    expect(calculatorZones()[0]).toBe(DEFAULT_CALCULATOR_ZONE);
  });

  it('gives every zone soils, every soil systems, every system ratios', () => {
    for (const zone of calculatorZones())
      for (const soil of calculatorSoils(zone))
        for (const crop of calculatorCrops(zone, soil)) {
          const options = calculatorDoses(zone, soil, crop);
          expect(options.length, `${zone} / ${soil} / ${crop}`).toBeGreaterThan(0);
          for (const o of options) expect(o.ratio).toBe(`${o.n}:${o.p2o5}:${o.k2o}`);
        }
    expect(calculatorSoils(HP)).toEqual(['Mountain', 'Alluvial']);
    expect(calculatorCrops(HP, 'Mountain')).toEqual(['Maize - Wheat', 'Rice - Wheat', 'Rice - Mustard']);
  });

  it('returns every crop and season of a system, identical ratios included', () => {
    const options = calculatorDoses('Trans Gangetic Plain (Punjab)', 'Saline-Alkali', 'Rice - Wheat');
    expect(options.map((o) => [o.crop, o.season, o.ratio])).toEqual([
      ['Rice', 'Kharif', '150:60:40'],
      ['Wheat', 'Rabi', '150:60:40'],
    ]);
    // the calculation uses the first crop with the chosen ratio
    const r = calculateNutrients({
      ...example1,
      zone: 'Trans Gangetic Plain (Punjab)',
      soil: 'Saline-Alkali',
      crop: 'Rice - Wheat',
      npk: '150:60:40',
    });
    expect(r.dose.crop).toBe('Rice');
  });

  it('writes ratios without trailing zeros', () => {
    expect(formatNpkRatio({ n: 120, p2o5: 60, k2o: 40 })).toBe('120:60:40');
    expect(formatNpkRatio({ n: 125, p2o5: 62.5, k2o: 30 })).toBe('125:62.5:30');
    expect(calculatorDoses('Trans Gangetic Plain (Punjab)', 'Alluvial', 'Rice - Wheat').map((o) => o.ratio)).toEqual([
      '105:30:30',
      '125:62.5:30',
    ]);
  });

  it('matches names ignoring case and extra spaces and answers with the canonical names', () => {
    expect(calculatorSoils('  western himalayas (j & k,   h.p.)  ')).toEqual(['Mountain', 'Alluvial']);
    expect(calculatorCrops('WESTERN HIMALAYAS (J & K, H.P.)', ' mountain ')).toEqual(['Maize - Wheat', 'Rice - Wheat', 'Rice - Mustard']);
    expect(calculatorDoses(HP, 'MOUNTAIN', '  maize  -  wheat ').map((o) => o.ratio)).toEqual(['120:60:40', '120:60:30', '80:40:40']);
    const r = calculateNutrients({
      ...example1,
      zone: ' western himalayas (J & K, H.P.)',
      soil: 'mountain',
      crop: 'MAIZE - WHEAT',
      npk: ' 120 : 60 : 40 ',
    });
    expect(r.dose.ratio).toBe('120:60:40');
    expect(r.recommendations[0]).toContain('Maize - Wheat system on Mountain soil, Western Himalayas (J & K, H.P.)');
  });

  it('rejects an unknown zone with the allowed zones', () => {
    const e = thrown(() => calculatorSoils('Atlantis'));
    expect(e.field).toBe('zone');
    expect(e.allowed).toEqual([...AGRO_REGION_NAMES]);
    expect(e.message).toContain('Atlantis');
    expect(thrown(() => calculatorSoils('')).field).toBe('zone');
  });

  it('rejects an unknown soil with the soils of the zone', () => {
    const e = thrown(() => calculatorCrops(HP, 'Black'));
    expect(e.field).toBe('soil');
    expect(e.allowed).toEqual(['Mountain', 'Alluvial']);
  });

  it('rejects an unknown cropping system with the systems of the soil', () => {
    const e = thrown(() => calculatorDoses(HP, 'Mountain', 'Cotton - Wheat'));
    expect(e.field).toBe('crop');
    expect(e.allowed).toEqual(['Maize - Wheat', 'Rice - Wheat', 'Rice - Mustard']);
  });

  it('rejects a ratio that is not one of the system with its ratios, each once', () => {
    for (const npk of ['100:50:50', '120-60-40', 'abc', '']) {
      const e = thrown(() => calculateNutrients({ ...example1, npk }));
      expect(e.field).toBe('npk');
      expect(e.allowed).toEqual(['120:60:40', '120:60:30', '80:40:40']);
    }
    const e = thrown(() =>
      calculateNutrients({ ...example1, zone: 'Trans Gangetic Plain (Punjab)', soil: 'Saline-Alkali', crop: 'Rice - Wheat', npk: '1:2:3' }),
    );
    expect(e.allowed).toEqual(['150:60:40']);
    // the cascade is checked before the ratio
    expect(thrown(() => calculateNutrients({ ...example1, soil: 'Desert' })).field).toBe('soil');
  });
});

describe('inputs', () => {
  it('refuses hectares that are not a positive finite number', () => {
    for (const hectares of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1_000_001])
      expect(() => calculateNutrients({ ...example1, hectares }), String(hectares)).toThrow(RangeError);
    expect(calculateNutrients({ ...example1, hectares: 0.5 }).required_nutrients).toEqual({
      nitrogen: 75,
      phosphorus: 22.5,
      potassium: 25,
    });
  });

  it('refuses negative nutrient readings', () => {
    expect(() => calculateNutrients({ ...example1, reading: { ...example1.reading, nitrogen: -1 } })).toThrow();
  });

  it('leaves out the pH and EC notes when they are absent or impossible', () => {
    const r = calculateNutrients({ ...example1, reading: { nitrogen: 24, phosphorus: 14, potassium: 22, ph: 0 } });
    expect(r.recommendations.join('\n')).not.toMatch(/pH|conductivity/);
  });

  it('tells the farmer to confirm a recalled dose with the KVK', () => {
    const r = calculateNutrients({
      ...example1,
      zone: 'Middle Gangetic Plain (Bihar)',
      soil: 'Alluvial',
      crop: 'Rice - Wheat',
      npk: '120:60:40',
    });
    expect(r.dose.verification).toBe('recalled');
    expect(r.recommendations.at(-1)).toContain('confirm with your KVK / state agricultural university');
    const hi = calculateNutrients({
      ...example2,
      zone: 'Middle Gangetic Plain (Bihar)',
      soil: 'Alluvial',
      crop: 'Rice - Wheat',
      npk: '120:60:40',
    });
    expect(hi.recommendations.at(-1)).toContain('KVK / राज्य कृषि विश्वविद्यालय से पुष्टि करें');
  });

  it('drops products that are not needed and says when DAP covers the N', () => {
    // Rajasthan maize 90:40:0 asks for no potash: no MOP line.
    const maize = calculateNutrients({
      ...example1,
      zone: 'Central Plateau & Hills (Eastern Rajasthan)',
      soil: 'Mixed Red and Black',
      crop: 'Maize - Wheat',
      npk: '90:40:0',
    });
    expect(maize.products.map((p) => p.product)).toEqual(['DAP', 'Urea']);
    expect(maize.recommendations.join('\n')).toContain('The recommendation asks for no K₂O for this crop here.');
    // Green gram 12.5:25:0 on an N-rich, P-poor soil. A legume keeps its starter N whatever the rating
    // (until issue 20 the High rating cut it to 9.38 kg): N 12.5; P 4.48 Low → 31.25; DAP 67.93 kg brings
    // 12.23 kg N, 0.27 kg short — under 5 kg N/ha, so no urea; S 20 kg as gypsum 20 / 0.13 = 153.85 kg.
    const gram = calculateNutrients({
      ...example1,
      zone: 'Southern Plateau & Hills (Karnataka)',
      soil: 'Black',
      crop: 'Green gram - Rabi sorghum',
      npk: '12.5:25:0',
      hectares: 1,
      reading: { nitrogen: 300, phosphorus: 2, potassium: 150 },
    });
    expect(gram.required_nutrients).toEqual({ nitrogen: 12.5, phosphorus: 31.25, potassium: 0 });
    expect(gram.excess_nutrients).toEqual({ nitrogen: 0, phosphorus: 0, potassium: 0 });
    expect(gram.products).toEqual([
      { product: 'DAP', name: 'DAP (diammonium phosphate)', kg: 67.93, bags: 1.36, bag_kg: 50 },
      { product: 'gypsum', name: 'Gypsum (agricultural grade)', kg: 153.85, bags: 3.08, bag_kg: 50 },
    ]);
    expect(gram.recommendations.join('\n')).toContain('N stays at the recommended starter dose, 12.5 kg/ha');
    expect(gram.recommendations.join('\n')).toContain(
      'The DAP brings 12.23 of the 12.5 kg N; the 0.27 kg left is under 5 kg N per hectare',
    );
    // Black gram 20:50:0 after rice (Coastal Andhra), P Low: DAP for 62.5 kg P2O5 = 135.87 kg brings
    // 24.46 kg N ≥ the 20 kg starter N → no urea.
    const blackGram = calculateNutrients({
      ...example1,
      zone: 'East Coast Plains & Hills (Coastal Andhra)',
      soil: 'Coastal Alluvial',
      crop: 'Rice - Black gram',
      npk: '20:50:0',
      hectares: 1,
      reading: { nitrogen: 100, phosphorus: 2, potassium: 150 },
    });
    expect(blackGram.required_nutrients).toEqual({ nitrogen: 20, phosphorus: 62.5, potassium: 0 });
    expect(blackGram.products.map((p) => [p.product, p.kg])).toEqual([
      ['DAP', 135.87],
      ['gypsum', 153.85],
    ]);
    expect(blackGram.recommendations.join('\n')).toContain('no urea is required');
  });

  it('buys SOP instead of MOP for tobacco', () => {
    const r = calculateNutrients({
      ...example1,
      zone: 'East Coast Plains & Hills (Coastal Andhra)',
      soil: 'Black',
      crop: 'Tobacco',
      npk: '45:25:25',
      hectares: 1,
    });
    // K 49.28 Low → 31.25 kg K2O / 0.50 = 62.5 kg SOP
    expect(r.products.find((p) => p.product === 'SOP')).toEqual({
      product: 'SOP',
      name: 'SOP (sulphate of potash)',
      kg: 62.5,
      bags: 1.25,
      bag_kg: 50,
    });
    expect(r.products.some((p) => p.product === 'MOP')).toBe(false);
  });
});

describe('two crops of a system with one ratio (issue 20)', () => {
  // Central Plateau & Hills (M.P.), Alluvial, Pearl millet - Mustard: both doses are 80:40:40; only
  // mustard needs sulphur (40 kg S → gypsum 40 / 0.13 = 307.69 kg/ha). All Medium → 80:40:40 as it is.
  const base: CalculateNutrientsInput = {
    zone: 'Central Plateau & Hills (M.P.)',
    soil: 'Alluvial',
    crop: 'Pearl millet - Mustard',
    npk: '80:40:40',
    hectares: 1,
    reading: { nitrogen: 150, phosphorus: 6, potassium: 100, ph: 7.5 },
    language: 'english',
  };

  it('the dose crop decides: pearl millet without sulphur, mustard with it', () => {
    expect(calculateNutrients(base).dose.crop).toBe('Pearl millet');
    expect(calculateNutrients(base).sulphur).toBeNull();
    const mustard = calculateNutrients({ ...base, doseCrop: 'mustard' });
    expect(mustard.dose.crop).toBe('Mustard');
    expect(mustard.products.map((p) => [p.product, p.kg])).toEqual([
      ['DAP', 86.96],
      ['Urea', 139.89],
      ['MOP', 66.67],
      ['gypsum', 307.69],
      // Boron, which the probe cannot measure (issue 37, knowledge/micronutrients.ts mustardBorax).
      ['borax', 10],
    ]);
  });

  it('a crop that does not have that ratio is refused, naming the ones that do', () => {
    expect(() => calculateNutrients({ ...base, doseCrop: 'Wheat' })).toThrow(
      /crop for this ratio "Wheat". Choose one of: "Pearl millet", "Mustard"/,
    );
  });
});
