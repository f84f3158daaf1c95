import { endpoints } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';

/** soilTests.abort with the user's reason. */
export function useAbortSoilTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => call(endpoints.soilTests.abort, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: soilTestKeys.all }),
  });
}
