import { type SoilTest } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

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

/** The test in progress, kept current (re-read whenever a soil test changes). */
export function useActiveSoilTest(userId: string | undefined) {
  return useQuery({
    queryKey: keyFor(soilTestsEndpoints.list, { query: { user_id: userId } }, 'active'),
    enabled: !!userId,
    staleTime: 0,
    queryFn: () => fetchActiveSoilTest(userId!),
  });
}
