import { describe, expect, it } from 'vitest';
import { calculateOption, type CalculatorOption, calculatorOptions } from '../calculatorOptions.fixture.js';
import { CALCULATOR_CONDITIONS_MR } from './calculatorConditionsMr.js';
import { CALCULATOR_DOSES, CALCULATOR_SEASON_NAMES, type CalculatorDose } from './calculatorDoses.js';
import { SOURCES } from './sources.js';

/**
 * Issue 41: a Marathi reader of the nutrient calculator got its Hindi lines. Every dose condition has a
 * Marathi text with the English numbers in the same order, and every line of the Marathi advice is Marathi
 * with the English figures (the sources' short names are left out of the comparison: they shorten the citations).
 */

const doses: { where: string; dose: CalculatorDose }[] = Object.entries(CALCULATOR_DOSES).flatMap(([zone, soils]) =>
  Object.entries(soils).flatMap(([soil, systems]) =>
    (systems ?? []).flatMap((s) => s.doses.map((dose) => ({ where: `${zone} / ${soil} / ${s.name} / ${dose.crop} ${dose.season}`, dose }))),
  ),
);
const conditions = [...new Set(doses.flatMap((x) => (x.dose.condition ? [x.dose.condition] : [])))];
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];
/** Words only Hindi writes: a Marathi line with one of them is Hindi left over. */
const HINDI = /सिंचित|किग्रा|मिट्टी|फसल|नाइट्रोजन|यूरिया|\sहै[\s।,:;.]|\sहैं[\s।,:;.]|करें|डालें|के लिए|।/;
const ALLOWED_LATIN = new Set(['N', 'P', 'K', 'S', 'P2O5', 'K2O', 'MgSO4', 'Co', 'kg', 'g', 'ha', 'mm']);

describe('Marathi dose conditions of the calculator (issue 41)', () => {
  it('every dose with a condition has its Marathi, and none is left over', () => {
    expect(conditions.length).toBeGreaterThanOrEqual(100);
    expect(doses.filter((x) => x.dose.condition !== null && !x.dose.conditionMr).map((x) => `${x.where}: ${x.dose.condition}`)).toEqual([]);
    for (const x of doses) if (x.dose.condition === null) expect(x.dose.conditionMr, x.where).toBeNull();
    expect(Object.keys(CALCULATOR_CONDITIONS_MR).filter((c) => !conditions.includes(c))).toEqual([]);
  });

  it.each(conditions)('"%s": Marathi, with the same numbers in the same order', (condition) => {
    const mr = CALCULATOR_CONDITIONS_MR[condition]!;
    expect(mr).toMatch(/[\u0900-\u097F]/);
    expect(mr).not.toMatch(/[०-९]/);
    expect(mr).not.toMatch(HINDI);
    expect(numbers(mr)).toEqual(numbers(condition));
    expect((mr.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !ALLOWED_LATIN.has(w))).toEqual([]);
  });

  const options = calculatorOptions();
  const calc = (o: CalculatorOption, language: 'english' | 'marathi') =>
    calculateOption(o, { nitrogen: 60, phosphorus: 6, potassium: 50, ph: 9, conductivity: 1500 }, language);
  const citations = Object.values(SOURCES)
    .map((s) => s.citation)
    .sort((a, b) => b.length - a.length);
  const hindiNames = Object.values(SOURCES)
    .flatMap((s: { hi: string; mr?: string }) => [s.hi, ...(s.mr ? [s.mr] : [])])
    .sort((a, b) => b.length - a.length);
  const without = (line: string, names: string[]) => names.reduce((l, n) => l.replaceAll(n, ''), line);

  it('the Marathi advice of every option is Marathi, line for line with the English figures', () => {
    for (const o of options) {
      const where = `${o.zone} / ${o.soil} / ${o.crop} / ${o.dose.crop} ${o.dose.season}`;
      const english = calc(o, 'english');
      const marathi = calc(o, 'marathi');
      const [en, mr] = [english.recommendations, marathi.recommendations];
      expect(mr.length, where).toBe(en.length);
      const season = CALCULATOR_SEASON_NAMES[english.dose.season as keyof typeof CALCULATOR_SEASON_NAMES].mr!;
      const { condition } = english.dose;
      expect(mr[0], where).toContain(condition ? `(${season}, ${CALCULATOR_CONDITIONS_MR[condition]})` : `(${season})`);
      mr.forEach((line, i) => {
        const text = without(line.replaceAll(o.zone, ''), hindiNames);
        expect(text, where).not.toMatch(HINDI);
        expect(numbers(text).sort(), `${where}: ${line}`).toEqual(numbers(without(en[i]!.replaceAll(o.zone, ''), citations)).sort());
      });
      for (const note of [...Object.values(marathi.adjustments).map((a) => a.note), marathi.sulphur?.note ?? ''])
        expect(note, where).not.toMatch(HINDI);
    }
    expect(options.length).toBeGreaterThan(250);
  });
});
