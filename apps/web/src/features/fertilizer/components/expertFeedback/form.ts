import { type ConfidenceLevel, MAX_FEEDBACK_FILES, NPK_PATTERN, SEASONS } from '@agrim/contracts';

export type Season = (typeof SEASONS)[number];

/** The feedback form; rating 0 means none chosen (spec 3). */
export interface FeedbackValues {
  rating: number;
  reason: string;
  confidence: ConfidenceLevel | '';
  suggestedNpk: string;
  region: string;
  season: Season | '';
  files: File[];
}

export const EMPTY_FEEDBACK: FeedbackValues = {
  rating: 0,
  reason: '',
  confidence: '',
  suggestedNpk: '',
  region: '',
  season: '',
  files: [],
};

export type FeedbackField = 'rating' | 'reason' | 'confidence' | 'npk' | 'region' | 'files';
/** The i18n key (under feedback.errors) of each field's problem. */
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** Region and season are asked only once a suggested N-P-K is typed (spec 2.6). */
export const asksRegion = (v: FeedbackValues) => v.suggestedNpk.trim() !== '';

/**
 * Unlike the original (spec 5: asterisks but no check), nothing is sent until rating, reason and
 * confidence are filled, a suggested N-P-K looks like N-P-K numbers and then has its region.
 */
export function validateFeedback(v: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (v.rating < 1 || v.rating > 10) errors.rating = 'rating';
  if (v.reason.trim() === '') errors.reason = 'reason';
  if (v.confidence === '') errors.confidence = 'confidence';
  if (asksRegion(v)) {
    if (!NPK_PATTERN.test(v.suggestedNpk.trim())) errors.npk = 'npk';
    if (v.region === '') errors.region = 'region';
  }
  if (v.files.length > MAX_FEEDBACK_FILES) errors.files = 'tooManyFiles';
  return errors;
}

/** Adds picked files, skipping any already in the list (same name, size and date). */
export function addFiles(current: File[], picked: Iterable<File>): File[] {
  const key = (f: File) => `${f.name}\u0000${f.size}\u0000${f.lastModified}`;
  const seen = new Set(current.map(key));
  const next = [...current];
  for (const f of picked) {
    if (!seen.has(key(f))) {
      seen.add(key(f));
      next.push(f);
    }
  }
  return next;
}
