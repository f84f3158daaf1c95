import { beforeEach, describe, expect, it } from 'vitest';
import { cmToInch, inchToCm, knownSoilType, pick, savedPlanChoice, savePlanChoice } from './planChoice';

const memory = new Map<string, string>();
const store = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) };

describe('soil test plan choice and depth (issue 39)', () => {
  beforeEach(() => memory.clear());

  it('keeps the crop and area a plan was made with, per test, and ignores anything malformed', () => {
    expect(savedPlanChoice(7, store)).toBeNull();
    savePlanChoice(7, { crop: 'Wheat', area: 2, area_unit: 'acre', soil_type: undefined }, store);
    expect(savedPlanChoice(7, store)).toEqual({ crop: 'Wheat', area: 2, area_unit: 'acre', soil_type: undefined });
    expect(savedPlanChoice(8, store)).toBeNull();
    store.setItem('agrim.soilTestPlan.9', JSON.stringify({ crop: 'Mango', area: 2, area_unit: 'acre' }));
    expect(savedPlanChoice(9, store)).toBeNull();
    store.setItem('agrim.soilTestPlan.9', JSON.stringify({ crop: 'Wheat', area: 0, area_unit: 'acre' }));
    expect(savedPlanChoice(9, store)).toBeNull();
    store.setItem('agrim.soilTestPlan.9', '{not json');
    expect(savedPlanChoice(9, store)).toBeNull();
  });

  it('shows depth in inches under Depth (inch) and sends cm, so 6 inches stays 6 inches', () => {
    expect(inchToCm(6)).toBe(15.24);
    expect(cmToInch(inchToCm(6))).toBe(6);
    expect(cmToInch(15)).toBe(5.9);
    expect(cmToInch(6)).toBe(2.4);
  });

  it('matches typed soil types as the server does, and picks the language', () => {
    expect(knownSoilType('black')).toBe('Black');
    expect(knownSoilType('Black cotton soil')).toBe('Black');
    expect(knownSoilType('Blackish')).toBeNull();
    expect(pick({ en: 'Low', hi: 'कम' }, 'hi')).toBe('कम');
    expect(pick({ en: 'Low', hi: 'कम' }, 'en')).toBe('Low');
    expect(pick({ en: 'Low', hi: 'कम', mr: 'कमी' }, 'mr')).toBe('कमी');
    // A text the server has in English and Hindi only: English, the app's fallback.
    expect(pick({ en: 'Low', hi: 'कम' }, 'mr')).toBe('Low');
  });
});
