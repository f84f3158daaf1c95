import { type AnalysisLanguage } from '@agrim/contracts';
import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soybean.prediction: a device's range compared with each soybean zone's thresholds. */
export function useSoybeanPrediction(deviceId: string, startOffset: string, endOffset: string, language: AnalysisLanguage) {
  return useQuery({
    ...queryOptionsFor(soybeanEndpoints.prediction, { query: { deviceId, startOffset, endOffset, language } }),
    placeholderData: keepSameDevice(deviceId, { language }),
  });
}
