import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soilAnalysis.analysis: the rated readings of a device over a range of Asia/Kolkata days. */
export function useSoilAnalysis(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.analysis, { query: { deviceId, startOffset, endOffset, language } }),
    placeholderData: keepSameDevice(deviceId),
  });
}
