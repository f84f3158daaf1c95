import type { Text } from './crops.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import type { SourceId, Verification } from './sources.js';

/**
 * Crop rules of the nutrient planner (issue 20): what the 125 / 100 / 75 % soil-test rule must not do
 * to a crop's dose, and what a crop needs besides N, P and K. One rule per crop, reachable from the
 * advice crops (knowledge/crops.ts: 'Ground Nuts', 'Pulses', 'Oil seeds', …) and from the Nutrient
 * Calculator's crops (knowledge/calculatorDoses.ts: 'Soybean', 'Groundnut', 'Chickpea', 'Mustard', …),
 * so both paths plan a crop the same way. A crop without a rule follows the soil-test rule plainly.
 *
 * Verification (as in sources.ts), per figure:
 * - 'checked': the figure was read in a retrieved text of the cited source (or a reproduction of it);
 * - 'recalled': the figure is the one commonly quoted from that source, not read here;
 * - 'judgement': a choice made for the app on the principle the source gives; `note` says why.
 */

export interface RuleFigure {
  source: SourceId;
  verification: Verification;
  /** Where the figure was read, or why it is recalled or a judgement. */
  note: string;
}

export interface StarterNitrogen extends RuleFigure {
  /** Why N is not raised (or cut) with the soil's N rating, for the farmer. */
  why: Text;
}

/** The crop's sulphur: either kg S/ha (product chosen by the planner) or a named product at a fixed rate. */
export type SulphurRule = RuleFigure &
  (
    | { kgPerHa: number; product?: undefined }
    | {
        /** A product the source names for its own sake (groundnut: gypsum, for the calcium of the pods too). */
        product: 'gypsum';
        productKgPerHa: number;
        /** When it goes in, if not at sowing. */
        timing: Text;
        why: Text;
        /**
         * Above this soil pH the soil may hold free lime (calcareous) and the source advises against the
         * product (TNAU: "Avoid gypsum in calciferous soils"): it is not bought, the farmer is told to check.
         */
        notAbovePh?: RuleFigure & { ph: number };
      }
  );

export interface DoseCap extends RuleFigure {
  /** kg/ha: the top of the source's recommended range; the 125 % raise stops at max(recommended, cap). */
  n?: number;
  p2o5?: number;
  k2o?: number;
}

/**
 * A tree crop's dose (per plant, or per ha for a plantation): the soil-test raise stops at the top of the
 * source's range (issue 37). The 0–15 cm soil test the rating rule was made for says little about a
 * tree's root zone, and the institutes that publish these doses adjust them by leaf analysis, so no
 * raise goes beyond what the source itself prints.
 */
export interface PerennialRule extends RuleFigure {
  /**
   * Top of the source's range ÷ the recommended figure, per nutrient: 1 where the source prints one
   * figure (no raise at all), e.g. 700 / 625 for pomegranate N (600–700 g a plant, 625 recommended).
   */
  topFactor: { n: number; p2o5: number; k2o: number };
  /** The top of the source's range in grams a plant, where the source gives the dose per plant. */
  gramsPerPlantTop?: { n: number; p2o5: number; k2o: number };
  /** Why the dose is held, for the farmer (leaf analysis), English and Hindi. */
  why: Text;
}

/** The soil pH a crop grows in (issue 37): outside it the plan says so before the doses. */
export interface PhRange {
  min: number;
  max: number;
  source: SoybeanSourceId;
  verification: Verification;
  note: string;
}

export interface CropRule {
  id: string;
  name: Text;
  /** A legume (Rhizobium-fixed N): organic options and the seed-treatment note. */
  legume: boolean;
  /** The N of the dose is a starter dose: kept as recommended whatever the soil N rating. */
  starterN?: StarterNitrogen;
  sulphur?: SulphurRule;
  maxKgPerHa?: DoseCap;
  perennial?: PerennialRule;
  ph?: PhRange;
}

