import { endpoints } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callForm } from '../api';
import { feedbackKeys } from './keys';

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

/** feedback.submit (multipart): the text fields first, then each file as `files`. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...fields }: FeedbackSubmission) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
      for (const file of files) form.append('files', file, file.name);
      return callForm(endpoints.feedback.submit, {}, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
