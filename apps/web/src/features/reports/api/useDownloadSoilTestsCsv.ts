import type { SoilTestReportQuery } from '@agrim/contracts';
import { query, useDownload } from './download';

/** GET /api/v1/reports/soil-tests.csv: every soil test with its fields, by start day and status. */
export function useDownloadSoilTestsCsv() {
  return useDownload((q: SoilTestReportQuery) => `/api/v1/reports/soil-tests.csv${query(q)}`, 'soil-tests.csv');
}
