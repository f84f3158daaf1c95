import { endpoints } from '@agrim/contracts';
import { useDownload } from './download';

/** reports.pageViewsCsv: views per screen per Asia/Kolkata day. */
export function useDownloadPageViewsCsv() {
  return useDownload(endpoints.reports.pageViewsCsv, (query: { from: string; to: string }) => ({ query }), 'page-views.csv');
}
