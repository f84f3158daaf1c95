import { POLL_INTERVAL_MS, type SoilTest } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { soilTestKey } from '../../../lib/soilTests/keys';

/** Once the countdown is over the server records the results within a second or two. */
const FINISHING_POLL_MS = 1_000;

/** The countdown of a running test is over (and no device fault holds it). */
export function timeIsUp(test: SoilTest, now: number): boolean {
  return test.test_status === 'running' && !!test.timer_started_at && now >= Date.parse(test.timer_started_at) + test.duration_ms;
}

/**
 * soilTests.get. A test in progress is re-read every 5 s (spec 9), the fallback for a
 * missed `soil-test` stream event; after the countdown, every second until the results are in.
 */
export function useSoilTest(id: number | null) {
  return useQuery({
    queryKey: soilTestKey(id),
    enabled: id !== null,
    refetchInterval: (query) => {
      const test = query.state.data;
      if (!test || (test.test_status !== 'started' && test.test_status !== 'running')) return false;
      return !test.device_error && timeIsUp(test, Date.now()) ? FINISHING_POLL_MS : POLL_INTERVAL_MS;
    },
    queryFn: async () => (await call(soilTestsEndpoints.get, { params: { id: id! } })).data,
  });
}
