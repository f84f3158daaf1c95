import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { useDownload } from './download';

/** reports.pageViewsCsv: views per screen per Asia/Kolkata day. */
export function useDownloadPageViewsCsv() {
  return useDownload(reportsEndpoints.pageViewsCsv, (query: { from: string; to: string }) => ({ query }), 'page-views.csv');
}
