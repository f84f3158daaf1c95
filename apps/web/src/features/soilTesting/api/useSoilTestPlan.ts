import type { SoilTestPlanQuery } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** soilTests.plan: the fertilizer plan of a completed test for a crop and area (issue 39); none until chosen. */
export function useSoilTestPlan(id: number | null, choice: SoilTestPlanQuery | null) {
  return useQuery({
    queryKey: keyFor(soilTestsEndpoints.plan, { params: { id: id ?? 0 }, query: choice ?? ({} as SoilTestPlanQuery) }),
    enabled: id !== null && choice !== null,
    staleTime: 5 * 60_000,
    queryFn: async () => (await call(soilTestsEndpoints.plan, { params: { id: id! }, query: choice! })).data,
  });
}
