import { z } from 'zod';
import { dataQuerySchema, isoDate } from './sensors.js';
import { analysisLanguageSchema } from './soilAnalysis.js';
import { SOIL_TEST_STATUSES } from './soilTests.js';

/**
 * The Reports screen (issue 10): exports an administrator needs. The CSV files stream in pages
 * (RFC 4180, UTF-8, a header row, formula-looking cells prefixed with '), times as ISO UTC with an
 * Asia/Kolkata column beside them.
 */

/** The longest page-view range (days, inclusive). */
export const PAGE_VIEW_REPORT_MAX_DAYS = 366;
/** The page-view range when none is asked for: 30 days to today. */
export const PAGE_VIEW_REPORT_DEFAULT_DAYS = 30;

/** reports.sensorPdf: the device and range of the data queries, and the PDF's language. */
export const sensorPdfQuerySchema = dataQuerySchema.extend({
  language: analysisLanguageSchema.optional().describe('The language of the PDF: english (default), hindi or marathi'),
});
export type SensorPdfQuery = z.infer<typeof sensorPdfQuerySchema>;

export const soilTestReportQuerySchema = z.object({
  from_date: isoDate.optional().describe('First day the test started (Asia/Kolkata)'),
  to_date: isoDate.optional().describe('Last day (Asia/Kolkata), inclusive'),
  status: z.enum(SOIL_TEST_STATUSES).optional(),
});
export type SoilTestReportQuery = z.infer<typeof soilTestReportQuerySchema>;

export const predictionReportQuerySchema = z.object({
  from_date: isoDate.optional().describe('First day of the prediction (Asia/Kolkata)'),
  to_date: isoDate.optional().describe('Last day (Asia/Kolkata), inclusive'),
});
export type PredictionReportQuery = z.infer<typeof predictionReportQuerySchema>;

export const pageViewReportQuerySchema = z.object({
  from: isoDate.optional().describe(`First day (Asia/Kolkata); default ${PAGE_VIEW_REPORT_DEFAULT_DAYS - 1} days before \`to\``),
  to: isoDate.optional().describe('Last day (Asia/Kolkata), inclusive; default today'),
});
export type PageViewReportQuery = z.infer<typeof pageViewReportQuerySchema>;

export const pageViewReportResponseSchema = z
  .object({
    status: z.literal('success'),
    from: z.string(),
    to: z.string(),
    /** Every Asia/Kolkata day of the range, in order. */
    days: z.array(z.string()),
    /** Each screen opened in the range, most viewed first; `labelKey` is the screen table's i18n key (null: not a screen). */
    screens: z.array(z.object({ path: z.string(), labelKey: z.string().nullable(), total: z.number().int() })),
    /** Views per Asia/Kolkata day and path (days without views are left out). */
    counts: z.array(z.object({ day: z.string(), path: z.string(), views: z.number().int() })),
    total: z.number().int(),
  })
  .meta({ id: 'PageViewReport' });
export type PageViewReport = z.infer<typeof pageViewReportResponseSchema>;

/** The columns of each CSV export, in order. */
export const SOIL_TEST_CSV_COLUMNS = [
  'id',
  'status',
  'started_at_utc',
  'started_at_kolkata',
  'user_email',
  'user_name',
  'device_id',
  'device_name',
  'farm_name',
  'soil_type',
  'depth_cm',
  'latitude',
  'longitude',
  'probe_placed',
  'placement_validated',
  'test_confirmed',
  'timer_started_at_utc',
  'timer_completed_at_utc',
  'duration_ms',
  'nitrogen',
  'phosphorus',
  'potassium',
  'moisture_percent',
  'temperature_c',
  'electrical_conductivity',
  'ph',
  'remarks',
  'results_source',
  'abort_reason',
  'aborted_at_utc',
  'device_error',
] as const;

export const PREDICTION_CSV_COLUMNS = [
  'id',
  'predicted_at_utc',
  'predicted_at_kolkata',
  'user_email',
  'user_name',
  'user_role',
  'temperature',
  'humidity',
  'moisture',
  'nitrogen',
  'phosphorus',
  'potassium',
  'crop_type',
  'soil_type',
  'model_type',
  'model_version',
  'fertilizer',
  'predicted_npk',
  'probability',
  'feedback_count',
] as const;

export const FEEDBACK_CSV_COLUMNS = [
  'id',
  'prediction_id',
  'created_at_utc',
  'created_at_kolkata',
  'expert_email',
  'expert_name',
  'score',
  'confidence_level',
  'comments',
  'alternative_npk',
  'agro_zone',
  'season',
  'status',
  'decided_at_utc',
  'decided_by_email',
  'prediction_fertilizer',
  'prediction_npk',
  'prediction_crop_type',
  'prediction_soil_type',
] as const;

export const PAGE_VIEW_CSV_COLUMNS = ['day_kolkata', 'path', 'screen', 'views'] as const;
