import type { profileEn } from './profile';

/** The Marathi half of profile.ts, its own module so only Marathi readers download it (issue 41). */
export const profileMr: typeof profileEn = {
  title: 'तज्ज्ञ प्रोफाइल',
  name: 'नाव',
  cv: 'बायोडेटा',
  cvUploaded: 'बायोडेटा: {{name}}',
  noCv: 'अजून कोणताही बायोडेटा अपलोड केलेला नाही.',
  downloadCv: 'बायोडेटा डाउनलोड करा',
  uploadCv: 'बायोडेटा अपलोड करा',
  cvHelp: 'एक फाइल, PDF किंवा Word (.docx). नवीन फाइल जुन्या फाइलची जागा घेते.',
  datasets: 'डेटासेट',
  tabs: { fertilizer: 'खत डेटासेट', reference: 'संदर्भ डेटासेट' },
  upload: { fertilizer: 'खत डेटासेट अपलोड करा', reference: 'संदर्भ डेटासेट अपलोड करा' },
  datasetHelp: 'CSV, Excel (.xlsx), JSON, मजकूर किंवा PDF; एका वेळी अनेक फाइल.',
  empty: { fertilizer: 'कोणताही खत डेटासेट उपलब्ध नाही', reference: 'कोणताही संदर्भ डेटासेट उपलब्ध नाही' },
  format: 'स्वरूप: {{format}}',
  download: 'डाउनलोड करा',
  downloadName: '{{name}} डाउनलोड करा',
  datasetAdded: 'डेटासेट यशस्वीरीत्या जोडला',
  resumeAdded: 'बायोडेटा यशस्वीरीत्या जोडला',
  uploadFailed: 'काहीतरी अडचण आली, कृपया पुन्हा प्रयत्न करा',
  loadFailed: 'प्रोफाइल लोड होऊ शकले नाही: {{message}}',
};
