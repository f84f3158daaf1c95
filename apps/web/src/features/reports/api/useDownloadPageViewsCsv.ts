import { query, useDownload } from './download';

/** GET /api/v1/reports/page-views.csv: views per screen per Asia/Kolkata day. */
export function useDownloadPageViewsCsv() {
  return useDownload((r: { from: string; to: string }) => `/api/v1/reports/page-views.csv${query(r)}`, 'page-views.csv');
}
