import { endpoints } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soilAnalysis.visualisation: a histogram per probe value and the N, P, K means of a range of Asia/Kolkata days. */
export function useVisualisation(deviceId: string, range: { start: string; end: string }) {
  return useQuery({
    queryKey: ['visualisation', deviceId, range.start, range.end],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(endpoints.soilAnalysis.visualisation, { query: { deviceId, startOffset: range.start, endOffset: range.end } }, { signal }),
  });
}
