import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshSession } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { latestKey } from './useLatest';

const RETRY_MS = 5_000;

/**
 * Follows the server's event stream of new readings (fetch, so the bearer token goes in a header
 * rather than the URL) and refreshes the live tiles on each one. Returns whether it is connected;
 * while it is not, the tiles poll.
 */
export function useReadingStream(deviceId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!deviceId) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const res = await fetch(`/api/stream/readings?${new URLSearchParams({ deviceId })}`, {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${getSession().token ?? ''}` },
          signal: abort.signal,
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
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.split('\n').some((line) => line === 'event: reading')) {
              void queryClient.invalidateQueries({ queryKey: latestKey(deviceId) });
            }
          }
        }
        throw new Error('stream closed');
      } catch {
        if (abort.signal.aborted) return;
        setConnected(false);
        retry = setTimeout(() => void connect(), RETRY_MS);
      }
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
      setConnected(false);
    };
  }, [deviceId, queryClient]);

  return connected;
}
