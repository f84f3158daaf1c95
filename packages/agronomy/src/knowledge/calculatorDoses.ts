import type { AgroRegionName } from '@agrim/contracts';
import { calculatorConditionHi } from './calculatorConditionsHi.js';
import { calculatorConditionMr } from './calculatorConditionsMr.js';
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
 * Every 'checked' dose says where it was read (`checkedAt`: address and section of the page), and every
 * 'recalled' one why it could not be checked (`recalledBecause`), issue 20. The reasons shared by all
 * the doses of one publication are in RECALLED_BECAUSE; `d(...)` takes a dose's own as its last argument.
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

/** Crops of the table with their Hindi and Marathi names (Marathi as the web's fertilizer.mr.ts writes them); `legume` crops get a starter N dose only. */
export const CALCULATOR_CROPS = {
  Rice: { en: 'Rice', hi: 'धान', mr: 'भात' },
  Wheat: { en: 'Wheat', hi: 'गेहूँ', mr: 'गहू' },
  Maize: { en: 'Maize', hi: 'मक्का', mr: 'मका' },
  'Pearl millet': { en: 'Pearl millet', hi: 'बाजरा', mr: 'बाजरी' },
  Sorghum: { en: 'Sorghum', hi: 'ज्वार', mr: 'ज्वारी' },
  'Finger millet': { en: 'Finger millet', hi: 'रागी (मंडुआ)', mr: 'नाचणी' },
  Chickpea: { en: 'Chickpea', hi: 'चना', mr: 'हरभरा', legume: true },
  Lentil: { en: 'Lentil', hi: 'मसूर', mr: 'मसूर', legume: true },
  Pigeonpea: { en: 'Pigeonpea', hi: 'अरहर (तूर)', mr: 'तूर', legume: true },
  'Black gram': { en: 'Black gram', hi: 'उड़द', mr: 'उडीद', legume: true },
  'Green gram': { en: 'Green gram', hi: 'मूंग', mr: 'मूग', legume: true },
  Cowpea: { en: 'Cowpea', hi: 'लोबिया', mr: 'चवळी', legume: true },
  'Cluster bean': { en: 'Cluster bean', hi: 'ग्वार', mr: 'गवार', legume: true },
  Soybean: { en: 'Soybean', hi: 'सोयाबीन', mr: 'सोयाबीन', legume: true },
  Groundnut: { en: 'Groundnut', hi: 'मूंगफली', mr: 'भुईमूग', legume: true },
  Mustard: { en: 'Mustard', hi: 'सरसों', mr: 'मोहरी' },
  Toria: { en: 'Toria (rapeseed)', hi: 'तोरिया', mr: 'तोरिया' },
  Sesame: { en: 'Sesame', hi: 'तिल', mr: 'तीळ' },
  Sunflower: { en: 'Sunflower', hi: 'सूरजमुखी', mr: 'सूर्यफूल' },
  Castor: { en: 'Castor', hi: 'अरंडी', mr: 'एरंडी' },
  Cotton: { en: 'Cotton', hi: 'कपास', mr: 'कापूस' },
  Sugarcane: { en: 'Sugarcane', hi: 'गन्ना', mr: 'ऊस' },
  Potato: { en: 'Potato', hi: 'आलू', mr: 'बटाटा' },
  Jute: { en: 'Jute', hi: 'पटसन (जूट)', mr: 'ताग (ज्यूट)' },
  Tobacco: { en: 'Tobacco', hi: 'तंबाकू', mr: 'तंबाखू' },
  Turmeric: { en: 'Turmeric', hi: 'हल्दी', mr: 'हळद' },
  Coconut: { en: 'Coconut', hi: 'नारियल', mr: 'नारळ' },
  Arecanut: { en: 'Arecanut', hi: 'सुपारी', mr: 'सुपारी' },
} as const satisfies Record<string, Text & { legume?: boolean }>;
export type CalculatorCrop = keyof typeof CALCULATOR_CROPS;

export const CALCULATOR_SEASON_NAMES: Record<CalculatorSeason, Text> = {
  Kharif: { en: 'Kharif', hi: 'खरीफ', mr: 'खरीप' },
  Rabi: { en: 'Rabi', hi: 'रबी', mr: 'रब्बी' },
  Summer: { en: 'Summer', hi: 'ज़ायद (ग्रीष्म)', mr: 'उन्हाळी' },
  Annual: { en: 'Annual', hi: 'वार्षिक', mr: 'वार्षिक' },
};

export interface CalculatorDose {
  crop: CalculatorCrop;
  season: CalculatorSeason;
  /** Variety group, water regime or area the dose is for. */
  condition: string | null;
  /** The condition in Hindi (knowledge/calculatorConditionsHi.ts), for the calculator's Hindi lines; null with no condition. */
  conditionHi: string | null;
  /** The condition in Marathi (knowledge/calculatorConditionsMr.ts, issue 41); null with no condition. */
  conditionMr: string | null;
  /** kg/ha per season (per year for Annual). */
  n: number;
  p2o5: number;
  k2o: number;
  source: SourceId;
  verification: 'checked' | 'recalled';
  /** For a 'checked' dose: where the figure was read (address, and the section or table of the page). */
  checkedAt?: string;
  /** For a 'recalled' dose: why it could not be checked against a public text. */
  recalledBecause?: string;
  /** Potash fertiliser to buy; SOP where chloride must be avoided (tobacco). Default MOP. */
  potash?: 'MOP' | 'SOP';
}

