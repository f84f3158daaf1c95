import { z } from 'zod';
import { signInNameSchema } from './auth.js';
import { VALVE_OUTCOMES, valveCommandStateSchema, valveLastAckSchema } from './valves.js';

export * from './valves.js';

/** The seven values a 7-in-1 RS485 soil probe reports, with units and the range it can measure. */
export const SENSOR_METRICS = ['nitrogen', 'phosphorus', 'potassium', 'temperature', 'moisture', 'conductivity', 'ph'] as const;
export type SensorMetric = (typeof SENSOR_METRICS)[number];

export const METRIC_INFO: Record<SensorMetric, { unit: string; min: number; max: number }> = {
  nitrogen: { unit: 'mg/kg', min: 0, max: 1999 },
  phosphorus: { unit: 'mg/kg', min: 0, max: 1999 },
  potassium: { unit: 'mg/kg', min: 0, max: 1999 },
  temperature: { unit: '°C', min: -40, max: 80 },
  // Soil moisture is a volumetric share of the soil, not air humidity: '%', never '%RH' (issue 39). The
  // spec's soil-test tiles keep their printed '%RH' (apps/web/src/features/soilTesting/constants.ts).
  moisture: { unit: '%', min: 0, max: 100 },
  conductivity: { unit: 'µS/cm', min: 0, max: 20000 },
  // A probe reads pH 3–9; 0 is accepted because an all-zero reading is how a failed probe shows itself.
  ph: { unit: 'pH', min: 0, max: 14 },
};

/** Spec 9 and 2.4: monitoring constants. */
export const OFFLINE_AFTER_MS = 2 * 60_000;
export const POLL_INTERVAL_MS = 5_000;
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_CHART_POINTS = 1500;
export const MAX_BATCH_READINGS = 5000;
/** Oldest reading a device may deliver (a gateway that was offline replays its buffer) and clock skew allowed. */
export const MAX_READING_AGE_DAYS = 400;
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/**
 * Open live streams per account, readings and alerts together: four tabs or phones with both open
 * (a screen of readings holds two); beyond that one account would hold the server's sockets.
 */
export const MAX_STREAMS_PER_ACCOUNT = 8;
export const FERTIGATION_WINDOW = { startHour: 10, endHour: 19 } as const;
export const FERTIGATION_NOTICE = 'Fertigation is scheduled between 10 AM to 7 PM. Please wait for the preferred time slot.';

