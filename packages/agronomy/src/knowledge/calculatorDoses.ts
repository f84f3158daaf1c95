import type { AgroRegionName } from '@agrim/contracts';
import type { Text } from './crops.js';
import type { SourceId } from './sources.js';

/**
 * The nutrient calculator's table (issue 9): agro-climatic zone → soil → cropping system → the general
 * recommended dose of each crop and season, in kg N : P2O5 : K2O per hectare.
 *
 * Sources. Each dose cites the package of practices of the state agricultural university or state
 * department of agriculture that serves the zone, or the ICAR crop institute (IISR Indore for soybean,
 * IIWBR for wheat, IIPR for pulses, CICR for cotton, CPRI for potato, CPCRI for palms, …). Doses
 * published per acre are converted (÷ 0.4047) and rounded as the source's own per-hectare tables do;
 * palm doses published per palm are multiplied by the planting density given in the condition.
 *
 * Verification (as in sources.ts):
 * - 'checked': the figure was read from the cited page or document while writing this table;
 * - 'recalled': the figure is the one commonly quoted from that publication, written from memory.
 *   The calculator tells the farmer to confirm it with the KVK or state agricultural university.
 *
 * Conventions. Zones are the 32 AGRO_CLIMATIC_REGIONS names (contracts), each with the soils actually
 * found there (a small vocabulary, CALCULATOR_SOILS) and its main cropping systems, written 'A - B' for a
 * sequence and 'A + B' for an intercrop. Seasons: Kharif, Rabi, Summer (zaid, boro, ahu), Annual (cane,
 * palms; per year). Legumes get a starter N dose only. A zero means the source asks for none of that
 * nutrient there (e.g. K on the potassium-rich black soils of Gujarat).
 */

export const CALCULATOR_SOILS = [
  'Alluvial',
  'Black',
  'Red',
  'Red and Yellow',
  'Laterite',
  'Mountain',
  'Desert',
  'Coastal Alluvial',
  'Coastal Sandy',
  'Mixed Red and Black',
  'Saline-Alkali',
] as const;
export type CalculatorSoil = (typeof CALCULATOR_SOILS)[number];

export const CALCULATOR_SEASONS = ['Kharif', 'Rabi', 'Summer', 'Annual'] as const;
export type CalculatorSeason = (typeof CALCULATOR_SEASONS)[number];

/** Crops of the table with their Hindi names; `legume` crops get a starter N dose only. */
export const CALCULATOR_CROPS = {
  Rice: { en: 'Rice', hi: 'धान' },
  Wheat: { en: 'Wheat', hi: 'गेहूँ' },
  Maize: { en: 'Maize', hi: 'मक्का' },
  'Pearl millet': { en: 'Pearl millet', hi: 'बाजरा' },
  Sorghum: { en: 'Sorghum', hi: 'ज्वार' },
  'Finger millet': { en: 'Finger millet', hi: 'रागी (मंडुआ)' },
  Chickpea: { en: 'Chickpea', hi: 'चना', legume: true },
  Lentil: { en: 'Lentil', hi: 'मसूर', legume: true },
  Pigeonpea: { en: 'Pigeonpea', hi: 'अरहर (तूर)', legume: true },
  'Black gram': { en: 'Black gram', hi: 'उड़द', legume: true },
  'Green gram': { en: 'Green gram', hi: 'मूंग', legume: true },
  Cowpea: { en: 'Cowpea', hi: 'लोबिया', legume: true },
  'Cluster bean': { en: 'Cluster bean', hi: 'ग्वार', legume: true },
  Soybean: { en: 'Soybean', hi: 'सोयाबीन', legume: true },
  Groundnut: { en: 'Groundnut', hi: 'मूंगफली', legume: true },
  Mustard: { en: 'Mustard', hi: 'सरसों' },
  Toria: { en: 'Toria (rapeseed)', hi: 'तोरिया' },
  Sesame: { en: 'Sesame', hi: 'तिल' },
  Sunflower: { en: 'Sunflower', hi: 'सूरजमुखी' },
  Castor: { en: 'Castor', hi: 'अरंडी' },
  Cotton: { en: 'Cotton', hi: 'कपास' },
  Sugarcane: { en: 'Sugarcane', hi: 'गन्ना' },
  Potato: { en: 'Potato', hi: 'आलू' },
  Jute: { en: 'Jute', hi: 'पटसन (जूट)' },
  Tobacco: { en: 'Tobacco', hi: 'तंबाकू' },
  Turmeric: { en: 'Turmeric', hi: 'हल्दी' },
  Coconut: { en: 'Coconut', hi: 'नारियल' },
  Arecanut: { en: 'Arecanut', hi: 'सुपारी' },
} as const satisfies Record<string, Text & { legume?: boolean }>;
export type CalculatorCrop = keyof typeof CALCULATOR_CROPS;

export const CALCULATOR_SEASON_NAMES: Record<CalculatorSeason, Text> = {
  Kharif: { en: 'Kharif', hi: 'खरीफ' },
  Rabi: { en: 'Rabi', hi: 'रबी' },
  Summer: { en: 'Summer', hi: 'ज़ायद (ग्रीष्म)' },
  Annual: { en: 'Annual', hi: 'वार्षिक' },
};

export interface CalculatorDose {
  crop: CalculatorCrop;
  season: CalculatorSeason;
  /** Variety group, water regime or area the dose is for. */
  condition: string | null;
  /** kg/ha per season (per year for Annual). */
  n: number;
  p2o5: number;
  k2o: number;
  source: SourceId;
  verification: 'checked' | 'recalled';
  /** Potash fertiliser to buy; SOP where chloride must be avoided (tobacco). Default MOP. */
  potash?: 'MOP' | 'SOP';
}

