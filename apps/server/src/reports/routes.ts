import {
  endpoints,
  FEEDBACK_CSV_COLUMNS,
  kolkataDay,
  languageOfWord,
  PAGE_VIEW_CSV_COLUMNS,
  PREDICTION_CSV_COLUMNS,
  SOIL_TEST_CSV_COLUMNS,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';
import { kolkataTime } from '../lib/time.js';
import { csvChunks, csvLine, csvRows, sendCsv } from '../lib/csv.js';
import type { ReportService } from './reports.service.js';
import type { PdfRenderer } from '../work/pdfPool.js';
import { sensorPdfFileName, type SensorSummaryTask } from './sensorPdf.js';
import { deviceOf } from '../sensors/records.js';

export interface ReportDeps {
  reports: ReportService;
  devices: DeviceService;
  queries: ReadingQueryService;
  pdf: PdfRenderer<SensorSummaryTask>;
}

/** The Reports screen (issue 10): Admin and superAdmin. */
export function reportRoutes(app: FastifyZodInstance, d: ReportDeps) {
  registerRoutes(app, endpoints.reports, {
    sensorPdf: async (request, reply) => {
      const caller = callerOf(request);
      const device = await deviceOf(request, d.devices);
      const now = new Date();
      const range = d.queries.dayRange(request.query.startOffset, request.query.endOffset, now);
      const fromDay = kolkataDay(range.start);
      const toDay = kolkataDay(new Date(range.end.getTime() - 1));
      const [summary, described] = await Promise.all([d.reports.sensorSummary(device.id, range), d.devices.describe(device, now)]);
      const pdf = await d.pdf.render(caller.userId, {
        kind: 'sensor-summary',
        summary,
        options: {
          deviceName: described.name,
          farmName: described.farmName,
          fromDay,
          toDay,
          generatedAt: now,
          language: languageOfWord(request.query.language),
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${sensorPdfFileName(device.id, fromDay, toDay)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
    soilTestsCsv: async (request, reply) => {
      const pages = d.reports.soilTestPages(request.query);
      const chunks = csvChunks(SOIL_TEST_CSV_COLUMNS, pages, ({ test: t, email, name, deviceName, farmName }) => [
        t.id,
        t.status,
        t.startedAt,
        kolkataTime(t.startedAt),
        email,
        name,
        t.deviceId,
        deviceName,
        farmName,
        t.soilType,
        t.depthCm,
        t.latitude,
        t.longitude,
        t.probePlaced,
        t.placementValidated,
        t.testConfirmed,
        t.timerStartedAt,
        t.timerCompletedAt,
        t.durationMs,
        t.n,
        t.p,
        t.k,
        t.moisturePercent,
        t.temperatureC,
        t.electricalConductivity,
        t.ph,
        t.remarks,
        t.resultsSource,
        t.abortReason,
        t.abortedAt,
        t.deviceError,
      ]);
      return sendCsv(reply, `agrim-soil-tests-${kolkataDay(new Date())}.csv`, chunks);
    },
    predictionsCsv: async (request, reply) => {
      const chunks = csvChunks(
        PREDICTION_CSV_COLUMNS,
        d.reports.predictionPages(request.query),
        ({ prediction: p, email, name, role, feedback }) => [
          p.id,
          p.predictedAt,
          kolkataTime(p.predictedAt),
          email,
          name,
          role,
          p.temperature,
          p.humidity,
          p.moisture,
          p.nitrogen,
          p.phosphorus,
          p.potassium,
          p.cropType,
          p.soilType,
          p.modelType,
          p.modelVersion,
          p.fertilizer,
          p.predictedNpk,
          p.probability,
          feedback,
        ],
      );
      return sendCsv(reply, `agrim-fertilizer-predictions-${kolkataDay(new Date())}.csv`, chunks);
    },
    feedbackCsv: async (_request, reply) => {
      const chunks = csvChunks(FEEDBACK_CSV_COLUMNS, d.reports.feedbackPages(), (r) => [
        r.feedback.id,
        r.feedback.predictionId,
        r.feedback.createdAt,
        kolkataTime(r.feedback.createdAt),
        r.email,
        r.name,
        r.feedback.score,
        r.feedback.confidenceLevel,
        r.feedback.comments,
        r.feedback.alternativeNpk,
        r.feedback.agroZone,
        r.feedback.season,
        r.feedback.status,
        r.feedback.decidedAt,
        r.deciderEmail,
        r.fertilizer,
        r.npk,
        r.cropType,
        r.soilType,
      ]);
      return sendCsv(reply, `agrim-expert-feedback-${kolkataDay(new Date())}.csv`, chunks);
    },
    pageViews: async (request) => ({ status: 'success' as const, ...(await d.reports.pageViews(request.query.from, request.query.to)) }),
    pageViewsCsv: async (request, reply) => {
      const report = await d.reports.pageViews(request.query.from, request.query.to);
      const labels = new Map(report.screens.map((s) => [s.path, s.labelKey]));
      async function* chunks() {
        yield csvLine(PAGE_VIEW_CSV_COLUMNS);
        yield csvRows(report.counts.map((c) => [c.day, c.path, labels.get(c.path) ?? '', c.views]));
      }
      return sendCsv(reply, `agrim-page-views-${report.from}-to-${report.to}.csv`, chunks());
    },
  });
}
