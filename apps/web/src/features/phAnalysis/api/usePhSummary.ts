import type { AnalysisLanguage, PhAnalysisResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /agri/ph/analysis: the last 7 days analysed, with its summary (the screen uses the summary). */
export function usePhSummary(deviceId: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['ph-analysis', deviceId, language],
    queryFn: ({ signal }) => api<PhAnalysisResponse>(`/agri/ph/analysis?${new URLSearchParams({ deviceId, language })}`, { signal }),
    select: (res) => res.summary,
  });
}
