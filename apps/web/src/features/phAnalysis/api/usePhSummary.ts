import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soilAnalysis.phAnalysis: the last 7 days analysed, with its summary (the screen uses the summary). */
export function usePhSummary(deviceId: string, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.phAnalysis, { query: { deviceId, language } }),
    select: (res) => res.summary,
  });
}
