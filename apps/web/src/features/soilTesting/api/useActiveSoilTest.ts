import { type SoilTest } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor, snapshotKeyFor } from '../../../lib/queries';

const newest = (status: 'running' | 'started', userId: string) =>
  call(soilTestsEndpoints.list, { query: { status, user_id: userId, page: 1, page_size: 1 } });

/**
 * soilTests.list for the caller's test still in progress (running first, then started).
 * Staff see everyone's tests in the list, hence the filter on the caller's own id.
 */
export async function fetchActiveSoilTest(userId: string): Promise<SoilTest | null> {
  const [running, started] = await Promise.all([newest('running', userId), newest('started', userId)]);
  return [...running, ...started].find((t) => t.user_id === userId) ?? null;
}

/**
 * The test in progress. `onOpen` reads it once per visit (the screen resumes that test in the
 * wizard, and must not close the wizard when the test later ends); otherwise it stays current.
 */
export function useActiveSoilTest(userId: string | undefined, mode: 'live' | 'onOpen') {
  return useQuery({
    queryKey:
      mode === 'live'
        ? keyFor(soilTestsEndpoints.list, { query: { user_id: userId } }, 'active')
        : snapshotKeyFor(soilTestsEndpoints.list, { query: { user_id: userId } }, 'active'),
    enabled: !!userId,
    staleTime: mode === 'live' ? 0 : Infinity,
    gcTime: mode === 'live' ? undefined : 0,
    refetchOnWindowFocus: mode === 'live',
    queryFn: () => fetchActiveSoilTest(userId!),
  });
}
