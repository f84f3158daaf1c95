import type { profileEn } from './profile';

/** The Hindi half of profile.ts, its own module so only Hindi readers download it (issue 24). */
export const profileHi: typeof profileEn = {
  title: 'विशेषज्ञ प्रोफ़ाइल',
  name: 'नाम',
  cv: 'बायोडाटा (CV)',
  cvUploaded: 'बायोडाटा: {{name}}',
  noCv: 'अभी तक कोई बायोडाटा अपलोड नहीं किया गया।',
  downloadCv: 'बायोडाटा डाउनलोड करें',
  uploadCv: 'बायोडाटा अपलोड करें',
  cvHelp: 'एक फ़ाइल, PDF या Word (.docx)। नई फ़ाइल पुरानी की जगह ले लेती है।',
  datasets: 'डेटासेट',
  tabs: { fertilizer: 'उर्वरक डेटासेट', reference: 'संदर्भ डेटासेट' },
  upload: { fertilizer: 'उर्वरक डेटासेट अपलोड करें', reference: 'संदर्भ डेटासेट अपलोड करें' },
  datasetHelp: 'CSV, Excel (.xlsx), JSON, टेक्स्ट या PDF; एक साथ कई फ़ाइलें।',
  empty: { fertilizer: 'कोई उर्वरक डेटासेट उपलब्ध नहीं', reference: 'कोई संदर्भ डेटासेट उपलब्ध नहीं' },
  format: 'प्रारूप: {{format}}',
  download: 'डाउनलोड करें',
  downloadName: '{{name}} डाउनलोड करें',
  datasetAdded: 'डेटासेट सफलतापूर्वक जोड़ा गया',
  resumeAdded: 'बायोडाटा सफलतापूर्वक जोड़ा गया',
  uploadFailed: 'कुछ समस्या हुई, कृपया फिर से प्रयास करें',
  loadFailed: 'प्रोफ़ाइल लोड नहीं हो सकी: {{message}}',
};
