import type { CalculatorCrop } from './calculatorDoses.js';
import type { Text } from './crops.js';
import type { SourceId, Verification } from './sources.js';

/**
 * Nutrient credits (issue 37): what a manure applied this season and the legume grown before bring to
 * the crop's N, P2O5 and K2O, deducted from the fertilizer dose. Every figure keeps its source and how it
 * was checked (sources.ts).
 */

export type ManureId = 'fym' | 'compost';

export interface ManureAnalysis {
  id: ManureId;
  name: Text;
  /** Per cent of the fresh manure: N, P2O5, K2O. */
  percent: { n: number; p2o5: number; k2o: number };
  source: SourceId;
  verification: Verification;
  note: string;
}

export const MANURES: Record<ManureId, ManureAnalysis> = {
  fym: {
    id: 'fym',
    name: { en: 'farmyard manure', hi: 'गोबर की सड़ी खाद', mr: 'कुजलेले शेणखत' },
    percent: { n: 0.5, p2o5: 0.2, k2o: 0.5 },
    source: 'fymAnalysis',
    verification: 'checked',
    note: 'https://www.vantikatech.com/2020/04/organic-farmyard-manure.html — "well-decomposed farmyard manure contains 0.5 percent Nitrogen, 0.2 percent P2O5, and 0.5 percent K2O"; the same figures on farmextensionmanager.com and gramophone.in. A secondary page: the figures are the usual Indian textbook averages, and a manure analysis should replace them when there is one.',
  },
  compost: {
    id: 'compost',
    name: { en: 'compost', hi: 'कम्पोस्ट', mr: 'कंपोस्ट खत' },
    percent: { n: 0.5, p2o5: 0.15, k2o: 0.5 },
    source: 'compostAnalysis',
    verification: 'checked',
    note: 'https://kisanvedika.bighaat.com/web-stories/maximize-soil-fertility-and-crop-yield-with-organic-manure/ — farm compost "contains 0.5 % N, 0.15 % P2O5 and 0.5 % K2O".',
  },
};

/**
 * Share of the manure's nutrients the first crop can count on. The page gives about 30 % of the N,
 * 60–70 % of the P and 65–70 % of the K; the lower end of each range is used so that a credit never
 * leaves the crop short (judgement). Compost is given the same fractions: no figure for compost was read,
 * and it is no faster to release than FYM (judgement).
 */
export const FIRST_SEASON_AVAILABILITY = {
  n: 0.3,
  p2o5: 0.6,
  k2o: 0.65,
  source: 'fymAnalysis' as const satisfies SourceId,
  verification: 'checked' as Verification,
  note: 'https://www.vantikatech.com/2020/04/organic-farmyard-manure.html — "Around 30 percent of nitrogen, 60-70 percent of phosphorus, and 65-70 percent of potassium are available to which crop is sown after apply FYM"; the lower end of each range is the judgement.',
};

/** The most manure a credit is computed for, t/ha: above it the figure is refused as a likely unit error. */
export const MAX_MANURE_T_PER_HA = 50;

export type PreviousLegume = 'Green gram' | 'Black gram' | 'Cowpea' | 'Chickpea' | 'Lentil' | 'Pea' | 'Soybean' | 'Pigeonpea';

export const PREVIOUS_LEGUMES: Record<PreviousLegume, Text> = {
  'Green gram': { en: 'green gram', hi: 'मूंग', mr: 'मूग' },
  'Black gram': { en: 'black gram', hi: 'उड़द', mr: 'उडीद' },
  Cowpea: { en: 'cowpea', hi: 'लोबिया', mr: 'चवळी' },
  Chickpea: { en: 'chickpea', hi: 'चना', mr: 'हरभरा' },
  Lentil: { en: 'lentil', hi: 'मसूर', mr: 'मसूर' },
  Pea: { en: 'pea', hi: 'मटर', mr: 'वाटाणा' },
  Soybean: { en: 'soybean', hi: 'सोयाबीन', mr: 'सोयाबीन' },
  Pigeonpea: { en: 'pigeonpea', hi: 'अरहर', mr: 'तूर' },
};

export interface LegumeCredit {
  /** Cereal that follows. */
  next: CalculatorCrop;
  previous: readonly PreviousLegume[];
  /** The range the source reports, kg N/ha. */
  rangeKgPerHa: [number, number];
  /** The credit deducted: the lower end of the range (judgement: the benefit varies with how much residue stays). */
  kgNPerHa: number;
  source: SourceId;
  verification: Verification;
  note: string;
}

const LOWER_END =
  "The lower end of the reported range is deducted: the saving depends on the legume's yield and how much of its residue stays in the field, and the lower end was met in every trial (judgement).";

export const LEGUME_CREDITS: readonly LegumeCredit[] = [
  {
    next: 'Wheat',
    previous: ['Green gram', 'Black gram'],
    rangeKgPerHa: [30, 60],
    kgNPerHa: 30,
    source: 'narwal1983Wheat',
    verification: 'checked',
    note: `Read in the abstract (Cambridge Core): green gram and black gram "reduced the nitrogen requirement of a succeeding wheat crop by 30–60 kg ha−1". ${LOWER_END}`,
  },
  {
    next: 'Wheat',
    previous: ['Soybean', 'Pigeonpea'],
    rangeKgPerHa: [30, 30],
    kgNPerHa: 30,
    source: 'narwal1983Wheat',
    verification: 'checked',
    note: 'Read in the abstract (Cambridge Core): "compared with only 30 kg ha−1 after pigeonpea or soyabean".',
  },
  {
    next: 'Maize',
    previous: ['Chickpea', 'Lentil', 'Pea'],
    rangeKgPerHa: [18, 68],
    kgNPerHa: 18,
    source: 'winterLegumesMaize1981',
    verification: 'checked',
    note: `Read in the abstract (Scilit): chickpea, lentil, pea and Lathyrus "reduced the need for fertilizer N in maize to the extent of 18–68 kg/ha". ${LOWER_END}`,
  },
  {
    next: 'Rice',
    previous: ['Green gram', 'Cowpea', 'Black gram'],
    rangeKgPerHa: [36, 67],
    kgNPerHa: 36,
    source: 'legumesRiceN',
    verification: 'checked',
    note: `Read in the abstract (Scilit): preceding mung bean, cow pea or black gram "were equivalent to 36–67 kg N/ha of chemical fertilizer applied to the rice crop following a cereal". ${LOWER_END}`,
  },
  {
    next: 'Pearl millet',
    previous: ['Cowpea', 'Green gram'],
    rangeKgPerHa: [40, 40],
    kgNPerHa: 40,
    source: 'narwal1987PearlMillet',
    verification: 'checked',
    note: 'Read in the abstract (Cambridge Core): preceding fallow, cow pea and green gram "reduced the nitrogen requirement of pearl millet by 40 kg/ha compared with maize".',
  },
];

/** The credit a preceding legume gives the next crop, when a read source covers the pair. */
export function legumeCredit(next: CalculatorCrop, previous: PreviousLegume): LegumeCredit | undefined {
  return LEGUME_CREDITS.find((c) => c.next === next && c.previous.includes(previous));
}