export interface CroppingSystem {
  name: string;
  doses: readonly CalculatorDose[];
}

export type ZoneSoils = Partial<Record<CalculatorSoil, readonly CroppingSystem[]>>;

// ---------------------------------------------------------------- helpers

/**
 * Why the doses of a publication stay 'recalled' (issue 20): the public text was searched for in the
 * stored copies of the web available offline and not found, or found without the figure. A dose may
 * give its own reason as the last argument of `d(...)`.
 */
const RECALLED_BECAUSE: Partial<Record<SourceId, string>> = {
  skuastPop: 'No SKUAST package-of-practices text with this dose was found in the stored copies searched offline.',
  vpkasAlmora: 'No ICAR-VPKAS Almora text with this dose was found in the stored copies searched offline.',
  gbpuatPop: 'No GBPUAT Pantnagar package-of-practices text was found in the stored copies searched offline.',
  icarNehPop:
    'No ICAR-NEH (Umiam) or CAU (Imphal) text with this dose was found offline; the Meghalaya Department of Agriculture pages found cover wheat only, and a KVK East Kameng boro rice page gives products per bigha that do not map cleanly to kg/ha.',
  cpriPotato:
    'No CPRI text was found offline; an ICAR e-course page (teaching notes, not CPRI) gives alluvial 180:80:110 and hill soils 115:135:95 kg/ha, so the figure is unconfirmed.',
  aauPop:
    'The AAU/Department of Agriculture Assam Package of Practices for Kharif Crops (2009) is stored only with its front pages; no fertiliser table for sali or ahu rice was readable offline.',
  wbPop:
    'No West Bengal Department of Agriculture or BCKV text with this dose was found offline (an RKMP rice page gives 80:40:40 kharif and 150:75:75 boro without naming the state).',
  upAgriPop:
    'The UP Department of Agriculture pages found offline (upagripardarshi.gov.in monthly calendars) give timings, not the NPK doses.',
  iisrSugarcane: 'No ICAR-IISR Lucknow text with this dose was found in the stored copies searched offline.',
  cssriCrops: 'No CSSRI text with the reclaimed-sodic rice-wheat dose was found in the stored copies searched offline.',
  iiwbrWheat:
    'No ICAR-IIWBR text with the dose was found offline; secondary pages give 120:60:40 or 150:60:40 kg/ha without naming the zone.',
  iiprPulses:
    'No ICAR-IIPR production-technology text was found offline; Madhya Pradesh district advisories give 20:60:20 for chickpea and lentil and 20:60:0 for gram (Indore), so the national figure is unconfirmed.',
  drmrMustard:
    'No DRMR package text with the dose was found offline (the DRMR review of Shekhawat et al. 2012 is stored without its nutrient section); HAU gives 80:30:20 kg/ha for irrigated raya in Haryana.',
  pearlMillet:
    'The AICRP on Pearl Millet text was not found offline; 40 kg N below 750 mm and 80 kg N at 750–1150 mm rain appear only on a secondary teaching site, and HAU (Haryana) gives rainfed 40:20:0 and irrigated 156:62.5:30 kg/ha.',
  cicrCotton:
    'The CICR Sirsa fertiliser advisory (Krishak Jagat, 10 July 2023) is stored with its table garbled; no readable CICR zone-wise dose was found offline.',
  pauPop:
    'The PAU Package of Practices is not in the stored copies searched offline (an ikisan copy of the Punjab wheat page lost its table).',
  hauPop: 'No HAU text with this dose was found in the stored copies searched offline.',
  jnkvvPop: 'No JNKVV or RVSKVV package-of-practices text with this dose was found offline.',
  igkvPop: 'No IGKV Raipur package-of-practices text was found in the stored copies searched offline.',
  bauBihar: 'No BAU Sabour or RPCAU Pusa package-of-practices text was found in the stored copies searched offline.',
  bauRanchi: 'No Birsa Agricultural University text with this dose was found offline (an RKMP Jharkhand page is stored without its table).',
  ouatPop:
    'No OUAT package-of-practices text was found offline; Odisha field papers use 80:40:40 as the recommended dose for medium-land rice without naming OUAT.',
  mahaPop: 'No MPKV, VNMKV or Dr PDKV text with this dose was found in the stored copies searched offline.',
  uasPop: 'No UAS Bengaluru, Dharwad or Raichur package-of-practices text was found in the stored copies searched offline.',
  angrauPop:
    'No ANGRAU or PJTSAU text with this dose was found offline (the apagrisnet rice and cotton pages are stored without their doses).',
  rajasthanPop: 'No MPUAT or SKNAU package-of-practices text was found in the stored copies searched offline.',
  tnauGroundnut:
    'The TNAU groundnut nutrient-management page is stored without its NPK table (gypsum, micronutrient and biofertiliser parts only); the dryland groundnut page is stored only up to land preparation.',
  tnauCrops: 'The TNAU Crop Production Guide 2020 is stored only with its front pages and the agritech page of this crop without its dose.',
  cpcriArecanut: 'The CPCRI research-achievements page is stored only up to its coconut section; no arecanut dose was readable offline.',
  gujaratPop: 'No Gujarat state agricultural university text with this dose was found in the stored copies searched offline.',
  dbskkvPop: 'No DBSKKV Dapoli package-of-practices text was found in the stored copies searched offline.',
  uahsPop: 'No KSNUAHS Shivamogga package-of-practices text was found in the stored copies searched offline.',
  cazriArid: 'No CAZRI Jodhpur text with this dose was found in the stored copies searched offline.',
  ciariPop: 'No CIARI Port Blair text with this dose was found in the stored copies searched offline.',
};

