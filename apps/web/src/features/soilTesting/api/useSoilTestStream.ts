import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateSoilTests } from '../../../lib/soilTests/keys';
import { useEndpointStream } from '../../../lib/useEndpointStream';

/**
 * Follows the live stream (sensors.stream) of the test's device and re-reads the test on each `soil-test` event
 * about it. Answers whether the stream is connected; while it is not, the test is re-read every 5 s.
 */
export function useSoilTestStream(deviceId: string | undefined, testId: number | null): boolean {
  const queryClient = useQueryClient();
  return useEndpointStream(sensorsEndpoints.stream, deviceId && testId !== null ? { query: { deviceId } } : null, {
    'soil-test': (event) => {
      if (event.testId === testId) void invalidateSoilTests(queryClient);
    },
  });
}
