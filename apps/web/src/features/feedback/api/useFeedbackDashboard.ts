import { type DateFilter } from '@agrim/contracts';
import { feedback as feedbackEndpoints } from '@agrim/contracts/endpoints/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** feedback.dashboard: the overview counts and the per-day graphs of a period. */
export function useFeedbackDashboard(filter: DateFilter) {
  return useQuery({
    queryKey: keyFor(feedbackEndpoints.dashboard, { query: { date_filter: filter } }),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await call(feedbackEndpoints.dashboard, { query: { date_filter: filter } }, { signal })).data,
  });
}
