import type { CalculatorCrop } from './calculatorDoses.js';
import type { Text } from './crops.js';
import { CONVERSIONS } from './soilTest.js';
import type { SourceId, Verification } from './sources.js';

/**
 * Micronutrients by crop and soil where the probe cannot measure them (issue 37): zinc, boron and iron
 * defaults that a plan gives without a micronutrient soil test, each with its source and how it was
 * checked (sources.ts). A Soil Health Card that measured the nutrient overrides the default (micronutrients.ts
 * in src/ says how), and a plan names each nutrient once.
 *
 * Two verifications per entry: `verification` is the figure's (the dose read in the source), `asDefault`
 * is the decision to give it without a soil test. Where the source gives the product with every dose of the
 * crop (HAU, AAU) or for a soil condition the app can see (sodic rice), that decision is the source's own;
 * where the source gives it on a deficiency, giving it by default is a judgement and says so.
 */

export type DefaultMicronutrient = 'zn' | 'b' | 'fe';

/** What makes an entry apply; any one trigger is enough. */
export type MicronutrientTrigger =
  /** The calculator dose of this source is for the crop (its own text names the product). */
  | { kind: 'dose'; source: SourceId }
  /** The cropping system also grows this crop (e.g. rice in 'Rice - Wheat'). */
  | { kind: 'system'; with: CalculatorCrop }
  /** Every field of the crop. */
  | { kind: 'crop' }
  /**
   * A sodic soil: when `reclaimed`, a calculator dose whose condition says sodic (the CSSRI doses are for
   * soil reclaimed with gypsum; the coastal saline soils of the same soil class are not sodic); when not, a
   * soil pH above PH_SCALE.gypsumAbove (8.5), where the app's pH advice calls the soil sodic.
   */
  | { kind: 'sodic'; reclaimed: boolean }
  /** A soil pH above `ph`, where the soil may hold free lime (calcareous). */
  | { kind: 'calcareous'; ph: number };

export interface SoilApplication {
  product: 'zincSulphateHepta' | 'borax';
  kgPerHa: number;
  /** The source's own per-acre figure, when it prints one (kgPerHa = kgPerAcre ÷ 0.4047). */
  kgPerAcre?: number;
}

export interface FoliarSpray {
  product: Text;
  /** Per cent of the spray solution (1 % = 10 g a litre). */
  percent: number;
  citricAcidPercent?: number;
  /** Days after sowing. */
  days: readonly number[];
}

export interface MicronutrientDefault {
  id: string;
  nutrient: DefaultMicronutrient;
  crops: readonly CalculatorCrop[];
  triggers: readonly MicronutrientTrigger[];
  /** Lower first: breaks a tie between entries whose triggers describe the field equally (micronutrients.ts in src/). */
  rank: number;
  soil?: SoilApplication;
  spray?: FoliarSpray;
  /** When and how, for the farmer (English and Hindi, the same numbers). */
  timing: Text;
  /** Why this field gets it, for the farmer (English and Hindi, the same numbers). */
  why: Text;
  source: SourceId;
  verification: Verification;
  /** Where the figure was read, or why it is recalled. */
  note: string;
  asDefault: { verification: Verification; note: string };
}

const t = (en: string, hi: string, mr: string): Text => ({ en, hi, mr });

const ACRE = CONVERSIONS.hectaresPerAcre.factor;
/** A per-acre figure in kg/ha, two decimals (10 kg/acre → 24.71). */
const fromAcre = (kg: number) => Math.round((kg / ACRE) * 100) / 100;

const ZINC_TIMING_RICE = t(
  'before transplanting, broadcast on the puddled field, not mixed with DAP or SSP',
  'रोपाई से पहले, लेव (कद्दू) किए खेत में छिड़ककर, डीएपी या एसएसपी में मिलाकर नहीं',
  'पुनर्लागवडीपूर्वी, चिखलणी केलेल्या शेतात फेकून, डीएपी किंवा एसएसपीमध्ये न मिसळता',
);

