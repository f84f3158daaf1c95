import type { SoilTypeInfo } from '@agrim/contracts';

/**
 * What the soil-type photo model's classes mean: texture, colour and usual nutrient status, the
 * main crops grown on each soil in India and the states where it is found, in English and Hindi.
 *
 * The descriptions follow the soils section of NCERT Class 10 Geography ("Resources and
 * Development"), which uses the classification of the Indian Council of Agricultural Research
 * (alluvial, black, red and yellow, laterite, arid, forest and mountain; peaty and marshy soils are
 * the ICAR group described in the Class 11 book). 'Red' and 'Yellow' are one group there, "red
 * and yellow soils"; the model keeps them apart only because the photos differ in colour. Nutrient
 * statements are the general ones these sources make for a soil group; a field's own soil test
 * always wins. No figures are given that the sources do not state.
 *
 * The texts were written from the cited publications while the live pages could not be opened
 * from the build machine; check a statement against the current edition before quoting it.
 */

export const SOIL_TYPE_LABELS = ['Alluvial', 'Arid', 'Black', 'Laterite', 'Mountain', 'Peat', 'Red', 'Yellow'] as const;
export type SoilTypeLabel = (typeof SOIL_TYPE_LABELS)[number];

type Source = SoilTypeInfo['sources'][number];

const NCERT_SOILS: Source = {
  title:
    "NCERT, Contemporary India II (Class 10 Geography), Chapter 1 'Resources and Development' — Soil as a resource: classification of soils",
  url: 'https://ncert.nic.in/textbook/pdf/jess101.pdf',
};
const NBSS_LUP: Source = {
  title: 'ICAR-National Bureau of Soil Survey and Land Use Planning (NBSS&LUP), Nagpur — soil resource maps of India (Bhoomi geoportal)',
  url: 'https://bhoomigeoportal-nbsslup.in/',
};
const KERALA_HISTOSOLS: Source = {
  title:
    'Department of Soil Survey and Soil Conservation, Government of Kerala — Histosols: peat soils of the Kuttanad kari lands (high acidity, sulphidic material)',
  url: 'https://keralasoils.gov.in/ml/histosols',
};

