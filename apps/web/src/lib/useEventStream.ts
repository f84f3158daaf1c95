import { useEffect, useRef, useState } from 'react';
import { refreshSession } from './api';
import { getSession } from './session';

const RETRY_MS = 5_000;

/**
 * Follows a Server-Sent Events stream with fetch (so the bearer token goes in a header, not the
 * URL), reconnecting after 5 s when it drops. Calls `onEvent(name, data)` for each event; returns
 * whether the stream is connected, so callers can poll while it is not. `path` null: no stream.
 */
export function useEventStream(path: string | null, onEvent: (name: string, data: string) => void): boolean {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The server closes a stream whose access token lapsed or whose session ended: renew at once.
    let sessionEnded = false;

    const dispatch = (block: string) => {
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (name === 'session-ended') sessionEnded = true;
      else if (data.length) handler.current(name, data.join('\n'));
    };

    const connect = async () => {
      try {
        const res = await fetch(path, {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${getSession().token ?? ''}` },
          signal: abort.signal,
          // A stream stays open for as long as the screen does: it must not hold back what the screen still needs
          // to load, nor count as part of the load (a fetch is fetched at high priority otherwise).
          priority: 'low',
        });
        if (res.status === 401 && (await refreshSession())) return void connect();
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        setConnected(true);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            dispatch(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
        throw new Error('stream closed');
      } catch {
        if (abort.signal.aborted) return;
        setConnected(false);
        if (sessionEnded) {
          sessionEnded = false;
          if (await refreshSession()) return void connect();
        }
        retry = setTimeout(() => void connect(), RETRY_MS);
      }
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
      setConnected(false);
    };
  }, [path]);

  return connected;
}
