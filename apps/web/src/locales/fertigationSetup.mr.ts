import type { fertigationSetupEn } from './fertigationSetup';

/** The Marathi half of fertigationSetup.ts, its own module so only Marathi readers download it. */
export const fertigationSetupMr: typeof fertigationSetupEn = {
  open: 'ठिबक आणि टाक्या',
  title: '{{device}} ची ठिबक लाइन आणि टाक्या',
  why: 'ठिबक लाइनमधून काय जाते ते, जेणेकरून प्रत्येक 15 मिनिटांचे उघडणे प्रति हेक्टर kg अन्नद्रव्य आणि mm पाणी म्हणून दिसेल आणि हंगामातील kg ला मर्यादा राहील. टाकीत फक्त पाण्यात विरघळणारी खते घाला: डीएपी किंवा सिंगल सुपर फॉस्फेट कधीही नाही.',
  area: 'लाइनद्वारे भिजणारे क्षेत्र (ha)',
  flow: 'व्हॉल्व्ह उघडा असताना प्रवाह (लिटर प्रति मिनिट)',
  tank: { nitrogen: 'नत्र टाकी', phosphorus: 'स्फुरद टाकी', potassium: 'पालाश टाकी' },
  empty: 'रिकामी (टाकी नाही)',
  grams: 'ग्रॅम प्रति लिटर',
  products: {
    urea: 'युरिया (46-0-0)',
    map: 'मोनो अमोनियम फॉस्फेट (12-61-0)',
    mkp: 'मोनो पोटॅशियम फॉस्फेट (0-52-34)',
    potassium_nitrate: 'पोटॅशियम नायट्रेट (13-0-45)',
    sop: 'पोटॅशियम सल्फेट (0-0-50)',
    mop_white: 'पांढरा म्युरेट ऑफ पोटॅश (0-0-60)',
  },
  incomplete: 'क्षेत्र आणि प्रवाह 0 पेक्षा जास्त भरा, आणि तुम्ही भरलेल्या प्रत्येक टाकीचे ग्रॅम प्रति लिटरही.',
  save: 'जतन करा',
  saved: '{{device}} ची ठिबक लाइन आणि टाक्या जतन झाल्या.',
};
