import { endpoints, MAX_SOIL_TEST_IMAGES, resultsFieldsSchema, SOIL_TEST_IMAGE_CONTAINER, type SoilTestPlan } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError, notFound } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { registerRoutes } from '../http/routes.js';
import { registerRecordChecks } from '../access/records.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DeviceService } from '../sensors/devices.service.js';
import { ownDevice } from '../sensors/records.js';
import { fileKey } from '../storage/fileCatalog.js';
import { grantFor, type SignedLinks } from '../storage/signedLinks.js';
import type { FileStorage } from '../storage/storage.js';
import type { UserService } from '../users/users.service.js';
import type { PdfRenderer } from '../work/pdfPool.js';
import { correctionOf } from '../sensors/calibration.service.js';
import { planFromTest } from './plan.js';
import { prescriptionFileName, type PrescriptionTask } from './prescription.js';
import { ownTest, soilTestChecks } from './records.js';
import { reportFileName, type SoilTestReportTask } from './report.js';
import type { SoilTestService, Upload } from './soilTests.service.js';

export interface SoilTestDeps {
  tests: SoilTestService;
  links: SignedLinks;
  storage: FileStorage;
  users: UserService;
  devices: DeviceService;
  pdf: PdfRenderer<SoilTestReportTask | PrescriptionTask>;
}

export function soilTestRoutes(app: FastifyZodInstance, { tests, links, storage, users, devices, pdf }: SoilTestDeps) {
  /** The plan of a test (nothing stored), lab-corrected with its probe's current calibration. */
  const planOf = async (test: Parameters<typeof planFromTest>[0], query: Parameters<typeof planFromTest>[1]) => {
    const calibration = (await tests.calibrations([test.device_id])).get(test.device_id) ?? null;
    return planFromTest(test, query, correctionOf(calibration), calibration?.calibrated_at ?? null);
  };

  // Every handler of a test gets the row the guard loaded (`ownTest.of`): the test is read once a request.
  registerRecordChecks(app, soilTestChecks(tests));
  registerRoutes(app, endpoints.soilTests, {
    list: async (request, reply) => {
      const { total, data } = await tests.list(callerOf(request), request.query);
      return reply.header('x-total-count', String(total)).send(data);
    },
    sasToken: async (request) => {
      if (request.query.container !== SOIL_TEST_IMAGE_CONTAINER) throw notFound(`No container named ${request.query.container}.`);
      const caller = callerOf(request);
      return {
        status: 'success' as const,
        sas_token: links.token(grantFor(caller, request.query.container)),
      };
    },
    get: async (request) => ({ status: 'success' as const, data: await tests.describe(ownTest.of(request)) }),
    start: async (request) => {
      const test = await tests.start(callerOf(request), request.body, ownDevice.of(request));
      return { status: 'success' as const, test_id: test.id, test_status: test.status };
    },
    probe: async (request) => {
      const test = await tests.probe(ownTest.of(request), request.body.probe_placed, request.body.placement_validated);
      return { status: 'updated' as const, probe_placed: test.probePlaced, placement_validated: test.placementValidated };
    },
    confirm: async (request) => {
      const test = await tests.confirm(ownTest.of(request));
      return {
        status: 'timer_started' as const,
        test_status: 'running' as const,
        timer_started_at: test.timerStartedAt!.toISOString(),
        duration_ms: test.durationMs,
      };
    },
    abort: async (request) => {
      await tests.abort(callerOf(request), ownTest.of(request), request.body.reason);
      return { status: 'aborted' as const };
    },
    results: async (request) => {
      let fields: unknown = request.body ?? {};
      let image: Upload | null = null;
      if (request.isMultipart()) {
        // One photo of the result and the eight result fields (resultsFieldsSchema).
        const body = await readMultipart(request, { files: 1, fields: 8 });
        fields = body.fields;
        image = body.files[0] ? { filename: body.files[0].filename, bytes: body.files[0].bytes } : null;
      }
      const parsed = resultsFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError('VALIDATION_FAILED', `Invalid body: ${issue.path.join('.')}: ${issue.message}`);
      }
      await tests.submitResults(ownTest.of(request), parsed.data, image);
      return { status: 'completed' as const, test_status: 'complete' as const };
    },
    images: async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
      const { files } = await readMultipart(request, { files: MAX_SOIL_TEST_IMAGES, fields: 0 });
      if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'No image in the upload.');
      return { status: 'success' as const, data: await tests.addImages(ownTest.of(request), files) };
    },
    plan: async (request) => {
      const test = await tests.describe(ownTest.of(request));
      return { status: 'success' as const, data: await planOf(test, request.query) };
    },
    prescription: async (request, reply) => {
      const caller = callerOf(request);
      const test = await tests.describe(ownTest.of(request));
      const { lang, ...query } = request.query;
      // The plan of the same query, computed again (never stored): every number on the page is the plan's.
      const plan = await planOf(test, query);
      const owner = await users.byId(test.user_id);
      const row = await devices.exists(test.device_id);
      const device = row ? await devices.describe(row) : null;
      const generatedAt = new Date();
      const bytes = await pdf.render(caller.userId, {
        kind: 'prescription',
        test,
        options: {
          language: lang,
          plan,
          generatedAt,
          ownerName: owner?.display_name ?? '',
          deviceName: device?.name ?? '',
          farmName: device?.farmName ?? '',
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${prescriptionFileName(test, plan, generatedAt)}"`)
        .send(bytes as never);
    },
    report: async (request, reply) => {
      const caller = callerOf(request);
      const test = await tests.describe(ownTest.of(request));
      const { lang, crop, area, area_unit, soil_type } = request.query;
      // The plan, once the farmer made one, travels with the report (issue 39); computed again, never stored.
      const plan: SoilTestPlan | null = crop ? await planOf(test, { crop, area, area_unit, soil_type }) : null;
      const owner = await users.byId(test.user_id);
      const device = await devices.exists(test.device_id);
      const images = await Promise.all(
        test.images.map(async (img) => ({ bytes: await storage.get(fileKey(img.url)), contentType: img.content_type })),
      );
      const generatedAt = new Date();
      const bytes = await pdf.render(caller.userId, {
        kind: 'soil-test',
        test,
        options: {
          language: lang,
          images,
          plan,
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
  });
}
