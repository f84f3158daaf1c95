import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

export const perStageQuery = (crop: string, stage: string) =>
  queryOptionsFor(soybeanEndpoints.perStage, { params: { crop }, body: { stages: stage } });

/** soybean.perStage {stages}: the stage's values (spec 3) and its fertigation bands. */
export function usePerStage(crop: string, stage: string) {
  return useQuery(perStageQuery(crop, stage));
}
