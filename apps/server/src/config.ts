import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const count = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** Every setting the server reads; README.md documents each one. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CUSTOM_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** A session started with a custom token (one account acting as another) ends after this, refreshes or not. */
  IMPERSONATION_SESSION_MINUTES: z.coerce.number().int().min(1).max(480).default(60),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failed sign-ins for one email from everywhere (trusted browsers included) before browsers it does not trust are slowed (docs/security.md). */
  LOGIN_EMAIL_MAX_FAILURES: count(1, 10_000, 50),
  /** Failed sign-ins for one email from all the browsers it trusts together before those are slowed too. */
  LOGIN_TRUSTED_MAX_FAILURES: count(1, 1000, 10),
  /** Browsers an account trusts at once (the most recent sign-ins; older ones lose their trust). */
  TRUSTED_DEVICES_PER_ACCOUNT: count(1, 100, 10),
  /** How long a browser stays trusted after the sign-in that made it so (and its cookie's lifetime). */
  TRUSTED_DEVICE_DAYS: count(1, 400, 180),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Also serialise every answer through its zod schema and compare (http/serializer.ts); the tests turn it on. */
  CHECK_RESPONSES: bool.default(false),
  /** `pretty`: short readable lines and one line per failed request; `json`: a JSON line per event (default when not a terminal). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST: z.string().optional(),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?|tcp):\/\//, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
    .optional(),
  MQTT_CLIENT_ID: z.string().min(1).max(64).default('agrim-server'),
  /**
   * How many API replicas run on this PostgreSQL database (docs/deploy.md). Above 1: live events
   * are relayed between replicas, once-only work runs on the elected leader, MQTT readings are
   * shared among the replicas, and uploads must go to the S3-compatible store.
   */
  REPLICAS: count(1, 64, 1),
  /** This replica's name, unique and stable across restarts (its MQTT session is named after it); needed when REPLICAS > 1. */
  REPLICA_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, - or _')
    .optional(),
  /** How often a replica tries to take the leadership (and the leader checks it still holds it). */
  LEADER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /**
   * Where background work (image model training) waits: `process`, in the memory of the process
   * that accepted it (the embedded default), or `postgres`, a durable pg-boss queue in the database
   * that any `worker` process takes from, retried when its worker dies (needs DATABASE_URL).
   */
  JOB_QUEUE: z.enum(['process', 'postgres']).default('process'),
  /** `all`: API and background work; `api`: API only (the work goes to workers); `worker`: background work only, no HTTP. */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** A training run longer than this is stopped and fails; on the durable queue a job's lease is this plus 15 s. */
  TRAINING_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(7200),
  /**
   * Quick training of Admins' zips, for tests of the training path only: the same candidates
   * (the backbone's too) with forests of a few trees; the card says so. Never in production.
   */
  TRAINING_QUICK: bool.default(false),
  SIMULATOR: bool.default(true),
  SIMULATOR_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  SOIL_TEST_DURATION_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /**
   * Raw readings are kept this many whole months before the current one, then their monthly
   * partition is dropped (the hourly rollup stays, so long-range charts still draw). 0: kept forever.
   */
  READINGS_RAW_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  /**
   * Upload bytes one account may have in flight (being received or waiting for their work) before a
   * further upload at the same time is refused (429); one upload is always let in (docs/security.md).
   */
  UPLOAD_INFLIGHT_BYTES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024 * 1024),
  /** The same for all accounts together. */
  UPLOAD_INFLIGHT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024 * 1024),
  STORAGE_DIR: z.string().optional(),
  /** Installed image models: ONNX drop-ins and models trained from uploaded photos (one folder each). */
  IMAGE_MODELS_DIR: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** An OpenAI-compatible endpoint that may rephrase the knowledge-based fertilizer advice. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  /** An externally hosted crop recommendation report, shown in a frame on the model report screen. */
  CROP_REPORT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The public datasets (rainfall, crop production) imported at start when not yet in the database. */
  DATASETS_DIR: z.string().optional(),
  /** Import each dataset that has no current version from DATASETS_DIR at start (in the background). */
  DATASETS_IMPORT_ON_START: bool.default(true),
  INGEST_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 * 1024),
  // Quotas and fair queues of the expensive work (docs/security.md, "Quotas and fair queues").
  PDF_WORKERS: count(1, 16, 1),
  PDF_PER_ACCOUNT: count(1, 1000, 4),
  PDF_QUEUE_MAX: count(1, 10_000, 64),
  OCR_PER_ACCOUNT: count(1, 1000, 2),
  OCR_QUEUE_MAX: count(1, 10_000, 16),
  IMAGE_ANALYSIS_CONCURRENCY: count(1, 16, 1),
  IMAGE_ANALYSIS_PER_ACCOUNT: count(1, 1000, 4),
  IMAGE_ANALYSIS_QUEUE_MAX: count(1, 10_000, 32),
  TRAINING_PER_ACCOUNT: count(1, 100, 2),
  TRAINING_QUEUE_MAX: count(1, 1000, 8),
  // Alerts (issue 26; README "Alerts").
  /** The SMTP server alert emails go through, e.g. smtp://user:pass@mail.example.org:587 (none: no email channel). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Agrim <alerts@agrim.local>'),
  /** The app's address as its users open it (https://agrim.example.in): links in alert emails start with it. Default http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** An SMS/WhatsApp gateway: alert texts are POSTed there as JSON signed with ALERT_WEBHOOK_SECRET (HMAC-SHA256). */
  ALERT_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ALERT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // SMS over SMPP 3.4 (issue 41; README "SMS gateway (SMPP)"): alert SMS and one-time codes.
  /** The SMS aggregator's SMPP host; unset: no SMPP channel (alert SMS go to ALERT_WEBHOOK_URL if set; codes cannot be sent). */
  SMPP_HOST: z.string().min(1).optional(),
  SMPP_PORT: z.coerce.number().int().min(1).max(65535).default(2775),
  /** SMPP over TLS (the aggregator's TLS port). */
  SMPP_TLS: bool.default(false),
  SMPP_SYSTEM_ID: z.string().min(1).max(32).optional(),
  /** SMPP 3.4 allows 8 characters; some gateways take more. */
  SMPP_PASSWORD: z.string().min(1).max(64).optional(),
  SMPP_SYSTEM_TYPE: z.string().max(12).default(''),
  /** transceiver: one session submits and receives delivery receipts; transmitter: submit only (no receipts). */
  SMPP_BIND: z.enum(['transceiver', 'transmitter']).default('transceiver'),
  /** The DLT-registered sender id (header), e.g. AGRIMS. */
  SMPP_SOURCE_ADDR: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1-11 letters or digits (the DLT sender header)')
    .optional(),
  /** The entity's DLT principal entity id (PE id), sent with every SMS (TLV 0x1400). */
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'must be the DLT entity id (digits)')
    .optional(),
  /** DLT template ids over the ones in apps/server/src/sms/templates.ts, as JSON: {"alert.digest":{"en":"1107…","hi":"1107…"}}. */
  SMS_DLT_TEMPLATE_IDS: z
    .string()
    .default('{}')
    .transform((v, ctx) => {
      try {
        return z.record(z.string(), z.partialRecord(z.enum(['en', 'hi', 'mr']), z.string().regex(/^\d{1,30}$/))).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<template>": {"en"|"hi"|"mr": "<DLT template id (digits)>"}}' });
        return z.NEVER;
      }
    }),
  /**
   * SMS sent to one number per 24 hours, whatever they say (alerts and one-time codes together); the
   * next is refused. Above ALERTS_SMS_PER_DAY, so a day of alerts leaves room for sign-in codes.
   */
  SMS_PER_NUMBER_PER_DAY: count(1, 1000, 20),
  // One-time codes by SMS (issue 41 item 2; docs/security.md "One-time codes by SMS").
  /** How long a code sent by SMS is valid. */
  SMS_CODE_MINUTES: count(1, 10, 5),
  /** Tries at one code (right or wrong) before it is void. */
  SMS_CODE_MAX_TRIES: count(1, 10, 5),
  /** The window of the two limits below. */
  SMS_CODE_WINDOW_MINUTES: count(1, 1440, 15),
  /** Codes asked for one number in a window (sign-in and password reset together, account or not). */
  SMS_CODES_PER_NUMBER: count(1, 100, 3),
  /** Codes asked for from one client address in a window, any number. */
  SMS_CODES_PER_ADDRESS: count(1, 1000, 10),
  /** Codes asked for one number per 24 hours. */
  SMS_CODES_PER_NUMBER_PER_DAY: count(1, 100, 8),
  /** Codes asked for from one client address per 24 hours, any number. */
  SMS_CODES_PER_ADDRESS_PER_DAY: count(1, 10_000, 40),
  /** How often silence rules are checked. */
  ALERTS_SILENCE_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(15_000),
  /** The length of a silence rule's minute: 60000 in use; tests shorten it instead of waiting minutes. */
  ALERTS_SILENCE_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).default(60_000),
  /** The waits before each retry of a failed alert email or webhook, comma-separated ms (1, 5 and 30 minutes: three retries). */
  ALERTS_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be comma-separated milliseconds, e.g. 60000,300000,1800000')
    .default('60000,300000,1800000')
    .transform((v) => v.split(',').map(Number))
    .refine((v) => v.length <= 10 && v.every((ms) => ms >= 100 && ms <= 86_400_000), 'at most 10 waits, each 100 ms to 1 day'),
  /** How often due alert deliveries are retried. */
  ALERTS_RETRY_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(15_000),
  // One account's rules must not stall the server or flood phones (issue 38; docs/security.md "Alert rules and alarms").
  /** Rules (not deleted) on one farm, whoever made them. */
  ALERT_RULES_PER_FARM: count(1, 100_000, 50),
  /** Rules (not deleted) one account made, on every farm and its staff rules together. */
  ALERT_RULES_PER_ACCOUNT: count(1, 100_000, 100),
  /** Rule creations, changes and deletions per account per hour (each one is an audit entry). */
  ALERT_RULE_CHANGES_PER_HOUR: count(1, 100_000, 60),
  /** Alert emails per account per 24 hours (each one a digest of one evaluation's alarms); the in-app bell is never capped. */
  ALERTS_EMAILS_PER_DAY: count(0, 10_000, 20),
  /** Alert SMS (webhook messages) per account per 24 hours. */
  ALERTS_SMS_PER_DAY: count(0, 10_000, 10),
  /** Reading-time minutes a rule stays quiet on a device after its alarm there cleared, so a value hovering at the line cannot flap. */
  ALERTS_MIN_HOLD_MINUTES: count(0, 1440, 10),
  /** The least time between two rounds of alert evaluation: readings stored meanwhile are evaluated together (a busy farm costs a round per interval, not per reading). */
  ALERTS_EVALUATION_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often the leader looks for readings not yet evaluated (a replica that stored them died first). */
  ALERTS_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
});

