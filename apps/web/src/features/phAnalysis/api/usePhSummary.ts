import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soilAnalysis.phAnalysis: the summary of the last 7 days analysed (the table pages through phDataset). */
export function usePhSummary(deviceId: string, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.phAnalysis, { query: { deviceId, language, rows: 'omitted' } }),
    select: (res) => res.summary,
  });
}
