import type { Source, Verification } from './sources.js';

/**
 * In which form a Soil Health Card prints available phosphorus and potassium.
 *
 * Cards made from the national portal (soilhealth.dac.gov.in) label the rows "Available Phosphorus
 * (P)" and "Available Potassium (K)" whatever the form: only the printed normal level tells.
 * Phosphorus is printed as P (normal 10–25 kg/ha) or as P₂O₅ (normal 23–57 kg/ha, × 2.29);
 * potassium as K (normal 120–280 kg/ha) or as K₂O (normal 145–337 kg/ha, × 1.2046). A value read
 * in the wrong form is rated 2.29 (P) or 1.2 (K) times too high or too low, so the form decides
 * Low / Medium / High and with it the dose.
 *
 * When the normal level cannot be read, the card's usual form in the farmer's state is assumed
 * (and the user is asked to confirm it). The table holds only states for which a real card was
 * seen; every other state gets the national default.
 */
export type PhosphorusForm = 'P' | 'P2O5';
export type PotassiumForm = 'K' | 'K2O';

/** The cards the table was read from. Same shape as `SOURCES` (sources.ts), kept apart like the soybean sources. */
export const CARD_FORM_SOURCES = {
  shcKarnatakaBagalkote: {
    citation:
      'Soil Health Card, "Soil Test Results" block, Soil Health Centre Bagalkote (Karnataka), sample of 10/09/2017: Available Phosphorus (P) 4.19 kg/ha, normal level 23 - 57 kg/ha; Available Potassium (K) 122.85 kg/ha, normal level 145 - 337 kg/ha. Photo in SABO007/SoilHealthCard (Card/original SHC.jpg), kept as shared/datasets/soil-health-cards/shc_karnataka_bagalkote_test_results.jpg.',
    hi: 'मृदा स्वास्थ्य कार्ड, मृदा स्वास्थ्य केंद्र बागलकोट (कर्नाटक), 2017 — फॉस्फोरस की सामान्य सीमा 23-57, पोटाश की 145-337 किग्रा/हे',
    mr: 'मृदा आरोग्य पत्रिका, मृदा आरोग्य केंद्र बागलकोट (कर्नाटक), 2017 — स्फुरदाची सामान्य मर्यादा 23-57, पालाशची 145-337 kg/ha',
    url: 'https://github.com/SABO007/SoilHealthCard',
  },
  shcHimachalKullu: {
    citation:
      'Soil Health Card HP/2016-17/5279439/1, District Agriculture Office Kullu (Himachal Pradesh), printed from the national portal (soilhealth.dac.gov.in): Available Phosphorus (P) 9.63 kg/ha, normal level 10-25 kg/ha; Available Potassium (K) 201.00 kg/ha, normal level 145 - 337 kg/ha. Image in arhambrrr/soil-health-card-consultation (public/demo-shc.png), kept as shared/datasets/soil-health-cards/shc_himachal_kullu_full_card_redacted.png.',
    hi: 'मृदा स्वास्थ्य कार्ड HP/2016-17, ज़िला कृषि कार्यालय कुल्लू (हिमाचल प्रदेश) — फॉस्फोरस की सामान्य सीमा 10-25, पोटाश की 145-337 किग्रा/हे',
    mr: 'मृदा आरोग्य पत्रिका HP/2016-17, जिल्हा कृषी कार्यालय कुल्लू (हिमाचल प्रदेश) — स्फुरदाची सामान्य मर्यादा 10-25, पालाशची 145-337 kg/ha',
    url: 'https://github.com/arhambrrr/soil-health-card-consultation',
  },
  shcMizoram: {
    citation:
      "Soil Health Card MZ/2016-17/10343339/1 (Mizoram, sample of 12-04-2016) as served by the national portal (soilhealth.dac.gov.in, HealthCard/HealthCardPNew) and reproduced as parsed text in a public scraper of that portal: Available Phosphorus (P) 9.20 kg/ha, normal level 23 - 57 kg/ha; Available Potassium (K) 81.60 kg/ha, normal level 145 - 337 kg/ha. The scraper's repository could not be named from the search index.",
    hi: 'मृदा स्वास्थ्य कार्ड MZ/2016-17 (मिज़ोरम), राष्ट्रीय पोर्टल से — फॉस्फोरस की सामान्य सीमा 23-57, पोटाश की 145-337 किग्रा/हे',
    mr: 'मृदा आरोग्य पत्रिका MZ/2016-17 (मिझोराम), राष्ट्रीय पोर्टलवरून — स्फुरदाची सामान्य मर्यादा 23-57, पालाशची 145-337 kg/ha',
  },
} as const satisfies Record<string, Source>;
export type CardFormSourceId = keyof typeof CARD_FORM_SOURCES;