const t = (en: string, hi: string, mr: string): Text => ({ en, hi, mr });

// ---------------------------------------------------------------- shared parts

const LEGUME_WHY = t(
  'legumes fix most of the nitrogen they need in their root nodules, so the small starter dose is kept whatever the soil nitrogen rating',
  'दलहनी फसलें अपनी ज़रूरत की अधिकतर नाइट्रोजन जड़ की गाँठों में स्वयं बनाती हैं, इसलिए मिट्टी की नाइट्रोजन रेटिंग चाहे जो हो, छोटी शुरुआती (स्टार्टर) मात्रा उतनी ही रखी गई है',
  'कडधान्य पिके आपल्याला लागणारे बहुतेक नत्र मुळांवरील गाठींमध्ये स्वतः स्थिर करतात, म्हणून मातीतील नत्राची श्रेणी कोणतीही असली तरी सुरुवातीची (स्टार्टर) लहान मात्रा तेवढीच ठेवली आहे',
);

const PULSE_STARTER_N: StarterNitrogen = {
  source: 'thiyagarajan2003Pulses',
  verification: 'checked',
  note: 'Read in the review: N2 fixation meets 80–90 % of the N need, so 15–25 kg N/ha is enough for most pulses. Keeping the starter dose whatever the soil N rating is the principle applied (judgement): a Low soil-N rating says nothing about the nodules.',
  why: LEGUME_WHY,
};

const PULSE_SULPHUR_JUDGEMENT: SulphurRule = {
  kgPerHa: 20,
  source: 'thiyagarajan2003Pulses',
  verification: 'judgement',
  note: 'The review (read) reports yield gains from 20–30 kg S/ha in pulses; TNAU gives 20 kg S/ha for irrigated black gram (tnauPulses). The lower figure, 20, is used for the other pulses of the table, whose own sources were not read for S.',
};

const MUSTARD_SULPHUR: SulphurRule = {
  kgPerHa: 40,
  source: 'drmrMustard',
  verification: 'recalled',
  note: 'DRMR package of practices for rapeseed-mustard, 40 kg S/ha (recalled; a DRMR page with the figure was not found in the retrieved texts; the calculator dose of irrigated mustard already says "add 40 kg S/ha").',
};

const TREE_WHY = t(
  "a tree draws on a root zone far deeper than the 0–15 cm soil sample, so the source's dose is not raised beyond its own range: have the leaves analysed to adjust it",
  'पेड़ की जड़ें 0–15 सेमी के मिट्टी नमूने से कहीं गहराई तक जाती हैं, इसलिए स्रोत की मात्रा उसकी अपनी सीमा से अधिक नहीं बढ़ाई गई: मात्रा घटाने-बढ़ाने के लिए पत्ती विश्लेषण कराएँ',
  'झाडाची मुळे 0–15 सेंमी मातीच्या नमुन्यापेक्षा कितीतरी खोलवर जातात, म्हणून स्रोताची मात्रा त्याच्या स्वतःच्या मर्यादेपलीकडे वाढवलेली नाही: मात्रा कमी-जास्त करण्यासाठी पानांचे पृथक्करण करून घ्या',
);

/** A tree crop whose source prints one figure: no soil-test raise at all. */
const tree = (id: string, name: Text, figure: RuleFigure): CropRule => ({
  id,
  name,
  legume: false,
  perennial: { ...figure, topFactor: { n: 1, p2o5: 1, k2o: 1 }, why: TREE_WHY },
});

const pulse = (id: string, name: Text, sulphur: SulphurRule = PULSE_SULPHUR_JUDGEMENT): CropRule => ({
  id,
  name,
  legume: true,
  starterN: PULSE_STARTER_N,
  sulphur,
});

// ---------------------------------------------------------------- the rules

