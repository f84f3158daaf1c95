import {
  abortRequestSchema,
  abortResponseSchema,
  confirmRequestSchema,
  confirmResponseSchema,
  errorResponseSchema,
  probeRequestSchema,
  probeResponseSchema,
  resultsFieldsSchema,
  resultsResponseSchema,
  sasTokenQuerySchema,
  sasTokenResponseSchema,
  SOIL_TEST_IMAGE_CONTAINER,
  soilTestListQuerySchema,
  soilTestParamsSchema,
  soilTestResponseSchema,
  soilTestSchema,
  startSoilTestRequestSchema,
  startSoilTestResponseSchema,
} from '@agrim/contracts';
import { z } from 'zod';
import { callerOf } from '../access/guard.js';
import type { UserService } from '../users/users.service.js';
import { AppError, notFound } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DeviceService } from '../sensors/devices.service.js';
import { grantFor, type SignedLinks } from '../storage/signedLinks.js';
import type { FileStorage } from '../storage/storage.js';
import type { PdfRenderer } from '../work/pdfPool.js';
import { reportFileName } from './report.js';
import type { SoilTestService, Upload } from './soilTests.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const multipartNote = 'Send multipart/form-data (or JSON without the image).';

export interface SoilTestDeps {
  tests: SoilTestService;
  links: SignedLinks;
  storage: FileStorage;
  users: UserService;
  devices: DeviceService;
  pdf: PdfRenderer;
}

export function soilTestRoutes(app: FastifyZodInstance, { tests, links, storage, users, devices, pdf }: SoilTestDeps) {
  app.get(
    '/api/v1/soil_test',
    {
      schema: {
        tags: ['soil tests'],
        summary: "The caller's soil tests, newest first (staff: everyone's)",
        description: 'Answers the array of the spec; the total for paging is in the X-Total-Count header.',
        querystring: soilTestListQuerySchema,
        response: { 200: z.array(soilTestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { total, data } = await tests.list(callerOf(request), request.query);
      return reply.header('x-total-count', String(total)).send(data);
    },
  );

  app.get(
    '/api/v1/soil_test/generate-sas-token',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'A time-limited signature to append to soil test image URLs (10 minutes, and no longer than the session that asked)',
        querystring: sasTokenQuerySchema,
        response: { 200: sasTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.query.container !== SOIL_TEST_IMAGE_CONTAINER) throw notFound(`No container named ${request.query.container}.`);
      const caller = callerOf(request);
      return {
        status: 'success' as const,
        sas_token: links.token(grantFor(caller, request.query.container)),
      };
    },
  );

  app.get(
    '/api/v1/soil_test/:id',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'One soil test',
        params: soilTestParamsSchema,
        response: { 200: soilTestResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await tests.get(callerOf(request), request.params.id) }),
  );

  app.post(
    '/api/v1/soil_test/start',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'Start a soil test (soil type required)',
        body: startSoilTestRequestSchema,
        response: { 200: startSoilTestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const test = await tests.start(callerOf(request), request.body);
      return { status: 'success' as const, test_id: test.id, test_status: test.status };
    },
  );

  app.put(
    '/api/v1/soil_test/:id/probe',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'The probe is in the soil',
        params: soilTestParamsSchema,
        body: probeRequestSchema,
        response: { 200: probeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const test = await tests.probe(callerOf(request), request.params.id, request.body.probe_placed, request.body.placement_validated);
      return { status: 'updated' as const, probe_placed: test.probePlaced, placement_validated: test.placementValidated };
    },
  );

  app.put(
    '/api/v1/soil_test/:id/confirm',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'Start the timed run (also the Retry after a device fault)',
        params: soilTestParamsSchema,
        body: confirmRequestSchema,
        response: { 200: confirmResponseSchema, ...errors },
      },
    },
    async (request) => {
      const test = await tests.confirm(callerOf(request), request.params.id);
      return {
        status: 'timer_started' as const,
        test_status: 'running' as const,
        timer_started_at: test.timerStartedAt!.toISOString(),
        duration_ms: test.durationMs,
      };
    },
  );

  app.put(
    '/api/v1/soil_test/:id/abort',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'Cancel a test in progress, with a reason',
        params: soilTestParamsSchema,
        body: abortRequestSchema,
        response: { 200: abortResponseSchema, ...errors },
      },
    },
    async (request) => {
      await tests.abort(callerOf(request), request.params.id, request.body.reason);
      return { status: 'aborted' as const };
    },
  );

  app.put(
    '/api/v1/soil_test/:id/results',
    {
      schema: {
        tags: ['soil tests'],
        summary:
          'Results at the end of the countdown: n, p, k, moisture_percent, temperature_c, electrical_conductivity, ph, remarks, optional image',
        description: `${multipartNote} Accepted once, when the time is up; the server records them itself if no client does.`,
        params: soilTestParamsSchema,
        response: { 200: resultsResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request) => {
      let fields: unknown = request.body ?? {};
      let image: Upload | null = null;
      if (request.isMultipart()) {
        const body = await readMultipart(request);
        fields = body.fields;
        image = body.files[0] ? { filename: body.files[0].filename, bytes: body.files[0].bytes } : null;
      }
      const parsed = resultsFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError('VALIDATION_FAILED', `Invalid body: ${issue.path.join('.')}: ${issue.message}`);
      }
      await tests.submitResults(callerOf(request), request.params.id, parsed.data, image);
      return { status: 'completed' as const, test_status: 'complete' as const };
    },
  );

  app.post(
    '/api/v1/soil_test/:id/images',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'Add soil images (multipart, JPEG/PNG/WebP checked by content, 8 MiB each, 5 per test)',
        params: soilTestParamsSchema,
        response: { 200: soilTestResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
      const { files } = await readMultipart(request);
      if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'No image in the upload.');
      return { status: 'success' as const, data: await tests.addImages(callerOf(request), request.params.id, files) };
    },
  );

  app.get(
    '/api/v1/soil_test/:id/report',
    {
      schema: {
        tags: ['soil tests'],
        summary: 'The soil testing report as a PDF (A4)',
        params: soilTestParamsSchema,
        querystring: z.object({ lang: z.enum(['en', 'hi']).default('en') }),
        description: 'Drawn in a worker thread, in turn with the other accounts: beyond the per-account limit, 429 with Retry-After.',
        produces: ['application/pdf'],
        response: { ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const test = await tests.get(caller, request.params.id);
      const owner = await users.byId(test.user_id);
      const device = await devices.exists(test.device_id);
      const images = await Promise.all(
        test.images.map(async (img) => ({ bytes: await storage.get(img.url.replace('/api/files/', '')), contentType: img.content_type })),
      );
      const generatedAt = new Date();
      const bytes = await pdf.render(caller.userId, {
        kind: 'soil-test',
        test,
        options: {
          language: request.query.lang,
          images,
          generatedAt,
          ownerName: owner?.display_name ?? '',
          deviceName: device?.name ?? '',
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName(test, generatedAt)}"`)
        .send(bytes as never);
    },
  );
}
