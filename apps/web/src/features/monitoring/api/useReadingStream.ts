import { type LatestResponse, type Reading, withPushedReading } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEndpointStream } from '../../../lib/useEndpointStream';
import { fertigationKey } from './useFertigation';
import { latestKey } from './useLatest';

/**
 * A device may report many readings a second (a gateway flushing its buffer); the tiles need not
 * redraw for each. At most one update per interval, and always one after the last reading.
 */
const RELOAD_INTERVAL_MS = 2_000;

/**
 * Puts each reading the device's live stream pushes (sensors.stream, event `reading`) into the live
 * tiles' query (sensors.latest) instead of fetching it again, and re-reads the valve's state when it is
 * switched from any screen or replica (`valve`); answers whether the stream is up.
 */
export function useReadingStream(deviceId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pushed = useRef<Reading[]>([]);
  useEffect(
    () => () => {
      clearTimeout(pending.current);
      pending.current = undefined;
      pushed.current = [];
    },
    [deviceId],
  );
  return useEndpointStream(sensorsEndpoints.stream, deviceId ? { query: { deviceId } } : null, {
    valve: () => void queryClient.invalidateQueries({ queryKey: fertigationKey(deviceId) }),
    reading: (reading) => {
      pushed.current.push(reading);
      if (pending.current) return;
      const apply = () => {
        pending.current = undefined;
        last.current = Date.now();
        const readings = pushed.current;
        pushed.current = [];
        const key = latestKey(deviceId);
        // Nothing to add to yet (the first answer has not come): the query reads it whole.
        if (!queryClient.getQueryData(key)) return void queryClient.invalidateQueries({ queryKey: key });
        queryClient.setQueryData<LatestResponse>(key, (answer) => answer && readings.reduce(withPushedReading, answer));
      };
      const wait = last.current + RELOAD_INTERVAL_MS - Date.now();
      if (wait <= 0) apply();
      else pending.current = setTimeout(apply, wait);
    },
  });
}
