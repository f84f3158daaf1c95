import type { visualisationEn } from './visualisation';

/** The Hindi half of visualisation.ts, its own module so only Hindi readers download it. */
export const visualisationHi: typeof visualisationEn = {
  heading: 'चुनी गई विशेषताओं के हिस्टोग्राम',
  features: 'विशेषताएँ',
  chooseOne: 'कम से कम एक विशेषता चुनें।',
  pie: 'उपकरण NPK पाई चार्ट',
};
