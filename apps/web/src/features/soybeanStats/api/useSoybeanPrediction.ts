import { type AnalysisLanguage } from '@agrim/contracts';
import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** What the screen asks about: the device, the range and the language of the pH analysis. */
export interface PredictionAsk {
  deviceId: string;
  startOffset: string;
  endOffset: string;
  language: AnalysisLanguage;
}

/**
 * soybean.prediction: a device's range compared with each soybean zone's thresholds. The screen's first view asks
 * without the rows (`rows=omitted`); its two tables ask with them when they come near, both through one request.
 */
export function useSoybeanPrediction(ask: PredictionAsk, rows: 'included' | 'omitted') {
  return useQuery({
    ...queryOptionsFor(soybeanEndpoints.prediction, { query: { ...ask, rows } }),
    placeholderData: keepSameDevice(ask.deviceId, { language: ask.language }),
  });
}