const SOIL_TYPES: Record<SoilTypeLabel, Omit<SoilTypeInfo, 'label'>> = {
  Alluvial: {
    name: { en: 'Alluvial soil', hi: 'जलोढ़ मिट्टी' },
    description: {
      en: 'The most widespread soil of India, laid down by the Indus, Ganga and Brahmaputra river systems and in the deltas of the east coast. A mixture of sand, silt and clay: coarser up the river valleys, finer on the plains. Old alluvium (bangar) holds kankar nodules; new alluvium (khadar) is finer and more fertile. As a whole very fertile, with adequate potash, phosphoric acid and lime; soils of the drier areas are more alkaline.',
      hi: 'भारत की सबसे अधिक फैली हुई मिट्टी, जिसे सिंधु, गंगा और ब्रह्मपुत्र नदी तंत्रों ने तथा पूर्वी तट के डेल्टाओं में नदियों ने बिछाया है। इसमें रेत, गाद और चिकनी मिट्टी का मिश्रण होता है: नदी घाटी में ऊपर की ओर मोटे कण, मैदानों में बारीक कण। पुरानी जलोढ़ (बांगर) में कंकड़ की गाँठें होती हैं; नई जलोढ़ (खादर) अधिक बारीक और अधिक उपजाऊ होती है। कुल मिलाकर बहुत उपजाऊ, जिसमें पोटाश, फॉस्फोरिक अम्ल और चूना पर्याप्त होते हैं; सूखे क्षेत्रों की मिट्टी अधिक क्षारीय होती है।',
    },
    crops: {
      en: ['Rice (paddy)', 'Wheat', 'Sugarcane', 'Maize', 'Pulses', 'Mustard', 'Jute'],
      hi: ['धान', 'गेहूँ', 'गन्ना', 'मक्का', 'दलहन', 'सरसों', 'जूट'],
    },
    states: {
      en: [
        'Punjab',
        'Haryana',
        'Uttar Pradesh',
        'Bihar',
        'West Bengal',
        'Assam',
        'Gujarat',
        'Rajasthan',
        'Odisha',
        'Andhra Pradesh',
        'Tamil Nadu',
      ],
      hi: ['पंजाब', 'हरियाणा', 'उत्तर प्रदेश', 'बिहार', 'पश्चिम बंगाल', 'असम', 'गुजरात', 'राजस्थान', 'ओडिशा', 'आंध्र प्रदेश', 'तमिलनाडु'],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
  Arid: {
    name: { en: 'Arid (desert) soil', hi: 'शुष्क (मरुस्थलीय) मिट्टी' },
    description: {
      en: 'Red to brown, sandy in texture and often saline; in some areas so salty that common salt is made from its water. The dry, hot climate leaves it short of humus and moisture, and nitrogen is low. Calcium increases with depth, so a kankar layer lower down holds back the infiltration of water. With irrigation it becomes cultivable, as in western Rajasthan.',
      hi: 'लाल से भूरे रंग की, बलुई बनावट वाली और अक्सर लवणीय मिट्टी; कुछ क्षेत्रों में इतनी खारी कि इसके पानी से साधारण नमक बनाया जाता है। सूखी और गर्म जलवायु के कारण इसमें ह्यूमस और नमी की कमी रहती है, और नाइट्रोजन कम होता है। गहराई के साथ कैल्शियम बढ़ता है, इसलिए नीचे की कंकड़ परत पानी को रिसने से रोकती है। सिंचाई मिलने पर यह खेती योग्य हो जाती है, जैसे पश्चिमी राजस्थान में।',
    },
    crops: {
      en: [
        'Pearl millet (bajra)',
        'Barley',
        'Mustard',
        'Cluster bean (guar)',
        'Moth bean and other pulses',
        'Wheat and cotton (irrigated)',
      ],
      hi: ['बाजरा', 'जौ', 'सरसों', 'ग्वार', 'मोठ व अन्य दलहन', 'गेहूँ और कपास (सिंचित)'],
    },
    states: {
      en: ['Rajasthan', 'Gujarat', 'Haryana', 'Punjab'],
      hi: ['राजस्थान', 'गुजरात', 'हरियाणा', 'पंजाब'],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
  Black: {
    name: { en: 'Black soil (regur, black cotton soil)', hi: 'काली मिट्टी (रेगुर)' },
    description: {
      en: 'Formed from the lava rock (basalt) of the Deccan trap. Very fine, clayey and able to hold moisture for a long time; sticky when wet and deeply cracked in hot weather, which aerates it. Rich in calcium carbonate, magnesium, potash and lime but generally poor in phosphorus; nitrogen and organic matter are usually low too. Drainage is slow, so waterlogging is a risk.',
      hi: 'दक्कन ट्रैप की लावा चट्टान (बेसाल्ट) से बनी मिट्टी। बहुत बारीक, चिकनी और लंबे समय तक नमी रोकने वाली; गीली होने पर चिपचिपी और गर्मी में गहरी दरारों वाली, जिससे उसमें हवा पहुँचती है। कैल्शियम कार्बोनेट, मैग्नीशियम, पोटाश और चूने से भरपूर, परंतु सामान्यतः फॉस्फोरस में कमज़ोर; नाइट्रोजन और जैविक पदार्थ भी प्रायः कम रहते हैं। जल निकास धीमा होने से जलभराव का खतरा रहता है।',
    },
    crops: {
      en: ['Cotton', 'Soybean', 'Sorghum (jowar)', 'Wheat', 'Chickpea', 'Pigeon pea (tur)', 'Sugarcane', 'Groundnut'],
      hi: ['कपास', 'सोयाबीन', 'ज्वार', 'गेहूँ', 'चना', 'अरहर (तुअर)', 'गन्ना', 'मूंगफली'],
    },
    states: {
      en: ['Maharashtra', 'Madhya Pradesh', 'Gujarat', 'Chhattisgarh', 'Karnataka', 'Telangana', 'Andhra Pradesh'],
      hi: ['महाराष्ट्र', 'मध्य प्रदेश', 'गुजरात', 'छत्तीसगढ़', 'कर्नाटक', 'तेलंगाना', 'आंध्र प्रदेश'],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
  Laterite: {
    name: { en: 'Laterite soil', hi: 'लैटेराइट मिट्टी' },
    description: {
      en: 'Develops under a tropical climate with alternate wet and dry seasons, where heavy rain leaches the soil intensely and leaves iron and aluminium oxides behind; red in colour and hard when dry. Acidic (pH below 6) and generally deficient in plant nutrients: nitrogen, phosphorus, potash and lime are low. Humus-rich under forest, humus-poor under sparse vegetation, and prone to erosion. With soil conservation, manure and fertiliser it grows good plantation crops.',
      hi: 'बारी-बारी से गीले और सूखे मौसम वाली उष्णकटिबंधीय जलवायु में बनती है, जहाँ भारी वर्षा मिट्टी के पोषक तत्वों को गहराई तक बहा ले जाती है और लोहे व एल्युमिनियम के ऑक्साइड पीछे रह जाते हैं; रंग लाल और सूखने पर कठोर। अम्लीय (पीएच 6 से कम) और सामान्यतः पौध पोषक तत्वों की कमी वाली: नाइट्रोजन, फॉस्फोरस, पोटाश और चूना कम। वन के नीचे ह्यूमस से भरपूर, विरल वनस्पति में ह्यूमस कम, और कटाव की आशंका वाली। मृदा संरक्षण, खाद और उर्वरक से इसमें बागानी फसलें अच्छी होती हैं।',
    },
    crops: {
      en: ['Tea', 'Coffee', 'Cashew', 'Rubber', 'Coconut', 'Rice (with manure and fertiliser)'],
      hi: ['चाय', 'कॉफ़ी', 'काजू', 'रबर', 'नारियल', 'धान (खाद व उर्वरक के साथ)'],
    },
    states: {
      en: ['Kerala', 'Karnataka', 'Tamil Nadu', 'Goa', 'Maharashtra', 'Odisha', 'West Bengal', 'Assam', 'Meghalaya'],
      hi: ['केरल', 'कर्नाटक', 'तमिलनाडु', 'गोवा', 'महाराष्ट्र', 'ओडिशा', 'पश्चिम बंगाल', 'असम', 'मेघालय'],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
  Mountain: {
    name: { en: 'Mountain (forest) soil', hi: 'पर्वतीय (वन) मिट्टी' },
    description: {
      en: 'Found in hilly and mountainous areas under forest. The texture changes with the slope: loamy and silty on valley sides, coarse-grained on upper slopes. In the snow-covered Himalaya these soils are acidic and low in humus; on river terraces and alluvial fans in the lower valleys they are fertile. Keep slopes terraced and covered to stop erosion.',
      hi: 'पहाड़ी और पर्वतीय वन क्षेत्रों में पाई जाती है। बनावट ढलान के साथ बदलती है: घाटी की ढलानों पर दोमट और गादयुक्त, ऊपरी ढलानों पर मोटे कणों वाली। हिमालय के बर्फ़ से ढके भागों में यह अम्लीय और ह्यूमस में कम होती है; निचली घाटियों की नदी वेदिकाओं और जलोढ़ पंखों पर उपजाऊ होती है। कटाव रोकने के लिए ढलानों पर सीढ़ीदार खेत बनाएँ और ज़मीन ढकी रखें।',
    },
    crops: {
      en: [
        'Tea',
        'Coffee',
        'Spices (cardamom, black pepper)',
        'Apple and other temperate fruits',
        'Potato',
        'Maize',
        'Rice (terraces and valleys)',
        'Barley',
      ],
      hi: ['चाय', 'कॉफ़ी', 'मसाले (इलायची, काली मिर्च)', 'सेब व अन्य शीतोष्ण फल', 'आलू', 'मक्का', 'धान (सीढ़ीदार खेत और घाटियाँ)', 'जौ'],
    },
    states: {
      en: [
        'Jammu and Kashmir',
        'Himachal Pradesh',
        'Uttarakhand',
        'Sikkim',
        'Arunachal Pradesh',
        'West Bengal (Darjeeling hills)',
        'Meghalaya',
        'Nagaland',
        'Kerala, Karnataka and Tamil Nadu (Western Ghats hills)',
      ],
      hi: [
        'जम्मू-कश्मीर',
        'हिमाचल प्रदेश',
        'उत्तराखंड',
        'सिक्किम',
        'अरुणाचल प्रदेश',
        'पश्चिम बंगाल (दार्जिलिंग की पहाड़ियाँ)',
        'मेघालय',
        'नागालैंड',
        'केरल, कर्नाटक और तमिलनाडु (पश्चिमी घाट की पहाड़ियाँ)',
      ],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
  Peat: {
    name: { en: 'Peat (peaty and marshy) soil', hi: 'पीट (पीटमय एवं दलदली) मिट्टी' },
    description: {
      en: 'Forms where heavy rainfall, high humidity or standing water let dead plant matter pile up faster than it rots, so it is very high in organic matter; heavy and black. Mostly strongly acidic — the kari soils of Kuttanad in Kerala are highly acidic and rich in sulphidic material, which makes their nutrient management difficult — though some peaty soils elsewhere are alkaline. Waterlogged for much of the year; drainage, water control and liming guided by a soil test make it usable, mainly for paddy.',
      hi: 'जहाँ भारी वर्षा, अधिक नमी या ठहरे पानी के कारण मृत वनस्पति सड़ने से पहले ही जमा होती जाती है, वहाँ बनती है; इसलिए इसमें जैविक पदार्थ बहुत अधिक होता है; भारी और काली। अधिकतर तीव्र अम्लीय — केरल के कुट्टनाड की करी मिट्टी बहुत अम्लीय है और उसमें सल्फाइडयुक्त पदार्थ अधिक होते हैं, जिससे उसका पोषक तत्व प्रबंधन कठिन होता है — हालाँकि कुछ स्थानों की पीट मिट्टी क्षारीय भी होती है। साल के अधिकांश समय जलभराव रहता है; जल निकास, पानी का नियंत्रण और मिट्टी जाँच के अनुसार चूना देने से यह मुख्यतः धान के लिए उपयोगी बनती है।',
    },
    crops: {
      en: ['Rice (paddy)', 'Coconut (on raised bunds)'],
      hi: ['धान', 'नारियल (ऊँची मेड़ों पर)'],
    },
    states: {
      en: ['Kerala', 'West Bengal', 'Odisha', 'Tamil Nadu', 'Bihar', 'Uttarakhand'],
      hi: ['केरल', 'पश्चिम बंगाल', 'ओडिशा', 'तमिलनाडु', 'बिहार', 'उत्तराखंड'],
    },
    sources: [KERALA_HISTOSOLS, NBSS_LUP, NCERT_SOILS],
  },
  Red: {
    name: { en: 'Red soil', hi: 'लाल मिट्टी' },
    description: {
      en: "Often described with yellow soil as one group, 'red and yellow soils'. Develops on crystalline igneous rocks in the lower-rainfall eastern and southern parts of the Deccan plateau; red from iron diffused through the crystalline and metamorphic rocks. Usually light, porous and sandy to loamy, poor in nitrogen, phosphorus and organic matter, so less fertile than alluvial or black soil; irrigation, manure and fertiliser raise its output.",
      hi: "अक्सर पीली मिट्टी के साथ एक ही समूह 'लाल और पीली मिट्टी' के रूप में वर्णित। दक्कन पठार के कम वर्षा वाले पूर्वी और दक्षिणी भागों में रवेदार आग्नेय चट्टानों पर बनती है; रवेदार और कायांतरित चट्टानों में लोहे के फैलाव से इसका रंग लाल होता है। सामान्यतः हल्की, छिद्रयुक्त और बलुई से दोमट, नाइट्रोजन, फॉस्फोरस और जैविक पदार्थ में कमज़ोर, इसलिए जलोढ़ या काली मिट्टी से कम उपजाऊ; सिंचाई, खाद और उर्वरक से इसकी पैदावार बढ़ती है।",
    },
    crops: {
      en: ['Groundnut', 'Finger millet (ragi)', 'Millets', 'Pulses', 'Rice (irrigated)', 'Maize', 'Tobacco', 'Potato'],
      hi: ['मूंगफली', 'रागी (मंडुआ)', 'मोटे अनाज', 'दलहन', 'धान (सिंचित)', 'मक्का', 'तंबाकू', 'आलू'],
    },
    states: {
      en: ['Tamil Nadu', 'Karnataka', 'Andhra Pradesh', 'Telangana', 'Odisha', 'Jharkhand', 'Chhattisgarh', 'Maharashtra'],
      hi: ['तमिलनाडु', 'कर्नाटक', 'आंध्र प्रदेश', 'तेलंगाना', 'ओडिशा', 'झारखंड', 'छत्तीसगढ़', 'महाराष्ट्र'],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
  Yellow: {
    name: { en: 'Yellow soil', hi: 'पीली मिट्टी' },
    description: {
      en: "The yellow member of the 'red and yellow soils' group: the same soil turns yellow where its iron is in hydrated form, as in wetter sites. Found in parts of Odisha and Chhattisgarh, the southern parts of the middle Ganga plain and along the foot of the Western Ghats. Its nutrient status is like red soil — generally low in nitrogen, phosphorus and organic matter — and it responds to manure, fertiliser and irrigation.",
      hi: "'लाल और पीली मिट्टी' समूह का पीला रूप: जहाँ इसका लोहा जलयोजित (हाइड्रेटेड) रूप में होता है, जैसे अधिक नम स्थानों पर, वहाँ यही मिट्टी पीली दिखती है। ओडिशा और छत्तीसगढ़ के कुछ भागों, मध्य गंगा मैदान के दक्षिणी भागों और पश्चिमी घाट की तलहटी में पाई जाती है। इसकी पोषक स्थिति लाल मिट्टी जैसी है — सामान्यतः नाइट्रोजन, फॉस्फोरस और जैविक पदार्थ कम — और यह खाद, उर्वरक और सिंचाई से अच्छा प्रतिसाद देती है।",
    },
    crops: {
      en: ['Rice (paddy)', 'Maize', 'Finger millet (ragi)', 'Pulses', 'Groundnut', 'Potato'],
      hi: ['धान', 'मक्का', 'रागी (मंडुआ)', 'दलहन', 'मूंगफली', 'आलू'],
    },
    states: {
      en: ['Chhattisgarh', 'Odisha', 'Jharkhand', 'Bihar', 'Kerala', 'Karnataka'],
      hi: ['छत्तीसगढ़', 'ओडिशा', 'झारखंड', 'बिहार', 'केरल', 'कर्नाटक'],
    },
    sources: [NCERT_SOILS, NBSS_LUP],
  },
};

/** Lower case, underscores and repeated spaces as one space, a trailing " soil"/" soils" dropped. */
const normalize = (label: string): string =>
  label
    .replace(/_/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ soils?$/i, '')
    .toLowerCase();

const BY_KEY = new Map<string, SoilTypeLabel>(SOIL_TYPE_LABELS.map((label) => [label.toLowerCase(), label]));

/**
 * The documented knowledge of a soil class, or null for a label the model does not have.
 * Case-insensitive; 'black_soil', 'Black Soil' and ' black ' all give 'Black'.
 */
export function soilTypeInfo(label: string): SoilTypeInfo | null {
  const key = BY_KEY.get(normalize(label));
  if (!key) return null;
  const s = SOIL_TYPES[key];
  return {
    label: key,
    name: { ...s.name },
    description: { ...s.description },
    crops: { en: [...s.crops.en], hi: [...s.crops.hi] },
    states: { en: [...s.states.en], hi: [...s.states.hi] },
    sources: s.sources.map((src) => ({ ...src })),
  };
}
