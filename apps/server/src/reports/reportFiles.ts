import {
  FEEDBACK_CSV_COLUMNS,
  kolkataDay,
  languageOfWord,
  PAGE_VIEW_CSV_COLUMNS,
  PREDICTION_CSV_COLUMNS,
  type PredictionReportQuery,
  SOIL_TEST_CSV_COLUMNS,
  type SensorPdfQuery,
  type SoilTestReportQuery,
} from '@agrim/contracts';
import { csvChunks, csvLine, csvRows } from '../lib/csv.js';
import { kolkataTime } from '../lib/time.js';
import type { DeviceRow, DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';
import type { PdfRenderer } from '../work/pdfPool.js';
import type { ReportService } from './reports.service.js';
import { sensorPdfFileName, type SensorSummaryTask } from './sensorPdf.js';

/** A CSV export: its download name and its text, read from the database page by page as the client takes it. */
export interface CsvFile {
  fileName: string;
  chunks: AsyncIterable<string>;
}

/**
 * The files of the Reports screen (issue 10), each assembled from the report queries: which columns a
 * CSV has and in what order, what the sensor PDF is told, and each file's name. Kept out of the
 * handlers so they only read the request and send the file, and so a column change is made here.
 */
export class ReportFiles {
  constructor(
    private readonly reports: ReportService,
    private readonly devices: DeviceService,
    private readonly queries: ReadingQueryService,
    private readonly pdf: PdfRenderer<SensorSummaryTask>,
  ) {}

  /** A device's readings over the asked days as a PDF, drawn in the worker pool in turn with the caller's other PDFs. */
  async sensorPdf(account: string, device: DeviceRow, query: SensorPdfQuery, now = new Date()) {
    const range = this.queries.dayRange(query.startOffset, query.endOffset, now);
    const fromDay = kolkataDay(range.start);
    const toDay = kolkataDay(new Date(range.end.getTime() - 1));
    const [summary, described] = await Promise.all([this.reports.sensorSummary(device.id, range), this.devices.describe(device, now)]);
    const pdf = await this.pdf.render(account, {
      kind: 'sensor-summary',
      summary,
      options: {
        deviceName: described.name,
        farmName: described.farmName,
        fromDay,
        toDay,
        generatedAt: now,
        language: languageOfWord(query.language),
      },
    });
    return { fileName: sensorPdfFileName(device.id, fromDay, toDay), pdf };
  }

  soilTestsCsv(query: SoilTestReportQuery): CsvFile {
    const chunks = csvChunks(SOIL_TEST_CSV_COLUMNS, this.reports.soilTestPages(query), ({ test: t, email, name, deviceName, farmName }) => [
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
    return { fileName: `agrim-soil-tests-${kolkataDay(new Date())}.csv`, chunks };
  }

  predictionsCsv(query: PredictionReportQuery): CsvFile {
    const chunks = csvChunks(
      PREDICTION_CSV_COLUMNS,
      this.reports.predictionPages(query),
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
    return { fileName: `agrim-fertilizer-predictions-${kolkataDay(new Date())}.csv`, chunks };
  }

  feedbackCsv(): CsvFile {
    const chunks = csvChunks(FEEDBACK_CSV_COLUMNS, this.reports.feedbackPages(), (r) => [
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
    return { fileName: `agrim-expert-feedback-${kolkataDay(new Date())}.csv`, chunks };
  }

  /** Page views per day and screen, with each screen's label key, over the days asked (the report's defaults otherwise). */
  async pageViewsCsv(fromDay: string | undefined, toDay: string | undefined): Promise<CsvFile> {
    const report = await this.reports.pageViews(fromDay, toDay);
    const labels = new Map(report.screens.map((s) => [s.path, s.labelKey]));
    async function* chunks() {
      yield csvLine(PAGE_VIEW_CSV_COLUMNS);
      yield csvRows(report.counts.map((c) => [c.day, c.path, labels.get(c.path) ?? '', c.views]));
    }
    return { fileName: `agrim-page-views-${report.from}-to-${report.to}.csv`, chunks: chunks() };
  }
}
