import type { datasetsEn } from './datasets';

/** The Marathi half of datasets.ts, its own module so only Marathi readers download it (issue 41). */
export const datasetsMr: typeof datasetsEn = {
  intro:
    'पाऊस आणि उत्पादनाचे अंदाज ज्या सार्वजनिक माहितीवर बसवले जातात ती माहिती. फाइल आयात केल्यावर ती एकाच टप्प्यात नवीन आवृत्ती होते, आणि अंदाज लगेच तिचा वापर करतात.',
  kinds: {
    rainfall: 'उपविभागनिहाय पाऊस',
    'crop-production': 'जिल्हानिहाय पीक उत्पादन',
  },
  kindHelp: {
    rainfall: 'IMD च्या हवामान उपविभागांचा मासिक पाऊस (mm). हवामान अंदाजासाठी वापरला जातो.',
    'crop-production': 'राज्य, जिल्हा, वर्ष आणि हंगामानुसार प्रत्येक पिकाचे क्षेत्र आणि उत्पादन. उत्पादन अंदाजासाठी वापरले जाते.',
  },
  notImported: 'अजून आयात केलेले नाही',
  version: 'आवृत्ती',
  versionValue: 'v{{version}}',
  rows: 'ओळी',
  importedAt: 'आयातीची वेळ',
  importedBy: 'कोणी आयात केले',
  by: { startup: 'सुरू होताना सर्व्हरने (DATASETS_DIR)', cli: 'कमांड लाइनवरून' },
  sourceFile: 'आयात केलेली फाइल',
  skipped: 'वगळलेल्या ओळी',
  expectedFile: 'अपेक्षित फाइल',
  summary: 'मजकूर',
  summaryKeys: {
    subdivisions: 'उपविभाग',
    years: 'वर्षे',
    missing_months: 'मूल्य नसलेले महिने',
    states: 'राज्ये',
    districts: 'जिल्हे',
    crops: 'पिके',
    missing_production: 'उत्पादन नसलेल्या ओळी',
  },
  upload: {
    title: 'नवीन आवृत्ती आयात करा',
    choose: 'CSV फाइल निवडा',
    noFile: 'एकही फाइल निवडलेली नाही',
    import: 'आयात करा',
    skipBad: 'योग्य ओळी आयात करा आणि चुकीच्या ओळी वगळा',
    skipBadHelp: 'हे न निवडल्यास, एकच चुकीची ओळ संपूर्ण फाइल नाकारते आणि काहीही बदलत नाही.',
    notCsv: '.csv फाइल निवडा.',
    tooLarge: 'फाइल {{size}} MB पेक्षा मोठी आहे.',
  },
  report: {
    title: 'आयातीचा अहवाल',
    imported: '{{file}} मधून {{rows}} ओळी आयात झाल्या: आता आवृत्ती {{version}}.',
    rejected_one: '{{formatted}} ओळ नाकारली गेली.',
    rejected_other: '{{formatted}} ओळी नाकारल्या गेल्या.',
    allValid: 'सर्व ओळी योग्य होत्या.',
    refused: 'काहीही आयात झाले नाही: {{message}}',
    line: 'ओळ',
    message: 'अडचण',
    truncated: '{{count}} नाकारलेल्या ओळींपैकी पहिल्या {{shown}} दाखवल्या आहेत.',
    tableLabel: 'नाकारलेल्या ओळी',
  },
  sources: {
    title: 'माहिती कुठे मिळेल',
    rainfall:
      'पाऊस: “Rainfall in India 1901-2015”, भारतीय हवामान विभागाचा (IMD) हवामान उपविभागनिहाय मासिक पाऊस, data.gov.in (भारत सरकारचा खुला माहिती मंच) वर प्रकाशित. CSV डाउनलोड करा आणि न बदलता आयात करा.',
    cropProduction:
      'पीक उत्पादन: “Crop Production in India”, कृषी आणि शेतकरी कल्याण मंत्रालयाची जिल्हानिहाय आणि हंगामनिहाय पीक उत्पादन आकडेवारी (क्षेत्र हेक्टरमध्ये, उत्पादन टनमध्ये), data.gov.in वर प्रकाशित.',
    cli: 'हीच आयात सर्व्हरवर कमांड लाइनवरून, जिथे <code>kind</code> च्या जागी <code>rainfall</code> किंवा <code>crop-production</code> लिहा:',
  },
  loadFailed: 'डेटासेट लोड करता आले नाहीत: {{message}}',
  importing: {
    rainfall: 'पावसाचा डेटासेट आयात होत आहे. तो तयार होताच अंदाज येथे दिसेल.',
    'crop-production': 'पीक उत्पादनाचा डेटासेट आयात होत आहे. तो तयार होताच याद्या आणि अंदाज येथे दिसतील.',
  },
  missing: {
    title: 'डेटासेट आयात केलेला नाही',
    rainfall: 'पावसाचा डेटासेट (“Rainfall in India 1901-2015”) आयात केलेला नाही, त्यामुळे अंदाजासाठी कोणतीही माहिती नाही.',
    'crop-production': 'पीक उत्पादनाचा डेटासेट (“Crop Production in India”) आयात केलेला नाही, त्यामुळे अंदाजासाठी कोणतीही माहिती नाही.',
    howAdmin: 'डेटासेट स्क्रीनवर {{file}} ही फाइल आयात करा, किंवा सर्व्हरवर हे चालवा:',
    howOther: 'एखाद्या प्रशासकाला ती आयात करायला सांगा.',
    open: 'डेटासेट उघडा',
  },
};
