import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soybean.perStage {stages}: the stage's values (spec 3) and its fertigation bands. */
export function usePerStage(crop: string, stage: string) {
  return useQuery({
    ...queryOptionsFor(soybeanEndpoints.perStage, { params: { crop }, body: { stages: stage } }),
  });
}
