import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soilAnalysis.phAnalysis: the last 7 days analysed, with its summary (the screen uses the summary). */
export function usePhSummary(deviceId: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['ph-analysis', deviceId, language],
    queryFn: ({ signal }) => call(soilAnalysisEndpoints.phAnalysis, { query: { deviceId, language } }, { signal }),
    select: (res) => res.summary,
  });
}
