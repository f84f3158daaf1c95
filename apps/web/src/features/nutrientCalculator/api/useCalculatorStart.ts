import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soilAnalysis.calculatorStart: the device's latest readings (datass) and the agroclimatic zones. */
export function useCalculatorStart(deviceId: string) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.calculatorStart, { query: { deviceId } }),
  });
}
