import { type AnalysisLanguage, endpoints } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soilAnalysis.analysis: the rated readings of a device over a range of Asia/Kolkata days. */
export function useSoilAnalysis(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['soil-analysis', deviceId, startOffset, endOffset, language],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(endpoints.soilAnalysis.analysis, { query: { deviceId, startOffset, endOffset, language } }, { signal }),
  });
}
