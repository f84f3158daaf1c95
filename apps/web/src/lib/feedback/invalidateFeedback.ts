import { feedback as feedbackEndpoints } from '@agrim/contracts/endpoints/feedback';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEntry } from '../queries';

/** After a submission or a decision: the feedback lists (own and everyone's) and the overview reload. */
export const invalidateFeedback = (client: QueryClient) =>
  invalidateEntry(client, feedbackEndpoints.dashboard, feedbackEndpoints.list, feedbackEndpoints.listOwn);