const metric = (name: SensorMetric) =>
  z
    .number({ error: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a finite number`)
    .refine((v) => v >= METRIC_INFO[name].min && v <= METRIC_INFO[name].max, {
      message: `${name} must be between ${METRIC_INFO[name].min} and ${METRIC_INFO[name].max} ${METRIC_INFO[name].unit}`,
    });

/**
 * One reading as a device sends it. `timestamp` is ISO 8601 with an offset, or epoch milliseconds;
 * `humidity` is accepted for `moisture` (the original product's name for the same probe value).
 */
const readingTimestampSchema = z.iso.datetime({ offset: true });
export const readingInputSchema = z.preprocess(
  (raw) => {
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const r = raw as Record<string, unknown>;
      if (r.moisture === undefined && r.humidity !== undefined) return { ...r, moisture: r.humidity };
    }
    return raw;
  },
  z.object({
    timestamp: z.union([readingTimestampSchema, z.number().int().positive()], {
      error: 'timestamp must be an ISO 8601 time with offset or epoch milliseconds',
    }),
    nitrogen: metric('nitrogen'),
    phosphorus: metric('phosphorus'),
    potassium: metric('potassium'),
    temperature: metric('temperature'),
    moisture: metric('moisture'),
    conductivity: metric('conductivity'),
    ph: metric('ph'),
  }),
);
export type ReadingInput = z.infer<typeof readingInputSchema>;

// The very pattern the schema's timestamp is tested with, so the quick check cannot drift from it. Read in a
// call, which the web build marks pure (apps/web/scripts/schemaFreeApp.ts): a bare property read counts as a
// side effect and kept this module's schemas, and zod, in /home's first chunk.
const READING_TIMESTAMP = (() => readingTimestampSchema._zod.pattern)();
/** Whether `v` is a number within a metric's bounds (NaN and ±Infinity fail the comparisons). */
const within = (v: unknown, bounds: { min: number; max: number }): v is number =>
  typeof v === 'number' && v >= bounds.min && v <= bounds.max;

/**
 * `readingInputSchema`'s answer for a reading it accepts, without zod (a batch of 5,000 readings
 * spent more time in zod than in storing them, issue 43): null when the reading is not plainly
 * valid, and then only the schema may say why. It accepts nothing the schema refuses (its test
 * compares the two on valid and broken readings). Each metric is read by its name, not in a loop
 * over SENSOR_METRICS: a loop's reads and writes by a computed name cost about four times as much.
 */
export function quickReading(raw: unknown): ReadingInput | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const timestamp = r.timestamp;
  if (typeof timestamp === 'string') {
    if (!READING_TIMESTAMP?.test(timestamp)) return null;
  } else if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0) return null;
  const { nitrogen, phosphorus, potassium, temperature, conductivity, ph } = r;
  const moisture = r.moisture === undefined ? r.humidity : r.moisture;
  if (
    !within(nitrogen, METRIC_INFO.nitrogen) ||
    !within(phosphorus, METRIC_INFO.phosphorus) ||
    !within(potassium, METRIC_INFO.potassium) ||
    !within(temperature, METRIC_INFO.temperature) ||
    !within(moisture, METRIC_INFO.moisture) ||
    !within(conductivity, METRIC_INFO.conductivity) ||
    !within(ph, METRIC_INFO.ph)
  )
    return null;
  return { timestamp, nitrogen, phosphorus, potassium, temperature, moisture, conductivity, ph };
}

export const ingestRequestSchema = z
  .object({
    readings: z.array(z.unknown()).min(1).max(MAX_BATCH_READINGS).describe('Each item is a reading; see ReadingInput'),
  })
  .meta({ id: 'IngestRequest' });

export const ingestResponseSchema = z
  .object({
    status: z.literal('success'),
    accepted: z.number().int().describe('Readings stored now'),
    duplicates: z.number().int().describe('Readings already stored for the same device and time'),
    rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'IngestResponse' });

/** A stored reading as the API returns it; `humidity` repeats `moisture` for the spec's clients. */
export const readingSchema = z
  .object({
    timestamp: z.iso.datetime(),
    nitrogen: z.number(),
    phosphorus: z.number(),
    potassium: z.number(),
    temperature: z.number(),
    moisture: z.number(),
    humidity: z.number(),
    conductivity: z.number(),
    ph: z.number(),
  })
  .meta({ id: 'Reading' });
export type Reading = z.infer<typeof readingSchema>;

// Date.parse rolls 2026-02-30 over into March: a real date is one that survives the round trip.
// Years outside 1000–9998 are refused: year 0 and 9999's next day have no ISO form PostgreSQL reads.
/** A real calendar day, yyyy-mm-dd, in the years 1000 to 9998. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use yyyy-mm-dd')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'not a real date')
  .refine((d) => d >= '1000-01-01' && d < '9999-01-01', 'out of range');

/** The optional `deviceId` of a query; a field of its own so that other queries take it without reading `.shape` (see deviceQuerySchema). */
export const deviceIdField = z
  .uuid()
  .optional()
  .describe("A device of the caller's farms; default: the caller's most recently active device");
export const deviceQuerySchema = z.object({ deviceId: deviceIdField });

export const dataQuerySchema = deviceQuerySchema.extend({
  startOffset: isoDate.optional().describe('First day (Asia/Kolkata), default 7 days back'),
  endOffset: isoDate.optional().describe('Last day (Asia/Kolkata), inclusive; default today'),
});

/** A chart asks for what its width can draw (issue 24): a phone needs far fewer than 1,500 points. */
export const MIN_CHART_POINTS = 60;
export const chartDataQuerySchema = dataQuerySchema.extend({
  maxPoints: z.coerce
    .number()
    .int()
    .min(MIN_CHART_POINTS)
    .max(MAX_CHART_POINTS)
    .optional()
    .describe(`At most this many readings (${MIN_CHART_POINTS}–${MAX_CHART_POINTS}, default ${MAX_CHART_POINTS}); more are downsampled`),
});

export const dataResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    data: z.array(readingSchema),
    downsampled: z.boolean().describe('True when each bucket is given as its minimum row and its maximum row'),
    bucketSeconds: z.number().nullable(),
    rawCount: z.number().int().describe('Readings stored in the range'),
    range: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
    startAdjusted: z.boolean().describe('True when the start day had no data and the nearest reading was used (spec 5)'),
  })
  .meta({ id: 'SensorDataResponse' });
export type DataResponse = z.infer<typeof dataResponseSchema>;

export const deviceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    farmId: z.string(),
    farmName: z.string(),
    simulated: z.boolean(),
    lastSeenAt: z.iso.datetime().nullable(),
    online: z.boolean(),
    rejectedReadings: z.number().int(),
    keyRevoked: z.boolean().optional().describe('Admin and superAdmin only: the device key was revoked (readings refused)'),
    calibratedAt: z.iso.datetime().nullable().optional().describe('When the probe was last calibrated against a lab test; null: never'),
    lastValveAck: valveLastAckSchema.nullable().optional().describe('The device’s latest acknowledgement of a valve command; null: never'),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof deviceSchema>;

export const latestDataResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    // Added in issue 39: the form prefilled from this reading names the probe it came from (staff read any farm's).
    device: deviceSchema,
    data: z.array(readingSchema).length(1),
  })
  .meta({ id: 'LatestDataResponse' });

export const latestResponseSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    device: deviceSchema,
    data: readingSchema.nullable(),
    series: z.array(readingSchema).describe('Readings of the last hour, oldest first'),
    change: z.record(z.enum(SENSOR_METRICS), z.number().nullable()).describe('Percent change over the series'),
  })
  .meta({ id: 'LatestResponse' });
export type LatestResponse = z.infer<typeof latestResponseSchema>;

export const devicesResponseSchema = z.object({ status: z.literal('success'), data: z.array(deviceSchema) }).meta({ id: 'Devices' });

export const farmSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    district: z.string().nullable(),
    state: z.string().nullable(),
    memberEmails: z
      .array(z.string())
      .describe('Admin and superAdmin: every member; a farmer: only their own email; an Expert: none (issue 18, least privilege)'),
    members: z
      .array(z.object({ id: z.string(), email: z.string(), display_name: z.string() }))
      .optional()
      .describe('Admin and superAdmin only: the members with their ids (to remove one)'),
  })
  .meta({ id: 'Farm' });
export const farmsResponseSchema = z.object({ status: z.literal('success'), data: z.array(farmSchema) }).meta({ id: 'Farms' });
export const createFarmRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    district: z.string().trim().max(80).optional(),
    state: z.string().trim().max(80).optional(),
  })
  .meta({ id: 'CreateFarmRequest' });
export const farmResponseSchema = z.object({ status: z.literal('success'), data: farmSchema }).meta({ id: 'FarmResponse' });
export const addMemberRequestSchema = z
  .object({ email: signInNameSchema.describe('The farmer’s email, or their mobile number (issue 41: a farmer may have no email)') })
  .meta({ id: 'AddFarmMemberRequest' });
export const registerDeviceRequestSchema = z.object({ name: z.string().trim().min(1).max(120) }).meta({ id: 'RegisterDeviceRequest' });
export const registerDeviceResponseSchema = z
  .object({
    status: z.literal('success'),
    data: deviceSchema,
    deviceKey: z.string().describe('Shown once; the device sends it in the X-Device-Key header'),
  })
  .meta({ id: 'RegisterDeviceResponse' });
export const farmParamsSchema = z.object({ farmId: z.uuid() });
/** Issue 18: removing a member, revoking and rotating a device key. */
export const farmMemberParamsSchema = z.object({ farmId: z.uuid(), userId: z.uuid() });
export const farmDeviceParamsSchema = z.object({ farmId: z.uuid(), deviceId: z.uuid() });
export const revokeDeviceKeyResponseSchema = z
  .object({ status: z.literal('success'), message: z.string(), data: deviceSchema })
  .meta({ id: 'RevokeDeviceKeyResponse' });
export const rotateDeviceKeyResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    data: deviceSchema,
    deviceKey: z.string().describe('The new key, shown once; the old key stopped working at once'),
  })
  .meta({ id: 'RotateDeviceKeyResponse' });
export const deviceParamsSchema = z.object({ deviceId: z.uuid() });

export const fertigationRequestSchema = z
  .object({
    deviceId: z.uuid().optional(),
    state: z.enum(['on', 'off']),
    durationMinutes: z.number().int().min(1).max(240).default(15),
  })
  .meta({ id: 'FertigationRequest' });
export const fertigationStatusSchema = z
  .object({
    status: z.literal('success'),
    deviceId: z.string(),
    state: z.enum(['on', 'off']),
    startedAt: z.iso.datetime().nullable(),
    endsAt: z.iso.datetime().nullable(),
    by: z.string().nullable(),
    delivery: z.enum(['published', 'not_sent']).nullable().describe("'not_sent' when no MQTT broker is configured"),
    // Issue 39: `state` is 'on' only while the device has acknowledged an 'on' and its own time has not run out;
    // `startedAt`/`endsAt` are then the device's (acknowledged at, and its remaining time from then).
    outcome: z.enum(VALVE_OUTCOMES).nullable().describe('What became of the main valve’s latest command; null: none yet'),
    command: valveCommandStateSchema.nullable().describe('The main valve’s latest command'),
    valves: z.array(valveCommandStateSchema).describe('The latest command of each valve of the device'),
    lastAck: valveLastAckSchema.nullable().describe('The device’s latest acknowledgement of any command'),
    ackTimeoutSeconds: z.number().int().describe("How long a device has to acknowledge before 'not_acknowledged'"),
  })
  .meta({ id: 'FertigationStatus' });
export type FertigationStatus = z.infer<typeof fertigationStatusSchema>;

/** Midnight at the start of a yyyy-mm-dd day in Asia/Kolkata (UTC+05:30, no daylight saving). */
export function kolkataDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

// Asia/Kolkata has kept UTC+05:30, with no daylight saving, since 1945: the local day and hour are plain
// arithmetic. Intl with a time zone costs a phone tens of milliseconds on first use (its zone data), on the
// home screen's first render (issue 24), and the server asks for every reading it files.
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** The yyyy-mm-dd day in Asia/Kolkata that contains `instant`. */
export function kolkataDay(instant: Date): string {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

export function kolkataHour(instant: Date): number {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).getUTCHours();
}

/** Spec 5: the fertigation window is local hour ≥ 10 and < 19. */
export function inFertigationWindow(instant: Date): boolean {
  const hour = kolkataHour(instant);
  return hour >= FERTIGATION_WINDOW.startHour && hour < FERTIGATION_WINDOW.endHour;
}