export interface CroppingSystem {
  name: string;
  doses: readonly CalculatorDose[];
}

export type ZoneSoils = Partial<Record<CalculatorSoil, readonly CroppingSystem[]>>;

// ---------------------------------------------------------------- helpers

function d(
  crop: CalculatorCrop,
  season: CalculatorSeason,
  condition: string | null,
  [n, p2o5, k2o]: [number, number, number],
  source: SourceId,
  verification: 'checked' | 'recalled' = 'recalled',
): CalculatorDose {
  return { crop, season, condition, n, p2o5, k2o, source, verification };
}

const sys = (name: string, ...doses: CalculatorDose[]): CroppingSystem => ({ name, doses });

const round2 = (x: number) => Math.round(x * 100) / 100;
/** A palm dose published in grams per palm per year, as kg/ha at `palms` per hectare. */
const perPalm = (grams: [number, number, number], palms: number): [number, number, number] =>
  grams.map((g) => round2((g * palms) / 1000)) as [number, number, number];

// ---------------------------------------------------------------- doses used in several zones

// Himachal Pradesh Department of Agriculture (checked on hpagrisnet.gov.in / agriculture.hp.gov.in).
const HP_MAIZE_HIGH = d('Maize', 'Kharif', 'hybrids and composites, high-rainfall areas', [120, 60, 40], 'hpAgriPop', 'checked');
const HP_MAIZE_LOW = d('Maize', 'Kharif', 'hybrids and composites, low-rainfall areas', [90, 45, 30], 'hpAgriPop', 'checked');
const HP_RICE = d('Rice', 'Kharif', 'high-yielding varieties, transplanted', [90, 40, 40], 'hpAgriPop', 'checked');
const HP_WHEAT_IRR = d('Wheat', 'Rabi', 'irrigated', [120, 60, 30], 'hpAgriPop', 'checked');
const HP_WHEAT_RF = d('Wheat', 'Rabi', 'rainfed', [80, 40, 40], 'hpAgriPop', 'checked');

// North-eastern hills
const NEH_MAIZE = d('Maize', 'Kharif', 'hills', [80, 60, 40], 'icarNehPop');
const NEH_TORIA = d('Toria', 'Rabi', 'after kharif rice or maize', [40, 20, 20], 'icarNehPop');
const NEH_RICE = d('Rice', 'Kharif', 'terraced or valley lowland', [60, 40, 40], 'icarNehPop');
const HILL_POTATO = d('Potato', 'Rabi', 'hills', [120, 80, 80], 'cpriPotato');

// Assam
const AAU_SALI = d('Rice', 'Kharif', 'sali (winter) rice, high-yielding varieties', [60, 20, 40], 'aauPop');
const AAU_TORIA = d('Toria', 'Rabi', null, [40, 35, 15], 'aauPop');

// West Bengal
const WB_AMAN = d('Rice', 'Kharif', 'aman, high-yielding varieties', [80, 40, 40], 'wbPop');
const WB_AMAN_RAINFED = d('Rice', 'Kharif', 'aman, rainfed lowland or upland', [60, 30, 30], 'wbPop');

// Uttar Pradesh, sodic soils, sugarcane, potato
const UP_RICE = d('Rice', 'Kharif', 'transplanted, high-yielding varieties', [120, 60, 60], 'upAgriPop');
const UP_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated', [150, 60, 40], 'upAgriPop');
const UP_MAIZE = d('Maize', 'Kharif', null, [120, 60, 40], 'upAgriPop');
const CANE_SUBTROPICAL = d('Sugarcane', 'Annual', 'plant crop, subtropical India', [150, 60, 60], 'iisrSugarcane');
const PLAINS_POTATO = d('Potato', 'Rabi', 'plains', [180, 80, 100], 'cpriPotato');
const SODIC_RICE = d('Rice', 'Kharif', 'reclaimed sodic soil (gypsum applied); add 25 kg zinc sulphate', [150, 60, 40], 'cssriCrops');
const SODIC_WHEAT = d('Wheat', 'Rabi', 'reclaimed sodic soil', [150, 60, 40], 'cssriCrops');

// General (national) recommendations
const IIWBR_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated (general recommendation)', [120, 60, 40], 'iiwbrWheat');
const IISR_SOYBEAN = d('Soybean', 'Kharif', 'starter N; add 20 kg S/ha', [25, 60, 40], 'iisrSoybean', 'checked');
const CHICKPEA = d('Chickpea', 'Rabi', null, [20, 40, 20], 'iiprPulses');
const CHICKPEA_RAINFED = d('Chickpea', 'Rabi', 'rainfed', [20, 40, 0], 'iiprPulses');
const LENTIL = d('Lentil', 'Rabi', null, [20, 40, 20], 'iiprPulses');
const GREEN_GRAM = d('Green gram', 'Summer', null, [20, 40, 20], 'iiprPulses');
const BLACK_GRAM = d('Black gram', 'Kharif', null, [20, 40, 20], 'iiprPulses');
const MUSTARD_IRR = d('Mustard', 'Rabi', 'irrigated; add 40 kg S/ha', [80, 40, 40], 'drmrMustard');
const MUSTARD_RAINFED = d('Mustard', 'Rabi', 'rainfed', [40, 20, 20], 'drmrMustard');
const PEARL_MILLET_IRR = d('Pearl millet', 'Kharif', 'irrigated or 750–1150 mm rain', [80, 40, 40], 'pearlMillet');
const PEARL_MILLET_DRY = d('Pearl millet', 'Kharif', 'rainfed, below 750 mm rain', [40, 20, 0], 'pearlMillet');
const COTTON_NORTH = d('Cotton', 'Kharif', 'Bt hybrids, irrigated (north zone)', [150, 60, 60], 'cicrCotton');
const COTTON_CENTRAL = d('Cotton', 'Kharif', 'Bt hybrids, rainfed (central and south zones)', [120, 60, 60], 'cicrCotton');
const PDKV_COTTON = d('Cotton', 'Kharif', 'black soil (Vertisol), central India', [100, 50, 50], 'pdkvCotton', 'checked');

