import type { Rating } from '../ratings.js';
import type { SourceId, Verification } from './sources.js';

/** The soil-test-rating rule: Low → 125 %, Medium → 100 %, High → 75 % of the recommended dose, per nutrient. */
export const RATING_FACTORS: Record<Rating, number> = { Low: 1.25, Medium: 1, High: 0.75 };

/**
 * 'recalled' (issue 20): the cited publications (Muhr et al. 1965; the Methods Manual, DAC 2011) were not
 * found in a retrievable text, so the ±25 % step cannot be marked as read from them. The nutrient class
 * advice in soilAnalysis.ts, which gives the same ±25 % step, is 'recalled' for the same reason.
 */
export const RATING_FACTORS_SOURCE: { source: SourceId; verification: Verification; recalledBecause?: string } = {
  source: 'ratingAdjustment',
  verification: 'recalled',
  recalledBecause:
    'Neither the Methods Manual: Soil Testing in India (DAC 2011) nor Muhr et al. (1965) was found in a stored text. The step is corroborated only by secondary teaching pages: agriinfo.in, "Preparation of soil test results and fertilizer recommendation" (https://agriinfo.in/preparation-of-soil-test-results-and-fertilizer-recommendation-1807/), six-tier rating: low 25 % more, high 25 % less, very low 50 % more, very high 50 % less, moderate as recommended; and calculator.krishicode.com (Low 125 %, Medium 100 %, High 75 % of RDF).',
};
