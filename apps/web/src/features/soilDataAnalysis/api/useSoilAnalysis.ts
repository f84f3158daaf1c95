import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soilAnalysis.analysis: the rated readings of a device over a range of Asia/Kolkata days. */
export function useSoilAnalysis(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['soil-analysis', deviceId, startOffset, endOffset, language],
    placeholderData: keepSameDevice(deviceId),
    queryFn: ({ signal }) => call(soilAnalysisEndpoints.analysis, { query: { deviceId, startOffset, endOffset, language } }, { signal }),
  });
}
