import type { FeedbackRow } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { feedbackKeys } from '../../../lib/feedback/keys';

export interface Decision {
  feedback_id: string;
  status: 'Approved' | 'Rejected';
}

/** POST /feedback/approval: Pending becomes Approved or Rejected once; the list and the overview reload. */
export function useDecideFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Decision) => (await api<{ data: FeedbackRow }>('/feedback/approval', { body })).data,
    onSettled: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