const RULES = {
  soybean: {
    id: 'soybean',
    name: t('Soybean', 'सोयाबीन', 'सोयाबीन'),
    legume: true,
    starterN: {
      source: 'iisrSoybean',
      verification: 'judgement',
      note: 'ICAR-IISR (read in Krishak Jagat, 2023): the whole 25:60:40:20 dose at sowing only, no N top-dressing. No source raises the starter N for a Low soil-N rating (most Indian soils rate Low), so it is kept.',
      why: LEGUME_WHY,
    },
    sulphur: {
      kgPerHa: 20,
      source: 'iisrSoybean',
      verification: 'checked',
      note: 'Read in the ICAR-IISR advisory as reported by Krishak Jagat (8 July 2023): 25:60:40:20 kg/ha N, P, K and S, all at sowing (e.g. DAP 125 kg + MOP 67 kg + bentonite sulphur 25 kg/ha).',
    },
    maxKgPerHa: {
      p2o5: 80,
      k2o: 40,
      source: 'soybeanBalancedDose',
      verification: 'recalled',
      note: 'The range 20:60–80:40:20 was read on Agriyantram, which does not name its source; it is the range commonly attributed to ICAR-IISR (whose 2023 advisory gives the single figures 25:60:40:20). P2O5 stops at 80; K2O, given as one figure (40), stops at 40. N is a starter dose and is not raised at all.',
    },
    ph: {
      min: 6.0,
      max: 7.5,
      source: 'tnauSoybean',
      verification: 'checked',
      note: 'TNAU Agritech soybean page (soybeanSources.ts): pH 6.0–7.5. Outside it the plan says so; above 8.5 (sodic) it says soybean is not suited until the soil is reclaimed (issue 37).',
    },
  },
  groundnut: {
    id: 'groundnut',
    name: t('Groundnut', 'मूंगफली', 'भुईमूग'),
    legume: true,
    starterN: {
      source: 'thiyagarajan2003Pulses',
      verification: 'judgement',
      note: 'Groundnut is a nodulating legume; its recommended N (10–25 kg/ha in the sources of the table) is a starter dose as for pulses (the review read gives 15–25 kg N/ha for legumes). Kept whatever the soil N rating.',
      why: LEGUME_WHY,
    },
    sulphur: {
      product: 'gypsum',
      productKgPerHa: 400,
      timing: t(
        '40–45 days after sowing, at pegging (up to the 70th day when the soil is dry): beside the plants, hoe it in and earth up',
        'बुवाई के 40–45 दिन बाद, खूँटियाँ (पेगिंग) बनते समय (मिट्टी सूखी हो तो 70वें दिन तक): पौधों के पास डालें, गुड़ाई करके मिलाएँ और मिट्टी चढ़ाएँ',
        'पेरणीनंतर 40–45 दिवसांनी, आऱ्या (पेगिंग) सुटताना (माती कोरडी असल्यास 70 व्या दिवसापर्यंत): झाडांच्या बाजूला देऊन कोळपणीने मिसळा आणि मातीची भर द्या',
      ),
      why: t(
        'gypsum gives the calcium the pods fill with as well as sulphur, so it is used whatever the soil and even with SSP; on a soil with free lime (calcareous), TNAU advises against it: ask your KVK',
        'जिप्सम से फलियाँ भरने के लिए कैल्शियम और साथ में गंधक मिलता है, इसलिए मिट्टी चाहे जो हो और एसएसपी के साथ भी यही दिया जाता है; चूनेदार (कैल्शियम कार्बोनेट वाली) मिट्टी में TNAU इसे न देने की सलाह देता है: अपने KVK से पूछें',
        'जिप्समपासून शेंगा भरण्यासाठी कॅल्शियम आणि सोबत गंधक मिळतो, म्हणून माती कोणतीही असली तरी आणि एसएसपीसोबतही तोच दिला जातो; मुक्त चुनायुक्त (कॅल्शियम कार्बोनेट असलेल्या) जमिनीत तमिळनाडू कृषी विद्यापीठ तो न देण्याचा सल्ला देते: आपल्या कृषी विज्ञान केंद्राला (KVK) विचारा',
      ),
      source: 'tnauGroundnut',
      verification: 'checked',
      note: 'Read on the TNAU Agritech groundnut nutrient-management page: "Apply gypsum @ 400 kg/ha by the side of the plants on 40th to 70th day depending upon soil moisture … Avoid gypsum in calciferous soils." At 13 % S that is 52 kg S/ha.',
      notAbovePh: {
        ph: 7.5,
        source: 'tnauGroundnut',
        verification: 'judgement',
        note: 'TNAU: "Avoid gypsum in calciferous soils" (read). A probe or card gives pH, not free lime; calcareous soils hold pH at about 7.5–8.5 (free CaCO3 buffers them there), so above the neutral class (7.5) the gypsum is not bought and the farmer is asked to check for free lime (a drop of dilute acid fizzes) before giving it. A judgement of issue 37.',
      },
    },
  },
  pulses: pulse('pulses', t('Pulses', 'दलहन', 'कडधान्ये'), {
    kgPerHa: 20,
    source: 'tnauPulses',
    verification: 'checked',
    note: 'TNAU Agritech, black gram (irrigated): 25 kg N + 50 kg P2O5 + 25 kg K2O + 20 kg S/ha, basal (checked when crops.ts was written).',
  }),
  blackGram: pulse('blackGram', t('Black gram', 'उड़द', 'उडीद'), {
    kgPerHa: 20,
    source: 'tnauPulses',
    verification: 'checked',
    note: 'TNAU Agritech, black gram (irrigated): 20 kg S/ha with the NPK, basal (checked when crops.ts was written).',
  }),
  chickpea: pulse('chickpea', t('Chickpea', 'चना', 'हरभरा')),
  lentil: pulse('lentil', t('Lentil', 'मसूर', 'मसूर')),
  pigeonpea: pulse('pigeonpea', t('Pigeonpea', 'अरहर (तूर)', 'तूर')),
  greenGram: pulse('greenGram', t('Green gram', 'मूंग', 'मूग')),
  cowpea: pulse('cowpea', t('Cowpea', 'लोबिया', 'चवळी')),
  clusterBean: pulse('clusterBean', t('Cluster bean', 'ग्वार', 'गवार')),
  rajmash: {
    id: 'rajmash',
    name: t('Kidney beans (rajmash)', 'राजमा', 'राजमा'),
    // A legume, but not a starter dose: IIPR gives rajmash a cereal-like N because it nodulates poorly
    // in the northern plains, so its N follows the soil-test rule like a cereal's.
    legume: true,
  },
  mustard: {
    id: 'mustard',
    name: t('Mustard', 'सरसों', 'मोहरी'),
    legume: false,
    sulphur: MUSTARD_SULPHUR,
  },
  toria: {
    id: 'toria',
    name: t('Toria (rapeseed)', 'तोरिया', 'तोरिया'),
    legume: false,
    sulphur: { ...MUSTARD_SULPHUR, note: `${MUSTARD_SULPHUR.note} Toria is a rapeseed: DRMR's figure is for rapeseed-mustard as a group.` },
  },
  sunflower: {
    id: 'sunflower',
    name: t('Sunflower', 'सूरजमुखी', 'सूर्यफूल'),
    legume: false,
    sulphur: {
      kgPerHa: 20,
      source: 'tnauSunflower',
      verification: 'checked',
      note: 'Read in the TNAU sunflower nutrient-management text (Farmers Grid reproduction): "Apply sulphur @ 20 kg/ha through ammonium sulphate or single super phosphate or apply gypsum @ 200 kg/ha as basal."',
    },
  },
  pomegranate: {
    id: 'pomegranate',
    name: t('Pomegranate', 'अनार', 'डाळिंब'),
    legume: false,
    perennial: {
      topFactor: { n: 700 / 625, p2o5: 250 / 250, k2o: 250 / 250 },
      gramsPerPlantTop: { n: 700, p2o5: 250, k2o: 250 },
      why: TREE_WHY,
      source: 'nrcpPomegranate',
      verification: 'recalled',
      note: 'The range 600–700 g N, 200–250 g P2O5, 200–250 g K2O a bearing tree is the one quoted with the NRCP dose (625-250-250 g, crops.ts), recalled like the dose itself. The raise stops at the top of that range (issue 37: 125 % of 625 g is 781 g, above 700).',
    },
  },
  orange: tree('orange', t('Orange (Nagpur mandarin)', 'संतरा (नागपुरी)', 'संत्री (नागपुरी)'), {
    source: 'ccriMandarin',
    verification: 'judgement',
    note: 'CCRI prints one figure, 600-200-100 g a plant from the fourth year (checked with the dose, crops.ts); with no range printed the soil-test rule may not raise it (125 % would be 750 g N). Leaf analysis adjusts it.',
  }),
  coffee: tree('coffee', t('Coffee (arabica, bearing)', 'कॉफ़ी (अरेबिका, फलदार)', 'कॉफी (अरेबिका, फळधारणा करणारी)'), {
    source: 'coffeeBoard',
    verification: 'judgement',
    note: 'The Coffee Guide dose (120:90:120 kg/ha for about 1 t/ha, recalled) is one figure; a plantation crop is adjusted by leaf analysis, not raised by the 0–15 cm soil test.',
  }),
  coconut: tree('coconut', t('Coconut', 'नारियल', 'नारळ'), {
    source: 'cpcriCoconut',
    verification: 'judgement',
    note: 'Every coconut dose of the calculator (CPCRI 500-320-1200, TNAU 560-320-1200, KAU by management and soil) is one per-palm figure; CPCRI adjusts palms by leaf (frond 14) analysis, so the soil-test rule may not raise it.',
  }),
  arecanut: tree('arecanut', t('Arecanut', 'सुपारी', 'सुपारी'), {
    source: 'cpcriArecanut',
    verification: 'judgement',
    note: 'CPCRI prints one per-palm figure (100-40-140 g, recalled); the soil-test rule may not raise it.',
  }),
} satisfies Record<string, CropRule>;

