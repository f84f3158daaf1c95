import { say } from './lang.js';
import {
  type ConductivityCategory,
  FERTILIZER_CROP_TYPES,
  type NutrientCategory,
  type PhAnomalyReason,
  type PhCategoryName,
} from '@agrim/contracts';
import { CALCULATOR_CROPS } from './knowledge/calculatorDoses.js';
import type { Text } from './knowledge/crops.js';
import { type CropRule, cropRule } from './knowledge/cropRules.js';
import { LIME_RATES } from './knowledge/soilTest.js';
import type { SourceId, Verification } from './knowledge/sources.js';
import { PH_DETECTOR } from './phAnomaly.js';
import {
  classifyConductivity,
  classifyPh,
  HECTARES_PER_ACRE,
  mgPerKgToKgPerHa,
  microSiemensPerCmToDsPerM,
  type Nutrient,
  type PhClass,
  rateNutrient,
  round2,
} from './ratings.js';

/**
 * Classes of one probe reading for the Soil Data Analysis screen (issue 9): N, P and K on the Soil
 * Health Card scales after mg/kg × 2.24 → kg/ha, pH on five soil-testing classes (PH_CLASSES_SOURCE; category Acidic /
 * Optimal / Alkaline), conductivity µS/cm × 0.001 → dS/m on the four EC classes, each with a
 * suggestion in English and Hindi, and the reading's mean rating score ('Soil Fertility'; Parker's nutrient
 * index, per nutrient over samples, is `nutrientIndex`).
 *
 * A 7-in-1 probe reads N, P and K by conductance, not by the laboratory extractions the scales were
 * made for, and EC of the bulk soil, not of the 1:2 extract: its classes are indicative, which is
 * why every suggestion for a costly step (lime, gypsum, reclamation) asks for a laboratory test first.
 */

const t = (en: string, hi: string, mr: string): Text => ({ en, hi, mr });

/** A suggestion and the publications behind it. */
export interface ClassAdvice {
  suggestion: Text;
  sources: readonly SourceId[];
  verification: Verification;
}

/** Probe values as stored: N, P, K in mg/kg, pH, conductivity in µS/cm. */
export interface ProbeValues {
  nitrogen: number;
  phosphorus: number;
  potassium: number;
  ph: number;
  conductivity: number;
}

export interface ReadingClasses {
  nitrogen: { kgPerHa: number; category: NutrientCategory; suggestion: Text };
  phosphorus: { kgPerHa: number; category: NutrientCategory; suggestion: Text };
  potassium: { kgPerHa: number; category: NutrientCategory; suggestion: Text };
  ph: { class: string; category: PhCategoryName; suggestion: Text };
  conductivity: { dSPerM: number; category: ConductivityCategory; suggestion: Text };
  /** The reading's mean rating score (`readingFertility`), not Parker's index. */
  fertility: { index: number; category: NutrientCategory };
}

// ---------------------------------------------------------------- N, P, K

/**
 * What to do at each Soil Health Card rating. The ±25 % steps are the soil-test-rating rule of the
 * state laboratories (`ratingAdjustment`, the same rule the fertilizer plan applies); splitting urea and
 * adding FYM or green manure is integrated nutrient management (FAO 2006); that heavy phosphate induces
 * zinc deficiency is from Singh (2008). The Low and High entries, which give the ±25 % step, are
 * 'recalled' like RATING_FACTORS_SOURCE: the cited manual was not found in a retrievable text (issue 20).
 */
