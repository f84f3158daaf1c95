import type { SourceId, Verification } from './sources.js';

export interface FertilizerProduct {
  /** English trade name. */
  en: string;
  /** Common Hindi name. */
  hi: string;
  /** Common Marathi name. */
  mr: string;
  /** Nutrient content, % of product weight (P as P2O5, K as K2O). */
  n: number;
  p2o5: number;
  k2o: number;
  s?: number;
  zn?: number;
  /** Boron, % (borax). */
  b?: number;
  /** Usual bag size, kg. */
  bagKg?: number;
  source: SourceId;
  verification: Verification;
  note?: string;
}

/** Straight and complex fertilisers with their Fertiliser Control Order grades. */
export const FERTILIZERS = {
  Urea: { en: 'Urea', hi: 'यूरिया', mr: 'युरिया', n: 46, p2o5: 0, k2o: 0, bagKg: 45, source: 'fco1985', verification: 'standard' },
  DAP: {
    en: 'DAP (diammonium phosphate)',
    hi: 'डीएपी',
    mr: 'डीएपी',
    n: 18,
    p2o5: 46,
    k2o: 0,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  MOP: {
    en: 'MOP (muriate of potash)',
    hi: 'एमओपी (म्यूरेट ऑफ पोटाश)',
    mr: 'एमओपी (म्युरेट ऑफ पोटॅश)',
    n: 0,
    p2o5: 0,
    k2o: 60,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  SOP: {
    en: 'SOP (sulphate of potash)',
    hi: 'एसओपी (सल्फेट ऑफ पोटाश)',
    mr: 'एसओपी (सल्फेट ऑफ पोटॅश)',
    n: 0,
    p2o5: 0,
    k2o: 50,
    s: 17.5,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  SSP: {
    en: 'SSP (single superphosphate)',
    hi: 'एसएसपी (सिंगल सुपर फॉस्फेट)',
    mr: 'एसएसपी (सिंगल सुपर फॉस्फेट)',
    n: 0,
    p2o5: 16,
    k2o: 0,
    s: 11,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
    note: '16 % water-soluble P2O5; it also carries 11–12 % sulphur (11 % is used in the sums).',
  },
  '10-26-26': {
    en: 'NPK 10-26-26',
    hi: 'एनपीके 10-26-26',
    mr: 'एनपीके 10-26-26',
    n: 10,
    p2o5: 26,
    k2o: 26,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  '12-32-16': {
    en: 'NPK 12-32-16',
    hi: 'एनपीके 12-32-16',
    mr: 'एनपीके 12-32-16',
    n: 12,
    p2o5: 32,
    k2o: 16,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  '14-35-14': {
    en: 'NPK 14-35-14',
    hi: 'एनपीके 14-35-14',
    mr: 'एनपीके 14-35-14',
    n: 14,
    p2o5: 35,
    k2o: 14,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  '17-17-17': {
    en: 'NPK 17-17-17',
    hi: 'एनपीके 17-17-17',
    mr: 'एनपीके 17-17-17',
    n: 17,
    p2o5: 17,
    k2o: 17,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  '20-20-0-13': {
    en: 'NPS 20-20-0-13',
    hi: 'एनपीएस 20-20-0-13',
    mr: 'एनपीएस 20-20-0-13',
    n: 20,
    p2o5: 20,
    k2o: 0,
    s: 13,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  '28-28-0': {
    en: 'NP 28-28-0',
    hi: 'एनपी 28-28-0',
    mr: 'एनपी 28-28-0',
    n: 28,
    p2o5: 28,
    k2o: 0,
    bagKg: 50,
    source: 'fco1985',
    verification: 'standard',
  },
  zincSulphateHepta: {
    en: 'Zinc sulphate heptahydrate (21 % Zn)',
    hi: 'जिंक सल्फेट (21 % जिंक)',
    mr: 'झिंक सल्फेट (21 % जस्त)',
    n: 0,
    p2o5: 0,
    k2o: 0,
    zn: 21,
    s: 10,
    source: 'fco1985',
    verification: 'standard',
  },
  zincSulphateMono: {
    en: 'Zinc sulphate monohydrate (33 % Zn)',
    hi: 'जिंक सल्फेट मोनोहाइड्रेट (33 % जिंक)',
    mr: 'झिंक सल्फेट मोनोहायड्रेट (33 % जस्त)',
    n: 0,
    p2o5: 0,
    k2o: 0,
    zn: 33,
    s: 15,
    source: 'fco1985',
    verification: 'standard',
  },
  borax: {
    en: 'Borax (10.5 % B)',
    hi: 'बोरेक्स (सुहागा, 10.5 % बोरॉन)',
    mr: 'बोरॅक्स (टाकणखार, 10.5 % बोरॉन)',
    n: 0,
    p2o5: 0,
    k2o: 0,
    b: 10.5,
    source: 'fco1985',
    verification: 'recalled',
    note: 'Sodium tetraborate decahydrate; the FCO grade of 10.5 % B is recalled (the pure salt is 11.3 % B). Only the product and its rate enter the plan, not the B content (issue 37, knowledge/micronutrients.ts).',
  },
  gypsum: {
    en: 'Gypsum (agricultural grade)',
    hi: 'जिप्सम',
    mr: 'जिप्सम',
    n: 0,
    p2o5: 0,
    k2o: 0,
    s: 13,
    bagKg: 50,
    source: 'fco1985',
    verification: 'recalled',
    note: 'Calcium sulphate; about 13 % S and 16–19 % Ca in agricultural grades.',
  },
  bentoniteS: {
    en: 'Bentonite sulphur (90 % S)',
    hi: 'बेंटोनाइट सल्फर (90 % गंधक)',
    mr: 'बेंटोनाइट सल्फर (90 % गंधक)',
    n: 0,
    p2o5: 0,
    k2o: 0,
    s: 90,
    source: 'fco1985',
    verification: 'recalled',
    note: 'Elemental sulphur granulated with about 10 % bentonite clay; the FCO grade "Sulphur (from bentonite) 90 % S" is recalled. The 90 % content was read on Indian product and extension pages (e.g. "Sulphur 90 % GR"), and ICAR-IISR names bentonite sulphur 25 kg/ha for its 20 kg S. Soil bacteria oxidise it to sulphate over weeks, which acidifies the soil around the granule. Sold in small packs, so no bag size is given.',
  },
  lime: {
    en: 'Agricultural lime (ground limestone, CaCO3)',
    hi: 'कृषि चूना (पिसा चूना पत्थर)',
    mr: 'शेतीचा चुना (दळलेला चुनखडी)',
    n: 0,
    p2o5: 0,
    k2o: 0,
    source: 'keralaLime',
    verification: 'standard',
  },
} as const satisfies Record<string, FertilizerProduct>;

export type FertilizerId = keyof typeof FERTILIZERS;

/** Names the model (packages/ml) and the contracts use, mapped to our product ids. */
export const FERTILIZER_ALIASES: Record<string, FertilizerId> = {
  urea: 'Urea',
  dap: 'DAP',
  mop: 'MOP',
  sop: 'SOP',
  ssp: 'SSP',
  '10-26-26': '10-26-26',
  '12-32-16': '12-32-16',
  '14-35-14': '14-35-14',
  '17-17-17': '17-17-17',
  '20-20': '20-20-0-13',
  '20-20-0': '20-20-0-13',
  '20-20-0-13': '20-20-0-13',
  '28-28': '28-28-0',
  '28-28-0': '28-28-0',
};
