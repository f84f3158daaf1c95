import { urlOf } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQueryClient } from '@tanstack/react-query';
import { soilTestKeys } from '../../../lib/soilTests/keys';
import { useEventStream } from '../../../lib/useEventStream';

/** The `soil-test` event of the live stream: a test on this device changed state. */
export interface SoilTestEvent {
  testId: number;
  status: string;
  deviceError: string | null;
}

/**
 * Follows the live stream (sensors.stream) of the test's device and re-reads the test on each `soil-test` event
 * about it. Answers whether the stream is connected; while it is not, the test is re-read every 5 s.
 */
export function useSoilTestStream(deviceId: string | undefined, testId: number | null): boolean {
  const queryClient = useQueryClient();
  const path = deviceId && testId !== null ? urlOf(sensorsEndpoints.stream, { query: { deviceId } }) : null;
  return useEventStream(path, (name, data) => {
    if (name !== 'soil-test') return;
    try {
      if ((JSON.parse(data) as SoilTestEvent).testId === testId) void queryClient.invalidateQueries({ queryKey: soilTestKeys.all });
    } catch {
      // A malformed event is ignored; the poll still runs.
    }
  });
}
