import { feedback as feedbackEndpoints } from '@agrim/contracts/endpoints/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateFeedback } from '../../../lib/feedback/invalidateFeedback';

export interface Decision {
  feedback_id: string;
  status: 'Approved' | 'Rejected';
}

/** feedback.decide: Pending becomes Approved or Rejected once; the list and the overview reload. */
export function useDecideFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Decision) => (await call(feedbackEndpoints.decide, { body })).data,
    onSettled: () => invalidateFeedback(client),
  });
}
