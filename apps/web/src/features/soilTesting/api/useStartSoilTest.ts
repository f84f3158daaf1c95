import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateSoilTests } from '../../../lib/soilTests/keys';

export interface StartSoilTestInput {
  soilType: string;
  depth?: number;
  latitude?: number;
  longitude?: number;
}

/** soilTests.start; the soil type goes under both of the spec's names. */
export function useStartSoilTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartSoilTestInput) =>
      call(soilTestsEndpoints.start, {
        body: {
          soil_type: input.soilType,
          soiltype: input.soilType,
          depth_cm: input.depth,
          latitude: input.latitude,
          longitude: input.longitude,
        },
      }),
    onSettled: () => invalidateSoilTests(queryClient),
  });
}
