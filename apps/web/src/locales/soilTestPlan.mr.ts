import type { soilTestPlanEn } from './soilTestPlan';

/** The Marathi half of soilTestPlan.ts. */
export const soilTestPlanMr: typeof soilTestPlanEn = {
  results: {
    ratingsNote: 'रीडिंगचा अर्थ',
    correctedValue: 'प्रयोगशाळेनुसार दुरुस्त केलेल्या {{value}} mg/kg वरून श्रेणी ठरवली',
    source: 'मापदंड: {{source}}',
  },
  plan: {
    button: 'या परीक्षणावरून खत नियोजन मिळवा',
    title: 'या परीक्षणावरून खत नियोजन',
    crop: 'पीक',
    area: 'शेताचे क्षेत्रफळ',
    unit: 'एकक',
    units: { acre: 'एकर', ha: 'हेक्टर' },
    soilType: 'नियोजनासाठी मातीचा प्रकार',
    soilTypeHelp: '“{{typed}}” हा नियोजकाला माहीत असलेल्या पाच मातीच्या प्रकारांपैकी नाही: सर्वात जवळचा प्रकार निवडा.',
    make: 'नियोजन तयार करा',
    areaInvalid: '0 पेक्षा जास्त क्षेत्रफळ भरा.',
    forField: '{{area}} {{unit}} क्षेत्रावर {{crop}}',
    dose: 'या मातीसाठी मात्रा: N {{n}}, P₂O₅ {{p}}, K₂O {{k}} kg/ha (पिकाची नेहमीची मात्रा {{rn}}-{{rp}}-{{rk}})',
    buy: 'काय खरेदी करायचे',
    when: 'केव्हा द्यायचे',
    kg: '{{kg}} kg',
    bags: '{{size}} kg ची {{bags}} पोती',
    nothing: 'काहीही खरेदी करायची गरज नाही: या पिकाची N, P आणि K ची गरज माती आधीच पूर्ण करते.',
    estimate: 'शेतातील अंदाज',
    corrected: 'प्रयोगशाळेनुसार दुरुस्त',
    why: 'हीच मात्रा का',
    sources: 'स्रोत',
    failed: 'खत नियोजन',
    inReport: 'अहवालात आणि त्याच्या PDF मध्ये हे नियोजन आहे.',
    close: 'नियोजन लपवा',
  },
};