/**
 * One dose. `evidence` is where a 'checked' figure was read (→ `checkedAt`) or why a 'recalled' one
 * could not be checked (→ `recalledBecause`, default the publication's entry in RECALLED_BECAUSE).
 */
function d(
  crop: CalculatorCrop,
  season: CalculatorSeason,
  condition: string | null,
  [n, p2o5, k2o]: [number, number, number],
  source: SourceId,
  verification: 'checked' | 'recalled' = 'recalled',
  evidence?: string,
): CalculatorDose {
  const conditionHi = condition === null ? null : (calculatorConditionHi(condition) ?? null);
  const conditionMr = condition === null ? null : (calculatorConditionMr(condition) ?? null);
  const dose: CalculatorDose = { crop, season, condition, conditionHi, conditionMr, n, p2o5, k2o, source, verification };
  if (verification === 'checked') {
    if (evidence) dose.checkedAt = evidence;
  } else {
    const reason = evidence ?? RECALLED_BECAUSE[source];
    if (reason) dose.recalledBecause = reason;
  }
  return dose;
}

const sys = (name: string, ...doses: CalculatorDose[]): CroppingSystem => ({ name, doses });

const round2 = (x: number) => Math.round(x * 100) / 100;
/** A palm dose published in grams per palm per year, as kg/ha at `palms` per hectare. */
const perPalm = (grams: [number, number, number], palms: number): [number, number, number] =>
  grams.map((g) => round2((g * palms) / 1000)) as [number, number, number];

// ---------------------------------------------------------------- doses used in several zones

// Himachal Pradesh Department of Agriculture (checked on hpagrisnet.gov.in / agriculture.hp.gov.in).
const HP_MAIZE_AT =
  'http://hpagrisnet.gov.in/hpagris/Agriculture/Default.aspx?SiteID=2&PageID=511 — Maize: Nutrient Management, manuring table (hybrid & composite: high rainfall 120 60 40, low rainfall 90 45 30 kg/ha) (re-read in issue 20)';
const HP_WHEAT_AT =
  'http://hpagrisnet.gov.in/hpagris/Agriculture/Default.aspx?SiteID=2&PageID=233 — Wheat: Nutrient Management, manuring table (irrigated 120 60 30, rainfed 80 40 40 kg/ha) (re-read in issue 20)';
const HP_MAIZE_HIGH = d(
  'Maize',
  'Kharif',
  'hybrids and composites, high-rainfall areas',
  [120, 60, 40],
  'hpAgriPop',
  'checked',
  HP_MAIZE_AT,
);
const HP_MAIZE_LOW = d('Maize', 'Kharif', 'hybrids and composites, low-rainfall areas', [90, 45, 30], 'hpAgriPop', 'checked', HP_MAIZE_AT);
const HP_RICE = d(
  'Rice',
  'Kharif',
  'high-yielding varieties, transplanted',
  [90, 40, 40],
  'hpAgriPop',
  'checked',
  'http://hpagrisnet.gov.in/agriculture/pop%20of%20kharif/rice_nutrient.aspx — Rice: Manuring table (high-yielding varieties 90 40 40 kg/ha) (re-read in issue 20)',
);
const HP_WHEAT_IRR = d('Wheat', 'Rabi', 'irrigated', [120, 60, 30], 'hpAgriPop', 'checked', HP_WHEAT_AT);
const HP_WHEAT_RF = d('Wheat', 'Rabi', 'rainfed', [80, 40, 40], 'hpAgriPop', 'checked', HP_WHEAT_AT);

// North-eastern hills
const NEH_MAIZE = d('Maize', 'Kharif', 'hills', [80, 60, 40], 'icarNehPop');
const NEH_TORIA = d('Toria', 'Rabi', 'after kharif rice or maize', [40, 20, 20], 'icarNehPop');
const NEH_RICE = d('Rice', 'Kharif', 'terraced or valley lowland', [60, 40, 40], 'icarNehPop');
const HILL_POTATO = d('Potato', 'Rabi', 'hills', [120, 80, 80], 'cpriPotato');

// Assam
const AAU_SALI = d('Rice', 'Kharif', 'sali (winter) rice, high-yielding varieties', [60, 20, 40], 'aauPop');
const AAU_TORIA = d(
  'Toria',
  'Rabi',
  'add 10 kg borax/ha',
  [40, 35, 15],
  'aauToria',
  'checked',
  'http://www.srmr.org.in/ojs/index.php/job/article/view/494 — abstract: 100% RDF = 40-35-15 kg N-P2O5-K2O/ha + 10 kg borax/ha for toria in Assam',
);

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
const IISR_SOYBEAN = d(
  'Soybean',
  'Kharif',
  'starter N; add 20 kg S/ha',
  [25, 60, 40],
  'iisrSoybean',
  'checked',
  'Krishak Jagat, 8 July 2023 (address in sources.ts): IISR advisory, 25:60:40:20 kg/ha N:P2O5:K2O:S at sowing (read when the table was written, issue 9; not re-read in issue 20)',
);
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
const PDKV_COTTON = d(
  'Cotton',
  'Kharif',
  'black soil (Vertisol), central India',
  [100, 50, 50],
  'pdkvCotton',
  'checked',
  'Magare, Katkar & Jadhao (2018), Int. J. Chem. Stud. 6(2): 42–46 — recommended dose at Dr PDKV Akola 100:50:50 kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
);

