import { type FeedbackStatus } from '@agrim/contracts';
import { feedback as feedbackEndpoints } from '@agrim/contracts/endpoints/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/**
 * One server page of feedback (page is 0-based here, 1-based on the wire): an Expert's own through
 * feedback.listOwn, everyone's for Admin and superAdmin through feedback.list.
 */
export function useFeedbackList(scope: 'own' | 'all', status: FeedbackStatus | 'all', page: number, pageSize: number) {
  return useQuery({
    ...queryOptionsFor(scope === 'own' ? feedbackEndpoints.listOwn : feedbackEndpoints.list, {
      query: { page: page + 1, page_size: pageSize, date_filter: 'All', status: status === 'all' ? undefined : status },
    }),
    placeholderData: keepPreviousData,
  });
}
