import { endpoints, type SoilTestReportQuery } from '@agrim/contracts';
import { useDownload } from './download';

/** reports.soilTestsCsv: every soil test with its fields, by start day and status. */
export function useDownloadSoilTestsCsv() {
  return useDownload(endpoints.reports.soilTestsCsv, (query: SoilTestReportQuery) => ({ query }), 'soil-tests.csv');
}
