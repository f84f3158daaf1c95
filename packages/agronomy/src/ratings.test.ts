import { describe, expect, it } from 'vitest';
import { PH_CLASSES_SOURCE } from './knowledge/soilTest.js';
import { SOURCES } from './knowledge/sources.js';
import {
  classifyConductivity,
  classifyPh,
  MG_PER_KG_TO_KG_PER_HA,
  mgPerKgToKgPerHa,
  microSiemensPerCmToDsPerM,
  rateMicronutrient,
  rateNutrient,
  rateOrganicCarbon,
} from './index.js';

describe('rateNutrient (Soil Health Card scales, kg/ha)', () => {
  it.each([
    ['nitrogen', 279.9, 'Low'],
    ['nitrogen', 280, 'Medium'],
    ['nitrogen', 560, 'Medium'],
    ['nitrogen', 560.1, 'High'],
    ['phosphorus', 9.99, 'Low'],
    ['phosphorus', 10, 'Medium'],
    ['phosphorus', 25, 'Medium'],
    ['phosphorus', 25.01, 'High'],
    // The portal card's 145–337 kg/ha K₂O ÷ 1.2 (issue 37; was 108–280).
    ['potassium', 120.82, 'Low'],
    ['potassium', 120.83, 'Medium'],
    ['potassium', 280.83, 'Medium'],
    ['potassium', 280.84, 'High'],
    ['nitrogen', 0, 'Low'],
  ] as const)('%s %d kg/ha is %s', (nutrient, kgPerHa, rating) => {
    expect(rateNutrient(nutrient, kgPerHa)).toBe(rating);
  });

  it('refuses a negative or missing value', () => {
    expect(() => rateNutrient('nitrogen', -1)).toThrow(/non-negative/);
    expect(() => rateNutrient('nitrogen', Number.NaN)).toThrow(/non-negative/);
  });

  it('rates organic carbon: Low < 0.5 %, Medium 0.5–0.75 %, High > 0.75 %', () => {
    expect(rateOrganicCarbon(0.49)).toBe('Low');
    expect(rateOrganicCarbon(0.5)).toBe('Medium');
    expect(rateOrganicCarbon(0.75)).toBe('Medium');
    expect(rateOrganicCarbon(0.76)).toBe('High');
  });
});

describe('mg/kg → kg/ha', () => {
  it('multiplies by 2.24 (2.24 million kg of soil per hectare, 0–15 cm)', () => {
    expect(MG_PER_KG_TO_KG_PER_HA).toBe(2.24);
    expect(mgPerKgToKgPerHa(100)).toBe(224);
    expect(mgPerKgToKgPerHa(8)).toBe(17.92);
    expect(mgPerKgToKgPerHa(150)).toBe(336);
  });

  it('lands exactly on the scale limits (no 560.0000000000001)', () => {
    expect(mgPerKgToKgPerHa(125)).toBe(280);
    expect(mgPerKgToKgPerHa(250)).toBe(560);
    expect(rateNutrient('nitrogen', mgPerKgToKgPerHa(250))).toBe('Medium');
    expect(rateNutrient('nitrogen', mgPerKgToKgPerHa(125))).toBe('Medium');
  });

  it('turns µS/cm into dS/m by ÷ 1000', () => {
    expect(microSiemensPerCmToDsPerM(110)).toBeCloseTo(0.11, 10);
  });
});