export type Config = Omit<
  z.infer<typeof envSchema>,
  'DATA_DIR' | 'WEB_DIST' | 'STORAGE_DIR' | 'IMAGE_MODELS_DIR' | 'DATASETS_DIR' | 'PUBLIC_URL'
> & {
  /** Without a trailing slash. */
  PUBLIC_URL: string;
  DATA_DIR: string;
  DATASETS_DIR: string;
  WEB_DIST: string;
  STORAGE_DIR: string;
  IMAGE_MODELS_DIR: string;
};

export class ConfigError extends Error {}

/** Parses settings; relative paths resolve against the folder `npm` was started in. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([k, v]) => k in envSchema.shape && v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  if ((parsed.data.ADMIN_EMAIL === undefined) !== (parsed.data.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid settings:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3 = [parsed.data.S3_ENDPOINT, parsed.data.S3_BUCKET, parsed.data.S3_ACCESS_KEY_ID, parsed.data.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError('Invalid settings:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (parsed.data.ALERT_WEBHOOK_URL && !parsed.data.ALERT_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid settings:\n  ALERT_WEBHOOK_URL needs ALERT_WEBHOOK_SECRET (the receiver checks the signature)');
  }
  const smpp = [
    parsed.data.SMPP_HOST,
    parsed.data.SMPP_SYSTEM_ID,
    parsed.data.SMPP_PASSWORD,
    parsed.data.SMPP_SOURCE_ADDR,
    parsed.data.SMS_DLT_ENTITY_ID,
  ];
  if (smpp.some(Boolean) && !smpp.every(Boolean)) {
    throw new ConfigError(
      "Invalid settings:\n  SMPP_HOST, SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDR and SMS_DLT_ENTITY_ID must be set together (India's DLT rules need the entity id on every SMS)",
    );
  }
  if (parsed.data.REPLICAS > 1) {
    const missing = [
      !parsed.data.DATABASE_URL && "  DATABASE_URL: several replicas share one PostgreSQL database; the embedded database is one process's",
      !parsed.data.S3_BUCKET &&
        '  S3_BUCKET: with several replicas, uploads must go to the S3-compatible store (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); a local STORAGE_DIR would hold each file on one replica only',
      !parsed.data.REPLICA_ID && '  REPLICA_ID: each replica needs its own stable name (e.g. api-1) when REPLICAS > 1',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid settings for REPLICAS=${parsed.data.REPLICAS}:\n${missing.join('\n')}`);
  }
  if (parsed.data.JOB_QUEUE === 'postgres' && !parsed.data.DATABASE_URL) {
    throw new ConfigError('Invalid settings:\n  JOB_QUEUE=postgres keeps its jobs in PostgreSQL: set DATABASE_URL');
  }
  if (parsed.data.PROCESS_ROLE !== 'all' && parsed.data.JOB_QUEUE !== 'postgres') {
    throw new ConfigError(
      `Invalid settings:\n  PROCESS_ROLE=${parsed.data.PROCESS_ROLE} splits the API from the background work, which then needs JOB_QUEUE=postgres`,
    );
  }
  const base = env.INIT_CWD ?? process.cwd();
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...parsed.data,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: path.resolve(base, parsed.data.DATA_DIR),
    STORAGE_DIR: path.resolve(base, parsed.data.STORAGE_DIR ?? path.join(parsed.data.DATA_DIR, 'files')),
    IMAGE_MODELS_DIR: path.resolve(base, parsed.data.IMAGE_MODELS_DIR ?? path.join(parsed.data.DATA_DIR, 'image-models')),
    // As the ML package: beside the checkout when not set.
    DATASETS_DIR: parsed.data.DATASETS_DIR
      ? path.resolve(base, parsed.data.DATASETS_DIR)
      : path.resolve(repoRoot, '..', 'shared', 'datasets'),
    WEB_DIST: parsed.data.WEB_DIST ? path.resolve(base, parsed.data.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
  };
}

/** For command-line tools: the settings, or null once the reason they are wrong has been printed. */
export function loadCliConfig(env: NodeJS.ProcessEnv): Config | null {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return null;
  }
}
