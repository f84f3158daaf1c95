import type { PhGraphResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/v1/ai/ph_graph: the pH series with its rolling median and the anomalies marked. */
export function usePhGraph(deviceId: string) {
  return useQuery({
    queryKey: ['ph-graph', deviceId],
    queryFn: ({ signal }) => api<PhGraphResponse>(`/api/v1/ai/ph_graph?${new URLSearchParams({ deviceId })}`, { signal }),
    select: (res) => res.chart_data,
  });
}
