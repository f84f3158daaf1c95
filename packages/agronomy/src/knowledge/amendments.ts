import type { Text } from './crops.js';
import type { Micronutrient } from './soilTest.js';
import type { SourceId, Verification } from './sources.js';

const t = (en: string, hi: string): Text => ({ en, hi });

// ---------------------------------------------------------------- micronutrient and sulphur corrections

export interface Correction {
  /** Product and rate, e.g. zinc sulphate 25 kg/ha. */
  product: Text;
  kgPerHa?: number;
  how: Text;
  source: SourceId;
  verification: Verification;
}

export const MICRONUTRIENT_CORRECTIONS: Record<Micronutrient, Correction> = {
  zn: {
    product: t('zinc sulphate (21 % Zn)', 'जिंक सल्फेट (21 % जिंक)'),
    kgPerHa: 25,
    how: t(
      'broadcast before sowing or transplanting, not mixed with DAP/SSP; in a standing crop spray 0.5 % zinc sulphate',
      'बुवाई/रोपाई से पहले छिड़ककर डालें, डीएपी/एसएसपी में मिलाकर नहीं; खड़ी फसल में 0.5 % जिंक सल्फेट का छिड़काव करें',
    ),
    source: 'tnauMicronutrients',
    verification: 'checked',
  },
  fe: {
    product: t('ferrous sulphate', 'फेरस सल्फेट'),
    kgPerHa: 50,
    how: t(
      'basal; in a standing crop spray 1 % ferrous sulphate with 0.1 % citric acid',
      'आधार खाद के रूप में; खड़ी फसल में 1 % फेरस सल्फेट के साथ 0.1 % साइट्रिक अम्ल का छिड़काव करें',
    ),
    source: 'tnauMicronutrients',
    verification: 'checked',
  },
  b: {
    product: t('borax', 'बोरेक्स (सुहागा)'),
    kgPerHa: 10,
    how: t('basal, mixed with sand for even spreading', 'आधार खाद के रूप में, बराबर फैलाने के लिए रेत में मिलाकर'),
    source: 'tnauGroundnut',
    verification: 'checked',
  },
  mn: {
    product: t('manganese sulphate spray (0.5 %)', 'मैंगनीज़ सल्फेट का छिड़काव (0.5 %)'),
    how: t(
      'foliar spray when leaves show the deficiency, repeated at weekly intervals',
      'पत्तियों पर कमी दिखने पर छिड़काव, साप्ताहिक अंतर पर दोहराएँ',
    ),
    source: 'pauManganese',
    verification: 'recalled',
  },
  cu: {
    product: t('copper sulphate spray (0.2 %)', 'कॉपर सल्फेट का छिड़काव (0.2 %)'),
    how: t(
      'foliar spray; copper deficiency is uncommon, confirm with the local soil lab first',
      'पत्तियों पर छिड़काव; तांबे की कमी कम होती है, पहले स्थानीय मृदा प्रयोगशाला से पुष्टि करें',
    ),
    source: 'singh2008',
    verification: 'recalled',
  },
  s: {
    product: t('sulphur, 20 kg/ha', 'गंधक, 20 किलो/हेक्टेयर'),
    how: t(
      'use SSP as the phosphate source (11 % S), or about 154 kg/ha gypsum (13 % S) at sowing',
      'फॉस्फेट के लिए एसएसपी (11 % गंधक) लें, या बुवाई पर लगभग 154 किलो/हेक्टेयर जिप्सम (13 % गंधक) डालें',
    ),
    source: 'tnauPulses',
    verification: 'checked',
  },
};

// ---------------------------------------------------------------- soil moisture (probe volumetric %)

/** Operational thresholds for the probe's moisture reading, with the principle from FAO (2006). */
export const MOISTURE = {
  /** Below this the soil is too dry to take fertiliser: irrigate first. */
  dryBelow: 20,
  /** Above this the soil is near saturation: wait for it to drain before top dressing urea. */
  wetAbove: 60,
  source: 'fao2006',
  verification: 'judgement',
  note: 'Urea on dry soil stays on the surface and is lost as ammonia; on waterlogged soil it is lost by run-off, leaching and denitrification. The 20 % and 60 % cut-offs are this app’s.',
} as const;

/** Above this air temperature (°C) urea is best applied in the evening and covered with soil. */
export const HOT_DAY_C = 35;

// ---------------------------------------------------------------- organic options

export interface OrganicOption {
  id: 'fym' | 'vermicompost' | 'rhizobium' | 'azospirillum' | 'azotobacter' | 'psb';
  name: Text;
  rate: Text;
  /** Which crops it is for. */
  for: 'all' | 'legumes' | 'non-legumes' | 'perennials';
  source: SourceId;
  verification: Verification;
}

