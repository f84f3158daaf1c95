import type { visualisationEn } from './visualisation';

/** The Marathi half of visualisation.ts, its own module so only Marathi readers download it. */
export const visualisationMr: typeof visualisationEn = {
  heading: 'निवडलेल्या घटकांचे हिस्टोग्राम',
  features: 'घटक',
  chooseOne: 'किमान एक घटक निवडा.',
  pie: 'उपकरणाचा NPK पाय चार्ट',
};
