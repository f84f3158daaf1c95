import { z } from 'zod';

/** The solenoid valves of a device: 'main' is the dashboard's fertigation valve; Start Fertigation drives the others. */
export const VALVES = ['main', 'nitrogen', 'phosphorus', 'potassium', 'water'] as const;
export type Valve = (typeof VALVES)[number];

/**
 * What became of a valve command (issue 39), as the device told it:
 * - `not_sent`: nothing reached the device (no MQTT broker, or it was not connected);
 * - `sent`: handed to the broker (or the in-process simulator), no answer from the device yet;
 * - `acknowledged`: the device answered, with the valve's state and its own remaining time;
 * - `not_acknowledged`: no answer within `VALVE_ACK_TIMEOUT_SECONDS`;
 * - `finished`: an acknowledged 'on' whose time ran out, or that the device, a later command or 'off' ended.
 */
export const VALVE_OUTCOMES = ['not_sent', 'sent', 'acknowledged', 'not_acknowledged', 'finished'] as const;
export type ValveOutcome = (typeof VALVE_OUTCOMES)[number];

/**
 * How long a device has to acknowledge a command. A device answers in about a second; 30 s allows a slow
 * cellular link and is still short enough for a farmer waiting at the screen. The command carries it as its
 * MQTT message expiry, so the broker never delivers it to a device that comes back later.
 */
export const VALVE_ACK_TIMEOUT_SECONDS = 30;
/** The longest run a device may report (a valve left on for a day is a fault, not a dose). */
export const VALVE_MAX_REMAINING_SECONDS = 86_400;

/**
 * A device's acknowledgement of a valve command: on MQTT `agrim/<deviceId>/valve/ack` (with the device key as
 * the MQTT 5 user property `x-device-key`, like readings), or `POST /api/v1/devices/<deviceId>/valve/ack`.
 * `state` is the valve as the device now has it; `remainingSeconds` its own time left (0 when closed);
 * `at` when it applied the command (ISO 8601 with offset, or epoch ms; default: when the server received it).
 */
export const valveAckSchema = z
  .object({
    commandId: z.uuid({ error: 'commandId must be the id of the command being acknowledged' }),
    valve: z.enum(VALVES, { error: `valve must be one of ${VALVES.join(', ')}` }),
    state: z.enum(['on', 'off'], { error: "state must be 'on' or 'off'" }),
    remainingSeconds: z
      .number({ error: 'remainingSeconds must be a number of seconds' })
      .int('remainingSeconds must be a whole number of seconds')
      .min(0, 'remainingSeconds cannot be negative')
      .max(VALVE_MAX_REMAINING_SECONDS, `remainingSeconds can be at most ${VALVE_MAX_REMAINING_SECONDS}`)
      .default(0),
    at: z
      .union([z.iso.datetime({ offset: true }), z.number().int().positive()], {
        error: 'at must be an ISO 8601 time with offset or epoch milliseconds',
      })
      .optional(),
  })
  .meta({ id: 'ValveAck' });
export type ValveAck = z.infer<typeof valveAckSchema>;

export const valveAckResponseSchema = z
  .object({
    status: z.literal('success'),
    commandId: z.string(),
    outcome: z.enum(VALVE_OUTCOMES),
  })
  .meta({ id: 'ValveAckResponse' });

/** One recorded command and what became of it. */
export const valveCommandStateSchema = z
  .object({
    commandId: z.string(),
    valve: z.enum(VALVES),
    requested: z.enum(['on', 'off']).describe('What was asked of the valve'),
    requestedAt: z.iso.datetime(),
    durationSeconds: z.number().int().describe('The run asked for (0 for off)'),
    by: z.string().nullable(),
    outcome: z.enum(VALVE_OUTCOMES),
    ackDeadline: z.iso.datetime().describe("When a command still 'sent' becomes 'not_acknowledged'"),
    acknowledgedAt: z.iso.datetime().nullable(),
    deviceState: z.enum(['on', 'off']).nullable().describe('The valve as the device reported it'),
    remainingSeconds: z.number().int().nullable().describe('The device’s own time left when it acknowledged'),
    deviceEndsAt: z.iso.datetime().nullable().describe('acknowledgedAt + remainingSeconds: when the device closes the valve'),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ValveCommandState' });
export type ValveCommandState = z.infer<typeof valveCommandStateSchema>;

/** The device's latest acknowledgement of any command (Farms & Devices). */
export const valveLastAckSchema = z
  .object({
    at: z.iso.datetime(),
    commandId: z.string(),
    valve: z.enum(VALVES),
    state: z.enum(['on', 'off']),
    remainingSeconds: z.number().int(),
  })
  .meta({ id: 'ValveLastAck' });
export type ValveLastAck = z.infer<typeof valveLastAckSchema>;
