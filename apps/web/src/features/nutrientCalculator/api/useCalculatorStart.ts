import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soilAnalysis.calculatorStart: the device's latest readings (datass) and the agroclimatic zones. */
export function useCalculatorStart(deviceId: string) {
  return useQuery({
    queryKey: ['calculator-start', deviceId],
    queryFn: ({ signal }) => call(soilAnalysisEndpoints.calculatorStart, { query: { deviceId } }, { signal }),
  });
}