export interface CardForms {
  p: PhosphorusForm;
  k: PotassiumForm;
  sources: readonly CardFormSourceId[];
  /** See `Verification` in sources.ts: 'checked' = the form was read on the cited card itself. */
  verification: Verification;
  note: string;
}

/**
 * The national default, for a caller without a farm, a farm without a state, or a state not in
 * `STATE_CARD_FORMS`. No published description of the portal's card format was found (searched
 * for 'soil health card format available P2O5 K2O kg/ha'); the three portal cards above all print
 * potassium on the K₂O scale (145–337), and two of three print phosphorus on the P₂O₅ scale
 * (23–57), Himachal Pradesh's as P (10–25). Hence P₂O₅ and K₂O, as a judgement.
 */
export const NATIONAL_CARD_FORMS: CardForms = {
  p: 'P2O5',
  k: 'K2O',
  sources: ['shcKarnatakaBagalkote', 'shcHimachalKullu', 'shcMizoram'],
  verification: 'judgement',
  note: 'K₂O on all three portal cards seen; P₂O₅ on two of three (Karnataka, Mizoram), P on the Himachal Pradesh card.',
};

/**
 * States whose card was seen, keyed by the state's English name. One card each: a state's labs
 * print from the same portal template, but a lab may use other normal levels, hence the question.
 */
export const STATE_CARD_FORMS: Record<string, CardForms> = {
  Karnataka: {
    p: 'P2O5',
    k: 'K2O',
    sources: ['shcKarnatakaBagalkote'],
    verification: 'checked',
    note: 'One card (Bagalkote, 2017): normal levels 23 - 57 (P₂O₅) and 145 - 337 (K₂O) kg/ha.',
  },
  'Himachal Pradesh': {
    p: 'P',
    k: 'K2O',
    sources: ['shcHimachalKullu'],
    verification: 'checked',
    note: 'One card (Kullu, 2016-17): normal levels 10-25 (P) and 145 - 337 (K₂O) kg/ha.',
  },
  Mizoram: {
    p: 'P2O5',
    k: 'K2O',
    sources: ['shcMizoram'],
    verification: 'checked',
    note: 'One card (2016-17), read as parsed portal text, not as an image: normal levels 23 - 57 (P₂O₅) and 145 - 337 (K₂O) kg/ha.',
  },
};

/** Other spellings of the states in the table: the two-letter code of card numbers and the Hindi name. */
const STATE_ALIASES: Record<string, keyof typeof STATE_CARD_FORMS> = {
  ka: 'Karnataka',
  karnatak: 'Karnataka',
  कर्नाटक: 'Karnataka',
  hp: 'Himachal Pradesh',
  himachal: 'Himachal Pradesh',
  'हिमाचल प्रदेश': 'Himachal Pradesh',
  mz: 'Mizoram',
  मिज़ोरम: 'Mizoram',
  मिजोरम: 'Mizoram',
};

const key = (name: string) => name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const BY_KEY = new Map<string, keyof typeof STATE_CARD_FORMS>([
  ...Object.keys(STATE_CARD_FORMS).map((s) => [key(s), s] as const),
  ...Object.entries(STATE_ALIASES).map(([alias, s]) => [key(alias), s] as const),
]);

/**
 * The forms a card from this state usually prints: the state's entry when there is one
 * (`from: 'state_default'`), else the national default (`from: 'national_default'`).
 * `state` is the table's name for the state, or null.
 */
export function cardFormsFor(state: string | null | undefined): {
  forms: CardForms;
  from: 'state_default' | 'national_default';
  state: string | null;
} {
  const found = state ? BY_KEY.get(key(state)) : undefined;
  return found
    ? { forms: STATE_CARD_FORMS[found]!, from: 'state_default', state: found }
    : { forms: NATIONAL_CARD_FORMS, from: 'national_default', state: null };
}

/** The numbers in a printed normal level ('23 - 57 kg/ha' → [23, 57]). */
const numbersOf = (normal: string) => (normal.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/**
 * The form a printed normal level shows: P 10–25 vs P₂O₅ 23–57 kg/ha by its upper end (below 40
 * P, from 40 P₂O₅); null when no plausible upper end was read (an OCR misread must not decide).
 */
export function phosphorusFormOfRange(normal: string | undefined): PhosphorusForm | null {
  const upper = Math.max(0, ...numbersOf(normal ?? ''));
  if (upper >= 15 && upper < 40) return 'P';
  if (upper >= 40 && upper <= 100) return 'P2O5';
  return null;
}

/** Likewise for potassium: K 120–280 vs K₂O 145–337 kg/ha by the upper end (below 310 K, from 310 K₂O). */
export function potassiumFormOfRange(normal: string | undefined): PotassiumForm | null {
  const upper = Math.max(0, ...numbersOf(normal ?? ''));
  if (upper >= 200 && upper < 310) return 'K';
  if (upper >= 310 && upper <= 500) return 'K2O';
  return null;
}
