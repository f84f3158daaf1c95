import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { fertilizerPredictions } from './recommendations.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An Expert's feedback on a stored fertilizer prediction (spec 2.6, 3). One per Expert and
 * prediction; Pending until an Admin decides it, exactly once (decided_at and decided_by set then).
 */
export const expertFeedback = pgTable(
  'expert_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    predictionId: uuid('prediction_id')
      .notNull()
      .references(() => fertilizerPredictions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comments: text('comments').notNull(),
    confidenceLevel: text('confidence_level', { enum: ['Low', 'Medium', 'High'] }).notNull(),
    /** The suggested N-P-K ('' when none). */
    alternativeNpk: text('alternative_npk').notNull().default(''),
    agroZone: text('agro_zone').notNull().default(''),
    season: text('season').notNull().default(''),
    status: text('status', { enum: ['Pending', 'Approved', 'Rejected'] })
      .notNull()
      .default('Pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('expert_feedback_prediction_user_uq').on(t.predictionId, t.userId),
    index('expert_feedback_time_idx').on(t.createdAt),
    index('expert_feedback_user_idx').on(t.userId, t.createdAt),
    check('expert_feedback_score_check', sql`${t.score} between 1 and 10`),
    check('expert_feedback_status_check', sql`${t.status} in ('Pending','Approved','Rejected')`),
    check('expert_feedback_confidence_check', sql`${t.confidenceLevel} in ('Low','Medium','High')`),
    // A decision is recorded with its time; a pending feedback has none.
    check('expert_feedback_decision_check', sql`(${t.status} = 'Pending') = (${t.decidedAt} is null)`),
  ],
);

/** Reference files of a feedback: stored under a random key, with the sanitised name the Expert gave. */
export const expertFeedbackFiles = pgTable(
  'expert_feedback_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => expertFeedback.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    displayName: text('display_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('expert_feedback_files_feedback_idx').on(t.feedbackId, t.position)],
);

/** An Expert's CV (at most one) and datasets (spec 2.19). */
export const expertProfileFiles = pgTable(
  'expert_profile_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cv', 'fertilizer_dataset', 'reference_dataset'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** The format shown on the file card: csv, xlsx, json, txt, pdf, docx. */
    format: text('format').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('expert_profile_files_user_idx').on(t.userId, t.kind, t.createdAt),
    uniqueIndex('expert_profile_files_one_cv_uq')
      .on(t.userId)
      .where(sql`${t.kind} = 'cv'`),
    check('expert_profile_files_kind_check', sql`${t.kind} in ('cv','fertilizer_dataset','reference_dataset')`),
  ],
);
