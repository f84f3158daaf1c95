import { existsSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { FEEDBACK_CONTAINER, PROFILE_CONTAINER, SOIL_TEST_IMAGE_CONTAINER } from '@agrim/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installAccessGuard } from './access/guard.js';
import { AlarmService } from './alerts/alarms.service.js';
import { AlarmEvaluation } from './alerts/evaluation.js';
import { Channels } from './alerts/channels.js';
import { AlertNotifier } from './alerts/notifications.service.js';
import { alertRoutes } from './alerts/routes.js';
import { AlertRuleService } from './alerts/rules.service.js';
import { smppSettings } from './sms/settings.js';
import { SmsSender } from './sms/sms.service.js';
import { SmsCodeService } from './sms/codes.service.js';
import { smsRoutes } from './sms/routes.js';
import { AuditService } from './audit/audit.service.js';
import { installRequestContext } from './audit/requestContext.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { AuthService } from './auth/auth.service.js';
import { SessionState } from './auth/sessionState.js';
import { AccessTokens, loadSigningKey } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { DatasetService } from './datasets/datasets.service.js';
import { DatasetImportJobs } from './datasets/importJobs.js';
import { datasetRoutes } from './datasets/routes.js';
import { FeedbackService } from './feedback/feedback.service.js';
import { ForecastService } from './forecasts/forecasts.service.js';
import { forecastRoutes } from './forecasts/routes.js';
import { healthRoutes } from './health/routes.js';
import { IMAGE_ANALYSIS_CONTAINER, ImageAnalysisService } from './imageAnalysis/analysis.service.js';
import { imageAnalysisRoutes } from './imageAnalysis/routes.js';
import { ModelSync } from './imageAnalysis/modelSync.js';
import { ImageModelRegistry } from './imageAnalysis/modelRegistry.js';
import { TrainingService } from './imageAnalysis/training.service.js';
import { DurableQueue } from './work/durableQueue.js';
import { feedbackRoutes } from './feedback/routes.js';
import { installUploads } from './http/multipart.js';
import { UploadBudget } from './http/uploadBudget.js';
import { IdempotencyKeys } from './http/idempotency.js';
import { frameworkErrors, installErrorHandler } from './http/errorHandler.js';
import { logFormat, loggerOptions, logRequestsBriefly, prettyStream } from './http/logging.js';
import { webPages } from './http/webPages.js';
import { pageViewRoutes } from './pageViews/routes.js';
import { ProfileService } from './profile/profile.service.js';
import { profileRoutes } from './profile/routes.js';
import { reportRoutes } from './reports/routes.js';
import { ReportService } from './reports/reports.service.js';
import { ReadingBus } from './sensors/bus.js';
import { buildCluster, type Cluster } from './cluster/index.js';
import { DeviceService, FarmService } from './sensors/devices.service.js';
import { CalibrationService } from './sensors/calibration.service.js';
import { FertigationService } from './sensors/fertigation.service.js';
import { IngestService } from './sensors/ingest.service.js';
import { MQTT_SHARE_GROUP, MqttBridge } from './sensors/mqtt.js';
import { ReadingPartitions } from './sensors/partitions.js';
import { ReadingQueryService } from './sensors/query.service.js';
import { sensorRoutes } from './sensors/routes.js';
import { Simulator } from './sensors/simulator.js';
import { AdviceService } from './recommendations/advice.service.js';
import { FertilizerService } from './recommendations/fertilizer.service.js';
import { recommendationRoutes } from './recommendations/routes.js';
import { ShcService } from './recommendations/shc.service.js';
import { SoilAnalysisService } from './soilAnalysis/analysis.service.js';
import { PhAnalysisService } from './soilAnalysis/ph.service.js';
import { soilAnalysisRoutes } from './soilAnalysis/routes.js';
import { soybeanRoutes } from './soybean/routes.js';
import { closeOcr, readSoilHealthCard } from './soilHealthCard/index.js';
import { soilTestRoutes } from './soilTests/routes.js';
import { SoilTestService } from './soilTests/soilTests.service.js';
import { FileCatalog } from './storage/fileCatalog.js';
import { fileRoutes } from './storage/routes.js';
import { SignedLinks } from './storage/signedLinks.js';
import { S3Storage } from './storage/s3.js';
import { LocalDiskStorage } from './storage/storage.js';
import { userRoutes } from './users/routes.js';
import { UserService } from './users/users.service.js';
import { PdfRenderer } from './work/pdfPool.js';
import type { PdfTask } from './pdfWorker.js';
import { workQueues } from './work/queues.js';

export const VERSION = '0.1.0';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** See the onRequest hook in buildApp. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

export async function buildApp({ config, database, logger }: AppDeps) {
  // A caller's own logger (tests, tools) wins; the server itself logs for whoever reads its output.
  const pretty = logger === undefined && logFormat(config.LOG_FORMAT) === 'pretty';
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, pretty ? { stream: prettyStream() } : logger),
    logController: new LogController({ disableRequestLogging: pretty }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  if (pretty) logRequestsBriefly(app);
  installRequestContext(app);
  // JSON only (and multipart where a route says so): a text body is a client mistake, 415.
  app.removeContentTypeParser('text/plain');

  const signingKey = await loadSigningKey(database.db, config.JWT_SECRET);
  const tokens = new AccessTokens(signingKey, config.ACCESS_TOKEN_TTL_SECONDS);
  const db = database.db;
  const audit = new AuditService(db);
  const sessions = new SessionState(db);
  const users = new UserService(db, audit, sessions);
  const auth = new AuthService(db, tokens, config, audit, sessions, signingKey);
  const bus = new ReadingBus();
  const cluster = buildCluster(config, bus, app.log);
  // Ended sessions go through the bus, so streams on every replica close.
  sessions.relayTo((userId) => bus.invalidate({ cache: 'sessions-ended', userId }));
  bus.onInvalidate((event) => event.cache === 'sessions-ended' && sessions.ended(event.userId));
  const devices = new DeviceService(db, bus, audit);
  const farms = new FarmService(db, audit, devices);
  users.onMembershipsChanged(() => devices.forgetAccess());
  const ingest = new IngestService(db, bus, app.log);
  // SMS over SMPP (issue 41): alert SMS and one-time codes; without SMPP_HOST every send is refused, saying so.
  const sms = new SmsSender(db, app.log, smppSettings(config), {
    perNumberPerDay: config.SMS_PER_NUMBER_PER_DAY,
    templateIds: config.SMS_DLT_TEMPLATE_IDS,
  });
  // One-time codes by SMS (issue 41 item 2): farmers sign in or reset their password with a code sent to their number.
  const smsCodes = new SmsCodeService(db, auth, sms, audit, config, signingKey, app.log);
  if (sms.available && config.ALERT_WEBHOOK_URL) app.log.info('alert SMS go through SMPP; ALERT_WEBHOOK_URL is not called for them');
  // Alerts (issue 26): evaluated apart from storing (issue 38), by this process's evaluation stage.
  const channels = new Channels(
    {
      smtpUrl: config.SMTP_URL,
      from: config.SMTP_FROM,
      webhookUrl: config.ALERT_WEBHOOK_URL,
      webhookSecret: config.ALERT_WEBHOOK_SECRET,
    },
    sms,
  );
  const alertRules = new AlertRuleService(db, audit, {
    perFarm: config.ALERT_RULES_PER_FARM,
    perAccount: config.ALERT_RULES_PER_ACCOUNT,
    changesPerHour: config.ALERT_RULE_CHANGES_PER_HOUR,
  });
  const notifier = new AlertNotifier(
    db,
    channels,
    app.log,
    config.ALERTS_RETRY_DELAYS_MS,
    { emailsPerDay: config.ALERTS_EMAILS_PER_DAY, smsPerDay: config.ALERTS_SMS_PER_DAY },
    config.PUBLIC_URL,
  );
  const alarms = new AlarmService(db, alertRules, notifier, bus, audit, config.ALERTS_SILENCE_MINUTE_MS);
  const evaluation = new AlarmEvaluation(db, alarms, app.log, {
    minHoldMs: config.ALERTS_MIN_HOLD_MINUTES * 60_000,
    intervalMs: config.ALERTS_EVALUATION_INTERVAL_MS,
  });
  // A rule changed on any replica: every replica's evaluation reads its farm's rules again.
  alertRules.onChanged(() => bus.invalidate({ cache: 'alert-rules' }));
  bus.onInvalidate((event) => event.cache === 'alert-rules' && evaluation.forgetRules());
  // Storing only names the devices: the answer to the device never waits for rules, alarms or messages.
  ingest.onStored((deviceIds) => evaluation.wake(deviceIds));
  // Readings a stopped process stored but did not evaluate (the leader also looks again on a timer, main.ts).
  void evaluation.sweep().catch((err: unknown) => app.log.error({ err }, 'alert evaluation sweep failed'));
  const queries = new ReadingQueryService(db, bus);
  const readingPartitions = new ReadingPartitions(db, config.READINGS_RAW_RETENTION_MONTHS, app.log);
  // Replicas share the readings through an MQTT 5 shared subscription, each with a session of its own.
  const mqtt = config.MQTT_URL
    ? cluster.clustered
      ? new MqttBridge(config.MQTT_URL, `${config.MQTT_CLIENT_ID}-${cluster.replicaId}`, devices, ingest, app.log, MQTT_SHARE_GROUP)
      : new MqttBridge(config.MQTT_URL, config.MQTT_CLIENT_ID, devices, ingest, app.log)
    : null;
  const fertigation = new FertigationService(db, () => mqtt, audit, bus);
  const calibration = new CalibrationService(db, audit);
  const simulator = new Simulator(db, farms, devices, ingest, config.SIMULATOR_INTERVAL_SECONDS, app.log);
  simulator.answerValves(bus, fertigation);
  mqtt?.onResend((since) => void simulator.resend(since).catch((err) => app.log.warn({ err }, 'simulator resend failed')));
  const storage = config.S3_BUCKET
    ? new S3Storage({
        endpoint: config.S3_ENDPOINT!,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      })
    : new LocalDiskStorage(config.STORAGE_DIR);
  const links = new SignedLinks(signingKey);
  const soilTests = new SoilTestService(db, devices, queries, storage, bus, config.SOIL_TEST_DURATION_MS, audit);
  const feedback = new FeedbackService(db, storage, audit);
  // Staff alert rules (issue 26): feedback waiting for approval raises an alarm for each rule's author.
  feedback.watch({
    pending: (f) => alarms.onFeedbackPending(f).catch((err: unknown) => app.log.error({ err, feedbackId: f.id }, 'feedback alarm failed')),
    decided: (id, at) =>
      alarms.onFeedbackDecided(id, at).catch((err: unknown) => app.log.error({ err, feedbackId: id }, 'feedback alarm clear failed')),
  });
  const profiles = new ProfileService(db, storage);
  const fertilizer = new FertilizerService(db, feedback);
  mkdirSync(config.IMAGE_MODELS_DIR, { recursive: true });
  const imageModels = new ImageModelRegistry(config.IMAGE_MODELS_DIR, app.log);
  // Per-account quotas and fair queues of the expensive work (issue 18); PDFs are drawn in worker threads.
  const queues = workQueues(config);
  const pdf = new PdfRenderer<PdfTask>(queues.pdf, config.PDF_WORKERS);
  const imageAnalysis = new ImageAnalysisService(db, storage, imageModels, queues);
  // Background work in the database (JOB_QUEUE=postgres), taken by any process that is not
  // API-only once it calls `jobs.work()` (main.ts, after its signal handlers are set).
  const jobs = config.JOB_QUEUE === 'postgres' ? new DurableQueue(config.DATABASE_URL!, app.log, config.PROCESS_ROLE !== 'api') : null;
  await jobs?.start();
  // Workers may train on other machines: the zip waits in the file store, the model is shared through the database.
  if (jobs) imageModels.shareThrough(new ModelSync(db, config.IMAGE_MODELS_DIR, app.log));
  const training = new TrainingService(
    db,
    imageModels,
    app.log,
    {
      modelsDir: config.IMAGE_MODELS_DIR,
      workDir: path.join(config.DATA_DIR, 'image-training'),
      timeoutMs: config.TRAINING_TIMEOUT_SECONDS * 1000,
      quick: config.TRAINING_QUICK,
      inputs: storage,
    },
    audit,
    queues.training,
    jobs,
  );
  await training.startDurable();
  await training.recover();
  // The containers signed links open, each with the lookup that knows who owns its files.
  const catalog = new FileCatalog()
    .register(SOIL_TEST_IMAGE_CONTAINER, (key) => soilTests.fileOwner(key))
    .register(FEEDBACK_CONTAINER, (key) => feedback.fileOwner(key))
    .register(PROFILE_CONTAINER, (key) => profiles.fileOwner(key))
    .register(IMAGE_ANALYSIS_CONTAINER, (key) => imageAnalysis.fileOwner(key));
  const advice = new AdviceService(
    config.LLM_BASE_URL
      ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS }
      : null,
  );
  const cards = new ShcService(db, readSoilHealthCard, advice, queues.ocr);
  const datasets = new DatasetService(database, app.log, audit);
  const datasetImports = jobs ? new DatasetImportJobs(db, datasets, jobs, app.log, config.REPLICA_ID ?? hostname()) : null;
  await datasetImports?.start();
  const forecasts = new ForecastService(db, datasets, config.DATASETS_DIR, app.log);
  const services = {
    audit,
    users,
    auth,
    tokens,
    sessions,
    bus,
    cluster,
    devices,
    farms,
    ingest,
    queries,
    readingPartitions,
    fertigation,
    mqtt,
    simulator,
    soilTests,
    fertilizer,
    advice,
    cards,
    feedback,
    profiles,
    imageModels,
    imageAnalysis,
    training,
    jobs,
    datasets,
    forecasts,
    alertRules,
    alarms,
    evaluation,
    notifier,
    sms,
    smsCodes,
  };
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    // Leadership first: the once-only work stops here before another replica takes it over.
    await cluster.stop();
    simulator.stop();
    // The queue stops taking jobs while the running training is stopped (and handed back to it).
    await Promise.all([jobs?.stop(), training.close()]);
    await mqtt?.stop();
    await closeOcr();
    await pdf.close();
    // Before the deliveries: a batch under way may still start some.
    await evaluation.stop();
    await notifier.settled();
    channels.close();
    await smsCodes.settled();
    await sms.close();
  });

  installAccessGuard(app, tokens, sessions, (deviceId, key) => devices.authenticate(deviceId, key));
  await app.register(fastifyCookie);
  // JSON and CSV answers compressed on the fly (issue 24). Brotli at quality 4: quality 11, the library's
  // default, costs tens of milliseconds a response on this CPU for a few per cent fewer bytes. Streams the
  // route hijacks (the SSE live readings) never pass through here, so they are not buffered.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Each upload route passes its own limits to readMultipart (http/multipart.ts); these are the backstop.
  await app.register(fastifyMultipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 5, fields: 20, parts: 25 } });
  installUploads(app, new UploadBudget(config), config.UPLOAD_MAX_BYTES);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // Each directive spelled out (helmet's defaults would add others); see docs/security.md.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our own bundles only: no inline script, no eval, no inline event handlers.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // MUI (emotion) and Swagger UI inject style elements at run time; styles cannot run script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for MUI's inline icons and the TOTP QR code, blob: for previews of picked files.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The offline service worker (issue 24), served from our own origin.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The model report screen may frame the configured external report, and nothing else.
        frameSrc: config.CROP_REPORT_URL ? [new URL(config.CROP_REPORT_URL).origin] : ["'none'"],
      },
    },
  });
  // Permissions-Policy on every answer (issue 38; docs/security.md): no screen uses the camera or the
  // microphone (photos come through a plain file picker, no getUserMedia or capture), and only our own
  // pages may ask for the location (the soil test prefills it).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // A signed-in caller's JSON reads (staff lists, farms, alarms, ...) are kept by no shared or browser
  // cache (issue 38). Answers that say otherwise themselves (signed file links, CSV, PDF) keep theirs;
  // the web app's files are not API answers and keep their own (fastifyStatic below).
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.caller &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !reply.hasHeader('cache-control') &&
      String(reply.getHeader('content-type') ?? '').includes('json')
    )
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Agrim API',
        version: VERSION,
        description: 'Soil monitoring and agronomy advice. Errors: `{status:"error", code, message}`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Tags folded: Swagger UI drew only the first seven of the 130-odd operations when all were open at once
  // (issue 39's session, measured in Chromium); a reader opens the tag they need.
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none' } });

  healthRoutes(app, { pingDatabase: () => database.ping(), mqtt, version: VERSION });
  const cookie = {
    secure: config.COOKIE_SECURE === 'auto' ? ('auto' as const) : config.COOKIE_SECURE === 'true',
    maxAgeDays: config.REFRESH_TOKEN_TTL_DAYS,
  };
  authRoutes(app, auth, cookie);
  smsRoutes(app, smsCodes, auth, cookie);
  userRoutes(app, users);
  pageViewRoutes(app, db);
  sensorRoutes(app, { devices, farms, ingest, queries, fertigation, calibration, bus, sessions }, config.INGEST_BODY_LIMIT_BYTES);
  soilTestRoutes(app, { tests: soilTests, links, storage, users, devices, pdf });
  const idempotency = new IdempotencyKeys(db);
  recommendationRoutes(app, { fertilizer, advice, cards, devices, queries, reportUrl: config.CROP_REPORT_URL ?? null, idempotency });
  feedbackRoutes(app, feedback, idempotency);
  profileRoutes(app, profiles);
  imageAnalysisRoutes(app, { analysis: imageAnalysis, registry: imageModels, training, audit, idempotency });
  datasetRoutes(app, datasets, datasetImports);
  forecastRoutes(app, forecasts);
  reportRoutes(app, { reports: new ReportService(db), devices, queries, pdf });
  auditRoutes(app, audit);
  alertRoutes(app, { rules: alertRules, alarms, notifier, bus, sessions });
  soilAnalysisRoutes(app, { devices, queries, analysis: new SoilAnalysisService(db), ph: new PhAnalysisService(db) });
  soybeanRoutes(app, { db, devices, queries, analysis: new SoilAnalysisService(db), fertigation });
  fileRoutes(app, { links, sessions, storage, catalog, sasContainers: [FEEDBACK_CONTAINER, PROFILE_CONTAINER, IMAGE_ANALYSIS_CONTAINER] });

  const hasWeb = existsSync(path.join(config.WEB_DIST, 'index.html'));
  const pageFor = hasWeb ? webPages(config.WEB_DIST) : () => null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      index: 'index.html',
      // The build writes .br and .gz beside every compressible file (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The web app owns every other page path; API clients get the JSON error.
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage) {
      const page = pageFor(request.url.split('?')[0]!);
      reply.header('cache-control', 'no-cache');
      return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ status: 'error', code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}

