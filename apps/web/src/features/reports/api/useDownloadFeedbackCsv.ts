import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { useDownload } from './download';

/** reports.feedbackCsv: every Expert feedback with the prediction it rates. */
export function useDownloadFeedbackCsv() {
  return useDownload(reportsEndpoints.feedbackCsv, () => ({}), 'expert-feedback.csv');
}
