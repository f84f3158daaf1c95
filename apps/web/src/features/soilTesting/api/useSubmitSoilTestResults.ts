import { type SoilTest, TEST_COMPLETED_REMARK } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';
import { fetchLatestReading } from './fetchLatestReading';

/**
 * PUT /api/v1/soil_test/:id/results with the device's latest reading (spec 4, step 4). The server
 * records the results itself when the time is up, so this is only a fallback for when it has not:
 * a 409 ('Results are already recorded') means the server was first, which is the normal case.
 */
export function useSubmitSoilTestResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      // Only a run that is still on and fault-free: a fault must stay a fault, not become results.
      const test = (await api<{ data: SoilTest }>(`/api/v1/soil_test/${id}`)).data;
      if (test.test_status !== 'running' || test.device_error) return null;
      const latest = await fetchLatestReading(test.device_id);
      if (!latest) return null;
      try {
        return await api<{ status: 'completed'; test_status: 'complete' }>(`/api/v1/soil_test/${id}/results`, {
          method: 'PUT',
          body: {
            n: latest.nitrogen,
            p: latest.phosphorus,
            k: latest.potassium,
            moisture_percent: latest.moisture,
            temperature_c: latest.temperature,
            electrical_conductivity: latest.conductivity,
            ph: latest.ph,
            remarks: TEST_COMPLETED_REMARK,
          },
        });
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) return null;
        throw err;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: soilTestKeys.all }),
  });
}
