import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateSoilTests } from '../../../lib/soilTests/keys';

/** soilTests.abort with the user's reason. */
export function useAbortSoilTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => call(soilTestsEndpoints.abort, { params: { id }, body: { reason } }),
    onSettled: () => invalidateSoilTests(queryClient),
  });
}
