import { calibrationRequestSchema, calibrationResponseSchema } from '../calibration.js';
import { endpoint, errorResponses } from '../endpoint.js';
import { fertigationSetupResponseSchema, fertigationSetupSchema } from '../fertigationSetup.js';
import { readingStreamEvents } from '../liveEvents.js';
import { ADMIN_ROLES, FARM_ROLES, ROLES } from '../roles.js';
import {
  addMemberRequestSchema,
  createFarmRequestSchema,
  chartDataQuerySchema,
  dataQuerySchema,
  dataResponseSchema,
  deviceParamsSchema,
  deviceQuerySchema,
  devicesResponseSchema,
  farmDeviceParamsSchema,
  farmMemberParamsSchema,
  farmParamsSchema,
  farmResponseSchema,
  farmsResponseSchema,
  fertigationRequestSchema,
  fertigationStatusSchema,
  ingestRequestSchema,
  ingestResponseSchema,
  latestDataResponseSchema,
  latestResponseSchema,
  MAX_STREAMS_PER_ACCOUNT,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  revokeDeviceKeyResponseSchema,
  rotateDeviceKeyResponseSchema,
  VALVE_ACK_TIMEOUT_SECONDS,
  valveAckResponseSchema,
  valveAckSchema,
} from '../sensors.js';

const errors = errorResponses(400, 401, 403, 404);
const signedIn = errorResponses(401, 403);
const ANY_SIGNED_IN = ROLES;
/** A device of the caller's farms, named by `deviceId` (default: the caller's most recently active one). */
const farmDevice = { roles: FARM_ROLES, owner: 'ownDevice' } as const;
const admins = { roles: ADMIN_ROLES };

/**
 * Sensor devices: readings delivered by devices, read back by the screens (range, CSV, latest, live
 * stream), the fertigation valve, and the farms the devices belong to (server: `apps/server/src/sensors/`).
 */
