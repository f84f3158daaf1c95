import { PRACTICE_STAGE_NAMES } from '@agrim/contracts';
import type { Text } from './crops.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import { SOYBEAN_ZONES, type SoybeanZoneName } from './soybeanZones.js';
import type { Verification } from './sources.js';

/**
 * Management practices for a soybean grower, stage by stage and topic by topic, in English and Hindi.
 * Each item is tied to one of the five crop stages of the product or to 'Before sowing' (which also
 * covers the sowing day itself), names its source and says how it was checked.
 *
 * Pesticides are named by active ingredient, never by brand. A dose per hectare is given only where
 * the cited ICAR-IISR advisory publishes it, and every chemical option ends with the label note: doses,
 * water volume and pre-harvest interval are on the product label and change with formulation, so the
 * grower follows the label and asks the local Krishi Vigyan Kendra (KVK).
 */

export const PRACTICE_STAGES = PRACTICE_STAGE_NAMES;
export type PracticeStage = (typeof PRACTICE_STAGES)[number];

export const PRACTICE_STAGE_HI: Record<PracticeStage, string> = {
  'Before sowing': 'बुवाई से पहले (व बुवाई के समय)',
  'Initial seedling stage': 'प्रारंभिक अंकुर अवस्था',
  'Crop development stage': 'फसल विकास अवस्था',
  'Mid Season growth stage': 'मध्य-मौसम वृद्धि अवस्था (फूल व फली)',
  'Late season growth stage': 'अंतिम वृद्धि अवस्था (दाना पकना)',
  'Maturity to Harvest': 'परिपक्वता से कटाई तक',
};

export const PRACTICE_TOPICS = {
  land: { en: 'Land preparation', hi: 'खेत की तैयारी' },
  variety: { en: 'Variety', hi: 'किस्म का चुनाव' },
  seedRate: { en: 'Seed and seed rate', hi: 'बीज व बीज दर' },
  seedTreatment: { en: 'Seed treatment', hi: 'बीजोपचार' },
  sowing: { en: 'Sowing time and spacing', hi: 'बुवाई का समय व दूरी' },
  nutrients: { en: 'Nutrients', hi: 'पोषक तत्व (खाद)' },
  weeds: { en: 'Weed management', hi: 'खरपतवार नियंत्रण' },
  pests: { en: 'Insect pests', hi: 'कीट प्रबंधन' },
  diseases: { en: 'Diseases', hi: 'रोग प्रबंधन' },
  irrigation: { en: 'Irrigation', hi: 'सिंचाई' },
  drainage: { en: 'Drainage', hi: 'जल निकास' },
  harvest: { en: 'Harvest', hi: 'कटाई व गहाई' },
  storage: { en: 'Storage', hi: 'भंडारण' },
} as const satisfies Record<string, Text>;
export type PracticeTopic = keyof typeof PRACTICE_TOPICS;

export interface SoybeanPractice {
  id: string;
  stage: PracticeStage;
  topic: PracticeTopic;
  title: Text;
  text: Text;
  /** Zones the item is for; absent = every zone. */
  zones?: SoybeanZoneName[];
  source: SoybeanSourceId;
  verification: Verification;
  /** For the reviewer: what exactly was checked, or what is judgement. */
  note?: string;
}

/** Ends every chemical option. */
export const LABEL_NOTE: Text = {
  en: 'Follow the label for dose, water volume and pre-harvest interval, and ask your KVK.',
  hi: 'मात्रा, पानी की मात्रा और कटाई-पूर्व अंतराल के लिए लेबल का पालन करें और अपने कृषि विज्ञान केंद्र (KVK) से सलाह लें।',
};

const withLabel = (en: string, hi: string): Text => ({ en: `${en} ${LABEL_NOTE.en}`, hi: `${hi} ${LABEL_NOTE.hi}` });

// ---------------------------------------------------------------- variety choice, one item per zone

const varietyItems: SoybeanPractice[] = SOYBEAN_ZONES.map((z) => ({
  id: `variety-${z.name.toLowerCase().replace(/\s+/g, '-')}`,
  stage: 'Before sowing',
  topic: 'variety',
  zones: [z.name],
  title: { en: `Varieties for the ${z.name} zone`, hi: `${z.hi} के लिए किस्में` },
  text: {
    en: `In the ${z.name} zone (${z.states.en.join(', ')}) sow a variety recommended for the zone, such as ${z.varieties.names.join(', ')}. Ask your KVK for the latest notified varieties and buy certified seed.`,
    hi: `${z.hi} (${z.states.hi.join(', ')}) में क्षेत्र के लिए अनुशंसित किस्म बोएँ, जैसे ${z.varieties.names.join(', ')}। नई अधिसूचित किस्मों की जानकारी अपने कृषि विज्ञान केंद्र से लें और प्रमाणित बीज ही खरीदें।`,
  },
  source: z.varieties.source,
  verification: z.varieties.verification,
  note: z.varieties.basis,
}));

// ---------------------------------------------------------------- the practices

