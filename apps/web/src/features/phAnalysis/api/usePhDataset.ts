import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soilAnalysis.phDataset: one server page of the pH table (page 0-based here, 1-based on the wire). */
export function usePhDataset(deviceId: string, page: number, pageSize: number, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['ph-dataset', deviceId, page, pageSize, language],
    placeholderData: keepSameDevice(deviceId),
    queryFn: ({ signal }) =>
      call(soilAnalysisEndpoints.phDataset, { query: { deviceId, page: page + 1, page_size: pageSize, language } }, { signal }),
  });
}
