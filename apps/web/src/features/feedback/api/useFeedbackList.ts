import type { FeedbackListResponse, FeedbackStatus } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys } from '../../../lib/feedback/keys';

/**
 * One server page of feedback (page is 0-based here, 1-based on the wire): an Expert's own through
 * …/get/expert/feedback/uid, everyone's for Admin and superAdmin through …/get/expert/feedback.
 */
export function useFeedbackList(scope: 'own' | 'all', status: FeedbackStatus | 'all', page: number, pageSize: number) {
  return useQuery({
    queryKey: feedbackKeys.list(scope, status, page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page + 1), page_size: String(pageSize), date_filter: 'All' });
      if (status !== 'all') query.set('status', status);
      const path =
        scope === 'own' ? '/fertilizer/recommendation/get/expert/feedback/uid' : '/fertilizer/recommendation/get/expert/feedback';
      return api<FeedbackListResponse>(`${path}?${query}`, { signal });
    },
  });
}
