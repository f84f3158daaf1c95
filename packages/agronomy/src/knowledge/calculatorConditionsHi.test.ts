import { describe, expect, it } from 'vitest';
import { calculateOption, type CalculatorOption, calculatorOptions } from '../calculatorOptions.fixture.js';
import { CALCULATOR_CONDITIONS_HI } from './calculatorConditionsHi.js';
import { CALCULATOR_DOSES, CALCULATOR_SEASON_NAMES, type CalculatorDose } from './calculatorDoses.js';

/**
 * Issue 37: the calculator's Hindi lines carried the dose condition in English. Every condition has a Hindi
 * text with the same numbers, in the same order, and the same units; the Hindi lines use it.
 */

const doses: { where: string; dose: CalculatorDose }[] = Object.entries(CALCULATOR_DOSES).flatMap(([zone, soils]) =>
  Object.entries(soils).flatMap(([soil, systems]) =>
    (systems ?? []).flatMap((s) => s.doses.map((dose) => ({ where: `${zone} / ${soil} / ${s.name} / ${dose.crop} ${dose.season}`, dose }))),
  ),
);
const conditions = [...new Set(doses.flatMap((x) => (x.dose.condition ? [x.dose.condition] : [])))];

/** The numbers of a text in order ("60-24-24" → 60, 24, 24; "P2O5" → 2, 5, as in the English formula). */
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** English unit → its Hindi form in the calculator's texts; each must occur as often in the Hindi. */
const UNITS: [RegExp, RegExp][] = [
  [/\bkg\b/g, /किग्रा/g],
  [/\bg\b/g, /ग्राम/g],
  [/\bper acre\b/g, /प्रति एकड़/g],
  [/\/ha\b/g, /\/हे(?:क्टेयर)?/g],
  [/\bmm\b/g, /मिमी/g],
  [/\bdays\b/g, /दिन/g],
  [/\bmonths\b/g, /महीने/g],
];
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** Latin words a Hindi condition may keep: element symbols, oxide and salt formulae, variety codes. */
const ALLOWED_IN_CONDITION = new Set(['N', 'P', 'K', 'S', 'P2O5', 'K2O', 'P₂O₅', 'K₂O', 'MgSO4', 'Co']);
const latinWords = (text: string) => text.match(/[A-Za-z][A-Za-z0-9₀-₉]*/g) ?? [];

/**
 * Runs of two or more Latin words (separated by spaces, commas, hyphens or brackets only) in a Hindi line,
 * leaving out the allowed tokens and the abbreviations the Hindi lines use (pH, KVK, dS/m, µS/cm, ppm,
 * CaCO3): an English phrase such as "timely sown, irrigated" is one.
 */
const ALLOWED_IN_LINE = new Set([...ALLOWED_IN_CONDITION, 'pH', 'KVK', 'dS', 'm', 'cm', 'ppm', 'CaCO3']);
function latinRuns(text: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  let end = 0;
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9₀-₉]*/g)) {
    const word = m[0];
    const joined = run.length > 0 && /^[\s,()\-–]*$/.test(text.slice(end, m.index));
    if (!joined) {
      if (run.length >= 2) runs.push(run.join(' '));
      run = [];
    }
    if (ALLOWED_IN_LINE.has(word)) {
      if (run.length >= 2) runs.push(run.join(' '));
      run = [];
    } else run.push(word);
    end = m.index + word.length;
  }
  if (run.length >= 2) runs.push(run.join(' '));
  return runs;
}

describe('Hindi dose conditions of the calculator (issue 37)', () => {
  it('every dose with a condition has its Hindi, and none without', () => {
    expect(conditions.length).toBeGreaterThanOrEqual(100);
    const missing = doses.filter((x) => x.dose.condition !== null && !x.dose.conditionHi).map((x) => `${x.where}: ${x.dose.condition}`);
    expect(missing).toEqual([]);
    for (const x of doses) if (x.dose.condition === null) expect(x.dose.conditionHi, x.where).toBeNull();
    // No Hindi left over for a condition the table no longer has (a changed English text needs its Hindi again).
    expect(Object.keys(CALCULATOR_CONDITIONS_HI).filter((c) => !conditions.includes(c))).toEqual([]);
  });

  it.each(conditions)('"%s": Hindi, with the same numbers in the same order and the same units', (condition) => {
    const hi = CALCULATOR_CONDITIONS_HI[condition]!;
    expect(hi).toMatch(/[\u0900-\u097F]/);
    expect(hi, 'Devanagari digits would escape the number check').not.toMatch(/[०-९]/);
    expect(numbers(hi)).toEqual(numbers(condition));
    for (const [en, hiUnit] of UNITS) expect(count(hi, hiUnit), `${String(en)} in "${hi}"`).toBe(count(condition, en));
    expect(latinWords(hi).filter((w) => !ALLOWED_IN_CONDITION.has(w))).toEqual([]);
    expect(hi).not.toContain(condition);
  });

  it('finds English runs in a line and passes the allowed tokens', () => {
    expect(latinRuns('गेहूँ (रबी, timely sown, irrigated) के लिए')).toEqual(['timely sown irrigated']);
    expect(latinRuns('मक्का (खरीफ, Bt hybrids) के लिए')).toEqual(['Bt hybrids']);
    expect(latinRuns('120:60:40 किग्रा N:P₂O₅:K₂O; pH 8.7; 1.5 dS/m (1500 µS/cm); KVK / राज्य; N-P2O5-K2O')).toEqual([]);
  });

  const options = calculatorOptions();
  const calc = (o: CalculatorOption, language: 'english' | 'hindi') =>
    calculateOption(o, { nitrogen: 60, phosphorus: 6, potassium: 50, ph: 9, conductivity: 1500 }, language);

  it('the Hindi advice of every calculator option says the condition in Hindi, with the numbers of the English line', () => {
    let withCondition = 0;
    for (const o of options) {
      const where = `${o.zone} / ${o.soil} / ${o.crop} / ${o.dose.crop} ${o.dose.season}`;
      const english = calc(o, 'english');
      const en = english.recommendations;
      const hi = calc(o, 'hindi').recommendations;
      // The dose used: the first of the system with this crop and ratio (rice kharif and rabi may share one).
      const { condition } = english.dose;
      const season = CALCULATOR_SEASON_NAMES[english.dose.season as keyof typeof CALCULATOR_SEASON_NAMES].hi;
      if (condition) {
        withCondition += 1;
        expect(hi[0], where).toContain(`(${season}, ${CALCULATOR_CONDITIONS_HI[condition]})`);
        for (const line of hi) expect(line.replaceAll(o.zone, ''), where).not.toContain(condition);
      } else expect(hi[0], where).toContain(`(${season})`);
      // The zone is named as in the API (English) and has no digits; the rest says the same numbers.
      expect(numbers(hi[0]!.replace(o.zone, '')), where).toEqual(numbers(en[0]!));
      const runs = hi.flatMap((line) => latinRuns(line.replaceAll(o.zone, '')));
      expect(runs, where).toEqual([]);
    }
    expect(options.length).toBeGreaterThan(250);
    expect(withCondition).toBeGreaterThan(200);
  });
});
