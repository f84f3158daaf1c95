import { endpoints } from '@agrim/contracts';
import { useDownload } from './download';

/** reports.predictionsCsv: every fertilizer prediction with inputs, answer, who and when. */
export function useDownloadPredictionsCsv() {
  return useDownload(endpoints.reports.predictionsCsv, () => ({}), 'predictions.csv');
}
