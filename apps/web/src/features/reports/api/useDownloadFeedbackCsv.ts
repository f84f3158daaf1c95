import { useDownload } from './download';

/** GET /api/v1/reports/feedback.csv: every Expert feedback with the prediction it rates. */
export function useDownloadFeedbackCsv() {
  return useDownload(() => '/api/v1/reports/feedback.csv', 'expert-feedback.csv');
}
