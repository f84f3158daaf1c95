import { soilTypeInfoSchema } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { SOIL_TYPE_LABELS, soilTypeInfo } from './soilTypes.js';

const DEVANAGARI = /[\u0900-\u097F]/;
/** Hindi text should be Hindi, not English letters with a Devanagari word or two. */
const mostlyDevanagari = (s: string) => {
  const letters = s.replace(/[^\p{L}]/gu, '');
  const deva = letters.replace(/[^\u0900-\u097F]/g, '');
  return letters.length > 0 && deva.length / letters.length > 0.8;
};

describe('soil type knowledge', () => {
  it('has exactly the model labels', () => {
    expect([...SOIL_TYPE_LABELS]).toEqual(['Alluvial', 'Arid', 'Black', 'Laterite', 'Mountain', 'Peat', 'Red', 'Yellow']);
  });

  it.each(SOIL_TYPE_LABELS)('%s parses with the contracts schema and is complete', (label) => {
    const info = soilTypeInfo(label);
    expect(info).not.toBeNull();
    const parsed = soilTypeInfoSchema.strict().parse(info);
    expect(parsed.label).toBe(label);
    for (const text of [parsed.name, parsed.description]) {
      expect(text.en.trim().length).toBeGreaterThan(0);
      expect(text.hi).toMatch(DEVANAGARI);
      expect(mostlyDevanagari(text.hi), text.hi).toBe(true);
    }
    for (const list of [parsed.crops, parsed.states]) {
      expect(list.en.length).toBeGreaterThan(0);
      expect(list.hi).toHaveLength(list.en.length);
      for (const hi of list.hi) expect(mostlyDevanagari(hi), hi).toBe(true);
      expect(list.mr).toHaveLength(list.en.length);
      for (const mr of list.mr!) expect(mostlyDevanagari(mr), mr).toBe(true);
    }
    // Marathi too (issue 41): Devanagari only, the same figures as the English.
    for (const text of [parsed.name, parsed.description]) {
      expect(text.mr).toBeDefined();
      expect(text.mr!.replace(/[^\p{L}]/gu, '').replace(/[\u0900-\u097F]/g, ''), text.mr).toBe('');
      expect(text.mr!.match(/\d+/g) ?? [], text.mr).toEqual(text.en.match(/\d+/g) ?? []);
    }
    expect(parsed.sources.length).toBeGreaterThan(0);
    expect(parsed.sources.some((s) => /^https:\/\/\S+$/.test(s.url))).toBe(true);
    for (const s of parsed.sources) {
      expect(s.title.trim().length).toBeGreaterThan(10);
      expect(s.url).toMatch(/^https:\/\/\S+$/);
    }
  });

  it('describes red and yellow soils as one group', () => {
    expect(soilTypeInfo('Red')?.description.en).toMatch(/red and yellow soils/i);
    expect(soilTypeInfo('Yellow')?.description.en).toMatch(/red and yellow soils/i);
  });

  it('states the documented nutrient status', () => {
    expect(soilTypeInfo('Black')?.description.en).toMatch(/potash/);
    expect(soilTypeInfo('Black')?.description.en).toMatch(/poor in phosphorus/);
    expect(soilTypeInfo('Laterite')?.description.en).toMatch(/acidic/i);
    expect(soilTypeInfo('Peat')?.description.en).toMatch(/organic matter/);
    expect(soilTypeInfo('Peat')?.description.en).toMatch(/acidic/);
  });

  it('looks labels up case-insensitively, with a trailing "Soil" and underscores', () => {
    for (const input of ['black', 'BLACK', ' Black ', 'Black Soil', 'black soil', 'Black_Soil', 'black_soils', 'Black Soils']) {
      expect(soilTypeInfo(input)?.label, input).toBe('Black');
    }
    expect(soilTypeInfo('laterite_soil')?.label).toBe('Laterite');
    expect(soilTypeInfo('Mountain  Soil')?.label).toBe('Mountain');
  });

  it('gives null for unknown labels', () => {
    for (const input of ['', 'Soil', 'Clay', 'Sandy', 'Red and Yellow', 'Not sure', 'blackish']) {
      expect(soilTypeInfo(input), input).toBeNull();
    }
  });

  it('returns a copy the caller may change', () => {
    const a = soilTypeInfo('Red');
    a?.crops.en.push('changed');
    expect(soilTypeInfo('Red')?.crops.en).not.toContain('changed');
  });
});
