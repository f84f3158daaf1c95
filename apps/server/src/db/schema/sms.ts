import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { alertDeliveries } from './alerts.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** States of an SMS sent over SMPP (issue 41): waiting for the gateway, accepted by it, then its receipt's outcome; `unsent`: the gateway never took it. */
export const SMS_STATES = ['queued', 'submitted', 'delivered', 'failed', 'unsent'] as const;

/**
 * Every SMS handed to the SMPP gateway, whatever it says (an alarm, a one-time code): the per-number
 * daily cap counts these rows; delivery receipts update them (and the alert delivery it carries).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** International digits without '+', as sent (919876543210). */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    dltTemplateId: text('dlt_template_id').notNull(),
    parts: integer('parts').notNull(),
    state: text('state', { enum: SMS_STATES }).notNull().default('queued'),
    error: text('error'),
    /** The alert delivery this SMS is an attempt of (alert SMS only). */
    alertDeliveryId: integer('alert_delivery_id').references(() => alertDeliveries.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sms_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Each part of a long SMS has its own SMSC message id and receipt. */
export const smsParts = pgTable(
  'sms_parts',
  {
    smsId: integer('sms_id')
      .notNull()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    messageId: text('message_id').notNull(),
    state: text('state', { enum: ['submitted', 'delivered', 'failed'] })
      .notNull()
      .default('submitted'),
    stat: text('stat'),
  },
  (t) => [primaryKey({ columns: [t.smsId, t.part] }), index('sms_parts_message_idx').on(t.messageId)],
);
