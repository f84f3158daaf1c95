import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { textsSchema } from './texts.js';
import { SENSOR_METRICS } from './sensors.js';
import { SOYA_ZONES } from './soybean.js';

/**
 * Alerts (issue 26): rules on a farm or one of its devices, the alarms they raise (active →
 * acknowledged → cleared), the in-app notifications they leave, and each account's channels.
 */
/** The kinds of a farm's rules (on its devices' readings and soil tests). */
export const ALERT_RULE_KINDS = ['threshold', 'rate', 'silence', 'soilTest'] as const;
/** The kinds of a staff rule (no farm; its author's own): feedback waiting for approval. */
export const STAFF_RULE_KINDS = ['feedback'] as const;
export const ALL_RULE_KINDS = [...ALERT_RULE_KINDS, ...STAFF_RULE_KINDS] as const;
export type AlertRuleKind = (typeof ALL_RULE_KINDS)[number];
export const ALARM_STATES = ['active', 'acknowledged', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];
export const ALERT_LANGUAGES = LANGUAGES;
/** An SMS is one 160-character part (GSM-7); Hindi and Marathi text is sent as UCS-2 and counted the same way here. */
export const SMS_MAX_CHARS = 160;
export const MAX_RULE_MINUTES = 7 * 24 * 60;
/**
 * How a threshold rule reads its metric (issue 37). Absent or null: each reading, and the condition
 * must hold for `minutes`. 'median': the median of the readings of the last `minutes` (the window),
 * judged once the readings cover it; for slow quantities such as soil pH.
 */
export const RULE_AGGREGATES = ['median'] as const;
/** A median needs a window long enough to hold several readings. */
export const MIN_MEDIAN_WINDOW_MINUTES = 60;

const minutes = z.number().int().min(0).max(MAX_RULE_MINUTES);
const finite = z.number().refine(Number.isFinite, 'must be a finite number');

export const alertRuleInputSchema = z
  .object({
    farmId: z.uuid(),
    /** One device of the farm; none: every device of the farm. */
    deviceId: z.uuid().nullish(),
    name: z.string().trim().min(1).max(80),
    kind: z.enum(ALERT_RULE_KINDS),
    metric: z.enum(SENSOR_METRICS).nullish(),
    /** threshold: `above` or `below` the threshold; rate: a rise (`above`) or a fall (`below`) faster than the threshold per hour. */
    direction: z.enum(['above', 'below']).nullish(),
    threshold: finite.nullish(),
    /** threshold: the alarm clears only once the value is back past this line (default: the threshold itself). */
    clearThreshold: finite.nullish(),
    /** threshold: the condition must hold this long before the alarm is raised; silence: minutes without a reading. */
    minutes: minutes.default(0),
    /** The agronomy source of a default rule, as the defaults endpoint gave it. */
    sourceId: z.string().max(60).nullish(),
    /** threshold: judge the median over the last `minutes` instead of each reading (RULE_AGGREGATES). */
    aggregate: z.enum(RULE_AGGREGATES).nullish(),
    enabled: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.aggregate && r.kind !== 'threshold')
      ctx.addIssue({ code: 'custom', path: ['aggregate'], message: 'only a threshold rule may judge a median' });
    if (r.aggregate === 'median' && r.minutes < MIN_MEDIAN_WINDOW_MINUTES)
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: `a median needs a window of at least ${MIN_MEDIAN_WINDOW_MINUTES} minutes`,
      });
    if ((r.kind === 'threshold' || r.kind === 'rate') && (!r.metric || !r.direction || r.threshold == null)) {
      ctx.addIssue({ code: 'custom', message: 'a threshold or rate rule needs metric, direction and threshold' });
    }
    if (r.kind === 'rate' && r.threshold != null && r.threshold <= 0) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'a rate must be above 0 (units per hour)' });
    }
    if (r.kind === 'silence' && r.minutes < 1)
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'silence needs at least 1 minute' });
    if (r.kind === 'threshold' && r.clearThreshold != null && r.threshold != null) {
      const wrongSide = r.direction === 'above' ? r.clearThreshold > r.threshold : r.clearThreshold < r.threshold;
      if (wrongSide)
        ctx.addIssue({ code: 'custom', path: ['clearThreshold'], message: 'the clear line must be on the safe side of the threshold' });
    }
  });
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRulePatchSchema = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  enabled: z.boolean().optional(),
  threshold: finite.optional(),
  clearThreshold: finite.nullable().optional(),
  minutes: minutes.optional(),
});
export type AlertRulePatch = z.input<typeof alertRulePatchSchema>;

