import type { prescriptionEn } from './prescription';

/** The Marathi half of prescription.ts. */
export const prescriptionMr: typeof prescriptionEn = {
  button: 'खत चिठ्ठी (PDF)',
  help: 'दुकानात आणि शेतात नेण्यासाठी एक पान: काय खरेदी करायचे, किती पोती, आणि केव्हा द्यायचे.',
  busy: 'चिठ्ठी तयार होत आहे…',
  shared: 'चिठ्ठी पाठवली.',
  downloaded: 'चिठ्ठी तुमच्या डाउनलोडमध्ये जतन झाली: {{name}}',
  shareFallback: 'हा फोन फाइल शेअर करू शकला नाही, म्हणून ती डाउनलोड केली: {{name}}. पाठवण्यासाठी ती डाउनलोडमधून उघडा.',
  failed: 'चिठ्ठी तयार होऊ शकली नाही',
};