export const ORGANIC_OPTIONS: OrganicOption[] = [
  {
    id: 'fym',
    name: t('Farmyard manure (FYM) or compost', 'गोबर की सड़ी खाद या कम्पोस्ट'),
    rate: t('12.5 t/ha, spread and ploughed in at the last ploughing', '12.5 टन/हेक्टेयर, अंतिम जुताई पर फैलाकर मिलाएँ'),
    for: 'all',
    source: 'tnauFym',
    verification: 'checked',
  },
  {
    id: 'fym',
    name: t('Farmyard manure (FYM)', 'गोबर की सड़ी खाद'),
    rate: t('20 kg per plant every year, in the ring under the canopy', 'हर साल 20 किलो प्रति पौधा, छत्र के नीचे घेरे में'),
    for: 'perennials',
    source: 'ccriMandarin',
    verification: 'checked',
  },
  {
    id: 'vermicompost',
    name: t('Vermicompost', 'केंचुआ खाद (वर्मी कम्पोस्ट)'),
    rate: t(
      'about 5 t/ha instead of FYM, or 2.5 t/ha with half the FYM',
      'गोबर खाद के बदले लगभग 5 टन/हेक्टेयर, या आधी गोबर खाद के साथ 2.5 टन/हेक्टेयर',
    ),
    for: 'all',
    source: 'vermicompost',
    verification: 'recalled',
  },
  {
    id: 'rhizobium',
    name: t('Rhizobium culture', 'राइजोबियम कल्चर'),
    rate: t(
      'seed treatment with 600 g/ha (3 packets), or 2 kg/ha mixed with 25 kg FYM and 25 kg soil before sowing',
      '600 ग्राम/हेक्टेयर (3 पैकेट) से बीजोपचार, या बुवाई से पहले 2 किलो/हेक्टेयर को 25 किलो गोबर खाद और 25 किलो मिट्टी में मिलाकर',
    ),
    for: 'legumes',
    source: 'tnauBiofertiliser',
    verification: 'checked',
  },
  {
    id: 'azospirillum',
    name: t('Azospirillum', 'एज़ोस्पिरिलम'),
    rate: t(
      'seed treatment with 600 g/ha, or 2 kg/ha mixed with 25 kg FYM and 25 kg soil; in maize it allows 25 % less N',
      '600 ग्राम/हेक्टेयर से बीजोपचार, या 2 किलो/हेक्टेयर को 25 किलो गोबर खाद और 25 किलो मिट्टी में मिलाकर; मक्का में इससे नाइट्रोजन 25 % कम लगती है',
    ),
    for: 'non-legumes',
    source: 'tnauBiofertiliser',
    verification: 'checked',
  },
  {
    id: 'azotobacter',
    name: t('Azotobacter', 'एज़ोटोबैक्टर'),
    rate: t('an alternative to Azospirillum for upland crops, at the same rate', 'ऊँची ज़मीन की फसलों में एज़ोस्पिरिलम का विकल्प, उसी मात्रा में'),
    for: 'non-legumes',
    source: 'fao2006',
    verification: 'recalled',
  },
  {
    id: 'psb',
    name: t('Phosphate-solubilising bacteria (PSB, phosphobacteria)', 'फॉस्फेट घोलक जीवाणु (पीएसबी)'),
    rate: t('600 g/ha with the seed, or 2 kg/ha with FYM and soil', '600 ग्राम/हेक्टेयर बीज के साथ, या 2 किलो/हेक्टेयर गोबर खाद और मिट्टी के साथ'),
    for: 'all',
    source: 'tnauBiofertiliser',
    verification: 'checked',
  },
];

// ---------------------------------------------------------------- soil type notes

export const SOIL_NOTES: Record<string, { text: Text; source: SourceId }> = {
  Sandy: {
    text: t(
      'Sandy soil holds little water and nutrient: give urea and potash in more, smaller doses and irrigate lightly and often.',
      'बलुई मिट्टी पानी और पोषक तत्व कम रोकती है: यूरिया और पोटाश को अधिक बार, कम-कम मात्रा में दें और हल्की, बार-बार सिंचाई करें।',
    ),
    source: 'fao2006',
  },
  Red: {
    text: t(
      'Red soil is often low in organic matter and can crust: add FYM and keep the surface loose.',
      'लाल मिट्टी में प्रायः जैविक पदार्थ कम होता है और ऊपर पपड़ी जम सकती है: गोबर की खाद डालें और सतह भुरभुरी रखें।',
    ),
    source: 'fao2006',
  },
  Black: {
    text: t(
      'Black soil holds water well but drains slowly: avoid top dressing when water stands, and place fertiliser in moist soil.',
      'काली मिट्टी पानी अच्छा रोकती है पर धीरे निकालती है: पानी भरा हो तो ऊपरी खाद न डालें, खाद नम मिट्टी में डालें।',
    ),
    source: 'fao2006',
  },
  Clayey: {
    text: t(
      'Clayey soil drains slowly: make drainage channels and do not top dress on waterlogged soil.',
      'चिकनी मिट्टी से पानी धीरे निकलता है: जल निकास की नालियाँ बनाएँ और भरे पानी वाली मिट्टी पर ऊपरी खाद न डालें।',
    ),
    source: 'fao2006',
  },
  Loamy: {
    text: t(
      'Loamy soil is the easiest to manage: follow the schedule and keep the soil moist, not wet, at each dressing.',
      'दोमट मिट्टी सबसे आसान है: सारणी के अनुसार खाद दें और हर बार मिट्टी नम रखें, गीली नहीं।',
    ),
    source: 'fao2006',
  },
};

export const SOIL_TYPE_NAMES: Record<string, Text> = {
  Black: t('Black', 'काली'),
  Clayey: t('Clayey', 'चिकनी'),
  Loamy: t('Loamy', 'दोमट'),
  Red: t('Red', 'लाल'),
  Sandy: t('Sandy', 'बलुई'),
};