describe('classifyPh', () => {
  it.each([
    [4.2, 'Strongly acidic', 'Acidic', 'lime'],
    [5.49, 'Strongly acidic', 'Acidic', 'lime'],
    [5.5, 'Strongly acidic', 'Acidic', 'lime'],
    [5.51, 'Moderately acidic', 'Acidic', null],
    [6.49, 'Moderately acidic', 'Acidic', null],
    [6.5, 'Neutral', 'Optimal', null],
    [7.5, 'Neutral', 'Optimal', null],
    [7.51, 'Moderately alkaline', 'Alkaline', null],
    [8.5, 'Moderately alkaline', 'Alkaline', null],
    [8.51, 'Strongly alkaline', 'Alkaline', 'gypsum'],
  ] as const)('pH %d is %s (%s), amendment %s', (ph, cls, category, amendment) => {
    const c = classifyPh(ph);
    expect(c.class).toBe(cls);
    expect(c.category).toBe(category);
    expect(c.amendment).toBe(amendment);
  });

  it('gives the general lime rate for acid soils, more the more acid', () => {
    expect(classifyPh(5.2).limeKgPerHa).toBe(350);
    expect(classifyPh(4.8).limeKgPerHa).toBe(600);
    expect(classifyPh(4.2).limeKgPerHa).toBe(850);
    expect(classifyPh(3.2).limeKgPerHa).toBe(1000);
    expect(classifyPh(6).limeKgPerHa).toBeUndefined();
  });

  // Kerala bands (keralaLime): < 3.5 → 1000, 3.5–4.4 → 850, 4.5–5.0 → 600, 5.1–5.5 → 350, both ends
  // inclusive; lime only for strongly acid soils (pH ≤ 5.5), so above 5.5 none.
  it.each([
    [3.4, 1000],
    [3.5, 850],
    [4.4, 850],
    [4.45, 600], // between printed bands: the band above, the smaller dose
    [4.5, 600],
    [5.0, 600],
    [5.05, 350], // between printed bands: the band above, the smaller dose
    [5.1, 350],
    [5.2, 350],
    [5.49, 350],
    [5.5, 350],
    [5.51, undefined],
    [5.9, undefined],
    [6.0, undefined],
  ] as const)('lime at pH %d: %s kg/ha', (ph, kg) => {
    const c = classifyPh(ph);
    expect(c.limeKgPerHa).toBe(kg);
    expect(c.amendment).toBe(kg === undefined ? null : 'lime');
  });

  it('has Hindi names and refuses values outside 0–14', () => {
    expect(classifyPh(7).hi).toBe('उदासीन');
    expect(() => classifyPh(15)).toThrow(/0 to 14/);
  });
});

describe('classifyConductivity (dS/m)', () => {
  it.each([
    [0, 'Normal Conductivity'],
    [0.99, 'Normal Conductivity'],
    [1, 'Critical for Germination'],
    [2, 'Critical for Germination'],
    [2.01, 'Critical for sensitive crops'],
    [3, 'Critical for sensitive crops'],
    [3.01, 'Injurious to most crops'],
    [4, 'Injurious to most crops'],
  ] as const)('%d dS/m is %s', (ec, cls) => {
    expect(classifyConductivity(ec).class).toBe(cls);
  });
});

describe('rateMicronutrient (critical limits as on the cards)', () => {
  it.each([
    ['zn', 0.59, true],
    ['zn', 0.6, false],
    ['fe', 4.49, true],
    ['fe', 4.5, false],
    ['cu', 0.19, true],
    ['mn', 1.9, true],
    ['mn', 2, false],
    ['b', 0.49, true],
    ['s', 9.9, true],
    ['s', 10, false],
  ] as const)('%s %d ppm deficient: %s', (nutrient, ppm, deficient) => {
    expect(rateMicronutrient(nutrient, ppm).deficient).toBe(deficient);
  });
});

describe('pH classes are attributed honestly (issue 37)', () => {
  it('are not the portal card classes: the card rates 7.30 Moderately alkaline, these bands Neutral', () => {
    expect(PH_CLASSES_SOURCE.verification).not.toBe('checked');
    expect(SOURCES[PH_CLASSES_SOURCE.cardSource].citation).toMatch(/rating pH 7\.30 and 7\.70 Moderately alkaline/);
    expect(classifyPh(7.3).class).toBe('Neutral');
    expect(PH_CLASSES_SOURCE.note).toMatch(/7\.30/);
  });
});
