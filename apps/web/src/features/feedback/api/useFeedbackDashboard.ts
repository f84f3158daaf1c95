import type { DashboardResponse, DateFilter } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys } from '../../../lib/feedback/keys';

/** GET /fertilizer/recommendation/feedback/dashboard: the overview counts and the per-day graphs of a period. */
export function useFeedbackDashboard(filter: DateFilter) {
  return useQuery({
    queryKey: feedbackKeys.dashboard(filter),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api<DashboardResponse>(`/fertilizer/recommendation/feedback/dashboard?${new URLSearchParams({ date_filter: filter })}`, {
          signal,
        })
      ).data,
  });
}
