import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { isoDate } from './sensors.js';
import { soilTestPlanQuerySchema, soilTestRatingsSchema } from './soilTestPlan.js';

/** Spec 4: stored statuses, and the words each step answers with. */
export const SOIL_TEST_STATUSES = ['started', 'running', 'complete', 'aborted'] as const;
export type SoilTestStatus = (typeof SOIL_TEST_STATUSES)[number];
export const SOIL_TEST_DURATION_MS = 300_000;
export const SOIL_TEST_PAGE_SIZES = [10, 25, 50] as const;
export const SOIL_TEST_IMAGE_CONTAINER = 'soil-test-agrim';
export const MAX_SOIL_TEST_IMAGES = 5;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const DEVICE_OFFLINE_MESSAGE = 'Device is offline';
export const DEVICE_ERROR_MESSAGE = 'There was an unexpected error. Please try again.';
export const SOIL_TYPE_REQUIRED = 'Soil Type is required.';
export const TEST_COMPLETED_REMARK = 'Test completed successfully';
export const SOIL_TEST_TIPS_COUNT = 7;

const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(min).max(max).optional(),
  );

/** Spec 7: the original client sends the soil type twice (soiltype and soil_type) and a fixed user_id, which is ignored. */
export const startSoilTestRequestSchema = z
  .object({
    soiltype: z.string().trim().max(60).optional(),
    soil_type: z.string().trim().max(60).optional(),
    user_id: z.unknown().optional().describe('Ignored: a test belongs to the signed-in caller'),
    depth_cm: optionalNumber(0, 500),
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
    deviceId: z.uuid().optional().describe("The probe to use; default: the caller's most recently active device"),
  })
  .meta({ id: 'StartSoilTestRequest' });

export const startSoilTestResponseSchema = z
  .object({ status: z.literal('success'), test_id: z.number().int(), test_status: z.enum(SOIL_TEST_STATUSES) })
  .meta({ id: 'StartSoilTestResponse' });

export const probeRequestSchema = z.object({ probe_placed: z.boolean(), placement_validated: z.boolean() }).meta({ id: 'ProbeRequest' });
export const probeResponseSchema = z
  .object({ status: z.literal('updated'), probe_placed: z.boolean(), placement_validated: z.boolean() })
  .meta({ id: 'ProbeResponse' });

export const confirmRequestSchema = z.object({ test_confirmed: z.literal(true) }).meta({ id: 'ConfirmRequest' });
export const confirmResponseSchema = z
  .object({
    status: z.literal('timer_started'),
    test_status: z.literal('running'),
    timer_started_at: z.iso.datetime(),
    duration_ms: z.number().int(),
  })
  .meta({ id: 'ConfirmResponse' });

export const abortRequestSchema = z.object({ reason: z.string().trim().max(500).default('') }).meta({ id: 'AbortRequest' });
export const abortResponseSchema = z.object({ status: z.literal('aborted') }).meta({ id: 'AbortResponse' });

/** Results as multipart fields (strings) or JSON numbers. */
export const resultsFieldsSchema = z.object({
  n: optionalNumber(0, 1999),
  p: optionalNumber(0, 1999),
  k: optionalNumber(0, 1999),
  moisture_percent: optionalNumber(0, 100),
  temperature_c: optionalNumber(-40, 80),
  electrical_conductivity: optionalNumber(0, 20000),
  ph: optionalNumber(0, 14),
  remarks: z.string().trim().max(500).optional(),
});
export const resultsResponseSchema = z
  .object({ status: z.literal('completed'), test_status: z.literal('complete') })
  .meta({ id: 'ResultsResponse' });

export const soilTestImageSchema = z.object({
  id: z.string(),
  url: z.string().describe('Append the sas_token query string'),
  content_type: z.string(),
});

/** A soil test record with the field names of spec 3. */
export const soilTestSchema = z
  .object({
    id: z.number().int(),
    user_id: z.string(),
    device_id: z.string(),
    test_start_time: z.iso.datetime(),
    soil_type: z.string(),
    depth_cm: z.number().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    image_url: z.string().nullable().describe('First image; append the sas_token query string'),
    images: z.array(soilTestImageSchema),
    probe_placed: z.boolean(),
    placement_validated: z.boolean(),
    test_confirmed: z.boolean(),
    timer_started_at: z.iso.datetime().nullable(),
    timer_ends_at: z.iso.datetime().nullable(),
    timer_completed_at: z.iso.datetime().nullable(),
    duration_ms: z.number().int(),
    n: z.number().nullable(),
    p: z.number().nullable(),
    k: z.number().nullable(),
    moisture_percent: z.number().nullable(),
    temperature_c: z.number().nullable(),
    electrical_conductivity: z.number().nullable(),
    ph: z.number().nullable(),
    remarks: z.string().nullable(),
    abort_reason: z.string().nullable(),
    device_error: z.string().nullable().describe("'Device is offline' or the generic device error while running; Retry re-sends confirm"),
    test_status: z.enum(SOIL_TEST_STATUSES),
    ratings: soilTestRatingsSchema
      .nullable()
      .describe('Issue 39: each reading rated in words (null until the test is complete); the values stay as measured above'),
  })
  .meta({ id: 'SoilTest' });
export type SoilTest = z.infer<typeof soilTestSchema>;

export const soilTestListQuerySchema = z.object({
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  status: z.enum(SOIL_TEST_STATUSES).optional(),
  user_id: z
    .string()
    .max(64)
    .optional()
    .describe('Staff only: one account’s tests (an id that is no account’s lists nothing; farmers always get their own)'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

export const soilTestParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const soilTestResponseSchema = z.object({ status: z.literal('success'), data: soilTestSchema }).meta({ id: 'SoilTestResponse' });
/** The language of the PDF report; with `crop` (and the area) the report carries the plan made from the test (issue 39). */
export const soilTestPdfQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
  crop: soilTestPlanQuerySchema.shape.crop.optional(),
  area: soilTestPlanQuerySchema.shape.area,
  area_unit: soilTestPlanQuerySchema.shape.area_unit,
  soil_type: soilTestPlanQuerySchema.shape.soil_type,
});