/** A staff rule: its author is told of each expert feedback waiting for approval (no farm, no device). */
export const staffRuleInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  kind: z.enum(STAFF_RULE_KINDS).default('feedback'),
  enabled: z.boolean().default(true),
});
export type StaffRuleInput = z.input<typeof staffRuleInputSchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  /** null: a staff rule (kind `feedback`), its author's own. */
  farmId: z.string().nullable(),
  farmName: z.string().nullable(),
  deviceId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(ALL_RULE_KINDS),
  metric: z.enum(SENSOR_METRICS).nullable(),
  direction: z.enum(['above', 'below']).nullable(),
  threshold: z.number().nullable(),
  clearThreshold: z.number().nullable(),
  minutes: z.number().int(),
  /** 'median': judged on the median of the last `minutes` of readings, not on each reading. */
  aggregate: z.enum(RULE_AGGREGATES).nullable(),
  sourceId: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alarmSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  kind: z.enum(ALL_RULE_KINDS),
  /** null: a staff rule's alarm, about `feedbackId`. */
  farmId: z.string().nullable(),
  deviceId: z.string().nullable(),
  feedbackId: z.string().nullable(),
  deviceName: z.string().nullable(),
  state: z.enum(ALARM_STATES),
  firstSeen: z.string().describe('UTC'),
  lastSeen: z.string().describe('UTC'),
  count: z.number().int(),
  /** The value and reading time that raised the alarm (null for silence and soil-test alarms). */
  value: z.number().nullable(),
  readingAt: z.string().nullable(),
  message: textsSchema,
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  clearedAt: z.string().nullable(),
  /** The screen that shows the cause. */
  link: z.string(),
});
export type Alarm = z.infer<typeof alarmSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const farmFilterSchema = z.object({ farmId: z.uuid().optional() });
export const alarmsQuerySchema = z.object({
  farmId: z.uuid().optional(),
  /** open: active and acknowledged; history: every alarm, newest first. */
  view: z.enum(['open', 'history']).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const defaultsQuerySchema = z.object({
  farmId: z.uuid(),
  /** The soybean stage whose water band the moisture default uses. */
  stage: z.string().max(60).optional(),
  /** The soybean zone whose soil and pH lines the defaults use; absent: the zone of the farm's state. */
  zone: z.enum(SOYA_ZONES).optional(),
});

export const preferencesSchema = z.object({
  language: z.enum(ALERT_LANGUAGES),
  email: z.boolean(),
  /** The SMS/WhatsApp gateway (the webhook) to the account's phone number. */
  sms: z.boolean(),
  /** Asia/Kolkata "HH:MM"; in these hours only the in-app notification is made. Both null: none. */
  quietFrom: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  quietTo: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
});
export type AlertPreferences = z.infer<typeof preferencesSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  read: z.boolean(),
  alarm: alarmSchema,
});
export type AlertNotification = z.infer<typeof notificationSchema>;

const ok = z.literal('success');
export const rulesResponseSchema = z.object({ status: ok, data: z.array(alertRuleSchema) });
export const ruleResponseSchema = z.object({ status: ok, data: alertRuleSchema });
export const alarmsResponseSchema = z.object({ status: ok, data: z.array(alarmSchema) });
export const alarmResponseSchema = z.object({ status: ok, data: alarmSchema });
export const notificationsResponseSchema = z.object({ status: ok, unread: z.number().int(), data: z.array(notificationSchema) });
export const preferencesResponseSchema = z.object({
  status: ok,
  data: preferencesSchema,
  emailAvailable: z.boolean(),
  smsAvailable: z.boolean(),
  /** Issue 41: false for a farmer registered by mobile number only: alerts cannot be emailed (email is refused, 409). */
  accountHasEmail: z.boolean(),
});
export const deleteResponseSchema = z.object({ status: ok });

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export const DELIVERY_CHANNELS = ['email', 'webhook', 'sms'] as const;
/** What an SMS gateway said of an SMS: submitted (it took it), then delivered or failed by its delivery receipt. */
export const SMS_RECEIPT_STATES = ['submitted', 'delivered', 'failed'] as const;
export const deliverySchema = z.object({
  id: z.number().int(),
  alarmId: z.number().int(),
  /** sms: over the SMPP gateway (issue 41); webhook: the SMS/WhatsApp gateway's webhook. */
  channel: z.enum(DELIVERY_CHANNELS),
  /** pending: not sent yet (tried `attempts` times, due again at `nextAttemptAt`); failed: every attempt failed. */
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  /** Why the last attempt failed, in words for anyone (English, Hindi and Marathi); null when it did not fail. */
  reason: textsSchema.nullable(),
  /** The last attempt's error as the mail server or gateway gave it: staff only (null for farmers, who get `reason`). */
  lastError: z.string().nullable(),
  /** sms: the gateway's receipt state of the last attempt it took (null before, and for email and webhook). */
  receipt: z.enum(SMS_RECEIPT_STATES).nullable().optional(),
  /** sms: the gateway's message id (the first part's). */
  providerMessageId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlertDelivery = z.infer<typeof deliverySchema>;
export const deliveriesResponseSchema = z.object({ status: ok, data: z.array(deliverySchema) });
export const defaultRuleSchema = z.object({
  rule: z.object({
    name: z.string(),
    kind: z.enum(ALERT_RULE_KINDS),
    metric: z.enum(SENSOR_METRICS).nullable(),
    direction: z.enum(['above', 'below']).nullable(),
    threshold: z.number().nullable(),
    clearThreshold: z.number().nullable(),
    minutes: z.number().int(),
    sourceId: z.string().nullable(),
    aggregate: z.enum(RULE_AGGREGATES).nullable(),
  }),
  why: textsSchema,
  source: z.string(),
  verification: z.string(),
});
export const defaultsResponseSchema = z.object({
  status: ok,
  zone: z.string(),
  /** How the zone was chosen: asked for (`zone`), the farm's state, or assumed (the farm has no state the zones know). */
  zoneFrom: z.enum(['query', 'state', 'assumed']),
  /** Said when the zone was assumed, so the farmer can pick theirs. */
  zoneNote: z.object({ en: z.string(), hi: z.string() }).nullable(),
  stage: z.string(),
  data: z.array(defaultRuleSchema),
});
export type DefaultRule = z.infer<typeof defaultRuleSchema>;
