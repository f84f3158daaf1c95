import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SHC_FORM_SOURCES, SHC_K_FORMS, SHC_P_FORMS, type ShcParameters } from '@agrim/contracts';
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
    /**
     * The form the card's P and K were taken in (P or P2O5, K or K2O) and how it was decided
     * (printed_range, state_default, national_default, user), as the last answer used them.
     * Null on readings made before issue 20.
     */
    pForm: text('p_form', { enum: SHC_P_FORMS }),
    kForm: text('k_form', { enum: SHC_K_FORMS }),
    pFormFrom: text('p_form_from', { enum: SHC_FORM_SOURCES }),
    kFormFrom: text('k_form_from', { enum: SHC_FORM_SOURCES }),
  },
  (t) => [
    index('shc_readings_user_idx').on(t.userId, t.createdAt),
    check('shc_readings_p_form_check', sql`${t.pForm} in ('P','P2O5')`),
    check('shc_readings_k_form_check', sql`${t.kForm} in ('K','K2O')`),
    check('shc_readings_p_form_from_check', sql`${t.pFormFrom} in ('printed_range','state_default','national_default','user')`),
    check('shc_readings_k_form_from_check', sql`${t.kFormFrom} in ('printed_range','state_default','national_default','user')`),
  ],
);
