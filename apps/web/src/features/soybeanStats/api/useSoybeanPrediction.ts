import { type AnalysisLanguage } from '@agrim/contracts';
import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soybean.prediction: a device's range compared with each soybean zone's thresholds. */
export function useSoybeanPrediction(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    queryKey: ['soybean-prediction', deviceId, startOffset, endOffset, language],
    placeholderData: keepSameDevice(deviceId),
    queryFn: ({ signal }) => call(soybeanEndpoints.prediction, { query: { deviceId, startOffset, endOffset, language } }, { signal }),
  });
}
