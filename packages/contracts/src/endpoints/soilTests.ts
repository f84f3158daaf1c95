import { z } from 'zod';
import { endpoint, errorResponses } from '../endpoint.js';
import { FARM_ROLES } from '../roles.js';
import {
  abortRequestSchema,
  abortResponseSchema,
  confirmRequestSchema,
  confirmResponseSchema,
  probeRequestSchema,
  probeResponseSchema,
  resultsResponseSchema,
  soilTestListQuerySchema,
  soilTestParamsSchema,
  soilTestPdfQuerySchema,
  soilTestResponseSchema,
  soilTestSchema,
  startSoilTestRequestSchema,
  startSoilTestResponseSchema,
} from '../soilTests.js';
import { sasTokenQuerySchema, sasTokenResponseSchema } from '../storage.js';
import { soilTestPlanQuerySchema, soilTestPlanResponseSchema, soilTestPrescriptionQuerySchema } from '../soilTestPlan.js';

/** The roles with farms and probes: farmers, and the Admins who run tests with them. */

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(413, 415);
const tags = ['soil tests'];
const ownTest = { roles: FARM_ROLES, owner: 'ownTest' } as const;
const multipartNote = 'Send multipart/form-data (or JSON without the image).';

/** The soil test flow of spec 4: start, probe, confirm, results or abort; images and the PDF report (server: `apps/server/src/soilTests/`). */
export const soilTests = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/soil_test',
    tags,
    summary: "The caller's soil tests, newest first (staff: everyone's)",
    description: 'Answers the array of the spec; the total for paging is in the X-Total-Count header.',
    query: soilTestListQuerySchema,
    response: { 200: z.array(soilTestSchema), ...errors },
    access: { roles: FARM_ROLES, owner: 'ownTests' },
  }),
  sasToken: endpoint({
    method: 'GET',
    path: '/api/v1/soil_test/generate-sas-token',
    tags,
    summary: 'A time-limited signature to append to soil test image URLs (10 minutes, and no longer than the session that asked)',
    query: sasTokenQuerySchema,
    response: { 200: sasTokenResponseSchema, ...errors },
    access: { roles: FARM_ROLES, owner: 'ownTestLinks' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/soil_test/:id',
    tags,
    summary: 'One soil test',
    params: soilTestParamsSchema,
    response: { 200: soilTestResponseSchema, ...errors },
    access: ownTest,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/v1/soil_test/start',
    tags,
    summary: 'Start a soil test (soil type required)',
    body: startSoilTestRequestSchema,
    response: { 200: startSoilTestResponseSchema, ...errors },
    access: { roles: FARM_ROLES, owner: 'ownProbe' },
  }),
  probe: endpoint({
    method: 'PUT',
    path: '/api/v1/soil_test/:id/probe',
    tags,
    summary: 'The probe is in the soil',
    params: soilTestParamsSchema,
    body: probeRequestSchema,
    response: { 200: probeResponseSchema, ...errors },
    access: ownTest,
  }),
  confirm: endpoint({
    method: 'PUT',
    path: '/api/v1/soil_test/:id/confirm',
    tags,
    summary: 'Start the timed run (also the Retry after a device fault)',
    params: soilTestParamsSchema,
    body: confirmRequestSchema,
    response: { 200: confirmResponseSchema, ...errors },
    access: ownTest,
  }),
  abort: endpoint({
    method: 'PUT',
    path: '/api/v1/soil_test/:id/abort',
    tags,
    summary: 'Cancel a test in progress, with a reason',
    params: soilTestParamsSchema,
    body: abortRequestSchema,
    response: { 200: abortResponseSchema, ...errors },
    access: ownTest,
  }),
  /** The fields (`resultsFieldsSchema`) come as multipart or JSON: the handler reads and checks them itself. */
  results: endpoint({
    method: 'PUT',
    path: '/api/v1/soil_test/:id/results',
    tags,
    summary:
      'Results at the end of the countdown: n, p, k, moisture_percent, temperature_c, electrical_conductivity, ph, remarks, optional image',
    description: `${multipartNote} Accepted once, when the time is up; the server records them itself if no client does.`,
    params: soilTestParamsSchema,
    response: { 200: resultsResponseSchema, ...errors, ...uploadErrors },
    access: ownTest,
  }),
  images: endpoint({
    method: 'POST',
    path: '/api/v1/soil_test/:id/images',
    tags,
    summary: 'Add soil images (multipart, JPEG/PNG/WebP checked by content, 8 MiB each, 5 per test)',
    params: soilTestParamsSchema,
    response: { 200: soilTestResponseSchema, ...errors, ...uploadErrors },
    access: ownTest,
  }),
  plan: endpoint({
    method: 'GET',
    path: '/api/v1/soil_test/:id/plan',
    tags,
    summary: 'A fertilizer plan from a completed soil test, for a crop and an area (issue 39)',
    description:
      'The one planner of the fertilizer advice and the Nutrient Calculator (packages/agronomy `planNutrients`), fed with the ' +
      "test's N, P, K and pH, corrected by the probe's lab calibration when it has one (`corrected`). `buy`: the products and " +
      'bags for the whole area; `when`: the crop’s splits with what to apply at each. A test that is not complete is 409; a ' +
      'soil type outside the five needs `soil_type`.',
    params: soilTestParamsSchema,
    query: soilTestPlanQuerySchema,
    response: { 200: soilTestPlanResponseSchema, ...errors },
    access: ownTest,
  }),
  prescription: endpoint({
    method: 'GET',
    path: '/api/v1/soil_test/:id/prescription',
    tags,
    summary: 'The plan from a soil test as a one-page prescription PDF (A4), in English or Hindi (issue 39)',
    description:
      'What to buy (kg and bags for the whole area), when to apply it, for which field (farm and probe) and crop, from which ' +
      'test (id and date, Asia/Kolkata), with the values used and the sources named. Every number is the `plan` endpoint’s ' +
      'for the same query; the numbers print alike in both languages. Always one page. Drawn in a worker thread, in turn ' +
      'with the other accounts (429 with Retry-After beyond the per-account limit); a test that is not complete is 409.',
    produces: ['application/pdf'],
    params: soilTestParamsSchema,
    query: soilTestPrescriptionQuerySchema,
    response: { ...errors, ...errorResponses(429) },
    access: ownTest,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/v1/soil_test/:id/report',
    tags,
    summary: 'The soil testing report as a PDF (A4)',
    description: 'Drawn in a worker thread, in turn with the other accounts: beyond the per-account limit, 429 with Retry-After.',
    produces: ['application/pdf'],
    params: soilTestParamsSchema,
    query: soilTestPdfQuerySchema,
    response: { ...errors, ...errorResponses(429) },
    access: ownTest,
  }),
};
