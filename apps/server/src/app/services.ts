import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { FEEDBACK_CONTAINER, PROFILE_CONTAINER, SOIL_TEST_IMAGE_CONTAINER } from '@agrim/contracts';
import { AlarmService } from '../alerts/alarms.service.js';
import { Channels } from '../alerts/channels.js';
import { AlarmEvaluation } from '../alerts/evaluation.js';
import { AlertNotifier } from '../alerts/notifications.service.js';
import { AlertRuleService } from '../alerts/rules.service.js';
import { AuditService } from '../audit/audit.service.js';
import { AuthService } from '../auth/auth.service.js';
import { SessionState } from '../auth/sessionState.js';
import { AccessTokens, loadSigningKey } from '../auth/tokens.js';
import { buildCluster, type Cluster } from '../cluster/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { DatasetService } from '../datasets/datasets.service.js';
import { DatasetImportJobs } from '../datasets/importJobs.js';
import { FeedbackService } from '../feedback/feedback.service.js';
import { ForecastService } from '../forecasts/forecasts.service.js';
import type { FastifyZodInstance } from '../http/types.js';
import { IMAGE_ANALYSIS_CONTAINER, ImageAnalysisService } from '../imageAnalysis/analysis.service.js';
import { ImageModelRegistry } from '../imageAnalysis/modelRegistry.js';
import { ModelSync } from '../imageAnalysis/modelSync.js';
import { TrainingService } from '../imageAnalysis/training.service.js';
import type { PdfTask } from '../pdfWorker.js';
import { ProfileService } from '../profile/profile.service.js';
import { AdviceService } from '../recommendations/advice.service.js';
import { FertilizerService } from '../recommendations/fertilizer.service.js';
import { ShcService } from '../recommendations/shc.service.js';
import { ReadingBus } from '../sensors/bus.js';
import { CalibrationService } from '../sensors/calibration.service.js';
import { DeviceService, FarmService } from '../sensors/devices.service.js';
import { FertigationService } from '../sensors/fertigation.service.js';
import { IngestService } from '../sensors/ingest.service.js';
import { MQTT_SHARE_GROUP, MqttBridge } from '../sensors/mqtt.js';
import { ReadingPartitions } from '../sensors/partitions.js';
import { ReadingQueryService } from '../sensors/query.service.js';
import { Simulator } from '../sensors/simulator.js';
import { readSoilHealthCard } from '../soilHealthCard/index.js';
import { smppSettings } from '../sms/settings.js';
import { SmsCodeService } from '../sms/codes.service.js';
import { SmsSender } from '../sms/sms.service.js';
import { SoilTestService } from '../soilTests/soilTests.service.js';
import { FileCatalog } from '../storage/fileCatalog.js';
import { S3Storage } from '../storage/s3.js';
import { SignedLinks } from '../storage/signedLinks.js';
import { LocalDiskStorage } from '../storage/storage.js';
import { UserService } from '../users/users.service.js';
import { DurableQueue } from '../work/durableQueue.js';
import { PdfRenderer } from '../work/pdfPool.js';
import { workQueues } from '../work/queues.js';

/**
 * The services every route, timer and test reaches through `app.services`. Each is made once per app
 * here and handed to the others it needs: none builds another itself, so a test or a tool gets the
 * same wiring as the server.
 */
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

/** What only the routes and the shutdown need besides the services: the file store and its links, the PDF pool, the alert channels. */
export interface Wiring {
  services: Services;
  storage: S3Storage | LocalDiskStorage;
  links: SignedLinks;
  catalog: FileCatalog;
  calibration: CalibrationService;
  pdf: PdfRenderer<PdfTask>;
  channels: Channels;
  /** The dataset import jobs of the durable queue, else null (imports then run in the request). */
  datasetImports: DatasetImportJobs | null;
}