// Punjab, Haryana
const PAU_RICE = d(
  'Rice',
  'Kharif',
  'transplanted, non-basmati; P only if wheat had none, K on soils low in K',
  [105, 30, 30],
  'pauPop',
  'recalled',
  'The only Punjab text found offline, the RKMP page "Nutrient Management of Rice Crop in Punjab" (rkmp.co.in/content/nutrient-management-of-rice-crop-in-punjab), gives the older 125:30:30 kg/ha; the current PAU 90 kg urea per acre behind 105 kg N was not found in a stored PAU text.',
);
const PAU_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated; K on soils low in K (50-25-12 kg per acre)', [125, 62.5, 30], 'pauPop');
const PAU_MAIZE = d('Maize', 'Kharif', null, [125, 60, 30], 'pauPop');
const HAU_WHEAT = d(
  'Wheat',
  'Rabi',
  'dwarf varieties, timely sown, irrigated (60-24-12 kg per acre)',
  [150, 60, 30],
  'hauPop',
  'checked',
  'https://emausamhau.com/cropdetailh.aspx?id=532 — बौनी किस्में सिंचित क्षेत्र (हरियाणा के अन्य जिलों के लिए): N 60, P 24, K 12 kg/acre (re-read in issue 20)',
);
const HAU_RICE = d(
  'Rice',
  'Kharif',
  'transplanted, dwarf medium, medium-short duration and hybrid varieties (60-24-24 kg per acre)',
  [150, 60, 60],
  'hauPop',
  'checked',
  'https://emausamhau.com/cropdetailh.aspx?id=485 — खाद की मात्रा table: बौनी मध्यम, मध्यम कम अवधि व संकर धान N 60, P 24, K 24 kg/acre (+10 kg zinc sulphate); short duration 48-24-24',
);
// HAU for the Haryana zone (issue 20): the state university's own doses replace the national ones there.
const HAU_PEARL_MILLET_IRR = d(
  'Pearl millet',
  'Kharif',
  'irrigated (62.5-25-12 kg per acre; K on soils low or medium in K)',
  [156, 62.5, 30],
  'hauPearlMillet',
  'checked',
  'https://emausamhau.com/cropdetailh.aspx?id=29 — सिंचित क्षेत्रों में बाजरा: N 62.5 kg (135 kg urea), P 25 kg (150 kg SSP), K 12 kg (20 kg MOP) per acre',
);
const HAU_PEARL_MILLET_RF = d(
  'Pearl millet',
  'Kharif',
  'rainfed (16-8-0 kg per acre)',
  [40, 20, 0],
  'hauPearlMillet',
  'checked',
  'https://emausamhau.com/cropdetailh.aspx?id=30 — बारानी क्षेत्रों में बाजरा: N 16 kg (35 kg urea), P 8 kg (50 kg SSP) per acre',
);
const HAU_RAYA_IRR = d(
  'Mustard',
  'Rabi',
  'raya, irrigated (32-12-8 kg per acre)',
  [80, 30, 20],
  'hauMustard',
  'checked',
  'https://emausamhau.com/cropdetailh.aspx?id=571 — सिंचित क्षेत्रों के लिए राया: N 32 kg (70 kg urea), P 12 kg (75 kg SSP), K 8 kg (14 kg MOP) per acre',
);
const HAU_MUSTARD_RF = d(
  'Mustard',
  'Rabi',
  'toria, sarson and raya, rainfed (16-8-0 kg per acre)',
  [40, 20, 0],
  'hauMustard',
  'checked',
  'https://emausamhau.com/cropdetailh.aspx?id=571 — असिंचित क्षेत्रों के लिए तोरिया, सरसों व राया: N 16 kg (35 kg urea), P 8 kg (50 kg SSP) per acre',
);

// Central India
// Wheat and chickpea of Madhya Pradesh: read in a state agriculture department advisory (issue 20).
const JNKVV_WHEAT = d(
  'Wheat',
  'Rabi',
  'timely sown, irrigated',
  [120, 60, 40],
  'mpNarsinghpurAdvisory',
  'checked',
  'https://vashishthtimes.com/?p=21998 — Narsinghpur advisory: "गेहूं में 120:60:40, चना में 20:60:20 व मसूर में 20:60:20" (N:P2O5:K2O kg/ha); also KVK Raisen farmer message, http://kvkraisenzpdvii.org/latest_KMA.htm: irrigated timely sown wheat 120 kg N, 60 kg P2O5, 40 kg K2O per ha',
);
const JNKVV_MAIZE = d('Maize', 'Kharif', null, [120, 60, 40], 'jnkvvPop');
const JNKVV_RICE = d('Rice', 'Kharif', 'transplanted, medium duration', [100, 60, 40], 'jnkvvPop');
const JNKVV_CHICKPEA = d(
  'Chickpea',
  'Rabi',
  null,
  [20, 60, 20],
  'mpNarsinghpurAdvisory',
  'checked',
  'https://vashishthtimes.com/?p=21998 — Narsinghpur advisory: "चना में 20:60:20" (N:P2O5:K2O kg/ha); an Indore advisory (Krishak Jagat, 30 Nov 2021) gives gram no potash',
);
const IGKV_RICE = d('Rice', 'Kharif', 'transplanted, medium duration', [100, 60, 40], 'igkvPop');
const IGKV_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 40], 'igkvPop');

