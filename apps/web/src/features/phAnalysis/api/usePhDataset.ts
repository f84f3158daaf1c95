import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soilAnalysis.phDataset: one server page of the pH table (page 0-based here, 1-based on the wire). */
export function usePhDataset(deviceId: string, page: number, pageSize: number, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.phDataset, { query: { deviceId, page: page + 1, page_size: pageSize, language } }),
    placeholderData: keepSameDevice(deviceId, { language }),
  });
}
