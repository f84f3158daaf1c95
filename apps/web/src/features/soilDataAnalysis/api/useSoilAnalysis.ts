import type { AnalysisLanguage, SoilAnalysisResponse } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /get/soil/data/analysis: the rated readings of a device over a range of Asia/Kolkata days. */
export function useSoilAnalysis(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['soil-analysis', deviceId, startOffset, endOffset, language],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<SoilAnalysisResponse>(`/get/soil/data/analysis?${new URLSearchParams({ deviceId, startOffset, endOffset, language })}`, {
        signal,
      }),
  });
}