/**
 * Makes the services in the order they depend on each other and connects them (bus listeners, change
 * hooks). Work that needs them all made first starts afterwards (`startBackgroundWork`), and
 * `stopOnClose` ends it; only the SMPP client connects as it is made.
 */
export async function wireServices(app: FastifyZodInstance, config: Config, database: Database): Promise<Wiring> {
  const accounts = await wireAccounts(database, config);
  const sensors = wireSensors(app, config, database, accounts);
  const sms = wireSms(app, config, database, accounts);
  const alerts = wireAlerts(app, config, database, accounts.audit, sensors, sms.sms);
  const readings = wireReadings(app, config, database, accounts.audit, sensors);
  const files = wireFiles(app, config, database, accounts, sensors, readings.queries, alerts.alarms);
  const models = wireModels(app, config, database, accounts.audit, files);
  const datasets = wireDatasets(app, config, database, accounts.audit, models.jobs);
  // The parts only the routes or the shutdown use stay out of `app.services`.
  const { signingKey: _signingKey, ...accountServices } = accounts;
  const { channels, ...alertServices } = alerts;
  const { calibration, ...readingServices } = readings;
  const { storage, links, catalog, ...fileServices } = files;
  const { pdf, ...modelServices } = models;
  const { datasetImports, ...datasetServices } = datasets;
  return {
    services: {
      ...accountServices,
      ...sensors,
      ...sms,
      ...alertServices,
      ...readingServices,
      ...fileServices,
      ...modelServices,
      ...datasetServices,
    },
    storage,
    links,
    catalog,
    calibration,
    pdf,
    channels,
    datasetImports,
  };
}

/** Accounts, sign-in and the audit log; the signing key is read (or made) in the database once. */
async function wireAccounts({ db }: Database, config: Config) {
  const signingKey = await loadSigningKey(db, config.JWT_SECRET);
  const tokens = new AccessTokens(signingKey, config.ACCESS_TOKEN_TTL_SECONDS);
  const audit = new AuditService(db);
  const sessions = new SessionState(db);
  const users = new UserService(db, audit, sessions);
  const auth = new AuthService(db, tokens, config, audit, sessions, signingKey);
  return { signingKey, tokens, audit, sessions, users, auth };
}
type Accounts = Awaited<ReturnType<typeof wireAccounts>>;

/** The bus every replica shares, farms and devices, and storing readings. */
function wireSensors(app: FastifyZodInstance, config: Config, { db, kind }: Database, { audit, sessions, users }: Accounts) {
  const bus = new ReadingBus();
  const cluster = buildCluster(config, bus, app.log);
  // Ended sessions go through the bus, so streams on every replica close.
  sessions.relayTo((userId) => bus.invalidate({ cache: 'sessions-ended', userId }));
  bus.onInvalidate((event) => event.cache === 'sessions-ended' && sessions.ended(event.userId));
  const devices = new DeviceService(db, bus, audit);
  const farms = new FarmService(db, audit, devices);
  users.onMembershipsChanged(() => devices.forgetAccess());
  const ingest = new IngestService(db, bus, app.log, kind === 'postgres' ? 'binary' : 'text');
  return { bus, cluster, devices, farms, ingest };
}
type Sensors = ReturnType<typeof wireSensors>;

/** SMS over SMPP (issue 41): alert SMS and one-time codes; without SMPP_HOST every send is refused, saying so. */
function wireSms(app: FastifyZodInstance, config: Config, { db }: Database, { audit, auth, signingKey }: Accounts) {
  const sms = new SmsSender(db, app.log, smppSettings(config), {
    perNumberPerDay: config.SMS_PER_NUMBER_PER_DAY,
    templateIds: config.SMS_DLT_TEMPLATE_IDS,
  });
  // One-time codes by SMS (issue 41 item 2): farmers sign in or reset their password with a code sent to their number.
  const smsCodes = new SmsCodeService(db, auth, sms, audit, config, signingKey, app.log);
  if (sms.available && config.ALERT_WEBHOOK_URL) app.log.info('alert SMS go through SMPP; ALERT_WEBHOOK_URL is not called for them');
  return { sms, smsCodes };
}

