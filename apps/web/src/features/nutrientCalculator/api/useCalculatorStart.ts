import type { CalculatorStartResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /get/soil/nutrient/calculator: the device's latest readings (datass) and the agroclimatic zones. */
export function useCalculatorStart(deviceId: string) {
  return useQuery({
    queryKey: ['calculator-start', deviceId],
    queryFn: ({ signal }) => api<CalculatorStartResponse>(`/get/soil/nutrient/calculator?${new URLSearchParams({ deviceId })}`, { signal }),
  });
}