export const NUTRIENT_CLASS_ADVICE: Record<Nutrient, Record<NutrientCategory, ClassAdvice>> = {
  nitrogen: {
    Low: {
      // Issue 37: no dose here. The planner knows the crop (a legume keeps its starter N, a tree its
      // source's range); this text sends the farmer to it and warns off urea for legumes.
      suggestion: t(
        "Nitrogen is low. Take the nitrogen dose for your crop from the Nutrient Calculator or the fertilizer advice, which raise it for a low soil where the crop's source allows. Legumes such as soybean, groundnut and pulses get only their small starter dose at sowing and no urea top-dressing. Add well-rotted FYM or compost, or grow a green manure crop such as dhaincha or sunn hemp before the main crop.",
        'नाइट्रोजन कम है। अपनी फसल के लिए नाइट्रोजन की मात्रा पोषक तत्व कैलकुलेटर या खाद सलाह से लें, जो फसल के स्रोत की अनुमति हो तो कम मिट्टी के लिए मात्रा बढ़ाते हैं। सोयाबीन, मूंगफली और दलहन जैसी दलहनी फसलों को केवल बुवाई पर छोटी शुरुआती मात्रा मिलती है, यूरिया की ऊपरी खाद नहीं। अच्छी सड़ी गोबर की खाद या कम्पोस्ट डालें, या मुख्य फसल से पहले ढैंचा या सनई की हरी खाद उगाएँ।',
        'नत्र कमी आहे. आपल्या पिकासाठी नत्राची मात्रा अन्नद्रव्य कॅल्क्युलेटर किंवा खत सल्ल्यातून घ्या, जे पिकाच्या स्रोताची परवानगी असल्यास कमी मातीसाठी मात्रा वाढवतात. सोयाबीन, भुईमूग व कडधान्यांसारख्या कडधान्य पिकांना फक्त पेरणीच्या वेळी लहान सुरुवातीची मात्रा मिळते, युरियाचे वरखत नाही. चांगले कुजलेले शेणखत किंवा कंपोस्ट द्या, किंवा मुख्य पिकापूर्वी धैंचा किंवा ताग यांसारखे हिरवळीचे पीक घ्या.',
      ),
      sources: ['ratingAdjustment', 'fao2006', 'methodsManual', 'iisrSoybean'],
      verification: 'judgement',
    },
    Medium: {
      suggestion: t(
        'Nitrogen is medium. Give the recommended nitrogen dose for the crop (legumes: the starter dose at sowing only), and keep adding FYM or compost to hold the level.',
        'नाइट्रोजन मध्यम है। फसल की अनुशंसित मात्रा में नाइट्रोजन दें (दलहनी फसलों को केवल बुवाई पर शुरुआती मात्रा), और इस स्तर को बनाए रखने के लिए गोबर की खाद या कम्पोस्ट डालते रहें।',
        'नत्र मध्यम आहे. पिकाची शिफारस केलेली नत्र मात्रा द्या (कडधान्य पिकांना फक्त पेरणीच्या वेळी सुरुवातीची मात्रा), आणि ही पातळी टिकवण्यासाठी शेणखत किंवा कंपोस्ट देत राहा.',
      ),
      sources: ['ratingAdjustment', 'fao2006', 'methodsManual'],
      verification: 'checked',
    },
    High: {
      suggestion: t(
        'Nitrogen is high. Cut the nitrogen dose by about 25 %. Too much nitrogen makes the crop lodge, invites pests and diseases and is lost as nitrate; pulses need little or none.',
        'नाइट्रोजन अधिक है। नाइट्रोजन की मात्रा लगभग 25 % घटाएँ। अधिक नाइट्रोजन से फसल गिरती है, कीट-रोग बढ़ते हैं और नाइट्रेट बहकर बेकार जाता है; दलहनी फसलों को बहुत कम या बिल्कुल नहीं चाहिए।',
        'नत्र जास्त आहे. नत्राची मात्रा सुमारे 25 % कमी करा. जास्त नत्रामुळे पीक लोळते, कीड-रोग वाढतात आणि नायट्रेट वाहून वाया जाते; कडधान्यांना फारच कमी किंवा अजिबात लागत नाही.',
      ),
      sources: ['ratingAdjustment', 'fao2006', 'methodsManual'],
      verification: 'recalled', // the ±25 % step: see RATING_FACTORS_SOURCE (issue 20)
    },
  },
  phosphorus: {
    Low: {
      suggestion: t(
        'Phosphorus is low. Give about 25 % more than the recommended phosphate, all at sowing as DAP or SSP placed in the furrow near the seed rather than broadcast. Treat the seed with PSB (phosphate-solubilising bacteria).',
        'फॉस्फोरस कम है। अनुशंसित मात्रा से लगभग 25 % अधिक फॉस्फेट (डीएपी या एसएसपी) पूरा बुवाई के समय दें, छिटकने के बजाय कूँड़ में बीज के पास डालें। बीज को पीएसबी (फॉस्फेट घोलक जीवाणु) कल्चर से उपचारित करें।',
        'स्फुरद कमी आहे. शिफारस केलेल्या मात्रेपेक्षा सुमारे 25 % जास्त स्फुरद (डीएपी किंवा एसएसपी) संपूर्ण पेरणीच्या वेळी द्या, फेकून देण्याऐवजी सरीत बियाण्याजवळ पेरून द्या. बियाण्याला पीएसबी (स्फुरद विरघळवणारे जिवाणू) संवर्धकाची बीजप्रक्रिया करा.',
      ),
      sources: ['ratingAdjustment', 'fao2006', 'tnauBiofertiliser', 'methodsManual'],
      verification: 'recalled', // the ±25 % step: see RATING_FACTORS_SOURCE (issue 20)
    },
    Medium: {
      suggestion: t(
        'Phosphorus is medium. Give the recommended phosphate dose at sowing, placed near the seed.',
        'फॉस्फोरस मध्यम है। अनुशंसित मात्रा में फॉस्फेट बुवाई के समय बीज के पास डालें।',
        'स्फुरद मध्यम आहे. शिफारस केलेली स्फुरद मात्रा पेरणीच्या वेळी बियाण्याजवळ द्या.',
      ),
      sources: ['ratingAdjustment', 'methodsManual'],
      verification: 'checked',
    },
    High: {
      suggestion: t(
        'Phosphorus is high. Cut the phosphate by about 25 %, or skip it for one crop where the soil test is very high. Extra phosphate can bring on zinc deficiency: watch the crop for it and apply zinc sulphate if a soil test shows zinc is low.',
        'फॉस्फोरस अधिक है। फॉस्फेट लगभग 25 % घटाएँ, या जाँच में बहुत अधिक हो तो एक फसल में न दें। अधिक फॉस्फेट से जिंक की कमी हो सकती है: फसल पर इसके लक्षण देखते रहें और मिट्टी जाँच में जिंक कम हो तो जिंक सल्फेट डालें।',
        'स्फुरद जास्त आहे. स्फुरद सुमारे 25 % कमी करा, किंवा माती परीक्षणात फार जास्त असल्यास एका पिकाला देऊ नका. जास्त स्फुरदामुळे जस्ताची कमतरता येऊ शकते: पिकावर त्याची लक्षणे पाहत राहा आणि माती परीक्षणात जस्त कमी असल्यास झिंक सल्फेट द्या.',
      ),
      sources: ['ratingAdjustment', 'singh2008', 'tnauMicronutrients', 'methodsManual'],
      verification: 'recalled',
    },
  },
  potassium: {
    Low: {
      suggestion: t(
        'Potassium is low. Give about 25 % more than the recommended potash as MOP (muriate of potash) at sowing; on light sandy soils split it in two. Return crop residues to the field.',
        'पोटैशियम कम है। अनुशंसित मात्रा से लगभग 25 % अधिक पोटाश म्यूरेट ऑफ पोटाश (एमओपी) के रूप में बुवाई पर दें; हल्की बलुई मिट्टी में इसे दो बार में दें। फसल के अवशेष खेत में ही मिलाएँ।',
        'पालाश कमी आहे. शिफारस केलेल्या मात्रेपेक्षा सुमारे 25 % जास्त पालाश म्युरेट ऑफ पोटॅश (एमओपी) स्वरूपात पेरणीच्या वेळी द्या; हलक्या वालुकामय जमिनीत ते दोन हप्त्यांत द्या. पिकांचे अवशेष शेतातच मिसळा.',
      ),
      sources: ['ratingAdjustment', 'fao2006', 'methodsManual'],
      verification: 'recalled', // the ±25 % step: see RATING_FACTORS_SOURCE (issue 20)
    },
    Medium: {
      suggestion: t(
        'Potassium is medium. Give the recommended potash dose at sowing.',
        'पोटैशियम मध्यम है। अनुशंसित मात्रा में पोटाश बुवाई पर दें।',
        'पालाश मध्यम आहे. शिफारस केलेली पालाश मात्रा पेरणीच्या वेळी द्या.',
      ),
      sources: ['ratingAdjustment', 'methodsManual'],
      verification: 'checked',
    },
    High: {
      suggestion: t(
        'Potassium is high. Cut the potash by about 25 %, or skip it for one crop where the soil test is very high.',
        'पोटैशियम अधिक है। पोटाश लगभग 25 % घटाएँ, या जाँच में बहुत अधिक हो तो एक फसल में न दें।',
        'पालाश जास्त आहे. पालाश सुमारे 25 % कमी करा, किंवा माती परीक्षणात फार जास्त असल्यास एका पिकाला देऊ नका.',
      ),
      sources: ['ratingAdjustment', 'methodsManual'],
      verification: 'recalled', // the ±25 % step: see RATING_FACTORS_SOURCE (issue 20)
    },
  },
};

