import type { prescriptionEn } from './prescription';

/** The Hindi half of prescription.ts. */
export const prescriptionHi: typeof prescriptionEn = {
  button: 'खाद पर्ची (PDF)',
  help: 'दुकान और खेत ले जाने के लिए एक पन्ना: क्या खरीदें, कितने बोरे, और कब डालें।',
  busy: 'पर्ची तैयार हो रही है…',
  shared: 'पर्ची भेज दी गई।',
  downloaded: 'पर्ची आपके डाउनलोड में सहेजी गई: {{name}}',
  shareFallback: 'यह फ़ोन फ़ाइल साझा नहीं कर सका, इसलिए वह डाउनलोड की गई: {{name}}। भेजने के लिए उसे डाउनलोड से खोलें।',
  failed: 'पर्ची नहीं बन सकी',
};
