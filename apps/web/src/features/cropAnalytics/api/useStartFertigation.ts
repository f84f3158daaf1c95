import { type AnalysisLanguage, type FertigationProfileName, type SoyaZone } from '@agrim/contracts';
import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The body of Start Fertigation and of its preview (the same for both, so the confirmed start is what was previewed). */
export interface FertigationAsk {
  stage: string;
  deviceId: string;
  language: AnalysisLanguage;
  profile: FertigationProfileName;
  /** Omitted: the zone of the device's farm state, else Central. */
  zone?: SoyaZone;
  /** The slider, inches/day: sent for the spec profile only (the agronomy profile reads the probe). */
  moisture?: number;
}

/** soybean.fertigationStart (crop soybean): compares the latest reading with the profile's bands and switches the valves. */
export function useStartFertigation() {
  return useMutation({
    mutationFn: (body: FertigationAsk) => call(soybeanEndpoints.fertigationStart, { params: { crop: 'soybean' }, body }),
  });
}