/**
 * Nitrogen advice for a legume whose rule keeps a starter N (knowledge/cropRules.ts), whatever the
 * rating: the nodules fix the rest, and ICAR-IISR gives soybean its N at sowing with no top-dressing
 * (issue 37, harm 4: the Low text once told soybean growers to add 25 % more urea in splits).
 */
export function legumeNitrogenAdvice(rule: CropRule, category: NutrientCategory): ClassAdvice {
  const level = t(
    category === 'Low' ? 'low' : category === 'Medium' ? 'medium' : 'high',
    category === 'Low' ? 'कम' : category === 'Medium' ? 'मध्यम' : 'अधिक',
    category === 'Low' ? 'कमी' : category === 'Medium' ? 'मध्यम' : 'जास्त',
  );
  return {
    suggestion: t(
      `Nitrogen is ${level.en}, but ${rule.name.en} is a legume: give only its small starter nitrogen at sowing, whatever the soil nitrogen, and no urea top-dressing; treat the seed with Rhizobium culture, whose nodules fix the rest. The Nutrient Calculator and the fertilizer advice give the dose.`,
      `नाइट्रोजन ${level.hi} है, पर ${rule.name.hi} दलहनी फसल है: मिट्टी की नाइट्रोजन चाहे जो हो, केवल बुवाई पर छोटी शुरुआती नाइट्रोजन दें और यूरिया की ऊपरी खाद न दें; बीज को राइजोबियम कल्चर से उपचारित करें, जिसकी गाँठें बाकी नाइट्रोजन स्वयं बनाती हैं। मात्रा पोषक तत्व कैलकुलेटर और खाद सलाह बताते हैं।`,
      `नत्र ${level.mr} आहे, पण ${say(rule.name, 'mr')} हे कडधान्य पीक आहे: मातीतील नत्र कितीही असले तरी फक्त पेरणीच्या वेळी लहान सुरुवातीचे नत्र द्या आणि युरियाचे वरखत देऊ नका; बियाण्याला रायझोबियम जिवाणू संवर्धकाची बीजप्रक्रिया करा, ज्याच्या गाठी उरलेले नत्र स्वतः स्थिर करतात. मात्रा अन्नद्रव्य कॅल्क्युलेटर आणि खत सल्ला सांगतात.`,
    ),
    sources: [rule.starterN?.source ?? 'thiyagarajan2003Pulses', 'iisrSoybean'],
    verification: rule.starterN?.verification ?? 'judgement',
  };
}

