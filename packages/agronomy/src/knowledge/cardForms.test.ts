import { describe, expect, it } from 'vitest';
import {
  CARD_FORM_SOURCES,
  cardFormsFor,
  NATIONAL_CARD_FORMS,
  phosphorusFormOfRange,
  potassiumFormOfRange,
  STATE_CARD_FORMS,
} from './cardForms.js';

describe('the form a printed normal level shows', () => {
  it.each([
    ['10 - 25 kg/ha', 'P'],
    ['10-25 kg/ha', 'P'],
    ['23 - 57 kg/ha', 'P2O5'],
    ['22.9-57.3', 'P2O5'],
    [undefined, null],
    ['', null],
    // An OCR misread ('25' read as '2S') must not decide.
    ['10 - 2S kg/ha', null],
    ['> 10 ppm', null],
  ] as const)('phosphorus %j → %s', (normal, form) => expect(phosphorusFormOfRange(normal)).toBe(form));

  it.each([
    ['120 - 280 kg/ha', 'K'],
    ['108-280', 'K'],
    ['145 - 337 kg/ha', 'K2O'],
    ['145 - 337', 'K2O'],
    [undefined, null],
    ['145 - 33', null],
  ] as const)('potassium %j → %s', (normal, form) => expect(potassiumFormOfRange(normal)).toBe(form));
});

describe("a state's usual card", () => {
  it('finds a state by name, code or Hindi name, whatever the case and spacing', () => {
    for (const name of ['Himachal Pradesh', ' himachal  pradesh ', 'HP', 'हिमाचल प्रदेश']) {
      expect(cardFormsFor(name)).toMatchObject({ from: 'state_default', state: 'Himachal Pradesh', forms: { p: 'P', k: 'K2O' } });
    }
    expect(cardFormsFor('Karnataka')).toMatchObject({ from: 'state_default', forms: { p: 'P2O5', k: 'K2O' } });
  });

  it('falls back to the national default (P2O5, K2O, a judgement) without a known state', () => {
    for (const state of [null, undefined, '', 'Madhya Pradesh', 'Atlantis']) {
      expect(cardFormsFor(state)).toEqual({ forms: NATIONAL_CARD_FORMS, from: 'national_default', state: null });
    }
    expect(NATIONAL_CARD_FORMS).toMatchObject({ p: 'P2O5', k: 'K2O', verification: 'judgement' });
  });

  it('every entry cites a card that has a citation and a Hindi name', () => {
    for (const entry of [NATIONAL_CARD_FORMS, ...Object.values(STATE_CARD_FORMS)]) {
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const id of entry.sources) {
        expect(CARD_FORM_SOURCES[id].citation.length).toBeGreaterThan(40);
        expect(CARD_FORM_SOURCES[id].hi).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
  // Issue 41: each card's short name in Marathi, with the figures of the Hindi.
  it('names each card in Marathi with the figures of the Hindi', () => {
    const numbers = (t: string) => (t.match(/\d+/g) ?? []).sort();
    for (const s of Object.values(CARD_FORM_SOURCES)) {
      expect(s.mr).not.toBe(s.hi);
      expect(s.mr).not.toMatch(/किग्रा|फॉस्फोरस|पोटाश की/);
      expect(numbers(s.mr), s.mr).toEqual(numbers(s.hi));
    }
  });
});
