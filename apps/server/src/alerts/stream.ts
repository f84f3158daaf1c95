import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { eventStreams } from '../http/eventStream.js';
import type { Handler } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ReadingBus } from '../sensors/bus.js';
import type { AlertRuleService } from './rules.service.js';

/**
 * The handler of `alerts.stream`: Server-Sent Events (event `alarm`) of every alarm raised,
 * acknowledged or cleared on the caller's farms (and of the caller's staff rules), carried by the same bus as the reading streams
 * (so it follows however that bus is relayed between replicas).
 */
export function alarmStream(
  app: FastifyZodInstance,
  rules: AlertRuleService,
  bus: ReadingBus,
  sessions: SessionState,
): Handler<typeof endpoints.alerts.stream> {
  const openStream = eventStreams(app, sessions, endpoints.alerts.stream);
  return async (request, reply) => {
    const caller = callerOf(request);
    let farmIds = await rules.farmIdsOf(caller);
    openStream(request, reply, caller, {
      ready: {},
      subscribe: (send) => [
        bus.subscribeAlarms(({ alarm, notified, owner }) => {
          // A staff rule's alarm has no farm: only its author sees it.
          const farmOk = alarm.farmId !== null && (farmIds === null || farmIds.has(alarm.farmId));
          if (farmOk || owner === caller.userId || notified.includes(caller.userId)) send('alarm', alarm);
        }),
      ],
      // The caller's farms are read again with each check, so a farm joined or left counts within seconds.
      stillAllowed: async () => {
        farmIds = await rules.farmIdsOf(caller);
        return true;
      },
    });
  };
}
