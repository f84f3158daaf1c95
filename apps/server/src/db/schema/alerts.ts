import { LANGUAGES } from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  jsonb,
  uuid,
} from 'drizzle-orm/pg-core';
import { expertFeedback } from './feedback.js';
import { users } from './identity.js';
import { devices, farms } from './sensors.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Issue 26: a rule on a farm (every device) or one of its devices; a staff rule (`feedback`) has no farm and belongs to its author. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['threshold', 'rate', 'silence', 'soilTest', 'feedback'] }).notNull(),
    metric: text('metric'),
    direction: text('direction', { enum: ['above', 'below'] }),
    threshold: doublePrecision('threshold'),
    clearThreshold: doublePrecision('clear_threshold'),
    minutes: integer('minutes').notNull().default(0),
    /** 'median': a threshold judged on the median of the last `minutes` (pH moves over weeks; issue 37). */
    aggregate: text('aggregate', { enum: ['median'] }),
    sourceId: text('source_id'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('alert_rules_farm_idx').on(t.farmId)],
);

/** A condition seen but not yet held for the rule's minutes (threshold rules); gone once it ends or raises its alarm. */
export const alertPending = pgTable(
  'alert_pending',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    since: ts('since').notNull(),
  },
  // The ingest statement reads a device's pending conditions by device (alarms.service.ts ALERT_STATE_COLUMN).
  (t) => [primaryKey({ columns: [t.ruleId, t.deviceId] }), index('alert_pending_device_idx').on(t.deviceId)],
);

/**
 * active → acknowledged → cleared. At most one not-cleared alarm per rule and device, or per rule
 * and feedback (the partial unique indexes). A staff rule's alarm names feedback, not a farm.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    feedbackId: uuid('feedback_id').references(() => expertFeedback.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['active', 'acknowledged', 'cleared'] })
      .notNull()
      .default('active'),
    firstSeen: ts('first_seen').notNull(),
    lastSeen: ts('last_seen').notNull(),
    count: integer('count').notNull().default(1),
    value: doublePrecision('value'),
    readingAt: ts('reading_at'),
    messageEn: text('message_en').notNull(),
    messageHi: text('message_hi').notNull(),
    messageMr: text('message_mr'),
    acknowledgedAt: ts('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: ts('cleared_at'),
    /** When the alarm was written (server time; first_seen is the reading's): how often a rule raised lately, whatever the readings' stamps. */
    raisedAt: ts('raised_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alarms_one_open_idx')
      .on(t.ruleId, t.deviceId)
      .where(sql`state <> 'cleared' and device_id is not null`),
    uniqueIndex('alarms_one_open_feedback_idx')
      .on(t.ruleId, t.feedbackId)
      .where(sql`state <> 'cleared' and feedback_id is not null`),
    index('alarms_feedback_idx').on(t.feedbackId),
    index('alarms_farm_idx').on(t.farmId, t.firstSeen),
    // The ingest statement reads a device's open alarms by device.
    index('alarms_open_device_idx')
      .on(t.deviceId)
      .where(sql`state <> 'cleared'`),
    // The evaluation counts a device's raises of the last hour (server time), by rule.
    index('alarms_device_raised_idx').on(t.deviceId, t.raisedAt),
    // The evaluation reads a device's recent clears (the minimum hold before a rule raises again).
    index('alarms_cleared_device_idx')
      .on(t.deviceId, t.clearedAt)
      .where(sql`state = 'cleared' and device_id is not null`),
  ],
);

/**
 * Issue 38: how far each device's readings have been run through the alert rules (the newest
 * reading time evaluated; null: none yet). Evaluation runs apart from storing, and locks the row
 * while it evaluates and advances it in the same transaction as the alarms it writes, so after a
 * crash the readings past it are evaluated once, by whichever process gets to them first.
 */
export const alertCursors = pgTable('alert_cursors', {
  deviceId: uuid('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  evaluatedTo: ts('evaluated_to'),
});

/** The in-app notification centre: one row per alarm raised and account told. */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [index('alert_notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Each account's channels; no row: in-app only, English. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  email: boolean('email').notNull().default(false),
  sms: boolean('sms').notNull().default(false),
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
});

/**
 * One email or webhook message of one alarm to one account: tried at once, then again after each
 * of the retry delays while it fails (ALERTS_RETRY_DELAYS_MS); `next_attempt_at` is when it is due
 * (also a lease while an attempt runs, so two replicas do not send it twice).
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: serial('id').primaryKey(),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sms: sent over SMPP (issue 41); webhook: the SMS/WhatsApp gateway's webhook. */
    channel: text('channel', { enum: ['email', 'webhook', 'sms'] }).notNull(),
    /** email: { to, subject, text }; webhook: the signed JSON message; sms: { to, language, message }. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    /** sms: the SMSC's message id (the first part's) of the last attempt the gateway took. */
    providerMessageId: text('provider_message_id'),
    /** sms: what the gateway said of it: submitted (accepted), then delivered or failed by its receipt. */
    receiptState: text('receipt_state', { enum: ['submitted', 'delivered', 'failed'] }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('alert_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('alert_deliveries_user_idx').on(t.userId, t.createdAt),
  ],
);
