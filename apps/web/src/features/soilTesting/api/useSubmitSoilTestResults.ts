import { TEST_COMPLETED_REMARK, urlOf } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, call, checkAnswer } from '../../../lib/api';
import { invalidateSoilTests } from '../../../lib/soilTests/keys';
import { fetchLatestReading } from './fetchLatestReading';

/**
 * soilTests.results with the device's latest reading (spec 4, step 4). The server
 * records the results itself when the time is up, so this is only a fallback for when it has not;
 * when it was first, the answer is the same 'completed' and its results stand. A 409 means the test
 * left the running state another way (cancelled, a device fault): the test's own state then shows.
 */
export function useSubmitSoilTestResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      // Only a run that is still on and fault-free: a fault must stay a fault, not become results.
      const test = (await call(soilTestsEndpoints.get, { params: { id } })).data;
      if (test.test_status !== 'running' || test.device_error) return null;
      const latest = await fetchLatestReading(test.device_id);
      if (!latest) return null;
      try {
        // The entry declares no body (the server reads multipart or JSON itself): sent as JSON.
        const results = soilTestsEndpoints.results;
        const answer = await api<unknown>(urlOf(results, { params: { id } }), {
          method: results.method,
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
        return checkAnswer(results, answer);
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) return null;
        throw err;
      }
    },
    onSettled: () => invalidateSoilTests(queryClient),
  });
}
