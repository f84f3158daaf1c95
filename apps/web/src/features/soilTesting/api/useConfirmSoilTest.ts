import type { SoilTest } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';

interface ConfirmResponse {
  status: 'timer_started';
  test_status: 'running';
  timer_started_at: string;
  duration_ms: number;
}

/** PUT /api/v1/soil_test/:id/confirm: starts the timed run ('Start Test'), or restarts it after a fault ('Retry'). */
export function useConfirmSoilTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ConfirmResponse>(`/api/v1/soil_test/${id}/confirm`, { method: 'PUT', body: { test_confirmed: true } }),
    onSuccess: (res, id) =>
      // The countdown starts from the server's time at once, without waiting for the re-read.
      queryClient.setQueryData<SoilTest>(soilTestKeys.one(id), (test) =>
        test
          ? {
              ...test,
              test_status: res.test_status,
              test_confirmed: true,
              timer_started_at: res.timer_started_at,
              duration_ms: res.duration_ms,
              device_error: null,
            }
          : test,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: soilTestKeys.all }),
  });
}