/** Crop names the Soil Data Analysis takes: the Nutrient Calculator's crops and the fertilizer advice crops. */
export const ANALYSIS_CROPS: readonly string[] = [
  // 'Soyabean' is the spec's own spelling (its soybean routes say /agri/soyabean/).
  ...new Set([...Object.keys(CALCULATOR_CROPS), ...FERTILIZER_CROP_TYPES, 'Soyabean']),
];

/** The planner rule of a crop the analysis takes (any letter case); undefined for a name it does not know. */
export function analysisCropRule(crop: string): CropRule | undefined {
  const wanted = String(crop).trim().replace(/\s+/g, ' ').toLowerCase();
  const name = ANALYSIS_CROPS.find((c) => c.toLowerCase() === wanted);
  return name === undefined ? undefined : cropRule(name);
}

// ---------------------------------------------------------------- pH

const LIME_BANDS = { min: Math.min(...LIME_RATES.map((r) => r.kgPerHa)), max: Math.max(...LIME_RATES.map((r) => r.kgPerHa)) };

/** Lime advice; `kgPerHa` is the rate of the reading's pH band, or the range of the bands when not given. */
const limeText = (kgPerHa?: number): Text => {
  const perAcre = (kg: number) => String(Math.round((kg * HECTARES_PER_ACRE) / 10) * 10);
  const en =
    kgPerHa === undefined
      ? `${LIME_BANDS.min}–${LIME_BANDS.max} kg/ha by pH (${perAcre(LIME_BANDS.min)}–${perAcre(LIME_BANDS.max)} kg/acre)`
      : `${kgPerHa} kg/ha (${perAcre(kgPerHa)} kg/acre) at this pH`;
  const hi =
    kgPerHa === undefined
      ? `पीएच के अनुसार ${LIME_BANDS.min}–${LIME_BANDS.max} किलो/हेक्टेयर (${perAcre(LIME_BANDS.min)}–${perAcre(LIME_BANDS.max)} किलो/एकड़)`
      : `इस पीएच पर ${kgPerHa} किलो/हेक्टेयर (${perAcre(kgPerHa)} किलो/एकड़)`;
  const mr =
    kgPerHa === undefined
      ? `सामूनुसार (pH) ${LIME_BANDS.min}–${LIME_BANDS.max} kg/ha (${perAcre(LIME_BANDS.min)}–${perAcre(LIME_BANDS.max)} kg/एकर)`
      : `या सामूवर (pH) ${kgPerHa} kg/ha (${perAcre(kgPerHa)} kg/एकर)`;
  return t(
    `Strongly acidic soil. Apply agricultural lime (CaCO₃) as per a lime requirement test, about ${en}, mixed into the soil 2–3 weeks before sowing. Avoid acid-forming fertilisers such as ammonium sulphate.`,
    `मिट्टी प्रबल अम्लीय है। चूना आवश्यकता जाँच के अनुसार कृषि चूना (कैल्शियम कार्बोनेट) डालें, लगभग ${hi}, बुवाई से 2–3 सप्ताह पहले मिट्टी में मिलाएँ। अमोनियम सल्फेट जैसे अम्लता बढ़ाने वाले उर्वरकों से बचें।`,
    `माती तीव्र आम्लधर्मी आहे. चुना आवश्यकता चाचणीनुसार शेतीचा चुना (CaCO₃) द्या, सुमारे ${mr}, पेरणीपूर्वी 2–3 आठवडे मातीत मिसळा. अमोनियम सल्फेटसारखी आम्लता वाढवणारी खते टाळा.`,
  );
};

/**
 * Advice per pH class (PH_CLASSES_SOURCE): lime up to 5.5 (rate by pH band from the Kerala soil
 * fertility classes, both ends of a band inclusive — see LIME_RATES —, confirmed by a lime
 * requirement test), gypsum above 8.5 at half the gypsum requirement with leaching (CSSRI; alkali
 * soils after Richards 1954), nothing in between. The strongly acidic text is built by
 * `phSuggestion` with the lime rate of the reading's band.
 */
