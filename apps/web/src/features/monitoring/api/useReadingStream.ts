import { urlOf } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEventStream } from '../../../lib/useEventStream';
import { fertigationKey } from './useFertigation';
import { latestKey } from './useLatest';

/**
 * A device may report many readings a second (a gateway flushing its buffer); the tiles need not
 * reload for each. At most one reload per interval, and always one after the last reading.
 */
const RELOAD_INTERVAL_MS = 2_000;

/**
 * Refreshes the live tiles on new readings of the device, and the valve's state when it is
 * switched from any screen or replica (sensors.stream); answers whether the stream is up.
 */
export function useReadingStream(deviceId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), [deviceId]);
  return useEventStream(deviceId ? urlOf(sensorsEndpoints.stream, { query: { deviceId } }) : null, (name) => {
    if (name === 'valve') return void queryClient.invalidateQueries({ queryKey: fertigationKey(deviceId) });
    if (name !== 'reading' || pending.current) return;
    const reload = () => {
      pending.current = undefined;
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: latestKey(deviceId) });
    };
    const wait = last.current + RELOAD_INTERVAL_MS - Date.now();
    if (wait <= 0) reload();
    else pending.current = setTimeout(reload, wait);
  });
}