export const sensors = {
  ingest: endpoint({
    method: 'POST',
    path: '/api/v1/devices/:deviceId/readings',
    tags: ['devices'],
    summary: 'Deliver a batch of readings (device key in X-Device-Key)',
    description:
      'Idempotent on (device, timestamp): a repeated delivery is counted as duplicates, never stored twice. Valid readings are stored even when others in the batch are refused; when none is valid the answer is 400 with the reasons.',
    params: deviceParamsSchema,
    body: ingestRequestSchema,
    response: { 200: ingestResponseSchema, ...errors, ...errorResponses(413) },
    access: { roles: 'device', owner: 'deviceKey' },
  }),
  valveAck: endpoint({
    method: 'POST',
    path: '/api/v1/devices/:deviceId/valve/ack',
    tags: ['devices', 'fertigation'],
    summary: 'Acknowledge a valve command (device key in X-Device-Key): the valve’s state and the device’s own time left',
    description:
      'The HTTP twin of MQTT `agrim/<deviceId>/valve/ack` (issue 39). Until a device acknowledges, the screens show the ' +
      `command as sent, never the valve as open; without an answer within ${VALVE_ACK_TIMEOUT_SECONDS} s it is not acknowledged. ` +
      'Send `state: "on"` with `remainingSeconds` when the valve opened, `state: "off"` when it closed (the end of a run, or an ' +
      '"off" command). 404 for a commandId that is not this device’s; repeating an ack is harmless.',
    params: deviceParamsSchema,
    body: valveAckSchema,
    response: { 200: valveAckResponseSchema, ...errors },
    access: { roles: 'device', owner: 'deviceKey' },
  }),
  data: endpoint({
    method: 'GET',
    path: '/agri/data',
    tags: ['sensors'],
    summary: 'Readings of a date range (Asia/Kolkata days), downsampled above maxPoints (default 1,500)',
    query: chartDataQuerySchema,
    response: { 200: dataResponseSchema, ...errors },
    access: farmDevice,
  }),
  dataCsv: endpoint({
    method: 'GET',
    path: '/agri/data.csv',
    tags: ['sensors'],
    summary: 'Every stored reading of a date range as CSV (not downsampled)',
    query: dataQuerySchema,
    produces: ['text/csv'],
    response: { ...errors },
    access: farmDevice,
  }),
  latestReading: endpoint({
    method: 'GET',
    path: '/agri/latest/data',
    tags: ['sensors'],
    summary: 'The newest reading (data[0]); 404 when the device has none yet',
    query: deviceQuerySchema,
    response: { 200: latestDataResponseSchema, ...errors },
    // Experts read the latest reading too: the fertilizer form is prefilled from it (spec 3).
    access: { roles: ANY_SIGNED_IN, owner: 'ownDevice' },
  }),
  latest: endpoint({
    method: 'GET',
    path: '/agri/latest',
    tags: ['sensors'],
    summary: 'The newest reading, the last hour of readings and each value’s change (live tiles)',
    query: deviceQuerySchema,
    response: { 200: latestResponseSchema, ...errors },
    access: farmDevice,
  }),
  fertigation: endpoint({
    method: 'GET',
    path: '/agri/fertigation',
    tags: ['fertigation'],
    summary: 'The fertigation valve as the device reported it: on/off, when it ends, and what became of each valve’s latest command',
    query: deviceQuerySchema,
    response: { 200: fertigationStatusSchema, ...errors },
    access: farmDevice,
  }),
  switchFertigation: endpoint({
    method: 'POST',
    path: '/agri/fertigation',
    tags: ['fertigation'],
    summary: 'Switch the fertigation valve (recorded, and sent to the device over MQTT)',
    description:
      'Outside 10:00–19:00 Asia/Kolkata the screen shows a notice and asks to confirm; the command itself is not blocked (spec 5). ' +
      "The answer's `state` stays 'off' until the device acknowledges (`outcome`; issue 39).",
    body: fertigationRequestSchema,
    response: { 200: fertigationStatusSchema, ...errors },
    access: farmDevice,
  }),
  devices: endpoint({
    method: 'GET',
    path: '/api/devices',
    tags: ['devices'],
    summary: 'Devices the caller may read, with online state and rejected-reading counts',
    response: { 200: devicesResponseSchema, ...signedIn },
    access: { roles: ANY_SIGNED_IN, owner: 'callerFarms' },
  }),
  farms: endpoint({
    method: 'GET',
    path: '/api/farms',
    tags: ['devices'],
    summary: 'Farms the caller belongs to (all farms for staff)',
    response: { 200: farmsResponseSchema, ...signedIn },
    access: { roles: ANY_SIGNED_IN, owner: 'callerFarms' },
  }),
  createFarm: endpoint({
    method: 'POST',
    path: '/api/farms',
    tags: ['devices'],
    summary: 'Create a farm',
    body: createFarmRequestSchema,
    response: { 201: farmResponseSchema, ...errors },
    access: admins,
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/api/farms/:farmId/members',
    tags: ['devices'],
    summary: 'Add an account to a farm (it then reads the farm’s devices)',
    params: farmParamsSchema,
    body: addMemberRequestSchema,
    response: { 200: farmResponseSchema, ...errors },
    access: admins,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/farms/:farmId/members/:userId',
    tags: ['devices'],
    summary: 'Remove an account from a farm: it stops reading the farm’s devices at once',
    description: 'Answers the farm as it is now. An account that is not a member is 404. Recorded in the audit log.',
    params: farmMemberParamsSchema,
    response: { 200: farmResponseSchema, ...errors },
    access: admins,
  }),
  revokeKey: endpoint({
    method: 'POST',
    path: '/api/farms/:farmId/devices/:deviceId/key/revoke',
    tags: ['devices'],
    summary: 'Revoke a device’s key: its readings are refused (401) at once',
    description:
      'For a lost or stolen device. HTTP and MQTT deliveries with the key are refused from the next message on ' +
      '(other server replicas within 5 seconds). Rotate the key to let the device report again. Recorded in the audit log.',
    params: farmDeviceParamsSchema,
    response: { 200: revokeDeviceKeyResponseSchema, ...errors },
    access: admins,
  }),
  rotateKey: endpoint({
    method: 'POST',
    path: '/api/farms/:farmId/devices/:deviceId/key/rotate',
    tags: ['devices'],
    summary: 'Give a device a new key, shown this once; the old key stops at once',
    description:
      'Also ends a revocation. The device’s readings and farm stay as they are. Other server replicas stop accepting ' +
      'the old key within 5 seconds. Recorded in the audit log. A second rotation within 10 seconds of the last (two ' +
      'administrators at once, a double click) is 409 with Retry-After, so every key shown once is one that works.',
    params: farmDeviceParamsSchema,
    response: { 200: rotateDeviceKeyResponseSchema, ...errors, ...errorResponses(409) },
    access: admins,
  }),
  registerDevice: endpoint({
    method: 'POST',
    path: '/api/farms/:farmId/devices',
    tags: ['devices'],
    summary: 'Register a device on a farm; the answer carries its key, shown this once',
    params: farmParamsSchema,
    body: registerDeviceRequestSchema,
    response: { 201: registerDeviceResponseSchema, ...errors },
    access: admins,
  }),
  calibration: endpoint({
    method: 'GET',
    path: '/api/devices/:deviceId/calibration',
    tags: ['devices'],
    summary: 'The probe’s calibration against a lab test (null when uncalibrated)',
    params: deviceParamsSchema,
    response: { 200: calibrationResponseSchema, ...errors },
    access: farmDevice,
  }),
  calibrate: endpoint({
    method: 'PUT',
    path: '/api/devices/:deviceId/calibration',
    tags: ['devices'],
    summary: 'Calibrate the probe from a lab test of the same field',
    description:
      'Pairs the lab’s N, P, K (kg/ha, P and K in the printed form) and pH with the probe’s values of the same time: a completed ' +
      'soil test of this probe (`soil_test_id`), or its readings within 72 hours of `sampled_at` (their median). Stores a factor ' +
      'per nutrient and a pH offset, applied to later readings before ratings, advice, alarms and valves; until then no nutrient ' +
      'valve opens. 422 when the probe is more than 4 times off the lab (or pH 1.5 units): check the probe instead. Recorded in the audit log.',
    params: deviceParamsSchema,
    body: calibrationRequestSchema,
    response: { 200: calibrationResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
    access: farmDevice,
  }),
  clearCalibration: endpoint({
    method: 'DELETE',
    path: '/api/devices/:deviceId/calibration',
    tags: ['devices'],
    summary: 'Remove the probe’s calibration (its nutrient valves stay closed until calibrated again)',
    params: deviceParamsSchema,
    response: { 200: calibrationResponseSchema, ...errors },
    access: farmDevice,
  }),
  fertigationSetup: endpoint({
    method: 'GET',
    path: '/api/devices/:deviceId/fertigation-setup',
    tags: ['devices'],
    summary: 'The device’s fertigation setup: each nutrient tank’s product and g/L, the line’s flow and the area (null when not set)',
    params: deviceParamsSchema,
    response: { 200: fertigationSetupResponseSchema, ...errors },
    access: farmDevice,
  }),
  setFertigationSetup: endpoint({
    method: 'PUT',
    path: '/api/devices/:deviceId/fertigation-setup',
    tags: ['devices'],
    summary: 'Set the device’s fertigation setup, so each valve opening is worked into kg of nutrient and mm of water per hectare',
    description:
      'Start Fertigation then shows what one opening delivers and holds a nutrient valve (`held: kg_cap`) whose next opening would take ' +
      'the season’s drip past its limit (125 % of the ICAR-IISR basal dose 25:60:40 kg/ha N:P2O5:K2O, less the basal applied). Only ' +
      'soluble products the profile allows may be named (urea, map, mkp, potassium_nitrate, sop, mop_white); DAP, SSP ' +
      'or any other product is a 400. Recorded in the audit log.',
    params: deviceParamsSchema,
    body: fertigationSetupSchema,
    response: { 200: fertigationSetupResponseSchema, ...errors },
    access: farmDevice,
  }),
  stream: endpoint({
    method: 'GET',
    path: '/api/stream/readings',
    tags: ['sensors'],
    summary:
      'Live stream (text/event-stream) of new readings (event `reading`) and of the caller’s soil tests on that device (event `soil-test`); bearer token in the Authorization header',
    description: `Closes with event \`session-ended\` when the access token lapses or its session ends. At most ${MAX_STREAMS_PER_ACCOUNT} open streams per account, readings and alerts together (429 beyond).`,
    produces: ['text/event-stream'],
    query: deviceQuerySchema,
    response: { ...errorResponses(401, 403, 404, 429) },
    events: readingStreamEvents,
    access: farmDevice,
  }),
};