export const PH_CLASS_ADVICE: Record<PhClass, ClassAdvice> = {
  'Strongly acidic': {
    suggestion: limeText(),
    sources: ['methodsManual', 'keralaLime'],
    verification: 'checked',
  },
  'Moderately acidic': {
    suggestion: t(
      'Moderately acidic soil. Most crops grow well and lime is not needed; add FYM or compost. For acid-sensitive crops such as pulses or lucerne ask the soil lab about a small lime dose, and avoid using ammonium sulphate year after year.',
      'मिट्टी मध्यम अम्लीय है। अधिकतर फसलें ठीक उगती हैं, चूने की आवश्यकता नहीं; गोबर की खाद या कम्पोस्ट डालें। दलहन या रिजका जैसी अम्ल-संवेदी फसलों के लिए थोड़े चूने के बारे में मृदा प्रयोगशाला से पूछें, और हर साल अमोनियम सल्फेट न डालें।',
      'माती मध्यम आम्लधर्मी आहे. बहुतेक पिके चांगली येतात आणि चुन्याची गरज नाही; शेणखत किंवा कंपोस्ट द्या. कडधान्ये किंवा लसूणघास यांसारख्या आम्लता न सोसणाऱ्या पिकांसाठी थोड्या चुन्याबद्दल माती परीक्षण प्रयोगशाळेला विचारा, आणि दरवर्षी अमोनियम सल्फेट वापरू नका.',
    ),
    sources: ['methodsManual', 'keralaLime'],
    verification: 'checked',
  },
  Neutral: {
    suggestion: t(
      'pH is in the best range for most crops. No lime or gypsum needed.',
      'पीएच अधिकतर फसलों के लिए सबसे अच्छी सीमा में है। चूना या जिप्सम की आवश्यकता नहीं।',
      'सामू (pH) बहुतेक पिकांसाठी सर्वोत्तम मर्यादेत आहे. चुना किंवा जिप्समची गरज नाही.',
    ),
    sources: ['methodsManual'],
    verification: 'checked',
  },
  'Moderately alkaline': {
    suggestion: t(
      'Moderately alkaline soil. Gypsum is not needed yet. Zinc and iron are less available here: watch for their deficiency and add FYM or compost. Put urea into the soil (drill it, or irrigate right after a top dressing) rather than leaving it on the surface, where nitrogen escapes as ammonia at this pH; ammonium sulphate loses even more on soils with free lime.',
      'मिट्टी मध्यम क्षारीय है। अभी जिप्सम की आवश्यकता नहीं। ऐसी मिट्टी में जिंक और आयरन कम मिलते हैं: इनकी कमी पर नज़र रखें और गोबर की खाद या कम्पोस्ट डालें। यूरिया सतह पर छोड़ने के बजाय मिट्टी में डालें (ड्रिल से, या ऊपरी खाद के तुरंत बाद सिंचाई करें), क्योंकि इस पीएच पर सतह से नाइट्रोजन अमोनिया बनकर उड़ जाती है; चूनेदार मिट्टी में अमोनियम सल्फेट से और भी अधिक नुकसान होता है।',
      'माती मध्यम अल्कधर्मी आहे. अजून जिप्समची गरज नाही. अशा मातीत जस्त व लोह कमी उपलब्ध होतात: त्यांच्या कमतरतेकडे लक्ष ठेवा आणि शेणखत किंवा कंपोस्ट द्या. युरिया पृष्ठभागावर न सोडता मातीत द्या (पाभरीने, किंवा वरखतानंतर लगेच पाणी द्या), कारण या सामूवर (pH) पृष्ठभागावरून नत्र अमोनियाच्या रूपात उडून जाते; मुक्त चुनायुक्त मातीत अमोनियम सल्फेटमुळे आणखी जास्त नुकसान होते.',
    ),
    sources: ['methodsManual', 'singh2008', 'fao2006'],
    // Issue 37: SSP is no N source, and ammonium sulphate volatilises more than urea on calcareous soil; placing
    // the N in the soil is the loss-cutting step (principle of FAO 2006, applied here as a judgement).
    verification: 'judgement',
  },
  'Strongly alkaline': {
    suggestion: t(
      'Strongly alkaline soil, probably sodic (usar). Get a gypsum requirement test and apply gypsum at about half of that requirement, mixed into the top 10 cm; then flood the field with good-quality water to wash the salts down. Grow tolerant crops such as rice or dhaincha first, and add FYM or press mud.',
      'मिट्टी प्रबल क्षारीय है, संभवतः ऊसर (सोडिक)। जिप्सम आवश्यकता की जाँच कराएँ और उसका लगभग आधा जिप्सम ऊपरी 10 सेमी मिट्टी में मिलाएँ; फिर खेत में अच्छा पानी भरकर लवण नीचे बहाएँ। पहले धान या ढैंचा जैसी सहनशील फसलें लें, और गोबर की खाद या प्रेसमड डालें।',
      'माती तीव्र अल्कधर्मी आहे, बहुधा चोपण (सोडिक). जिप्सम आवश्यकता चाचणी करून घ्या आणि त्याच्या सुमारे निम्मा जिप्सम वरच्या 10 सेंमी मातीत मिसळा; मग शेतात चांगले पाणी भरून क्षार खाली वाहून जाऊ द्या. आधी भात किंवा धैंचा यांसारखी सहनशील पिके घ्या, आणि शेणखत किंवा प्रेसमड द्या.',
    ),
    sources: ['methodsManual', 'cssriSodic', 'richards1954'],
    verification: 'recalled',
  },
};

