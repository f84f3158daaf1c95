import { type endpoints, MAX_STREAMS_PER_ACCOUNT } from '@agrim/contracts';
import type { ServerResponse } from 'node:http';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { AppError } from '../http/errors.js';
import type { Handler } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ReadingBus } from '../sensors/bus.js';
import type { AlertRuleService } from './rules.service.js';

const HEARTBEAT_MS = 15_000;
/** How often an open stream re-checks its session and the caller's farms. */
const RECHECK_MS = 5_000;

/**
 * The handler of `alerts.stream`: Server-Sent Events (event `alarm`) of every alarm raised,
 * acknowledged or cleared on the caller's farms, carried by the same bus as the reading streams
 * (so it follows however that bus is relayed between replicas). Like the reading stream it lives as
 * long as the access token that opened it (then event `session-ended`), and counts towards the
 * account's open streams.
 */
export function alarmStream(
  app: FastifyZodInstance,
  rules: AlertRuleService,
  bus: ReadingBus,
  sessions: SessionState,
): Handler<typeof endpoints.alerts.stream> {
  const open = new Set<ServerResponse>();
  const perAccount = new Map<string, number>();
  app.addHook('onClose', async () => {
    for (const res of open) res.end();
  });

  return async (request, reply) => {
    const caller = callerOf(request);
    const count = perAccount.get(caller.userId) ?? 0;
    if (count >= MAX_STREAMS_PER_ACCOUNT) {
      throw new AppError(
        'RATE_LIMITED',
        {
          en: `At most ${MAX_STREAMS_PER_ACCOUNT} live streams per account are open at once. Close another tab or device and try again.`,
          hi: `एक खाते से एक साथ अधिकतम ${MAX_STREAMS_PER_ACCOUNT} लाइव स्ट्रीम खुल सकती हैं। कोई दूसरा टैब या डिवाइस बंद करके फिर कोशिश करें।`,
        },
        { 'retry-after': '30' },
      );
    }
    let farmIds = await rules.farmIdsOf(caller);
    perAccount.set(caller.userId, count + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
    open.add(res);
    const unsubscribe = bus.subscribeAlarms(({ alarm, notified }) => {
      if (farmIds === null || farmIds.has(alarm.farmId) || notified.includes(caller.userId)) {
        res.write(`event: alarm\ndata: ${JSON.stringify(alarm)}\n\n`);
      }
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const endIfInvalid = async () => {
      const valid =
        Date.now() < (caller.expiresAt ?? 0) && !!(await sessions.isValid(caller.userId, caller.sessionVersion, caller.sessionId));
      if (!valid && !res.writableEnded) res.end(`event: session-ended\ndata: {}\n\n`);
      else farmIds = await rules.farmIdsOf(caller);
    };
    const check = () => void endIfInvalid().catch(() => {});
    const recheck = setInterval(check, RECHECK_MS);
    const unsubscribeSessions = sessions.onEnded((userId) => userId === caller.userId && check());
    let closed = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      unsubscribeSessions();
      clearInterval(heartbeat);
      clearInterval(recheck);
      open.delete(res);
      const left = (perAccount.get(caller.userId) ?? 1) - 1;
      if (left > 0) perAccount.set(caller.userId, left);
      else perAccount.delete(caller.userId);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  };
}
