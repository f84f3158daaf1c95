import { FERTILIZER_CROP_TYPES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { MICRONUTRIENT_CORRECTIONS, MOISTURE, ORGANIC_OPTIONS, SOIL_NOTES, SOIL_TYPE_NAMES } from './amendments.js';
import { RATING_FACTORS_SOURCE } from './adjustment.js';
import { CROPS, type Split } from './crops.js';
import { FERTILIZERS } from './fertilizers.js';
import {
  CONVERSIONS,
  EC_SOURCE,
  GYPSUM_RECLAMATION,
  LIME_SOURCE,
  MICRONUTRIENT_LIMITS,
  NUTRIENT_SCALES,
  ORGANIC_CARBON_SCALE,
  PH_SCALE,
} from './soilTest.js';
import { SOURCES, type SourceId } from './sources.js';

const cited = (id: SourceId) => {
  const s = SOURCES[id];
  expect(s, `source ${id}`).toBeDefined();
  expect(s.citation.trim().length).toBeGreaterThan(20);
  expect(s.hi).toMatch(/[\u0900-\u097F]/);
};

describe('every data entry cites a source', () => {
  // Issue 41: each short name in Marathi, with the figures of the Hindi name.
  it('sources have a Marathi name with the figures of the Hindi', () => {
    const numbers = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).sort();
    for (const [id, s] of Object.entries(SOURCES) as [SourceId, { hi: string; mr?: string }][]) {
      expect(s.mr, id).toBeTruthy();
      expect(s.mr, id).not.toBe(s.hi);
      expect(s.mr, id).not.toMatch(/किग्रा|मिट्टी|एवं|(^|\s)(की|के)\s/);
      expect(numbers(s.mr!), s.mr).toEqual(numbers(s.hi));
    }
  });

  it('sources have a citation, a Hindi name and, where given, a web address', () => {
    for (const [id, s] of Object.entries(SOURCES) as [SourceId, { citation: string; hi: string; url?: string }][]) {
      cited(id);
      if (s.url) expect(s.url).toMatch(/^https?:\/\/\S+$/);
    }
  });

  it.each(FERTILIZER_CROP_TYPES.filter((c) => c !== 'rice'))('crop %s', (crop) => {
    const c = CROPS[crop as keyof typeof CROPS];
    cited(c.source);
    for (const e of c.extras ?? []) cited(e.source);
  });

  it('products, scales, conversions, corrections, organic options and notes', () => {
    for (const f of Object.values(FERTILIZERS)) cited(f.source);
    for (const s of Object.values(NUTRIENT_SCALES)) cited(s.source);
    for (const c of Object.values(CONVERSIONS)) cited(c.source);
    for (const l of Object.values(MICRONUTRIENT_LIMITS)) cited(l.source);
    for (const c of Object.values(MICRONUTRIENT_CORRECTIONS)) cited(c.source);
    for (const o of ORGANIC_OPTIONS) cited(o.source);
    for (const n of Object.values(SOIL_NOTES)) cited(n.source);
    for (const x of [ORGANIC_CARBON_SCALE, PH_SCALE, EC_SOURCE, LIME_SOURCE, GYPSUM_RECLAMATION, MOISTURE, RATING_FACTORS_SOURCE])
      cited(x.source);
    cited(EC_SOURCE.extractSource);
  });

  // Issue 41: the corrections, organic options, soil notes and soil names of the advice in Marathi.
  it('corrections, organic options, soil notes and soil names have Marathi with the English figures', () => {
    const numbers = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).sort();
    const texts = [
      ...Object.values(MICRONUTRIENT_CORRECTIONS).flatMap((c) => [c.product, c.how]),
      ...ORGANIC_OPTIONS.flatMap((o) => [o.name, o.rate]),
      ...Object.values(SOIL_NOTES).map((n) => n.text),
      ...Object.values(SOIL_TYPE_NAMES),
    ];
    expect(texts.length).toBeGreaterThan(30);
    for (const t of texts) {
      expect(t.mr, t.en).toBeTruthy();
      if (t.en.split(' ').length > 2) expect(t.mr).not.toBe(t.hi);
      expect(t.mr).not.toMatch(/[A-Za-z]{4,}/);
      expect(numbers(t.mr!), t.mr).toEqual(numbers(t.en));
    }
  });
});

describe('crop schedules', () => {
  const all = Object.entries(CROPS).flatMap(([crop, c]) => [
    [crop, c.dose, c.splits] as const,
    ...Object.entries(c.bySoil ?? {}).map(([soil, v]) => [`${crop} on ${soil}`, v.dose, v.splits] as const),
  ]);

  it.each(all)('%s: each nutrient is split into shares adding up to 1', (_crop, dose, splits: Split[]) => {
    for (const k of ['n', 'p2o5', 'k2o'] as const) {
      const sum = splits.reduce((s, x) => s + x[k], 0);
      if (dose[k] > 0) expect(sum).toBeCloseTo(1, 9);
      for (const x of splits) expect(x[k]).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(all)('%s: the Hindi texts are in Devanagari, without Latin letters', (_crop, _dose, splits: Split[]) => {
    for (const x of splits) {
      for (const text of [x.stage.hi, x.timing.hi]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
        expect(text).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('crop names have Hindi forms', () => {
    for (const c of Object.values(CROPS)) {
      expect(c.hi).toMatch(/[\u0900-\u097F]/);
      expect(c.basis.hi).toMatch(/[\u0900-\u097F]/);
    }
  });
  // Issue 41: names, bases, stages and timings in Marathi, not the Hindi; Devanagari with the English figures.
  it.each(all)('%s: every text has Marathi in Devanagari with the English figures', (crop, _dose, splits: Split[]) => {
    const c = CROPS[crop.split(' on ')[0] as keyof typeof CROPS];
    const numbers = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).sort();
    const texts = [c.basis, ...splits.flatMap((x) => [x.stage, x.timing]), ...(c.extras ?? []).map((e) => e.timing)];
    expect(c.mr).toMatch(/^[\u0900-\u097F][^A-Za-z]*$/);
    for (const text of texts) {
      expect(text.mr, text.en).toBeTruthy();
      expect(text.mr).not.toMatch(/[A-Za-z]/);
      expect(numbers(text.mr!), text.mr).toEqual(numbers(text.en));
    }
    // Words Hindi and Marathi share (मे, मार्च–अप्रैल aside) make no rule; a sentence reads as Marathi.
    for (const text of texts) if (text.en.split(' ').length > 3) expect(text.mr, text.en).not.toBe(text.hi);
  });
});