/**
 * The class advice for a pH (the pH table's suggestion column). A pH the anomaly detector calls a
 * sensor fault (not a number, or outside PH_DETECTOR.validMin–validMax, e.g. the 0 of a failed probe)
 * is not a soil value: it gets the fault advice instead of lime or gypsum.
 */
export function phSuggestion(ph: number): Text {
  if (typeof ph !== 'number' || !Number.isFinite(ph) || ph < PH_DETECTOR.validMin || ph > PH_DETECTOR.validMax)
    return ANOMALY_SUGGESTIONS.sensor_fault;
  const c = classifyPh(ph);
  if (c.class === 'Strongly acidic' && c.limeKgPerHa) return limeText(c.limeKgPerHa);
  return PH_CLASS_ADVICE[c.class].suggestion;
}

// ---------------------------------------------------------------- conductivity

/**
 * Advice per EC class (classes of Muhr et al. 1965 for the 1:2 extract: injurious above 3 dS/m; the
 * 4 dS/m saline line of Richards 1954 is for the saturation extract). Management of saline soils —
 * pre-sowing irrigation, sowing on the ridge slope, leaching with drainage, tolerant crops — is
 * CSSRI's; the crops named as sensitive or tolerant are from Maas & Hoffman (1977).
 */
export const CONDUCTIVITY_CLASS_ADVICE: Record<ConductivityCategory, ClassAdvice> = {
  'Normal Conductivity': {
    suggestion: t(
      'Salt level is normal. No action needed.',
      'लवण की मात्रा सामान्य है। कुछ करने की आवश्यकता नहीं।',
      'क्षारांचे प्रमाण सामान्य आहे. काहीही करण्याची गरज नाही.',
    ),
    sources: ['methodsManual', 'muhr1965'],
    verification: 'checked',
  },
  'Critical for Germination': {
    suggestion: t(
      'Salts are high enough to hurt germination. Give a pre-sowing irrigation with good water to wash them down, sow on the slope of the ridge rather than its top, and use a slightly higher seed rate.',
      'लवण इतने हैं कि अंकुरण पर असर पड़ सकता है। बुवाई से पहले अच्छे पानी से सिंचाई (पलेवा) करके लवण नीचे बहाएँ, बीज मेड़ की चोटी के बजाय ढलान पर बोएँ, और बीज दर थोड़ी बढ़ाएँ।',
      'क्षार इतके आहेत की उगवणीवर परिणाम होऊ शकतो. पेरणीपूर्वी चांगल्या पाण्याने पाणी देऊन (ओलित) क्षार खाली वाहून जाऊ द्या, बियाणे वरंब्याच्या माथ्याऐवजी उतारावर पेरा, आणि बियाणे दर थोडा वाढवा.',
    ),
    sources: ['methodsManual', 'muhr1965', 'cssriSodic'],
    verification: 'recalled',
  },
  'Critical for sensitive crops': {
    suggestion: t(
      'Too salty for sensitive crops such as beans, onion and carrot. Grow tolerant or moderately tolerant crops (barley, cotton, mustard, wheat), irrigate lightly and often with good water, improve drainage and add FYM.',
      'राजमा/फलियाँ, प्याज़ और गाजर जैसी संवेदनशील फसलों के लिए लवण अधिक हैं। सहनशील या मध्यम सहनशील फसलें (जौ, कपास, सरसों, गेहूँ) लें, अच्छे पानी से हल्की और बार-बार सिंचाई करें, जल निकास सुधारें और गोबर की खाद डालें।',
      'घेवडा, कांदा व गाजर यांसारख्या संवेदनशील पिकांसाठी क्षार जास्त आहेत. सहनशील किंवा मध्यम सहनशील पिके (सातू, कापूस, मोहरी, गहू) घ्या, चांगल्या पाण्याने हलके व वारंवार पाणी द्या, पाण्याचा निचरा सुधारा आणि शेणखत द्या.',
    ),
    sources: ['methodsManual', 'muhr1965', 'cssriSodic', 'maasHoffman1977'],
    verification: 'recalled',
  },
  'Injurious to most crops': {
    suggestion: t(
      'Saline soil, injurious to most crops. Leach the salts out with good-quality water and field drainage before the next crop, never irrigate with salty water, and meanwhile grow only salt-tolerant crops such as barley, cotton or sugar beet. Have the soil and the irrigation water tested.',
      'मिट्टी लवणीय है, अधिकांश फसलों के लिए हानिकारक। अगली फसल से पहले अच्छे पानी और जल निकास से लवण बाहर बहाएँ, खारे पानी से कभी सिंचाई न करें, और तब तक केवल जौ, कपास या चुकंदर जैसी लवण-सहनशील फसलें लें। मिट्टी और सिंचाई के पानी की जाँच कराएँ।',
      'माती क्षारयुक्त आहे, बहुतेक पिकांसाठी हानिकारक. पुढील पिकापूर्वी चांगले पाणी व शेतातील निचऱ्याद्वारे क्षार धुऊन काढा, खाऱ्या पाण्याने कधीही पाणी देऊ नका, आणि तोपर्यंत फक्त सातू, कापूस किंवा शुगर बीट यांसारखी क्षार-सहनशील पिके घ्या. माती व सिंचनाच्या पाण्याचे परीक्षण करून घ्या.',
    ),
    sources: ['methodsManual', 'muhr1965', 'richards1954', 'cssriSodic', 'maasHoffman1977'],
    verification: 'recalled',
  },
};