export interface Services {
  audit: AuditService;
  users: UserService;
  auth: AuthService;
  tokens: AccessTokens;
  sessions: SessionState;
  bus: ReadingBus;
  cluster: Cluster;
  devices: DeviceService;
  farms: FarmService;
  ingest: IngestService;
  queries: ReadingQueryService;
  readingPartitions: ReadingPartitions;
  fertigation: FertigationService;
  mqtt: MqttBridge | null;
  simulator: Simulator;
  soilTests: SoilTestService;
  fertilizer: FertilizerService;
  advice: AdviceService;
  cards: ShcService;
  feedback: FeedbackService;
  profiles: ProfileService;
  imageModels: ImageModelRegistry;
  imageAnalysis: ImageAnalysisService;
  training: TrainingService;
  /** The durable job queue (JOB_QUEUE=postgres), else null. */
  jobs: DurableQueue | null;
  datasets: DatasetService;
  forecasts: ForecastService;
  alertRules: AlertRuleService;
  alarms: AlarmService;
  /** The alert evaluation stage (issue 38): readings are evaluated here, apart from storing them. */
  evaluation: AlarmEvaluation;
  notifier: AlertNotifier;
  /**
   * SMS over SMPP (issue 41): `send({ to, template, params, language })` a DLT-registered template
   * (`sms/templates.ts`) and read the outcome's `status` (submitted / refused / failed).
   */
  sms: SmsSender;
  /** One-time codes by SMS (issue 41 item 2): sign-in and password reset for farmers with a mobile number. */
  smsCodes: SmsCodeService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
