import type { datasetsEn } from './datasets';

/** The Hindi half of datasets.ts, its own module so only Hindi readers download it (issue 24). */
export const datasetsHi: typeof datasetsEn = {
  intro:
    'वह सार्वजनिक डेटा जिस पर वर्षा और उपज के पूर्वानुमान बनते हैं। फ़ाइल आयात करने पर वह एक ही चरण में नया संस्करण बन जाती है, और पूर्वानुमान तुरंत उसी का उपयोग करते हैं।',
  kinds: {
    rainfall: 'उपखंड-वार वर्षा',
    'crop-production': 'ज़िला-वार फसल उत्पादन',
  },
  kindHelp: {
    rainfall: 'IMD मौसम उपखंडों की मासिक वर्षा (मि.मी.)। मौसम पूर्वानुमान में उपयोग होती है।',
    'crop-production': 'राज्य, ज़िला, वर्ष और मौसम के अनुसार हर फसल का क्षेत्रफल और उत्पादन। उपज पूर्वानुमान में उपयोग होता है।',
  },
  notImported: 'अभी आयात नहीं हुआ',
  version: 'संस्करण',
  versionValue: 'v{{version}}',
  rows: 'पंक्तियाँ',
  importedAt: 'आयात का समय',
  importedBy: 'आयात किया',
  by: { startup: 'सर्वर ने शुरू होते समय (DATASETS_DIR)', cli: 'कमांड लाइन से' },
  sourceFile: 'आयात की गई फ़ाइल',
  skipped: 'छोड़ी गई पंक्तियाँ',
  expectedFile: 'अपेक्षित फ़ाइल',
  summary: 'सामग्री',
  summaryKeys: {
    subdivisions: 'उपखंड',
    years: 'वर्ष',
    missing_months: 'बिना मान वाले महीने',
    states: 'राज्य',
    districts: 'ज़िले',
    crops: 'फसलें',
    missing_production: 'बिना उत्पादन वाली पंक्तियाँ',
  },
  upload: {
    title: 'नया संस्करण आयात करें',
    choose: 'CSV फ़ाइल चुनें',
    noFile: 'कोई फ़ाइल नहीं चुनी गई',
    import: 'आयात करें',
    skipBad: 'सही पंक्तियाँ आयात करें और गलत पंक्तियाँ छोड़ दें',
    skipBadHelp: 'इसके बिना, एक भी गलत पंक्ति पूरी फ़ाइल को अस्वीकार कर देती है और कुछ नहीं बदलता।',
    notCsv: '.csv फ़ाइल चुनें।',
    tooLarge: 'फ़ाइल {{size}} MB से बड़ी है।',
  },
  report: {
    title: 'आयात रिपोर्ट',
    imported: '{{file}} से {{rows}} पंक्तियाँ आयात हुईं: अब संस्करण {{version}}।',
    rejected_one: '{{formatted}} पंक्ति अस्वीकार हुई।',
    rejected_other: '{{formatted}} पंक्तियाँ अस्वीकार हुईं।',
    allValid: 'सभी पंक्तियाँ सही थीं।',
    refused: 'कुछ भी आयात नहीं हुआ: {{message}}',
    line: 'पंक्ति',
    message: 'समस्या',
    truncated: '{{count}} अस्वीकृत पंक्तियों में से पहली {{shown}} दिखाई गई हैं।',
    tableLabel: 'अस्वीकृत पंक्तियाँ',
  },
  sources: {
    title: 'डेटा कहाँ से मिलेगा',
    rainfall:
      'वर्षा: “Rainfall in India 1901-2015”, भारत मौसम विज्ञान विभाग (IMD) की मौसम उपखंड-वार मासिक वर्षा, data.gov.in (भारत सरकार का खुला डेटा प्लेटफ़ॉर्म) पर प्रकाशित। CSV डाउनलोड करें और बिना बदले आयात करें।',
    cropProduction:
      'फसल उत्पादन: “Crop Production in India”, कृषि एवं किसान कल्याण मंत्रालय के ज़िला-वार और मौसम-वार फसल उत्पादन आँकड़े (क्षेत्रफल हेक्टेयर में, उत्पादन टन में), data.gov.in पर प्रकाशित।',
    cli: 'सर्वर पर कमांड लाइन से यही आयात, जहाँ <code>kind</code> की जगह <code>rainfall</code> या <code>crop-production</code> लिखें:',
  },
  loadFailed: 'डेटासेट लोड नहीं हो सके: {{message}}',
  importing: {
    rainfall: 'वर्षा डेटासेट आयात हो रहा है। तैयार होते ही पूर्वानुमान यहाँ दिखेगा।',
    'crop-production': 'फसल उत्पादन डेटासेट आयात हो रहा है। तैयार होते ही सूचियाँ और पूर्वानुमान यहाँ दिखेंगे।',
  },
  missing: {
    title: 'डेटासेट आयात नहीं हुआ',
    rainfall: 'वर्षा डेटासेट (“Rainfall in India 1901-2015”) आयात नहीं हुआ है, इसलिए पूर्वानुमान के लिए कोई डेटा नहीं है।',
    'crop-production': 'फसल उत्पादन डेटासेट (“Crop Production in India”) आयात नहीं हुआ है, इसलिए पूर्वानुमान के लिए कोई डेटा नहीं है।',
    howAdmin: 'डेटासेट स्क्रीन पर फ़ाइल {{file}} आयात करें, या सर्वर पर चलाएँ:',
    howOther: 'किसी प्रशासक से इसे आयात करने को कहें।',
    open: 'डेटासेट खोलें',
  },
};
