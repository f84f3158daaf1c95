import { type AnalysisLanguage, endpoints } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soybean.prediction: a device's range compared with each soybean zone's thresholds. */
export function useSoybeanPrediction(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['soybean-prediction', deviceId, startOffset, endOffset, language],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(endpoints.soybean.prediction, { query: { deviceId, startOffset, endOffset, language } }, { signal }),
  });
}
