import type { fertigationSetupEn } from './fertigationSetup';

/** The Hindi half of fertigationSetup.ts, its own module so only Hindi readers download it. */
export const fertigationSetupHi: typeof fertigationSetupEn = {
  open: 'ड्रिप और टंकियाँ',
  title: '{{device}} की ड्रिप लाइन और टंकियाँ',
  why: 'ड्रिप लाइन क्या ले जाती है, ताकि हर 15 मिनट का खुलना प्रति हेक्टेयर किग्रा पोषक तत्व और मिमी पानी में दिखे और मौसम के किग्रा की सीमा रहे। टंकी में केवल घुलनशील उर्वरक डालें: डीएपी या एसएसपी कभी नहीं।',
  area: 'लाइन से सिंचित क्षेत्र (हे)',
  flow: 'वाल्व खुला रहने पर बहाव (लीटर प्रति मिनट)',
  tank: { nitrogen: 'नाइट्रोजन टंकी', phosphorus: 'फॉस्फोरस टंकी', potassium: 'पोटैशियम टंकी' },
  empty: 'खाली (कोई टंकी नहीं)',
  grams: 'ग्राम प्रति लीटर',
  products: {
    urea: 'यूरिया (46-0-0)',
    map: 'मोनो अमोनियम फॉस्फेट (12-61-0)',
    mkp: 'मोनो पोटैशियम फॉस्फेट (0-52-34)',
    potassium_nitrate: 'पोटैशियम नाइट्रेट (13-0-45)',
    sop: 'पोटैशियम सल्फेट (0-0-50)',
    mop_white: 'सफ़ेद एमओपी (0-0-60)',
  },
  incomplete: 'क्षेत्र और बहाव 0 से अधिक भरें, और भरी गई हर टंकी के ग्राम प्रति लीटर भी।',
  save: 'सहेजें',
  saved: '{{device}} की ड्रिप लाइन और टंकियाँ सहेजी गईं।',
};
