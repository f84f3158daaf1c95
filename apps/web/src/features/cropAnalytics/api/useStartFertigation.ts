import { type AnalysisLanguage, type FertigationProfileName, type SoyaZone } from '@agrim/contracts';
import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { fertigationKey, valveStatusQuery } from '../../../lib/valves/useValveStatus';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FertigationAsk) => call(soybeanEndpoints.fertigationStart, { params: { crop: 'soybean' }, body }),
    // The results find each command in the device's valve list. A list read before the start (an idle
    // /home asks for it ahead) lacks the new commands, and the results would call them replaced by a
    // later one: the answer is shown only with a list read after it, or with none (each then 'waiting').
    onSuccess: async (answer) => {
      if (!answer.recommendations.some((r) => r.command_id !== null)) return;
      await queryClient
        .fetchQuery({ ...valveStatusQuery(answer.deviceId), staleTime: 0 })
        .catch(() => queryClient.resetQueries({ queryKey: fertigationKey(answer.deviceId) }));
    },
  });
}
