import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soybean.perStage {stages}: the stage's values (spec 3) and its fertigation bands. */
export function usePerStage(crop: string, stage: string) {
  return useQuery({
    queryKey: ['per-stage', crop, stage],
    queryFn: ({ signal }) => call(soybeanEndpoints.perStage, { params: { crop }, body: { stages: stage } }, { signal }),
  });
}