// Odisha, Maharashtra
const OUAT_RICE = d('Rice', 'Kharif', 'medium-duration high-yielding varieties', [80, 40, 40], 'ouatPop');
const OUAT_RICE_UPLAND = d(
  'Rice',
  'Kharif',
  'rainfed upland or medium land',
  [60, 30, 30],
  'ouatRainfedRice',
  'checked',
  'http://archive.jibiology.com/id/eprint/303 — abstract: T2 recommended dose of fertilizer (NPK @ 60:30:30 kg/ha) for rainfed rice, KVK Jharsuguda (OUAT)',
);
const OUAT_GROUNDNUT = d('Groundnut', 'Rabi', 'irrigated', [20, 40, 40], 'ouatPop');
const PDKV_SOYBEAN = d(
  'Soybean',
  'Kharif',
  'starter N; add 20 kg S/ha',
  [30, 75, 30],
  'pdkvSoybean',
  'checked',
  'http://ijpab.com/vol8-iss5a69html.php — Dandge et al. (2020): recommended dose at Dr PDKV 30:75:30:20 kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
);
const MAHA_CHICKPEA = d('Chickpea', 'Rabi', null, [25, 50, 0], 'mahaPop');
const MAHA_PIGEONPEA = d('Pigeonpea', 'Kharif', null, [25, 50, 0], 'mahaPop');
const MAHA_WHEAT = d('Wheat', 'Rabi', 'timely sown, irrigated', [120, 60, 40], 'mahaPop');