// ---------------------------------------------------------------- soil fertility (nutrient index)

/**
 * Parker's nutrient index (Parker et al. 1951), used for Indian soils by Ramamoorthy & Bajaj (1969): for
 * ONE nutrient over a set of samples, each sample's rating scores Low 1, Medium 2, High 3 and the index is
 * their mean (N_L + 2 N_M + 3 N_H) / N. The published class limits 1.67 and 2.33 are 5/3 and 7/3 printed to
 * two decimals, so the index is rounded to two decimals (as it is shown) before it is classed: index < 1.67
 * Low, 1.67 ≤ index ≤ 2.33 Medium, index > 2.33 High.
 */
export const FERTILITY_INDEX_RULE = {
  scores: { Low: 1, Medium: 2, High: 3 },
  lowBelow: 1.67,
  highAbove: 2.33,
  sources: ['parker1951', 'ramamoorthyBajaj1969'],
  verification: 'checked',
} as const satisfies {
  scores: Record<NutrientCategory, number>;
  lowBelow: number;
  highAbove: number;
  sources: readonly SourceId[];
  verification: Verification;
};

function scoreIndex(categories: readonly NutrientCategory[], what: string): { index: number; category: NutrientCategory } {
  if (categories.length === 0) throw new Error(`${what} needs at least one rating.`);
  let sum = 0;
  for (const c of categories) {
    const score = (FERTILITY_INDEX_RULE.scores as Record<string, number | undefined>)[c];
    if (score === undefined) throw new Error(`Unknown rating "${String(c)}": expected Low, Medium or High.`);
    sum += score;
  }
  const index = round2(sum / categories.length);
  const category: NutrientCategory =
    index < FERTILITY_INDEX_RULE.lowBelow ? 'Low' : index > FERTILITY_INDEX_RULE.highAbove ? 'High' : 'Medium';
  return { index, category };
}

/** Parker's nutrient index of one nutrient: the ratings of that nutrient over the samples (readings) of a range. */
export function nutrientIndex(samples: readonly NutrientCategory[]): { index: number; category: NutrientCategory } {
  return scoreIndex(samples, 'nutrientIndex');
}

/**
 * One reading's N, P and K ratings as a mean score on Parker's scale (the grid's 'Soil Fertility'): a summary
 * of one sample across nutrients, not Parker's index, which is per nutrient over samples (issue 37).
 */
export function readingFertility(ratings: readonly NutrientCategory[]): { index: number; category: NutrientCategory } {
  return scoreIndex(ratings, 'readingFertility');
}

// ---------------------------------------------------------------- a reading

/** dS/m to the µS precision of the probe, so 1000 µS/cm is exactly 1 dS/m on the class limit. */
const toDsPerM = (microSiemensPerCm: number) => Math.round(microSiemensPerCmToDsPerM(microSiemensPerCm) * 1e6) / 1e6;

/**
 * Classes and suggestions of one reading; with `crop` (a legume with a starter N rule) the nitrogen
 * suggestion is the legume's. Throws on values no stored reading can have (negative or
 * not finite, pH above 14); leave all-zero readings out first (`isFaultyReading`).
 */
export function classifyReading(r: ProbeValues, options: { crop?: CropRule } = {}): ReadingClasses {
  const legume = options.crop?.starterN ? options.crop : undefined;
  const nutrient = (n: Nutrient, mgPerKg: number) => {
    if (typeof mgPerKg !== 'number' || !Number.isFinite(mgPerKg) || mgPerKg < 0)
      throw new Error(`${n} must be a non-negative number of mg/kg, got ${String(mgPerKg)}.`);
    const kgPerHa = mgPerKgToKgPerHa(mgPerKg);
    const category: NutrientCategory = rateNutrient(n, kgPerHa);
    const advice = n === 'nitrogen' && legume ? legumeNitrogenAdvice(legume, category) : NUTRIENT_CLASS_ADVICE[n][category];
    return { kgPerHa, category, suggestion: advice.suggestion };
  };
  const nitrogen = nutrient('nitrogen', r.nitrogen);
  const phosphorus = nutrient('phosphorus', r.phosphorus);
  const potassium = nutrient('potassium', r.potassium);
  const ph = classifyPh(r.ph);
  if (typeof r.conductivity !== 'number' || !Number.isFinite(r.conductivity) || r.conductivity < 0)
    throw new Error(`conductivity must be a non-negative number of µS/cm, got ${String(r.conductivity)}.`);
  const ec = classifyConductivity(toDsPerM(r.conductivity));
  const ecCategory: ConductivityCategory = ec.class;
  const phCategory: PhCategoryName = ph.category;
  return {
    nitrogen,
    phosphorus,
    potassium,
    ph: { class: ph.class, category: phCategory, suggestion: phSuggestion(r.ph) },
    conductivity: { dSPerM: ec.dSPerM, category: ecCategory, suggestion: CONDUCTIVITY_CLASS_ADVICE[ecCategory].suggestion },
    fertility: readingFertility([nitrogen.category, phosphorus.category, potassium.category]),
  };
}

