import { type SoilTestReportQuery } from '@agrim/contracts';
import { reports as reportsEndpoints } from '@agrim/contracts/endpoints/reports';
import { useDownload } from './download';

/** reports.soilTestsCsv: every soil test with its fields, by start day and status. */
export function useDownloadSoilTestsCsv() {
  return useDownload(reportsEndpoints.soilTestsCsv, (query: SoilTestReportQuery) => ({ query }), 'soil-tests.csv');
}
