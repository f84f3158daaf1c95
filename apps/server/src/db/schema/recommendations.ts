import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ShcParameters } from '@agrim/contracts';
import { users } from './identity.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every fertilizer prediction: its inputs, the model's answer and version, and who asked (experts rate these). */
export const fertilizerPredictions = pgTable(
  'fertilizer_predictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    temperature: doublePrecision('temperature').notNull(),
    humidity: doublePrecision('humidity').notNull(),
    moisture: doublePrecision('moisture').notNull(),
    nitrogen: doublePrecision('nitrogen').notNull(),
    phosphorus: doublePrecision('phosphorus').notNull(),
    potassium: doublePrecision('potassium').notNull(),
    cropType: text('crop_type').notNull(),
    soilType: text('soil_type').notNull(),
    modelType: text('model_type').notNull(),
    fertilizer: text('fertilizer').notNull(),
    predictedNpk: text('predicted_npk').notNull(),
    probability: doublePrecision('probability').notNull(),
    modelVersion: text('model_version').notNull(),
    predictedAt: ts('predicted_at').notNull().defaultNow(),
  },
  (t) => [index('fertilizer_predictions_time_idx').on(t.predictedAt), index('fertilizer_predictions_user_idx').on(t.userId, t.predictedAt)],
);

/**
 * A Soil Health Card read by OCR: what was read and what the user corrected. The photo itself is
 * not kept: cards carry the farmer's name, address and phone number, and the numbers are enough.
 */
export const soilHealthCardReadings = pgTable(
  'soil_health_card_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cropType: text('crop_type').notNull(),
    soilType: text('soil_type').notNull(),
    language: text('language').notNull(),
    extracted: jsonb('extracted').$type<ShcParameters>().notNull(),
    confirmed: jsonb('confirmed').$type<ShcParameters>(),
    ocrMs: integer('ocr_ms').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [index('shc_readings_user_idx').on(t.userId, t.createdAt)],
);
