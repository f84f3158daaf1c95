import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/useEventStream';
import { latestKey } from './useLatest';

/** Refreshes the live tiles on each new reading of the device; answers whether the stream is up. */
export function useReadingStream(deviceId: string | undefined): boolean {
  const queryClient = useQueryClient();
  return useEventStream(deviceId ? `/api/stream/readings?${new URLSearchParams({ deviceId })}` : null, (name) => {
    if (name === 'reading') void queryClient.invalidateQueries({ queryKey: latestKey(deviceId) });
  });
}
