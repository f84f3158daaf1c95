import type { Rating } from '../ratings.js';
import type { SourceId, Verification } from './sources.js';

/** The soil-test-rating rule: Low → 125 %, Medium → 100 %, High → 75 % of the recommended dose, per nutrient. */
export const RATING_FACTORS: Record<Rating, number> = { Low: 1.25, Medium: 1, High: 0.75 };

export const RATING_FACTORS_SOURCE: { source: SourceId; verification: Verification } = {
  source: 'ratingAdjustment',
  verification: 'recalled',
};
