import { useDownload } from './download';

/** GET /api/v1/reports/predictions.csv: every fertilizer prediction with inputs, answer, who and when. */
export function useDownloadPredictionsCsv() {
  return useDownload(() => '/api/v1/reports/predictions.csv', 'predictions.csv');
}
