import { type FertigationSetupRecord, type ProbeCalibrationRecord, VALVE_OUTCOMES, VALVES } from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const farms = pgTable('farms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  district: text('district'),
  state: text('state'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const farmMembers = pgTable(
  'farm_members',
  {
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.userId] }), index('farm_members_user_idx').on(t.userId)],
);

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the device key; the key itself is shown once at registration. */
    keyHash: text('key_hash').notNull().unique(),
    simulated: boolean('simulated').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at'),
    /** A revoked key is refused at once; rotating issues a new key and clears this. */
    keyRevokedAt: ts('key_revoked_at'),
    keyRotatedAt: ts('key_rotated_at'),
    /** The probe's calibration against a lab test of the field (issue 37); null: uncalibrated. */
    calibration: jsonb('calibration').$type<ProbeCalibrationRecord>(),
    /** What each nutrient valve's tank holds, the line's flow and the area it irrigates (issue 37); null: the dose per opening is unknown. */
    fertigationSetup: jsonb('fertigation_setup').$type<FertigationSetupRecord>(),
  },
  (t) => [index('devices_farm_idx').on(t.farmId)],
);

/** One row per device and instant: the primary key makes a repeated delivery a no-op. */
export const readings = pgTable(
  'readings',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ts: ts('ts').notNull(),
    nitrogen: doublePrecision('nitrogen').notNull(),
    phosphorus: doublePrecision('phosphorus').notNull(),
    potassium: doublePrecision('potassium').notNull(),
    temperature: doublePrecision('temperature').notNull(),
    moisture: doublePrecision('moisture').notNull(),
    conductivity: doublePrecision('conductivity').notNull(),
    ph: doublePrecision('ph').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.ts] })],
);

const minMax = (metric: string) => ({
  [`min_${metric}`]: doublePrecision(`min_${metric}`).notNull(),
  [`max_${metric}`]: doublePrecision(`max_${metric}`).notNull(),
});

/**
 * Per device and UTC hour: how many readings, the first and last time, and each value's min and
 * max. Kept current by the same statement that stores readings; long chart ranges read this
 * instead of every reading.
 */
export const readingsHourly = pgTable(
  'readings_hourly',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hour: ts('hour').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    firstTs: ts('first_ts').notNull(),
    lastTs: ts('last_ts').notNull(),
    ...minMax('nitrogen'),
    ...minMax('phosphorus'),
    ...minMax('potassium'),
    ...minMax('temperature'),
    ...minMax('moisture'),
    ...minMax('conductivity'),
    ...minMax('ph'),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.hour] })],
);

/** Rejected readings, counted per device and reason (never stored silently, never lost silently). */
export const readingRejections = pgTable(
  'reading_rejections',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    lastAt: ts('last_at').notNull().defaultNow(),
    lastDetail: text('last_detail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.reason] })],
);

export const valveCommands = pgTable(
  'valve_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which solenoid valve: 'main' is the dashboard's fertigation valve; Start Fertigation (issue 10) drives the others. */
    valve: text('valve', { enum: VALVES }).notNull().default('main'),
    state: text('state', { enum: ['on', 'off'] }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    endsAt: ts('ends_at').notNull(),
    delivery: text('delivery', { enum: ['published', 'not_sent'] }).notNull(),
    /** Start Fertigation's profile ('agronomy' or 'spec'); null for the dashboard toggle. */
    profile: text('profile'),
    /** Why Start Fertigation sent it: the reading, the band and the source, as the screen showed it. */
    reason: text('reason'),
    /**
     * What became of it, as the device told it (issue 39): 'sent' turns 'not_acknowledged' once the ack time has
     * passed, an acknowledged 'on' turns 'finished' once the device's own time has run out (see FertigationService).
     */
    outcome: text('outcome', { enum: VALVE_OUTCOMES }).notNull().default('not_sent'),
    /** When the device applied it (its `at`, kept between the command's creation and the ack's arrival). */
    acknowledgedAt: ts('acknowledged_at'),
    /** The valve as the device reported it in its acknowledgement. */
    deviceState: text('device_state', { enum: ['on', 'off'] }),
    /** The device's own time left at `acknowledged_at` (its countdown, not the one asked for). */
    remainingSeconds: integer('remaining_seconds'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('valve_commands_device_idx').on(t.deviceId, t.createdAt),
    check('valve_commands_outcome_check', sql.raw(`outcome in (${VALVE_OUTCOMES.map((v) => `'${v}'`).join(',')})`)),
    check('valve_commands_state_check', sql`${t.state} in ('on','off')`),
    check('valve_commands_valve_check', sql.raw(`valve in (${VALVES.map((v) => `'${v}'`).join(',')})`)),
  ],
);
