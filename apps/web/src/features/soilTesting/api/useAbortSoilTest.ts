import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';

/** PUT /api/v1/soil_test/:id/abort with the user's reason. */
export function useAbortSoilTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<{ status: 'aborted' }>(`/api/v1/soil_test/${id}/abort`, { method: 'PUT', body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: soilTestKeys.all }),
  });
}
