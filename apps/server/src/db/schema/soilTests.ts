import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { devices } from './sensors.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A guided soil test: a state machine (started → running → complete | aborted) kept in the database. */
export const soilTests = pgTable(
  'soil_tests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['started', 'running', 'complete', 'aborted'] }).notNull(),
    soilType: text('soil_type').notNull(),
    depthCm: doublePrecision('depth_cm'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    probePlaced: boolean('probe_placed').notNull().default(false),
    placementValidated: boolean('placement_validated').notNull().default(false),
    testConfirmed: boolean('test_confirmed').notNull().default(false),
    startedAt: ts('started_at').notNull().defaultNow(),
    timerStartedAt: ts('timer_started_at'),
    durationMs: integer('duration_ms').notNull(),
    timerCompletedAt: ts('timer_completed_at'),
    n: doublePrecision('n'),
    p: doublePrecision('p'),
    k: doublePrecision('k'),
    moisturePercent: doublePrecision('moisture_percent'),
    temperatureC: doublePrecision('temperature_c'),
    electricalConductivity: doublePrecision('electrical_conductivity'),
    ph: doublePrecision('ph'),
    remarks: text('remarks'),
    resultsSource: text('results_source', { enum: ['server', 'client'] }),
    abortReason: text('abort_reason'),
    abortedAt: ts('aborted_at'),
    deviceError: text('device_error'),
  },
  (t) => [index('soil_tests_user_idx').on(t.userId, t.startedAt), index('soil_tests_status_idx').on(t.status)],
);

export const soilTestImages = pgTable(
  'soil_test_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: integer('test_id')
      .notNull()
      .references(() => soilTests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('soil_test_images_test_idx').on(t.testId)],
);
