import { endpoints } from '@agrim/contracts';
import { useDownload } from './download';

/** reports.feedbackCsv: every Expert feedback with the prediction it rates. */
export function useDownloadFeedbackCsv() {
  return useDownload(endpoints.reports.feedbackCsv, () => ({}), 'expert-feedback.csv');
}
