import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soilAnalysis.phGraph: the pH series with its rolling median and the anomalies marked. */
export function usePhGraph(deviceId: string) {
  return useQuery({
    queryKey: ['ph-graph', deviceId],
    queryFn: ({ signal }) => call(soilAnalysisEndpoints.phGraph, { query: { deviceId } }, { signal }),
    select: (res) => res.chart_data,
  });
}