/** A failed probe reports all seven values as exactly 0 (spec 5): the one shared rule of `@agrim/contracts`. */
export { isFaultyReading } from '@agrim/contracts';

// ---------------------------------------------------------------- flagged pH readings

/**
 * What to do about a reading the pH detector flags. Range, persistence and spike checks are the
 * usual automated checks of streaming sensor data (Campbell et al. 2013); cleaning the electrode and
 * calibrating with pH 4.0 and 7.0 (and 9.2) buffers is the pH meter procedure of the Methods Manual.
 */
export const ANOMALY_SUGGESTIONS: Record<PhAnomalyReason, Text> = {
  sensor_fault: t(
    'Not a real soil pH (probe fault or a zero reading): ignore this value. Check the probe cable and power, clean the electrode and re-seat the probe firmly in moist soil; if it repeats, recalibrate it with pH 4 and pH 7 buffer solutions.',
    'यह मिट्टी का असली पीएच नहीं है (प्रोब की खराबी या शून्य रीडिंग): इस मान को अनदेखा करें। प्रोब की तार और बिजली जाँचें, इलेक्ट्रोड साफ़ करें और प्रोब को नम मिट्टी में फिर से मज़बूती से लगाएँ; बार-बार ऐसा हो तो पीएच 4 और पीएच 7 के बफ़र घोल से कैलिब्रेट करें।',
    'हा मातीचा खरा सामू (pH) नाही (प्रोबमधील दोष किंवा शून्य रीडिंग): हे मूल्य दुर्लक्षित करा. प्रोबची वायर व वीज तपासा, इलेक्ट्रोड स्वच्छ करा आणि प्रोब ओलसर मातीत पुन्हा घट्ट बसवा; असे पुन्हा पुन्हा झाल्यास सामू (pH) 4 व सामू (pH) 7 च्या बफर द्रावणांनी कॅलिब्रेट करा.',
  ),
  stuck: t(
    'The probe has sent exactly the same values for an hour or more: it may be frozen or out of the soil. Do not use these readings; restart the device, check the cable, and make sure the probe sits in moist soil.',
    'प्रोब एक घंटे या अधिक समय से बिल्कुल एक जैसे मान भेज रहा है: यह अटक गया हो सकता है या मिट्टी से बाहर हो सकता है। इन रीडिंग का उपयोग न करें; डिवाइस को दोबारा चालू करें, तार जाँचें, और देखें कि प्रोब नम मिट्टी में लगा है।',
    'प्रोब एक तास किंवा जास्त वेळ नेमकी तीच मूल्ये पाठवत आहे: तो अडकलेला किंवा मातीबाहेर असू शकतो. ही रीडिंग वापरू नका; उपकरण पुन्हा सुरू करा, वायर तपासा, आणि प्रोब ओलसर मातीत बसलेला आहे याची खात्री करा.',
  ),
  spike: t(
    'A sudden jump away from the readings around it, probably noise, an air gap or fertiliser or water right at the probe: ignore this single value. If jumps keep coming, clean and recalibrate the probe and re-seat it with firm soil contact.',
    'आसपास की रीडिंग से अचानक बड़ा उछाल, संभवतः गड़बड़ी, हवा की जगह, या प्रोब के पास सीधे पड़ी खाद या पानी: इस एक मान को अनदेखा करें। उछाल बार-बार आएँ तो प्रोब साफ़ करके कैलिब्रेट करें और मिट्टी से अच्छी तरह सटाकर दोबारा लगाएँ।',
    'आजूबाजूच्या रीडिंगपेक्षा अचानक मोठी उडी, बहुधा गोंधळ (नॉइज), हवेची पोकळी, किंवा प्रोबजवळ थेट पडलेले खत किंवा पाणी: हे एकच मूल्य दुर्लक्षित करा. उड्या पुन्हा पुन्हा येत राहिल्यास प्रोब स्वच्छ करून कॅलिब्रेट करा आणि मातीशी घट्ट संपर्क ठेवून पुन्हा बसवा.',
  ),
};

/** The publications behind ANOMALY_SUGGESTIONS. */
export const ANOMALY_SUGGESTION_SOURCES: readonly SourceId[] = ['campbell2013', 'methodsManual'];
