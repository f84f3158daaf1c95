import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { users } from './identity.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One photo analysed by an image model (soil type, leaf disease, seed quality): the model and its
 * version, the answer (the best class even when not sure), and the photo, EXIF removed, in storage.
 */
export const imageAnalyses = pgTable(
  'image_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    task: text('task', { enum: ['soil-type', 'soybean-leaf', 'tomato-leaf', 'seed-quality'] }).notNull(),
    modelId: text('model_id').notNull(),
    modelVersion: text('model_version').notNull(),
    /** The model's best class (what the answer shows is 'Not sure' when `not_sure`). */
    label: text('label').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    notSure: boolean('not_sure').notNull(),
    reason: text('reason', { enum: ['confident', 'low_confidence', 'out_of_distribution'] }).notNull(),
    oodScore: doublePrecision('ood_score'),
    imageKey: text('image_key').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('image_analyses_user_idx').on(t.userId, t.createdAt),
    index('image_analyses_task_idx').on(t.task, t.createdAt),
    check('image_analyses_task_check', sql`${t.task} in ('soil-type','soybean-leaf','tomato-leaf','seed-quality')`),
    check('image_analyses_reason_check', sql`${t.reason} in ('confident','low_confidence','out_of_distribution')`),
    check('image_analyses_confidence_check', sql`${t.confidence} between 0 and 1`),
  ],
);

/**
 * Training an image model from an Admin's zip of class-named folders: queued, then run (one at a
 * time) in a child process. A job still 'running' when the server starts was cut off by a restart.
 */
export const imageModelJobs = pgTable(
  'image_model_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    task: text('task', { enum: ['soil-type', 'soybean-leaf', 'tomato-leaf', 'seed-quality'] }).notNull(),
    name: text('name').notNull(),
    state: text('state', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    /** Progress while running, the result or the reason of a failure. */
    message: text('message').notNull().default(''),
    /** The id the trained model is installed under. */
    modelId: text('model_id').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** With the durable queue: the uploaded zip in the file store, so a worker on another machine can unpack it. */
    inputKey: text('input_key'),
  },
  (t) => [
    index('image_model_jobs_time_idx').on(t.createdAt),
    index('image_model_jobs_state_idx').on(t.state),
    check('image_model_jobs_task_check', sql`${t.task} in ('soil-type','soybean-leaf','tomato-leaf','seed-quality')`),
    check('image_model_jobs_state_check', sql`${t.state} in ('queued','running','succeeded','failed')`),
    // A finished job has its finishing time; an unfinished one has none.
    check('image_model_jobs_finished_check', sql`(${t.state} in ('succeeded','failed')) = (${t.finishedAt} is not null)`),
  ],
);

/**
 * The files of each trained image model, published by the process that trained it (with the
 * durable queue, a worker that may run on another machine): every process copies the models it
 * lacks into its own IMAGE_MODELS_DIR (imageAnalysis/modelSync.ts).
 */
export const imageModelFiles = pgTable(
  'image_model_files',
  {
    modelId: text('model_id').notNull(),
    name: text('name').notNull(),
    bytes: bytea('bytes').notNull(),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.name] })],
);
