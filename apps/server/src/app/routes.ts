import { FEEDBACK_CONTAINER, PROFILE_CONTAINER } from '@agrim/contracts';
import { alertRoutes } from '../alerts/routes.js';
import { auditRoutes } from '../audit/routes.js';
import { authRoutes } from '../auth/routes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { datasetRoutes } from '../datasets/routes.js';
import { feedbackRoutes } from '../feedback/routes.js';
import { forecastRoutes } from '../forecasts/routes.js';
import { healthRoutes } from '../health/routes.js';
import { IdempotencyKeys } from '../http/idempotency.js';
import type { FastifyZodInstance } from '../http/types.js';
import { IMAGE_ANALYSIS_CONTAINER } from '../imageAnalysis/analysis.service.js';
import { imageAnalysisRoutes } from '../imageAnalysis/routes.js';
import { pageViewRoutes } from '../pageViews/routes.js';
import { profileRoutes } from '../profile/routes.js';
import { recommendationRoutes } from '../recommendations/routes.js';
import { ReportFiles } from '../reports/reportFiles.js';
import { ReportService } from '../reports/reports.service.js';
import { reportRoutes } from '../reports/routes.js';
import { sensorRoutes } from '../sensors/routes.js';
import { smsRoutes } from '../sms/routes.js';
import { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import { PhAnalysisService } from '../soilAnalysis/ph.service.js';
import { soilAnalysisRoutes } from '../soilAnalysis/routes.js';
import { soybeanRoutes } from '../soybean/routes.js';
import { soilTestRoutes } from '../soilTests/routes.js';
import { fileRoutes } from '../storage/routes.js';
import { userRoutes } from '../users/routes.js';
import type { Wiring } from './services.js';

/**
 * Every catalogue group's routes, each handed the services it uses and nothing else, so a group's
 * dependencies read off its line. What holds no state beyond the database (report and soil-analysis
 * queries, the Idempotency-Key store) is made here, beside the routes that use it.
 */
export function registerApi(app: FastifyZodInstance, config: Config, database: Database, wiring: Wiring, version: string) {
  const { services: s, storage, links, catalog, calibration, pdf, datasetImports } = wiring;
  const { db } = database;
  healthRoutes(app, { pingDatabase: () => database.ping(), mqtt: s.mqtt, version });
  const cookie = {
    secure: config.COOKIE_SECURE === 'auto' ? ('auto' as const) : config.COOKIE_SECURE === 'true',
    maxAgeDays: config.REFRESH_TOKEN_TTL_DAYS,
  };
  authRoutes(app, s.auth, cookie);
  smsRoutes(app, s.smsCodes, s.auth, cookie);
  userRoutes(app, s.users);
  pageViewRoutes(app, db);
  sensorRoutes(
    app,
    {
      devices: s.devices,
      farms: s.farms,
      ingest: s.ingest,
      queries: s.queries,
      fertigation: s.fertigation,
      calibration,
      bus: s.bus,
      sessions: s.sessions,
    },
    config.INGEST_BODY_LIMIT_BYTES,
  );
  soilTestRoutes(app, { tests: s.soilTests, links, storage, users: s.users, devices: s.devices, pdf });
  // One store of Idempotency-Key answers, shared by the three groups whose uploads take the header.
  const idempotency = new IdempotencyKeys(db);
  recommendationRoutes(app, {
    fertilizer: s.fertilizer,
    advice: s.advice,
    cards: s.cards,
    devices: s.devices,
    queries: s.queries,
    reportUrl: config.CROP_REPORT_URL ?? null,
    idempotency,
  });
  feedbackRoutes(app, s.feedback, idempotency);
  profileRoutes(app, s.profiles);
  imageAnalysisRoutes(app, { analysis: s.imageAnalysis, registry: s.imageModels, training: s.training, audit: s.audit, idempotency });
  datasetRoutes(app, s.datasets, datasetImports);
  forecastRoutes(app, s.forecasts);
  const reports = new ReportService(db);
  reportRoutes(app, { reports, files: new ReportFiles(reports, s.devices, s.queries, pdf), devices: s.devices });
  auditRoutes(app, s.audit);
  alertRoutes(app, { rules: s.alertRules, alarms: s.alarms, notifier: s.notifier, bus: s.bus, sessions: s.sessions });
  soilAnalysisRoutes(app, { devices: s.devices, queries: s.queries, analysis: new SoilAnalysisService(db), ph: new PhAnalysisService(db) });
  soybeanRoutes(app, { db, devices: s.devices, queries: s.queries, analysis: new SoilAnalysisService(db), fertigation: s.fertigation });
  fileRoutes(app, {
    links,
    sessions: s.sessions,
    storage,
    catalog,
    sasContainers: [FEEDBACK_CONTAINER, PROFILE_CONTAINER, IMAGE_ANALYSIS_CONTAINER],
  });
}
