import { z } from 'zod';
import { FERTILIZER_GRADES, type FertilizerName } from './recommendations.js';
import { storedFileSchema } from './storage.js';

/** Spec 2.6 / 3: the Expert's feedback on a stored fertilizer prediction. */
export const CONFIDENCE_LEVELS = ['Low', 'Medium', 'High'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];
export const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'] as const;
export const FEEDBACK_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const DATE_FILTERS = ['Today', 'Week', 'Month', 'All'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DEFAULT_DATE_FILTER: DateFilter = 'Week';
export const FEEDBACK_PAGE_SIZE = 100;
export const FEEDBACK_SUCCESS_MESSAGE = 'Prediction created successfully!';
export const FEEDBACK_ERROR_MESSAGE = 'some problem occured, please try again';
/** Files an Expert may attach to one feedback. */
export const MAX_FEEDBACK_FILES = 5;

/** The file container of feedback files in the spec's sas-token call. */
export const FEEDBACK_CONTAINER = 'expert-feedback-module';

/** File types a feedback upload accepts (checked by content on the server); for the file input's `accept`. */
export const FEEDBACK_FILE_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,.csv,.txt,.xlsx,.docx';
/** Response header of the training-data export: approved suggestions that are not one of the 7 grades. */
export const EXPORT_SKIPPED_HEADER = 'X-Skipped-Rows';

/** "N-P-K numbers": three non-negative numbers joined by hyphens, e.g. 18-46-0 or 12.5-32-16. */
export const NPK_PATTERN = /^\d{1,3}(\.\d{1,2})?-\d{1,3}(\.\d{1,2})?-\d{1,3}(\.\d{1,2})?$/;

/**
 * The multipart text fields of `feedback.submit` (files come as repeated `files` parts). Rating
 * 1–10, reason and confidence are required; a suggested N-P-K must look like N-P-K numbers and then
 * needs the agro-climatic region (season optional).
 */
export const feedbackFieldsSchema = z
  .object({
    prediction_id: z.uuid('must be the id of a stored prediction.'),
    rating: z.coerce.number().int('must be a whole number.').min(1, 'must be 1 to 10.').max(10, 'must be 1 to 10.'),
    ratingReason: z.string().trim().min(1, 'is required.').max(2000, 'must be at most 2000 characters.'),
    confidenceLevel: z.enum(CONFIDENCE_LEVELS, { error: `must be one of: ${CONFIDENCE_LEVELS.join(', ')}.` }),
    suggestedNpk: z
      .string()
      .trim()
      .max(20)
      .refine((v) => v === '' || NPK_PATTERN.test(v), 'must look like N-P-K numbers, e.g. 18-46-0.')
      .default(''),
    AgroZone: z.string().trim().max(120).default(''),
    Season: z.union([z.enum(SEASONS), z.literal('')], { error: `must be one of: ${SEASONS.join(', ')}.` }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.suggestedNpk !== '' && v.AgroZone === '') {
      ctx.addIssue({ code: 'custom', path: ['AgroZone'], message: 'is required when a suggested N-P-K is given.' });
    }
  });
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;

export const feedbackCreatedSchema = z.object({ status: z.literal('success'), message: z.string(), id: z.string() });

/** Spec 3 feedback row (field names as the original sent them). */
export const feedbackRowSchema = z.object({
  id: z.string(),
  prediction_id: z.string(),
  soil_type: z.string(),
  crop_type: z.string(),
  temperature: z.number(),
  humidity: z.number(),
  moisture: z.number(),
  nitrogen: z.number(),
  phosphorus: z.number(),
  potassium: z.number(),
  /** When the prediction was made (UTC ISO; the screen shows it in Asia/Kolkata). */
  predicted_at: z.string(),
  /** The Expert who gave the feedback. */
  user_id: z.string(),
  user_name: z.string(),
  predicted_npk: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  score: z.number(),
  comments: z.string(),
  /** Comma-separated file links (append the sas_token of container expert-feedback-module). */
  reference_link: z.string(),
  confidence_level: z.enum(CONFIDENCE_LEVELS),
  alternative_npk: z.string(),
  AgroZone: z.string(),
  Season: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** Extension: the decider's display name. */
  decided_by_name: z.string().nullable().optional(),
  /** Extension: the reference files with the names the Expert gave them (same links as reference_link). */
  reference_files: z.array(storedFileSchema).optional(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

export const feedbackListQuerySchema = z.object({
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_SIZE).default(FEEDBACK_PAGE_SIZE),
  date_filter: z.enum(DATE_FILTERS).default('All'),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export const feedbackListResponseSchema = z.object({ status: z.literal('success'), total: z.number(), data: z.array(feedbackRowSchema) });
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

export const approvalRequestSchema = z.object({
  feedback_id: z.string().min(1),
  status: z.enum(['Approved', 'Rejected'], { error: 'must be Approved or Rejected.' }),
});
export const approvalResponseSchema = z.object({ status: z.literal('success'), data: feedbackRowSchema });

export const dashboardQuerySchema = z.object({ date_filter: z.enum(DATE_FILTERS).default(DEFAULT_DATE_FILTER) });
const dataPoints = z.object({ data_points: z.array(z.object({ day: z.string(), count: z.number() })) });
export const dashboardResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    overview: z.object({
      total_predictions: z.number(),
      total_feedbacks: z.number(),
      feedbacks_approved: z.number(),
      feedbacks_rejected: z.number(),
      'feedbacks_pending for approval': z.number(),
      last_updated: z.string().nullable(),
    }),
    feedback_graph: dataPoints,
    predictions_graph: dataPoints,
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** Columns of the fertilizer training file (its spelling, including `Humidity ` with a space). */
export const FERTILIZER_TRAINING_COLUMNS = [
  'Temparature',
  'Humidity ',
  'Moisture',
  'Soil Type',
  'Crop Type',
  'Nitrogen',
  'Potassium',
  'Phosphorous',
  'Fertilizer Name',
] as const;

/**
 * The product of the training file's label set whose N-P2O5-K2O grade is the suggested N-P-K
 * (compared as numbers: `46-0-0` and `46.0-0-0` are Urea, `28-28-0` is the data set's `28-28`);
 * null when the suggestion is none of the 7 grades.
 */
export function fertilizerForGrade(npk: string): FertilizerName | null {
  if (!NPK_PATTERN.test(npk.trim())) return null;
  const wanted = npk.trim().split('-').map(Number);
  for (const [name, grade] of Object.entries(FERTILIZER_GRADES) as Array<[FertilizerName, string]>) {
    const parts = grade.split('-').map(Number);
    if (parts.every((v, i) => v === wanted[i])) return name;
  }
  return null;
}