export type CropRuleId = keyof typeof RULES;
export const CROP_RULES: Record<CropRuleId, CropRule> = RULES;

/** A crop without a rule: the soil-test rule applies to every nutrient and no sulphur is added. */
export const NO_RULE: CropRule = { id: 'none', name: t('', '', ''), legume: false };

/**
 * Crop names of both paths (lower case) → rule. Calculator crops: CALCULATOR_CROPS keys; advice crops:
 * CROPS keys ('Ground Nuts', 'Pulses', 'Oil seeds', 'kidneybeans'). Sesame has no rule: no S figure for it
 * was read (see docs/decisions.md, issue 20).
 */
const NAMES: Record<string, CropRuleId> = {
  soybean: 'soybean',
  soyabean: 'soybean',
  groundnut: 'groundnut',
  'ground nuts': 'groundnut',
  pulses: 'pulses',
  'black gram': 'blackGram',
  chickpea: 'chickpea',
  lentil: 'lentil',
  pigeonpea: 'pigeonpea',
  'green gram': 'greenGram',
  cowpea: 'cowpea',
  'cluster bean': 'clusterBean',
  kidneybeans: 'rajmash',
  mustard: 'mustard',
  'oil seeds': 'mustard',
  toria: 'toria',
  sunflower: 'sunflower',
  pomegranate: 'pomegranate',
  orange: 'orange',
  coffee: 'coffee',
  coconut: 'coconut',
  arecanut: 'arecanut',
};

/** The rule of a crop, by its calculator or advice name (any letter case); NO_RULE when it has none. */
export function cropRule(crop: string): CropRule {
  const id = NAMES[String(crop).trim().replace(/\s+/g, ' ').toLowerCase()];
  return id ? CROP_RULES[id] : NO_RULE;
}
