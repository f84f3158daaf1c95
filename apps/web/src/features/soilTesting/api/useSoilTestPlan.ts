import type { SoilTestPlanQuery } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';

/** soilTests.plan: the fertilizer plan of a completed test for a crop and area (issue 39); none until chosen. */
export function useSoilTestPlan(id: number | null, choice: SoilTestPlanQuery | null) {
  return useQuery({
    queryKey: [...soilTestKeys.all, 'plan', id, choice] as const,
    enabled: id !== null && choice !== null,
    staleTime: 5 * 60_000,
    queryFn: async () => (await call(soilTestsEndpoints.plan, { params: { id: id! }, query: choice! })).data,
  });
}
