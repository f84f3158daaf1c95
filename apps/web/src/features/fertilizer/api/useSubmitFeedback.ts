import type { endpoints, EndpointOutput } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrKeep, type Sent } from '../../../lib/pwa/outbox';
import { invalidateFeedback } from '../../../lib/feedback/invalidateFeedback';

export interface FeedbackSubmission {
  prediction_id: string;
  rating: number;
  ratingReason: string;
  confidenceLevel: string;
  suggestedNpk: string;
  AgroZone: string;
  Season: string;
  files: File[];
}

/**
 * feedback.submit (multipart): the text fields first, then each file as `files`. Offline, or when the
 * server cannot be reached, the feedback is kept on the phone and sent once the connection returns
 * (`{ queued: true }`, issue 24).
 */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    // Offline is when it must run, to keep the feedback (also the app's default: app/QueryProvider.tsx).
    networkMode: 'always',
    mutationFn: ({ files, ...fields }: FeedbackSubmission): Promise<Sent<EndpointOutput<typeof endpoints.feedback.submit>>> =>
      sendOrKeep(
        'feedback',
        fields.ratingReason,
        Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
        files,
      ),
    onSuccess: () => invalidateFeedback(client),
  });
}