/** Alerts (issue 26): evaluated apart from storing (issue 38), by this process's evaluation stage. */
function wireAlerts(
  app: FastifyZodInstance,
  config: Config,
  { db }: Database,
  audit: AuditService,
  { bus, ingest }: Sensors,
  sms: SmsSender,
) {
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
  return { channels, alertRules, notifier, alarms, evaluation };
}

/** Reading queries and partitions, MQTT ingestion, valves (Start Fertigation), calibration and the simulator. */
function wireReadings(app: FastifyZodInstance, config: Config, { db }: Database, audit: AuditService, sensors: Sensors) {
  const { bus, cluster, devices, farms, ingest } = sensors;
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
  return { queries, readingPartitions, mqtt, fertigation, calibration, simulator };
}

/** The file store (disk or S3) and the services whose records keep files: soil tests, Expert feedback and profiles. */
function wireFiles(
  app: FastifyZodInstance,
  config: Config,
  { db }: Database,
  { audit, signingKey }: Accounts,
  { bus, devices }: Sensors,
  queries: ReadingQueryService,
  alarms: AlarmService,
) {
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
  // The containers signed links open, each with the lookup that knows who owns its files (photo diagnosis added in wireModels).
  const catalog = new FileCatalog()
    .register(SOIL_TEST_IMAGE_CONTAINER, (key) => soilTests.fileOwner(key))
    .register(FEEDBACK_CONTAINER, (key) => feedback.fileOwner(key))
    .register(PROFILE_CONTAINER, (key) => profiles.fileOwner(key));
  return { storage, links, catalog, soilTests, feedback, profiles, fertilizer };
}
type Files = ReturnType<typeof wireFiles>;

/** The expensive work: photo diagnosis and training, PDFs, card reading and advice, each in its fair queue. */
function wireModels(app: FastifyZodInstance, config: Config, { db }: Database, audit: AuditService, { storage, catalog }: Files) {
  mkdirSync(config.IMAGE_MODELS_DIR, { recursive: true });
  const imageModels = new ImageModelRegistry(config.IMAGE_MODELS_DIR, app.log);
  // Per-account quotas and fair queues of the expensive work (issue 18); PDFs are drawn in worker threads.
  const queues = workQueues(config);
  const pdf = new PdfRenderer<PdfTask>(queues.pdf, config.PDF_WORKERS);
  const imageAnalysis = new ImageAnalysisService(db, storage, imageModels, queues);
  catalog.register(IMAGE_ANALYSIS_CONTAINER, (key) => imageAnalysis.fileOwner(key));
  // Background work in the database (JOB_QUEUE=postgres), taken by any process that is not
  // API-only once it calls `jobs.work()` (main.ts, after its signal handlers are set).
  const jobs = config.JOB_QUEUE === 'postgres' ? new DurableQueue(config.DATABASE_URL!, app.log, config.PROCESS_ROLE !== 'api') : null;
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
  const advice = new AdviceService(
    config.LLM_BASE_URL
      ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS }
      : null,
  );
  const cards = new ShcService(db, readSoilHealthCard, advice, queues.ocr);
  return { imageModels, pdf, imageAnalysis, jobs, training, advice, cards };
}

/** The public datasets and the forecasts fitted on them (issue 8). */
function wireDatasets(app: FastifyZodInstance, config: Config, database: Database, audit: AuditService, jobs: DurableQueue | null) {
  const datasets = new DatasetService(database, app.log, audit);
  const datasetImports = jobs ? new DatasetImportJobs(database.db, datasets, jobs, app.log, config.REPLICA_ID ?? hostname()) : null;
  const forecasts = new ForecastService(database.db, datasets, config.DATASETS_DIR, app.log);
  return { datasets, datasetImports, forecasts };
}
