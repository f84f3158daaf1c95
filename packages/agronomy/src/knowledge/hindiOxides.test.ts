import { FERTILIZER_CROP_TYPES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { fertilizerAdvice } from '../advice.js';
import * as soilAnalysis from '../soilAnalysis.js';
import * as adjustment from './adjustment.js';
import * as amendments from './amendments.js';
import * as calculatorDoses from './calculatorDoses.js';
import * as crops from './crops.js';
import { DISEASE_LABELS, type DiseaseCrop, diseaseAdvice } from './diseases.js';
import * as fertigationProfile from './fertigationProfile.js';
import * as fertilizers from './fertilizers.js';
import * as soilWater from './soilWater.js';
import * as soilWaterAlarms from './soilWaterAlarms.js';
import * as soilTest from './soilTest.js';
import { SOIL_TYPE_LABELS, soilTypeInfo } from './soilTypes.js';
import * as sources from './sources.js';
import * as soybeanPractices from './soybeanPractices.js';
import * as soybeanSources from './soybeanSources.js';
import * as soybeanStages from './soybeanStages.js';
import * as soybeanZones from './soybeanZones.js';

/**
 * Doses are given as oxides (kg P₂O₅, kg K₂O). In Hindi the oxide is फॉस्फेट / पोटाश; फॉस्फोरस and
 * पोटैशियम are the elements P and K, 2.29 and 1.2 times less. A number with a kg unit followed, in
 * the same clause, by फॉस्फोरस / पोटैशियम therefore reads as "so many kg of the element" and is a
 * defect unless the element is meant and said: "10 किग्रा फॉस्फोरस (P)".
 *
 * The rule: a number (ranges and ratios such as 375–400 or 25:60:40:20 count as one), then kg /
 * किग्रा / कि.ग्रा. / किलोग्राम / किलो, then at most 40 characters without a digit, a sentence or
 * clause end (। . ; : —) or a bracket, then the element's name, not followed by "(P)" / "(K)"
 * (or पी / के). The element named before the number ("उपलब्ध फॉस्फोरस 12 किग्रा/हे") is not caught:
 * that is how a soil test states the element.
 */
const NUM = String.raw`[0-9०-९]+(?:[.,][0-9०-९]+)*(?:\s*[–:-]\s*[0-9०-९]+(?:[.,][0-9०-९]+)*)*`;
const UNIT = String.raw`(?:kg|किग्रा|कि\.\s?ग्रा\.?|किलोग्राम|किलो)`;
const GAP = String.raw`[^0-9०-९।.;:—()\n]{0,40}?`;
/** फॉस्फोरस, फास्फोरस, फोस्फोरस (nuktas are stripped first) and पोटैशियम, पोटेशियम, पोटाशियम, पोटासियम. */
const ELEMENT = String.raw`(फ[ॉाो]?स्फ[ोॉ]रस|प[ोौ]ट[ैेा]?[शस]ियम)`;
const DOSE_AS_ELEMENT = new RegExp(`${NUM}\\s*${UNIT}${GAP}${ELEMENT}(?!\\s*\\((?:P|K|पी|के)\\))`, 'gu');

/**
 * The reverse defect (issue 37): the element's scale or value labelled with the oxide's name. पोटाश reads as
 * K₂O, so "पोटाश (K)" or a rating scale "पोटाश कम < 121" (the scale is on K) tells the farmer the wrong
 * form; likewise फॉस्फेट (P). A scale is the name followed by a rating word and < or >.
 */
const ELEMENT_AS_OXIDE = /(पोटाश\s*\((?:K|के)\)|फ[ॉा]स्फेट\s*\((?:P|पी)\)|(?:पोटाश|फ[ॉा]स्फेट)\s+(?:कम|अधिक)\s*[<>])/gu;

/** The element's value or scale written with the oxide's name (empty when there are none). */
function elementAsOxide(text: string): string[] {
  return [
    ...text
      .normalize('NFD')
      .replace(/\u093C/g, '')
      .normalize('NFC')
      .matchAll(ELEMENT_AS_OXIDE),
  ].map((m) => m[0]);
}

/** The oxide doses written as the element in a Hindi text (empty when there are none). */
function oxideDosesAsElement(text: string): string[] {
  const plain = text.normalize('NFD').replace(/\u093C/g, '');
  return [...plain.matchAll(DOSE_AS_ELEMENT)].map((m) => m[0]);
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every Devanagari string reachable from `value`, with its path. */
function hindiTexts(value: unknown, path: string, out: { path: string; text: string }[], seen = new Set<object>()) {
  if (typeof value === 'string') {
    if (DEVANAGARI.test(value)) out.push({ path, text: value });
    return out;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) hindiTexts(v, `${path}.${k}`, out, seen);
  return out;
}

const MODULES = {
  sources,
  soilTest,
  amendments,
  adjustment,
  crops,
  fertilizers,
  calculatorDoses,
  fertigationProfile,
  soilWater,
  soilWaterAlarms,
  soybeanPractices,
  soybeanZones,
  soybeanStages,
  soybeanSources,
  soilAnalysis,
};

const texts = [
  ...Object.entries(MODULES).flatMap(([name, m]) => hindiTexts(m, name, [])),
  ...(Object.keys(DISEASE_LABELS) as DiseaseCrop[]).flatMap((crop) =>
    DISEASE_LABELS[crop].flatMap((label) => hindiTexts(diseaseAdvice(crop, label), `diseases.${crop}.${label}`, [])),
  ),
  ...SOIL_TYPE_LABELS.flatMap((label) => hindiTexts(soilTypeInfo(label), `soilTypes.${label}`, [])),
];

/** The Hindi fertilizer advice of every crop on a card printed in K₂O and in K, with a pH (issue 37). */
const adviceTexts = FERTILIZER_CROP_TYPES.flatMap((crop) =>
  (['K', 'K2O'] as const).map((basis) => ({
    path: `fertilizerAdvice.${crop}.${basis}`,
    text: fertilizerAdvice({
      language: 'hindi',
      crop,
      soilType: 'Black',
      unit: 'kg/ha',
      nitrogen: 250,
      phosphorus: 12,
      potassium: 150,
      potassiumBasis: basis,
      ph: 8.7,
    }).markdown,
  })),
);

describe('Hindi doses name the oxide, not the element', () => {
  it.each([
    '60 किलो फॉस्फोरस',
    'प्रति हेक्टेयर 25 किलो नाइट्रोजन, 60 किलो फॉस्फोरस, 40 किलो पोटाश',
    '40 किग्रा पोटैशियम प्रति हेक्टेयर',
    '40 कि.ग्रा. पोटेशियम',
    '60 kg फास्फोरस',
    '60 किलोग्राम फ़ॉस्फ़ोरस (P₂O₅)',
    '25:60:40:20 किग्रा/हे नाइट्रोजन, फॉस्फोरस, पोटाश व सल्फर',
    '375–400 किलो/हेक्टेयर फॉस्फोरस',
  ])('flags "%s"', (text) => {
    expect(oxideDosesAsElement(text)).not.toEqual([]);
  });

  it.each([
    '60 किलो फॉस्फेट (P₂O₅), 40 किलो पोटाश (K₂O) और 20 किलो गंधक',
    'सिंगल सुपर फॉस्फेट 375–400 किलो + म्यूरेट ऑफ पोटाश 67 किलो',
    'उपलब्ध फॉस्फोरस (पी) 12.22 किग्रा/हे मध्यम 10 - 25 kg/ha',
    'फॉस्फोरस कम < 10, मध्यम 10–25, अधिक > 25 किलो/हेक्टेयर; पोटैशियम कम < 120.83',
    '10 किग्रा/हे फॉस्फोरस (P), यानी 22.9 किग्रा/हे फॉस्फेट',
    '57 फॉस्फेट = 25 फॉस्फोरस',
    'पोटैशियम का स्तर अधिक है (25 > 19)',
    '20 किलो गंधक दें। फॉस्फोरस की कमी हो तो',
  ])('passes "%s"', (text) => {
    expect(oxideDosesAsElement(text)).toEqual([]);
  });

  it.each(['| पोटाश (K) | 150 किलो/हेक्टेयर |', 'पोटाश कम < 108, मध्यम 108–280', 'फॉस्फेट (P) 12'])(
    'flags the element labelled as the oxide: "%s"',
    (text) => {
      expect(elementAsOxide(text)).not.toEqual([]);
    },
  );

  it.each(['| पोटैशियम (K) | 150 किलो/हेक्टेयर |', 'पोटैशियम कम < 120.83', '40 किलो पोटाश (K₂O)', 'पोटाश (K₂O) 59.14', 'फॉस्फेट (P₂O₅)'])(
    'passes "%s"',
    (text) => {
      expect(elementAsOxide(text)).toEqual([]);
    },
  );

  it('reads the Hindi texts of the knowledge tables', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.some((t) => t.path.startsWith('soybeanPractices.SOYBEAN_PRACTICES'))).toBe(true);
    expect(texts.some((t) => t.path.startsWith('diseases.'))).toBe(true);
  });

  it('no knowledge table or Hindi advice names the element K or P by its oxide (पोटाश / फॉस्फेट)', () => {
    const defects = [...texts, ...adviceTexts]
      .map((t) => ({ ...t, found: elementAsOxide(t.text) }))
      .filter((t) => t.found.length > 0)
      .map((t) => `${t.path}: ${t.found.join(' | ')}`);
    expect(adviceTexts.length).toBeGreaterThan(10);
    expect(defects).toEqual([]);
  });

  it('no knowledge table writes a P₂O₅ or K₂O dose as फॉस्फोरस / पोटैशियम', () => {
    const defects = texts
      .map((t) => ({ ...t, found: oxideDosesAsElement(t.text) }))
      .filter((t) => t.found.length > 0)
      .map((t) => `${t.path}: ${t.found.join(' | ')}`);
    expect(defects).toEqual([]);
  });
});
