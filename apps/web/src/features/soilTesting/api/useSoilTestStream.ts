import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshSession } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { soilTestKeys } from './keys';

const RETRY_MS = 5_000;

/** The `soil-test` event of the live stream: a test on this device changed state. */
export interface SoilTestEvent {
  testId: number;
  status: string;
  deviceError: string | null;
}

/**
 * Follows GET /api/stream/readings of the test's device (fetch, so the bearer token goes in a header)
 * and re-reads the test on each `soil-test` event about it. Returns whether the stream is connected;
 * while it is not, the test is re-read every 5 seconds instead.
 */
export function useSoilTestStream(deviceId: string | undefined, testId: number | null): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!deviceId || testId === null) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    const handle = (block: string) => {
      const lines = block.split('\n');
      if (!lines.includes('event: soil-test')) return;
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      try {
        const event = JSON.parse(data) as SoilTestEvent;
        if (event.testId === testId) void queryClient.invalidateQueries({ queryKey: soilTestKeys.all });
      } catch {
        // A malformed event is ignored; the poll still runs.
      }
    };

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
            handle(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
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
  }, [deviceId, testId, queryClient]);

  return connected;
}