export const SOYBEAN_PRACTICES: readonly SoybeanPractice[] = [
  // ============================================================ before sowing
  {
    id: 'land-summer-ploughing',
    stage: 'Before sowing',
    topic: 'land',
    title: { en: 'Deep summer ploughing once in three years', hi: 'तीन साल में एक बार गर्मी की गहरी जुताई' },
    text: {
      en: 'Plough deep in summer once every three years, then cross-harrow and plank. If the field was ploughed deep in the last three years, two cross harrowings and planking are enough.',
      hi: 'हर तीन साल में एक बार गर्मी में गहरी जुताई करें, फिर आड़ी-खड़ी (क्रॉस) हैरो चलाकर पाटा लगाएँ। अगर पिछले तीन साल में गहरी जुताई हो चुकी है, तो दो बार आड़ी-खड़ी हैरो और पाटा काफ़ी है।',
    },
    source: 'iisrAdvisory2024',
    verification: 'checked',
  },
  {
    id: 'land-subsoiler',
    stage: 'Before sowing',
    topic: 'land',
    title: { en: 'Break the hard pan', hi: 'नीचे की कड़ी परत तोड़ें' },
    text: {
      en: 'Where a hard pan has formed below the plough layer, run a sub-soiler once in five years at 10 m intervals: more rain soaks in and the crop stands dry spells better.',
      hi: 'जहाँ जुताई की परत के नीचे कड़ी परत बन गई हो, वहाँ पाँच साल में एक बार 10 मीटर के अंतर पर सब-सॉइलर चलाएँ। इससे बारिश का पानी ज़मीन में अधिक रिसता है और सूखे के दिनों में फसल टिकी रहती है।',
    },
    source: 'iisrAdvisory2024',
    verification: 'checked',
  },
  {
    id: 'land-manure',
    stage: 'Before sowing',
    topic: 'land',
    title: { en: 'Organic manure before the last harrowing', hi: 'आख़िरी हैरो से पहले जैविक खाद' },
    text: {
      en: 'Before the last harrowing spread well-rotted farmyard manure at 5–10 t/ha or poultry manure at 2.5 t/ha.',
      hi: 'आख़िरी हैरो चलाने से पहले अच्छी तरह सड़ी गोबर की खाद 5–10 टन प्रति हेक्टेयर या मुर्गी की खाद 2.5 टन प्रति हेक्टेयर खेत में बिखेरें।',
    },
    source: 'iisrAdvisory2024',
    verification: 'checked',
  },
  {
    id: 'land-lime-acid-soil',
    stage: 'Before sowing',
    topic: 'land',
    zones: ['North Eastern', 'Eastern'],
    title: { en: 'Lime acid soils', hi: 'अम्लीय मिट्टी में चूना' },
    text: {
      en: 'If the soil pH is below 5.5, have the lime requirement tested and apply lime (or dolomite) as advised, mixed into the soil some weeks before sowing. Soybean nodules work poorly in strongly acid soil.',
      hi: 'मिट्टी का पीएच 5.5 से कम हो तो चूने की आवश्यकता की जाँच कराएँ और सलाह के अनुसार चूना (या डोलोमाइट) बुवाई से कुछ सप्ताह पहले मिट्टी में मिलाएँ। तेज़ अम्लीय मिट्टी में सोयाबीन की जड़ों की गाँठें ठीक से काम नहीं करतीं।',
    },
    source: 'shcScale',
    verification: 'judgement',
    note: 'Lime line pH 5.5 from the Methods Manual; the advice to lime for soybean on acid soils is general practice.',
  },
  {
    id: 'land-soil-test',
    stage: 'Before sowing',
    topic: 'nutrients',
    title: { en: 'Test the soil before the season', hi: 'मौसम से पहले मिट्टी की जाँच' },
    text: {
      en: 'Get the soil tested (Soil Health Card) before the season. The fertiliser dose is raised on soils rated Low and cut on soils rated High for a nutrient.',
      hi: 'मौसम से पहले मिट्टी की जाँच कराएँ (मृदा स्वास्थ्य कार्ड)। जिस पोषक तत्व की मात्रा मिट्टी में कम हो उसकी खाद बढ़ाई जाती है और जो अधिक हो उसकी घटाई जाती है।',
    },
    source: 'shcScale',
    verification: 'standard',
  },
  ...varietyItems,
  {
    id: 'variety-two-or-three',
    stage: 'Before sowing',
    topic: 'variety',
    title: { en: 'Grow two or three varieties', hi: 'दो-तीन किस्में लगाएँ' },
    text: {
      en: 'Grow two or three varieties of different duration instead of one, to spread the risk of drought, excess rain, pests and diseases.',
      hi: 'एक ही किस्म की जगह अलग-अलग अवधि की दो-तीन किस्में लगाएँ, ताकि सूखा, अधिक वर्षा, कीट और रोग का जोखिम बँट जाए।',
    },
    source: 'iisrAdvisory2024',
    verification: 'checked',
  },
  {
    id: 'seed-germination-test',
    stage: 'Before sowing',
    topic: 'seedRate',
    title: { en: 'Test germination', hi: 'अंकुरण की जाँच करें' },
    text: {
      en: 'Before sowing, test germination: put 100 seeds in moist sand or between wet gunny sacks and count the sprouts after a few days. At least 70 should sprout; if fewer, raise the seed rate in proportion.',
      hi: 'बुवाई से पहले अंकुरण की जाँच करें: 100 दाने नम रेत में या गीले टाट के बीच रखें और कुछ दिन बाद अंकुर गिनें। कम से कम 70 दाने उगने चाहिए; कम उगें तो उसी अनुपात में बीज दर बढ़ाएँ।',
    },
    source: 'iisrAdvisory2017',
    verification: 'checked',
    note: 'The 70 % minimum and the pro-rata increase are checked; the 100-seed method is the usual farm test.',
  },
  {
    id: 'seed-rate-by-size',
    stage: 'Before sowing',
    topic: 'seedRate',
    title: { en: 'Seed rate by seed size', hi: 'दाने के आकार के अनुसार बीज दर' },
    text: {
      en: 'At 70 % germination use 55–60 kg/ha of small-seeded varieties, 60–65 kg/ha of medium-seeded and 70–75 kg/ha of bold-seeded varieties. Closer rows (as in the south) need a little more seed.',
      hi: '70 % अंकुरण पर छोटे दाने वाली किस्मों का 55–60 किलो, मध्यम दाने वाली का 60–65 किलो और मोटे दाने वाली किस्मों का 70–75 किलो बीज प्रति हेक्टेयर लें। कतारें पास हों (जैसे दक्षिण में) तो थोड़ा अधिक बीज लगता है।',
    },
    source: 'iisrAdvisory2017',
    verification: 'checked',
  },
  {
    id: 'seed-treatment-fir',
    stage: 'Before sowing',
    topic: 'seedTreatment',
    title: { en: 'Seed treatment in the order F–I–R', hi: 'बीजोपचार का क्रम: फफूंदनाशक–कीटनाशक–कल्चर' },
    text: withLabel(
      'Just before sowing treat the seed in this order. F: a fungicide — thiram + carbendazim (2:1) at 3 g per kg of seed. I: an insecticide against stem fly and whitefly — thiamethoxam 30 FS at 10 ml per kg of seed. R: last, the Bradyrhizobium (Rhizobium) and PSB cultures. If you use Trichoderma viride (8–10 g per kg) instead of the chemical fungicide, put it on after the insecticide, together with the cultures.',
      'बुवाई से ठीक पहले बीज का उपचार इस क्रम में करें। पहले फफूंदनाशक — थायरम + कार्बेन्डाज़िम (2:1) 3 ग्राम प्रति किलो बीज। फिर तना मक्खी व सफ़ेद मक्खी से बचाव के लिए कीटनाशक — थायोमेथोक्साम 30 एफएस 10 मिली प्रति किलो बीज। सबसे अंत में ब्रैडीराइज़ोबियम (राइज़ोबियम) और पीएसबी कल्चर। रासायनिक फफूंदनाशक की जगह ट्राइकोडर्मा विरिडी (8–10 ग्राम प्रति किलो) लें तो उसे कीटनाशक के बाद, कल्चर के साथ लगाएँ।',
    ),
    source: 'iisrAdvisory2017',
    verification: 'checked',
  },
  {
    id: 'seed-culture-care',
    stage: 'Before sowing',
    topic: 'seedTreatment',
    title: { en: 'Handle the cultures with care', hi: 'कल्चर को सावधानी से लगाएँ' },
    text: {
      en: 'Mix the cultures with the seed in the shade, let the seed dry in the shade and sow it the same day. Never mix the culture with fertiliser. Inoculation matters most in fields where soybean is grown for the first time.',
      hi: 'कल्चर को बीज में छाया में मिलाएँ, बीज को छाया में सुखाएँ और उसी दिन बुवाई करें। कल्चर को खाद के साथ कभी न मिलाएँ। जिस खेत में पहली बार सोयाबीन बो रहे हैं, वहाँ कल्चर लगाना सबसे ज़रूरी है।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'sowing-after-100mm-rain',
    stage: 'Before sowing',
    topic: 'sowing',
    title: { en: 'Sow after enough rain', hi: 'पर्याप्त वर्षा के बाद ही बुवाई' },
    text: {
      en: 'Sow only after about 100 mm of monsoon rain has fallen. Sowing into soil wetted by the first light showers risks a poor stand if the rain then stops. The zone entries give the local sowing window.',
      hi: 'मानसून की लगभग 100 मिमी वर्षा हो जाने के बाद ही बुवाई करें। पहली हल्की बौछारों से भीगी मिट्टी में बोने पर, अगर बारिश रुक जाए तो पौधे कम उगते हैं। अपने क्षेत्र की बुवाई का समय क्षेत्र की जानकारी में देखें।',
    },
    source: 'iisrAdvisory2017',
    verification: 'checked',
  },
  {
    id: 'sowing-late-varieties',
    stage: 'Before sowing',
    topic: 'sowing',
    zones: ['Central'],
    title: { en: 'Late sowing: early varieties', hi: 'देर से बुवाई: जल्दी पकने वाली किस्में' },
    text: {
      en: 'In most of the zone the first week of July is the last good sowing time. If you must sow later, choose early varieties such as JS 20-34, NRC 130, NRC 131 or NRC 138.',
      hi: 'क्षेत्र के अधिकांश भागों में जुलाई का पहला सप्ताह बुवाई का अंतिम अच्छा समय है। इसके बाद बोना पड़े तो जल्दी पकने वाली किस्में लें, जैसे जेएस 20-34, एनआरसी 130, एनआरसी 131 या एनआरसी 138।',
    },
    source: 'iisrLateSowing2023',
    verification: 'checked',
  },
  {
    id: 'sowing-spacing-depth',
    stage: 'Before sowing',
    topic: 'sowing',
    title: { en: 'Row spacing and depth', hi: 'कतार की दूरी और गहराई' },
    text: {
      en: 'Sow in rows 45 cm apart with plants 5–10 cm apart in the row, and place the seed 2–3 cm deep (never deeper than 3 cm). The zone entries give the local spacing.',
      hi: 'कतार से कतार 45 सेमी और पौधे से पौधे 5–10 सेमी की दूरी रखें, और बीज 2–3 सेमी गहरा बोएँ (3 सेमी से अधिक गहरा कभी नहीं)। अपने क्षेत्र की दूरी क्षेत्र की जानकारी में देखें।',
    },
    source: 'iisrSowing2023',
    verification: 'checked',
  },
  {
    id: 'sowing-bbf-ridge-furrow',
    stage: 'Before sowing',
    topic: 'drainage',
    title: { en: 'Sow on broad beds or ridges', hi: 'चौड़ी क्यारी या मेड़ पर बुवाई' },
    text: {
      en: 'Sow with a broad bed and furrow (BBF) or furrow-irrigated raised bed (FIRBS) seed drill, or on ridges and furrows: the furrows drain excess rain and keep water in the field in dry spells. Without these drills, open a conservation furrow after every 6–9 rows.',
      hi: 'चौड़ी क्यारी-नाली (बीबीएफ) या उठी क्यारी (फर्ब्स) सीड ड्रिल से, या मेड़-नाली पद्धति से बुवाई करें: नालियाँ अधिक बारिश का पानी बाहर निकालती हैं और सूखे के दिनों में नमी बचाती हैं। ये मशीनें न हों तो हर 6–9 कतार के बाद एक नमी-संरक्षण नाली बनाएँ।',
    },
    source: 'iisrAdvisory2017',
    verification: 'checked',
  },
  {
    id: 'nutrients-basal-dose',
    stage: 'Before sowing',
    topic: 'nutrients',
    zones: ['Central'],
    title: { en: 'Whole fertiliser dose at sowing', hi: 'पूरी खाद बुवाई के समय' },
    text: {
      en: 'Give the whole dose at sowing, drilled beside or below the seed: 25 kg N, 60 kg P2O5, 40 kg K2O and 20 kg sulphur per ha — for example urea 56 kg + single superphosphate 375–400 kg + muriate of potash 67 kg, or DAP 125 kg + muriate of potash 67 kg + bentonite sulphur 25 kg per ha. No top-dressing of nitrogen is needed. Other zones: see the zone dose.',
      hi: 'पूरी खाद बुवाई के समय बीज के पास या नीचे डालें: प्रति हेक्टेयर 25 किलो नाइट्रोजन, 60 किलो फॉस्फेट (P₂O₅), 40 किलो पोटाश (K₂O) और 20 किलो गंधक — जैसे यूरिया 56 किलो + सिंगल सुपर फॉस्फेट 375–400 किलो + म्यूरेट ऑफ पोटाश 67 किलो, या डीएपी 125 किलो + म्यूरेट ऑफ पोटाश 67 किलो + बेंटोनाइट सल्फर 25 किलो। बाद में नाइट्रोजन की ऊपरी खाद की ज़रूरत नहीं। अन्य क्षेत्रों के लिए क्षेत्र की मात्रा देखें।',
    },
    source: 'iisrNutrients2023',
    verification: 'checked',
  },
  {
    id: 'nutrients-zinc',
    stage: 'Before sowing',
    topic: 'nutrients',
    title: { en: 'Zinc where the soil lacks it', hi: 'जिंक की कमी हो तो जिंक' },
    text: {
      en: 'Where the soil test shows zinc deficiency, add zinc sulphate at 25 kg/ha at sowing, about once in three years.',
      hi: 'मिट्टी जाँच में जिंक की कमी हो तो बुवाई के समय जिंक सल्फेट 25 किलो प्रति हेक्टेयर डालें, लगभग तीन साल में एक बार।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },

  // ============================================================ initial seedling stage
  {
    id: 'weeds-pre-emergence',
    stage: 'Initial seedling stage',
    topic: 'weeds',
    title: { en: 'Pre-emergence herbicide within 3 days', hi: 'अंकुरण-पूर्व खरपतवारनाशी 3 दिन के भीतर' },
    text: withLabel(
      'If you use a pre-emergence herbicide, spray it on moist soil within 0–3 days of sowing, before the crop and the weeds come up: diclosulam, or pendimethalin or sulfentrazone recommended for soybean. Spray evenly with a flat-fan nozzle.',
      'अंकुरण-पूर्व खरपतवारनाशी का उपयोग करें तो बुवाई के 0–3 दिन के भीतर, फसल और खरपतवार उगने से पहले, नम मिट्टी पर छिड़कें: डाइक्लोसुलम, या सोयाबीन के लिए अनुशंसित पेंडीमेथालिन या सल्फेंट्राज़ोन। फ्लैट-फैन नोज़ल से एक समान छिड़काव करें।',
    ),
    source: 'krishiJagranWeeds',
    verification: 'recalled',
    note: 'Diclosulam within 0–3 days of sowing is checked on the cited page; pendimethalin and sulfentrazone are recalled from the IISR herbicide list.',
  },
  {
    id: 'initial-plant-stand',
    stage: 'Initial seedling stage',
    topic: 'sowing',
    title: { en: 'Check the plant stand', hi: 'पौधों की संख्या जाँचें' },
    text: {
      en: 'A week to ten days after sowing count the seedlings: about 40 plants per square metre (4 lakh per hectare) is the aim. Thin patches usually mean old seed, deep sowing or waterlogging — note them for next season.',
      hi: 'बुवाई के 7–10 दिन बाद पौधे गिनें: लगभग 40 पौधे प्रति वर्ग मीटर (4 लाख प्रति हेक्टेयर) होने चाहिए। कम पौधे वाले हिस्से अक्सर पुराने बीज, गहरी बुवाई या पानी भरने का संकेत हैं — अगले मौसम के लिए इन्हें नोट करें।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'initial-drainage',
    stage: 'Initial seedling stage',
    topic: 'drainage',
    title: { en: 'Drain standing water', hi: 'रुका हुआ पानी निकालें' },
    text: {
      en: 'Seedlings rot in waterlogged soil. After heavy rain let standing water out through the furrows and field outlets within a day.',
      hi: 'पानी भरी मिट्टी में छोटे पौधे सड़ जाते हैं। भारी बारिश के बाद खेत में रुका पानी नालियों और निकास के रास्ते एक दिन के भीतर बाहर निकालें।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },

  // ============================================================ crop development stage
  {
    id: 'weeds-hand-weeding',
    stage: 'Crop development stage',
    topic: 'weeds',
    title: { en: 'Keep the crop weed-free', hi: 'फसल को खरपतवार से मुक्त रखें' },
    text: {
      en: 'Keep the crop free of weeds for the first 50–60 days: weed by hand twice, at about 20 and 40 days after sowing, or hoe between the rows (doraa/kulpa), or use a recommended herbicide.',
      hi: 'बुवाई के बाद पहले 50–60 दिन फसल को खरपतवार से मुक्त रखें: लगभग 20 और 40 दिन पर दो बार हाथ से निंदाई करें, या कतारों के बीच डोरा/कुल्पा चलाएँ, या अनुशंसित खरपतवारनाशी का उपयोग करें।',
    },
    source: 'iisrWeeds2024',
    verification: 'checked',
  },
  {
    id: 'weeds-post-emergence',
    stage: 'Crop development stage',
    topic: 'weeds',
    title: { en: 'Post-emergence herbicide at 15–20 days', hi: 'खड़ी फसल में खरपतवारनाशी 15–20 दिन पर' },
    text: withLabel(
      'Where weeds cannot be removed by hand, spray a post-emergence herbicide 15–20 days after sowing, when the weeds have 2–4 leaves and the soil is moist: imazethapyr (grasses and broad-leaved weeds), or for grasses only quizalofop-ethyl, propaquizafop or fenoxaprop-p-ethyl. Use one product at a time and change the product from year to year.',
      'जहाँ हाथ से निंदाई संभव न हो, वहाँ बुवाई के 15–20 दिन बाद, जब खरपतवार 2–4 पत्ती के हों और मिट्टी में नमी हो, खड़ी फसल में खरपतवारनाशी छिड़कें: इमेज़ेथापायर (घास व चौड़ी पत्ती दोनों), या केवल घास के लिए क्विज़ालोफॉप-इथाइल, प्रोपाक्विज़ाफॉप या फेनोक्साप्रॉप-पी-इथाइल। एक बार में एक ही दवा लें और हर साल दवा बदलें।',
    ),
    source: 'krishiJagranWeeds',
    verification: 'recalled',
    note: 'Imazethapyr at 15–20 days on moist soil is checked on the cited page; the grass herbicides are recalled from the IISR list.',
  },
  {
    id: 'nutrients-no-topdressing',
    stage: 'Crop development stage',
    topic: 'nutrients',
    title: { en: 'Nodules make the nitrogen', hi: 'नाइट्रोजन जड़ की गाँठें बनाती हैं' },
    text: {
      en: 'Dig up a few plants: healthy roots carry many nodules that are pink inside, and such a crop makes its own nitrogen — do not top-dress urea. Pale plants on waterlogged patches need drainage, not urea.',
      hi: 'कुछ पौधे खोदकर देखें: स्वस्थ जड़ों पर बहुत-सी गाँठें होती हैं जो अंदर से गुलाबी होती हैं; ऐसी फसल अपनी नाइट्रोजन ख़ुद बनाती है — ऊपर से यूरिया न डालें। पानी भरे हिस्सों में पीले पड़े पौधों को यूरिया नहीं, जल निकास चाहिए।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'pests-stem-fly',
    stage: 'Crop development stage',
    topic: 'pests',
    title: { en: 'Stem fly', hi: 'तना मक्खी' },
    text: withLabel(
      'Stem fly maggots tunnel inside the stem and the plants wilt and dry. Seed treatment with thiamethoxam protects the first weeks; if the pest appears, spray the ready-mix thiamethoxam 12.6 % + lambda-cyhalothrin 9.5 % ZC at 125 ml/ha.',
      'तना मक्खी की इल्ली तने के अंदर सुरंग बनाती है और पौधे मुरझाकर सूख जाते हैं। थायोमेथोक्साम से बीजोपचार शुरू के सप्ताहों में बचाव करता है; कीट दिखे तो थायोमेथोक्साम 12.6 % + लैम्ब्डा-सायहेलोथ्रिन 9.5 % ज़ेडसी का तैयार मिश्रण 125 मिली प्रति हेक्टेयर छिड़कें।',
    ),
    source: 'iisrPests2022',
    verification: 'checked',
  },
  {
    id: 'pests-leaf-eaters',
    stage: 'Crop development stage',
    topic: 'pests',
    title: { en: 'Leaf-eating caterpillars', hi: 'पत्ती खाने वाली इल्लियाँ' },
    text: withLabel(
      'Walk the field twice a week for semilooper, tobacco caterpillar and other leaf eaters. Pick and destroy leaves that carry egg masses or groups of young caterpillars. If damage spreads, spray chlorantraniliprole 18.5 SC at 150 ml/ha, which protects for about 30 days.',
      'सेमीलूपर, तंबाकू की इल्ली और अन्य पत्ती खाने वाली इल्लियों के लिए हफ़्ते में दो बार खेत देखें। अंडों के गुच्छे या झुंड में छोटी इल्लियों वाली पत्तियाँ तोड़कर नष्ट करें। नुकसान बढ़े तो क्लोरेंट्रानिलिप्रोल 18.5 एससी 150 मिली प्रति हेक्टेयर छिड़कें, जो लगभग 30 दिन तक बचाव करता है।',
    ),
    source: 'iisrPests2022',
    verification: 'checked',
    note: 'The spray and its 30 days are checked; hand-picking egg masses is standard IPM.',
  },
  {
    id: 'pests-girdle-beetle',
    stage: 'Crop development stage',
    topic: 'pests',
    title: { en: 'Girdle beetle', hi: 'चक्र भृंग (गर्डल बीटल)' },
    text: withLabel(
      'The girdle beetle cuts two rings around a stem or leaf stalk and lays an egg between them; the part above wilts. Every week pluck and destroy wilted leaves and branches with the rings. Avoid over-dense stands and extra nitrogen. If the attack is heavy, spray an insecticide recommended against girdle beetle, such as the thiamethoxam + lambda-cyhalothrin ready-mix.',
      'चक्र भृंग तने या पत्ती के डंठल पर दो गोल छल्ले काटकर उनके बीच अंडा देता है; ऊपर का भाग मुरझा जाता है। हर सप्ताह छल्ले वाली मुरझाई पत्तियाँ और शाखाएँ तोड़कर नष्ट करें। बहुत घनी बुवाई और अधिक नाइट्रोजन से बचें। प्रकोप अधिक हो तो चक्र भृंग के लिए अनुशंसित कीटनाशक छिड़कें, जैसे थायोमेथोक्साम + लैम्ब्डा-सायहेलोथ्रिन का तैयार मिश्रण।',
    ),
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'pests-whitefly',
    stage: 'Crop development stage',
    topic: 'pests',
    title: { en: 'Whitefly, the carrier of yellow mosaic', hi: 'सफ़ेद मक्खी — पीला मोज़ेक फैलाने वाली' },
    text: withLabel(
      'Whitefly spreads yellow mosaic. Put up yellow sticky traps at crop height and keep field borders free of weeds. If whiteflies build up, spray a recommended insecticide such as the thiamethoxam + lambda-cyhalothrin or betacyfluthrin + imidacloprid ready-mix.',
      'सफ़ेद मक्खी पीला मोज़ेक रोग फैलाती है। फसल की ऊँचाई पर पीले चिपचिपे ट्रैप लगाएँ और मेड़ों को खरपतवार से साफ़ रखें। सफ़ेद मक्खी बढ़े तो अनुशंसित कीटनाशक छिड़कें, जैसे थायोमेथोक्साम + लैम्ब्डा-सायहेलोथ्रिन या बीटासायफ्लुथ्रिन + इमिडाक्लोप्रिड का तैयार मिश्रण।',
    ),
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'disease-yellow-mosaic',
    stage: 'Crop development stage',
    topic: 'diseases',
    title: { en: 'Yellow mosaic', hi: 'पीला मोज़ेक रोग' },
    text: {
      en: 'Leaves show bright yellow patches mixed with green; infected plants stay small and bear few pods. No spray cures it: pull out and destroy infected plants as soon as you see them, control the whitefly, and next season sow a mosaic-tolerant variety.',
      hi: 'पत्तियों पर हरे रंग के बीच चमकीले पीले धब्बे दिखते हैं; रोगी पौधे छोटे रह जाते हैं और फलियाँ कम लगती हैं। कोई दवा इसे ठीक नहीं करती: रोगी पौधे दिखते ही उखाड़कर नष्ट करें, सफ़ेद मक्खी का नियंत्रण करें, और अगले मौसम में मोज़ेक सहनशील किस्म बोएँ।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'disease-aerial-blight',
    stage: 'Crop development stage',
    topic: 'diseases',
    title: { en: 'Rhizoctonia aerial blight', hi: 'राइज़ोक्टोनिया एरियल ब्लाइट (पत्ती झुलसा)' },
    text: withLabel(
      'In warm, very wet weather grey-brown, water-soaked patches spread over leaves and stems, and leaves stick together with fungal threads. Spray hexaconazole 5 EC at 1 ml per litre of water.',
      'गर्म और बहुत नम मौसम में पत्तियों व तनों पर भूरे-धूसर, पानी से भीगे जैसे धब्बे फैलते हैं और पत्तियाँ फफूंद के धागों से आपस में चिपक जाती हैं। हेक्साकोनाज़ोल 5 ईसी 1 मिली प्रति लीटर पानी में घोलकर छिड़कें।',
    ),
    source: 'iisrPests2022',
    verification: 'checked',
    note: 'The spray is checked; the symptom description is the usual one for Rhizoctonia aerial blight.',
  },
  {
    id: 'drainage-keep-furrows-open',
    stage: 'Crop development stage',
    topic: 'drainage',
    title: { en: 'Keep the furrows open', hi: 'नालियाँ खुली रखें' },
    text: {
      en: 'In spells of heavy rain keep the BBF or ridge furrows and the field outlets open so water drains within a day; deepen the conservation furrows where water collects.',
      hi: 'लगातार भारी बारिश में बीबीएफ या मेड़ की नालियाँ और खेत के निकास खुले रखें ताकि पानी एक दिन में निकल जाए; जहाँ पानी जमा होता है वहाँ नमी-संरक्षण नालियाँ गहरी करें।',
    },
    source: 'iisrBbf2022',
    verification: 'recalled',
  },

  // ============================================================ mid season (flowering and pods)
  {
    id: 'irrigation-flowering',
    stage: 'Mid Season growth stage',
    topic: 'irrigation',
    title: { en: 'Protective irrigation at flowering', hi: 'फूल आने पर जीवनरक्षक सिंचाई' },
    text: {
      en: 'Soybean is a rainfed crop, but flowering is a critical stage: if there has been no rain for 10–12 days and the soil is drying, give one light irrigation by sprinkler or in the furrows.',
      hi: 'सोयाबीन वर्षा आधारित फसल है, पर फूल आने की अवस्था नाज़ुक है: 10–12 दिन से बारिश न हुई हो और मिट्टी सूख रही हो तो स्प्रिंकलर से या नालियों में एक हल्की सिंचाई करें।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'irrigation-pod-filling',
    stage: 'Mid Season growth stage',
    topic: 'irrigation',
    title: { en: 'Water at pod filling', hi: 'फली में दाना भरते समय पानी' },
    text: {
      en: 'Pod filling is the stage most hurt by drought: a dry spell now means fewer and smaller seeds. If the soil is dry, irrigate lightly — in furrows, water every other furrow — and never flood the field.',
      hi: 'दाना भरने की अवस्था सूखे से सबसे अधिक प्रभावित होती है: इस समय सूखा पड़ने से दाने कम और छोटे बनते हैं। मिट्टी सूखी हो तो हल्की सिंचाई करें — नालियों में एक छोड़कर एक नाली में पानी दें — और खेत में पानी कभी न भरें।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'pests-hairy-caterpillar',
    stage: 'Mid Season growth stage',
    topic: 'pests',
    title: { en: 'Bihar hairy caterpillar', hi: 'बिहार रोमिल इल्ली' },
    text: withLabel(
      'Young hairy caterpillars feed in groups on the underside of leaves. Pluck and destroy those leaves with the caterpillars while they are still together. If they spread, spray lambda-cyhalothrin 4.9 CS at 300 ml/ha or indoxacarb 15.8 EC at 333 ml/ha.',
      'छोटी रोमिल इल्लियाँ झुंड में पत्तियों की निचली सतह पर खाती हैं। जब तक वे झुंड में हों, उन पत्तियों को इल्लियों सहित तोड़कर नष्ट करें। फैल जाएँ तो लैम्ब्डा-सायहेलोथ्रिन 4.9 सीएस 300 मिली प्रति हेक्टेयर या इंडोक्साकार्ब 15.8 ईसी 333 मिली प्रति हेक्टेयर छिड़कें।',
    ),
    source: 'iisrHairyCaterpillar2023',
    verification: 'checked',
  },
  {
    id: 'disease-rust',
    stage: 'Mid Season growth stage',
    topic: 'diseases',
    title: { en: 'Rust', hi: 'गेरुआ (रस्ट) रोग' },
    text: withLabel(
      'Small tan to reddish-brown pustules form on the underside of leaves, which turn yellow and drop early; rust is worst in cool, wet weather from flowering on. Where rust occurs, sow a tolerant variety, and at the first pustules spray hexaconazole or propiconazole; repeat after about 15 days if it spreads.',
      'पत्तियों की निचली सतह पर छोटे भूरे से लाल-भूरे फफोले बनते हैं; पत्तियाँ पीली होकर जल्दी गिर जाती हैं। फूल आने के बाद ठंडे, नम मौसम में गेरुआ सबसे अधिक फैलता है। जहाँ गेरुआ आता है वहाँ सहनशील किस्म बोएँ, और पहले फफोले दिखते ही हेक्साकोनाज़ोल या प्रोपिकोनाज़ोल छिड़कें; रोग बढ़े तो लगभग 15 दिन बाद दोहराएँ।',
    ),
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'disease-anthracnose',
    stage: 'Mid Season growth stage',
    topic: 'diseases',
    title: { en: 'Anthracnose and pod blight', hi: 'एन्थ्रेक्नोज़ व फली झुलसा' },
    text: withLabel(
      'In long wet spells dark, irregular spots appear on stems, leaf veins and pods, and pods fill poorly. Sow treated seed; at the first symptoms during flowering and pod formation spray a recommended fungicide such as tebuconazole.',
      'लंबे समय तक नम मौसम रहने पर तनों, पत्तियों की नसों और फलियों पर गहरे रंग के अनियमित धब्बे बनते हैं और फलियों में दाना ठीक से नहीं भरता। उपचारित बीज बोएँ; फूल और फली बनने के समय पहले लक्षण दिखते ही टेबुकोनाज़ोल जैसा अनुशंसित फफूंदनाशक छिड़कें।',
    ),
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'disease-charcoal-rot',
    stage: 'Mid Season growth stage',
    topic: 'diseases',
    title: { en: 'Charcoal rot', hi: 'चारकोल रॉट (तना व जड़ सड़न)' },
    text: {
      en: 'In hot, dry spells plants wilt and dry early; split the lower stem and root and you see grey-black specks. There is no cure once it shows: treat seed with fungicide or Trichoderma, save soil moisture with furrows and a protective irrigation in dry spells, rotate with cereals and plough deep in summer.',
      hi: 'गर्म और सूखे दिनों में पौधे मुरझाकर जल्दी सूख जाते हैं; निचला तना और जड़ चीरने पर धूसर-काले बारीक कण दिखते हैं। लक्षण दिखने के बाद इलाज नहीं है: बीज को फफूंदनाशक या ट्राइकोडर्मा से उपचारित करें, सूखे में नालियों और जीवनरक्षक सिंचाई से नमी बचाएँ, अनाज फसलों के साथ फसल चक्र अपनाएँ और गर्मी में गहरी जुताई करें।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },

  // ============================================================ late season (seed maturing)
  {
    id: 'irrigation-stop',
    stage: 'Late season growth stage',
    topic: 'irrigation',
    title: { en: 'Stop irrigating as pods ripen', hi: 'फलियाँ पकने लगें तो सिंचाई बंद' },
    text: {
      en: 'Stop irrigating once the leaves begin to yellow and the pods change colour; late water only delays maturity.',
      hi: 'पत्तियाँ पीली होने लगें और फलियों का रंग बदलने लगे तो सिंचाई बंद कर दें; देर से दिया पानी केवल पकने में देरी करता है।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'pests-pod-borer',
    stage: 'Late season growth stage',
    topic: 'pests',
    title: { en: 'Pod borer at grain filling', hi: 'दाना भरते समय फली छेदक' },
    text: withLabel(
      'At grain filling the gram pod borer bores into the pods and eats the seeds. Open a few pods in several places; if you find damage, spray a recommended insecticide such as indoxacarb.',
      'दाना भरने की अवस्था में चने की इल्ली (फली छेदक) फलियों में छेद करके दाने खाती है। खेत में कई जगह कुछ फलियाँ खोलकर देखें; नुकसान मिले तो इंडोक्साकार्ब जैसा अनुशंसित कीटनाशक छिड़कें।',
    ),
    source: 'iisrPodBorer2023',
    verification: 'checked',
  },
  {
    id: 'harvest-plan-ahead',
    stage: 'Late season growth stage',
    topic: 'harvest',
    title: { en: 'Plan the harvest', hi: 'कटाई की तैयारी' },
    text: {
      en: 'Arrange labour or a combine, a thresher and a clean, dry threshing floor in advance: early varieties sown in late June are ready at about 90–95 days.',
      hi: 'मज़दूर या कंबाइन, थ्रेशर और साफ़-सूखे खलिहान का इंतज़ाम पहले से करें: जून के अंत में बोई गई जल्दी पकने वाली किस्में लगभग 90–95 दिन में तैयार हो जाती हैं।',
    },
    source: 'iisrPodBorer2023',
    verification: 'checked',
  },

  // ============================================================ maturity to harvest
  {
    id: 'harvest-timing',
    stage: 'Maturity to Harvest',
    topic: 'harvest',
    title: { en: 'Harvest at the right time', hi: 'सही समय पर कटाई' },
    text: {
      en: 'Harvest when the leaves have fallen and about 95 % of the pods have turned brown. Do not wait longer: dry pods shatter and seed quality falls, above all if it rains on the ripe crop.',
      hi: 'जब पत्तियाँ झड़ जाएँ और लगभग 95 % फलियाँ भूरी हो जाएँ तब कटाई करें। इससे अधिक देर न करें: सूखी फलियाँ चटक जाती हैं और दाने की गुणवत्ता गिरती है, ख़ासकर पकी फसल पर बारिश हो जाए तो।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'harvest-drying-threshing',
    stage: 'Maturity to Harvest',
    topic: 'harvest',
    title: { en: 'Dry and thresh gently', hi: 'सुखाकर धीरे से गहाई' },
    text: {
      en: 'At harvest the seed still holds about 15 % moisture. Dry the cut crop in the sun before threshing, and thresh gently — a thresher at low drum speed, or beating with sticks — so the seed coat does not crack; cracked seed does not germinate.',
      hi: 'कटाई के समय दाने में लगभग 15 % नमी होती है। गहाई से पहले कटी फसल को धूप में सुखाएँ, और धीरे से गहाई करें — थ्रेशर को कम गति पर चलाएँ या डंडों से पीटें — ताकि बीज का छिलका न फटे; फटा बीज नहीं उगता।',
    },
    source: 'tnauSoybean',
    verification: 'checked',
    note: 'The 15 % seed moisture at harvest is checked; gentle threshing is the usual advice for seed.',
  },
  {
    id: 'storage-seed',
    stage: 'Maturity to Harvest',
    topic: 'storage',
    title: { en: 'Store dry seed well', hi: 'सूखा बीज ठीक से रखें' },
    text: {
      en: 'Dry the seed to about 9–10 % moisture before storing. Keep it in clean bags on wooden planks, away from the walls, in a cool, dry, airy store; do not stack the bags too high and handle them gently. Soybean seed loses germination quickly in warm, humid storage, so test germination again before the next sowing.',
      hi: 'भंडारण से पहले दानों को लगभग 9–10 % नमी तक सुखाएँ। साफ़ बोरियों में, लकड़ी के तख़्तों पर, दीवार से दूर, ठंडे, सूखे और हवादार गोदाम में रखें; बोरियाँ बहुत ऊँची न लगाएँ और उन्हें धीरे से उठाएँ-रखें। गर्म और नम भंडार में सोयाबीन के बीज की अंकुरण क्षमता जल्दी घटती है, इसलिए अगली बुवाई से पहले फिर अंकुरण जाँचें।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
  {
    id: 'harvest-residue-rotation',
    stage: 'Maturity to Harvest',
    topic: 'harvest',
    title: { en: 'Residue and crop rotation', hi: 'फसल अवशेष और फसल चक्र' },
    text: {
      en: 'After harvest plough in or compost the residue and destroy stubble damaged by girdle beetle. In some kharif seasons grow maize, sorghum or another cereal instead of soybean to break the cycle of pests and diseases.',
      hi: 'कटाई के बाद फसल अवशेष जुताई से मिट्टी में मिलाएँ या खाद बनाएँ, और चक्र भृंग से प्रभावित ठूँठ नष्ट करें। कुछ खरीफ मौसमों में सोयाबीन की जगह मक्का, ज्वार या कोई अन्य अनाज फसल लें, ताकि कीट और रोगों का चक्र टूटे।',
    },
    source: 'iisrPackage',
    verification: 'recalled',
  },
];

/** Practices of one stage (or 'Before sowing'), optionally only those that apply to a zone. */
export function practicesFor(stage: PracticeStage, zone?: SoybeanZoneName): SoybeanPractice[] {
  return SOYBEAN_PRACTICES.filter((p) => p.stage === stage && (!zone || !p.zones || p.zones.includes(zone)));
}
