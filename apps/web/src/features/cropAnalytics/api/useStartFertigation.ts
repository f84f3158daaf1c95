import type { AnalysisLanguage, FertigationStartResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface StartFertigation {
  stage: string;
  moisture: number;
  deviceId: string;
  language: AnalysisLanguage;
}

/** POST /agri/soybean/fertigation/start: compares the latest reading with the stage's bands and switches the valves. */
export function useStartFertigation() {
  return useMutation({
    mutationFn: (body: StartFertigation) => api<FertigationStartResponse>('/agri/soybean/fertigation/start', { body }),
  });
}
