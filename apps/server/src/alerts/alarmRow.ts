import type { Alarm } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { alarms, alertRules, devices } from '../db/schema/index.js';

/** The columns an alarm is described from (the alarm, its rule's name and kind, its device's name). */
export const alarmColumns = {
  alarm: alarms,
  ruleName: alertRules.name,
  kind: alertRules.kind,
  deviceName: devices.name,
};

export type AlarmJoined = { alarm: typeof alarms.$inferSelect; ruleName: string; kind: Alarm['kind']; deviceName: string | null };

/** Joins for `alarmColumns`, applied to a select from `alarms`. */
export const alarmJoins = {
  rule: [alertRules, eq(alertRules.id, alarms.ruleId)] as const,
  device: [devices, eq(devices.id, alarms.deviceId)] as const,
};

/** The screen that shows the cause: the dashboard for readings and silence, Soil Testing for a test, the feedback table for feedback. */
export const causeLink = (kind: Alarm['kind'], deviceId: string | null) =>
  kind === 'soilTest' ? '/soil-testing' : kind === 'feedback' ? '/feedback/summary' : `/home${deviceId ? `?deviceId=${deviceId}` : ''}`;

export function toApiAlarm(r: AlarmJoined): Alarm {
  const a = r.alarm;
  return {
    id: a.id,
    ruleId: a.ruleId,
    ruleName: r.ruleName,
    kind: r.kind,
    farmId: a.farmId,
    deviceId: a.deviceId,
    feedbackId: a.feedbackId,
    deviceName: r.deviceName,
    state: a.state,
    firstSeen: a.firstSeen.toISOString(),
    lastSeen: a.lastSeen.toISOString(),
    count: a.count,
    value: a.value,
    readingAt: a.readingAt?.toISOString() ?? null,
    // The stored alarms have no Marathi column yet (a migration after issue 41's 0026): Marathi readers get the Hindi.
    // Alarms from before Marathi (migration 0027) keep the Hindi text.
    message: { en: a.messageEn, hi: a.messageHi, mr: a.messageMr ?? a.messageHi },
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: a.acknowledgedBy,
    clearedAt: a.clearedAt?.toISOString() ?? null,
    link: causeLink(r.kind, a.deviceId),
  };
}
