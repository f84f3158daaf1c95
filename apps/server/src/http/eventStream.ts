import { MAX_STREAMS_PER_ACCOUNT, type StreamEndpoint, type StreamEventsIn } from '@agrim/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { AppError } from './errors.js';
import type { FastifyZodInstance } from './types.js';

const HEARTBEAT_MS = 15_000;
/** How often an open stream re-checks that its session is still valid (other replicas' changes, lapsed tokens). */
const RECHECK_MS = 5_000;

/** Sends one of the events the stream's catalogue entry declares, with its data as the entry's schema describes it. */
export type EventSender<E extends StreamEndpoint> = <K extends keyof E['events'] & string>(event: K, data: StreamEventsIn<E>[K]) => void;

/** Who opened a stream, as the access guard found them: the fields of auth's `Caller` a stream checks. */
export interface StreamCaller {
  userId: string;
  sessionVersion?: number;
  sessionId?: string;
  /** When the token lapses, in ms since the epoch. */
  expiresAt?: number;
}

/**
 * The session checks a stream makes (auth's `SessionState` has them): declared here because http sits
 * below auth and may not import it.
 */
export interface StreamSessions {
  isValid(userId: string, sessionVersion: number | undefined, sid: string | undefined): Promise<unknown>;
  onEnded(listener: (userId: string) => void): () => void;
}

export interface StreamSpec<E extends StreamEndpoint> {
  /** The `ready` event's data, sent first. */
  ready: unknown;
  /** Subscribes to what the stream carries, sending with `send` (typed from the entry's `events`); returns the unsubscribers. */
  subscribe: (send: EventSender<E>) => (() => void)[];
  /** Checked with the session: false ends the stream (e.g. the caller left the farm). */
  stillAllowed?: () => Promise<boolean>;
}

/**
 * Open streams per account, of every kind together (issue 38: counted per kind, each new kind of
 * stream added another MAX_STREAMS_PER_ACCOUNT sockets). Keyed by the app's session state, which
 * every kind of one app shares, so apps in one process (tests, replicas) keep their own counts.
 */
const streamsByApp = new WeakMap<StreamSessions, Map<string, number>>();

/**
 * Server-Sent Events for one kind of stream, the catalogue entry `_entry` (its `events` type the sender). A stream lives only as long as the access token that
 * opened it: it closes (event `session-ended`) when the token lapses or its session ends, and the web
 * app reopens it with a fresh token. At most MAX_STREAMS_PER_ACCOUNT streams of all kinds are open at
 * once per account; every open stream ends when the server closes.
 */
export function eventStreams<E extends StreamEndpoint>(app: FastifyZodInstance, sessions: StreamSessions, _entry: E) {
  const open = new Set<ServerResponse>();
  const perAccount = streamsByApp.get(sessions) ?? new Map<string, number>();
  streamsByApp.set(sessions, perAccount);
  app.addHook('onClose', async () => {
    for (const res of open) res.end();
  });

  /** Opens the stream for `caller`; refuses (429) past the per-account limit. */
  return function openStream(request: FastifyRequest, reply: FastifyReply, caller: StreamCaller, spec: StreamSpec<E>): void {
    const count = perAccount.get(caller.userId) ?? 0;
    if (count >= MAX_STREAMS_PER_ACCOUNT) {
      throw new AppError(
        'RATE_LIMITED',
        {
          en: `At most ${MAX_STREAMS_PER_ACCOUNT} live streams per account are open at once. Close another tab or device and try again.`,
          hi: `एक खाते से एक साथ अधिकतम ${MAX_STREAMS_PER_ACCOUNT} लाइव स्ट्रीम खुल सकती हैं। कोई दूसरा टैब या डिवाइस बंद करके फिर कोशिश करें।`,
          mr: `एका खात्यातून एकाच वेळी जास्तीत जास्त ${MAX_STREAMS_PER_ACCOUNT} थेट प्रवाह उघडता येतात. दुसरा टॅब किंवा उपकरण बंद करून पुन्हा प्रयत्न करा.`,
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
    res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify(spec.ready)}\n\n`);
    open.add(res);
    const unsubscribers = spec.subscribe((event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const endIfInvalid = async () => {
      const valid =
        Date.now() < (caller.expiresAt ?? 0) &&
        !!(await sessions.isValid(caller.userId, caller.sessionVersion, caller.sessionId)) &&
        (spec.stillAllowed ? await spec.stillAllowed() : true);
      if (!valid && !res.writableEnded) res.end(`event: session-ended\ndata: {}\n\n`);
    };
    const check = () => void endIfInvalid().catch(() => {});
    const recheck = setInterval(check, RECHECK_MS);
    const unsubscribeSessions = sessions.onEnded((userId) => userId === caller.userId && check());
    let closed = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      unsubscribers.forEach((unsubscribe) => unsubscribe());
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