// Karnataka, Andhra Pradesh, Telangana
const KA_MAIZE = d(
  'Maize',
  'Kharif',
  null,
  [150, 75, 37.5],
  'ipniKarnatakaMaize',
  'checked',
  'http://research.ipni.net/page/RSAP-2864 — state university recommendation for maize 150:75:37.5 kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
);
const UAS_GROUNDNUT = d('Groundnut', 'Kharif', null, [25, 50, 25], 'uasPop');
const AP_PEARL_MILLET_IRR = d(
  'Pearl millet',
  'Summer',
  'irrigated (32-16-12 kg per acre)',
  [80, 40, 30],
  'apPearlMillet',
  'checked',
  'http://apagrisnet.gov.in/sajja_eruvulu.php — సజ్జ ఎరువులు: irrigated 32+16+12, rainfed 24+12+8 kg N+P+K per acre (re-read in issue 20)',
);
const AP_PEARL_MILLET_RF = d(
  'Pearl millet',
  'Kharif',
  'rainfed (24-12-8 kg per acre)',
  [60, 30, 20],
  'apPearlMillet',
  'checked',
  'http://apagrisnet.gov.in/sajja_eruvulu.php — సజ్జ ఎరువులు: irrigated 32+16+12, rainfed 24+12+8 kg N+P+K per acre (re-read in issue 20)',
);
// Corrected in issue 20 from 20:40:40 (recalled, ANGRAU) to the AP Department of Agriculture page.
const AP_GROUNDNUT_RF = d(
  'Groundnut',
  'Kharif',
  'urea 20 + SSP 100 + MOP 30 kg per acre (9.2-16-18 kg N-P2O5-K2O)',
  [23, 40, 45],
  'apAgriDept',
  'checked',
  'https://apagrisnet.gov.in/verushanaga_eruvlu.php — వేరుశనగ ఎరువులు: per acre urea 20, single superphosphate 100, muriate of potash 30 kg, kharif and rabi alike',
);
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
  'http://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_tranpudlow_mainfield_nutrient_mgmt_inorganic.html — blanket recommendation table: short duration, other tracts 120 40 40 (re-read in issue 20)',
);
const TN_RICE_MEDIUM = d(
  'Rice',
  'Rabi',
  'medium and long-duration varieties (samba, thaladi)',
  [150, 50, 50],
  'tnauRice',
  'checked',
  'http://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_tranpudlow_mainfield_nutrient_mgmt_inorganic.html — blanket recommendation table: medium and long duration 150 50 50 (re-read in issue 20)',
);
const TN_RICE_DELTA_SHORT = d(
  'Rice',
  'Kharif',
  'short-duration varieties (kuruvai), Cauvery delta',
  [150, 50, 50],
  'tnauRice',
  'checked',
  'http://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_tranpudlow_mainfield_nutrient_mgmt_inorganic.html — blanket recommendation table: short duration, Cauvery delta 150 50 50 (re-read in issue 20)',
);
const TN_MAIZE = d(
  'Maize',
  'Kharif',
  'irrigated',
  [135, 62.5, 50],
  'tnauMaize',
  'checked',
  'https://agritech.tnau.ac.in/agriculture/millets_maize_irrigated_maize_fertilizer.html — blanket 135:62.5:50 kg NPK/ha (read when the table was written, issue 9; not re-read in issue 20)',
);
const TN_BLACK_GRAM = d(
  'Black gram',
  'Rabi',
  'irrigated; add 20 kg S/ha',
  [25, 50, 25],
  'tnauPulses',
  'checked',
  'https://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_blackgram.html — irrigated 25 N + 50 P2O5 + 25 K2O + 20 S kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
);
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
  'http://14.139.158.120:4000/items/ec7adc97-f5b5-4add-bda8-19d495c14de8 — abstract: 500 g N, 320 g P2O5, 1200 g K2O per palm per year; also cpcri.icar.gov.in research achievements, nutrient management (re-read in issue 20)',
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
      sys(
        'Jute - Toria',
        d(
          'Jute',
          'Kharif',
          'medium and high fertility land',
          [60, 30, 30],
          'crijafAdvisory',
          'checked',
          'https://agri.bot/agro-advisory-to-growers-of-jute-and-allied-fibres-issued-by-icar-crijaf-barrackpore/ — CRIJAF advisory: medium and high fertility land 60:30:30, low fertility 80:40:40 kg/ha',
        ),
        AAU_TORIA,
      ),
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
      sys(
        'Jute - Rice',
        d(
          'Jute',
          'Kharif',
          'tossa (olitorius) jute, medium and high fertility land',
          [60, 30, 30],
          'crijafAdvisory',
          'checked',
          'https://agri.bot/agro-advisory-to-growers-of-jute-and-allied-fibres-issued-by-icar-crijaf-barrackpore/ — CRIJAF advisory: medium and high fertility land 60:30:30, low fertility 80:40:40 kg/ha',
        ),
        WB_AMAN,
      ),
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
      sys('Pearl millet - Wheat', HAU_PEARL_MILLET_IRR, HAU_WHEAT),
      sys('Cotton - Wheat', COTTON_NORTH, HAU_WHEAT),
      sys('Pearl millet - Mustard', HAU_PEARL_MILLET_IRR, HAU_RAYA_IRR),
    ],
    Desert: [
      sys('Pearl millet - Mustard', HAU_PEARL_MILLET_RF, HAU_MUSTARD_RF),
      sys('Pearl millet - Chickpea', HAU_PEARL_MILLET_RF, CHICKPEA_RAINFED),
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
        d(
          'Sugarcane',
          'Annual',
          'adsali (July–August planting, 18 months); Co 86032: 500:200:200',
          [400, 170, 170],
          'mpkvPadegaonCane',
          'checked',
          'https://krushiking.com/%E0%A4%8A%E0%A4%B8-%E0%A4%B8%E0%A4%B2%E0%A5%8D%E0%A4%B2%E0%A4%BE-%E0%A4%86%E0%A4%A1%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A5%80-%E0%A4%89%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A4%BE-%E0%A4%96%E0%A4%A4%E0%A4%BE/ — "ऊस सल्ला: आडसाली उसाला खताची दुसरी मात्रा द्या": recommended 400:170:170 kg N, P, K per ha for varieties other than Co 86032 (500:200:200)',
        ),
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
      sys(
        'Groundnut + Pigeonpea',
        AP_GROUNDNUT_RF,
        d(
          'Pigeonpea',
          'Kharif',
          '8-20-0 kg per acre; as an intercrop each crop is fertilised for its own rows',
          [20, 50, 0],
          'apAgriDept',
          'checked',
          'https://apagrisnet.gov.in/kamdi_yeruvulu.php — కంది ఎరువులు: kharif 8 kg N (rabi 16) and 20 kg P per acre; main crop and intercrop fertilised separately',
        ),
      ),
      sys('Rice - Rice', AP_RICE_KHARIF, d('Rice', 'Rabi', 'transplanted', [120, 60, 40], 'angrauPop')),
      sys('Pearl millet - Fallow', AP_PEARL_MILLET_RF),
    ],
    Black: [
      sys('Cotton', AP_COTTON),
      sys(
        'Maize - Chickpea',
        // Corrected in issue 20 from 180:60:50 (recalled, ANGRAU hybrids) to the AP Department of Agriculture page.
        d(
          'Maize',
          'Kharif',
          'kharif (40-20-16 kg per acre; rabi 48-24-20)',
          [100, 50, 40],
          'apAgriDept',
          'checked',
          'https://www.apagrisnet.gov.in/mokkajonna_eruvuulu.php — మొక్క జొన్న ఎరువులు (ఎకరాకు): kharif N 40, P 20, K 16 kg; rabi 48, 24, 20',
        ),
        d('Chickpea', 'Rabi', null, [20, 50, 0], 'angrauPop'),
      ),
    ],
  },
  'Southern Plateau & Hills (Tamil Nadu)': {
    Red: [
      sys(
        'Maize - Sunflower',
        TN_MAIZE,
        d(
          'Sunflower',
          'Rabi',
          'irrigated hybrids',
          [60, 90, 60],
          'tnauCrops',
          'recalled',
          'The TNAU sunflower nutrient page is stored with its dose table empty; an ikisan compilation lists Tamil Nadu at 40:20:20 kg/ha (rainfed and irrigated) and AP irrigated hybrids at 60:90:30, so the hybrid dose is unconfirmed.',
        ),
      ),
      sys(
        'Groundnut - Finger millet',
        TN_GROUNDNUT_RF,
        d(
          'Finger millet',
          'Rabi',
          'irrigated, transplanted',
          [60, 30, 30],
          'tnRagiRdf',
          'checked',
          'https://biology-journal.org/journal/volume38/issue76/ijapb38-1-19.html — abstract: 100% RDF (60:30:30 kg of NPK/ha) for irrigated transplanted ragi, Erode (TNAU ragi pages are stored without the dose)',
        ),
      ),
      sys(
        'Coconut',
        d(
          'Coconut',
          'Annual',
          'from the 5th year, 560-320-1200 g per tree, 175 palms/ha',
          perPalm([560, 320, 1200], 175),
          'tnauCoconut',
          'checked',
          'https://agritech.tnau.ac.in/horticulture/horti_pcrops_coconut_manuring.html — manuring table, 5th year onwards: 560 g N, 320 g P2O5, 1200 g K2O per tree (re-read in issue 20)',
        ),
      ),
      sys(
        'Turmeric',
        d(
          'Turmeric',
          'Kharif',
          'basal 25:60:18 and five top dressings of 25 kg N + 18 kg K2O',
          [150, 60, 108],
          'tnauTurmeric',
          'checked',
          'https://agritech.tnau.ac.in/horticulture/horti_spice_turmeric_manuring.html — 25:60:18 kg NPK/ha at planting; top dressing 25:18 kg N and K/ha at 30, 60, 90, 120 and 150 days (re-read in issue 20)',
        ),
      ),
    ],
    Black: [
      sys(
        'Cotton - Sorghum',
        d(
          'Cotton',
          'Rabi',
          'winter irrigated, varieties',
          [80, 40, 40],
          'tnauCotton',
          'checked',
          'https://www.ijcmas.com/abstractview.php?ID=22145&vol=10-5-2021&SNo=65 — TNAU recommended dose for irrigated cotton varieties 80:40:40 kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
        ),
        d(
          'Sorghum',
          'Summer',
          'irrigated',
          [90, 45, 45],
          'tnauSorghum',
          'checked',
          'https://agritech.tnau.ac.in/agriculture/millets_sorghum_mainfield_preparation_fertilizer.html — Main Field Preparation for Irrigated Crops, Application of Fertilizer: blanket 90 N, 45 P2O5, 45 K2O kg/ha',
        ),
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
      sys(
        'Rice - Rice',
        AP_RICE_KHARIF,
        d(
          'Rice',
          'Rabi',
          'delta, all P and K basal',
          [180, 90, 60],
          'apRiceRabi',
          'checked',
          'http://rkmp.co.in/farmers-domain/andhra-pradesh/recommended-pop?page=6 — rabi rice 180:90:60 kg/ha (APRRI Maruteru) (read when the table was written, issue 9; not re-read in issue 20)',
        ),
      ),
      sys('Rice - Black gram', AP_RICE_KHARIF, d('Black gram', 'Rabi', 'rice fallow', [20, 50, 0], 'angrauPop')),
    ],
    Black: [
      sys('Cotton', AP_COTTON),
      sys('Tobacco', {
        ...d(
          'Tobacco',
          'Rabi',
          'FCV tobacco, black soils',
          [45, 25, 25],
          'ctriFcvPractices',
          'checked',
          'https://scribd.com/document/523852368/agronomy — Table 1, crop production practices for FCV tobacco in India: Andhra Pradesh black soils, fertiliser dose 45:25:25 kg N:P2O5:K2O/ha',
        ),
        potash: 'SOP',
      }),
    ],
    Red: [
      sys(
        'Rice - Groundnut',
        d('Rice', 'Kharif', 'transplanted', [80, 40, 40], 'angrauPop'),
        // Corrected in issue 20 from 30:40:50 (recalled, ANGRAU): the AP page gives the same per-acre dose in rabi.
        d(
          'Groundnut',
          'Rabi',
          'irrigated; urea 20 + SSP 100 + MOP 30 kg per acre, as in kharif',
          [23, 40, 45],
          'apAgriDept',
          'checked',
          'https://apagrisnet.gov.in/verushanaga_eruvlu.php — వేరుశనగ ఎరువులు: rabi per acre urea 20, single superphosphate 100, muriate of potash 30 kg',
        ),
      ),
      sys('Groundnut - Pearl millet', AP_GROUNDNUT_RF, AP_PEARL_MILLET_IRR),
    ],
  },
  'East Coast Plains & Hills (Tamil Nadu, Puducherry)': {
    'Coastal Alluvial': [
      sys('Rice - Rice', TN_RICE_DELTA_SHORT, TN_RICE_MEDIUM),
      sys('Rice - Black gram', TN_RICE_MEDIUM, TN_BLACK_GRAM),
      sys(
        'Sugarcane',
        d(
          'Sugarcane',
          'Annual',
          'coastal and canal-irrigated areas',
          [275, 62.5, 112.5],
          'tnauSugarcane',
          'checked',
          'https://agritech.tnau.ac.in/expert_system/sugar/nutrientmanagement.html — coastal and canal irrigated areas 275:62.5:112.5 kg NPK/ha (read when the table was written, issue 9; not re-read in issue 20)',
        ),
      ),
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
        d(
          'Rice',
          'Kharif',
          'wetland, medium-duration high-yielding varieties (virippu)',
          [90, 45, 45],
          'kauRice',
          'checked',
          'http://farmextensionmanager.com/English/Rice%20technology%20bank/Inter-cultivation/fertilizer%20application.htm — KAU fertilizer recommendation for rice, kg/ha: wet lands (all regions), high-yielding medium-duration varieties 90 45 45 (re-read in issue 20)',
        ),
        d(
          'Rice',
          'Rabi',
          'wetland, short-duration high-yielding varieties (mundakan)',
          [70, 35, 35],
          'kauRice',
          'checked',
          'http://farmextensionmanager.com/English/Rice%20technology%20bank/Inter-cultivation/fertilizer%20application.htm — KAU fertilizer recommendation for rice, kg/ha: wet lands (all regions), high-yielding short-duration varieties 70 35 35 (re-read in issue 20)',
        ),
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
          'http://www.celkau.in/Crops/Plantation%20Crops/Coconut/nutrientmanagement.aspx — adult palms, kg N:P2O5:K2O per palm per year: good management 0.50:0.32:1.20 (read when the table was written, issue 9; not re-read in issue 20)',
        ),
        d(
          'Coconut',
          'Annual',
          'average management, 340-170-680 g per palm, 175 palms/ha',
          perPalm([340, 170, 680], 175),
          'kauCoconut',
          'checked',
          'http://www.celkau.in/Crops/Plantation%20Crops/Coconut/nutrientmanagement.aspx — adult palms, kg N:P2O5:K2O per palm per year: average management 0.34:0.17:0.68 (read when the table was written, issue 9; not re-read in issue 20)',
        ),
      ),
      sys(
        'Sugarcane',
        d(
          'Sugarcane',
          'Annual',
          'Pandalam and Thiruvalla areas',
          [165, 82.5, 82.5],
          'kauSugarcane',
          'checked',
          'http://agritech.kau.in/node/283 — sugarcane manuring: Pandalam and Thiruvalla areas 165:82.5:82.5 kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
        ),
      ),
    ],
    'Coastal Alluvial': [
      sys(
        'Rice - Fallow',
        d(
          'Rice',
          'Rabi',
          'Kuttanad (puncha), medium-duration varieties',
          [90, 45, 45],
          'kauRice',
          'checked',
          'http://farmextensionmanager.com/English/Rice%20technology%20bank/Inter-cultivation/fertilizer%20application.htm — KAU fertilizer recommendation for rice, kg/ha: wet lands (all regions), high-yielding medium-duration varieties 90 45 45 (the Kuttanad rows of the table are not in the stored copy) (re-read in issue 20)',
        ),
      ),
      sys(
        'Coconut',
        d(
          'Coconut',
          'Annual',
          'reclaimed clayey soils of Kuttanad, 250-350-900 g per palm, 175 palms/ha',
          perPalm([250, 350, 900], 175),
          'kauCoconut',
          'checked',
          'http://www.celkau.in/Crops/Plantation%20Crops/Coconut/nutrientmanagement.aspx — adult palms, kg N:P2O5:K2O per palm per year: reclaimed clayey soils of Kuttanad 0.25:0.35:0.90 (read when the table was written, issue 9; not re-read in issue 20)',
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
          'http://www.celkau.in/Crops/Plantation%20Crops/Coconut/nutrientmanagement.aspx — adult palms, kg N:P2O5:K2O per palm per year: sandy soils of Onattukara 0.50:0.30:1.00 with 0.5 kg MgSO4 (read when the table was written, issue 9; not re-read in issue 20)',
        ),
      ),
    ],
    Black: [
      sys(
        'Sugarcane',
        d(
          'Sugarcane',
          'Annual',
          'Chittoor area (Palakkad)',
          [225, 75, 75],
          'kauSugarcane',
          'checked',
          'http://agritech.kau.in/node/283 — sugarcane manuring: Chittoor area 225:75:75 kg/ha (read when the table was written, issue 9; not re-read in issue 20)',
        ),
      ),
    ],
    Mountain: [sys('Potato', d('Potato', 'Summer', 'Nilgiris hills', [120, 240, 120], 'tnauCrops'))],
  },
  'Gujarat Plains & Hills': {
    Black: [
      sys(
        'Groundnut - Wheat',
        d(
          'Groundnut',
          'Kharif',
          'Saurashtra, bunch types, rainfed',
          [12.5, 25, 0],
          'jauGroundnut',
          'checked',
          'https://276787.e12cr.group/index.php/photo/2-init-content/research/92-natural-resources-management — Nutrient Management, groundnut and pigeon pea: "100 per cent RDF of groundnut (i.e. 12.5-25.0-00.0 NPK kg/ha)", South Saurashtra',
        ),
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
      sys(
        'Castor',
        d(
          'Castor',
          'Kharif',
          'irrigated hybrids, north Gujarat; N in three splits',
          [120, 50, 0],
          'gujaratPop',
          'recalled',
          'The NAU kiosk page (address in sources.ts) confirms 120 kg N/ha in three equal splits for GCH-5 in north Gujarat but gives no P2O5 or K2O, so the full dose stays recalled.',
        ),
      ),
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
