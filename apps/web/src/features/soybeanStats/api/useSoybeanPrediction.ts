import type { AnalysisLanguage, SoybeanPredictionResponse } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /agri/soyabean/nutrient/prediction: a device's range compared with each soybean zone's thresholds. */
export function useSoybeanPrediction(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['soybean-prediction', deviceId, startOffset, endOffset, language],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<SoybeanPredictionResponse>(
        `/agri/soyabean/nutrient/prediction?${new URLSearchParams({ deviceId, startOffset, endOffset, language })}`,
        { signal },
      ),
  });
}
