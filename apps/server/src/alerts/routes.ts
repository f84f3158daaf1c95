import { endpoints, kolkataDay } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { registerRoutes } from '../http/routes.js';
import { registerRecordChecks } from '../access/records.js';
import type { FastifyZodInstance } from '../http/types.js';
import { csvChunks, sendCsv } from '../lib/csv.js';
import { kolkataTime } from '../lib/time.js';
import type { ReadingBus } from '../sensors/bus.js';
import type { AlarmService } from './alarms.service.js';
import { defaultRules } from './defaults.js';
import { alertChecks, ownAlarm, ownAlertRule, ownFarm } from './records.js';
import type { AlertNotifier } from './notifications.service.js';
import type { AlertRuleService } from './rules.service.js';
import { alarmStream } from './stream.js';

export interface AlertServices {
  rules: AlertRuleService;
  alarms: AlarmService;
  notifier: AlertNotifier;
  bus: ReadingBus;
  sessions: SessionState;
}

const ALARM_CSV_COLUMNS = [
  'id',
  'rule',
  'kind',
  'farm_id',
  'device_id',
  'device',
  'feedback_id',
  'state',
  'first_seen_utc',
  'first_seen_ist',
  'last_seen_utc',
  'count',
  'value',
  'reading_at_utc',
  'acknowledged_at_utc',
  'cleared_at_utc',
  'message',
] as const;

export function alertRoutes(app: FastifyZodInstance, s: AlertServices) {
  const ok = 'success' as const;
  registerRecordChecks(app, ...alertChecks(s.rules, s.alarms));
  registerRoutes(app, endpoints.alerts, {
    rules: async (request) => ({ status: ok, data: await s.rules.list(callerOf(request), request.query.farmId) }),
    createRule: async (request, reply) =>
      reply.code(201).send({ status: ok, data: await s.rules.create(callerOf(request), ownFarm.of(request), request.body) }),
    createStaffRule: async (request, reply) =>
      reply.code(201).send({ status: ok, data: await s.rules.createStaff(callerOf(request), request.body) }),
    updateRule: async (request) => ({ status: ok, data: await s.rules.update(callerOf(request), ownAlertRule.of(request), request.body) }),
    deleteRule: async (request) => {
      await s.rules.remove(callerOf(request), ownAlertRule.of(request));
      return { status: ok };
    },
    defaults: async (request) => {
      // The farm as the ownFarm check loaded it: its state picks the defaults.
      return { status: ok, ...defaultRules(ownFarm.of(request).state ?? null, request.query.stage, request.query.zone) };
    },
    alarms: async (request) => ({ status: ok, data: await s.alarms.list(callerOf(request), request.query) }),
    alarmsCsv: async (request, reply) => {
      const chunks = csvChunks(ALARM_CSV_COLUMNS, s.alarms.history(callerOf(request), request.query.farmId), (a) => [
        a.id,
        a.ruleName,
        a.kind,
        a.farmId,
        a.deviceId,
        a.deviceName,
        a.feedbackId,
        a.state,
        a.firstSeen,
        kolkataTime(new Date(a.firstSeen)),
        a.lastSeen,
        a.count,
        a.value,
        a.readingAt,
        a.acknowledgedAt,
        a.clearedAt,
        a.message.en,
      ]);
      return sendCsv(reply, `agrim-alarms-${kolkataDay(new Date())}.csv`, chunks);
    },
    acknowledge: async (request) => ({ status: ok, data: await s.alarms.acknowledge(callerOf(request), ownAlarm.of(request)) }),
    notifications: async (request) => ({ status: ok, ...(await s.notifier.list(callerOf(request))) }),
    readNotifications: async (request) => {
      const caller = callerOf(request);
      await s.notifier.markRead(caller);
      return { status: ok, ...(await s.notifier.list(caller)) };
    },
    deliveries: async (request) => ({ status: ok, data: await s.notifier.deliveries(callerOf(request)) }),
    preferences: async (request) => ({
      status: ok,
      data: await s.notifier.preferences(callerOf(request)),
      ...s.notifier.availability,
      accountHasEmail: await s.notifier.hasEmail(callerOf(request)),
    }),
    savePreferences: async (request) => ({
      status: ok,
      data: await s.notifier.savePreferences(callerOf(request), request.body),
      ...s.notifier.availability,
      accountHasEmail: await s.notifier.hasEmail(callerOf(request)),
    }),
    stream: alarmStream(app, s.rules, s.bus, s.sessions),
  });
}
