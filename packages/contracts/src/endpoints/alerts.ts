import {
  alarmResponseSchema,
  alarmsQuerySchema,
  alarmsResponseSchema,
  alertRuleInputSchema,
  alertRulePatchSchema,
  defaultsQuerySchema,
  defaultsResponseSchema,
  deleteResponseSchema,
  deliveriesResponseSchema,
  farmFilterSchema,
  idParamsSchema,
  notificationsResponseSchema,
  preferencesResponseSchema,
  preferencesSchema,
  ruleResponseSchema,
  rulesResponseSchema,
  staffRuleInputSchema,
} from '../alerts.js';
import { endpoint, errorResponses } from '../endpoint.js';
import { alarmStreamEvents } from '../liveEvents.js';
import { ADMIN_ROLES, FARM_ROLES } from '../roles.js';
import { MAX_STREAMS_PER_ACCOUNT } from '../sensors.js';

const errors = errorResponses(400, 401, 403, 404);
/** Farmers on their own farms; Admin and superAdmin on every farm. */
const farms = { roles: FARM_ROLES, owner: 'callerFarms' } as const;
const self = { roles: FARM_ROLES, owner: 'ownAccount' } as const;

/** Alert rules, alarms, the notification centre and each account's channels (issue 26; server: `apps/server/src/alerts/`). */
export const alerts = {
  rules: endpoint({
    method: 'GET',
    path: '/api/alerts/rules',
    tags: ['alerts'],
    summary: 'Alert rules of the caller’s farms (one farm with farmId), and the caller’s own staff rules',
    query: farmFilterSchema,
    response: { 200: rulesResponseSchema, ...errors },
    access: farms,
  }),
  createRule: endpoint({
    method: 'POST',
    path: '/api/alerts/rules',
    tags: ['alerts'],
    summary: 'Create an alert rule on a farm or one of its devices (recorded in the audit log)',
    description:
      'Kinds: `threshold` (a value above/below a line for at least `minutes`, clearing at `clearThreshold`), `rate` (a rise or fall faster than `threshold` units per hour between two readings), `silence` (no reading for `minutes`), `soilTest` (a soil test on the farm finished or failed).',
    body: alertRuleInputSchema,
    response: { 201: ruleResponseSchema, ...errors },
    access: { roles: FARM_ROLES, owner: 'ownFarm' },
  }),
  createStaffRule: endpoint({
    method: 'POST',
    path: '/api/alerts/staff-rules',
    tags: ['alerts'],
    summary: 'Create a staff rule of the caller: expert feedback waiting for approval (recorded in the audit log)',
    description:
      'Admin and superAdmin (who approve feedback): each new feedback waiting for approval raises an alarm for the rule’s author, cleared when it is approved or rejected. Changed and deleted like any rule; seen only by its author.',
    body: staffRuleInputSchema,
    response: { 201: ruleResponseSchema, ...errors },
    access: { roles: ADMIN_ROLES, owner: 'recordedAsCaller' },
  }),
  updateRule: endpoint({
    method: 'PATCH',
    path: '/api/alerts/rules/:id',
    tags: ['alerts'],
    summary: 'Change or switch off an alert rule (recorded in the audit log)',
    params: idParamsSchema,
    body: alertRulePatchSchema,
    response: { 200: ruleResponseSchema, ...errors },
    access: { roles: FARM_ROLES, owner: 'ownAlertRule' },
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/api/alerts/rules/:id',
    tags: ['alerts'],
    summary: 'Delete an alert rule; its alarms stay in the history (recorded in the audit log)',
    params: idParamsSchema,
    response: { 200: deleteResponseSchema, ...errors },
    access: { roles: FARM_ROLES, owner: 'ownAlertRule' },
  }),
  defaults: endpoint({
    method: 'GET',
    path: '/api/alerts/defaults',
    tags: ['alerts'],
    summary: 'Suggested rules for a farm from the agronomy knowledge, each with its source',
    query: defaultsQuerySchema,
    response: { 200: defaultsResponseSchema, ...errors },
    access: { roles: FARM_ROLES, owner: 'ownFarm' },
  }),
  alarms: endpoint({
    method: 'GET',
    path: '/api/alerts/alarms',
    tags: ['alerts'],
    summary: 'Alarms of the caller’s farms and of the caller’s staff rules: open ones, or the whole history',
    query: alarmsQuerySchema,
    response: { 200: alarmsResponseSchema, ...errors },
    access: farms,
  }),
  alarmsCsv: endpoint({
    method: 'GET',
    path: '/api/alerts/alarms.csv',
    tags: ['alerts'],
    summary: 'The alarm history of the caller’s farms as CSV (times in UTC)',
    query: farmFilterSchema,
    produces: ['text/csv'],
    response: { ...errors },
    access: farms,
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/api/alerts/alarms/:id/acknowledge',
    tags: ['alerts'],
    summary: 'Acknowledge an active alarm (recorded in the audit log); it clears when the condition ends',
    params: idParamsSchema,
    response: { 200: alarmResponseSchema, ...errors, ...errorResponses(409) },
    access: { roles: FARM_ROLES, owner: 'ownAlarm' },
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/api/alerts/notifications',
    tags: ['alerts'],
    summary: 'The caller’s notification centre: the newest notifications and how many are unread',
    response: { 200: notificationsResponseSchema, ...errors },
    access: self,
  }),
  readNotifications: endpoint({
    method: 'POST',
    path: '/api/alerts/notifications/read',
    tags: ['alerts'],
    summary: 'Mark all of the caller’s notifications read',
    response: { 200: notificationsResponseSchema, ...errors },
    access: self,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/alerts/deliveries',
    tags: ['alerts'],
    summary: 'The caller’s newest email and SMS-gateway deliveries and how each went (sent, retrying, failed)',
    response: { 200: deliveriesResponseSchema, ...errors },
    access: self,
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/alerts/preferences',
    tags: ['alerts'],
    summary: 'The caller’s alert channels, language and quiet hours',
    response: { 200: preferencesResponseSchema, ...errors },
    access: self,
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/alerts/preferences',
    tags: ['alerts'],
    summary: 'Save the caller’s alert channels, language and quiet hours',
    body: preferencesSchema,
    response: { 200: preferencesResponseSchema, ...errors },
    access: self,
  }),
  stream: endpoint({
    method: 'GET',
    path: '/api/stream/alerts',
    tags: ['alerts'],
    summary: 'Live stream (text/event-stream) of alarm changes on the caller’s farms (event `alarm`)',
    description:
      'Closes with event `session-ended` when the access token lapses or its session ends. ' +
      `At most ${MAX_STREAMS_PER_ACCOUNT} open streams per account, readings and alerts together (429 beyond).`,
    produces: ['text/event-stream'],
    response: { ...errorResponses(401, 403, 429) },
    events: alarmStreamEvents,
    access: farms,
  }),
};
