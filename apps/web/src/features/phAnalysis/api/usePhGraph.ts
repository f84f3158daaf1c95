import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soilAnalysis.phGraph: the pH series with its rolling median and the anomalies marked. */
export function usePhGraph(deviceId: string) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.phGraph, { query: { deviceId } }),
    select: (res) => res.chart_data,
  });
}
