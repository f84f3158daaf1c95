import { type AnalysisLanguage } from '@agrim/contracts';
import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { npkQuery } from '../npkChoices';

export interface CalculationInput {
  deviceId: string;
  zone: string;
  soil: string;
  crop: string;
  /** The NPK Ratio choice: a ratio, or "ratio (Crop)" where two crops share it (npkChoices). */
  npk: string;
  hectares: number;
  /** Issue 37: a targeted-yield equation and target (q/ha), the manure (t/ha) and the legume before; optional. */
  stcr?: string;
  targetYield?: number;
  manureTPerHa?: number;
  previousCrop?: string;
  /** Counts the presses of Calculate Nutrients, so pressing it again asks again (e.g. after a failure). */
  attempt: number;
}

/** What soilAnalysis.calculate is asked for an input, in a language. */
function calculationQuery(input: CalculationInput, language: AnalysisLanguage) {
  const { deviceId, zone, soil, crop, npk, hectares, stcr, targetYield, manureTPerHa, previousCrop } = input;
  return {
    zone,
    soil,
    crop,
    ...npkQuery(npk),
    hectares,
    deviceId,
    language,
    ...(stcr ? { stcr, target_yield: targetYield } : {}),
    ...(manureTPerHa ? { manure_t_ha: manureTPerHa } : {}),
    ...(previousCrop ? { previous_crop: previousCrop } : {}),
  };
}

/**
 * soilAnalysis.calculate once Calculate Nutrients is pressed (input not null);
 * a change of the screen's language fetches the texts again in that language.
 */
export function useCalculation(input: CalculationInput | null, language: AnalysisLanguage) {
  const query = input && calculationQuery(input, language);
  return useQuery({
    // The press (`attempt`) is part of the key: pressing again asks again.
    queryKey: keyFor(soilAnalysisEndpoints.calculate, query ? { query } : undefined, input?.attempt),
    enabled: !!query,
    retry: false,
    queryFn: ({ signal }) => call(soilAnalysisEndpoints.calculate, { query: query! }, { signal }),
  });
}
