import { endpoint, endpointKey, errorResponses } from '../endpoint.js';
import { feedback } from './feedback.js';
import { sensors } from './sensors.js';
import { soilTests } from './soilTests.js';
import {
  pageViewReportQuerySchema,
  pageViewReportResponseSchema,
  predictionReportQuerySchema,
  sensorPdfQuerySchema,
  soilTestReportQuerySchema,
} from '../reports.js';
import { ADMIN_ROLES } from '../roles.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['reports'];
// Reports (issue 10): Admin exports and analytics; the sensor summary covers any device (staff see all farms).
const access = { roles: ADMIN_ROLES };
const CSV_NOTE =
  "RFC 4180 CSV (UTF-8, CRLF, a header row); text cells starting with = + - @, tab or CR are prefixed with '; " +
  'times are ISO UTC with an Asia/Kolkata column beside them. Streamed in pages: any size of export.';

/** The Reports screen (issue 10): PDF and CSV exports and page views (server: `apps/server/src/reports/`). */
export const reports = {
  sensorPdf: endpoint({
    method: 'GET',
    path: '/api/v1/reports/sensors.pdf',
    tags,
    summary: "A PDF summary of a device's readings over a range: counts, min/mean/max, charts of the daily means",
    description:
      'Aggregated in SQL per Asia/Kolkata day (the readings are not loaded), drawn in a worker thread in turn with the other accounts ' +
      '(beyond the per-account limit: 429 with Retry-After). The raw readings of the same range are `' +
      endpointKey(sensors.dataCsv) +
      '`. ' +
      'In English unless `language=hindi`.',
    query: sensorPdfQuerySchema,
    produces: ['application/pdf'],
    response: { ...errors, ...errorResponses(429) },
    access: { roles: ADMIN_ROLES, owner: 'ownDevice' },
  }),
  soilTestsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/reports/soil-tests.csv',
    tags,
    summary: 'Every soil test with all its fields (CSV), oldest first',
    description: `${CSV_NOTE} Filters: the Asia/Kolkata start day and the status. Each test's PDF report is \`${endpointKey(soilTests.report)}\`.`,
    query: soilTestReportQuerySchema,
    produces: ['text/csv'],
    response: { ...errors },
    access,
  }),
  predictionsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/reports/predictions.csv',
    tags,
    summary: 'Every fertilizer prediction with its inputs, answer, model, who asked and when (CSV), oldest first',
    description: `${CSV_NOTE} Crop recommendations are not stored (they are answered and forgotten), so only fertilizer predictions are listed.`,
    query: predictionReportQuerySchema,
    produces: ['text/csv'],
    response: { ...errors },
    access,
  }),
  feedbackCsv: endpoint({
    method: 'GET',
    path: '/api/v1/reports/feedback.csv',
    tags,
    summary: 'Every Expert feedback (all statuses) with the prediction it rates (CSV), oldest first',
    description: `${CSV_NOTE} The approved corrections as training rows are \`${endpointKey(feedback.export)}\`.`,
    produces: ['text/csv'],
    response: { ...errors },
    access,
  }),
  pageViews: endpoint({
    method: 'GET',
    path: '/api/v1/reports/page-views',
    tags,
    summary: 'Page views of the app per screen per Asia/Kolkata day',
    query: pageViewReportQuerySchema,
    response: { 200: pageViewReportResponseSchema, ...errors },
    access,
  }),
  pageViewsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/reports/page-views.csv',
    tags,
    summary: 'Page views per screen per Asia/Kolkata day (CSV)',
    description:
      'One row per day and path with views; `screen` is the English screen name key. Same range rules as `/api/v1/reports/page-views`.',
    query: pageViewReportQuerySchema,
    produces: ['text/csv'],
    response: { ...errors },
    access,
  }),
};
