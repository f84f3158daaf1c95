import { type endpoints, MAX_STREAMS_PER_ACCOUNT } from '@agrim/contracts';
import type { ServerResponse } from 'node:http';
import { callerOf } from '../access/guard.js';
import type { SessionState } from '../auth/sessionState.js';
import { AppError } from '../http/errors.js';
import type { Handler } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ReadingBus } from './bus.js';
import type { DeviceService } from './devices.service.js';

const HEARTBEAT_MS = 15_000;
/** How often an open stream re-checks that its session is still valid (other replicas' changes, lapsed tokens). */
const RECHECK_MS = 5_000;

/**
 * The handler of `sensors.stream`: Server-Sent Events of new readings for one of the caller's
 * devices (event `reading`). A stream lives only as long as the access token that opened it: it
 * closes (event `session-ended`) when the token lapses or its session ends, and the web app reopens
 * it with a fresh token. At most MAX_STREAMS_PER_ACCOUNT open at once per account; every open
 * stream ends when the server closes.
 */
export function readingStream(
  app: FastifyZodInstance,
  devices: DeviceService,
  bus: ReadingBus,
  sessions: SessionState,
): Handler<typeof endpoints.sensors.stream> {
  const open = new Set<ServerResponse>();
  const perAccount = new Map<string, number>();
  app.addHook('onClose', async () => {
    for (const res of open) res.end();
  });

  return async (request, reply) => {
    const caller = callerOf(request);
    const device = await devices.resolve(caller, request.query.deviceId);
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
    perAccount.set(caller.userId, count + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ deviceId: device.id })}\n\n`);
    open.add(res);
    const unsubscribe = bus.subscribe((event) => {
      if (event.deviceId === device.id) res.write(`event: reading\ndata: ${JSON.stringify(event.latest)}\n\n`);
    });
    const unsubscribeTests = bus.subscribeTests((event) => {
      if (event.deviceId === device.id && (event.userId === caller.userId || caller.role !== 'user')) {
        res.write(`event: soil-test\ndata: ${JSON.stringify(event)}\n\n`);
      }
    });
    const unsubscribeValves = bus.subscribeValves((event) => {
      if (event.deviceId === device.id) res.write(`event: valve\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    // Also ends when the caller may no longer read the device (removed from its farm).
    const stillReadable = () =>
      devices.resolve(caller, device.id).then(
        () => true,
        // Not found: no longer on the caller's farms. Anything else (a database outage) is not a reason to hang up.
        (err: unknown) => !(err instanceof AppError && err.code === 'NOT_FOUND'),
      );
    const endIfInvalid = async () => {
      const valid =
        Date.now() < (caller.expiresAt ?? 0) &&
        !!(await sessions.isValid(caller.userId, caller.sessionVersion, caller.sessionId)) &&
        (await stillReadable());
      if (!valid && !res.writableEnded) res.end(`event: session-ended\ndata: {}\n\n`);
    };
    const check = () => void endIfInvalid().catch(() => {});
    const recheck = setInterval(check, RECHECK_MS);
    const unsubscribeSessions = sessions.onEnded((userId) => userId === caller.userId && check());
    let closed = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      unsubscribeTests();
      unsubscribeValves();
      unsubscribeSessions();
      clearInterval(heartbeat);
      clearInterval(recheck);
      open.delete(res);
      const left = (perAccount.get(caller.userId) ?? 1) - 1;
      if (left > 0) perAccount.set(caller.userId, left);
      else perAccount.delete(caller.userId);
    };
    // Either side may end it: the client going away, or the server ending a lapsed session.
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
  };
}
