import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { useDownload } from './download';

/** reports.predictionsCsv: every fertilizer prediction with inputs, answer, who and when. */
export function useDownloadPredictionsCsv() {
  return useDownload(reportsEndpoints.predictionsCsv, () => ({}), 'predictions.csv');
}