// Punjab, Haryana
const PAU_RICE = d('Rice', 'Kharif', 'transplanted, non-basmati; P only if wheat had none, K on soils low in K', [105, 30, 30], 'pauPop');
const PAU_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated; K on soils low in K (50-25-12 kg per acre)', [125, 62.5, 30], 'pauPop');
const PAU_MAIZE = d('Maize', 'Kharif', null, [125, 60, 30], 'pauPop');
const HAU_WHEAT = d('Wheat', 'Rabi', 'dwarf varieties, timely sown, irrigated (60-24-12 kg per acre)', [150, 60, 30], 'hauPop', 'checked');
const HAU_RICE = d('Rice', 'Kharif', 'transplanted, dwarf high-yielding varieties', [150, 60, 60], 'hauPop');

// Central India
const JNKVV_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 40], 'jnkvvPop');
const JNKVV_MAIZE = d('Maize', 'Kharif', null, [120, 60, 40], 'jnkvvPop');
const JNKVV_RICE = d('Rice', 'Kharif', 'transplanted, medium duration', [100, 60, 40], 'jnkvvPop');
const JNKVV_CHICKPEA = d('Chickpea', 'Rabi', null, [20, 60, 20], 'jnkvvPop');
const IGKV_RICE = d('Rice', 'Kharif', 'transplanted, medium duration', [100, 60, 40], 'igkvPop');
const IGKV_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 40], 'igkvPop');

// Odisha, Maharashtra
const OUAT_RICE = d('Rice', 'Kharif', 'medium-duration high-yielding varieties', [80, 40, 40], 'ouatPop');
const OUAT_RICE_UPLAND = d('Rice', 'Kharif', 'upland or medium land', [60, 30, 30], 'ouatPop');
const OUAT_GROUNDNUT = d('Groundnut', 'Rabi', 'irrigated', [20, 40, 40], 'ouatPop');
const PDKV_SOYBEAN = d('Soybean', 'Kharif', 'starter N; add 20 kg S/ha', [30, 75, 30], 'pdkvSoybean', 'checked');
const MAHA_CHICKPEA = d('Chickpea', 'Rabi', null, [25, 50, 0], 'mahaPop');
const MAHA_PIGEONPEA = d('Pigeonpea', 'Kharif', null, [25, 50, 0], 'mahaPop');
const MAHA_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 40], 'mahaPop');

// Karnataka, Andhra Pradesh, Telangana
const KA_MAIZE = d('Maize', 'Kharif', null, [150, 75, 37.5], 'ipniKarnatakaMaize', 'checked');
const UAS_GROUNDNUT = d('Groundnut', 'Kharif', null, [25, 50, 25], 'uasPop');
const AP_PEARL_MILLET_IRR = d('Pearl millet', 'Summer', 'irrigated (32-16-12 kg per acre)', [80, 40, 30], 'apPearlMillet', 'checked');
const AP_PEARL_MILLET_RF = d('Pearl millet', 'Kharif', 'rainfed (24-12-8 kg per acre)', [60, 30, 20], 'apPearlMillet', 'checked');
const AP_GROUNDNUT_RF = d('Groundnut', 'Kharif', 'rainfed', [20, 40, 40], 'angrauPop');
const AP_RICE_KHARIF = d('Rice', 'Kharif', 'transplanted', [120, 60, 40], 'angrauPop');
const AP_COTTON = d('Cotton', 'Kharif', 'Bt hybrids, rainfed', [120, 60, 60], 'angrauPop');

// Tamil Nadu (TNAU Agritech; rice checked on the transplanted puddled lowland rice page)
const TN_RICE_SHORT = d(
  'Rice',
  'Kharif',
  'short-duration varieties, tracts other than Cauvery delta and Coimbatore',
  [120, 40, 40],
  'tnauRice',
  'checked',
);
const TN_RICE_MEDIUM = d('Rice', 'Rabi', 'medium and long-duration varieties (samba, thaladi)', [150, 50, 50], 'tnauRice', 'checked');
const TN_RICE_DELTA_SHORT = d('Rice', 'Kharif', 'short-duration varieties (kuruvai), Cauvery delta', [150, 50, 50], 'tnauRice', 'checked');
const TN_MAIZE = d('Maize', 'Kharif', 'irrigated', [135, 62.5, 50], 'tnauMaize', 'checked');
const TN_BLACK_GRAM = d('Black gram', 'Rabi', 'irrigated; add 20 kg S/ha', [25, 50, 25], 'tnauPulses', 'checked');
const TN_GROUNDNUT_IRR = d('Groundnut', 'Summer', 'irrigated; gypsum 400 kg/ha at 40–45 days', [17, 34, 54], 'tnauGroundnut');
const TN_GROUNDNUT_RF = d('Groundnut', 'Kharif', 'rainfed', [10, 10, 45], 'tnauGroundnut');