export const MICRONUTRIENT_DEFAULTS: readonly MicronutrientDefault[] = [
  {
    id: 'sodicRiceZincUnreclaimed',
    nutrient: 'zn',
    crops: ['Rice'],
    triggers: [{ kind: 'sodic', reclaimed: false }],
    rank: 1,
    soil: { product: 'zincSulphateHepta', kgPerHa: 37.5 },
    timing: t(
      'basal, before transplanting, not mixed with DAP or SSP; then spray 0.5 % zinc sulphate at panicle initiation and at heading',
      'रोपाई से पहले आधार खाद के रूप में, डीएपी या एसएसपी में मिलाकर नहीं; फिर बाली बनना शुरू होने पर और बाली निकलने पर 0.5 % जिंक सल्फेट का छिड़काव',
      'पुनर्लागवडीपूर्वी पेरणीच्या वेळची मात्रा म्हणून, डीएपी किंवा एसएसपीमध्ये न मिसळता; नंतर लोंबी तयार होण्यास सुरुवात होताना आणि लोंबी बाहेर पडताना 0.5 % झिंक सल्फेटची फवारणी',
    ),
    why: t(
      'the soil pH is above 8.5, so the soil is still sodic, where rice is short of zinc: the source gives 150 % of the 25 kg/ha dose on sodic soil not yet reclaimed',
      'मिट्टी का pH 8.5 से ऊपर है, यानी मिट्टी अभी ऊसर (सोडिक) है, जहाँ धान को जिंक कम मिलता है: स्रोत बिना सुधरी ऊसर मिट्टी में 25 किलो/हेक्टेयर का 150 % देने को कहता है',
      'मातीचा सामू (pH) 8.5 च्या वर आहे, म्हणजे माती अजूनही चोपण (सोडिक) आहे, जिथे भाताला जस्त कमी मिळते: स्रोत सुधारणा न केलेल्या चोपण मातीत 25 kg/ha च्या मात्रेच्या 150 % देण्यास सांगतो',
    ),
    source: 'sodicRiceZinc',
    verification: 'checked',
    note: 'https://masujournal.org/105/195.php — abstract: "ZnSO4 application @ 150 % recommended dose (37.5 kg ha-1) along with foliar spray of ZnSO4 @ 0.5 % at panicle initiation and heading stages is recommended for unreclaimed sodic soils."',
    asDefault: {
      verification: 'checked',
      note: 'The source recommends it for rice on unreclaimed sodic soil, not on a zinc test (read). The app takes a soil pH above 8.5 (PH_SCALE.gypsumAbove, where its own pH advice calls the soil sodic) as not yet reclaimed.',
    },
  },
  {
    id: 'hauRiceZinc',
    nutrient: 'zn',
    crops: ['Rice'],
    triggers: [
      { kind: 'dose', source: 'hauPop' },
      { kind: 'system', with: 'Wheat' },
    ],
    rank: 2,
    soil: { product: 'zincSulphateHepta', kgPerHa: fromAcre(10), kgPerAcre: 10 },
    timing: ZINC_TIMING_RICE,
    why: t(
      'rice in a rice–wheat system: CCS HAU gives 10 kg zinc sulphate an acre with the rice dose',
      'धान-गेहूँ फसल चक्र का धान: चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय धान की खाद के साथ 10 किलो जिंक सल्फेट प्रति एकड़ देता है',
      'भात–गहू पीक पद्धतीतील भात: चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ भाताच्या खतासोबत एकरी 10 किलो झिंक सल्फेट देते',
    ),
    source: 'hauPop',
    verification: 'checked',
    note: "https://emausamhau.com/cropdetailh.aspx?id=485 — खाद की मात्रा table: dwarf medium, medium-short duration and hybrid rice N 60, P 24, K 24 kg/acre (+10 kg zinc sulphate) (read in issue 20, calculatorDoses.ts HAU_RICE). 10 kg/acre ÷ 0.4047 = 24.71 kg/ha. The timing (broadcast before transplanting, not with DAP/SSP) is TNAU's (tnauMicronutrients, amendments.ts).",
    asDefault: {
      verification: 'judgement',
      note: 'HAU gives the zinc with every rice dose of its rice–wheat state, not on a zinc test (read). The app gives the same to rice of every rice–wheat system, since the probe measures no zinc; a soil test at or above 0.6 ppm DTPA zinc (soilTest.ts) drops it.',
    },
  },
  {
    id: 'hauWheatZinc',
    nutrient: 'zn',
    crops: ['Wheat'],
    triggers: [
      { kind: 'dose', source: 'hauPop' },
      { kind: 'system', with: 'Rice' },
    ],
    rank: 2,
    soil: { product: 'zincSulphateHepta', kgPerHa: fromAcre(10), kgPerAcre: 10 },
    timing: t(
      'all at sowing, drilled with the phosphate and potash',
      'पूरी मात्रा बुवाई के समय, फॉस्फेट और पोटाश के साथ ड्रिल से',
      'संपूर्ण मात्रा पेरणीच्या वेळी, स्फुरद व पालाशसोबत पाभरीने',
    ),
    why: t(
      'wheat in a rice–wheat system: CCS HAU gives 10 kg zinc sulphate (21 %) an acre with the wheat dose',
      'धान-गेहूँ फसल चक्र का गेहूँ: चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय गेहूँ की खाद के साथ 10 किलो जिंक सल्फेट (21 %) प्रति एकड़ देता है',
      'भात–गहू पीक पद्धतीतील गहू: चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ गव्हाच्या खतासोबत एकरी 10 किलो झिंक सल्फेट (21 %) देते',
    ),
    source: 'hauPop',
    verification: 'checked',
    note: 'https://emausamhau.com/cropdetailh.aspx?id=532 — बौनी किस्में सिंचित क्षेत्र, both the Ambala and the other-districts dose: "जिंक सल्फेट (21%) 10 किलोग्राम/एकड़"; note: "फास्फोरस, पोटाश व जिंक सल्फेट की पूरी मात्रा बिजाई के समय ड्रिल करें" (read in issue 37).',
    asDefault: {
      verification: 'judgement',
      note: 'HAU gives the zinc with every irrigated dwarf-wheat dose (read); the app gives it to wheat of every rice–wheat system, since the probe measures no zinc; a soil test at or above 0.6 ppm DTPA zinc drops it.',
    },
  },
  {
    id: 'sodicRiceZincReclaimed',
    nutrient: 'zn',
    crops: ['Rice'],
    triggers: [
      { kind: 'sodic', reclaimed: true },
      { kind: 'dose', source: 'cssriCrops' },
    ],
    rank: 3,
    soil: { product: 'zincSulphateHepta', kgPerHa: 25 },
    timing: t(
      'basal, before transplanting, not mixed with DAP or SSP; then spray 0.5 % zinc sulphate at panicle initiation and at heading',
      'रोपाई से पहले आधार खाद के रूप में, डीएपी या एसएसपी में मिलाकर नहीं; फिर बाली बनना शुरू होने पर और बाली निकलने पर 0.5 % जिंक सल्फेट का छिड़काव',
      'पुनर्लागवडीपूर्वी पेरणीच्या वेळची मात्रा म्हणून, डीएपी किंवा एसएसपीमध्ये न मिसळता; नंतर लोंबी तयार होण्यास सुरुवात होताना आणि लोंबी बाहेर पडताना 0.5 % झिंक सल्फेटची फवारणी',
    ),
    why: t(
      'rice on a sodic soil reclaimed with gypsum, where rice is short of zinc: the source gives 25 kg/ha (the dose of this soil asks for it too)',
      'जिप्सम से सुधरी ऊसर मिट्टी में धान, जहाँ धान को जिंक कम मिलता है: स्रोत 25 किलो/हेक्टेयर देता है (इस मिट्टी की खाद की सिफ़ारिश भी यही कहती है)',
      'जिप्समने सुधारलेल्या चोपण मातीतील भात, जिथे भाताला जस्त कमी मिळते: स्रोत 25 kg/ha देतो (या मातीच्या खत मात्रेची शिफारसही हेच सांगते)',
    ),
    source: 'sodicRiceZinc',
    verification: 'checked',
    note: 'https://masujournal.org/105/195.php — abstract: "reclamation of sodic soil with gypsum @ 50 % GR + green manure @ 6.25 t ha-1 and ZnSO4 application @ 100 % recommended dose (25 kg ha-1) along with foliar spray of 0.5 % ZnSO4 at panicle initiation and heading stages found to be the best". The calculator\'s CSSRI dose for reclaimed sodic rice says "add 25 kg zinc sulphate" (recalled, calculatorDoses.ts SODIC_RICE): the same figure, so this checked entry stands for it.',
    asDefault: {
      verification: 'checked',
      note: 'The source recommends it for rice on reclaimed sodic soil, not on a zinc test (read).',
    },
  },
  {
    id: 'toriaBorax',
    nutrient: 'b',
    crops: ['Toria'],
    triggers: [{ kind: 'dose', source: 'aauToria' }, { kind: 'crop' }],
    rank: 2,
    soil: { product: 'borax', kgPerHa: 10 },
    timing: t(
      'basal, at sowing, mixed with sand for even spreading',
      'बुवाई पर आधार खाद के रूप में, बराबर फैलाने के लिए रेत में मिलाकर',
      'पेरणीच्या वेळची मात्रा म्हणून पेरणीच्या वेळी, समान पसरण्यासाठी वाळूत मिसळून',
    ),
    why: t(
      'toria: the Assam recommended dose includes 10 kg borax/ha',
      'तोरिया: असम की अनुशंसित मात्रा में 10 किलो/हेक्टेयर बोरेक्स शामिल है',
      'तोरिया: आसामच्या शिफारस केलेल्या मात्रेत हेक्टरी 10 किलो बोरॅक्सचा समावेश आहे',
    ),
    source: 'aauToria',
    verification: 'checked',
    note: 'http://www.srmr.org.in/ojs/index.php/job/article/view/494 — abstract: 100 % RDF = 40-35-15 kg N-P2O5-K2O/ha + 10 kg borax/ha for toria in Assam (calculatorDoses.ts AAU_TORIA). Mixing with sand is the spreading advice of amendments.ts (TNAU).',
    asDefault: {
      verification: 'judgement',
      note: 'Part of the Assam dose itself (read), so every AAU toria plan carries it; toria of other zones gets it too, since the probe measures no boron (judgement); a soil test at or above 0.5 ppm hot-water boron drops it.',
    },
  },
  {
    id: 'mustardBorax',
    nutrient: 'b',
    crops: ['Mustard'],
    triggers: [{ kind: 'crop' }],
    rank: 6,
    soil: { product: 'borax', kgPerHa: 10 },
    timing: t(
      'basal, at sowing, mixed with sand for even spreading',
      'बुवाई पर आधार खाद के रूप में, बराबर फैलाने के लिए रेत में मिलाकर',
      'पेरणीच्या वेळची मात्रा म्हणून पेरणीच्या वेळी, समान पसरण्यासाठी वाळूत मिसळून',
    ),
    why: t(
      'mustard needs boron to set seed, and 10 kg borax/ha gave the best mustard yield in a two-year trial at SKUAST-Jammu',
      'सरसों को दाना बनने के लिए बोरॉन चाहिए, और शेर-ए-कश्मीर कृषि विश्वविद्यालय, जम्मू के दो वर्ष के प्रयोग में 10 किलो/हेक्टेयर बोरेक्स से सरसों की उपज सबसे अच्छी रही',
      'मोहरीला दाणे धरण्यासाठी बोरॉन लागतो, आणि शेर-ए-काश्मीर कृषी विद्यापीठ, जम्मू येथील दोन वर्षांच्या प्रयोगात हेक्टरी 10 किलो बोरॅक्समुळे मोहरीचे उत्पादन सर्वाधिक मिळाले',
    ),
    source: 'skuastMustardBoron',
    verification: 'checked',
    note: 'Abstract read (discovery.researcher.life): borax 0, 5 and 10 kg/ha soil-applied and 0.1–0.2 % boric acid sprays, SKUAST-Jammu, Chatha, rabi 2018–19 and 2019–20; "the best treatment combination was … BS-10 (10 kg borax per hectare)". A field trial, not a package of practices: no DRMR or state package text with a borax rate for mustard was found in the stored pages searched.',
    asDefault: {
      verification: 'judgement',
      note: 'The trial applied it without a boron test; the app gives it to every mustard plan, since the probe measures no boron; a soil test at or above 0.5 ppm hot-water boron drops it.',
    },
  },
  {
    id: 'groundnutBorax',
    nutrient: 'b',
    crops: ['Groundnut'],
    triggers: [{ kind: 'crop' }],
    rank: 6,
    soil: { product: 'borax', kgPerHa: 10 },
    timing: t(
      '45 days after sowing, with the gypsum when it is given, beside the plants (mixed with sand when alone)',
      'बुवाई के 45 दिन बाद, जिप्सम दिया जाए तो उसी के साथ, पौधों के पास (अकेले दें तो रेत में मिलाकर)',
      'पेरणीनंतर 45 दिवसांनी, जिप्सम दिल्यास त्याच्यासोबत, झाडांच्या बाजूला (एकटे दिल्यास वाळूत मिसळून)',
    ),
    why: t(
      'groundnut needs boron to fill its kernels; TNAU gives 10 kg borax/ha on the 45th day for it',
      'मूंगफली को दाने भरने के लिए बोरॉन चाहिए; TNAU इसके लिए 45वें दिन 10 किलो/हेक्टेयर बोरेक्स देता है',
      'भुईमुगाला दाणे भरण्यासाठी बोरॉन लागतो; तमिळनाडू कृषी विद्यापीठ त्यासाठी 45 व्या दिवशी हेक्टरी 10 किलो बोरॅक्स देते',
    ),
    source: 'tnauGroundnut',
    verification: 'checked',
    note: 'http://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_groundnut.html — "Boron deficiency: Apply Borax 10 kg + Gypsum 400 kg/ha at 45th day after sowing" (read in issue 37).',
    asDefault: {
      verification: 'judgement',
      note: 'TNAU gives it on a boron deficiency (read); the probe measures no boron, so every groundnut plan carries it and a soil test at or above 0.5 ppm hot-water boron drops it.',
    },
  },
  {
    id: 'groundnutIronSpray',
    nutrient: 'fe',
    crops: ['Groundnut'],
    triggers: [{ kind: 'calcareous', ph: 7.5 }],
    rank: 6,
    spray: { product: t('ferrous sulphate', 'फेरस सल्फेट', 'फेरस सल्फेट'), percent: 1, citricAcidPercent: 0.1, days: [30, 40, 50] },
    timing: t(
      'if the new leaves turn yellow between green veins, spray 1 % ferrous sulphate (10 g a litre of water) with 0.1 % citric acid (1 g a litre) on days 30, 40 and 50 after sowing',
      'नई पत्तियाँ हरी नसों के बीच पीली पड़ें तो बुवाई के 30, 40 और 50 दिन बाद 1 % फेरस सल्फेट (10 ग्राम प्रति लीटर पानी) और 0.1 % साइट्रिक अम्ल (1 ग्राम प्रति लीटर) का छिड़काव करें',
      'नवीन पाने हिरव्या शिरांच्या मध्ये पिवळी पडल्यास पेरणीनंतर 30, 40 आणि 50 व्या दिवशी 1 % फेरस सल्फेट (प्रति लिटर पाण्यात 10 ग्रॅम) आणि 0.1 % सायट्रिक आम्ल (प्रति लिटर 1 ग्रॅम) यांची फवारणी करा',
    ),
    why: t(
      'the soil pH is above 7.5, where soil often holds free lime and groundnut cannot take up iron from it; iron put in the soil is locked up there, so it goes on the leaves',
      'मिट्टी का pH 7.5 से ऊपर है, जहाँ मिट्टी में प्रायः मुक्त चूना होता है और मूंगफली उससे आयरन नहीं ले पाती; मिट्टी में डाला आयरन वहीं बँध जाता है, इसलिए यह पत्तियों पर दिया जाता है',
      'मातीचा सामू (pH) 7.5 च्या वर आहे, जिथे मातीत बहुधा मुक्त चुना असतो आणि भुईमूग त्यातून लोह घेऊ शकत नाही; मातीत दिलेले लोह तिथेच अडकून राहते, म्हणून ते पानांवर फवारले जाते',
    ),
    source: 'tnauGroundnut',
    verification: 'checked',
    note: 'http://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_groundnut.html — "Iron deficiency: spray 1% FeSO4 on 30, 40 and 50 days after sowing" (read in issue 37). The 0.1 % citric acid is TNAU\'s iron spray of tnauMicronutrients (amendments.ts, checked).',
    asDefault: {
      verification: 'judgement',
      note: "TNAU gives the spray on an iron deficiency (read). The app names it on soils above pH 7.5, the line where it already suspects free lime for groundnut (cropRules.ts notAbovePh), and ties it to the symptom; no kg is bought ahead, since the amount depends on the sprayer's volume of water.",
    },
  },
];
