import { z } from 'zod';
import { alarmSchema } from './alerts.js';
import { readingSchema } from './sensors.js';

/**
 * The events of the live streams (issue 42 item 3): each stream entry of the catalogue names its
 * events with these schemas (`events`), the server's sender and the web's `useEndpointStream` are
 * typed from them. The protocol events `ready` and `session-ended` belong to every stream and are
 * not listed. No `.meta` ids: the events are not part of the OpenAPI document.
 */

/** `soil-test`: a soil test on the device changed state (the bus's event, sent whole). */
export const soilTestEventSchema = z.object({
  deviceId: z.string(),
  userId: z.string(),
  testId: z.number().int(),
  status: z.string(),
  deviceError: z.string().nullable(),
});
export type SoilTestEvent = z.infer<typeof soilTestEventSchema>;

/** `valve`: a valve of the device was switched, acknowledged, or its acknowledgement time ran out (issue 39). */
export const valveEventSchema = z.object({
  deviceId: z.string(),
  commandId: z.string(),
  valve: z.string(),
  state: z.enum(['on', 'off']),
  endsAt: z.string(),
  /** A new command (the simulator answers these), a device's acknowledgement, or the ack time running out. */
  kind: z.enum(['command', 'ack', 'settled']).optional(),
  outcome: z.string().optional(),
  durationSeconds: z.number().optional(),
});
export type ValveEvent = z.infer<typeof valveEventSchema>;

/** sensors.stream: `reading` (the newest reading just stored), `soil-test`, `valve`. */
export const readingStreamEvents = { reading: readingSchema, 'soil-test': soilTestEventSchema, valve: valveEventSchema } as const;
/** alerts.stream: `alarm`, an alarm raised, acknowledged or cleared. */
export const alarmStreamEvents = { alarm: alarmSchema } as const;
