import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';
import { keepSameDevice } from '../../../lib/devices/keepSameDevice';

/** soilAnalysis.visualisation: a histogram per probe value and the N, P, K means of a range of Asia/Kolkata days. */
export function useVisualisation(deviceId: string, range: { start: string; end: string }) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.visualisation, { query: { deviceId, startOffset: range.start, endOffset: range.end } }),
    placeholderData: keepSameDevice(deviceId),
  });
}