// Palms (per-palm doses × palms per hectare)
const COCONUT_CPCRI = d(
  'Coconut',
  'Annual',
  'bearing palms, 500-320-1200 g per palm, 175 palms/ha',
  perPalm([500, 320, 1200], 175),
  'cpcriCoconut',
  'checked',
);
const ARECANUT = d(
  'Arecanut',
  'Annual',
  'bearing palms, 100-40-140 g per palm, 1350 palms/ha',
  perPalm([100, 40, 140], 1350),
  'cpcriArecanut',
);

// ---------------------------------------------------------------- the table

/** Every zone of AGRO_CLIMATIC_REGIONS, in the same order, with its soils and cropping systems. */
export const CALCULATOR_DOSES: Record<AgroRegionName, ZoneSoils> = {
  'Western Himalayas (J & K, H.P.)': {
    Mountain: [
      sys('Maize - Wheat', HP_MAIZE_HIGH, HP_WHEAT_IRR, HP_WHEAT_RF),
      sys('Rice - Wheat', HP_RICE, HP_WHEAT_IRR),
      sys(
        'Rice - Mustard',
        d('Rice', 'Kharif', 'Kashmir valley, high-yielding varieties', [120, 60, 30], 'skuastPop'),
        d('Mustard', 'Rabi', 'brown sarson, Kashmir valley', [60, 40, 20], 'skuastPop'),
      ),
    ],
    Alluvial: [
      sys(
        'Rice - Wheat',
        d('Rice', 'Kharif', 'Jammu plains, basmati', [60, 30, 20], 'skuastPop'),
        d('Wheat', 'Rabi', 'Jammu plains, irrigated', [120, 60, 30], 'skuastPop'),
      ),
      sys('Maize - Wheat', HP_MAIZE_LOW, HP_WHEAT_RF),
    ],
  },
  'Western Himalayas (Uttarakhand hills)': {
    Mountain: [
      sys(
        'Rice - Wheat',
        d('Rice', 'Kharif', 'irrigated valleys', [120, 60, 40], 'gbpuatPop'),
        d('Wheat', 'Rabi', 'irrigated valleys', [120, 60, 40], 'gbpuatPop'),
      ),
      sys(
        'Finger millet - Wheat',
        d('Finger millet', 'Kharif', 'rainfed hills', [40, 20, 20], 'vpkasAlmora'),
        d('Wheat', 'Rabi', 'rainfed hills', [60, 30, 20], 'vpkasAlmora'),
      ),
      sys(
        'Maize - Wheat',
        d('Maize', 'Kharif', 'hills', [120, 60, 40], 'vpkasAlmora'),
        d('Wheat', 'Rabi', 'rainfed hills', [60, 30, 20], 'vpkasAlmora'),
      ),
    ],
  },
  'Eastern Himalayas (Sikkim, Darjeeling hills)': {
    Mountain: [
      sys('Maize - Toria', NEH_MAIZE, NEH_TORIA),
      sys('Rice - Potato', NEH_RICE, HILL_POTATO),
      sys('Maize - Potato', NEH_MAIZE, HILL_POTATO),
    ],
  },
  'Eastern Himalayas (Assam, Meghalaya)': {
    Alluvial: [
      sys('Rice - Toria', AAU_SALI, AAU_TORIA),
      sys('Ahu rice - Sali rice', d('Rice', 'Summer', 'ahu (autumn) rice', [40, 20, 20], 'aauPop'), AAU_SALI),
      sys('Jute - Toria', d('Jute', 'Kharif', null, [60, 30, 30], 'crijafJute'), AAU_TORIA),
    ],
    Mountain: [sys('Rice - Toria', NEH_RICE, NEH_TORIA), sys('Maize - Potato', NEH_MAIZE, HILL_POTATO)],
  },
  'Eastern Himalayas (Arunachal Pradesh, Nagaland, Manipur, Mizoram, Tripura)': {
    Mountain: [
      sys('Maize - Toria', NEH_MAIZE, NEH_TORIA),
      sys('Rice - Toria', d('Rice', 'Kharif', 'upland or terraced', [40, 20, 20], 'icarNehPop'), NEH_TORIA),
    ],
    Alluvial: [
      sys(
        'Rice - Rice',
        d('Rice', 'Kharif', 'valley lowland, high-yielding varieties', [60, 40, 30], 'icarNehPop'),
        d('Rice', 'Summer', 'boro, irrigated', [80, 40, 40], 'icarNehPop'),
      ),
      sys('Rice - Lentil', d('Rice', 'Kharif', 'valley lowland, high-yielding varieties', [60, 40, 30], 'icarNehPop'), LENTIL),
    ],
  },
  'Lower Gangetic Plain (W.B.)': {
    Alluvial: [
      sys('Rice - Rice', WB_AMAN, d('Rice', 'Summer', 'boro, irrigated', [120, 60, 60], 'wbPop')),
      sys('Jute - Rice', d('Jute', 'Kharif', 'tossa (olitorius) jute', [60, 30, 30], 'crijafJute'), WB_AMAN),
      sys('Rice - Potato', WB_AMAN, d('Potato', 'Rabi', null, [200, 150, 150], 'wbPop')),
      sys('Rice - Mustard', WB_AMAN, d('Mustard', 'Rabi', 'irrigated', [100, 50, 50], 'wbPop')),
    ],
    'Coastal Alluvial': [sys('Rice - Fallow', d('Rice', 'Kharif', 'aman, rainfed lowland, coastal saline', [60, 30, 30], 'wbPop'))],
  },
  'Middle Gangetic Plain (Eastern U.P.)': {
    Alluvial: [
      sys('Rice - Wheat', UP_RICE, UP_WHEAT),
      sys('Rice - Lentil', UP_RICE, LENTIL),
      sys('Sugarcane - Wheat', CANE_SUBTROPICAL, UP_WHEAT),
    ],
    'Saline-Alkali': [sys('Rice - Wheat', SODIC_RICE, SODIC_WHEAT)],
  },
  'Middle Gangetic Plain (Bihar)': {
    Alluvial: [
      sys(
        'Rice - Wheat',
        d('Rice', 'Kharif', 'transplanted, medium duration', [120, 60, 40], 'bauBihar'),
        d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 40], 'bauBihar'),
      ),
      sys(
        'Rice - Maize',
        d('Rice', 'Kharif', 'transplanted, medium duration', [120, 60, 40], 'bauBihar'),
        d('Maize', 'Rabi', 'winter maize, hybrids', [150, 75, 50], 'bauBihar'),
      ),
      sys('Rice - Lentil', d('Rice', 'Kharif', 'transplanted, medium duration', [120, 60, 40], 'bauBihar'), LENTIL),
    ],
  },
  'Upper Gangetic Plain (Western U.P.)': {
    Alluvial: [
      sys('Rice - Wheat', UP_RICE, UP_WHEAT),
      sys('Sugarcane - Wheat', CANE_SUBTROPICAL, UP_WHEAT),
      sys('Maize - Potato', UP_MAIZE, PLAINS_POTATO),
    ],
    'Saline-Alkali': [sys('Rice - Wheat', SODIC_RICE, SODIC_WHEAT)],
  },
  'Trans Gangetic Plain (Punjab)': {
    Alluvial: [
      sys('Rice - Wheat', PAU_RICE, PAU_WHEAT),
      sys('Cotton - Wheat', COTTON_NORTH, PAU_WHEAT),
      sys('Maize - Wheat', PAU_MAIZE, PAU_WHEAT),
    ],
    'Saline-Alkali': [sys('Rice - Wheat', SODIC_RICE, SODIC_WHEAT)],
  },
  'Trans Gangetic Plain (Haryana, Delhi, Chandigarh, Sri Ganganagar)': {
    Alluvial: [
      sys('Rice - Wheat', HAU_RICE, HAU_WHEAT),
      sys('Pearl millet - Wheat', PEARL_MILLET_IRR, HAU_WHEAT),
      sys('Cotton - Wheat', COTTON_NORTH, HAU_WHEAT),
      sys('Pearl millet - Mustard', PEARL_MILLET_IRR, MUSTARD_IRR),
    ],
    Desert: [
      sys('Pearl millet - Mustard', PEARL_MILLET_DRY, MUSTARD_RAINFED),
      sys('Pearl millet - Chickpea', PEARL_MILLET_DRY, CHICKPEA_RAINFED),
    ],
    'Saline-Alkali': [sys('Rice - Wheat', SODIC_RICE, SODIC_WHEAT)],
  },
  'Eastern Plateau & Hills (Jharkhand, W.B. plateau)': {
    Red: [
      sys('Rice - Wheat', d('Rice', 'Kharif', 'medium land, transplanted', [80, 40, 20], 'bauRanchi'), IIWBR_WHEAT),
      sys('Rice - Chickpea', d('Rice', 'Kharif', 'medium land, transplanted', [80, 40, 20], 'bauRanchi'), CHICKPEA),
      sys('Maize - Mustard', d('Maize', 'Kharif', 'uplands', [100, 50, 40], 'bauRanchi'), MUSTARD_IRR),
    ],
    Laterite: [sys('Rice - Mustard', WB_AMAN_RAINFED, MUSTARD_RAINFED)],
  },
  'Eastern Plateau & Hills (Chhattisgarh, Eastern M.P.)': {
    'Red and Yellow': [sys('Rice - Chickpea', IGKV_RICE, CHICKPEA), sys('Rice - Wheat', IGKV_RICE, IGKV_WHEAT)],
    Black: [sys('Soybean - Wheat', IISR_SOYBEAN, IGKV_WHEAT), sys('Soybean - Chickpea', IISR_SOYBEAN, CHICKPEA)],
  },
  'Eastern Plateau & Hills (Inland Odisha, Eastern Maharashtra)': {
    'Red and Yellow': [
      sys('Rice - Green gram', OUAT_RICE, GREEN_GRAM),
      sys('Rice - Groundnut', OUAT_RICE, OUAT_GROUNDNUT),
      sys('Rice - Mustard', OUAT_RICE, MUSTARD_RAINFED),
    ],
    Laterite: [sys('Rice - Fallow', OUAT_RICE_UPLAND)],
    Black: [
      sys('Cotton + Pigeonpea', PDKV_COTTON, MAHA_PIGEONPEA),
      sys('Soybean - Chickpea', PDKV_SOYBEAN, MAHA_CHICKPEA),
      sys('Rice - Chickpea', d('Rice', 'Kharif', 'transplanted (Bhandara, Gondia)', [100, 50, 50], 'mahaPop'), MAHA_CHICKPEA),
    ],
  },
  'Central Plateau & Hills (M.P.)': {
    Black: [
      sys('Soybean - Wheat', IISR_SOYBEAN, JNKVV_WHEAT),
      sys('Soybean - Chickpea', IISR_SOYBEAN, JNKVV_CHICKPEA),
      sys('Maize - Wheat', JNKVV_MAIZE, JNKVV_WHEAT),
    ],
    'Mixed Red and Black': [sys('Rice - Chickpea', JNKVV_RICE, JNKVV_CHICKPEA), sys('Maize - Chickpea', JNKVV_MAIZE, JNKVV_CHICKPEA)],
    Alluvial: [sys('Pearl millet - Mustard', PEARL_MILLET_IRR, MUSTARD_IRR), sys('Pearl millet - Wheat', PEARL_MILLET_IRR, JNKVV_WHEAT)],
  },
  'Central Plateau & Hills (Eastern Rajasthan)': {
    Alluvial: [sys('Pearl millet - Mustard', PEARL_MILLET_DRY, MUSTARD_IRR), sys('Pearl millet - Wheat', PEARL_MILLET_DRY, IIWBR_WHEAT)],
    Black: [
      sys('Soybean - Wheat', IISR_SOYBEAN, IIWBR_WHEAT),
      sys('Soybean - Mustard', IISR_SOYBEAN, MUSTARD_IRR),
      sys('Soybean - Chickpea', IISR_SOYBEAN, CHICKPEA),
    ],
    'Mixed Red and Black': [
      sys('Maize - Wheat', d('Maize', 'Kharif', null, [90, 40, 0], 'rajasthanPop'), IIWBR_WHEAT),
      sys(
        'Maize - Chickpea',
        d('Maize', 'Kharif', null, [90, 40, 0], 'rajasthanPop'),
        d('Chickpea', 'Rabi', null, [20, 40, 0], 'rajasthanPop'),
      ),
    ],
  },
  'Central Plateau & Hills (Bundelkhand, U.P.)': {
    'Mixed Red and Black': [
      sys('Black gram - Chickpea', BLACK_GRAM, CHICKPEA),
      sys('Groundnut - Wheat', d('Groundnut', 'Kharif', null, [20, 60, 40], 'upAgriPop'), IIWBR_WHEAT),
    ],
    Black: [sys('Sorghum - Chickpea', d('Sorghum', 'Kharif', 'grain sorghum', [80, 40, 40], 'upAgriPop'), CHICKPEA_RAINFED)],
  },
  'Western Plateau & Hills (Maharashtra)': {
    Black: [
      sys('Soybean - Chickpea', PDKV_SOYBEAN, MAHA_CHICKPEA),
      sys('Cotton + Pigeonpea', PDKV_COTTON, MAHA_PIGEONPEA),
      sys(
        'Sugarcane',
        d('Sugarcane', 'Annual', 'suru (January–February planting)', [250, 115, 115], 'mahaPop'),
        d('Sugarcane', 'Annual', 'pre-seasonal (October–November planting)', [340, 170, 170], 'mahaPop'),
        d('Sugarcane', 'Annual', 'adsali (July–August planting, 18 months)', [400, 170, 170], 'mahaPop'),
      ),
      sys(
        'Pearl millet - Rabi sorghum',
        d('Pearl millet', 'Kharif', 'rainfed', [50, 25, 25], 'mahaPop'),
        d('Sorghum', 'Rabi', 'rabi sorghum, rainfed', [40, 20, 0], 'mahaPop'),
      ),
    ],
    'Mixed Red and Black': [
      sys('Groundnut - Wheat', d('Groundnut', 'Kharif', null, [25, 50, 0], 'mahaPop'), MAHA_WHEAT),
      sys('Soybean - Wheat', PDKV_SOYBEAN, MAHA_WHEAT),
    ],
  },
  'Western Plateau & Hills (Malwa, M.P.)': {
    Black: [
      sys('Soybean - Wheat', IISR_SOYBEAN, JNKVV_WHEAT),
      sys('Soybean - Chickpea', IISR_SOYBEAN, JNKVV_CHICKPEA),
      sys('Maize - Wheat', JNKVV_MAIZE, JNKVV_WHEAT),
      sys('Cotton', COTTON_CENTRAL),
    ],
  },
  'Southern Plateau & Hills (Karnataka)': {
    Red: [
      sys(
        'Finger millet + Pigeonpea',
        d('Finger millet', 'Kharif', 'rainfed', [50, 40, 25], 'uasPop'),
        d('Pigeonpea', 'Kharif', 'intercrop', [25, 50, 25], 'uasPop'),
      ),
      sys('Maize - Groundnut', KA_MAIZE, d('Groundnut', 'Summer', 'irrigated', [25, 50, 25], 'uasPop')),
      sys('Groundnut - Finger millet', UAS_GROUNDNUT, d('Finger millet', 'Rabi', 'irrigated', [100, 50, 50], 'uasPop')),
    ],
    Black: [
      sys(
        'Green gram - Rabi sorghum',
        d('Green gram', 'Kharif', null, [12.5, 25, 0], 'uasPop'),
        d('Sorghum', 'Rabi', 'rabi sorghum, rainfed', [50, 25, 0], 'uasPop'),
      ),
      sys('Maize - Chickpea', KA_MAIZE, d('Chickpea', 'Rabi', null, [25, 50, 0], 'uasPop')),
      sys('Sugarcane', d('Sugarcane', 'Annual', 'plant crop', [250, 100, 125], 'uasPop')),
    ],
  },
  'Southern Plateau & Hills (Telangana, Rayalaseema)': {
    Red: [
      sys('Groundnut + Pigeonpea', AP_GROUNDNUT_RF, d('Pigeonpea', 'Kharif', 'intercrop', [20, 50, 0], 'angrauPop')),
      sys('Rice - Rice', AP_RICE_KHARIF, d('Rice', 'Rabi', 'transplanted', [120, 60, 40], 'angrauPop')),
      sys('Pearl millet - Fallow', AP_PEARL_MILLET_RF),
    ],
    Black: [
      sys('Cotton', AP_COTTON),
      sys(
        'Maize - Chickpea',
        d('Maize', 'Kharif', 'hybrids', [180, 60, 50], 'angrauPop'),
        d('Chickpea', 'Rabi', null, [20, 50, 0], 'angrauPop'),
      ),
    ],
  },
  'Southern Plateau & Hills (Tamil Nadu)': {
    Red: [
      sys('Maize - Sunflower', TN_MAIZE, d('Sunflower', 'Rabi', 'irrigated hybrids', [60, 90, 60], 'tnauCrops')),
      sys('Groundnut - Finger millet', TN_GROUNDNUT_RF, d('Finger millet', 'Rabi', 'irrigated, transplanted', [60, 30, 30], 'tnauCrops')),
      sys(
        'Coconut',
        d(
          'Coconut',
          'Annual',
          'from the 5th year, 560-320-1200 g per tree, 175 palms/ha',
          perPalm([560, 320, 1200], 175),
          'tnauCoconut',
          'checked',
        ),
      ),
      sys(
        'Turmeric',
        d('Turmeric', 'Kharif', 'basal 25:60:18 and five top dressings of 25 kg N + 18 kg K2O', [150, 60, 108], 'tnauTurmeric', 'checked'),
      ),
    ],
    Black: [
      sys(
        'Cotton - Sorghum',
        d('Cotton', 'Rabi', 'winter irrigated, varieties', [80, 40, 40], 'tnauCotton', 'checked'),
        d('Sorghum', 'Summer', 'irrigated', [90, 45, 45], 'tnauCrops'),
      ),
      sys('Maize - Black gram', TN_MAIZE, TN_BLACK_GRAM),
    ],
  },
  'East Coast Plains & Hills (Coastal Odisha)': {
    'Coastal Alluvial': [
      sys('Rice - Green gram', OUAT_RICE, GREEN_GRAM),
      sys('Rice - Rice', OUAT_RICE, d('Rice', 'Rabi', 'dry-season rice, irrigated', [100, 50, 50], 'ouatPop')),
      sys('Rice - Groundnut', OUAT_RICE, OUAT_GROUNDNUT),
    ],
    Laterite: [sys('Rice - Groundnut', OUAT_RICE_UPLAND, OUAT_GROUNDNUT)],
    'Saline-Alkali': [sys('Rice - Fallow', d('Rice', 'Kharif', 'coastal saline soil, salt-tolerant varieties', [60, 30, 30], 'ouatPop'))],
  },
  'East Coast Plains & Hills (Coastal Andhra)': {
    'Coastal Alluvial': [
      sys('Rice - Rice', AP_RICE_KHARIF, d('Rice', 'Rabi', 'delta, all P and K basal', [180, 90, 60], 'apRiceRabi', 'checked')),
      sys('Rice - Black gram', AP_RICE_KHARIF, d('Black gram', 'Rabi', 'rice fallow', [20, 50, 0], 'angrauPop')),
    ],
    Black: [
      sys('Cotton', AP_COTTON),
      sys('Tobacco', { ...d('Tobacco', 'Rabi', 'FCV tobacco, black soils', [45, 25, 25], 'ctriTobacco'), potash: 'SOP' }),
    ],
    Red: [
      sys(
        'Rice - Groundnut',
        d('Rice', 'Kharif', 'transplanted', [80, 40, 40], 'angrauPop'),
        d('Groundnut', 'Rabi', 'irrigated', [30, 40, 50], 'angrauPop'),
      ),
      sys('Groundnut - Pearl millet', AP_GROUNDNUT_RF, AP_PEARL_MILLET_IRR),
    ],
  },
  'East Coast Plains & Hills (Tamil Nadu, Puducherry)': {
    'Coastal Alluvial': [
      sys('Rice - Rice', TN_RICE_DELTA_SHORT, TN_RICE_MEDIUM),
      sys('Rice - Black gram', TN_RICE_MEDIUM, TN_BLACK_GRAM),
      sys('Sugarcane', d('Sugarcane', 'Annual', 'coastal and canal-irrigated areas', [275, 62.5, 112.5], 'tnauSugarcane', 'checked')),
    ],
    Red: [
      sys('Groundnut - Sesame', TN_GROUNDNUT_RF, d('Sesame', 'Summer', 'irrigated', [35, 23, 23], 'tnauCrops')),
      sys('Rice - Groundnut', TN_RICE_SHORT, TN_GROUNDNUT_IRR),
    ],
  },
  'West Coast Plains & Ghats (Konkan, Goa)': {
    Laterite: [
      sys(
        'Rice - Cowpea',
        d('Rice', 'Kharif', 'high-yielding varieties', [100, 50, 50], 'dbskkvPop'),
        d('Cowpea', 'Rabi', 'residual moisture', [25, 50, 0], 'dbskkvPop'),
      ),
      sys('Finger millet - Fallow', d('Finger millet', 'Kharif', 'nagli, rainfed', [60, 40, 0], 'dbskkvPop')),
      sys('Coconut', COCONUT_CPCRI),
    ],
    'Coastal Alluvial': [
      sys(
        'Rice - Groundnut',
        d('Rice', 'Kharif', 'high-yielding varieties', [100, 50, 50], 'dbskkvPop'),
        d('Groundnut', 'Summer', 'irrigated', [25, 50, 0], 'dbskkvPop'),
      ),
      sys('Coconut', COCONUT_CPCRI),
    ],
  },
  'West Coast Plains & Ghats (Coastal Karnataka)': {
    Laterite: [
      sys('Arecanut', ARECANUT),
      sys(
        'Rice - Cowpea',
        d('Rice', 'Kharif', 'transplanted', [60, 30, 45], 'uahsPop'),
        d('Cowpea', 'Rabi', 'rice fallow', [25, 50, 0], 'uahsPop'),
      ),
      sys('Coconut', COCONUT_CPCRI),
    ],
    'Coastal Alluvial': [
      sys('Coconut', COCONUT_CPCRI),
      sys(
        'Rice - Cowpea',
        d('Rice', 'Kharif', 'transplanted', [60, 30, 45], 'uahsPop'),
        d('Cowpea', 'Rabi', 'rice fallow', [25, 50, 0], 'uahsPop'),
      ),
    ],
  },
  'West Coast Plains & Ghats (Kerala, Nilgiris)': {
    Laterite: [
      sys(
        'Rice - Rice',
        d('Rice', 'Kharif', 'wetland, medium-duration high-yielding varieties (virippu)', [90, 45, 45], 'kauRice', 'checked'),
        d('Rice', 'Rabi', 'wetland, short-duration high-yielding varieties (mundakan)', [70, 35, 35], 'kauRice', 'checked'),
      ),
      sys(
        'Coconut',
        d(
          'Coconut',
          'Annual',
          'good management, 500-320-1200 g per palm, 175 palms/ha',
          perPalm([500, 320, 1200], 175),
          'kauCoconut',
          'checked',
        ),
        d(
          'Coconut',
          'Annual',
          'average management, 340-170-680 g per palm, 175 palms/ha',
          perPalm([340, 170, 680], 175),
          'kauCoconut',
          'checked',
        ),
      ),
      sys('Sugarcane', d('Sugarcane', 'Annual', 'Pandalam and Thiruvalla areas', [165, 82.5, 82.5], 'kauSugarcane', 'checked')),
    ],
    'Coastal Alluvial': [
      sys('Rice - Fallow', d('Rice', 'Rabi', 'Kuttanad (puncha), medium-duration varieties', [90, 45, 45], 'kauRice', 'checked')),
      sys(
        'Coconut',
        d(
          'Coconut',
          'Annual',
          'reclaimed clayey soils of Kuttanad, 250-350-900 g per palm, 175 palms/ha',
          perPalm([250, 350, 900], 175),
          'kauCoconut',
          'checked',
        ),
      ),
    ],
    'Coastal Sandy': [
      sys(
        'Coconut',
        d(
          'Coconut',
          'Annual',
          'sandy soils of Onattukara, 500-300-1000 g per palm with 500 g MgSO4, 175 palms/ha',
          perPalm([500, 300, 1000], 175),
          'kauCoconut',
          'checked',
        ),
      ),
    ],
    Black: [sys('Sugarcane', d('Sugarcane', 'Annual', 'Chittoor area (Palakkad)', [225, 75, 75], 'kauSugarcane', 'checked'))],
    Mountain: [sys('Potato', d('Potato', 'Summer', 'Nilgiris hills', [120, 240, 120], 'tnauCrops'))],
  },
  'Gujarat Plains & Hills': {
    Black: [
      sys(
        'Groundnut - Wheat',
        d('Groundnut', 'Kharif', 'Saurashtra', [12.5, 25, 0], 'gujaratPop'),
        d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 0], 'gujaratPop'),
      ),
      sys('Cotton', COTTON_CENTRAL),
      sys('Sugarcane', d('Sugarcane', 'Annual', 'south Gujarat', [250, 125, 125], 'gujaratPop')),
    ],
    Alluvial: [
      sys(
        'Pearl millet - Mustard',
        d('Pearl millet', 'Kharif', 'north Gujarat', [80, 40, 0], 'gujaratPop'),
        d('Mustard', 'Rabi', 'irrigated', [50, 50, 0], 'gujaratPop'),
      ),
      sys('Castor', d('Castor', 'Kharif', 'irrigated hybrids, north Gujarat; N in three splits', [120, 50, 0], 'gujaratPop')),
    ],
  },
  'Western Dry Region (Rajasthan)': {
    Desert: [
      sys('Pearl millet - Fallow', PEARL_MILLET_DRY),
      sys('Cluster bean - Fallow', d('Cluster bean', 'Kharif', 'rainfed', [20, 40, 0], 'cazriArid')),
      sys('Pearl millet - Mustard', PEARL_MILLET_DRY, MUSTARD_IRR),
    ],
  },
  'Island region (Lakshadweep)': {
    'Coastal Sandy': [sys('Coconut', COCONUT_CPCRI)],
  },
  'Island region (Andaman & Nicobar)': {
    'Coastal Alluvial': [
      sys(
        'Rice - Green gram',
        d('Rice', 'Kharif', 'transplanted, high-yielding varieties', [80, 40, 40], 'ciariPop'),
        d('Green gram', 'Rabi', 'rice fallow', [20, 40, 20], 'ciariPop'),
      ),
    ],
    Laterite: [sys('Coconut', COCONUT_CPCRI), sys('Arecanut', ARECANUT)],
  },
};
