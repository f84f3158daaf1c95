import { type SoilTest } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateSoilTests, soilTestKey } from '../../../lib/soilTests/keys';

/** soilTests.confirm: starts the timed run ('Start Test'), or restarts it after a fault ('Retry'). */
export function useConfirmSoilTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(soilTestsEndpoints.confirm, { params: { id }, body: { test_confirmed: true } }),
    onSuccess: (res, id) =>
      // The countdown starts from the server's time at once, without waiting for the re-read.
      queryClient.setQueryData<SoilTest>(soilTestKey(id), (test) =>
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
    onSettled: () => invalidateSoilTests(queryClient),
  });
}
